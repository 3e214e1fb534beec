import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A fake OpenAI-compatible chat-completions server on 127.0.0.1 (issue 24): the real client
 * (the `openai` SDK in modules/ai) talks to it over HTTP, so nothing of ours is mocked. Replies
 * are scripted — streamed text in chunks, tool calls, errors, slow or silent answers — or
 * computed by a responder from the request. Used by the Vitest suites and the Playwright server.
 */

export type FakeToolCall = { name: string; arguments: unknown };
export type FakeReply =
  | {
      text?: string;
      toolCalls?: FakeToolCall[];
      /** Text chunks (default: words). */
      chunks?: number;
      /** Wait before the headers, and between chunks. */
      delayMs?: number;
      chunkDelayMs?: number;
      usage?: { prompt_tokens: number; completion_tokens: number } | null;
    }
  | { status: number; body?: unknown }
  /** Never answers (timeouts, cancellation). */
  | { hang: true };

export type FakeRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
    max_tokens?: number;
  };
};

export type Responder = (request: FakeRequest, index: number) => FakeReply;

export type FakeOpenAi = {
  /** Base URL to configure, `http://127.0.0.1:<port>/v1`. */
  url: string;
  requests: FakeRequest[];
  /** Requests whose connection closed before the reply finished (the client aborted). */
  aborted: number;
  /** Queue replies, answered in order; when empty the responder (default: "ok") answers. */
  script(...replies: FakeReply[]): void;
  respond(responder: Responder): void;
  reset(): void;
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

function split(text: string, parts: number | undefined): string[] {
  if (!parts) return text.match(/\S+\s*|\s+/g) ?? [text];
  const size = Math.max(1, Math.ceil(text.length / parts));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let queue: FakeReply[] = [];
  let responder: Responder = () => ({ text: 'ok' });
  const state = { aborted: 0 };
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer(async (req, res) => {
    const body = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (part: Buffer) => (data += part.toString('utf8')));
      req.on('end', () => resolve(data));
    });
    let finished = false;
    res.on('close', () => {
      if (!finished) state.aborted += 1;
    });
    const request: FakeRequest = {
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: body ? JSON.parse(body) : { messages: [] },
    };
    requests.push(request);
    const reply = queue.shift() ?? responder(request, requests.length - 1);
    if ('hang' in reply) return;
    if ('status' in reply) {
      finished = true;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body ?? { error: { message: `fake error ${reply.status}`, type: 'fake' } }));
      return;
    }
    if (reply.delayMs) await sleep(reply.delayMs);
    if (res.destroyed) return;
    const usage =
      reply.usage === undefined ? { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } : reply.usage;
    if (!request.body.stream) {
      finished = true;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 0,
          model: request.body.model ?? 'fake',
          choices: [{ index: 0, message: { role: 'assistant', content: reply.text ?? '' }, finish_reason: 'stop' }],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const write = (value: unknown) => res.write(`data: ${JSON.stringify(value)}\n\n`);
    write(chunk({ role: 'assistant', content: '' }));
    for (const part of reply.text ? split(reply.text, reply.chunks) : []) {
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
      if (res.destroyed) return;
      write(chunk({ content: part }));
    }
    (reply.toolCalls ?? []).forEach((call, index) => {
      const args = JSON.stringify(call.arguments);
      const half = Math.ceil(args.length / 2);
      // Arguments arrive in pieces, as real providers send them.
      write(
        chunk({
          tool_calls: [
            {
              index,
              id: `call_${index}`,
              type: 'function',
              function: { name: call.name, arguments: args.slice(0, half) },
            },
          ],
        }),
      );
      write(chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }));
    });
    write(chunk({}, reply.toolCalls?.length ? 'tool_calls' : 'stop'));
    if (usage)
      write({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [], usage });
    finished = true;
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get aborted() {
      return state.aborted;
    },
    script: (...replies) => queue.push(...replies),
    respond: (next) => {
      responder = next;
    },
    reset() {
      queue = [];
      requests.length = 0;
      state.aborted = 0;
      responder = () => ({ text: 'ok' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A responder that plays "turn these meeting notes into cards": reads the board the system prompt
 * names, then proposes one card per line of the notes (lines starting with '-' or '*'), then
 * says so. Enough model for the end-to-end journey.
 */
export const notesToCardsResponder: Responder = (request) => {
  const messages = request.body.messages;
  const last = messages.at(-1)!;
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  if (last.role === 'user') {
    const boardId = /\(id ([0-9a-f-]{36})\)/.exec(system)?.[1] ?? /- ([0-9a-f-]{36}):/.exec(system)?.[1];
    if (!boardId) return { text: 'Nenhum board.' };
    return { toolCalls: [{ name: 'summarize_board', arguments: { boardId } }] };
  }
  if (last.role === 'tool') {
    const result = JSON.parse(last.content ?? '{}') as { columns?: { id: string }[]; proposalId?: string };
    if (result.columns?.[0]) {
      const notes = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      const titles = notes
        .split('\n')
        .map((line) => /^\s*[-*]\s+(.+)$/.exec(line)?.[1]?.trim())
        .filter((title): title is string => Boolean(title));
      return {
        text: 'Vou propor os cards. ',
        toolCalls: [
          {
            name: 'propose_cards',
            arguments: { columnId: result.columns[0].id, cards: titles.map((title) => ({ title })) },
          },
        ],
      };
    }
    if (result.proposalId) return { text: 'Pronto: propus os cards. Confira a prévia e clique em Aplicar.' };
  }
  return { text: 'ok' };
};
