import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Decorative spinning icon; pair it with visible or screen-reader text. */
export function Spinner({ className, ...props }: ComponentProps<'svg'>) {
  return <LoaderCircle data-slot="spinner" aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />;
}

/** Centred spinner with a label, announced politely (route guards, lazy routes). */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-svh flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-8 text-foreground" />
      <p className="text-sm">{label}</p>
    </div>
  );
}
