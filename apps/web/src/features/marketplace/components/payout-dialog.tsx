import type { PayoutInput } from '@rbax/shared/marketplace/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useRequestPayout } from '@/features/marketplace/api/marketplace-mutations';
import { formatBrl } from '@/features/marketplace/lib/format';
import { ApiError } from '@/lib/api-client';

const bankFields = ['bankCode', 'branch', 'account', 'holderName', 'taxId'] as const;
type BankField = (typeof bankFields)[number];

/**
 * 'Solicitar saque': an amount (at least the minimum, at most the balance) and where to send it —
 * a Pix key or a bank account (CPF/CNPJ checked), or, when the creator's Stripe account is ready,
 * 'Conta Stripe' (paid at once; docs/decisions/056). The server validates with the shared schema;
 * its localized messages show under each field.
 */
export function PayoutDialog({
  open,
  onOpenChange,
  balanceBrl,
  minBrl,
  stripeReady = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  balanceBrl: string;
  minBrl: string;
  /** The creator's Stripe connected account can receive payouts: 'Conta Stripe' is offered first. */
  stripeReady?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [amount, setAmount] = useState(balanceBrl.replace('.', ','));
  const [method, setMethod] = useState<PayoutInput['method']>(stripeReady ? 'stripe' : 'pix');
  const [pixKey, setPixKey] = useState('');
  const [bank, setBank] = useState<Record<BankField, string>>({
    bankCode: '',
    branch: '',
    account: '',
    holderName: '',
    taxId: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const request = useRequestPayout();

  const submit = () => {
    const body: PayoutInput =
      method === 'pix'
        ? { method, amountBrl: amount, pixKey }
        : method === 'bank'
          ? { method, amountBrl: amount, bank }
          : { method, amountBrl: amount };
    setErrors({});
    request.mutate(body, {
      onSuccess: (payout) => {
        toast.success(t(payout.status === 'paid' ? 'marketplace.payouts.paidNow' : 'marketplace.payouts.requested'));
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) {
          setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message])));
          return;
        }
        // A transfer Stripe refused (502 billing_unavailable) carries a message worth reading.
        const readable = error instanceof ApiError && (!error.isUnexpected || error.code === 'billing_unavailable');
        toast.error(readable ? error.message : t('marketplace.payouts.failed'));
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('marketplace.close')}>
        <DialogHeader>
          <DialogTitle>{t('marketplace.payouts.dialogTitle')}</DialogTitle>
          <DialogDescription>
            {t('marketplace.payouts.dialogDescription', {
              balance: formatBrl(balanceBrl, i18n.language),
              min: formatBrl(minBrl, i18n.language),
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          id="payout-request"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField id="payout-amount" label={t('marketplace.payouts.amount')} error={errors.amountBrl}>
            <Input
              {...fieldControlProps('payout-amount', errors.amountBrl)}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </FormField>
          <FormField id="payout-method" label={t('marketplace.payouts.method')}>
            <NativeSelect
              id="payout-method"
              value={method}
              onChange={(e) => setMethod(e.target.value as PayoutInput['method'])}
            >
              {stripeReady ? <option value="stripe">{t('marketplace.payouts.methods.stripe')}</option> : null}
              <option value="pix">{t('marketplace.payouts.methods.pix')}</option>
              <option value="bank">{t('marketplace.payouts.methods.bank')}</option>
            </NativeSelect>
          </FormField>
          {method === 'stripe' ? (
            <p className="text-sm text-muted-foreground">{t('marketplace.payouts.stripeHint')}</p>
          ) : method === 'pix' ? (
            <FormField id="payout-pix" label={t('marketplace.payouts.pixKey')} error={errors.pixKey}>
              <Input
                {...fieldControlProps('payout-pix', errors.pixKey)}
                value={pixKey}
                placeholder={t('marketplace.payouts.pixKeyHint')}
                onChange={(e) => setPixKey(e.target.value)}
              />
            </FormField>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {bankFields.map((field) => {
                const id = `payout-${field}`;
                const error = errors[`bank.${field}`];
                return (
                  <FormField key={field} id={id} label={t(`marketplace.payouts.bank.${field}`)} error={error}>
                    <Input
                      {...fieldControlProps(id, error)}
                      value={bank[field]}
                      placeholder={t(`marketplace.payouts.bankHints.${field}`)}
                      onChange={(e) => setBank((b) => ({ ...b, [field]: e.target.value }))}
                    />
                  </FormField>
                );
              })}
            </div>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('marketplace.cancel')}
          </Button>
          <Button type="submit" form="payout-request" disabled={request.isPending}>
            {t('marketplace.payouts.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
