import { changeEmailInputSchema } from '@rbax/shared/account';
import { MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useChangeEmail } from '@/features/account/api/change-email';
import { useMessage } from '@/features/auth/hooks/use-message';
import { ApiError } from '@/lib/api-client';

/** 'Alterar email': a link goes to the new address; nothing changes until it is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useChangeEmail();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeEmailInputSchema.safeParse({ newEmail: email });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data.newEmail);
        setEmail('');
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.issues[0]) setError(failure.issues[0].message);
        else
          toast.error(
            failure instanceof ApiError && !failure.isUnexpected ? failure.message : t('account.email.failed'),
          );
      },
    });
  };

  const fieldId = `${id}-email`;
  return (
    <div className="grid max-w-md gap-4">
      <p className="text-sm">
        {t('account.email.current')} <strong className="break-all">{currentEmail}</strong>
      </p>
      {sentTo ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{t('account.email.sent', { email: sentTo })}</span>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id={fieldId} label={t('account.email.newEmail')} error={error}>
          <Input
            {...fieldControlProps(fieldId, error)}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <div>
          <Button type="submit" variant="outline" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner /> : null}
            {t('account.email.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
