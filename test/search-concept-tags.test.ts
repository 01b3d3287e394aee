/**
 * What an entry answers, said as lexicon concepts (the entry field `concepts`), and how card text says a concept
 * (the lexicon key `oracle`): the interface the lexicon is written against (issue #24).
 */
import { describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { compileLexicon } from '../rulings/analyse/lexicon.ts';
import { ConceptMatcher } from '../rulings/analyse/concepts.ts';
import { TableCardNames } from '../rulings/analyse/cards.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { SOURCE, writeKb } from './helpers/kb-fixture.ts';

const LEXICON = `concepts:
  - id: regenerate
    en: [regenerate, regen]
    oracle: ["{B}: regenerate"]
  - id: destroy
    en: [destroy, kill]
    oracle: [destroy target]
`;

function entry(id: string, title: string, extra = ''): string {
  return `- id: ${id}
  game: mtg
  title: { en: ${title}, ja: ${title}, fr: ${title} }
  answer: { en: The answer about ${title}., ja: ${title}の答え, fr: La réponse sur ${title}. }
  citations:
    - { source: test-doc, rule: "702.19b" }
${extra}`;
}

async function lint(dir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['kb', 'lint', '--dir', dir], { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('entry concept tags', () => {
  it('kb lint accepts concepts of the lexicon and names an unknown one with its place and a did-you-mean', async () => {
    const good = writeKb({ 'sources/test.yaml': SOURCE, 'lexicon/a.yaml': LEXICON, 'mtg/a.yaml': entry('mtg.a.b', 'Shields', '  concepts: [regenerate, destroy]\n') });
    expect((await lint(good)).code).toBe(0);
    const bad = writeKb({ 'sources/test.yaml': SOURCE, 'lexicon/a.yaml': LEXICON, 'mtg/a.yaml': entry('mtg.a.b', 'Shields', '  concepts: [regenerat]\n') });
    const r = await lint(bad);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/mtg\/a\.yaml:1:3: error: concepts names "regenerat", which is no concept of rulings\/lexicon; did you mean "regenerate"\?/);
    const badId = writeKb({ 'sources/test.yaml': SOURCE, 'lexicon/a.yaml': LEXICON, 'mtg/a.yaml': entry('mtg.a.b', 'Shields', '  concepts: [Regenerate]\n') });
    expect((await lint(badId)).err).toContain('must be a concept id');
  });

  it('rank the entry tagged with both concepts a question asks above one that names only one of them', () => {
    const dir = writeKb({
      'sources/test.yaml': SOURCE,
      'mtg/a.yaml':
        entry('mtg.shield.saved', 'Shields that save a creature', '  concepts: [regenerate, destroy]\n') +
        entry('mtg.destroy.basics', 'What destroy means', '  keywords: { en: [destroy] }\n'),
    });
    const kb = loadKnowledgeBase({ dir });
    const lexicon = compileLexicon([{ file: 'a.yaml', data: { concepts: [{ id: 'regenerate', en: ['regenerate', 'regen'] }, { id: 'destroy', en: ['destroy', 'kill'] }] } }]);
    const tagged = new RulingsSearch(kb, [], { lexicon });
    expect(tagged.query('if I regen my guy can they still kill it?').hits[0]?.id).toBe('mtg.shield.saved');
    // without the tags, nothing says the first entry is about either concept
    const untagged = new RulingsSearch({ ...kb, entries: kb.entries.map((e) => ({ ...e, concepts: undefined })) }, [], { lexicon });
    const r = untagged.query('if I regen my guy can they still kill it?');
    expect([...r.hits, ...r.suggestions][0]?.id).toBe('mtg.destroy.basics');
  });
});

describe('Oracle forms of a concept', () => {
  const lexicon = compileLexicon([{ file: 'a.yaml', data: { concepts: [{ id: 'destroy', en: ['kill'], oracle: ['destroy target'] }, { id: 'minus-pt', en: ['minus'], oracle: ['gets -1/-1'] }] } }]);
  const matcher = new ConceptMatcher(lexicon);

  it('are read on card text only, never on what people write', () => {
    expect(matcher.readCard(foldTyped('Destroy target creature. It gets -3/-3 until end of turn.'))).toEqual(['destroy', 'minus-pt']);
    expect(matcher.read(foldTyped('destroy target creature')).concepts).toEqual([]);
    // chat forms are read on card text too
    expect(matcher.readCard(foldTyped('Kill it.'))).toEqual(['destroy']);
  });

  it('make a named card hint at the concept its text says', () => {
    const dir = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': entry('mtg.a.b', 'Shields') });
    const search = new RulingsSearch(loadKnowledgeBase({ dir }), [], { lexicon });
    search.useCardNames(new TableCardNames(new CardIndex({ version: 'test', cards: [{ name: 'Murder', type: 'Instant', text: 'Destroy target creature.' }] })));
    expect(search.analyse('can I Murder it in response?').hints).toEqual(['destroy']);
  });

  it('must be English words, and a form may mean one concept only', () => {
    const problems: Parameters<typeof compileLexicon>[1] = [];
    compileLexicon([{ file: 'a.yaml', data: { concepts: [{ id: 'destroy', en: ['kill'], oracle: ['破壊する'] }, { id: 'exile', en: ['exile'], oracle: ['kill'] }] } }], problems);
    expect(problems.map((p) => p.message)).toEqual(['oracle form "破壊する": card text is matched in English', 'form "kill" already means "destroy"']);
  });
});
