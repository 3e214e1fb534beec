import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordInputSchema } from '@rbax/shared/account';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useChangePassword } from '@/features/account/api/change-password';
import { useInvalidateSessions } from '@/features/account/api/sessions';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PasswordStrengthMeter } from '@/features/auth/components/password-strength-meter';
import { useMessage } from '@/features/auth/hooks/use-message';
import { applyServerIssues } from '@/features/auth/server-issues';
import { ApiError } from '@/lib/api-client';

type Values = z.input<typeof changePasswordInputSchema>;

/** 'Alterar senha': the current password, the new one twice; the other sessions end (decision 026). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const mutation = useChangePassword();
  const invalidateSessions = useInvalidateSessions();
  const form = useForm<Values, unknown, z.output<typeof changePasswordInputSchema>>({
    resolver: zodResolver(changePasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = form.watch('newPassword');

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword: next }) =>
    mutation
      .mutateAsync({ currentPassword, newPassword: next })
      .then(() => {
        toast.success(t('account.password.success'));
        form.reset();
        void invalidateSessions();
      })
      .catch((error: unknown) => {
        const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
        if (error instanceof ApiError && applyServerIssues(error.issues, form.setError, fields)) return;
        toast.error(error instanceof ApiError && error.status === 429 ? error.message : t('account.password.failed'));
      }),
  );

  const field = (name: 'currentPassword' | 'newPassword' | 'confirmPassword', autoComplete: string) => {
    const fieldId = `${id}-${name}`;
    const error = message(errors[name]?.message);
    return (
      <FormField id={fieldId} label={t(`account.password.${name}`)} error={error}>
        <PasswordInput
          {...fieldControlProps(fieldId, error)}
          autoComplete={autoComplete}
          visible={visible}
          onVisibleChange={setVisible}
          showToggle={name !== 'confirmPassword'}
          {...form.register(name)}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      <PasswordStrengthMeter password={newPassword ?? ''} />
      {field('confirmPassword', 'new-password')}
      <p className="text-xs text-muted-foreground">{t('account.password.othersEnd')}</p>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : null}
          {t('account.password.submit')}
        </Button>
      </div>
    </form>
  );
}
