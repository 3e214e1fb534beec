import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInputSchema } from '@rbax/shared/auth';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PasswordStrengthMeter } from '@/features/auth/components/password-strength-meter';
import { useMessage } from '@/features/auth/hooks/use-message';
import { applyServerIssues } from '@/features/auth/server-issues';
import { ApiError } from '@/lib/api-client';

type ResetValues = z.input<typeof resetPasswordInputSchema>;

type ResetPasswordFormProps = {
  /** The token from the e-mailed link; null when the link was invalid or incomplete. */
  token: string | null;
  onUpdated: () => Promise<void>;
  onRequestNewLink: () => void;
};

export function ResetPasswordForm({ token, onUpdated, onRequestNewLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const [tokenError, setTokenError] = useState<string | null>(
    token ? null : t('errors.invalidResetToken', { ns: 'shared' }),
  );
  const mutation = useResetPassword();
  const form = useForm<ResetValues, unknown, z.output<typeof resetPasswordInputSchema>>({
    resolver: zodResolver(resetPasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const { errors } = form.formState;
  const passwordError = message(errors.password?.message);
  const confirmError = message(errors.confirmPassword?.message);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!token) return;
    try {
      await mutation.mutateAsync({ newPassword: values.password, token });
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === 'invalid_token') {
          setTokenError(error.message);
          toast.error(error.message);
          return;
        }
        if (
          error.code === 'validation_failed' &&
          applyServerIssues(error.issues, form.setError, ['password'], { newPassword: 'password' })
        ) {
          return;
        }
        if (!error.isUnexpected) {
          toast.error(error.message);
          return;
        }
      }
      toast.error(t('errors.passwordUpdateFailed', { ns: 'shared' }));
      return;
    }
    toast.success(t('auth.reset.success'));
    await onUpdated();
  });

  if (tokenError) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-foreground">
          {tokenError}
        </p>
        <Button onClick={onRequestNewLink}>{t('auth.reset.requestNew')}</Button>
      </div>
    );
  }

  const busy = mutation.isPending || form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id={`${id}-password`} label={t('auth.fields.newPassword')} error={passwordError}>
        <PasswordInput
          {...fieldControlProps(`${id}-password`, passwordError)}
          autoComplete="new-password"
          visible={showPassword}
          onVisibleChange={setShowPassword}
          {...form.register('password')}
        />
        <PasswordStrengthMeter password={password} />
      </FormField>
      <FormField id={`${id}-confirm`} label={t('auth.fields.confirmNewPassword')} error={confirmError}>
        <PasswordInput
          {...fieldControlProps(`${id}-confirm`, confirmError)}
          autoComplete="new-password"
          visible={showPassword}
          onVisibleChange={setShowPassword}
          showToggle={false}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
