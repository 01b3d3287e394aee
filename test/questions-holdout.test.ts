/**
 * The held-out bench (bench/questions-holdout.ts): it studies only dev and round-N parts, never `frozen/`; a
 * held-out round's own questions are never among the studied ones; and each "asked before" variant changes only the
 * entries the studied questions accept.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AskedNeighbours, askedConcepts, askedIn, askedTexts, readStudied, recurringMisses, rounds, SETS, studiedFor, type HeldOutResult, type StudiedQuestion } from '../bench/questions-holdout.ts';
import type { Graded } from '../bench/questions-grade.ts';
import type { KnowledgeBase } from '../rulings/kb.ts';
import type { Entry } from '../rulings/schema.ts';

function question(id: string, q: string, accept: string[], lang = 'en'): string {
  return `- id: ${id}\n  q: "${q}"\n  lang: ${lang}\n  game: mtg\n  category: rules\n  source: written\n  gist: g\n  accept: [${accept.join(', ')}]\n`;
}

/** A test/ folder: each set has a dev part and a round-1 part (round-1 gains a label afterwards), and a frozen part. */
function questionsRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'holdout-'));
  for (const set of SETS) {
    const dir = join(root, `${set}-questions`);
    mkdirSync(join(dir, 'round-1'), { recursive: true });
    mkdirSync(join(dir, 'frozen'));
    writeFileSync(join(dir, 'dev.yaml'), question(`${set}-d1`, 'my trampler is double blocked, how much goes through?', ['mtg.trample.lethal']));
    writeFileSync(join(dir, 'round-1', 'test.yaml'), question(`${set}-r1`, 'deux bloqueurs sur mon piétineur ?', [], 'fr'));
    writeFileSync(join(dir, 'round-1', 'labels-added.yaml'), `- id: ${set}-r1\n  accept: [mtg.trample.lethal]\n`);
    // not a question set at all: reading it would throw
    writeFileSync(join(dir, 'frozen', 'test.yaml'), 'this: [is not a list');
  }
  return root;
}

const entry = (id: string, more: Partial<Entry> = {}) => ({ id, game: 'mtg', questions: { en: ['own question'] }, concepts: ['trample'], ...more }) as unknown as Entry;
function kbOf(entries: Entry[]): KnowledgeBase {
  return { entries, byId: new Map(entries.map((e) => [e.id, e])), sources: new Map(), version: 'test' };
}

describe('held-out bench', () => {
  it('reads dev and round-N parts with their added labels, never a frozen/ part', () => {
    const studied = readStudied(questionsRoot());
    expect(studied.map((q) => `${q.set} ${q.part} ${q.item.id}`)).toEqual(SETS.flatMap((s) => [`${s} dev ${s}-d1`, `${s} r1 ${s}-r1`]));
    expect(studied.find((q) => q.item.id === 'real-r1')!.item.accept).toEqual(['mtg.trample.lethal']);
    expect(rounds(studied)).toEqual(['dev', 'round-1']);
  });

  it('--lang asks only the questions written in that language, and every question without it', () => {
    const studied = readStudied(questionsRoot());
    expect(studied.filter(askedIn('fr')).map((q) => q.item.id)).toEqual(SETS.map((s) => `${s}-r1`));
    expect(studied.filter(askedIn('ja'))).toEqual([]);
    expect(studied.filter(askedIn(undefined)).length).toBe(studied.length);
  });

  it('studies only the other rounds, and only questions accepting an entry that exists', () => {
    const studied = readStudied(questionsRoot());
    const kb = kbOf([entry('mtg.trample.lethal')]);
    for (const round of rounds(studied)) {
      const learnt = studiedFor(studied, round, kb);
      expect(learnt.length).toBe(3);
      expect(learnt.some((q) => q.round === round)).toBe(false);
    }
    expect(studiedFor(studied, 'dev', kbOf([entry('mtg.other')]))).toEqual([]);
  });

  it('asked-texts adds each studied question to its entry in its own language, and leaves other entries alone', () => {
    const kb = kbOf([entry('mtg.trample.lethal'), entry('mtg.other')]);
    const studied = readStudied(questionsRoot()).filter((q) => q.set === 'real');
    const changed = askedTexts(kb, studied);
    expect(changed.byId.get('mtg.trample.lethal')!.questions).toEqual({ en: ['own question', 'my trampler is double blocked, how much goes through?'], fr: ['deux bloqueurs sur mon piétineur ?'] });
    expect(changed.byId.get('mtg.other')).toBe(kb.byId.get('mtg.other'));
    expect(kb.byId.get('mtg.trample.lethal')!.questions).toEqual({ en: ['own question'] });
  });

  it('asked-concepts tags an entry only with a concept enough studied questions were read with', () => {
    const kb = kbOf([entry('mtg.trample.lethal')]);
    const studied = readStudied(questionsRoot());
    const tagged = askedConcepts(kb, studied, (q) => (q.includes('double') ? ['several-blockers', 'trample'] : ['several-blockers']));
    expect(tagged.byId.get('mtg.trample.lethal')!.concepts).toEqual(['trample', 'several-blockers']);
    const once = askedConcepts(kb, studied.filter((q) => q.set === 'real'), () => ['several-blockers']);
    expect(once.byId.get('mtg.trample.lethal')!.concepts).toEqual(['trample']);
  });

  it('asked-neighbours votes for the entry the nearest studied questions accept, and for nothing far from them', () => {
    const studied: StudiedQuestion[] = [
      ['trample double blocked damage', 'mtg.trample.lethal'],
      ['trample blocked by two creatures damage', 'mtg.trample.lethal'],
      ['deathtouch first strike order', 'mtg.first-strike'],
    ].map(([q, id], i) => ({ set: 'real', round: 'dev', part: 'dev', item: { id: `q${i}`, q: q!, lang: 'en', game: 'mtg', category: 'rules', source: 'written', gist: 'g', concepts: [], accept: [id!], accept_rules: [], partial: [], accept_cards: [] } }));
    const neighbours = new AskedNeighbours(studied, (q) => q.split(' '));
    expect(neighbours.vote('trample double blocked how much damage')).toBe('mtg.trample.lethal');
    expect(neighbours.vote('mulligan rules for commander')).toBeUndefined();
  });

  it('lists the entries whose questions are missed in several rounds, most rounds first', () => {
    const result = (round: string, id: string, accept: string[], verdict: Graded['verdict']): HeldOutResult => ({
      question: { set: 'real', round, part: round, item: { id, q: id, lang: 'en', game: 'mtg', category: 'rules', source: 'written', gist: 'g', concepts: [], accept, accept_rules: [], partial: [], accept_cards: [] } },
      graded: { covered: true, verdict } as Graded,
    });
    const results = [
      result('dev', 'a1', ['mtg.lifelink'], 'non-answer'),
      result('round-1', 'a2', ['mtg.lifelink'], 'wrong'),
      result('round-2', 'a3', ['mtg.lifelink'], 'non-answer'),
      result('round-2', 'a4', ['mtg.lifelink'], 'right'),
      result('dev', 'b1', ['mtg.apnap'], 'non-answer'),
      result('round-1', 'b2', ['mtg.apnap'], 'non-answer'),
      result('round-3', 'c1', ['mtg.apnap', 'mtg.priority'], 'non-answer'),
    ];
    expect(recurringMisses(results, 3)).toEqual([{ entry: 'mtg.lifelink', asked: 4, missed: 3, rounds: ['dev', 'round-1', 'round-2'], ids: ['a1', 'a2', 'a3'] }]);
    expect(recurringMisses(results, 2).map((m) => m.entry)).toEqual(['mtg.lifelink', 'mtg.apnap']);
  });
});
