import type { Automation } from '@rbax/shared/automations/rules';
import { AUTOMATION_DESCRIPTION_MAX, AUTOMATION_NAME_MAX } from '@rbax/shared/automations/rules';
import { lookupFrom } from '@rbax/shared/automations/sentence';
import type { Locale } from '@rbax/shared/i18n';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter, DialogHeader, DialogTitle, DialogDescription } from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateAutomation } from '@/features/automations/api/create-automation';
import { dryRunDraft } from '@/features/automations/api/dry-run-draft';
import { useUpdateAutomation } from '@/features/automations/api/update-automation';
import { ActionsSection } from '@/features/automations/components/actions-section';
import { BuilderContext, fieldId, type BuilderContextValue } from '@/features/automations/components/builder-context';
import { ConditionsSection } from '@/features/automations/components/conditions-section';
import { DryRunSection } from '@/features/automations/components/dry-run-section';
import { OptionsSection } from '@/features/automations/components/options-section';
import { RuleSentence } from '@/features/automations/components/rule-sentence';
import { TriggerSection } from '@/features/automations/components/trigger-section';
import type { AutomationBoard } from '@/features/automations/lib/board';
import { draftSentence, pathKey, validateDraft, type Draft } from '@/features/automations/lib/draft';
import { useMessage } from '@/features/auth/hooks/use-message';
import { useWebhooks } from '@/features/integrations/api/get-webhooks';
import { ApiError } from '@/lib/api-client';

function webhookName(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * The rule builder (issue 20): name, 'Quando…' (trigger), 'Se…' (conditions), 'Então…'
 * (actions) and options, with the rule's sentence read live and a dry run against a card. The
 * shared schema judges the draft; the server's answer (a column that is no longer there) lands
 * on the same fields.
 */
export function AutomationBuilder({
  board,
  rule,
  initial,
  onDone,
}: {
  board: AutomationBoard;
  /** The rule being edited; null creates one. */
  rule: Automation | null;
  initial: Draft;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const idPrefix = useId().replace(/:/g, '');
  const [draft, setDraft] = useState<Draft>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());
  const create = useCreateAutomation(board.id);
  const update = useUpdateAutomation(board.id);
  const busy = create.isPending || update.isPending;
  const wantsWebhooks = (draft.actions ?? []).some((action) => action.type === 'send_webhook');
  const webhooks = useWebhooks(wantsWebhooks && board.workspaceId ? board.workspaceId : null);

  const { parsed, errors: clientErrors } = useMemo(() => validateDraft(draft), [draft]);
  const errors = useMemo(() => new Map([...serverErrors, ...clientErrors]), [serverErrors, clientErrors]);
  const lookup = useMemo(
    () =>
      lookupFrom({
        columns: board.columns,
        labels: board.labels,
        users: board.members.map((member) => ({ id: member.id, name: member.name || member.email })),
        webhooks: webhooks.data?.items.map((item) => ({ id: item.id, name: webhookName(item.url) })),
      }),
    [board, webhooks.data],
  );
  const sentence = draftSentence(draft, lookup, i18n.language as Locale);

  const context: BuilderContextValue = {
    columns: board.columns,
    labels: board.labels,
    members: board.members,
    webhooks: webhooks.data
      ? webhooks.data.items.map((item) => ({ id: item.id, name: webhookName(item.url) }))
      : webhooks.isError || !board.workspaceId
        ? null
        : [],
    errors,
    showErrors,
    idPrefix,
  };

  const change = (updater: (draft: Draft) => Draft) => {
    setServerErrors(new Map());
    setDraft(updater);
  };

  /** Shows the errors and takes the keyboard to the first field that has one. */
  const revealErrors = (keys: Iterable<string>) => {
    setShowErrors(true);
    toast.error(t('automations.builder.fixErrors'));
    const first = [...keys][0];
    requestAnimationFrame(() => {
      const element = first ? document.getElementById(fieldId(idPrefix, first)) : null;
      const target = element?.querySelector<HTMLElement>('input,select,textarea') ?? element;
      target?.focus();
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed) return revealErrors(clientErrors.keys());
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.issues.length > 0) {
        const found = new Map(error.issues.map((issue) => [pathKey(issue.path), issue.message]));
        setServerErrors(found);
        revealErrors(found.keys());
      } else if (error instanceof ApiError && !error.isUnexpected) toast.error(error.message);
      else toast.error(t('automations.toasts.saveFailed'));
    };
    const onSuccess = () => {
      toast.success(t(rule ? 'automations.toasts.saved' : 'automations.toasts.created'));
      onDone();
    };
    if (rule) {
      const { enabled: _enabled, ...input } = parsed;
      update.mutate({ id: rule.id, input }, { onSuccess, onError });
    } else create.mutate(parsed, { onSuccess, onError });
  };

  const nameId = fieldId(idPrefix, 'name');
  const nameError = showErrors ? message(errors.get('name')) : undefined;
  return (
    <BuilderContext.Provider value={context}>
      <DialogHeader>
        <DialogTitle>{t(rule ? 'automations.builder.editTitle' : 'automations.builder.createTitle')}</DialogTitle>
        <DialogDescription>{t('automations.builder.description')}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
        <FormField id={nameId} label={t('automations.builder.name')} error={nameError}>
          <Input
            {...fieldControlProps(nameId, nameError)}
            value={draft.name}
            maxLength={AUTOMATION_NAME_MAX}
            placeholder={t('automations.builder.namePlaceholder')}
            onChange={(event) => change((current) => ({ ...current, name: event.target.value }))}
            autoFocus
          />
        </FormField>
        {/* The sentence stays in sight while the parts below scroll (not on a phone, where it would hide them). */}
        <div
          className="z-10 rounded-lg border border-primary/30 bg-background p-3 shadow-sm sm:sticky sm:-top-6"
          aria-live="polite"
        >
          <p className="text-xs font-medium text-muted-foreground">{t('automations.builder.preview')}</p>
          {sentence ? (
            <RuleSentence text={sentence} className="text-muted-foreground" />
          ) : (
            <p className="text-sm text-muted-foreground">{t('automations.builder.previewIncomplete')}</p>
          )}
        </div>
        <TriggerSection draft={draft} update={change} />
        <ConditionsSection draft={draft} update={change} />
        <ActionsSection draft={draft} update={change} />
        <OptionsSection draft={draft} update={change} />
        <FormField id={fieldId(idPrefix, 'description')} label={t('automations.builder.notes')}>
          <Textarea
            id={fieldId(idPrefix, 'description')}
            rows={2}
            maxLength={AUTOMATION_DESCRIPTION_MAX}
            value={draft.description ?? ''}
            onChange={(event) => change((current) => ({ ...current, description: event.target.value }))}
          />
        </FormField>
        <DryRunSection
          idPrefix={idPrefix}
          cards={board.cards}
          members={board.members}
          labels={board.labels}
          runTest={(cardId) => {
            if (!parsed) {
              revealErrors(clientErrors.keys());
              return null;
            }
            return dryRunDraft(board.id, draft, cardId);
          }}
        />
        <DialogFooter className="sticky -bottom-6 -mx-6 border-t bg-background px-6 py-3">
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            {t('automations.builder.save')}
          </Button>
        </DialogFooter>
      </form>
    </BuilderContext.Provider>
  );
}
