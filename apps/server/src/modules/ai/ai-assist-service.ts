import type { AiAssistInput, AiStreamEvent } from '@rbax/shared/ai/assist';
import type { Locale } from '@rbax/shared/i18n';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { boardReader } from './ai-board-reader.ts';
import { availabilityError, resolveAiClient, type AiMessage, type AiTokens } from './ai-provider.ts';
import { systemPrompt } from './ai-prompt.ts';
import { assistScope } from './ai-scope.ts';
import { runTool, toolDefinitions, type ToolContext } from './ai-tools.ts';

/**
 * `POST /api/v1/ai/assist` (issue 24, docs/decisions/047): the conversation's scope (ai-scope.ts),
 * then a loop of model calls and tool calls — at most MAX_ROUNDS model calls, the last without
 * tools so it has to answer. Text deltas, tool use and proposals go to `send` as they happen.
 * Nothing of the conversation is stored; only the proposals, until applied or expired.
 */

export const MAX_ROUNDS = 5;

export type AssistRun = {
  input: AiAssistInput & { messages: { role: 'user' | 'assistant'; content: string }[] };
  locale: Locale;
  signal: AbortSignal;
  send: (event: AiStreamEvent) => void;
};

export async function runAssist(deps: Deps, user: SessionUser, run: AssistRun): Promise<void> {
  const scope = await assistScope(deps, user, run.locale, run.input);
  const availability = await resolveAiClient(deps, scope.workspaceId, scope.boardId ?? undefined);
  if (availability.status !== 'ready') throw availabilityError(availability.status);
  const client = availability.client;
  const ctx: ToolContext = {
    deps,
    scope,
    readBoard: boardReader(deps, user),
    onProposal: (proposal) => run.send({ type: 'proposal', proposal }),
  };
  const messages: AiMessage[] = [
    systemPrompt(scope),
    ...run.input.messages.map((message) => ({ role: message.role, content: message.content })),
  ];
  const tools = toolDefinitions();
  const usage: AiTokens = { promptTokens: 0, completionTokens: 0 };
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const result = await client.stream({
      messages,
      ...(round < MAX_ROUNDS && { tools }),
      signal: run.signal,
      onText: (delta) => run.send({ type: 'text', delta }),
    });
    usage.promptTokens += result.usage.promptTokens;
    usage.completionTokens += result.usage.completionTokens;
    if (result.toolCalls.length === 0) break;
    messages.push({
      role: 'assistant',
      content: result.text || null,
      tool_calls: result.toolCalls.map((call) => ({
        id: call.id,
        type: 'function' as const,
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    for (const call of result.toolCalls) {
      if (run.signal.aborted) return;
      run.send({ type: 'tool', name: call.name });
      const output = await runTool(ctx, call.name, call.arguments);
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(output) });
    }
  }
  run.send({ type: 'done', usage });
}
