import { promises as dns } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Every request the server makes to a URL a user typed (webhooks, chat connections) goes through
 * here: the SSRF guard of ARCHITECTURE §8 (docs/decisions/035-webhooks-and-chat.md).
 *
 * - Only `https://`, unless the host is in WEBHOOK_ALLOWED_HOSTS (development and tests), which
 *   may use `http://` too. No user name or password in the URL.
 * - The host is resolved here, and every address it resolves to must be public: not private,
 *   loopback, link-local, CGNAT, multicast, reserved, documentation or a cloud metadata address
 *   (allow-listed hosts are exempt). One bad answer refuses the host.
 * - The connection goes to the address that was checked (the request names the address; the
 *   host name is only the Host header and TLS name), so a DNS answer that changes between the
 *   check and the connection (rebinding) cannot redirect it.
 * - Redirects are never followed (a 3xx is a failed attempt); one timeout covers the whole
 *   exchange; only the first bytes of the answer are read.
 */

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type OutboundPolicy = {
  /** Lower-case hosts (names or addresses) exempt from the address rules, also allowed over http://. */
  allowedHosts: readonly string[];
  /** DNS resolution (tests inject answers); `dns.lookup(host, { all: true })` by default. */
  resolve?: Resolver;
};

export type OutboundRefusal = 'invalid' | 'https' | 'private' | 'unresolvable';

/** A URL the guard refuses; `reason` maps to a validation message at create time. */
export class OutboundRefusedError extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    detail: string,
  ) {
    super(detail);
    this.name = 'OutboundRefusedError';
  }
}

/**
 * Connections are kept alive between deliveries, pooled by the address they were opened to (the
 * request names the checked address, never the host name), so a pooled socket always leads to an
 * address the guard accepted. Idle sockets close after 4 s, before common servers' 5 s.
 */
const agentOptions = {
  keepAlive: true,
  maxSockets: 16,
  maxFreeSockets: 16,
  timeout: 4_000,
  scheduling: 'lifo' as const,
};
const httpAgent = new http.Agent(agentOptions);
const httpsAgent = new https.Agent(agentOptions);

/** A URL that passed the guard, with the one address the request will connect to. */
export type CheckedTarget = { url: URL; address: string; family: 4 | 6; allowListed: boolean };

const DNS_TIMEOUT_MS = 5_000;

/** Addresses no webhook may reach (IANA special-purpose registries, cloud metadata). */
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: reaches IPv4 addresses, private ones included
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local, AWS metadata fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

/** An IPv4-mapped or -compatible IPv6 address (`::ffff:10.0.0.1`) is judged as the IPv4 address. */
function embeddedIpv4(address: string): string | null {
  const match = /^::(?:ffff:(?:0:)?)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (match) return match[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether an address is one no webhook may reach. */
export function isForbiddenAddress(address: string): boolean {
  const v4 = net.isIPv4(address) ? address : embeddedIpv4(address);
  if (v4) return blocked.check(v4, 'ipv4');
  if (net.isIPv6(address)) return blocked.check(address, 'ipv6');
  return true;
}

/** `[::1]` → `::1`, `Example.COM.` → `example.com`. */
export function normalizeHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

async function resolveWithTimeout(resolve: Resolver, hostname: string): Promise<ResolvedAddress[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS timeout')), DNS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([resolve(hostname), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Checks a URL against the guard and picks the address to connect to; throws OutboundRefusedError. */
export async function checkOutboundUrl(raw: string, policy: OutboundPolicy): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusedError('invalid', 'not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRefusedError('invalid', 'not http(s)');
  if (url.username || url.password) throw new OutboundRefusedError('invalid', 'credentials in the URL');
  const host = normalizeHost(url.hostname);
  if (!host) throw new OutboundRefusedError('invalid', 'no host');
  const allowListed = policy.allowedHosts.includes(host);
  if (url.protocol === 'http:' && !allowListed) throw new OutboundRefusedError('https', 'http:// is not allowed');

  let addresses: ResolvedAddress[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
  } else {
    try {
      addresses = await resolveWithTimeout(policy.resolve ?? systemResolver, host);
    } catch (error) {
      throw new OutboundRefusedError('unresolvable', `cannot resolve ${host}: ${errorCode(error)}`);
    }
  }
  if (addresses.length === 0) throw new OutboundRefusedError('unresolvable', `no address for ${host}`);
  if (!allowListed) {
    const bad = addresses.find((entry) => isForbiddenAddress(entry.address));
    if (bad) throw new OutboundRefusedError('private', `${host} resolves to a non-public address (${bad.address})`);
  }
  const chosen = addresses[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4, allowListed };
}

export type OutboundResponse = {
  ok: boolean;
  /** Null when no answer came. */
  status: number | null;
  durationMs: number;
  /** The first `excerptBytes` of the answer, as text. */
  excerpt: string | null;
  error: string | null;
};

export type PostOptions = { timeoutMs: number; excerptBytes: number };

/**
 * POSTs `body` to a checked target, connecting only to `target.address` (TLS still verifies the
 * certificate against the URL's host name). Never throws: a refusal, network error, timeout,
 * redirect or non-2xx is an unsuccessful response with its reason.
 */
export function postToTarget(
  target: CheckedTarget,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<OutboundResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    let status: number | null = null;
    let location: string | undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const excerpt = status === null ? null : excerptOf(chunks, options.excerptBytes);
      const redirect = status !== null && status >= 300 && status < 400;
      const ok = error === null && status !== null && status >= 200 && status < 300;
      const reason =
        error ??
        (redirect ? `redirect not followed${location ? ` (${location.slice(0, 200)})` : ''}` : null) ??
        (ok ? null : `HTTP ${status}`);
      resolve({ ok, status, durationMs: elapsed(), excerpt, error: reason });
    };
    const transport = target.url.protocol === 'https:' ? https : http;
    const hostname = normalizeHost(target.url.hostname);
    const request = transport.request(
      {
        method: 'POST',
        // The socket goes to the checked address; the Host header and TLS (SNI and the
        // certificate's name) still use the URL's host name.
        host: target.address,
        family: target.family,
        port: target.url.port || (target.url.protocol === 'https:' ? 443 : 80),
        path: `${target.url.pathname}${target.url.search}`,
        ...(net.isIP(hostname) ? {} : { servername: hostname }),
        headers: { ...headers, host: target.url.host, 'content-length': Buffer.byteLength(body) },
        agent: target.url.protocol === 'https:' ? httpsAgent : httpAgent,
      },
      (response) => {
        status = response.statusCode ?? null;
        location = response.headers.location;
        response.on('data', (chunk: Buffer) => {
          if (size < options.excerptBytes) chunks.push(chunk);
          size += chunk.length;
          // Enough of the answer for the log: the rest is never read.
          if (size >= options.excerptBytes) {
            finish(null);
            response.destroy();
          }
        });
        response.on('end', () => finish(null));
        response.on('error', () => finish(null));
        response.on('close', () => finish(null));
      },
    );
    const timer = setTimeout(() => {
      // An answer that started but is still arriving counts by its status.
      if (status !== null) finish(null);
      else finish(`timeout after ${Math.round(options.timeoutMs / 100) / 10} s`);
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error) => finish(errorCode(error)));
    request.end(body);
  });
}

function excerptOf(chunks: Buffer[], max: number): string {
  // PostgreSQL text cannot hold NUL; a cut multi-byte character becomes U+FFFD.
  return Buffer.concat(chunks).subarray(0, max).toString('utf8').replace(/\0/g, '');
}

function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 500);
}
