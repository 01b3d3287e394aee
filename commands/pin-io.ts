/**
 * Where `/pin import` reads its file from. On Discord the attachment option arrives as the attachment's URL (see
 * bot/discord/interactions.ts readOptions): it is fetched from Discord's CDN only (plus hosts an operator or a
 * test allows), without redirects, with a size cap and a timeout. In the console the value is a file path or
 * the YAML/JSON itself. Export writes YAML; import reads YAML or JSON (JSON is YAML).
 */
import { IntakeError } from '../rulings/intake/errors.ts';
import { readCapped } from '../rulings/intake/read.ts';
import { LineCounter, parse, parseDocument, stringify, visit } from 'yaml';
import type { PinExport } from '../store/types.ts';

export const MAX_IMPORT_BYTES = 1_000_000;
const DISCORD_CDN = new Set(['cdn.discordapp.com', 'media.discordapp.net']);

export type ImportSourceProblem = 'host' | 'fetch' | 'too-large' | 'missing-file';

export class ImportSourceError extends Error {
  constructor(
    readonly problem: ImportSourceProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImportSourceError';
  }
}

export interface AttachmentFetchOptions {
  /** Extra hosts (`host` or `host:port`) allowed besides Discord's CDN, over http or https (tests, self-hosted proxies). */
  allowedHosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
}

/** A fetcher for attachment URLs: Discord's CDN over https, or an explicitly allowed host. */
export function createAttachmentFetcher(options: AttachmentFetchOptions = {}): (url: string) => Promise<string> {
  const extra = new Set((options.allowedHosts ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean));
  const max = options.maxBytes ?? MAX_IMPORT_BYTES;
  return async (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch (error) {
      throw new ImportSourceError('fetch', 'not a URL', { cause: error });
    }
    const allowed =
      (url.protocol === 'https:' && DISCORD_CDN.has(url.hostname)) ||
      ((url.protocol === 'https:' || url.protocol === 'http:') && (extra.has(url.hostname) || extra.has(url.host)));
    if (!allowed || url.username || url.password) throw new ImportSourceError('host', `attachment host not allowed: ${url.host}`);
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new ImportSourceError('fetch', 'attachment download failed', { cause: error });
    }
    if (!response.ok || !response.body) throw new ImportSourceError('fetch', `attachment download failed: HTTP ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > max) {
      await response.body.cancel().catch(() => undefined);
      throw new ImportSourceError('too-large', 'attachment too large');
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > max) throw new ImportSourceError('too-large', 'attachment too large');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  };
}

/** The text to import: a URL (fetched), a local .yaml/.yml/.json path (console), or the YAML/JSON itself. */
export async function readImportSource(value: string, fetchAttachment: (url: string) => Promise<string>): Promise<string> {
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) return fetchAttachment(v);
  if (!v.includes('\n') && /\.(ya?ml|json)$/i.test(v)) {
    // Read once under the cap: a FIFO or a growing file cannot get past it either.
    try {
      return (await readCapped(v, MAX_IMPORT_BYTES)).toString('utf8');
    } catch (error) {
      if (error instanceof IntakeError && error.problem === 'too-large') throw new ImportSourceError('too-large', 'file too large', { cause: error });
      throw new ImportSourceError('missing-file', `no such file: ${v}`, { cause: error });
    }
  }
  if (Buffer.byteLength(v) > MAX_IMPORT_BYTES) throw new ImportSourceError('too-large', 'text too large');
  return v;
}

/** YAML text → data, or the parser's first problem (one line). */
export function parseImportText(text: string): { data: unknown } | { problem: string } {
  try {
    const data: unknown = parse(text, { maxAliasCount: 50, uniqueKeys: true });
    if (data === null || data === undefined || typeof data !== 'object') return { problem: 'expected a mapping with `pins:` or a list of pins' };
    return { data };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
    // YAML syntax errors say where they are; an alias to a missing or later anchor does not, so find it.
    return { problem: /line \d+/.test(message) ? message : `${message}${aliasPosition(text)}` };
  }
}

/** " at line N, column M" of the first alias whose anchor is not defined before it, or ''. */
function aliasPosition(text: string): string {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  let offset: number | undefined;
  visit(doc, {
    Alias(_, node) {
      if (offset === undefined && node.resolve(doc) === undefined) offset = node.range?.[0];
    },
  });
  if (offset === undefined) return '';
  const { line, col } = lines.linePos(offset);
  return ` at line ${line}, column ${col}`;
}

export function exportYaml(data: PinExport): string {
  return `# rulebot pins — import with /pin import (merge keeps other pins; replace removes pins not in this file)\n${stringify(data, { lineWidth: 0 })}`;
}
