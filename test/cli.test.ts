import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { entryYaml, SOURCE, writeKb } from './helpers/kb-fixture.ts';

async function run(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    process.env = saved;
  }
}

const good = writeKb({
  'sources/test.yaml': SOURCE,
  'mtg/a.yaml': entryYaml('mtg.trample.lethal', '  keywords: { en: [trample], ja: [トランプル], fr: [piétinement] }\n  covers: [test-doc#one, test-doc#two]\n'),
});

afterEach(() => {
  delete process.env.RULEBOT_RULINGS_DIR;
});

describe('rulebot CLI', () => {
  it('ask --json returns ranked hits with ids, scores, language and citations', async () => {
    const r = await run(['ask', 'トランプル', '--json'], { RULEBOT_RULINGS_DIR: good });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ query: 'トランプル', lang: 'ja', langDetected: true, found: true, match: 'answer', analysis: { concepts: ['trample'], cards: [] } });
    expect(json.hits[0]).toMatchObject({
      id: 'mtg.trample.lethal',
      kind: 'entry',
      game: 'mtg',
      status: 'current',
      title: '題 mtg.trample.lethal',
      citations: [{ source: 'test-doc', sourceTitle: 'テスト文書', rule: '702.19b', date: '2025-02-07' }],
    });
    expect(typeof json.hits[0].score).toBe('number');
  });

  it('ask exits 1 with found=false when nothing answers', async () => {
    const r = await run(['ask', 'mulligan rules', '--json'], { RULEBOT_RULINGS_DIR: good });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ found: false, match: 'none', hits: [] });
  });

  it('ask --json says "unsure" when the closest entries are offered, not given, as the answer (exit 1, like no ruling)', async () => {
    const story = 'my friend and I could not agree: his attacker had trample, or so he thought, and I blocked — who was right about it?';
    const r = await run(['ask', story, '--json']);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ found: false, match: 'unsure', hits: [] });
    expect(json.suggestions[0]).toMatchObject({ id: expect.stringMatching(/^mtg\./), coverage: expect.any(Number) });
    expect(r.code).toBe(1);
  });

  it('ask prints the answer as text with --lang', async () => {
    const r = await run(['ask', 'trample', '--lang', 'fr'], { RULEBOT_RULINGS_DIR: good });
    expect(r.out).toContain('Titre mtg.trample.lethal');
    expect(r.out).toContain('Réponse mtg.trample.lethal');
  });

  it('rule --json prints one entry', async () => {
    const r = await run(['rule', 'mtg.trample.lethal', '--json'], { RULEBOT_RULINGS_DIR: good });
    expect(JSON.parse(r.out)).toMatchObject({ id: 'mtg.trample.lethal', related: [], hash: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it('kb lint passes a clean base and fails a broken one, naming file and line', async () => {
    expect((await run(['kb', 'lint', '--dir', good])).code).toBe(0);
    const broken = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/bad.yaml': entryYaml('mtg.x.y') + '  related: [mtg.nope]\n' });
    const r = await run(['kb', 'lint', '--dir', broken]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/mtg\/bad\.yaml:1:3: error: related names "mtg.nope"/);
    expect(r.out).toContain('1 entries, 1 sources, 0 concepts: 1 errors, 0 warnings');
  });

  it('kb coverage flags uncovered sections', async () => {
    const partial = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': entryYaml('mtg.a.b', '  covers: [test-doc#one]\n') });
    const r = await run(['kb', 'coverage', '--json'], { RULEBOT_RULINGS_DIR: partial });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({ uncovered: 1, documents: [{ source: 'test-doc', covered: 1 }] });
    expect((await run(['kb', 'coverage'], { RULEBOT_RULINGS_DIR: good })).code).toBe(0);
  });

  it('kb stats counts entries per game and language', async () => {
    const r = await run(['kb', 'stats', '--json'], { RULEBOT_RULINGS_DIR: good });
    expect(JSON.parse(r.out)).toMatchObject({ entries: 1, byGame: { mtg: 1, rb: 0, gr: 0 }, byLanguage: { en: 1, ja: 1, fr: 1 } });
  });

  it('usage errors exit 2', async () => {
    expect((await run(['ask'])).code).toBe(2);
    expect((await run(['nope'])).code).toBe(2);
    expect((await run(['ask', 'x', '--lang', 'de'])).code).toBe(2);
  });
});
