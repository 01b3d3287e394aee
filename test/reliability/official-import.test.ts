/**
 * A broken rules file must not replace good rules, and no rules input may take unbounded memory (issue #30):
 * `rulebot import mtg-cr` and `rulebot rules update` refuse the reference Comprehensive Rules cut at ten points
 * (exit 1, the stored version untouched, `rule 702.19b` still answered); /dev/zero and 1 GB downloads end with a
 * clear error under 200 MB; pipes and FIFOs are read once; redirect loops and `file:` links say what they are.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCommand } from '../../bot/cli/import.ts';
import { rulesCommand } from '../../bot/cli/rules.ts';
import { getParagraph } from '../../rulings/official/lookup.ts';
import { loadLatestPack } from '../../rulings/official/store.ts';
import { CR_FILE, HAVE_CR, crBytes, tempDir } from '../official/helpers.ts';
import { miniCrText } from '../helpers/mini-cr.ts';
import { endless, fakeSite, runCli } from './helpers.ts';

async function run(command: typeof importCommand, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command.run(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every stored file with its bytes: "unchanged" means this snapshot is equal afterwards. */
function snapshot(dir: string): Record<string, string> {
  const packs = join(dir, 'rules', 'mtg-cr');
  return Object.fromEntries(readdirSync(packs).sort().map((f) => [f, readFileSync(join(packs, f), 'utf8')]));
}

/** Ten cut points over the whole file (in the contents, the rules, the glossary, the credits, the last lines). */
const FRACTIONS = [0.03, 0.12, 0.25, 0.45, 0.6, 0.75, 0.88, 0.95, 0.99, 0.999];

/** Cuts at a line boundary just before the parts a copy ends with: the nastiest, no half line to notice. */
function boundaryCuts(bytes: Buffer): Array<{ name: string; at: number }> {
  const text = bytes.toString('latin1');
  const at = (needle: string): number => text.lastIndexOf(needle);
  return [
    { name: 'before Glossary', at: at('\r\nGlossary\r\n') + 2 },
    { name: 'before Credits', at: at('\r\nCredits\r\n') + 2 },
    { name: 'before the closing date', at: at('\r\nThese rules are effective as of') + 2 },
  ];
}

describe.skipIf(!HAVE_CR)('a cut rules file never replaces the stored rules', () => {
  const dir = tempDir('rulebot-cut-');
  const cuts: Array<{ name: string; path: string }> = [];
  let before: Record<string, string>;

  beforeAll(async () => {
    const bytes = crBytes();
    const points = [...FRACTIONS.map((f) => ({ name: `${f * 100}%`, at: Math.floor(bytes.length * f) })), ...boundaryCuts(bytes)];
    for (const { name, at } of points) {
      const path = join(dir, `cut-${name.replace(/\W+/g, '-')}.txt`);
      writeFileSync(path, bytes.subarray(0, at));
      cuts.push({ name, path });
    }
    const first = await run(importCommand, 'mtg-cr', CR_FILE, '--data-dir', dir);
    expect(first.code).toBe(0);
    before = snapshot(dir);
  });

  it('`import mtg-cr` refuses each cut copy: exit 1, what is missing, the stored version unchanged', async () => {
    const results: string[] = [];
    for (const cut of cuts) {
      const r = await run(importCommand, 'mtg-cr', cut.path, '--data-dir', dir);
      results.push(`${cut.name}: exit ${r.code}`);
      expect(r.err, cut.name).toMatch(/is not a complete copy of the Magic: The Gathering Comprehensive Rules/);
      expect(r.err, cut.name).toMatch(/Nothing was replaced: the version already stored \(effective 2025-02-07\) stays in use\./);
      expect(r.out, cut.name).toBe('');
      expect(snapshot(dir), cut.name).toEqual(before);
    }
    expect(results).toEqual(cuts.map((c) => `${c.name}: exit 1`));
    const pack = loadLatestPack('mtg', { dataDir: dir })!;
    expect(getParagraph(pack, '702.19b')?.text).toMatch(/trample/i);
  });

  it('says where a cut copy stops and what it lacks, in the reader’s language', async () => {
    const mid = cuts.find((c) => c.name === '45%')!;
    const en = await run(importCommand, 'mtg-cr', mid.path, '--data-dir', dir);
    expect(en.err).toMatch(/the table of contents lists \d+ sections or headings that the file does not have \(7\d\d, .*905\); the last rule read is 70\d\.\d+[a-z]?, on line \d+/);
    expect(en.err).toMatch(/the Glossary part is missing: the file stops at line \d+/);
    const credits = cuts.find((c) => c.name === 'before the closing date')!;
    const fr = await run(importCommand, 'mtg-cr', credits.path, '--data-dir', dir, '--lang', 'fr');
    expect(fr.err).toMatch(/ne contient pas l'intégralité du document « Règles complètes de Magic: The Gathering »/);
    expect(fr.err).toMatch(/les lignes qui terminent la partie Credits manquent/);
    const ja = await run(importCommand, 'mtg-cr', cuts.find((c) => c.name === '99%')!.path, '--data-dir', dir, '--lang', 'ja');
    expect(ja.err).toMatch(/総合ルールの完全な写しではありません/);
    expect(ja.err).toMatch(/行目の途中（「…/);
  });

  it('`rules update` refuses the same cut copies served by the rules page: exit 1, stored version unchanged', async () => {
    const site = await fakeSite();
    try {
      site.routes.set('/en/rules', (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/docs/MagicCompRules.txt">TXT</a>'));
      for (const cut of cuts) {
        const body = readFileSync(cut.path);
        site.routes.set('/docs/MagicCompRules.txt', (_req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end(body));
        const r = await run(rulesCommand, 'update', '--page', `${site.base}/en/rules`, '--data-dir', dir);
        expect({ cut: cut.name, code: r.code }).toEqual({ cut: cut.name, code: 1 });
        expect(r.err, cut.name).toMatch(/MagicCompRules\.txt is not a complete copy of the Magic: The Gathering Comprehensive Rules/);
        expect(r.err, cut.name).toMatch(/stays in use/);
        expect(snapshot(dir), cut.name).toEqual(before);
      }
      const json = await run(rulesCommand, 'update', '--page', `${site.base}/en/rules`, '--data-dir', dir, '--json');
      expect(JSON.parse(json.out)).toMatchObject({ status: 'failed', stage: 'incomplete', gaps: expect.arrayContaining([expect.objectContaining({ key: 'intake.gap.ending' })]) });
    } finally {
      await site.close();
    }
  });

  it('a refused file leaves no temporary file behind', () => {
    expect(readdirSync(join(dir, 'rules', 'mtg-cr')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

/**
 * The same refusals on a small document in the rules' layout (test/helpers/mini-cr.ts), so they are proven even
 * where ../shared/reference is absent and the blocks above are skipped.
 */
describe('a cut rules file never replaces the stored rules (small test document, always run)', () => {
  const dir = tempDir('rulebot-mini-cut-');
  const whole = Buffer.from(miniCrText());
  const cuts = FRACTIONS.map((f) => ({ name: `${f * 100}%`, bytes: whole.subarray(0, Math.floor(whole.length * f)) }));
  let before: Record<string, string>;

  beforeAll(async () => {
    const path = join(dir, 'whole.txt');
    writeFileSync(path, whole);
    expect((await run(importCommand, 'mtg-cr', path, '--data-dir', dir)).code).toBe(0);
    before = snapshot(dir);
  });

  it('`import mtg-cr` refuses the document cut at each of the ten points: exit 1, stored version unchanged', async () => {
    for (const cut of cuts) {
      const path = join(dir, `cut-${cut.name.replace(/\W+/g, '-')}.txt`);
      writeFileSync(path, cut.bytes);
      const r = await run(importCommand, 'mtg-cr', path, '--data-dir', dir);
      expect({ cut: cut.name, code: r.code }).toEqual({ cut: cut.name, code: 1 });
      expect(r.err, cut.name).toMatch(/Nothing was replaced: the version already stored \(effective 2025-02-07\) stays in use\./);
      expect(snapshot(dir), cut.name).toEqual(before);
    }
  });

  it('`rules update` refuses the same cuts served by a fake rules page', async () => {
    const site = await fakeSite();
    try {
      site.routes.set('/en/rules', (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/docs/MagicCompRules.txt">TXT</a>'));
      for (const cut of cuts) {
        site.routes.set('/docs/MagicCompRules.txt', (_req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end(cut.bytes));
        const r = await run(rulesCommand, 'update', '--page', `${site.base}/en/rules`, '--data-dir', dir);
        expect({ cut: cut.name, code: r.code }).toEqual({ cut: cut.name, code: 1 });
        expect(r.err, cut.name).toMatch(/stays in use/);
        expect(snapshot(dir), cut.name).toEqual(before);
      }
      expect(getParagraph(loadLatestPack('mtg', { dataDir: dir })!, '702.19b')?.text).toMatch(/assigns lethal damage to its blockers/);
    } finally {
      await site.close();
    }
  });
});

describe('rules input takes bounded memory', () => {
  it('`import mtg-cr /dev/zero` stops at the 20 MB cap with a clear error, under 200 MB of memory', async () => {
    const dir = tempDir('rulebot-zero-');
    const r = await runCli(['import', 'mtg-cr', '/dev/zero', '--data-dir', dir]);
    expect(r.stderr).toContain('/dev/zero holds more than 20 MB, the limit for this input; reading stopped there.');
    expect(r.code).toBe(1);
    expect(r.maxRssMb).toBeLessThan(200);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a 1 GB rules file or rules page ends with a clear error under 200 MB, after reading little of it', async () => {
    const site = await fakeSite();
    const dir = tempDir('rulebot-gig-');
    const GB = 1024 ** 3;
    try {
      site.routes.set('/en/rules', (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/docs/MagicCompRules.txt">TXT</a>'));
      site.routes.set('/docs/MagicCompRules.txt', endless(GB, site.sent));
      const file = await runCli(['rules', 'update', '--page', `${site.base}/en/rules`, '--data-dir', dir]);
      expect(file.stderr).toContain(`${site.base}/docs/MagicCompRules.txt holds more than 20 MB, the limit for this input; reading stopped there.`);
      expect(file.code).toBe(1);
      expect(file.maxRssMb).toBeLessThan(200);
      expect(site.sent.bytes).toBeLessThan(GB / 4);

      // The same size announced up front is refused before any of it is read.
      site.sent.bytes = 0;
      site.routes.set('/docs/MagicCompRules.txt', endless(GB, site.sent, { announce: true }));
      const announced = await runCli(['rules', 'update', '--page', `${site.base}/en/rules`, '--data-dir', dir]);
      expect([announced.code, announced.stderr]).toEqual([1, expect.stringContaining('holds more than 20 MB')]);
      expect(announced.maxRssMb).toBeLessThan(200);

      site.sent.bytes = 0;
      site.routes.set('/en/rules', endless(GB, site.sent, { fill: '<p>rules</p>', type: 'text/html' }));
      const page = await runCli(['rules', 'update', '--page', `${site.base}/en/rules`, '--data-dir', dir]);
      expect(page.stderr).toContain(`${site.base}/en/rules holds more than 5 MB, the limit for this input; reading stopped there.`);
      expect([page.code, page.maxRssMb < 200]).toEqual([1, true]);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe.skipIf(!HAVE_CR)('pipes and FIFOs are read once', () => {
  it('imports the rules from a FIFO and from standard input', async () => {
    const dir = tempDir('rulebot-fifo-');
    const fifo = join(dir, 'rules.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const writer = createWriteStream(fifo);
    writer.end(crBytes());
    const r = await run(importCommand, 'mtg-cr', fifo, '--data-dir', join(dir, 'data'));
    expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: '' });
    expect(r.out).toMatch(/effective 2025-02-07/);

    const piped = await runCli(['import', 'mtg-cr', '-', '--data-dir', join(dir, 'piped'), '--dry-run'], { input: crBytes() });
    expect({ code: piped.code, err: piped.stderr }).toEqual({ code: 0, err: '' });
    expect(piped.stdout).toMatch(/1127 rules · 1895 subrules/);
  });
});

describe('download failures say what happened', () => {
  let site: Awaited<ReturnType<typeof fakeSite>>;
  beforeAll(async () => {
    site = await fakeSite();
  });
  afterAll(() => site.close());
  const update = (page: string, ...extra: string[]) => run(rulesCommand, 'update', '--page', page, '--data-dir', tempDir('rulebot-fetch-'), ...extra);

  it('a redirect loop', async () => {
    site.routes.set('/loop-a', (_req, res) => void res.writeHead(302, { location: '/loop-b' }).end());
    site.routes.set('/loop-b', (_req, res) => void res.writeHead(301, { location: `${site.base}/loop-a` }).end());
    const r = await update(`${site.base}/loop-a`);
    expect([r.code, r.err]).toEqual([1, expect.stringContaining(`The address redirects in a loop: ${site.base}/loop-a → ${site.base}/loop-b → ${site.base}/loop-a.`)]);
  });

  it('a file: link on the rules page, or a redirect to one', async () => {
    site.routes.set('/en/rules', (_req, res) => void res.writeHead(200).end('<a href="file:///etc/MagicCompRules.txt">TXT</a>'));
    const link = await update(`${site.base}/en/rules`);
    expect([link.code, link.err]).toEqual([1, expect.stringContaining('file:///etc/MagicCompRules.txt is a file: address; only http and https addresses are downloaded')]);
    site.routes.set('/to-file', (_req, res) => void res.writeHead(302, { location: 'file:///etc/passwd' }).end());
    const redirect = await update(`${site.base}/to-file`, '--lang', 'ja');
    expect(redirect.err).toContain('file:///etc/passwd は file: のアドレスです');
  });

  it('an error status, a refused connection, an unknown host', async () => {
    const missing = await update(`${site.base}/nothing-here`);
    expect(missing.err).toContain(`${site.base}/nothing-here answered 404 Not Found.`);
    const closed = await fakeSite();
    const port = new URL(closed.base).port;
    await closed.close();
    const refused = await update(`http://127.0.0.1:${port}/en/rules`, '--lang', 'fr');
    expect(refused.err).toContain(`Connexion impossible à 127.0.0.1:${port} : connection refused.`);
    const unknown = await update('http://rules.invalid/en/rules');
    expect(unknown.err).toContain('The host name rules.invalid does not resolve');
  });
});
