import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordInputSchema } from '@rbax/shared/auth';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { useMessage } from '@/features/auth/hooks/use-message';
import { ApiError } from '@/lib/api-client';

type ForgotValues = z.input<typeof forgotPasswordInputSchema>;

/** 'Esqueci minha senha' card: never reveals whether the address is registered (spec §8). */
export function ForgotPasswordForm({ defaultEmail, onDone }: { defaultEmail: string; onDone: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const titleId = `${id}-title`;
  const mutation = useRequestPasswordReset();
  const form = useForm<ForgotValues, unknown, z.output<typeof forgotPasswordInputSchema>>({
    resolver: zodResolver(forgotPasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  const emailError = message(form.formState.errors.email?.message);

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      () => {
        toast.success(t('auth.forgot.success'));
        onDone();
      },
      (error: unknown) => {
        if (error instanceof ApiError && !error.isUnexpected) toast.error(error.message);
        else toast.error(t('errors.resetRequestFailed', { ns: 'shared' }));
      },
    ),
  );

  const busy = mutation.isPending;
  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-lg border bg-muted/40 p-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="font-semibold">
          {t('auth.forgot.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('auth.forgot.description')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id={`${id}-email`} label={t('auth.fields.email')} error={emailError}>
          <Input
            {...fieldControlProps(`${id}-email`, emailError)}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.placeholders.email')}
            {...form.register('email')}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            {busy ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
