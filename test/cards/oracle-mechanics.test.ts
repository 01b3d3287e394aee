/**
 * Keywords and named mechanics read from real cards' Oracle text (seventh stretch): `/check` by card name alone, the
 * engine doing what the card says, the trace citing the keyword's rule. Cards are read from the reference pool at
 * run time (../shared/reference), never copied.
 */
import { describe, expect, it } from 'vitest';
import { renderSteps } from '../../commands/render/resolution.ts';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { check, reply, resolved } = useCardCheck('rulebot-mechanics-');

describe.skipIf(!REFERENCE_CARDS)('keywords of the seventh stretch, from real cards by name', () => {
  it('Accorder Paladin (battle cry): the other attacker gets +1/+0 as it attacks [702.91a]', async () => {
    const text = 'mtg ; A: p=Accorder Paladin ; b=Grizzly Bears ; B: x=0/1 ; attack p,b';
    const out = await reply(text);
    expect(out).toContain('p=Accorder Paladin 3/1 white battle-cry');
    expect(out).toContain('B: 20 → 14 life');
    expect(renderSteps(check(text), 'en').join('\n')).toContain('[702.91a · 508.3a]');
    expect(resolved(text).obj('b')).toMatchObject({ power: 3, toughness: 2 });
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('喊声');
    expect(renderSteps(check(text), 'fr').join('\n')).toContain('cri de guerre');
  });

  it('Basilica Guards (extort): A casts Shock, B loses 1 more life and A gains 1 [702.101a]', async () => {
    const text = 'mtg ; A: g=Basilica Guards ; B: x=Grizzly Bears ; cast A Shock: x';
    const out = await reply(text);
    expect(out).toContain('g=Basilica Guards 1/4 white defender extort');
    expect(out).not.toContain('not modelled');
    const { life, obj } = resolved(text);
    expect(life('B')).toBe(19);
    expect(life('A')).toBe(21);
    expect(obj('x').zone).toBe('graveyard');
    expect(renderSteps(check(text), 'en').join('\n')).toContain('[702.101a · 601.2i]');
  });

  it('Cloudfin Raptor (evolve): a bigger creature entering under its controller\'s control gives it a counter; a smaller one does not [702.100a]', async () => {
    const text = 'mtg ; A: r=Cloudfin Raptor ; B: x=1/1 ; cast A b=Grizzly Bears ; resolve';
    const out = await reply(text);
    expect(out).toContain('r=Cloudfin Raptor 0/1 blue flying evolve');
    expect(resolved(text).obj('r')).toMatchObject({ power: 1, toughness: 2, counters: { '+1/+1': 1 } });
    // Adaptive Snapjaw is 6/2: Grizzly Bears (2/2) is not bigger in either
    expect(resolved('mtg ; A: s=Adaptive Snapjaw ; B: x=1/1 ; cast A b=Grizzly Bears ; resolve').obj('s')).toMatchObject({ power: 6, toughness: 2 });
  });

  it('Acridian (echo {1}{G}): cast last turn, at its controller\'s upkeep it is sacrificed unless they pay 2 — a choice, assumed paid [702.30a]', async () => {
    const text = 'mtg ; A: a=Acridian since-last-upkeep ; B: x=1/1 ; attack a';
    const out = await reply(text);
    expect(out).toContain('a=Acridian 2/4 green echo:2 since-last-upkeep');
    expect(out).toContain('whether to pay 2 mana to keep Acridian (a)');
    expect(out).toContain('B: 20 → 18 life');
    expect(renderSteps(check(text), 'en').join('\n')).toContain('[702.30a · 503.1]');
    // been under A's control since before A's last upkeep: no echo
    expect(renderSteps(check('mtg ; A: a=Acridian ; B: x=1/1 ; attack a'), 'en').join('\n')).not.toContain('702.30a');
  });

  it('Darkblast (dredge 3): an instant whose whole text is read — the -1/-1, and dredge kept as a graveyard ability [702.52a]', async () => {
    const text = 'mtg ; A: z=1/1 ; B: x=Grizzly Bears ; cast A Darkblast: x';
    const out = await reply(text);
    expect(out).not.toContain('not modelled');
    expect(resolved(text).obj('x')).toMatchObject({ power: 1, toughness: 1 });
  });

  it('Bloodfray Giant (unleash) enters with its counter and then cannot block; Zhur-Taa Goblin (riot) gains haste to attack [702.98a, 702.136a]', async () => {
    const giant = 'mtg ; A: z=1/1 ; B: x=1/1 ; cast A g=Bloodfray Giant ; resolve';
    expect(resolved(giant).obj('g')).toMatchObject({ power: 5, toughness: 4, counters: { '+1/+1': 1 } });
    expect(await reply('mtg ; A: g=Bloodfray Giant +1/+1=1 ; B: x=2/2 ; attack x ; block g>x')).toContain("Bloodfray Giant (g) has unleash and a +1/+1 counter on it: it can't block.");
    const goblin = 'mtg ; A: z=1/1 ; B: x=1/1 ; cast A t=Zhur-Taa Goblin ; resolve ; attack t';
    expect(resolved(goblin).life('B')).toBe(18);
    expect(await reply(goblin, 'fr')).toContain('la célérité');
    expect(await reply(goblin, 'ja')).toContain('速攻');
  });

  it('Breezekeeper (phasing): read in full — it phases only in its controller\'s untap step, before the scenario\'s turn [702.26a]', async () => {
    const out = await reply('mtg ; A: b=Breezekeeper ; B: x=1/1 ; attack b');
    expect(out).toContain('b=Breezekeeper 4/4 blue flying phasing');
    expect(out).toContain('B: 20 → 16 life');
    expect(out).not.toContain('not modelled');
  });

  it('Blade Instructor (mentor) puts its counter on the smaller attacker beside it [702.134a]', async () => {
    const text = 'mtg ; A: i=Blade Instructor ; b=Grizzly Bears ; B: x=0/1 ; attack i,b';
    expect(resolved(text).obj('b')).toMatchObject({ power: 3, toughness: 3, counters: { '+1/+1': 1 } });
    const out = await reply(text);
    expect(out).toContain('i=Blade Instructor 3/1 white mentor');
    expect(out).toContain('B: 20 → 14 life');
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('教導');
  });

  it('Silumgar Butcher (exploit): it sacrifices the smaller creature and its exploits ability gives the target -3/-3 [702.110a–b]', async () => {
    const text = 'mtg ; A: z=1/1 ; B: x=Grizzly Bears ; cast A s=Silumgar Butcher ; resolve';
    const { obj } = resolved(text);
    expect(obj('z').zone).toBe('graveyard');
    expect(obj('x').zone).toBe('graveyard');
    const out = await reply(text);
    expect(out).toContain('sacrifices z (the usual choice; the smallest other creature)');
    expect(renderSteps(check(text), 'en').join('\n')).toContain('[702.110b · 603.2]');
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('濫用');
    expect(renderSteps(check(text), 'fr').join('\n')).toContain('exploite');
  });

  it('Arctic Wolves (cumulative upkeep {2}) and Gallowbraid (cumulative upkeep—pay 1 life) are read in full and pay at the upkeep [702.24a]', async () => {
    const wolves = 'mtg ; A: w=Arctic Wolves ; B: x=1/1 ; attack w';
    const out = await reply(wolves);
    expect(out).toContain('w=Arctic Wolves 4/5 green cumulative-upkeep-mana:2 (enters: draw 1 you)');
    expect(out).toContain('A may pay the cumulative upkeep of Arctic Wolves (w): 2 mana');
    expect(resolved(wolves).life('B')).toBe(16);
    const braid = resolved('mtg ; A: g=Gallowbraid ; B: x=1/1 ; attack g');
    expect(braid.life('A')).toBe(19);
    expect(braid.life('B')).toBe(15);
  });

  it('Hagi Mob (boast): after attacking it deals 1 damage; before attacking its boast ability cannot be activated [702.142a]', async () => {
    const text = 'mtg ; A: h=Hagi Mob ; B: x=1/1 ; attack h ; activate h: x';
    const { obj, life } = resolved(text);
    expect(obj('x').zone).toBe('graveyard');
    expect(life('B')).toBe(15);
    const early = await reply('mtg ; A: h=Hagi Mob ; B: x=1/1 ; activate h: x');
    expect(early).toContain("Hagi Mob (h)'s boast ability may be activated only if it attacked this turn, and it didn't.");
    expect(await reply('mtg ; A: h=Hagi Mob ; B: x=1/1 ; activate h: x', 'fr')).toContain('vantardise');
  });

  it('Gryff Rider (training) attacking beside a 3/3 gets its counter; Wings of the Guard (melee) gets +1/+1 attacking the opponent [702.149a, 702.121a]', async () => {
    const rider = resolved('mtg ; A: g=Gryff Rider ; b=3/3 ; B: x=0/1 ; attack g,b');
    expect(rider.obj('g')).toMatchObject({ power: 3, toughness: 2, counters: { '+1/+1': 1 } });
    const text = 'mtg ; A: w=Wings of the Guard ; B: x=0/1 ; attack w';
    expect(resolved(text).obj('w')).toMatchObject({ power: 2, toughness: 2 });
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('混戦');
    expect(renderSteps(check(text), 'fr').join('\n')).toContain('mêlée');
  });
});
