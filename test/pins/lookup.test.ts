/** Which pin a question gets (commands/pin-lookup.ts): exact topic, entry id, canonical scenario, high word overlap — and nothing looser. */
import { describe, expect, it } from 'vitest';
import { jaccard, matchPin } from '../../commands/pin-lookup.ts';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { normaliseTopic } from '../../store/normalise.ts';
import type { Pin, PinTarget } from '../../store/types.ts';
import { writePinsKb } from './fixture.ts';

const kb = loadKnowledgeBase({ dir: writePinsKb().dir, cache: false });

let n = 0;
function pin(topic: string, target: PinTarget, createdAt = `2025-01-0${++n}T00:00:00.000Z`): Pin {
  return {
    id: `p${n}`,
    guildId: 'g',
    topic,
    topicKey: normaliseTopic(topic),
    target,
    note: null,
    createdBy: { userId: 'u', displayName: 'u' },
    createdAt,
    regression: { kbVersion: null, entryHash: null, outcome: null, citations: null, engineVersion: null, ruleset: null },
    verification: { stale: false, reason: null, checkedAt: null },
  };
}

const trample = pin('Does trample damage go past a deathtouch blocker?', { kind: 'entry', entryId: 'mtg.trample.lethal' });
const league = pin('sideboard size at our league', { kind: 'text', text: '15 cards.', lang: 'en' });
const scenario = pin('trample over a 2/2', { kind: 'scenario', scenario: 'mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w ; block x>w' });
const pins = [trample, league, scenario];
const topic = (p: Pin | undefined) => p?.topic;

describe('matchPin', () => {
  it('matches the normalised topic exactly (case, punctuation, full-width)', () => {
    expect(topic(matchPin(kb, pins, 'ruling', 'does TRAMPLE damage go past a deathtouch blocker'))).toBe(trample.topic);
    expect(topic(matchPin(kb, pins, 'ruling', 'ｓｉｄｅｂｏａｒｄ size at our league!'))).toBe(league.topic);
  });

  it('matches an entry id (Discord autocomplete) to the newest pin of that entry', () => {
    const newer = pin('trample basics', { kind: 'entry', entryId: 'mtg.trample.lethal' }, '2025-06-01T00:00:00.000Z');
    expect(topic(matchPin(kb, [...pins, newer], 'ruling', 'mtg.trample.lethal'))).toBe('trample basics');
    expect(matchPin(kb, pins, 'ruling', 'mtg.deathtouch')).toBeUndefined();
  });

  it('matches a close rewording (≥ 75 % of the words shared) but not a looser one', () => {
    expect(topic(matchPin(kb, pins, 'ruling', 'trample damage past deathtouch blocker'))).toBe(trample.topic);
    // The pinned entry's own question, reworded: the question lands on that entry.
    expect(topic(matchPin(kb, pins, 'ruling', 'trample damage to player'))).toBe(trample.topic);
    expect(matchPin(kb, pins, 'ruling', 'trample and first strike')).toBeUndefined();
    expect(matchPin(kb, pins, 'ruling', 'deathtouch blocker')).toBeUndefined();
    expect(matchPin(kb, pins, 'ruling', 'league')).toBeUndefined();
    expect(matchPin(kb, pins, 'ruling', '???')).toBeUndefined();
  });

  it('/check matches scenario pins by canonical form only (no fuzzy match on scenarios)', () => {
    expect(topic(matchPin(kb, pins, 'check', 'mtg; A: w=6/6 trample; B: x=2/2; attack w; block x>w'))).toBe(scenario.topic);
    expect(matchPin(kb, pins, 'check', 'mtg; A: w=6/6 trample; B: x=3/3; attack w; block x>w')).toBeUndefined();
  });

  it('jaccard is the share of words in common', () => {
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set(['a']))).toBe(0);
  });
});
