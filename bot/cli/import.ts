/**
 * rulebot import <document> <file…> [--dry-run] [--json] [--data-dir <dir>]   (documents: rulings/official/importers.ts)
 * rulebot import diff <old> <new> [--doc <document>] [--json] [--data-dir <dir>]
 * rulebot import list [--json] [--data-dir <dir>]
 *
 * Imports an official document (the MTG Comprehensive Rules, the Riftbound Core Rules…) into a rules pack under
 * the data directory ($RULEBOT_DATA_DIR, default <repo>/data), keeping every version; compares two versions. A file
 * that is not the document, or a cut or partial one, is refused (exit 1) and the stored versions stay as they were.
 */
import { existsSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { citedRulesAffected, diffPacks, wordDiff, type PackDiff } from '../../rulings/official/diff.ts';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { openStore } from '../../store/index.ts';
import { dataDir, findStoredPack, listPacks, loadPack, type StoreOptions } from '../../rulings/official/store.ts';
import { acceptOfficial, type DocumentInput, type OfficialImport } from '../../rulings/official/document.ts';
import { findImporter, IMPORTERS, importerFor, type DocumentImporter } from '../../rulings/official/importers.ts';
import { refusalLines } from './official-import.ts';
import { IntakeError } from '../../rulings/intake/errors.ts';
import { readCapped } from '../../rulings/intake/read.ts';
import { isPackId, PACK_ID_LIST, PACKS, schemeOf, type PackId, type Paragraph, type RulesPack } from '../../rulings/official/types.ts';
import { basename } from 'node:path';
import { pinsOn } from '../rules-update.ts';
import { cliLocale, importScryfallCli } from './import-scryfall.ts';
import { importPolicyCli, POLICY_USAGE } from './import-policy.ts';
import { listPolicyPacks } from '../../rulings/official/policy-store.ts';
import { POLICY_PACK_IDS } from '../../rulings/official/policy-types.ts';
import { parseArgs, type CliCommand, type CliIO, type ParsedArgs } from './types.ts';

const USAGE = [
  ...IMPORTERS.map((i) => `${`rulebot import ${i.names[0]} ${i.usage} [--dry-run] [--json] [--data-dir <dir>]`.padEnd(72)}import the ${PACKS[i.pack].name.en}`),
  'rulebot import diff <old> <new> [--doc <document>] [--json] [--data-dir <dir>]  compare two versions (files, or stored dates)',
  'rulebot import list [--json] [--data-dir <dir>]                        stored versions of every document',
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


/** How a refusal names what was given: the file, or the files of a document in parts. */
function named(paths: string[]): string {
  return paths.length === 1 ? paths[0]! : paths.length <= 4 ? paths.map((p) => basename(p)).join(', ') : `${paths.length} files`;
}

/** Read, prepare (a PDF into text), parse, check and save: the pack, or undefined after printing the refusal. */
async function acceptDocument(importer: DocumentImporter, paths: string[], flags: ParsedArgs['flags'], store: StoreOptions, io: CliIO, dryRun: boolean) {
  const kind = importer.document(store);
  const refuse = (outcome: Exclude<OfficialImport<RulesPack>, { ok: true }>): undefined => {
    const stored = listPacks(importer.pack, store).at(-1)?.effectiveDate;
    for (const line of refusalLines(cliLocale(flags), kind, outcome, named(paths), stored)) io.err(line);
    return undefined;
  };
  // Each file read once under the document's byte cap.
  let inputs: DocumentInput[] = [];
  for (const path of paths) {
    try {
      inputs.push({ name: path, bytes: await readCapped(path, kind.maxBytes) });
    } catch (error) {
      if (!(error instanceof IntakeError)) throw error;
      return refuse({ ok: false, stage: 'read', file: path, error });
    }
  }
  if (importer.prepare) {
    const prepared = await importer.prepare(inputs);
    if (!prepared.ok) return refuse({ ok: false, stage: 'parse', message: prepared.message });
    inputs = prepared.inputs;
  }
  const outcome = acceptOfficial(kind, inputs, { dryRun });
  return outcome.ok ? outcome : refuse(outcome);
}

async function importDocument(importer: DocumentImporter, paths: string[], flags: ParsedArgs['flags'], store: StoreOptions, io: CliIO): Promise<number> {
  if (paths.length === 0 || (!importer.severalFiles && paths.length > 1)) {
    io.err(`usage:\n${USAGE}`);
    return 2;
  }
  const started = performance.now();
  const outcome = await acceptDocument(importer, paths, flags, store, io, !!flags['dry-run']);
  if (!outcome) return 1;
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
  const from = pack.sourceFiles ? ` from ${pack.sourceFiles.length} files` : '';
  io.out(`${pack.title}, effective ${pack.effectiveDate} — parsed ${c.lines} lines${from} in ${ms.toFixed(0)} ms`);
  io.out(
    `  ${c.sections} sections · ${c.headings} rule headings · ${c.rules} rules · ${c.subrules} subrules · ` +
      `${c.examples} examples${pack.glossary.length ? ` · ${c.glossaryTerms} glossary terms` : ''}`,
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

/** A file path (the document's file, or a stored pack .json), or a stored version: a date, a file name, "latest". */
async function resolvePack(ref: string, id: PackId, flags: ParsedArgs['flags'], store: StoreOptions, io: CliIO): Promise<RulesPack | undefined> {
  if (existsSync(ref) && !statSync(ref).isDirectory()) {
    if (ref.endsWith('.json')) {
      try {
        return loadPack(ref);
      } catch (error) {
        io.err(`rulebot import: ${(error as Error).message}`);
        return undefined;
      }
    }
    return (await acceptDocument(importerFor(id)!, [ref], flags, store, io, true))?.doc;
  }
  const stored = findStoredPack(ref, id, store);
  if (stored) return loadPack(stored.path);
  const have = listPacks(id, store).map((p) => p.name);
  io.err(
    `rulebot import: "${ref}" is neither a file nor a stored version of ${id}` +
      (have.length ? ` (stored: ${have.join(', ')})` : ` (nothing stored in ${dataDir(store)}; run rulebot import ${importerFor(id)!.names[0]} <file>)`),
  );
  return undefined;
}

export function formatDiff(diff: PackDiff, document: string = PACKS['mtg-cr'].name.en): string[] {
  const out: string[] = [];
  const head = (p: Paragraph): string => `  ${p.number.padEnd(8)} ${oneLine(p.text)}`;
  out.push(
    `${document} ${diff.from.effectiveDate} → ${diff.to.effectiveDate}: ${diff.changed.length} changed, ` +
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
async function affectedPins(diff: PackDiff, affectedEntries: Set<string>, scenarioRules = true): Promise<Array<{ guildId: string; pinId: string; topic: string; because: string }> | undefined> {
  let store;
  try {
    store = await openStore(process.env);
  } catch {
    return undefined;
  }
  try {
    return await pinsOn(store, diff, affectedEntries, scenarioRules);
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
    const { positionals, flags } = parseArgs(args, { 'data-dir': true, 'dry-run': false, json: false, lang: true, list: false, doc: true });
    const store: StoreOptions = typeof flags['data-dir'] === 'string' ? { dataDir: flags['data-dir'] } : {};
    const [sub, ...rest] = positionals;
    const importer = sub ? findImporter(sub) : undefined;
    if (importer) return importDocument(importer, rest, flags, store, io);
    switch (sub) {
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
        const docName = typeof flags.doc === 'string' ? (findImporter(flags.doc)?.pack ?? (isPackId(flags.doc) ? flags.doc : undefined)) : 'mtg-cr';
        if (!docName) {
          io.err(`rulebot import: unknown document "${String(flags.doc)}" (documents: ${PACK_ID_LIST.join(', ')})`);
          return 2;
        }
        const a = await resolvePack(rest[0]!, docName, flags, store, io);
        if (!a) return 1;
        const b = await resolvePack(rest[1]!, docName, flags, store, io);
        if (!b) return 1;
        const diff = diffPacks(a, b);
        // Knowledge-base entries whose citations (with this document as their source) point at changed text.
        const kb = loadKnowledgeBase({ strict: false });
        const affected = citedRulesAffected(
          diff,
          kb.entries.flatMap((e) => e.citations.filter((c) => c.source === docName && c.rule).map((c) => ({ id: e.id, rule: c.rule! }))),
          schemeOf(docName),
        );
        // Scenario pins cite the engine's rule numbers, which are Magic's: only the Comprehensive Rules move them.
        const pins = await affectedPins(diff, new Set(affected.map((x) => x.id)), docName === 'mtg-cr');
        if (flags.json) {
          io.out(JSON.stringify({ ...(diffJson(diff) as object), affectedEntries: affected, affectedPins: pins }, null, 2));
        } else {
          io.out(formatDiff(diff, PACKS[docName].name.en).join('\n'));
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
        const byDoc = PACK_ID_LIST.map((id) => listPacks(id, store));
        const packs = byDoc.flat();
        if (flags.json) {
          io.out(JSON.stringify(packs, null, 2));
          return 0;
        }
        const policy = POLICY_PACK_IDS.flatMap((id) => listPolicyPacks(id, store));
        if (!packs.length && !policy.length) {
          io.out(`No rules imported in ${dataDir(store)}. Run: ${IMPORTERS.map((i) => `rulebot import ${i.names[0]} ${i.usage}`).join(' or ')}`);
          return 0;
        }
        for (const versions of byDoc) {
          for (const p of versions) {
            const c = p.counts;
            io.out(
              `${p.id.padEnd(8)} ${p.name.padEnd(20)} effective ${p.effectiveDate}  ${c.rules + c.subrules} rules, ${c.glossaryTerms} terms  ` +
                `hash ${p.contentHash.slice(0, 8)}  imported ${p.importedAt.slice(0, 16).replace('T', ' ')}` +
                (p === versions.at(-1) ? '  (latest)' : ''),
            );
          }
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
