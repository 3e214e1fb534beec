import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** The accessibility attributes an input needs to point at its error message. */
export function fieldControlProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
  } as const;
}

type FormFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  /** Controls shown at the end of the label row (e.g. "Gerar senha"). */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A visible label bound to its control, the control, and the field's error under it. */
export function FormField({ id, label, error, labelAside, className, children }: FormFieldProps) {
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <div className="flex min-h-6 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
