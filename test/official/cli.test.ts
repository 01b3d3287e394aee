import { openStore } from '../../store/index.ts';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importCommand } from '../../bot/cli/import.ts';
import { loadLatestPack } from '../../rulings/official/store.ts';
import { CR_FILE, editedCopy, HAVE_CR, tempDir } from './helpers.ts';

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await importCommand.run(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let dataDir: string;
const savedEnv = process.env.RULEBOT_DATA_DIR;
beforeEach(() => {
  dataDir = tempDir('rulebot-data-');
  process.env.RULEBOT_DATA_DIR = dataDir;
});
afterEach(() => {
  if (savedEnv === undefined) delete process.env.RULEBOT_DATA_DIR;
  else process.env.RULEBOT_DATA_DIR = savedEnv;
});

describe.skipIf(!HAVE_CR)('rulebot import (end to end, into a temporary RULEBOT_DATA_DIR)', () => {
  it('imports the rules, reports counts and quirks, and stores the pack by effective date', async () => {
    const r = await run('mtg-cr', CR_FILE);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/effective 2025-02-07/);
    expect(r.out).toMatch(/9 sections · 144 rule headings · 1127 rules · 1895 subrules · 274 examples · 703 glossary terms/);
    expect(r.out).toMatch(/line 1050: 119\.1d/);
    const stored = join(dataDir, 'rules', 'mtg-cr', '2025-02-07.json');
    expect(existsSync(stored)).toBe(true);
    expect(loadLatestPack('mtg')?.counts.subrules).toBe(1895);

    const again = await run('mtg-cr', CR_FILE);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/already imported, unchanged/);
    expect(readdirSync(join(dataDir, 'rules', 'mtg-cr'))).toEqual(['2025-02-07.json']);
  });

  it('keeps a second version, lists both, and diffs them by date or by file', async () => {
    const edited = editedCopy();
    expect((await run('mtg-cr', CR_FILE)).code).toBe(0);
    expect((await run('mtg-cr', edited.path)).code).toBe(0);
    expect(readdirSync(join(dataDir, 'rules', 'mtg-cr')).sort()).toEqual(['2025-02-07.json', '2025-03-14.json']);
    expect(loadLatestPack('mtg')?.effectiveDate).toBe('2025-03-14');

    const list = await run('list');
    expect(list.out.split('\n')).toHaveLength(2);
    expect(list.out).toMatch(/^mtg-cr +2025-02-07 .*\nmtg-cr +2025-03-14 .*\(latest\)$/);

    const byDate = await run('diff', '2025-02-07', '2025-03-14');
    expect(byDate.code).toBe(0);
    expect(byDate.out).toMatch(/2025-02-07 → 2025-03-14: 1 changed, 1 renumbered, 1 added, 1 removed/);
    expect(byDate.out).toMatch(/Changed:\n {2}702\.19b /);
    expect(byDate.out).toMatch(/100\.4d → 100\.4e/);
    expect(byDate.out).toMatch(/Added:\n {2}702\.19h /);
    expect(byDate.out).toMatch(/Removed:\n {2}100\.6b /);
    // The shipped knowledge base cites 702.19b (trample): the diff flags the entries to review.
    expect(byDate.out).toMatch(/Knowledge-base entries citing paragraphs that changed .*\n(.*\n)* {2}mtg\.trample\.lethal {2}cites 702\.19b: changed/);

    // Pins resting on the changed paragraph are listed too: one through its entry, one through a scenario's citations.
    const store = await openStore(process.env);
    const guildId = `diff-test-${process.pid}`;
    const actor = { userId: 'u1', displayName: 'Mod' };
    const entryPin = await store.addPin({ guildId, topic: 'trample over a chump', target: { kind: 'entry', entryId: 'mtg.trample.lethal' }, regression: { entryHash: 'x' } }, actor);
    const scenarioPin = await store.addPin(
      { guildId, topic: 'six six trampler', target: { kind: 'scenario', scenario: 'mtg; A: w=6/6 trample; B: x=2/2; attack w>B; block x>w' }, regression: { outcome: [], engineVersion: 'test', citations: ['702.19b', 'mtg.combat.divide-blockers'] } },
      actor,
    );
    const withPins = await run('diff', '2025-02-07', '2025-03-14');
    expect(withPins.out).toContain(`pin ${entryPin.id} “trample over a chump”: its entry mtg.trample.lethal cites changed text`);
    expect(withPins.out).toContain(`pin ${scenarioPin.id} “six six trampler”: its outcome cites 702.19b (changed)`);
    await store.removePin(guildId, { id: entryPin.id }, actor);
    await store.removePin(guildId, { id: scenarioPin.id }, actor);
    await store.close();

    const byFile = await run('diff', CR_FILE, edited.path, '--json');
    const json = JSON.parse(byFile.out) as { changed: Array<{ number: string }>; renumbered: Array<{ from: string; to: string }> };
    expect(json.changed.map((c) => c.number)).toEqual(['702.19b']);
    expect(json.renumbered).toEqual([{ from: '100.4d', to: '100.4e' }]);
    expect((JSON.parse(byFile.out) as { affectedEntries: Array<{ id: string; rule: string; change: string }> }).affectedEntries).toContainEqual({ id: 'mtg.trample.lethal', rule: '702.19b', change: 'changed' });
  });

  it('keeps both when a different text carries the same effective date', async () => {
    expect((await run('mtg-cr', CR_FILE)).code).toBe(0);
    const same = editedCopy().text.replaceAll('March 14, 2025', 'February 7, 2025');
    const path = join(tempDir(), 'same-date.txt');
    writeFileSync(path, same);
    const r = await run('mtg-cr', path);
    expect(r.out).toMatch(/a different text with the same date is kept/);
    expect(readdirSync(join(dataDir, 'rules', 'mtg-cr'))).toHaveLength(2);
  });

  it('--dry-run saves nothing; --json reports counts and parse time', async () => {
    const r = await run('mtg-cr', CR_FILE, '--dry-run', '--json');
    const json = JSON.parse(r.out) as { effectiveDate: string; counts: { glossaryTerms: number }; parseMs: number; saved: unknown };
    expect(json).toMatchObject({ effectiveDate: '2025-02-07', counts: { glossaryTerms: 703 }, saved: null });
    expect(json.parseMs).toBeLessThan(1000);
    expect(existsSync(join(dataDir, 'rules'))).toBe(false);
  });
});

describe('rulebot import refusals and usage', () => {
  it('refuses a file that is not the rules, with a clear message and exit code 1', async () => {
    const path = join(tempDir(), 'notes.txt');
    writeFileSync(path, 'Meeting notes\n\nWe talked about the weather.\n');
    const r = await run('mtg-cr', path);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/refused .*notes\.txt\.\n.*notes\.txt is not the Magic: The Gathering Comprehensive Rules: this is not a Comprehensive Rules document/);
    expect(r.err).toMatch(/Nothing was saved\.$/);
    expect(existsSync(join(dataDir, 'rules'))).toBe(false);
  });

  it('says when the file is missing or empty', async () => {
    expect((await run('mtg-cr', join(dataDir, 'nope.txt'))).err).toMatch(/\n.*nope\.txt: no such file\./);
    const empty = join(tempDir(), 'empty.txt');
    writeFileSync(empty, '');
    const r = await run('mtg-cr', empty);
    expect([r.code, /the file is empty/.test(r.err)]).toEqual([1, true]);
  });

  it('shows usage for a missing or unknown action, and explains an unknown version', async () => {
    expect((await run()).code).toBe(2);
    const unknown = await run('rb-core', 'x.txt');
    expect([unknown.code, unknown.err]).toEqual([2, expect.stringMatching(/unknown document or action "rb-core"/)]);
    const list = await run('list');
    expect(list.out).toMatch(/No rules imported .*rulebot import mtg-cr <file>/);
    const diff = await run('diff', '2020-01-01', 'latest');
    expect(diff.code).toBe(1);
    expect(diff.err).toMatch(/"2020-01-01" is neither a file nor a stored version .*nothing stored/);
  });
});
