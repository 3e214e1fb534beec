import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A titled card of the /backup page. */
export function Section({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="grid gap-1.5">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
          <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
          {title}
        </h2>
        {description && <p className="max-w-prose text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
