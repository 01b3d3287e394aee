/**
 * Downloads under a byte cap, with a message that says what went wrong. Redirects are followed by hand (at most
 * `maxRedirects`, each target checked): a loop, a redirect to `file:` or any scheme other than http(s), a refused
 * connection, an unknown host, a bad certificate, a timeout and an error status each get their own IntakeError
 * instead of fetch's bare "fetch failed". The body is streamed and dropped as soon as it passes the cap (an
 * announced Content-Length over it is refused before reading), so a 1 GB answer costs at most the cap in memory.
 */
import { IntakeError, tooLarge } from './errors.ts';

export interface FetchLimits {
  maxBytes: number;
  /** For the whole exchange, redirects and body included. Default 30 s. */
  timeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** Tests inject one. */
  fetch?: typeof fetch;
}

export interface Downloaded {
  bytes: Buffer;
  /** The address the bytes came from, after redirects. */
  url: string;
  contentType: string | null;
}

/** An http(s) URL, or an IntakeError saying why not (`file:` links, `data:`, typos). */
export function httpUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = base === undefined ? new URL(raw) : new URL(raw, base);
  } catch (error) {
    throw new IntakeError('bad-url', { url: raw }, `"${raw}" is not a web address`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new IntakeError('scheme', { url: url.href, scheme: url.protocol.replace(/:$/, '') }, `${url.href}: only http and https addresses are downloaded, not ${url.protocol}`);
  }
  return url;
}

/** The innermost cause of a fetch failure: undici wraps the socket error ("fetch failed" → cause → cause). */
function rootCause(error: unknown): { code: string; message: string } {
  let e = error as { cause?: unknown; code?: unknown; message?: unknown } | undefined;
  let code = '';
  let message = error instanceof Error ? error.message : String(error);
  for (let depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string') code = e.code;
    if (typeof e.message === 'string' && e.message) message = e.message;
    const next = e.cause as typeof e;
    if (!next || typeof next !== 'object') break;
    e = next;
  }
  // AggregateError (several addresses tried): take the first.
  const errors = (e as { errors?: unknown[] } | undefined)?.errors;
  if (Array.isArray(errors) && errors[0]) return rootCause(errors[0]);
  return { code, message };
}

function networkError(error: unknown, url: URL, timeoutMs: number): IntakeError {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new IntakeError('timeout', { url: url.href, seconds: Math.round(timeoutMs / 1000) }, `${url.href} did not answer within ${Math.round(timeoutMs / 1000)} s`, { cause: error });
  }
  const { code, message } = rootCause(error);
  const host = url.host;
  if (code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EADDRNOTAVAIL') {
    const reason = code === 'ECONNREFUSED' ? 'connection refused' : 'host unreachable';
    return new IntakeError('connect', { url: url.href, host, reason }, `cannot connect to ${host}: ${reason}`, { cause: error });
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
    return new IntakeError('dns', { url: url.href, host: url.hostname }, `the host name ${url.hostname} does not resolve`, { cause: error });
  }
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/i.test(code)) {
    return new IntakeError('tls', { url: url.href, host, reason: message }, `secure connection to ${host} failed: ${message}`, { cause: error });
  }
  const reason = code ? `${message} (${code})` : message;
  return new IntakeError('network', { url: url.href, reason }, `the download from ${url.href} broke off: ${reason}`, { cause: error });
}

/** Reads a response body under the cap, cancelling the rest. */
export async function readBody(response: Response, what: string, maxBytes: number): Promise<Buffer> {
  const announced = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(announced) && announced > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(what, maxBytes, announced);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(what, maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** GET `address` and its body, under the limits. Throws IntakeError. */
export async function fetchCapped(address: string, limits: FetchLimits): Promise<Downloaded> {
  const timeoutMs = limits.timeoutMs ?? 30_000;
  const maxRedirects = limits.maxRedirects ?? 5;
  const doFetch = limits.fetch ?? fetch;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = httpUrl(address);
  const visited = [url.href];
  for (;;) {
    let response: Response;
    try {
      response = await doFetch(url, { redirect: 'manual', signal, ...(limits.headers ? { headers: limits.headers } : {}) });
    } catch (error) {
      throw networkError(error, url, timeoutMs);
    }
    if (response.status >= 300 && response.status < 400 && response.status !== 304) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      if (!location) throw new IntakeError('redirect-no-location', { url: url.href, status: response.status }, `${url.href} redirects (${response.status}) without saying where`);
      const next = httpUrl(location, url.href);
      if (visited.includes(next.href)) {
        const chain = [...visited.slice(visited.indexOf(next.href)), next.href].join(' → ');
        throw new IntakeError('redirect-loop', { url: visited[0]!, chain }, `redirect loop: ${chain}`);
      }
      if (visited.length > maxRedirects) {
        throw new IntakeError('too-many-redirects', { url: visited[0]!, max: maxRedirects, last: next.href }, `${visited[0]} redirects more than ${maxRedirects} times (last to ${next.href})`);
      }
      visited.push(next.href);
      url = next;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      throw new IntakeError('http-status', { url: url.href, status }, `${url.href} answered ${status}`);
    }
    try {
      return { bytes: await readBody(response, url.href, limits.maxBytes), url: url.href, contentType: response.headers.get('content-type') };
    } catch (error) {
      if (error instanceof IntakeError) throw error;
      throw networkError(error, url, timeoutMs);
    }
  }
}
