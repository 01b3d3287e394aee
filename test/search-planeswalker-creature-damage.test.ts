/**
 * mtg.damage.to-planeswalker now states the case real players ask about (issue #24 item 6): a planeswalker that is
 * also a creature (an animated Gideon) both loses loyalty and has the damage marked (120.3c, 120.3e), so it can
 * leave either way, and indestructible doesn't stop loyalty 0. Questions written for this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const ID = 'mtg.damage.to-planeswalker';

describe('damage to a planeswalker that is also a creature', () => {
  it.each([
    'my Gideon became a 6/6 creature and was dealt 6 damage in combat but he still has loyalty left — is he destroyed?',
    'an indestructible planeswalker creature loses all its loyalty from combat damage, does it stay on the battlefield?',
    'ギデオンをクリーチャーにして攻撃したらブロックされた。受けたダメージで忠誠度は減るの？',
    'does damage dealt to a planeswalker remove loyalty counters?',
  ])('%s → answered with the planeswalker-damage entry', (q) => {
    expectAnswered(search, q, ID);
  });

  it('a French story with numbers is not answered outright but offers the entry first', () => {
    expectOffered(search, 'Mon Gideon est une créature 5/5 indestructible et reçoit 5 blessures avec 4 de loyauté : il reste en jeu ?', ID);
  });

  it('the reply says both things happen and that indestructible does not stop loyalty 0', () => {
    const en = entryAnswer(ID, 'en');
    expect(en).toMatch(/gets both results/);
    expect(en).toMatch(/marked on it \(120\.3e\)/);
    expect(en).toMatch(/indestructible\s+can't stop because that is not destruction/);
    expect(entryAnswer(ID, 'ja')).toMatch(/破壊ではないので破壊不能でも防げません/);
    expect(entryAnswer(ID, 'fr')).toMatch(/l'indestructible n'empêche pas/);
  });
});
