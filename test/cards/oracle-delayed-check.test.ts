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

  it('Feral Lightning: "Exile them at the beginning of the next end step" is one delayed ability about the three tokens just created', () => {
    const { obj, steps, r } = resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast A Feral Lightning ; end');
    expect(['token1', 'token2', 'token3'].map((id) => obj(id).zone)).not.toContain('battlefield');
    expect(steps()).toContain('The end step begins: the delayed ability of Feral Lightning triggers for token1, token2, token3 (once). [603.7a · 603.7b · 513.1a]');
    expect(steps()).toContain('at the beginning of the next end step, for the tokens just created: exile the tokens just created');
    expect(r.canonical).toContain('at-next-end-step created & exile that');
    // before the end step the three tokens are there, with haste
    const open = resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast A Feral Lightning ; resolve ; attack token1');
    expect(open.life('B')).toBe(17);
    expect(open.steps('ja')).toContain('生成したトークン');
  });

  it('Rakdos Guildmage activated twice: two delayed abilities, one per token (603.7a)', () => {
    const { obj, steps } = resolved('mtg ; A: g=Rakdos Guildmage ; B: x=1/1 ; activate g@2 ; resolve ; activate g@2 ; resolve ; end');
    expect([obj('token1').zone, obj('token2').zone]).not.toContain('battlefield');
    expect(steps().match(/a delayed ability is created/g)).toHaveLength(2);
  });

  it('Fractal Summoning: "Put X +1/+1 counters on it" names the token just created, not the player', () => {
    const { obj } = resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast A Fractal Summoning X=3');
    expect(obj('token1')).toMatchObject({ zone: 'battlefield', power: 3, toughness: 3 });
  });

  it("Justiciar's Portal: the creature exiled comes straight back (400.7j) — a new object, its enters trigger again — and gains first strike", () => {
    const { life, obj, steps } = resolved("mtg ; A: w=Kitchen Finks ; B: x=1/1 ; cast A Justiciar's Portal ; resolve");
    expect(obj('w').zone).toBe('battlefield');
    expect(life('A')).toBe(22);
    expect(steps()).toContain("Justiciar's Portal: Kitchen Finks (w) returns to the battlefield under its owner's (A) control, as a new object. [400.7 · 110.2]");
    expect(steps()).toContain("Justiciar's Portal: Kitchen Finks (w) gains first strike until end of turn.");
  });

  it('Sea Serpent: "When you control no Islands, sacrifice" is a state trigger (603.8) — the Island destroyed, it is sacrificed', async () => {
    const gone = resolved('mtg ; A: s=Sea Serpent ; i=Island ; B: x=1/1 ; cast B: destroy i');
    expect(gone.obj('s').zone).toBe('graveyard');
    expect(gone.steps()).toContain('A controls no Island (a scenario counts only the permanents it writes): the state trigger of Sea Serpent (s) triggers. [603.8]');
    const kept = resolved('mtg ; A: s=Sea Serpent ; i=Island ; B: x=1/1');
    expect(kept.obj('s').zone).toBe('battlefield');
    // no Island written: its controller controls none, from the start
    expect(resolved('mtg ; A: s=Sea Serpent ; B: x=1/1').obj('s').zone).toBe('graveyard');
    // Emperor Crocodile: "no other creatures" — the other creature dies, the Crocodile goes
    const croc = resolved('mtg ; A: c=Emperor Crocodile ; w=Grizzly Bears ; B: x=1/1 ; cast B: destroy w');
    expect(croc.obj('c').zone).toBe('graveyard');
    expect(croc.steps('fr')).toContain('A ne contrôle aucun permanent « autre créature »');
    expect(await reply('mtg ; A: s=Sea Serpent ; i=Island ; B: x=1/1')).not.toContain('not modelled');
  });

  it('Galepowder Mage attacks: the exiled creature returns under its owner\'s control at the next end step, a new object', () => {
    const { obj, steps } = resolved('mtg ; A: g=Galepowder Mage ; B: x=Grizzly Bears ; attack g ; end');
    expect(obj('x')).toMatchObject({ zone: 'battlefield', controller: 'B' });
    expect(steps()).toContain("Galepowder Mage (g): Grizzly Bears (x) returns to the battlefield under its owner's (B) control, as a new object. [400.7 · 110.2]");
  });
});
