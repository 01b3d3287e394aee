/**
 * bench/questions-unsure.ts pairs each "not sure" reply with what the search knew about its first choice
 * (rulings/unsure-signals.ts). The signals must be those of the choice the user was offered first, and recording
 * them must change no reply.
 */
import { describe, expect, it } from 'vitest';
import { READINGS, tally, type UnsureRecord } from '../../bench/questions-unsure.ts';
import { tracedPaths, tracePaths } from '../../rulings/answer-path.ts';
import { unsureSignalsOf } from '../../rulings/unsure-signals.ts';
import { kbSearch } from '../helpers/ask.ts';

const search = kbSearch();

describe('the signals of a "not sure" reply', () => {
  it('are recorded for the first choice offered, and the reply is the same as untraced', () => {
    const question = 'my opponent blocked with two creatures and I have a pump spell, who gets hurt first?';
    const plain = search.query(question);
    tracePaths(true);
    const traced = search.query(question);
    const trace = [...tracedPaths()];
    tracePaths(false);
    expect(traced.found).toBe(plain.found);
    expect(traced.suggestions.map((h) => h.id)).toEqual(plain.suggestions.map((h) => h.id));
    expect(plain.found).toBe(false);
    const first = plain.suggestions[0]!.id;
    const s = unsureSignalsOf(trace, first);
    expect(s?.ids[0]).toBe(first);
    expect(s!.coverage[0]).toBeGreaterThan(0);
    expect(s!.coverage[0]).toBeLessThan(0.55);
    expect(s!.lead).toBeGreaterThanOrEqual(1);
    // what the first choice's title and tags are about, beside the question's concepts
    expect(s!.focus[0]).toBeGreaterThanOrEqual(0);
    expect(s!.focus[0]).toBeLessThanOrEqual(1);
    expect(typeof s!.tagOnly).toBe('boolean');
    expect(s!.tagOnly && !s!.askedTag[0]).toBe(false);
    // the scores the lead is made of, and how much of the question the candidates' own phrasings hold
    expect(s!.score![0]).toBeGreaterThan(0);
    expect(s!.score![0]).toBeCloseTo(s!.lead * s!.score![1], 5);
    for (const share of [...s!.phrased!, ...s!.phrasedAsked!, ...s!.focusHeld!]) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
    }
  });

  it('are not recorded unless a bench asks', () => {
    search.query('my opponent blocked with two creatures and I have a pump spell, who gets hurt first?');
    expect(tracedPaths()).toEqual([]);
  });
});

describe('the tally', () => {
  const signals = (lead: number, cards: number) => ({ ids: ['a', 'b'], coverage: [0.4, 0.3] as [number, number], lead, leadThird: lead, askedHeld: [0.5, 0.2] as [number, number], conceptsHeld: [1, 0] as [number, number], askedTag: [false, false] as [boolean, boolean], tagOnly: false, focus: [0.5, 0] as [number, number], askedInTitle: true, titleAsked: false, neighbour: false, relatedInTop: 0, terms: 8, concepts: 1, cards, story: true });
  const records: UnsureRecord[] = [
    { set: 'real', part: 'dev', id: 'x1', first: 'a', right: true, signals: signals(1.5, 0) },
    { set: 'real', part: 'dev', id: 'x2', first: 'a', right: false, signals: signals(1.1, 2) },
    { set: 'real', part: 'dev', id: 'x3', first: 'a', right: false, signals: signals(1.6, 3) },
  ];
  it('counts first choices right and wrong per reading', () => {
    const out = tally(records);
    expect(out).toMatch(/^real \(first choice right \/ wrong\):/);
    expect(out).toMatch(/ {2}all +1 \/ 2/);
    expect(out).toMatch(/score lead ≥ 1\.4 +1 \/ 1/);
    expect(out).toMatch(/2\+ cards named +0 \/ 2/);
    expect(out).toMatch(/every concept asked in its title or tags +1 \/ 2/);
    // the asking sentence and the story's concepts: held by none of these records (read as 0 where not recorded)
    expect(out).toMatch(/asking sentence and concepts held ≥ 0\.6 +0 \/ 0/);
    const held = tally([{ ...records[0]!, signals: { ...records[0]!.signals, focusHeld: [0.7, 0.4] } }, { ...records[1]!, signals: { ...records[1]!.signals, focusHeld: [0.7, 0.6] } }]);
    expect(held).toMatch(/asking sentence and concepts held ≥ 0\.6 +1 \/ 1/);
    expect(held).toMatch(/…and 0\.2 over the runner-up +1 \/ 0/);
    expect(out).not.toMatch(/^rb/m);
    expect(READINGS.length).toBeGreaterThan(10);
  });
});
