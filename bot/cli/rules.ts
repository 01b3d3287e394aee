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
import { environment } from '../config.ts';
import { summary, updateRules } from '../rules-update.ts';
import type { CliCommand } from './types.ts';
import { formatDiff } from './import.ts';

const USAGE = 'rulebot rules update [--page <url>] [--json] [--data-dir <dir>]   download and import the current Comprehensive Rules';

export const rulesCommand: CliCommand = {
  name: 'rules',
  usage: USAGE,
  async run(args, io) {
    let parsed;
    try {
      parsed = parseArgs({ args, allowPositionals: true, strict: true, options: { page: { type: 'string' }, json: { type: 'boolean' }, 'data-dir': { type: 'string' } } });
    } catch (error) {
      io.err(`rulebot rules: ${(error as Error).message}\nusage:\n${USAGE}`);
      return 2;
    }
    const { values, positionals } = parsed;
    if (positionals[0] !== 'update' || positionals.length !== 1) {
      io.err(`usage:\n${USAGE}`);
      return 2;
    }
    let pins: PinStore | undefined;
    try {
      pins = await openStore(environment());
    } catch {
      pins = undefined;
    }
    try {
      const result = await updateRules({
        ...(values.page ? { pageUrl: values.page } : {}),
        ...(values['data-dir'] ? { store: { dataDir: values['data-dir'] } } : {}),
        kb: loadKnowledgeBase({ strict: false }),
        ...(pins ? { pins } : {}),
      });
      if (values.json) {
        const { pack: _pack, diff: _diff, ...rest } = result as Record<string, unknown>;
        const out = result.status === 'failed' ? rest : { ...rest, effectiveDate: result.pack.effectiveDate, contentHash: result.pack.contentHash };
        io.out(JSON.stringify(out, null, 2));
      } else {
        (result.status === 'failed' ? io.err : io.out)(summary(result));
        if (result.status === 'updated') {
          io.out(formatDiff(result.diff!).join('\n'));
          for (const x of result.affectedEntries) io.out(`  entry ${x.id} cites ${x.rule}: ${x.change}`);
          if (!pins) io.out('Pins were not checked: the pin store could not be opened.');
          for (const p of result.affectedPins) io.out(`  server ${p.guildId}  pin ${p.pinId} “${p.topic}”: ${p.because}`);
        }
      }
      return result.status === 'failed' ? 1 : 0;
    } finally {
      await pins?.close();
    }
  },
};
