import { describe, expect, it } from 'vitest';
import { formatProblem, KbError, loadKnowledgeBase } from '../rulings/loader.ts';
import { entryYaml, SOURCE, writeKb } from './helpers/kb-fixture.ts';

function problems(files: Record<string, string>) {
  return loadKnowledgeBase({ dir: writeKb({ 'sources/test.yaml': SOURCE, ...files }), strict: false }).problems.map(formatProblem);
}

describe('knowledge-base loader', () => {
  it('loads a valid base with a stable version', () => {
    const dir = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': entryYaml('mtg.test.a') + entryYaml('mtg.test.b') });
    const kb = loadKnowledgeBase({ dir });
    expect(kb.entries.map((e) => e.id)).toEqual(['mtg.test.a', 'mtg.test.b']);
    expect(kb.problems).toEqual([]);
    expect(kb.version).toMatch(/^[0-9a-f]{16}$/);
    expect(loadKnowledgeBase({ dir }).version).toBe(kb.version);
    expect(kb.entries[0]!.file).toMatch(/mtg\/a\.yaml$/);
  });

  it('reports YAML syntax errors with file:line:col', () => {
    const out = problems({ 'mtg/bad.yaml': '- id: mtg.x.y\n  title: [unclosed\n' });
    expect(out[0]).toMatch(/mtg\/bad\.yaml:\d+:\d+: error: /);
  });

  it('reports an alias without its anchor at the alias instead of throwing', () => {
    const out = problems({ 'mtg/alias.yaml': entryYaml('mtg.test.a', '  related: [*missing.anchor]\n') });
    expect(out).toEqual([expect.stringMatching(/mtg\/alias\.yaml:\d+:\d+: error: .*alias/i)]);
    expect(out[0]).not.toMatch(/:1:1: /);
  });

  it('points schema errors at the offending key', () => {
    const yaml = entryYaml('mtg.test.a').replace('game: mtg', 'game: mtgx');
    const out = problems({ 'mtg/a.yaml': yaml });
    expect(out).toEqual([expect.stringMatching(/mtg\/a\.yaml:2:9: error: "game" /)]);
  });

  it('requires English and reports a missing ja/fr translation as a warning', () => {
    const noEn = entryYaml('mtg.test.a').replace('en: Answer mtg.test.a, ', '');
    expect(problems({ 'mtg/a.yaml': noEn })[0]).toMatch(/error: "answer.en" /);
    const noJa = entryYaml('mtg.test.a').replace('ja: 答え mtg.test.a, ', '');
    expect(problems({ 'mtg/a.yaml': noJa })).toEqual([expect.stringMatching(/warning: "mtg.test.a" has no ja answer/)]);
  });

  it('rejects duplicate ids, naming both places', () => {
    const out = problems({ 'mtg/a.yaml': entryYaml('mtg.test.a'), 'mtg/b.yaml': entryYaml('mtg.test.a') });
    expect(out).toEqual([expect.stringMatching(/mtg\/b\.yaml:1:3: error: duplicate id "mtg.test.a" \(first defined at .*mtg\/a\.yaml:1\)/)]);
  });

  it('rejects dangling related, superseded_by, sources and covers, with suggestions', () => {
    const out = problems({
      'mtg/a.yaml':
        entryYaml('mtg.test.a', '  related: [mtg.test.bb]\n  covers: [test-doc#on]\n') +
        entryYaml('mtg.test.b', '  status: superseded\n  superseded_by: mtg.gone\n').replace('source: test-doc', 'source: test-dok'),
    });
    expect(out.join('\n')).toContain('related names "mtg.test.bb", which is not an entry; did you mean "mtg.test.b"?');
    expect(out.join('\n')).toContain('covers "test-doc#on": source "test-doc" has no section "on"; did you mean "one"?');
    expect(out.join('\n')).toContain('superseded_by names "mtg.gone", which is not an entry');
    expect(out.join('\n')).toContain('citation source "test-dok" is not in rulings/sources; did you mean "test-doc"?');
  });

  it('requires superseded_by on superseded entries and the game prefix on ids', () => {
    expect(problems({ 'mtg/a.yaml': entryYaml('mtg.test.a', '  status: superseded\n') })).toEqual([
      expect.stringMatching(/"superseded_by" a superseded entry must say superseded_by/),
    ]);
    expect(problems({ 'mtg/a.yaml': entryYaml('gr.test.a').replace('game: gr', 'game: mtg') }).join('\n')).toContain('id must start with the game code "mtg."');
  });

  it('throws a KbError listing every error in strict mode', () => {
    const dir = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': entryYaml('mtg.test.a', '  related: [mtg.nope]\n') });
    expect(() => loadKnowledgeBase({ dir })).toThrow(KbError);
    expect(() => loadKnowledgeBase({ dir })).toThrow(/a\.yaml:1:3: error: related names "mtg.nope"/);
  });

  it('changes the version when an answer changes', () => {
    const a = loadKnowledgeBase({ dir: writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': entryYaml('mtg.test.a') }) });
    const b = loadKnowledgeBase({ dir: writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': entryYaml('mtg.test.a').replace('Answer', 'Changed') }) });
    expect(b.version).not.toBe(a.version);
    expect(b.entries[0]!.hash).not.toBe(a.entries[0]!.hash);
  });
});

describe('knowledge-base cache', () => {
  it('serves the same base from the cache and re-validates after an edit', async () => {
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': entryYaml('mtg.test.a') });
    const first = loadKnowledgeBase({ dir });
    const cached = loadKnowledgeBase({ dir });
    expect(cached.version).toBe(first.version);
    expect(cached.entries).toEqual(first.entries);
    writeFileSync(join(dir, 'mtg/a.yaml'), entryYaml('mtg.test.a', '  related: [mtg.nope]\n'));
    expect(() => loadKnowledgeBase({ dir })).toThrow(/related names "mtg.nope"/);
  });
});
