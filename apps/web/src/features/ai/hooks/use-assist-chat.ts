import type { AiProposal, AiStreamEvent } from '@rbax/shared/ai/assist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { streamAssist } from '@/features/ai/api/stream-assist';
import { ApiError } from '@/lib/api-client';

/**
 * One Smart Assist conversation in the browser (issue 24). It lives only here, in memory: the
 * server stores no prompt and no answer. Each question sends the whole conversation (text only);
 * the answer streams in; `stop` aborts the request, which stops the provider's too.
 */

export type ChatTurn = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  proposals: AiProposal[];
  /** The tool the assistant is using now (while streaming). */
  tool: string | null;
  state: 'streaming' | 'done' | 'stopped' | 'error';
  error?: { code: string; message: string };
};

export type AssistContext = { workspaceId: string; boardId?: string | undefined; cardId?: string | undefined };

let nextId = 1;

export function useAssistChat(context: AssistContext) {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const controller = useRef<AbortController | null>(null);
  const streaming = turns.at(-1)?.state === 'streaming';

  const patchLast = useCallback((patch: (turn: ChatTurn) => ChatTurn) => {
    setTurns((current) => current.map((turn, index) => (index === current.length - 1 ? patch(turn) : turn)));
  }, []);

  const apply = useCallback(
    (event: AiStreamEvent) => {
      patchLast((turn) => {
        switch (event.type) {
          case 'text':
            return { ...turn, content: turn.content + event.delta, tool: null };
          case 'tool':
            return { ...turn, tool: event.name };
          case 'proposal':
            return { ...turn, proposals: [...turn.proposals, event.proposal], tool: null };
          case 'error':
            return { ...turn, state: 'error', tool: null, error: { code: event.code, message: event.message } };
          case 'done':
            return { ...turn, state: turn.state === 'streaming' ? 'done' : turn.state, tool: null };
        }
      });
    },
    [patchLast],
  );

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || streaming) return;
      const history = [...turns.filter((turn) => turn.content.trim() !== ''), { role: 'user' as const, content }];
      setTurns((current) => [
        ...current,
        { id: nextId++, role: 'user', content, proposals: [], tool: null, state: 'done' },
        { id: nextId++, role: 'assistant', content: '', proposals: [], tool: null, state: 'streaming' },
      ]);
      const abort = new AbortController();
      controller.current = abort;
      streamAssist(
        {
          ...context,
          messages: history.map((turn) => ({ role: turn.role, content: turn.content })),
        },
        apply,
        abort.signal,
      )
        .then(() => patchLast((turn) => (turn.state === 'streaming' ? { ...turn, state: 'done', tool: null } : turn)))
        .catch((error: unknown) => {
          if (abort.signal.aborted) {
            patchLast((turn) => ({ ...turn, state: 'stopped', tool: null }));
            return;
          }
          const apiError = error instanceof ApiError ? error : null;
          patchLast((turn) => ({
            ...turn,
            state: 'error',
            tool: null,
            error: { code: apiError?.code ?? 'network_error', message: apiError?.message ?? '' },
          }));
        });
    },
    [apply, context, patchLast, streaming, turns],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    setTurns([]);
  }, []);
  const updateProposal = useCallback((proposal: AiProposal) => {
    setTurns((current) =>
      current.map((turn) => ({
        ...turn,
        proposals: turn.proposals.map((item) => (item.id === proposal.id ? proposal : item)),
      })),
    );
  }, []);

  // Leaving the page stops the answer (and the provider's work) too.
  useEffect(() => () => controller.current?.abort(), []);

  return { turns, streaming, send, stop, reset, updateProposal };
}
