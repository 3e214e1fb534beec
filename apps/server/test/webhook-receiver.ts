import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP receiver standing in for a webhook endpoint, Slack or Teams in tests (on
 * 127.0.0.1, allowed by WEBHOOK_ALLOWED_HOSTS). It records every request and answers with what
 * `respond` says; by default 200 "ok".
 */

export type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };
export type Reply = {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  hang?: boolean;
  delayMs?: number;
};

export type Receiver = {
  url: (path?: string) => string;
  received: Received[];
  /** Requests to one path. */
  at: (path: string) => Received[];
  respond: (handler: (request: Received, index: number) => Reply) => void;
  close: () => Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let handler: (request: Received, index: number) => Reply = () => ({ status: 200, body: 'ok' });
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const reply = handler(request, received.length - 1);
      if (reply.hang) {
        hanging.add(res);
        return;
      }
      const send = () => {
        res.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers });
        res.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path) => received.filter((r) => r.path === path),
    respond: (next) => {
      handler = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
