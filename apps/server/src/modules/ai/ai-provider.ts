import type OpenAI from 'openai';
import { usageMonth } from '@rbax/shared/ai/settings';
import type { Deps } from '#src/lib/deps.ts';
import { assertPlanAllows } from '#src/modules/billing/billing-plan.ts';
import { openSecret } from '#src/modules/integrations/secrets.ts';
import { aiBoardOptedOut, aiDisabled, aiNotConfigured, aiQuotaReached, providerError } from './ai-errors.ts';
import { addUsage, findAiSettings, isBoardOptedOut, usageOf, type AiSettingsRow } from './ai-settings-repository.ts';
import { openAiClient } from './ai-transport.ts';

/**
 * The one way into a model (issue 24, docs/decisions/047-ai-providers-and-assist.md). A
 * workspace gets a client only when its owner turned AI on, the board (if any) is not opted
 * out, and a provider exists: the workspace's own endpoint, else the instance's (AI_BASE_URL).
 * Every call checks the workspace's monthly token cap first and records the tokens it used.
 * Nothing here stores a prompt or an answer.
 */

export type AiProviderDeps = Pick<Deps, 'db' | 'config'>;
export type AiMessage = OpenAI.Chat.ChatCompletionMessageParam;
export type AiTool = OpenAI.Chat.ChatCompletionFunctionTool;
export type AiToolCall = { id: string; name: string; arguments: string };
export type AiTokens = { promptTokens: number; completionTokens: number };

export type AiCompleteInput = { messages: AiMessage[]; signal?: AbortSignal; maxTokens?: number };
export type AiStreamInput = AiCompleteInput & { tools?: AiTool[]; onText?: (delta: string) => void };
export type AiStreamResult = { text: string; toolCalls: AiToolCall[]; usage: AiTokens };

export type AiClient = {
  workspaceId: string;
  model: string;
  /** One answer, whole. Throws the errors of ai-errors.ts (quota, unavailable, invalid key, timeout). */
  complete(input: AiCompleteInput): Promise<{ text: string }>;
  /** One streamed answer: text deltas as they arrive, then the tool calls the model asked for. */
  stream(input: AiStreamInput): Promise<AiStreamResult>;
};

export type AiAvailability =
  { status: 'ready'; client: AiClient } | { status: 'disabled' | 'board_opted_out' | 'not_configured' };

/** A model when neither the workspace nor AI_MODEL names one (the instance's endpoint only). */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';
/** The default answer length, in tokens. */
export const DEFAULT_MAX_TOKENS = 1_500;

export const keyContext = (workspaceId: string) => `ai:${workspaceId}`;

type Provider = { baseUrl: string; apiKey: string | undefined; model: string; guarded: boolean };

/** The endpoint that answers for a workspace, or null when there is none. */
export function providerOf(config: AiProviderDeps['config'], row: AiSettingsRow | null): Provider | null {
  if (row?.baseUrl) {
    if (!row.model) return null;
    const apiKey = row.apiKeySealed
      ? (openSecret(config.authSecret, row.apiKeySealed, keyContext(row.workspaceId)) ?? undefined)
      : undefined;
    return { baseUrl: row.baseUrl, apiKey, model: row.model, guarded: true };
  }
  if (!config.ai) return null;
  return {
    baseUrl: config.ai.baseUrl,
    apiKey: config.ai.apiKey,
    model: row?.model ?? config.ai.model ?? DEFAULT_AI_MODEL,
    guarded: false,
  };
}

/** Whether AI may run for the workspace (and board), and its client when it may. */
export async function resolveAiClient(
  deps: AiProviderDeps,
  workspaceId: string,
  boardId?: string,
): Promise<AiAvailability> {
  const row = await findAiSettings(deps.db, workspaceId);
  if (!row?.enabled) return { status: 'disabled' };
  if (boardId && (await isBoardOptedOut(deps.db, boardId))) return { status: 'board_opted_out' };
  const provider = providerOf(deps.config, row);
  if (!provider) return { status: 'not_configured' };
  return { status: 'ready', client: createClient(deps, workspaceId, provider, row.monthlyTokenCap) };
}

/** The error to show for an availability that is not ready. */
export function availabilityError(status: Exclude<AiAvailability['status'], 'ready'>) {
  if (status === 'disabled') return aiDisabled();
  if (status === 'board_opted_out') return aiBoardOptedOut();
  return aiNotConfigured();
}

/**
 * The client for a workspace (and board), or null when AI is off there or no provider is
 * configured. The service calling it has already authorized the person (lib/access.ts).
 */
export async function getAiClient(
  deps: AiProviderDeps,
  workspaceId: string,
  boardId?: string,
): Promise<AiClient | null> {
  const availability = await resolveAiClient(deps, workspaceId, boardId);
  return availability.status === 'ready' ? availability.client : null;
}

/** Rough tokens of a text, when a provider reports no usage (≈ 4 characters a token). */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

function createClient(deps: AiProviderDeps, workspaceId: string, provider: Provider, cap: number | null): AiClient {
  let openai: Promise<OpenAI> | undefined;
  const connect = () =>
    (openai ??= openAiClient({
      baseUrl: provider.baseUrl,
      apiKey: provider.apiKey,
      timeoutMs: deps.config.aiTimeoutMs,
      guard: provider.guarded ? { allowedHosts: deps.config.webhooks.allowedHosts } : null,
    }));

  /** Tokens left this month (null: no cap); a workspace at its cap gets `ai_quota_reached`. */
  async function remaining(): Promise<number | null> {
    // The plan's AI requests a month (billing); the workspace's own token cap below.
    await assertPlanAllows(deps.db, workspaceId, { limit: 'aiRequestsPerMonth' });
    if (cap === null) return null;
    const used = await usageOf(deps.db, workspaceId, usageMonth());
    const left = cap - used.promptTokens - used.completionTokens;
    if (left <= 0) throw aiQuotaReached();
    return left;
  }

  async function stream(input: AiStreamInput): Promise<AiStreamResult> {
    const left = await remaining();
    const maxTokens = Math.max(1, Math.min(input.maxTokens ?? DEFAULT_MAX_TOKENS, left ?? Number.POSITIVE_INFINITY));
    const state = { timedOut: false, aborted: false };
    const controller = new AbortController();
    const onAbort = () => {
      state.aborted = true;
      controller.abort();
    };
    if (input.signal?.aborted) onAbort();
    input.signal?.addEventListener('abort', onAbort, { once: true });
    // The SDK's timeout ends when the headers arrive; a stream that then goes quiet ends here.
    let idle: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        state.timedOut = true;
        controller.abort();
      }, deps.config.aiTimeoutMs);
    };
    let text = '';
    const calls = new Map<number, AiToolCall>();
    let usage: AiTokens | null = null;
    try {
      touch();
      const chunks = await (await connect()).chat.completions.create(
        {
          model: provider.model,
          messages: input.messages,
          stream: true,
          stream_options: { include_usage: true },
          max_tokens: maxTokens,
          ...(input.tools && input.tools.length > 0 ? { tools: input.tools } : {}),
        },
        { signal: controller.signal },
      );
      for await (const chunk of chunks) {
        touch();
        if (chunk.usage) {
          usage = {
            promptTokens: chunk.usage.prompt_tokens ?? 0,
            completionTokens: chunk.usage.completion_tokens ?? 0,
          };
        }
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          text += delta.content;
          input.onText?.(delta.content);
        }
        for (const call of delta.tool_calls ?? []) {
          const known = calls.get(call.index) ?? { id: '', name: '', arguments: '' };
          if (call.id) known.id = call.id;
          if (call.function?.name) known.name += call.function.name;
          if (call.function?.arguments) known.arguments += call.function.arguments;
          calls.set(call.index, known);
        }
      }
    } catch (error) {
      throw providerError(error, state);
    } finally {
      clearTimeout(idle);
      input.signal?.removeEventListener('abort', onAbort);
      // What was asked and what came back counts, also when the person stopped it midway.
      const spent = usage ?? {
        promptTokens: estimateTokens(JSON.stringify(input.messages)),
        completionTokens: estimateTokens(text) + estimateTokens([...calls.values()].map((c) => c.arguments).join('')),
      };
      if (usage || text || calls.size > 0) await addUsage(deps.db, workspaceId, usageMonth(), spent).catch(() => {});
      usage = spent;
    }
    const toolCalls = [...calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }))
      .filter((call) => call.name);
    return { text, toolCalls, usage: usage! };
  }

  return {
    workspaceId,
    model: provider.model,
    async complete(input) {
      const result = await stream(input);
      return { text: result.text };
    },
    stream,
  };
}
