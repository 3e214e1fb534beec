import { zodResolver } from '@hookform/resolvers/zod';
import { signInInputSchema } from '@rbax/shared/auth';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSignIn } from '@/features/auth/api/sign-in';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { PasswordInput } from '@/features/auth/components/password-input';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { useMessage } from '@/features/auth/hooks/use-message';
import { applyServerIssues } from '@/features/auth/server-issues';
import { ApiError } from '@/lib/api-client';

type LoginValues = z.input<typeof signInInputSchema>;

type LoginFormProps = {
  onSignedIn: () => void;
  onForgotPassword: (email: string) => void;
};

export function LoginForm({ onSignedIn, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const mutation = useSignIn();
  // The password was right but the account uses 2FA: the code step completes the sign-in.
  const [challenge, setChallenge] = useState(false);
  const form = useForm<LoginValues, unknown, z.output<typeof signInInputSchema>>({
    resolver: zodResolver(signInInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const emailError = message(errors.email?.message);
  const passwordError = message(errors.password?.message);

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      (result) => {
        if (needsSecondFactor(result)) setChallenge(true);
        else onSignedIn();
      },
      (error: unknown) => {
        if (error instanceof ApiError) {
          if (error.code === 'invalid_credentials') {
            toast.error(t('errors.invalidCredentials', { ns: 'shared' }));
            return;
          }
          if (
            error.code === 'validation_failed' &&
            applyServerIssues(error.issues, form.setError, ['email', 'password'])
          )
            return;
          if (!error.isUnexpected) {
            toast.error(error.message);
            return;
          }
        }
        toast.error(t('errors.signInFailed', { ns: 'shared' }));
      },
    ),
  );

  const busy = mutation.isPending;
  if (challenge) {
    return (
      <TwoFactorStep
        onVerified={onSignedIn}
        onRestart={() => {
          setChallenge(false);
          form.setValue('password', '');
        }}
      />
    );
  }
  return (
    <div className="grid gap-4">
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
        <FormField
          id={`${id}-password`}
          label={t('auth.fields.password')}
          error={passwordError}
          labelAside={
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0 py-0"
              onClick={() => onForgotPassword(form.getValues('email') ?? '')}
            >
              {t('auth.login.forgot')}
            </Button>
          }
        >
          <PasswordInput
            {...fieldControlProps(`${id}-password`, passwordError)}
            autoComplete="current-password"
            visible={showPassword}
            onVisibleChange={setShowPassword}
            {...form.register('password')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <GoogleSignInButton />
    </div>
  );
}

/** better-auth answers `{ twoFactorRedirect: true }` instead of a session when 2FA is on. */
function needsSecondFactor(result: unknown): boolean {
  return (
    typeof result === 'object' &&
    result !== null &&
    (result as { twoFactorRedirect?: unknown }).twoFactorRedirect === true
  );
}
