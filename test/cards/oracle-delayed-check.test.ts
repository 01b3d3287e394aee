/**
 * /check by card name alone for cards whose text creates a delayed triggered ability at a step (603.7a): "sacrifice it
 * at end of combat", "destroy that creature at end of combat", "sacrifice that creature at the beginning of the next
 * end step", and a flicker's "return that card to the battlefield … at the beginning of the next end step". Real cards
 * of the reference pool (read at run time); each asserts the outcome, the reading shown and the trace a user opens.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { reply, resolved } = useCardCheck('rulebot-oracle-delayed-');

describe.skipIf(!REFERENCE_CARDS)('/check by name: delayed triggered abilities at a step', () => {
  it('Mardu Blazebringer attacks: it deals its damage, then is sacrificed at end of combat (511.2)', async () => {
    const text = 'mtg ; A: m=Mardu Blazebringer ; B: x=Grizzly Bears ; attack m';
    const { life, obj, steps } = resolved(text);
    expect(life('B')).toBe(16);
    expect(obj('m').zone).toBe('graveyard');
    expect(steps()).toContain('End of combat step: abilities that trigger at end of combat trigger now. [511.1 · 511.2]');
    const out = await reply(text);
    expect(out).toContain('(attacks: at-end-of-combat self & sacrifice that)');
    expect(out).not.toContain('not modelled');
  });

  it('Tangle Asp blocks: the attacker it blocked is destroyed at end of combat, even though it survived the damage', () => {
    const { obj, steps } = resolved('mtg ; A: w=Craw Wurm ; B: t=Tangle Asp ; attack w ; block t>w');
    expect(obj('w').zone).toBe('graveyard');
    expect(obj('t').zone).toBe('graveyard');
    expect(steps()).toContain('The end of combat step begins: the delayed ability of Tangle Asp (t) triggers for Craw Wurm (w) (once). [603.7a · 603.7b · 511.2]');
  });

  it('Footsteps of the Goryo: the creature comes back now and is sacrificed when the turn ends; en, ja, fr', async () => {
    const text = 'mtg ; A: g=Grizzly Bears zone=graveyard ; B: z=1/1 ; cast A Footsteps of the Goryo ; end';
    const { obj, steps } = resolved(text);
    expect(obj('g').zone).toBe('graveyard');
    expect(steps()).toContain('Footsteps of the Goryo: a delayed ability is created — at the beginning of the next end step: its controller sacrifices Grizzly Bears (g). [603.7a · 513.1a]');
    expect(steps('ja')).toContain('遅延誘発型能力が生成される。次の終了ステップの開始時に');
    expect(steps('fr')).toContain('une capacité différée est créée — au début de la prochaine étape de fin');
    // without `end` the scenario stops in the turn: the creature is still there, and the reply says the ability waits
    const open = resolved('mtg ; A: g=Grizzly Bears zone=graveyard ; B: z=1/1 ; cast A Footsteps of the Goryo');
    expect(open.obj('g').zone).toBe('battlefield');
    expect(open.steps()).toContain('is still waiting when the scenario stops');
    expect(await reply(text)).toContain('reanimate ?creature-card-in-your-graveyard & at-next-end-step that & sacrifice that');
  });

  it('Blisterpod dies: its Eldrazi Scion token has a mana ability — sacrificing it adds mana at once, without the stack (605.3b)', async () => {
    const text = 'mtg ; A: b=Blisterpod ; B: x=1/1 ; cast B: destroy b ; resolve ; resolve ; activate token1';
    const { obj, steps } = resolved(text);
    expect(obj('token1').zone).not.toBe('battlefield');
    expect(steps()).toContain('A activates the mana ability of token1: it resolves at once, without using the stack, so no one can respond to it. [605.1a · 605.3b]');
    expect(steps()).toContain('create a 1/1 colorless creature token with the mana ability “sacrifice it: add one colorless mana” for A');
    expect(steps('ja')).toContain('マナ能力「これを生け贄に捧げる：無色のマナ1点を加える」を持つ');
    expect(steps('fr')).toContain('avec la capacité de mana « sacrifiez-la : ajoutez un mana incolore »');
    // Birthing Hulk's "They have …": both tokens
    const hulk = resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast A h=Birthing Hulk ; resolve ; resolve ; activate token2');
    expect(hulk.obj('token1').zone).toBe('battlefield');
    expect(hulk.obj('token2').zone).not.toBe('battlefield');
    expect(await reply('mtg ; A: b=Blisterpod ; B: x=1/1')).not.toContain('not modelled');
  });

  it('a token named before the spell creating it has resolved: a clear violation, not a crash', () => {
    const r = resolved('mtg ; A: b=Blisterpod ; B: x=1/1 ; cast B: destroy b ; activate token1');
    expect(r.violations).toContain('engine-mtg.violation.source-not-yet');
  });

  it('Ink Dissolver (kinship): the top card shares a creature type — revealed, each opponent mills 3; else nothing', async () => {
    const merfolk = resolved('mtg ; A: i=Ink Dissolver ; c=Merrow Reejerey zone=library ; B library=10 ; B: x=1/1');
    expect(merfolk.cards('B')).toMatchObject({ library: 7, graveyard: 3 });
    expect(merfolk.steps()).toContain('Ink Dissolver (i): A reveals Merrow Reejerey (c), which shares a creature type with it. [701.16a · 205.3m]');
    const bear = resolved('mtg ; A: i=Ink Dissolver ; c=Grizzly Bears zone=library ; B library=10 ; B: x=1/1');
    expect(bear.cards('B')).toMatchObject({ library: 10, graveyard: 0 });
    expect(bear.steps('fr')).toContain("n'a aucun type de créature en commun avec elle");
    // a top card the scenario doesn't describe: taken to share one, and the reply says the other case was possible
    const out = await reply('mtg ; A library=5 ; A: i=Ink Dissolver ; B library=10 ; B: x=1/1', 'ja');
    expect(out).toContain('クリーチャー・タイプを共有しているかどうか');
    expect(out).not.toContain('not modelled');
  });

  it('Galepowder Mage attacks: the exiled creature returns under its owner\'s control at the next end step, a new object', () => {
    const { obj, steps } = resolved('mtg ; A: g=Galepowder Mage ; B: x=Grizzly Bears ; attack g ; end');
    expect(obj('x')).toMatchObject({ zone: 'battlefield', controller: 'B' });
    expect(steps()).toContain("Galepowder Mage (g): Grizzly Bears (x) returns to the battlefield under its owner's (B) control, as a new object. [603.7c · 400.7 · 110.2]");
  });
});
