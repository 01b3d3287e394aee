/**
 * Attacker and defender are roles a unit has only during a combat (Riftbound Core Rules 2025-06-02, 719.1.d,
 * 726.1.d): the Assault, Shield and Mighty entries say what that means outside one (a move onto an empty battlefield,
 * after the combat, the next combat), and questions asked that way get them as the answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

const reply = (q: string) => {
  const r = search.query(q, {});
  return r.found ? r.hits[0]! : undefined;
};

describe('combat roles outside a combat', () => {
  it('Assault: gone once the combat is over, back in the next one', () => {
    for (const q of [
      'le combat est fini : mon unité garde-t-elle le bonus d\'Assault ?',
      'mon unité avec Assault attaque deux fois dans le tour : le bonus compte à chaque combat ?',
      'does my unit keep its Assault bonus after the combat ends?',
      '戦闘が終わったあとも、アサルトのボーナスは残る？',
    ]) {
      const hit = reply(q);
      expect(hit?.id, q).toBe('rb.keyword.assault');
      expect(hit?.entry?.citations.map((c) => c.rule), q).toContain('719.1.d');
    }
  });

  it('each entry says it in every language, with the rule it rests on', () => {
    const kb = loadKnowledgeBase();
    for (const [id, rule] of [['rb.keyword.assault', '719.1.d'], ['rb.keyword.shield', '726.1.d'], ['rb.core.mighty', '719.1.d']] as const) {
      const e = kb.byId.get(id)!;
      for (const lang of ['en', 'ja', 'fr'] as const) expect(e.answer[lang], `${id} ${lang}`).toContain(rule);
    }
    expect(kb.byId.get('rb.keyword.assault')!.answer.en).toMatch(/empty battlefield/);
  });
});
