import { backupCodeSchema, totpCodeSchema } from '@rbax/shared/account';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyTwoFactor } from '@/features/auth/api/verify-two-factor';
import { useMessage } from '@/features/auth/hooks/use-message';
import { ApiError } from '@/lib/api-client';

type TwoFactorStepProps = {
  onVerified: () => void;
  /** Back to e-mail and password (also when the challenge expired). */
  onRestart: () => void;
};

/**
 * 'Verificação em duas etapas' (issue 8): after a right password, a code from the
 * authenticator app — or one of the backup codes — completes the sign-in.
 */
export function TwoFactorStep({ onVerified, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [method, setMethod] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const mutation = useVerifyTwoFactor();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = (method === 'totp' ? totpCodeSchema : backupCodeSchema).safeParse(code);
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    mutation.mutate(
      { method, code: parsed.data, trustDevice },
      {
        onSuccess: onVerified,
        onError: (failure) => {
          if (failure instanceof ApiError && failure.issues[0]) {
            setError(failure.issues[0].message);
            return;
          }
          if (failure instanceof ApiError && !failure.isUnexpected) {
            toast.error(failure.message);
            if (failure.status === 401 || failure.status === 429) onRestart();
            return;
          }
          toast.error(t('errors.signInFailed', { ns: 'shared' }));
        },
      },
    );
  };

  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backup' : 'totp');
    setCode('');
    setError(undefined);
  };

  const busy = mutation.isPending;
  const codeId = `${id}-code`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="font-semibold">
            {t('auth.twoFactor.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {method === 'totp' ? t('auth.twoFactor.totpHint') : t('auth.twoFactor.backupHint')}
          </p>
        </div>
      </div>
      <FormField
        id={codeId}
        label={method === 'totp' ? t('auth.twoFactor.codeLabel') : t('auth.twoFactor.backupLabel')}
        error={error}
      >
        <Input
          {...fieldControlProps(codeId, error)}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={method === 'totp' ? 7 : 64}
          placeholder={method === 'totp' ? '123456' : 'abcde-12345'}
          className="font-mono tracking-widest"
          autoFocus
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 accent-primary"
        />
        {t('auth.twoFactor.trustDevice')}
      </label>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={switchMethod}>
          {method === 'totp' ? t('auth.twoFactor.useBackup') : t('auth.twoFactor.useApp')}
        </Button>
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onRestart}>
          {t('auth.twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
