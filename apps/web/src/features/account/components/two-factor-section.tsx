import { totpCodeSchema, totpSecretOf } from '@rbax/shared/account';
import { Copy, KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useInvalidateSessions } from '@/features/account/api/sessions';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateBackupCodes,
} from '@/features/account/api/two-factor';
import { BackupCodes } from '@/features/account/components/backup-codes';
import { PasswordPrompt } from '@/features/account/components/password-prompt';
import { QrCode } from '@/features/account/components/qr-code';
import { useMessage } from '@/features/auth/hooks/use-message';
import { ApiError } from '@/lib/api-client';

type Step =
  | { kind: 'closed' }
  | { kind: 'enable' }
  | { kind: 'scan'; uri: string; codes: string[] }
  | { kind: 'codes'; codes: string[]; title: 'enabled' | 'regenerated' }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

const fieldError = (error: unknown) => (error instanceof ApiError ? error.issues[0]?.message : undefined);

/** Confirms the app was set up: a code from it turns 2FA on. */
function ScanStep({ uri, onConfirmed }: { uri: string; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirmTwoFactor();
  const secret = totpSecretOf(uri) ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message));
      return;
    }
    confirm.mutate(parsed.data, {
      onSuccess: onConfirmed,
      onError: (failure) => setError(fieldError(failure) ?? t('account.twoFactor.failed')),
    });
  };

  const fieldId = `${id}-code`;
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>{t('account.twoFactor.scanStep1')}</li>
        <li>{t('account.twoFactor.scanStep2')}</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode value={uri} label={t('account.twoFactor.qrLabel')} size={176} />
        <div className="grid min-w-0 gap-2 text-sm">
          <span className="text-muted-foreground">{t('account.twoFactor.manual')}</span>
          <code data-testid="totp-secret" className="rounded bg-muted px-2 py-1 font-mono text-xs break-all">
            {secret}
          </code>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() =>
              void navigator.clipboard.writeText(secret).then(
                () => toast.success(t('account.twoFactor.secretCopied')),
                () => toast.error(t('account.twoFactor.copyFailed')),
              )
            }
          >
            <Copy aria-hidden="true" />
            {t('account.twoFactor.copySecret')}
          </Button>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-3">
        <FormField id={fieldId} label={t('account.twoFactor.codeLabel')} error={error}>
          <Input
            {...fieldControlProps(fieldId, error)}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            className="max-w-40 font-mono tracking-widest"
          />
        </FormField>
        <div>
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? <Spinner /> : null}
            {t('account.twoFactor.confirm')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** 'Verificação em duas etapas': turn on with password → QR → code → backup codes; off with password. */
export function TwoFactorSection({ enabled, email }: { enabled: boolean; email: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const invalidateSessions = useInvalidateSessions();
  const close = () => {
    setStep({ kind: 'closed' });
    enable.reset();
    disable.reset();
    regenerate.reset();
  };

  const titles: Record<Step['kind'], string> = {
    closed: '',
    enable: t('account.twoFactor.enableTitle'),
    scan: t('account.twoFactor.scanTitle'),
    codes:
      step.kind === 'codes' && step.title === 'regenerated'
        ? t('account.twoFactor.newCodesTitle')
        : t('account.twoFactor.enabledTitle'),
    disable: t('account.twoFactor.disableTitle'),
    regenerate: t('account.twoFactor.regenerateTitle'),
  };
  const descriptions: Record<Step['kind'], string> = {
    closed: '',
    enable: t('account.twoFactor.enableDescription'),
    scan: t('account.twoFactor.scanDescription'),
    codes: t('account.twoFactor.codesDescription'),
    disable: t('account.twoFactor.disableDescription'),
    regenerate: t('account.twoFactor.regenerateDescription'),
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {enabled ? (
          <Badge className="gap-1 bg-emerald-600 text-white">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {t('account.twoFactor.on')}
          </Badge>
        ) : (
          <Badge variant="secondary" className="gap-1">
            <ShieldOff aria-hidden="true" className="size-3.5" />
            {t('account.twoFactor.off')}
          </Badge>
        )}
        <p className="text-sm text-muted-foreground">
          {enabled ? t('account.twoFactor.onHint') : t('account.twoFactor.offHint')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button type="button" variant="outline" onClick={() => setStep({ kind: 'regenerate' })}>
              <KeyRound aria-hidden="true" />
              {t('account.twoFactor.regenerate')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setStep({ kind: 'disable' })}>
              <ShieldOff aria-hidden="true" />
              {t('account.twoFactor.disable')}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => setStep({ kind: 'enable' })}>
            <ShieldCheck aria-hidden="true" />
            {t('account.twoFactor.enable')}
          </Button>
        )}
      </div>

      <Dialog open={step.kind !== 'closed'} onOpenChange={(open) => !open && close()}>
        <DialogContent closeLabel={t('common.close')} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{titles[step.kind]}</DialogTitle>
            <DialogDescription>{descriptions[step.kind]}</DialogDescription>
          </DialogHeader>
          {step.kind === 'enable' ? (
            <PasswordPrompt
              submitLabel={t('account.continue')}
              busy={enable.isPending}
              error={fieldError(enable.error)}
              onCancel={close}
              onSubmit={(password) =>
                enable.mutate(password, {
                  onSuccess: (data) => setStep({ kind: 'scan', uri: data.totpURI, codes: data.backupCodes }),
                  onError: (failure) => !fieldError(failure) && toast.error(t('account.twoFactor.failed')),
                })
              }
            />
          ) : null}
          {step.kind === 'scan' ? (
            <ScanStep
              uri={step.uri}
              onConfirmed={() => {
                toast.success(t('account.twoFactor.enabledToast'));
                void invalidateSessions();
                setStep({ kind: 'codes', codes: step.codes, title: 'enabled' });
              }}
            />
          ) : null}
          {step.kind === 'codes' ? (
            <div className="grid gap-4">
              <BackupCodes codes={step.codes} email={email} />
              <div className="flex justify-end">
                <Button type="button" onClick={close}>
                  {t('account.twoFactor.done')}
                </Button>
              </div>
            </div>
          ) : null}
          {step.kind === 'regenerate' ? (
            <PasswordPrompt
              submitLabel={t('account.twoFactor.regenerate')}
              busy={regenerate.isPending}
              error={fieldError(regenerate.error)}
              onCancel={close}
              onSubmit={(password) =>
                regenerate.mutate(password, {
                  onSuccess: (data) => setStep({ kind: 'codes', codes: data.backupCodes, title: 'regenerated' }),
                  onError: (failure) => !fieldError(failure) && toast.error(t('account.twoFactor.failed')),
                })
              }
            />
          ) : null}
          {step.kind === 'disable' ? (
            <PasswordPrompt
              submitLabel={t('account.twoFactor.disable')}
              destructive
              busy={disable.isPending}
              error={fieldError(disable.error)}
              onCancel={close}
              onSubmit={(password) =>
                disable.mutate(password, {
                  onSuccess: () => {
                    toast.success(t('account.twoFactor.disabledToast'));
                    void invalidateSessions();
                    close();
                  },
                  onError: (failure) => !fieldError(failure) && toast.error(t('account.twoFactor.failed')),
                })
              }
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
