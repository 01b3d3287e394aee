/**
 * A card damaged during an event (soaked by a spilled drink, warped) and a judge's proxy for it (MTR 3.4): the
 * policy entry on proxies answers, in en, ja and fr; and a bet between friends on a match (賭け) is read as a policy
 * question about wagering (IPG 4.4). The questions were written for this test, not taken from the question sets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase, type KnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

let kb: KnowledgeBase;
let search: RulingsSearch;
beforeAll(() => {
  kb = loadKnowledgeBase();
  search = new RulingsSearch(kb);
});

const answered = (q: string) => {
  const r = search.query(q);
  return r.found ? r.hits[0]!.id : null;
};

describe('a card damaged at the event: the proxies section answers', () => {
  it.each([
    ['My opponent spilled his drink and my Ragavan got soaked during round 3. Can a judge give me a proxy for the rest of the event?'],
    ["Ma carte a été trempée par un soda pendant la ronde. Est-ce que je peux la remplacer par un proxy ?"],
    ["Mon Tarmogoyf est tout gondolé depuis qu'il a pris l'eau. L'arbitre peut me faire un proxy pour le reste du tournoi ?"],
    ['ラウンド中に飲み物をこぼしてカードが濡れてしまった。プロキシを出してもらえる？'],
  ])('%s', (q) => {
    expect(answered(q)).toBe('mtg.policy.mtr.proxies');
  });
});

describe('a bet on a match between friends is wagering', () => {
  it('大会中に友達とどっちが勝つか賭けようって話になった。まずい？', () => {
    expect(answered('大会中に友達とどっちが勝つか賭けようって話になった。まずい？')).toBe('mtg.policy.ipg.bribery-wagering');
  });
});
