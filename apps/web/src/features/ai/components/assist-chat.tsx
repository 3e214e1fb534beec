import { Bot, Loader2, RotateCcw, Send, Square, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ProposalCard } from '@/features/ai/components/proposal-card';
import { useAssistChat, type AssistContext, type ChatTurn } from '@/features/ai/hooks/use-assist-chat';
import { cn } from '@/lib/utils';

const toolKeys = {
  search_cards: 'ai.assist.toolSearchCards',
  summarize_board: 'ai.assist.toolSummarizeBoard',
  get_card: 'ai.assist.toolGetCard',
  suggest_assignees: 'ai.assist.toolSuggestAssignees',
  explain_card_risk: 'ai.assist.toolExplainCardRisk',
} as const;

/**
 * The Smart Assist conversation (issue 24), on /ai-assist and in the board's panel: the turns
 * (answers stream in, announced politely to screen readers), proposals as previews, and a
 * composer (Enter sends, Shift+Enter breaks the line) with a stop button while answering.
 */
export function AssistChat({ context, compact = false }: { context: AssistContext; compact?: boolean }) {
  const { t } = useTranslation();
  const chat = useAssistChat(context);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const last = chat.turns.at(-1);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last?.content, last?.proposals.length, chat.turns.length]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim() || chat.streaming) return;
    chat.send(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  const suggest = (text: string) => {
    setDraft(text);
    input.current?.focus();
  };

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col gap-3', compact ? '' : 'min-h-[24rem]')}>
      <div className="min-h-0 flex-1 overflow-y-auto rounded-xl border bg-card p-3 sm:p-4" aria-busy={chat.streaming}>
        {chat.turns.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted">
              <Bot aria-hidden="true" className="size-6 text-muted-foreground" />
            </span>
            <h2 className="text-lg font-semibold">{t('ai.assist.emptyTitle')}</h2>
            <p className="max-w-prose text-sm text-muted-foreground">{t('ai.assist.emptyBody')}</p>
            <div className="flex flex-wrap justify-center gap-2">
              {(['suggestionLate', 'suggestionSummary', 'suggestionNotes'] as const).map((key) => (
                <Button
                  key={key}
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    suggest(key === 'suggestionNotes' ? `${t(`ai.assist.${key}`)}\n- ` : t(`ai.assist.${key}`))
                  }
                >
                  {t(`ai.assist.${key}`)}
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <ol className="grid gap-4" aria-live="polite" aria-relevant="additions text">
            {chat.turns.map((turn) => (
              <Turn key={turn.id} turn={turn} onProposal={chat.updateProposal} />
            ))}
          </ol>
        )}
        <div ref={end} />
      </div>
      <form onSubmit={submit} className="grid gap-2">
        <label htmlFor={compact ? 'ai-assist-panel-input' : 'ai-assist-input'} className="sr-only">
          {t('ai.assist.messageLabel')}
        </label>
        <Textarea
          id={compact ? 'ai-assist-panel-input' : 'ai-assist-input'}
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('ai.assist.placeholder')}
          rows={compact ? 3 : 4}
          maxLength={8000}
        />
        <div className="flex flex-wrap items-center justify-end gap-2">
          {chat.turns.length > 0 ? (
            <Button type="button" variant="ghost" size="sm" onClick={chat.reset} className="me-auto">
              <RotateCcw aria-hidden="true" />
              {t('ai.assist.newChat')}
            </Button>
          ) : null}
          {chat.streaming ? (
            <Button type="button" variant="outline" onClick={chat.stop}>
              <Square aria-hidden="true" />
              {t('ai.assist.stop')}
            </Button>
          ) : (
            <Button type="submit" disabled={!draft.trim()}>
              <Send aria-hidden="true" />
              {t('ai.assist.send')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

function Turn({ turn, onProposal }: { turn: ChatTurn; onProposal: Parameters<typeof ProposalCard>[0]['onChange'] }) {
  const { t } = useTranslation();
  const mine = turn.role === 'user';
  const toolKey = turn.tool ? (toolKeys[turn.tool as keyof typeof toolKeys] ?? 'ai.assist.toolPropose') : null;
  return (
    <li className={cn('flex gap-2', mine ? 'flex-row-reverse' : '')}>
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        {mine ? <UserRound className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div className={cn('grid min-w-0 max-w-[85%] gap-2', mine ? 'justify-items-end' : '')}>
        <span className="sr-only">{mine ? t('ai.assist.you') : t('ai.assist.assistant')}</span>
        {turn.content ? (
          <p
            className={cn(
              'rounded-xl px-3 py-2 text-sm whitespace-pre-wrap break-words',
              mine ? 'bg-primary text-primary-foreground' : 'bg-muted',
            )}
          >
            {turn.content}
          </p>
        ) : null}
        {turn.proposals.map((proposal) => (
          <ProposalCard key={proposal.id} proposal={proposal} onChange={onProposal} />
        ))}
        {turn.state === 'streaming' ? (
          <p className="flex items-center gap-2 text-xs text-muted-foreground" role="status">
            <Loader2 aria-hidden="true" className="size-3 animate-spin" />
            {toolKey ? t(toolKey) : t('ai.assist.thinking')}
          </p>
        ) : null}
        {turn.state === 'stopped' ? <p className="text-xs text-muted-foreground">{t('ai.assist.stopped')}</p> : null}
        {turn.state === 'error' ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
            {turn.error?.message || t('ai.assist.failed')}
          </p>
        ) : null}
      </div>
    </li>
  );
}
