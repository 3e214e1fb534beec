import { billingDetailsInputSchema, type SubscriptionResponse } from '@rbax/shared/billing/api';
import { translate } from '@rbax/shared/messages';
import { isLocale } from '@rbax/shared/i18n';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSaveBillingDetails } from '@/features/billing/api/billing';
import { ApiError } from '@/lib/api-client';

const fields = ['legalName', 'taxId', 'email', 'address', 'city', 'state', 'postalCode'] as const;
type Field = (typeof fields)[number];

/** Billing details (owner): validated with the shared schema (CPF/CNPJ check digits) before and after the server. */
export function BillingDetailsForm({ subscription }: { subscription: SubscriptionResponse }) {
  const { t, i18n } = useTranslation();
  const save = useSaveBillingDetails(subscription.workspaceId);
  const initial = subscription.billingDetails;
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(fields.map((field) => [field, initial?.[field] ?? ''])) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const locale = isLocale(i18n.language) ? i18n.language : 'pt-BR';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = billingDetailsInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= translate(issue.message, locale);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast.success(t('billing.details.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        setErrors(Object.fromEntries(error.issues.map((issue) => [issue.path[0], issue.message])));
      }
      toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('billing.details.failed'));
    }
  };

  const field = (
    name: Field,
    props: { autoComplete?: string; inputMode?: 'numeric' | 'email'; className?: string } = {},
  ) => {
    const id = `billing-${name}`;
    return (
      <FormField id={id} label={t(`billing.details.${name}`)} error={errors[name]} className={props.className}>
        <Input
          {...fieldControlProps(id, errors[name])}
          value={values[name]}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      </FormField>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('billing.details.title')}</CardTitle>
        <CardDescription>{t('billing.details.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-6">
          {field('legalName', { autoComplete: 'organization', className: 'sm:col-span-4' })}
          {field('taxId', { inputMode: 'numeric', className: 'sm:col-span-2' })}
          {field('email', { autoComplete: 'email', inputMode: 'email', className: 'sm:col-span-3' })}
          {field('address', { autoComplete: 'street-address', className: 'sm:col-span-3' })}
          {field('city', { autoComplete: 'address-level2', className: 'sm:col-span-3' })}
          {field('state', { autoComplete: 'address-level1', className: 'sm:col-span-1' })}
          {field('postalCode', { autoComplete: 'postal-code', inputMode: 'numeric', className: 'sm:col-span-2' })}
          <div className="sm:col-span-6">
            <Button type="submit" disabled={save.isPending}>
              {t('billing.details.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
