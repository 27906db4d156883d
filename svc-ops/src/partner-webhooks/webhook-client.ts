import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Webhook } from 'standardwebhooks';

/** Refused before any byte is sent: the target is not one svc-ops may post to. */
export class WebhookTargetRefused extends Error {
  override readonly name = 'WebhookTargetRefused';
}

/**
 * Only an address of the public internet: no loopback, private, link-local, unique-local, CGNAT, multicast or reserved
 * one (ipaddr.js names those ranges; the rest is 'unicast'). An IPv4 address written as IPv6 is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

/** Resolves every address of the host and refuses all if one is not public; the connection uses what it checked. */
export function checkedLookup(allowPrivate: boolean, resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as unknown as LookupAddress[];
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused)
        return callback(
          new WebhookTargetRefused(
            `${hostname} resolves to ${refused.address}, which is not a public internet address`,
          ) as NodeJS.ErrnoException,
          '',
          0,
        );
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The target as posted to, or why it is refused. */
export function targetOf(url: string, allowPrivate: boolean): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookTargetRefused('The web hook address is not a valid URL');
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:'))
    throw new WebhookTargetRefused('The web hook address must be https://');
  if (parsed.username || parsed.password)
    throw new WebhookTargetRefused('The web hook address may not carry credentials');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  // An address written out is never looked up, so it is checked here.
  if (isIP(host) && !allowPrivate && !isPublicAddress(host))
    throw new WebhookTargetRefused(`${host} is not a public internet address`);
  return parsed;
}

export interface WebhookPost {
  url: string;
  /** The webhook-id: the same on every try. */
  id: string;
  body: string;
  /** Newest first; each signs, so a receiver holding either during a rotation verifies it. */
  secrets: string[];
}

export interface PostOutcome {
  ok: boolean;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookClientOptions {
  timeoutMs: number;
  /** Lets http:// and private addresses through (the embedded product, tests): never in production. */
  allowPrivateTargets: boolean;
  /** The webhook-timestamp: the wall clock, which receivers compare with theirs. */
  clock?: () => Date;
  resolve?: typeof dnsLookup;
}

/** How much of an answer is read (and thrown away): a partner's endpoint cannot make us buffer much. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Posts one signed web hook (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature over
 * `${id}.${timestamp}.${body}`, one `v1,…` per secret). Only a 2xx is success; a redirect is not followed and fails.
 */
export class WebhookClient {
  constructor(private readonly options: WebhookClientOptions) {}

  async post(post: WebhookPost): Promise<PostOutcome> {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    let target: URL;
    try {
      target = targetOf(post.url, this.options.allowPrivateTargets);
    } catch (error) {
      return { ok: false, responseStatus: null, error: (error as Error).message, durationMs: took() };
    }
    const timestamp = (this.options.clock ?? (() => new Date()))();
    let signature: string;
    try {
      signature = post.secrets.map((secret) => new Webhook(secret).sign(post.id, timestamp, post.body)).join(' ');
    } catch {
      return {
        ok: false,
        responseStatus: null,
        error: 'The signing secret is not a whsec_ secret',
        durationMs: took(),
      };
    }
    try {
      const status = await this.send(target, post, {
        'webhook-id': post.id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signature,
      });
      if (status >= 200 && status < 300) return { ok: true, responseStatus: status, error: null, durationMs: took() };
      const error =
        status >= 300 && status < 400
          ? `The endpoint answered ${status}, a redirect: redirects are not followed`
          : `The endpoint answered ${status}`;
      return { ok: false, responseStatus: status, error, durationMs: took() };
    } catch (error) {
      return { ok: false, responseStatus: null, error: describe(error, this.options.timeoutMs), durationMs: took() };
    }
  }

  private send(target: URL, post: WebhookPost, headers: Record<string, string>): Promise<number> {
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<number>((resolve, reject) => {
      const req = request(
        target,
        {
          method: 'POST',
          // A connection per post: a pooled socket would skip the address check of its host.
          agent: false,
          lookup: checkedLookup(this.options.allowPrivateTargets, this.options.resolve),
          timeout: this.options.timeoutMs,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(post.body)),
            'user-agent': 'VIP-Airport-Services-Webhooks/1',
          },
        },
        (res: IncomingMessage) => {
          let read = 0;
          res.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) res.destroy();
          });
          res.on('close', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve(res.statusCode ?? 0));
        },
      );
      const deadline = setTimeout(() => req.destroy(new TimeoutError()), this.options.timeoutMs);
      req.on('timeout', () => req.destroy(new TimeoutError()));
      req.on('error', reject);
      req.on('close', () => clearTimeout(deadline));
      req.end(post.body);
    });
  }
}

class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** The cause in a few words; never the body or a header. */
function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof WebhookTargetRefused) return error.message;
  if (error instanceof TimeoutError) return `No answer within ${timeoutMs} ms`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'The endpoint refused the connection';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The endpoint host name does not resolve';
  if (code === 'ECONNRESET') return 'The endpoint closed the connection';
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return `TLS failed (${code})`;
  return code ? `The post failed (${code})` : 'The post failed';
}
