import { cn } from '@/lib/utils';

/** The title and subtitle every landing section opens with; `id` is what the section is labelled by. */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      {subtitle ? <p className="mt-2 text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}
