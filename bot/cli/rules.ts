/**
 * rulebot rules update [--page <url>] [--json] [--data-dir <dir>]
 *
 * Downloads the current Comprehensive Rules from the official rules page, imports them, and reports what changed
 * since the stored version, with the knowledge-base entries and pinned answers resting on changed text.
 */
import { parseArgs } from 'node:util';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { openStore } from '../../store/index.ts';
import type { PinStore } from '../../store/types.ts';
import { environment } from '../environment.ts';
import { summary, updateRules } from '../rules-update.ts';
import type { CliCommand } from './types.ts';
import { isLocale } from '../../commands/i18n.ts';
import type { OfficialImport } from '../../rulings/official/document.ts';
import { mtgCrDocument } from '../../rulings/official/mtg-cr.ts';
import { listPacks, type StoreOptions } from '../../rulings/official/store.ts';
import { cliLocale } from './import-scryfall.ts';
import { refusalLines } from './official-import.ts';
import { formatDiff } from './import.ts';

const USAGE = 'rulebot rules update [--page <url>] [--json] [--lang en|ja|fr] [--data-dir <dir>]   download and import the current Comprehensive Rules';

/** A refusal's machine-readable part: the stage, the download problem, the missing parts. */
function refusalJson(refusal: Exclude<OfficialImport<unknown>, { ok: true }> | undefined): Record<string, unknown> {
  if (!refusal) return {};
  switch (refusal.stage) {
    case 'read':
    case 'save':
      return { stage: refusal.stage, problem: refusal.error.problem, params: refusal.error.params };
    case 'parse':
      return { stage: 'parse' };
    case 'incomplete':
      return { stage: 'incomplete', gaps: refusal.gaps.map((g) => ({ key: g.key, params: g.params, message: g.message })) };
  }
}

export const rulesCommand: CliCommand = {
  name: 'rules',
  usage: USAGE,
  async run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({ args, allowPositionals: true, strict: true, options: { page: { type: 'string' }, json: { type: 'boolean' }, 'data-dir': { type: 'string' }, lang: { type: 'string' } } });
    } catch (error) {
      io.err(`rulebot rules: ${(error as Error).message}\nusage:\n${USAGE}`);
      return 2;
    }
    const { values, positionals } = parsed;
    if (positionals[0] !== 'update' || positionals.length !== 1) {
      io.err(`usage:\n${USAGE}`);
      return 2;
    }
    const store: StoreOptions = values['data-dir'] ? { dataDir: values['data-dir'] } : {};
    // The knowledge base and the pin store are opened only when the rules did change (a refused or current
    // download needs neither, and keeps its memory for the download).
    let pins: PinStore | undefined;
    let pinsTried = false;
    const openPins = async (): Promise<PinStore | undefined> => {
      if (!pinsTried) {
        pinsTried = true;
        pins = await openStore(environment()).catch(() => undefined);
      }
      return pins;
    };
    try {
      const result = await updateRules({
        ...(values.page ? { pageUrl: values.page } : {}),
        store,
        kb: () => loadKnowledgeBase({ strict: false }),
        pins: openPins,
      });
      if (values.json) {
        const { pack: _pack, diff: _diff, refusal: _refusal, ...rest } = result as Record<string, unknown>;
        const out = result.status === 'failed' ? { ...rest, ...refusalJson(result.refusal) } : { ...rest, effectiveDate: result.pack.effectiveDate, contentHash: result.pack.contentHash };
        io.out(JSON.stringify(out, null, 2));
      } else if (result.status === 'failed' && result.refusal) {
        const lang = isLocale(values.lang) ? values.lang : cliLocale({});
        const stored = listPacks('mtg-cr', store).at(-1)?.effectiveDate;
        for (const line of refusalLines(lang, mtgCrDocument(store), result.refusal, result.fileUrl ?? result.pageUrl, stored)) io.err(line);
      } else {
        (result.status === 'failed' ? io.err : io.out)(summary(result));
        if (result.status === 'updated') {
          io.out(formatDiff(result.diff!).join('\n'));
          for (const x of result.affectedEntries) io.out(`  entry ${x.id} cites ${x.rule}: ${x.change}`);
          if (!(await openPins())) io.out('Pins were not checked: the pin store could not be opened.');
          for (const p of result.affectedPins) io.out(`  server ${p.guildId}  pin ${p.pinId} “${p.topic}”: ${p.because}`);
        }
      }
      return result.status === 'failed' ? 1 : 0;
    } finally {
      await pins?.close();
    }
  },
};
