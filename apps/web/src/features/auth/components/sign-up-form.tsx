import { zodResolver } from '@hookform/resolvers/zod';
import { generatePassword, signUpInputSchema } from '@rbax/shared/auth';
import { Copy, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSignUp } from '@/features/auth/api/sign-up';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PasswordStrengthMeter } from '@/features/auth/components/password-strength-meter';
import { useMessage } from '@/features/auth/hooks/use-message';
import { applyServerIssues } from '@/features/auth/server-issues';
import { ApiError } from '@/lib/api-client';

type SignUpValues = z.input<typeof signUpInputSchema>;
const fields = ['name', 'email', 'password', 'confirmPassword'] as const;

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const mutation = useSignUp();
  const form = useForm<SignUpValues, unknown, z.output<typeof signUpInputSchema>>({
    resolver: zodResolver(signUpInputSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const { errors } = form.formState;
  const error = {
    name: message(errors.name?.message),
    email: message(errors.email?.message),
    password: message(errors.password?.message),
    confirmPassword: message(errors.confirmPassword?.message),
  };

  const fillGeneratedPassword = () => {
    const generated = generatePassword();
    form.setValue('password', generated, { shouldDirty: true, shouldValidate: true });
    form.setValue('confirmPassword', generated, { shouldDirty: true, shouldValidate: true });
    setShowPassword(true);
    toast.success(t('auth.password.generated'));
  };

  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(form.getValues('password') ?? '');
      toast.success(t('auth.password.copied'));
    } catch {
      toast.error(t('auth.password.copyFailed'));
    }
  };

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutateAsync(values).then(onSignedUp, (failure: unknown) => {
      if (failure instanceof ApiError) {
        if (failure.code === 'email_taken') {
          const text = t('errors.emailTaken', { ns: 'shared' });
          form.setError('email', { type: 'server', message: text });
          toast.error(text);
          return;
        }
        if (failure.code === 'validation_failed' && applyServerIssues(failure.issues, form.setError, fields)) return;
        if (!failure.isUnexpected) {
          toast.error(failure.message);
          return;
        }
      }
      toast.error(t('errors.signUpFailed', { ns: 'shared' }));
    }),
  );

  const busy = mutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id={`${id}-name`} label={t('auth.fields.name')} error={error.name}>
        <Input
          {...fieldControlProps(`${id}-name`, error.name)}
          autoComplete="name"
          placeholder={t('auth.placeholders.name')}
          {...form.register('name')}
        />
      </FormField>
      <FormField id={`${id}-email`} label={t('auth.fields.email')} error={error.email}>
        <Input
          {...fieldControlProps(`${id}-email`, error.email)}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.placeholders.email')}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id={`${id}-password`}
        label={t('auth.fields.password')}
        error={error.password}
        labelAside={
          <Button variant="ghost" size="sm" className="h-7 px-2" onClick={fillGeneratedPassword}>
            <KeyRound aria-hidden="true" />
            {t('auth.password.generate')}
          </Button>
        }
      >
        <div className="flex gap-2">
          <PasswordInput
            {...fieldControlProps(`${id}-password`, error.password)}
            className="flex-1"
            autoComplete="new-password"
            visible={showPassword}
            onVisibleChange={setShowPassword}
            {...form.register('password')}
          />
          <Button
            variant="outline"
            size="icon"
            aria-label={t('auth.password.copy')}
            title={t('auth.password.copy')}
            disabled={!password}
            onClick={() => void copyPassword()}
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
        <PasswordStrengthMeter password={password} />
      </FormField>
      <FormField id={`${id}-confirm`} label={t('auth.fields.confirmPassword')} error={error.confirmPassword}>
        <PasswordInput
          {...fieldControlProps(`${id}-confirm`, error.confirmPassword)}
          autoComplete="new-password"
          visible={showPassword}
          onVisibleChange={setShowPassword}
          showToggle={false}
          {...form.register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
