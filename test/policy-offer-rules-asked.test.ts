/**
 * A story told at an event that neither index is sure of: the policy entries are offered when they cover more of it
 * than the rules' closest (rulings/policy.ts offerPolicyOverRules), unless the asking sentence names a game-rules
 * concept apart from the story before it — then the event is only where it happened and the rules' choices stay. An
 * asking sentence naming nothing ("what do you do?", « Que faites-vous ? », 「これって何か違反？」) and a question of one
 * sentence (test/search-policy-offers.test.ts: "Judge, my opponent took a card back…, can he?") still let the event's
 * policy choices be offered.
 */
import { describe, expect, it } from 'vitest';
import { offerPolicyOverRules } from '../rulings/policy.ts';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const policyFirst = (q: string) => search.query(q).suggestions[0]?.id.startsWith('mtg.policy.') ?? false;

describe('policy choices for a story told at an event', () => {
  it('a rules question told at an RCQ keeps the rules choices', () => {
    const r = search.query("At an RCQ my opponent's creature got turned face down by a morph effect and then it died. Does its 'when this dies' trigger happen, since it is face down?");
    expect(r.found).toBe(false);
    expect(r.suggestions.slice(0, 3).every((h) => !h.id.startsWith('mtg.policy.'))).toBe(true);
    expect(r.suggestions.slice(0, 2).map((h) => h.id)).toContain('mtg.core.face-down');
  });

  it('a rules question told at a prerelease keeps the Aura entries', () => {
    const r = search.query('At the prerelease I had a Jade Idol and Indomitable Will. If I cast a Spirit/Arcane spell and then enchant the Idol, does the Aura stay when the Idol stops being a creature at end of turn?');
    expect(r.hits.every((h) => !h.id.startsWith('mtg.policy.'))).toBe(true);
    expect((r.found ? r.hits : r.suggestions).slice(0, 3).map((h) => h.id)).toContain('mtg.core.aura-legality');
  });

  it.each([
    "Abel dégage son Voyant de douleur, pioche direct sa carte du tour, puis fait « oh ! », montre le Voyant et révèle le dessus : « Marais, je perds 0 ». Nancy appelle l'arbitre. Que faites-vous ?",
    'レガシーで相手ライフ5、稲妻の連鎖で2点通したあと、相手が赤マナ残してるのにコピーするか確認せず2枚目の連鎖を宣言。これって何か違反？',
  ])('a story whose asking sentence names no rules concept is still offered policy: %s', (q) => {
    const r = search.query(q);
    expect(r.found).toBe(false);
    expect(policyFirst(q)).toBe(true);
  });

  it('the offer itself: a rules concept asked keeps the rules, none asked lets the closer policy entry through', () => {
    expect(offerPolicyOverRules({ coverage: 0.52 }, { coverage: 0.44, game: 'mtg' }, ['face-down', 'dies'])).toBe(false);
    expect(offerPolicyOverRules({ coverage: 0.52 }, { coverage: 0.44, game: 'mtg' }, [])).toBe(true);
    expect(offerPolicyOverRules({ coverage: 0.52 }, { coverage: 0.44, game: 'rb' }, [])).toBe(false);
  });
});
