/**
 * rulebot import mtg-cr <file> [--dry-run] [--json] [--data-dir <dir>]
 * rulebot import diff <old> <new> [--json] [--data-dir <dir>]
 * rulebot import list [--json] [--data-dir <dir>]
 *
 * Imports the official Comprehensive Rules text file into a rules pack under the data directory
 * ($RULEBOT_DATA_DIR, default <repo>/data), keeping every version; compares two versions.
 */
import { existsSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { citedRulesAffected, diffPacks, wordDiff, type PackDiff } from '../../rulings/official/diff.ts';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { openStore } from '../../store/index.ts';
import { parseRulesFile } from '../../rulings/official/parse.ts';
import { dataDir, findStoredPack, listPacks, loadPack, type StoreOptions } from '../../rulings/official/store.ts';
import { importOfficial } from '../../rulings/official/document.ts';
import { MTG_CR_MAX_BYTES, mtgCrDocument } from '../../rulings/official/mtg-cr.ts';
import { intakeText, refusalLines } from './official-import.ts';
import { IntakeError } from '../../rulings/intake/errors.ts';
import { readCapped } from '../../rulings/intake/read.ts';
import type { Paragraph, RulesPack } from '../../rulings/official/types.ts';
import { pinsOn } from '../rules-update.ts';
import { cliLocale, importScryfallCli } from './import-scryfall.ts';
import { importPolicyCli, POLICY_USAGE } from './import-policy.ts';
import { listPolicyPacks } from '../../rulings/official/policy-store.ts';
import { POLICY_PACK_IDS } from '../../rulings/official/policy-types.ts';
import { parseArgs, type CliCommand, type CliIO, type ParsedArgs } from './types.ts';

const USAGE = [
  'rulebot import mtg-cr <file> [--dry-run] [--json] [--data-dir <dir>]   import the Comprehensive Rules text file',
  'rulebot import diff <old> <new> [--json] [--data-dir <dir>]            compare two versions (files, or stored dates)',
  'rulebot import list [--json] [--data-dir <dir>]                        stored versions',
  'rulebot import scryfall <file>… [--dry-run] [--json] [--lang] [--data-dir <dir>]  import Scryfall card data',
  'rulebot import scryfall --list [--json] [--data-dir <dir>]             stored card tables',
  ...POLICY_USAGE,
].join('\n');

function shortPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

function oneLine(text: string, max = 100): string {
  const flat = text.replace(/\s*\n\s*/g, ' ');
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** A rules text file read once under the rules' byte cap; undefined (after saying why) when it cannot be. */
async function readFile(path: string, flags: ParsedArgs['flags'], io: CliIO): Promise<Uint8Array | undefined> {
  try {
    return await readCapped(path, MTG_CR_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof IntakeError)) throw error;
    io.err(`rulebot import: ${intakeText(cliLocale(flags), error)}`);
    return undefined;
  }
}

async function importMtgCr(file: string | undefined, flags: ParsedArgs['flags'], store: StoreOptions, io: CliIO): Promise<number> {
  if (!file) {
    io.err(`usage:\n${USAGE}`);
    return 2;
  }
  const kind = mtgCrDocument(store);
  const started = performance.now();
  const outcome = await importOfficial(kind, [file], { dryRun: !!flags['dry-run'] });
  if (!outcome.ok) {
    const stored = listPacks('mtg-cr', store).at(-1)?.effectiveDate;
    for (const line of refusalLines(cliLocale(flags), kind, outcome, file, stored)) io.err(line);
    return 1;
  }
  const pack = outcome.doc;
  const ms = performance.now() - started;
  const saved = outcome.saved;
  const warnings = pack.problems.filter((p) => p.severity === 'warning');
  const notes = pack.problems.filter((p) => p.severity === 'note');
  if (flags.json) {
    io.out(
      JSON.stringify(
        {
          id: pack.id,
          title: pack.title,
          effectiveDate: pack.effectiveDate,
          contentHash: pack.contentHash,
          counts: pack.counts,
          parseMs: Math.round(ms * 10) / 10,
          saved: saved ?? null,
          problems: pack.problems,
        },
        null,
        2,
      ),
    );
    return 0;
  }
  const c = pack.counts;
  io.out(`${pack.title}, effective ${pack.effectiveDate} — parsed ${c.lines} lines in ${ms.toFixed(0)} ms`);
  io.out(
    `  ${c.sections} sections · ${c.headings} rule headings · ${c.rules} rules · ${c.subrules} subrules · ` +
      `${c.examples} examples · ${c.glossaryTerms} glossary terms`,
  );
  io.out(`  content hash ${pack.contentHash.slice(0, 16)}…`);
  if (!saved) io.out('  dry run: nothing saved');
  else if (saved.status === 'unchanged') io.out(`  already imported, unchanged: ${shortPath(saved.path)}`);
  else if (saved.status === 'saved-alongside') {
    io.out(`  saved to ${shortPath(saved.path)} (a different text with the same date is kept at ${shortPath(saved.existing)})`);
  } else io.out(`  saved to ${shortPath(saved.path)}`);
  if (warnings.length) {
    io.out(`  ${warnings.length} line(s) not parsed as expected:`);
    for (const p of warnings) io.out(`    line ${p.line}: ${p.message}`);
  }
  if (notes.length) {
    io.out(`  ${notes.length} note(s) on quirks of the file (handled):`);
    for (const p of notes) io.out(`    line ${p.line}: ${p.message}`);
  }
  return 0;
}

/** A file path (rules .txt or stored pack .json), or a stored version: a date, a file name, "latest". */
async function resolvePack(ref: string, flags: ParsedArgs['flags'], store: StoreOptions, io: CliIO): Promise<RulesPack | undefined> {
  if (existsSync(ref) && !statSync(ref).isDirectory()) {
    if (ref.endsWith('.json')) {
      try {
        return loadPack(ref);
      } catch (error) {
        io.err(`rulebot import: ${(error as Error).message}`);
        return undefined;
      }
    }
    const bytes = await readFile(ref, flags, io);
    if (!bytes) return undefined;
    const result = parseRulesFile(bytes, { fileName: ref });
    if (!result.ok) {
      io.err(`rulebot import: refused ${ref}: ${result.message}.`);
      return undefined;
    }
    return result.pack;
  }
  const stored = findStoredPack(ref, 'mtg-cr', store);
  if (stored) return loadPack(stored.path);
  const have = listPacks('mtg-cr', store).map((p) => p.name);
  io.err(
    `rulebot import: "${ref}" is neither a file nor a stored version` +
      (have.length ? ` (stored: ${have.join(', ')})` : ` (nothing stored in ${dataDir(store)}; run rulebot import mtg-cr <file>)`),
  );
  return undefined;
}

export function formatDiff(diff: PackDiff): string[] {
  const out: string[] = [];
  const head = (p: Paragraph): string => `  ${p.number.padEnd(8)} ${oneLine(p.text)}`;
  out.push(
    `Comprehensive Rules ${diff.from.effectiveDate} → ${diff.to.effectiveDate}: ${diff.changed.length} changed, ` +
      `${diff.renumbered.length} renumbered, ${diff.added.length} added, ${diff.removed.length} removed, ${diff.unchanged} unchanged`,
  );
  if (diff.from.contentHash === diff.to.contentHash) out.push('  (identical texts)');
  if (diff.changed.length) {
    out.push('', 'Changed:');
    for (const c of diff.changed) {
      const text = c.before.text === c.after.text ? '(examples changed)' : oneLine(wordDiff(c.before.text, c.after.text), 160);
      out.push(`  ${c.number.padEnd(8)} ${text}`);
    }
  }
  if (diff.renumbered.length) {
    out.push('', 'Renumbered (same text):');
    for (const r of diff.renumbered) out.push(`  ${r.from} → ${r.to}   ${oneLine(r.after.text, 80)}`);
  }
  if (diff.added.length) {
    out.push('', 'Added:');
    for (const p of diff.added) out.push(head(p));
  }
  if (diff.removed.length) {
    out.push('', 'Removed:');
    for (const p of diff.removed) out.push(head(p));
  }
  const g = diff.glossary;
  if (g.added.length + g.removed.length + g.changed.length) {
    out.push('', `Glossary: ${g.changed.length} changed, ${g.added.length} added, ${g.removed.length} removed`);
    for (const term of g.changed) out.push(`  ~ ${term}`);
    for (const term of g.added) out.push(`  + ${term}`);
    for (const term of g.removed) out.push(`  - ${term}`);
  }
  return out;
}

/**
 * Pins resting on changed text: an entry pin whose entry cites a changed paragraph, or a scenario pin whose
 * recorded citations include a changed rule number or such an entry. Undefined when the store cannot be opened.
 */
async function affectedPins(diff: PackDiff, affectedEntries: Set<string>): Promise<Array<{ guildId: string; pinId: string; topic: string; because: string }> | undefined> {
  let store;
  try {
    store = await openStore(process.env);
  } catch {
    return undefined;
  }
  try {
    return await pinsOn(store, diff, affectedEntries);
  } finally {
    await store.close();
  }
}

function diffJson(diff: PackDiff): unknown {
  const brief = (p: Paragraph): { number: string; text: string } => ({ number: p.number, text: p.text });
  return {
    from: diff.from,
    to: diff.to,
    unchanged: diff.unchanged,
    changed: diff.changed.map((c) => ({ number: c.number, before: c.before.text, after: c.after.text })),
    renumbered: diff.renumbered.map((r) => ({ from: r.from, to: r.to })),
    added: diff.added.map(brief),
    removed: diff.removed.map(brief),
    glossary: diff.glossary,
  };
}

export const importCommand: CliCommand = {
  name: 'import',
  usage: USAGE,
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { 'data-dir': true, 'dry-run': false, json: false, lang: true, list: false });
    const store: StoreOptions = typeof flags['data-dir'] === 'string' ? { dataDir: flags['data-dir'] } : {};
    const [sub, ...rest] = positionals;
    switch (sub) {
      case 'mtg-cr':
        return importMtgCr(rest[0], flags, store, io);
      case 'mtg-ipg':
      case 'mtg-mtr':
      case 'mtg-jar':
        return importPolicyCli(sub, rest[0], flags, store, io);
      case 'scryfall':
        return importScryfallCli(rest, flags, store, io);
      case 'diff': {
        if (rest.length !== 2) {
          io.err(`usage:\n${USAGE}`);
          return 2;
        }
        const a = await resolvePack(rest[0]!, flags, store, io);
        if (!a) return 1;
        const b = await resolvePack(rest[1]!, flags, store, io);
        if (!b) return 1;
        const diff = diffPacks(a, b);
        // Knowledge-base entries whose citations now point at changed, renumbered or removed text.
        const kb = loadKnowledgeBase({ strict: false });
        const affected = citedRulesAffected(
          diff,
          kb.entries.flatMap((e) => e.citations.filter((c) => c.source === 'mtg-cr' && c.rule).map((c) => ({ id: e.id, rule: c.rule! }))),
        );
        const pins = await affectedPins(diff, new Set(affected.map((x) => x.id)));
        if (flags.json) {
          io.out(JSON.stringify({ ...(diffJson(diff) as object), affectedEntries: affected, affectedPins: pins }, null, 2));
        } else {
          io.out(formatDiff(diff).join('\n'));
          if (affected.length) {
            io.out(`\nKnowledge-base entries citing paragraphs that changed (${affected.length}) — review them:`);
            for (const x of affected) {
              const what = x.change === 'renumbered' ? `renumbered to ${x.newNumber}` : x.change === 'within' ? `subrules changed: ${x.paragraphs?.join(', ')}` : x.change;
              io.out(`  ${x.id}  cites ${x.rule}: ${what}`);
            }
          } else io.out('\nNo knowledge-base entry cites a paragraph that changed.');
          if (pins === undefined) io.out('Pins were not checked: the pin store could not be opened.');
          else if (pins.length) {
            io.out(`\nPinned answers resting on changed text (${pins.length}) — moderators should re-confirm them:`);
            for (const p of pins) io.out(`  server ${p.guildId}  pin ${p.pinId} “${p.topic}”: ${p.because}`);
          } else io.out('No pinned answer rests on a paragraph that changed.');
        }
        return 0;
      }
      case 'list': {
        const packs = listPacks('mtg-cr', store);
        if (flags.json) {
          io.out(JSON.stringify(packs, null, 2));
          return 0;
        }
        const policy = POLICY_PACK_IDS.flatMap((id) => listPolicyPacks(id, store));
        if (!packs.length && !policy.length) {
          io.out(`No rules imported in ${dataDir(store)}. Run: rulebot import mtg-cr <file>`);
          return 0;
        }
        for (const p of packs) {
          const c = p.counts;
          io.out(
            `${p.name.padEnd(20)} effective ${p.effectiveDate}  ${c.rules + c.subrules} rules, ${c.glossaryTerms} terms  ` +
              `hash ${p.contentHash.slice(0, 8)}  imported ${p.importedAt.slice(0, 16).replace('T', ' ')}` +
              (p === packs.at(-1) ? '  (latest)' : ''),
          );
        }
        for (const p of policy) {
          const latest = policy.filter((x) => x.id === p.id).at(-1) === p;
          io.out(`${`${p.id} ${p.name}`.padEnd(28)} effective ${p.effectiveDate}  ${p.sections} sections  hash ${p.contentHash.slice(0, 8)}  imported ${p.importedAt.slice(0, 16).replace('T', ' ')}${latest ? '  (latest)' : ''}`);
        }
        return 0;
      }
      default:
        io.err(sub ? `rulebot import: unknown document or action "${sub}"\nusage:\n${USAGE}` : `usage:\n${USAGE}`);
        return 2;
    }
  },
};
