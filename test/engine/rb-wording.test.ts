/**
 * The Riftbound wording reader on card texts written for these tests (not printed cards), in English and in French,
 * across the FAQ's patterns: player actions (draw, discard, reveal, recycle, channel, look at), relative clauses,
 * "each", "another", "up to", "any number of", and the FAQ's exclusions (costs, trigger conditions, replacement
 * effects, "must", location qualifiers, choices made by others, no choice). What the FAQ does not decide is marked
 * undecided, with the reason. Each row: the text, then every mention the reader finds with its verdict.
 */
import { describe, expect, it } from 'vitest';
import { analyzeWording } from '../../engine/rb/wording.ts';
import type { Message } from '../../engine/core/types.ts';
import { rendered, run, stepsNamed, type Ok } from './gr-helpers.ts';

/** `target`, the deciding reason (`cost`, `non-public`, …, `restriction`), or `?<why>` when undecided. */
type V = string;

const phraseOf = (m: Message): string => String((m.params?.text as string | undefined) ?? m.key);

function verdicts(r: Ok): Array<[string, V]> {
  return r.resolution.steps
    .filter((s) => /\.step\.(target|target-facedown|target-play-trash|target-player|not-target\..+|undecided\..+)$/.test(s.key))
    .map((s) => {
      const k = s.key.replace('engine-rb.step.', '');
      const v = k.startsWith('not-target.') ? k.slice('not-target.'.length) : k.startsWith('undecided.') ? `?${k.slice('undecided.'.length)}` : 'target';
      return [phraseOf(s.params.phrase as Message), v];
    });
}

const check = (rows: Array<[string, Array<[string, V]>]>) => {
  for (const [text, expected] of rows) {
    const r = run(`rb ; text A: ${text}`);
    expect(verdicts(r), text).toEqual(expected);
  }
};

describe('player actions: the cards of draw, discard, reveal, look at, channel come from hidden zones', () => {
  it('en', () => {
    check([
      ['Its controller draws a card.', [['Its controller', 'controller'], ['a card', 'non-public']]],
      ['Kill an enemy unit. Its controller draws two cards.', [['an enemy unit', 'target'], ['Its controller', 'controller'], ['two cards', 'non-public']]],
      ['Discard a card, then draw a card.', [['a card', 'non-public'], ['a card', 'non-public']]],
      ['Reveal a card from your hand.', [['a card from your hand', 'non-public']]],
      ['Look at the top three cards of your deck.', [['three cards of your deck', 'non-public']]],
      ['Recycle a card from your trash.', [['a card from your trash', 'target']]],
      ['Recycle a rune.', [['a rune', 'target']]],
      ['Each opponent discards a card.', [['Each opponent', 'all'], ['a card', 'non-public']]],
    ]);
    const r = run('rb ; text A: Draw 2. Channel 1.');
    expect(stepsNamed(r, 'player-action').map((s) => phraseOf(s.params.phrase as Message))).toEqual(['Draw 2', 'Channel 1']);
    expect(r.resolution.warnings).toEqual([]);
    expect(rendered(r, 'en')).toContain('Only player actions, with nothing to target');
    const them = run('rb ; A: ; B: ; text A: Choose an opponent. They discard 2.');
    expect(stepsNamed(them, 'player-action-others')).toHaveLength(1);
  });

  it('fr', () => {
    check([
      ['Son contrôleur pioche une carte.', [['Son contrôleur', 'controller'], ['une carte', 'non-public']]],
      ['Tuez une unité ennemie. Son contrôleur pioche deux cartes.', [['une unité ennemie', 'target'], ['Son contrôleur', 'controller'], ['deux cartes', 'non-public']]],
      ['Défaussez une carte, puis piochez une carte.', [['une carte', 'non-public'], ['une carte', 'non-public']]],
      ['Révélez une carte de votre main.', [['une carte de votre main', 'non-public']]],
      ['Recyclez une carte de votre trash.', [['une carte de votre trash', 'target']]],
      ['Chaque adversaire défausse une carte.', [['Chaque adversaire', 'all'], ['une carte', 'non-public']]],
    ]);
    const r = run('rb ; text A: Piochez 2.');
    expect(stepsNamed(r, 'player-action')).toHaveLength(1);
    expect(rendered(r, 'fr')).toContain('une action de joueur');
  });
});

describe('relative clauses: what they mention only narrows the noun before them', () => {
  it('en', () => {
    check([
      ['Kill a friendly unit that is at a battlefield.', [['a friendly unit that is at a battlefield', 'target'], ['a battlefield', 'location']]],
      ['Kill a friendly unit at a battlefield.', [['a friendly unit at a battlefield', 'target'], ['a battlefield', 'location']]],
      ['Deal 3 to a unit that shares a battlefield with a friendly unit.', [['a unit', 'target'], ['a battlefield', 'restriction'], ['a friendly unit', 'restriction']]],
      ['Stun an enemy unit with less Might than a friendly unit.', [['an enemy unit', 'target'], ['a friendly unit', 'restriction']]],
      ['Return a unit that was played this turn to its owner\'s hand.', [['a unit', 'target']]],
      ['Ready a unit that is here and draw a card.', [['a unit that is here', 'target'], ['a card', 'non-public']]],
    ]);
  });

  it('fr', () => {
    check([
      ['Tuez une unité alliée qui est sur un champ de bataille.', [['une unité alliée qui est sur un champ de bataille', 'target'], ['un champ de bataille', 'location']]],
      ['Tuez une unité alliée sur un champ de bataille.', [['une unité alliée sur un champ de bataille', 'target'], ['un champ de bataille', 'location']]],
      ['Infligez 3 dégâts à une unité qui partage un champ de bataille avec une unité alliée.', [['une unité', 'target'], ['un champ de bataille', 'restriction'], ['une unité alliée', 'restriction']]],
      ['Étourdissez une unité ennemie avec moins de Might qu\'une unité alliée.', [['une unité ennemie', 'target'], ['une unité alliée', 'restriction']]],
    ]);
  });
});

describe('"each": no choice', () => {
  it('en', () => {
    check([
      ['Deal 1 to each enemy unit.', [['each enemy unit', 'all']]],
      ['Deal 2 to each unit at a battlefield.', [['each unit at a battlefield', 'all'], ['a battlefield', 'location']]],
      ['Each player draws a card.', [['Each player', 'all'], ['a card', 'non-public']]],
      ['Give each friendly unit +1 [M] this turn.', [['each friendly unit', 'all']]],
    ]);
  });
  it('fr', () => {
    check([
      ['Infligez 1 dégât à chaque unité ennemie.', [['chaque unité ennemie', 'all']]],
      ['Chaque joueur pioche une carte.', [['Chaque joueur', 'all'], ['une carte', 'non-public']]],
      ['Donnez +1 [M] à toutes vos unités ce tour-ci.', [['toutes vos unités', 'all']]],
    ]);
  });
});

describe('"another": a target, the card itself excluded', () => {
  it('en', () => {
    check([
      ['Kill another friendly unit.', [['another friendly unit', 'target']]],
      ['Move another unit to your base.', [['another unit', 'target']]],
    ]);
    expect(stepsNamed(run('rb ; text A: Kill another unit.'), 'another')).toHaveLength(1);
  });
  it('fr', () => {
    check([
      ['Tuez une autre unité alliée.', [['une autre unité alliée', 'target']]],
      ['Déplacez un autre champion vers votre base.', [['un autre champion', 'target']]],
    ]);
    expect(rendered(run('rb ; text A: Tuez une autre unité.'), 'fr')).toContain('ne peut pas être choisie');
  });
});

describe('"up to" and "any number of": each one chosen is a target', () => {
  it('en', () => {
    check([
      ['Deal 2 to up to two enemy units.', [['up to two enemy units', 'target']]],
      ['Ready up to 3 friendly units.', [['up to 3 friendly units', 'target']]],
      ['Return any number of friendly units to their owner\'s hand.', [['any number of friendly units', 'target']]],
    ]);
    const [s] = stepsNamed(run('rb ; text A: Stun up to two units.'), 'count.up-to');
    expect(s!.params.max).toBe(2);
    expect(stepsNamed(run('rb ; text A: Stun any number of units.'), 'count.any-number')).toHaveLength(1);
  });
  it('fr', () => {
    check([
      ['Infligez 2 dégâts à jusqu\'à deux unités ennemies.', [['jusqu\'à deux unités ennemies', 'target']]],
      ['Renvoyez n\'importe quel nombre d\'unités alliées dans la main de leur propriétaire.', [['n\'importe quel nombre d\'unités alliées', 'target']]],
    ]);
    expect(stepsNamed(run('rb ; text A: Étourdissez jusqu\'à trois unités.'), 'count.up-to')[0]!.params.max).toBe(3);
  });
});

describe('the FAQ\'s exclusions, written in French too', () => {
  it('fr: cost, trigger condition, replacement, must, your Legend, hand, trash', () => {
    check([
      ['En coût supplémentaire, tuez une unité alliée.', [['une unité alliée', 'cost']]],
      ['[E], tuez une unité alliée : infligez 3 dégâts à une unité ennemie.', [['une unité alliée', 'cost'], ['une unité ennemie', 'target']]],
      ['Quand une unité ennemie attaque, donnez-lui -1 [M] ce tour-ci.', [['une unité ennemie', 'trigger'], ['lui', 'trigger']]],
      ['La prochaine fois qu\'une unité alliée devrait mourir, tuez une autre unité alliée à la place.', [['une unité alliée', 'replacement'], ['une autre unité alliée', 'replacement']]],
      ['Quand vous conquérez ici, vous devez recycler une de vos runes.', [['une de vos runes', 'must']]],
      ['Donnez +1 [M] à votre légende.', [['votre légende', 'your-legend']]],
      ['Jouez une unité de votre main en ignorant ses coûts.', [['une unité de votre main', 'non-public']]],
      ['Jouez une unité de votre trash en ignorant ses coûts.', [['une unité de votre trash', 'target']]],
    ]);
  });

  it('en: others choose, controller', () => {
    check([
      ['An opponent kills a unit they control.', [['a unit', 'others-choose']]],
      ['Kill an enemy unit. The controller of that unit draws a card.', [['an enemy unit', 'target'], ['The controller of that unit', 'controller'], ['a card', 'non-public']]],
    ]);
  });
});

describe('what the FAQ does not decide is marked undecided, with the reason', () => {
  it('en: an "if" condition, the card itself, a random pick', () => {
    check([
      ['If an enemy unit is stunned, draw 2.', [['an enemy unit', '?condition']]],
      ['If you control a friendly unit at a battlefield, kill an enemy unit.', [['a friendly unit at a battlefield', '?condition'], ['a battlefield', 'location'], ['an enemy unit', 'target']]],
      ['Give this unit +2 [M] this turn.', [['this unit', '?self']]],
      ['Kill a random enemy unit.', [['a random enemy unit', '?random']]],
    ]);
    const r = run('rb ; text A: Give this unit +2 [M] this turn.');
    expect(r.resolution.outcome[0]).toMatchObject({ key: 'engine-rb.outcome.count-undecided', params: { targets: 0, others: 0, undecided: 1 } });
    expect(rendered(r, 'en')).toContain('not decided by the FAQ');
    expect(rendered(r, 'ja')).toContain('FAQでは決まらない');
    expect(rendered(r, 'fr')).toContain('non tranché par la FAQ');
  });

  it('fr: condition « si », la carte elle-même, au hasard', () => {
    check([
      ['Si une unité ennemie est étourdie, piochez 2.', [['une unité ennemie', '?condition']]],
      ['Donnez +2 [M] à cette unité ce tour-ci.', [['cette unité', '?self']]],
      ['Tuez une unité ennemie au hasard.', [['une unité ennemie au hasard', '?random']]],
    ]);
  });

  it('in a cost or a trigger the FAQ decides: the card itself in a trigger is a trigger condition', () => {
    check([['When this unit attacks, deal 1 to an enemy unit.', [['this unit', 'trigger'], ['an enemy unit', 'target']]]]);
  });
});

describe('language', () => {
  it('tells French from English', () => {
    expect(analyzeWording('Tuez une unité ennemie.').language).toBe('fr');
    expect(analyzeWording('Kill an enemy unit.').language).toBe('en');
    expect(analyzeWording('Infligez 2 dégâts à chaque unité.').language).toBe('fr');
  });
});
