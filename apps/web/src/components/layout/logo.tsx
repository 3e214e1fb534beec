import { APP_NAME } from '@rbax/shared/app';
import { cn } from '@/lib/utils';

/** The product mark (three kanban columns); decorative, the name carries the meaning. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand to-violet-600 text-white shadow-sm hacker:from-primary hacker:to-primary hacker:text-black',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-[60%]" fill="currentColor">
        <rect x="3" y="4" width="5" height="16" rx="1.5" />
        <rect x="9.5" y="4" width="5" height="11" rx="1.5" opacity="0.85" />
        <rect x="16" y="4" width="5" height="13.5" rx="1.5" opacity="0.7" />
      </svg>
    </span>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-2 font-semibold tracking-tight', className)}>
      <LogoMark />
      <span className="text-lg">{APP_NAME}</span>
    </span>
  );
}
