import type { LookupAddress } from 'node:dns';
import type OpenAI from 'openai';
import type * as OpenAiModule from 'openai';
import type { Agent } from 'undici';
import type * as UndiciModule from 'undici';
import {
  checkOutboundUrl,
  OutboundRefusedError,
  type OutboundPolicy,
} from '#src/modules/integrations/outbound-http.ts';

/**
 * The HTTP side of the AI providers (issue 24, docs/decisions/047). The instance's endpoint
 * (AI_BASE_URL, set by the operator) is trusted and reached with the runtime's fetch. An endpoint
 * a workspace owner typed goes through the webhooks' SSRF guard (outbound-http.ts, ARCHITECTURE
 * §8), the same way webhooks do: checked when saved and again at every connection — the socket's
 * DNS lookup runs the guard, so a name that re-resolves to a private address (rebinding) is
 * refused — with WEBHOOK_ALLOWED_HOSTS as the one exemption (development, tests), and no
 * redirects followed.
 */

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `net.connect` lookup that only ever answers with an address the guard accepted. */
function guardedLookup(policy: OutboundPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    checkOutboundUrl(`https://${hostname.includes(':') ? `[${hostname}]` : hostname}/`, policy).then(
      (target) => {
        if (options.all) callback(null, [{ address: target.address, family: target.family }]);
        else callback(null, target.address, target.family);
      },
      (error: unknown) =>
        callback(Object.assign(new Error(String((error as Error).message)), { code: 'EAI_FAIL' }), ''),
    );
  };
}

const agents = new Map<string, Agent>();

let undici: Promise<typeof UndiciModule> | undefined;

/** undici (~2.5 MB of heap) loads with the first request to a guarded endpoint (issue 25). */
const loadUndici = () => (undici ??= import('undici'));

/** One keep-alive pool per allow-list (in practice: one per process). */
function guardedAgent(Undici: typeof UndiciModule, policy: OutboundPolicy): Agent {
  const key = policy.allowedHosts.join(',');
  let agent = agents.get(key);
  if (!agent) {
    agent = new Undici.Agent({ connect: { lookup: guardedLookup(policy) }, keepAliveTimeout: 4_000 });
    agents.set(key, agent);
  }
  return agent;
}

/** Throws OutboundRefusedError when the guard refuses the URL (an IP literal never reaches the lookup). */
export async function assertProviderUrl(baseUrl: string, policy: OutboundPolicy): Promise<void> {
  await checkOutboundUrl(baseUrl, policy);
}

export { OutboundRefusedError };

export type TransportOptions = {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** Null: the instance's endpoint, not guarded. */
  guard: OutboundPolicy | null;
};

let sdk: typeof OpenAiModule | undefined;

/**
 * The SDK (~13 MB resident) loads with the first AI request, not with every server start
 * (issue 25: embedded mode's idle memory).
 */
async function loadOpenAi(): Promise<typeof OpenAiModule> {
  return (sdk ??= await import('openai'));
}

/** The SDK's error classes, once a client exists (before that, no provider error can exist). */
export function openAiErrors(): typeof OpenAI | undefined {
  return sdk?.default;
}

/**
 * An OpenAI SDK client for the endpoint: one retry (5xx, 429, network; the SDK's backoff), the
 * configured timeout per attempt, its own logging off (our logs never carry the key).
 */
export async function openAiClient(options: TransportOptions): Promise<OpenAI> {
  const { default: OpenAI } = await loadOpenAi();
  const guard = options.guard;
  const Undici = guard ? await loadUndici() : null;
  const fetchImpl =
    guard && Undici
      ? (url: unknown, init?: Record<string, unknown>) =>
          Undici.fetch(url as string, {
            ...(init as object),
            dispatcher: guardedAgent(Undici, guard),
            redirect: 'error',
          })
      : (url: unknown, init?: Record<string, unknown>) =>
          globalThis.fetch(url as string, { ...(init as RequestInit), redirect: 'error' });
  return new OpenAI({
    baseURL: options.baseUrl,
    // Keyless local servers (Ollama, llama.cpp) ignore the header; the SDK needs some value.
    apiKey: options.apiKey ?? 'none',
    timeout: options.timeoutMs,
    maxRetries: 1,
    logLevel: 'off',
    fetch: fetchImpl as unknown as NonNullable<ConstructorParameters<typeof OpenAI>[0]>['fetch'],
  });
}
