import type { AiProposal } from '@rbax/shared/ai/assist';
import { Check, Sparkles, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { boardPath } from '@/config/paths';
import { useProposalAction } from '@/features/ai/api/proposals';
import { ApiError } from '@/lib/api-client';

/** A change Smart Assist proposed, as a preview with 'Aplicar' and 'Descartar' (issue 24). */
export function ProposalCard({ proposal, onChange }: { proposal: AiProposal; onChange: (next: AiProposal) => void }) {
  const { t } = useTranslation();
  const action = useProposalAction();
  const { payload, preview } = proposal;
  const card = preview.cardTitle ?? '';
  const title =
    payload.kind === 'create_cards'
      ? t('ai.proposal.createCards', { column: preview.columnName ?? '', board: preview.boardTitle })
      : payload.kind === 'update_card'
        ? t('ai.proposal.updateCard', { card })
        : payload.kind === 'add_checklist'
          ? t('ai.proposal.addChecklist', { card })
          : t('ai.proposal.createSubtasks', { card });
  const answer = (kind: 'apply' | 'discard') =>
    action.mutate(
      { id: proposal.id, action: kind },
      {
        onSuccess: (next) => {
          onChange(next);
          if (kind === 'apply') toast.success(t('ai.proposal.appliedToast'));
        },
        onError: (error) =>
          toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('ai.proposal.applyFailed')),
      },
    );
  const titleId = `proposal-${proposal.id}`;

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        <span className="text-xs font-medium text-muted-foreground">{t('ai.proposal.label')}</span>
        <h3 id={titleId} className="min-w-0 flex-1 font-medium break-words">
          {title}
        </h3>
        {proposal.status !== 'pending' ? (
          <Badge variant={proposal.status === 'applied' ? 'default' : 'secondary'}>
            {t(proposal.status === 'applied' ? 'ai.proposal.applied' : 'ai.proposal.discarded')}
          </Badge>
        ) : null}
      </div>
      <ProposalBody proposal={proposal} />
      {proposal.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => answer('apply')} disabled={action.isPending}>
            <Check aria-hidden="true" />
            {action.isPending ? t('ai.proposal.applying') : t('ai.proposal.apply')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => answer('discard')} disabled={action.isPending}>
            <X aria-hidden="true" />
            {t('ai.proposal.discard')}
          </Button>
        </div>
      ) : proposal.status === 'applied' ? (
        <Link
          className="text-sm font-medium text-link underline underline-offset-4"
          to={boardPath(proposal.boardId)}
        >
          {t('ai.proposal.openBoard')}
        </Link>
      ) : null}
    </section>
  );
}

function ProposalBody({ proposal }: { proposal: AiProposal }) {
  const { t } = useTranslation();
  const { payload, preview } = proposal;
  switch (payload.kind) {
    case 'create_cards':
      return (
        <ol className="grid list-decimal gap-1 ps-5">
          {payload.cards.map((card, index) => (
            <li key={index} className="break-words">
              <span className="font-medium">{card.title}</span>
              {card.priority ? (
                <span className="text-muted-foreground"> · {t(`cards.priority.${card.priority}`)}</span>
              ) : null}
              {card.description ? (
                <p className="text-muted-foreground whitespace-pre-wrap">{card.description}</p>
              ) : null}
            </li>
          ))}
        </ol>
      );
    case 'add_checklist':
      return (
        <ul className="grid list-disc gap-1 ps-5">
          {payload.items.map((item, index) => (
            <li key={index} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      );
    case 'create_subtasks':
      return (
        <ol className="grid list-decimal gap-1 ps-5">
          {payload.titles.map((title, index) => (
            <li key={index} className="break-words">
              {title}
            </li>
          ))}
        </ol>
      );
    case 'update_card': {
      const { changes } = payload;
      return (
        <dl className="grid gap-1">
          {changes.priority ? (
            <Field label={t('ai.proposal.priority')}>{t(`cards.priority.${changes.priority}`)}</Field>
          ) : null}
          {changes.assigneeId ? <Field label={t('ai.proposal.assignee')}>{preview.assigneeName ?? ''}</Field> : null}
          {changes.labelIds ? <Field label={t('ai.proposal.labels')}>{preview.labelNames.join(', ')}</Field> : null}
          {changes.description !== undefined ? (
            <Field label={t('ai.proposal.description')}>
              <span className="whitespace-pre-wrap">{changes.description}</span>
            </Field>
          ) : null}
        </dl>
      );
    }
  }
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
