/**
 * Official rules out of the box: find the current Comprehensive Rules on the official rules page, download the
 * text file, import it with the same parser as `rulebot import mtg-cr`, and compare it with the version stored
 * before — which paragraphs changed, which knowledge-base entries and which pinned answers rest on them.
 *
 * Used by `rulebot rules update` and by the bot (on start-up and daily; RULEBOT_RULES_UPDATE, see README).
 * Every failure is a result with a reason, never a throw: an offline bot keeps whatever it had.
 */
import { citedRulesAffected, diffPacks, type AffectedCitation, type PackDiff } from '../rulings/official/diff.ts';
import { acceptOfficial, refusalMessage, type OfficialImport } from '../rulings/official/document.ts';
import { MTG_CR_MAX_BYTES, mtgCrDocument } from '../rulings/official/mtg-cr.ts';
import { listPacks, loadPack, type StoreOptions } from '../rulings/official/store.ts';
import { IntakeError } from '../rulings/intake/errors.ts';
import { fetchCapped } from '../rulings/intake/fetch.ts';
import type { RulesPack } from '../rulings/official/types.ts';
import { officialSearchDocs } from '../rulings/official/index.ts';
import { cacheDir, type KnowledgeBase } from '../rulings/kb.ts';
import type { PinStore } from '../store/types.ts';
import type { Services } from '../commands/context.ts';
import { officialRules } from '../commands/render/official.ts';

export const OFFICIAL_RULES_PAGE = 'https://magic.wizards.com/en/rules';
/** The rules page is HTML of a few hundred kilobytes; anything past this is not it. */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;

export interface UpdateOptions {
  /** The page that links the .txt file (default: the official rules page, or RULEBOT_RULES_URL). */
  pageUrl?: string;
  store?: StoreOptions;
  /** Per request. Default 30 s. */
  timeoutMs?: number;
  /** For entries and pins affected by the change: given, or loaded only when the rules did change. */
  kb?: KnowledgeBase | (() => KnowledgeBase | Promise<KnowledgeBase>);
  pins?: PinStore | (() => Promise<PinStore | undefined>);
}

export type UpdateResult =
  | {
      status: 'failed';
      /** English, for logs. */
      reason: string;
      pageUrl: string;
      /** Why, for a localized message: the download's error, or the import's refusal (not the rules, incomplete). */
      refusal?: Exclude<OfficialImport<RulesPack>, { ok: true }>;
      fileUrl?: string;
    }
  | {
      status: 'current' | 'updated' | 'first';
      pageUrl: string;
      fileUrl: string;
      pack: RulesPack;
      path: string;
      previous?: { effectiveDate: string; contentHash: string };
      diff?: PackDiff;
      affectedEntries: AffectedCitation[];
      affectedPins: Array<{ guildId: string; pinId: string; topic: string; because: string }>;
    };

/**
 * The Comprehensive Rules .txt link on the page: an <a href> ending in .txt, preferring one whose address or text
 * says "CompRules"/"Comprehensive". Resolved against the page (links are often relative, with spaces).
 */
export function findRulesLink(html: string, pageUrl: string): string | undefined {
  const links: Array<{ href: string; text: string }> = [];
  for (const m of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi)) links.push({ href: m[2]!.trim(), text: m[3]!.replace(/<[^>]+>/g, ' ') });
  const txt = links.filter((l) => /\.txt(?:[?#].*)?$/i.test(l.href));
  const best = txt.find((l) => /comp(?:rehensive)?\s*-?rules/i.test(l.href + ' ' + l.text)) ?? txt[0];
  if (!best) return undefined;
  try {
    return new URL(best.href.replace(/&amp;/g, '&'), pageUrl).href;
  } catch {
    return undefined;
  }
}

function latestStored(store: StoreOptions): RulesPack | undefined {
  const info = listPacks('mtg-cr', store).at(-1);
  return info ? loadPack(info.path) : undefined;
}

export async function updateRules(options: UpdateOptions = {}): Promise<UpdateResult> {
  const pageUrl = options.pageUrl ?? process.env.RULEBOT_RULES_URL ?? OFFICIAL_RULES_PAGE;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const store = options.store ?? {};
  const headers = { 'user-agent': 'rulebot (rules updater)' };
  let fileUrl: string | undefined;
  let bytes: Uint8Array;
  try {
    const page = await fetchCapped(pageUrl, { maxBytes: MAX_PAGE_BYTES, timeoutMs, headers });
    fileUrl = findRulesLink(page.bytes.toString('utf8'), page.url);
    if (!fileUrl) return { status: 'failed', reason: 'no link to a .txt rules file on the page', pageUrl };
    bytes = (await fetchCapped(fileUrl, { maxBytes: MTG_CR_MAX_BYTES, timeoutMs, headers })).bytes;
  } catch (error) {
    if (!(error instanceof IntakeError)) throw error;
    const refusal = { ok: false as const, stage: 'read' as const, error, ...(fileUrl ? { file: fileUrl } : {}) };
    return { status: 'failed', reason: error.message, pageUrl, refusal, ...(fileUrl ? { fileUrl } : {}) };
  }
  const previous = latestStored(store);
  const fileName = decodeURIComponent(new URL(fileUrl).pathname.split('/').pop() || 'rules.txt');
  // The same checks as `rulebot import mtg-cr`: a cut or foreign file never replaces the stored rules.
  const outcome = acceptOfficial(mtgCrDocument(store), [{ name: fileName, bytes }]);
  if (!outcome.ok) {
    return { status: 'failed', reason: `the downloaded file was refused: ${refusalMessage(outcome)}`, pageUrl, refusal: outcome, fileUrl };
  }
  const pack = outcome.doc;
  const saved = outcome.saved!;
  if (saved.status === 'unchanged' || (previous && previous.contentHash === pack.contentHash)) {
    return { status: 'current', pageUrl, fileUrl, pack, path: saved.path, affectedEntries: [], affectedPins: [] };
  }
  if (!previous) return { status: 'first', pageUrl, fileUrl, pack, path: saved.path, affectedEntries: [], affectedPins: [] };
  const diff = diffPacks(previous, pack);
  const kb = typeof options.kb === 'function' ? await options.kb() : options.kb;
  const affectedEntries = kb
    ? citedRulesAffected(diff, kb.entries.flatMap((e) => e.citations.filter((c) => c.source === 'mtg-cr' && c.rule).map((c) => ({ id: e.id, rule: c.rule! }))))
    : [];
  const pins = typeof options.pins === 'function' ? await options.pins() : options.pins;
  const affectedPins = pins ? await pinsOn(pins, diff, new Set(affectedEntries.map((a) => a.id))) : [];
  return {
    status: 'updated',
    pageUrl,
    fileUrl,
    pack,
    path: saved.path,
    previous: { effectiveDate: previous.effectiveDate, contentHash: previous.contentHash },
    diff,
    affectedEntries,
    affectedPins,
  };
}

/** Pins whose entry cites changed text, or whose recorded outcome cites a changed rule or such an entry. */
export async function pinsOn(
  store: PinStore,
  diff: PackDiff,
  entries: Set<string>,
  /** False for a document the engine does not cite (the Riftbound Core Rules): only entry pins are checked. */
  scenarioRules = true,
): Promise<Array<{ guildId: string; pinId: string; topic: string; because: string }>> {
  const out: Array<{ guildId: string; pinId: string; topic: string; because: string }> = [];
  for (const pin of await store.listAllPins()) {
    const reasons: string[] = [];
    if (pin.target.kind === 'entry' && entries.has(pin.target.entryId)) reasons.push(`its entry ${pin.target.entryId} cites changed text`);
    const cites = pin.target.kind === 'scenario' ? (pin.regression.citations ?? []) : [];
    for (const id of cites.filter((c) => entries.has(c))) reasons.push(`its outcome cites ${id}`);
    const rules = scenarioRules ? cites.filter((c) => /^\d{3}(\.\d+[a-z]?)?$/.test(c)).map((rule) => ({ id: pin.id, rule })) : [];
    for (const hit of citedRulesAffected(diff, rules)) reasons.push(`its outcome cites ${hit.rule} (${hit.change})`);
    if (reasons.length) out.push({ guildId: pin.guildId, pinId: pin.id, topic: pin.topic, because: reasons.join('; ') });
  }
  return out;
}

/** One line for logs and the CLI. */
export function summary(result: UpdateResult): string {
  if (result.status === 'failed') return `rules update failed: ${result.reason} (${result.pageUrl})`;
  const date = result.pack.effectiveDate;
  if (result.status === 'current') return `Comprehensive Rules ${date} are current (${result.fileUrl})`;
  if (result.status === 'first') return `Comprehensive Rules ${date} downloaded and imported (${result.fileUrl})`;
  const d = result.diff!;
  return (
    `Comprehensive Rules updated ${result.previous!.effectiveDate} → ${date}: ${d.changed.length} changed, ${d.renumbered.length} renumbered, ` +
    `${d.added.length} added, ${d.removed.length} removed; ${result.affectedEntries.length} knowledge-base entries and ` +
    `${result.affectedPins.length} pinned answers rest on changed text`
  );
}

export type AutoUpdate = 'off' | 'startup' | 'daily';

/**
 * RULEBOT_RULES_UPDATE: off | startup | daily. Default daily for the Discord bot, off under tests (NODE_ENV=test)
 * — an offline bot sets it to off.
 */
export function autoUpdateMode(env: Record<string, string | undefined> = process.env): AutoUpdate {
  const v = (env.RULEBOT_RULES_UPDATE ?? '').trim().toLowerCase();
  if (v === 'off' || v === 'startup' || v === 'daily') return v;
  if (v) throw new Error(`RULEBOT_RULES_UPDATE must be off, startup or daily, not "${v}"`);
  return env.NODE_ENV === 'test' ? 'off' : 'daily';
}

export interface AutoUpdateOptions extends Omit<UpdateOptions, 'kb' | 'pins'> {
  mode: AutoUpdate;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Between daily checks. Default 24 h. */
  intervalMs?: number;
}

/**
 * The bot keeps its rules current: one check at start-up, then daily. A new version replaces what /rule and
 * /define read at once (the search index picks it up at the next start). Returns a stop function.
 */
export function startAutoUpdate(services: Services, options: AutoUpdateOptions): { stop(): void; done: Promise<void> } {
  if (options.mode === 'off') return { stop() {}, done: Promise.resolve() };
  services.rulesUpdates = true;
  let timer: NodeJS.Timeout | undefined;
  const pins = services.pins?.store;
  const run = async () => {
    const result = await updateRules({ ...options, kb: services.kb, ...(pins ? { pins } : {}) });
    if (result.status === 'failed') {
      options.log.warn({ reason: result.reason, page: result.pageUrl }, 'official rules: update failed; keeping the rules already imported');
      return;
    }
    if (result.status !== 'current' || !services.official) {
      // Only the Comprehensive Rules are replaced: the other documents imported (Riftbound…) stay as they are.
      const others = (services.official?.packs ?? []).filter((p) => p.id !== result.pack.id);
      services.official = officialRules([result.pack, ...others]);
      services.search = services.search.withOfficialDocs(officialSearchDocs(result.pack), { cacheDir: cacheDir(), pack: result.pack.id });
    }
    options.log.info({ status: result.status, effectiveDate: result.pack.effectiveDate, affectedPins: result.affectedPins.length }, summary(result));
  };
  const done = run().catch((error: unknown) => options.log.warn({ err: error }, 'official rules: update failed'));
  if (options.mode === 'daily') {
    timer = setInterval(() => void run().catch((error: unknown) => options.log.warn({ err: error }, 'official rules: update failed')), options.intervalMs ?? 24 * 3600_000);
    timer.unref();
  }
  return { stop: () => clearInterval(timer), done };
}
