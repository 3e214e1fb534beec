import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { PasswordInput } from '@/features/auth/components/password-input';

type PasswordPromptProps = {
  submitLabel: string;
  busy: boolean;
  error?: string | undefined;
  destructive?: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
};

/** "Confirm with your password" before a sensitive change (2FA on/off, new backup codes). */
export function PasswordPrompt({ submitLabel, busy, error, destructive, onSubmit, onCancel }: PasswordPromptProps) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(password);
  };

  const shown = missing ? t('validation.required', { ns: 'shared' }) : error;
  const fieldId = `${id}-password`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id={fieldId} label={t('account.confirmPassword')} error={shown}>
        <PasswordInput
          {...fieldControlProps(fieldId, shown)}
          autoComplete="current-password"
          autoFocus
          value={password}
          visible={visible}
          onVisibleChange={setVisible}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
          {busy ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
