/**
 * Keywords and named mechanics of the tenth stretch (oracle10d), read from real cards' Oracle text: energy (107.14),
 * the partner variants and alternative costs that work off the battlefield (702.124, 702.140, 702.162; 113.6b) …
 * `/check` by card name alone, the engine doing what the card says, the reply and the trace in en, ja and fr. Cards are
 * read from the reference pool at run time (../shared/reference), never copied.
 */
import { describe, expect, it } from 'vitest';
import { renderSteps } from '../../commands/render/resolution.ts';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { check, reply, resolved } = useCardCheck('rulebot-oracle10d-');
const counters = (r: ReturnType<typeof resolved>, p: string) => r.r.resolution.final.players.find((x) => x.id === p)!.counters;

describe.skipIf(!REFERENCE_CARDS)('energy, from real cards by name (107.14)', () => {
  it('Thriving Rhino: it enters and A gets {E}{E}; attacking, A may pay them for a +1/+1 counter', async () => {
    const cast = resolved('mtg ; A library=3 ; A: y=0/1 ; B: x=0/1 ; cast A t=Thriving Rhino');
    expect(counters(cast, 'A')).toMatchObject({ energy: 2 });
    const text = 'mtg ; A energy=2 ; A: t=Thriving Rhino ; B: x=0/1 ; attack t';
    const out = await reply(text);
    expect(out).toContain('(enters: get-energy 2 you) (attacks: may pay-energy 2 you & if-done put 1 +1/+1 self)');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('A: energy counters 2 → 0.');
    const r = resolved(text);
    expect(r.life('B')).toBe(17);
    expect(r.obj('t').counters).toMatchObject({ '+1/+1': 1 });
    expect(renderSteps(check(text), 'en').join('\n')).toContain('Thriving Rhino (t): A pays 2 energy (2 → 0). [107.14 · 118.12]');
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('Aは2点のエネルギーを支払う（2 → 0）');
    expect(renderSteps(check(text), 'fr').join('\n')).toContain('A paie 2 énergies (2 → 0)');
  });

  it('Thriving Rhino with no energy: the payment can\'t be made, so no counter (118.12, 608.2d)', async () => {
    const text = 'mtg ; A: t=Thriving Rhino ; B: x=0/1 ; attack t';
    const r = resolved(text);
    expect(r.life('B')).toBe(18);
    expect(r.obj('t').counters?.['+1/+1'] ?? 0).toBe(0);
    expect(renderSteps(check(text), 'en').join('\n')).toContain("A has no energy, so they can't pay 2 energy (write energy=N on the player if they had more).");
    expect(renderSteps(check(text), 'fr').join('\n')).toContain("A n'a aucun marqueur « énergie » et ne peut donc pas payer 2 énergies");
  });

  it('Longtusk Cub: "Pay {E}{E}" is an activation cost, refused without the energy (602.2b)', async () => {
    const text = 'mtg ; A energy=2 ; A: c=Longtusk Cub ; B: x=0/1 ; activate c';
    const out = await reply(text);
    expect(out).toContain('(activated energy:2: put 1 +1/+1 self)');
    expect(out).not.toContain('not modelled');
    const r = resolved(text);
    expect(r.obj('c').counters).toMatchObject({ '+1/+1': 1 });
    expect(counters(r, 'A')).toMatchObject({ energy: 0 });
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('AはLongtusk Cub (c)の能力を起動するために2点のエネルギーを支払う（2 → 0）');
    const refused = await reply('mtg ; A energy=1 ; A: c=Longtusk Cub ; B: x=0/1 ; activate c');
    expect(refused).toContain("A has only one energy counter and can't pay 2 energy to activate Longtusk Cub (c)'s ability");
  });

  it('Glimmer of Genius: a sorcery that scries, draws and gives energy', () => {
    const r = resolved('mtg ; A library=5 ; A: y=0/1 ; B: x=0/1 ; cast A Glimmer of Genius ; resolve');
    expect(counters(r, 'A')).toMatchObject({ energy: 2 });
    expect(r.cards('A')).toMatchObject({ hand: 2 });
  });
});

describe.skipIf(!REFERENCE_CARDS)('abilities that work off the battlefield, said plainly (113.6b)', () => {
  it('Erinis, Gloom Stalker (choose a Background, 702.124k): read and kept; the reply says nothing here uses it', async () => {
    const out = await reply('mtg ; A: e=Erinis, Gloom Stalker ; B: x=0/1 ; attack e');
    expect(out).toContain('choose-a-background');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('Erinis, Gloom Stalker: choose-a-background work only from the hand, a graveyard, the stack or deck building (113.6b): nothing in this scenario uses them.');
  });

  it('Sea-Dasher Octopus (mutate, 702.140a): its alternative cost is kept, its flash and its trigger work', async () => {
    const text = 'mtg ; A library=3 ; A: o=Sea-Dasher Octopus ; B: x=0/1 ; attack o';
    const out = await reply(text);
    expect(out).toContain('mutate');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('mutate work only from the hand, a graveyard, the stack or deck building (113.6b)');
    expect(resolved(text).cards('A')).toMatchObject({ hand: 1 });
    expect(await reply(text, 'ja')).toContain('Sea-Dasher Octopus：mutateは手札・墓地・スタック上、またはデッキ構築でのみ機能する能力なので（113.6b）');
    expect(await reply(text, 'fr')).toContain('Sea-Dasher Octopus : mutate ne fonctionnent que depuis la main');
  });
});

describe.skipIf(!REFERENCE_CARDS)('tribute, from real cards by name (702.104)', () => {
  it('Ornitharch: the opponent\'s choice is shown; unpaid, its "if tribute wasn\'t paid" ability makes two Birds', async () => {
    const text = 'mtg ; A: y=0/1 ; B: x=0/1 ; cast A o=Ornitharch';
    const out = await reply(text);
    expect(out).toContain('tribute:2 (enters-no-tribute: create 1/1 white flying subtypes=Bird you & create 1/1 white flying subtypes=Bird you)');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('B, the opponent chosen as Ornitharch (o) enters, chooses whether to pay its tribute: 2 +1/+1 counters on it');
    expect(out).toContain("doesn't pay it (write tribute-paid on it for the other choice)");
    const r = resolved(text);
    expect(r.obj('token1').zone).toBe('battlefield');
    expect(r.obj('token2').zone).toBe('battlefield');
    expect(r.steps('en')).toContain('[603.6a · 603.4 · 702.104b]');
    expect(r.steps('ja')).toContain('Bは Ornitharch (o)の貢納を支払わない'.replace('は ', 'は'));
    expect(r.steps('fr')).toContain('B ne paie pas le tribut de Ornitharch (o)');
  });

  it('Ornitharch with tribute-paid: two more +1/+1 counters, and no Birds', () => {
    const r = resolved('mtg ; A: y=0/1 ; B: x=0/1 ; cast A o=Ornitharch tribute-paid');
    expect(r.obj('o').counters).toMatchObject({ '+1/+1': 2 });
    expect(r.r.resolution.final.objects.some((o) => o.id === 'token1')).toBe(false);
    expect(r.steps('en')).toContain('B pays the tribute of Ornitharch (o): it enters with 2 additional +1/+1 counters, now 5/5. [702.104a · 614.1c · 122.6]');
  });
});

describe.skipIf(!REFERENCE_CARDS)('the monarch, from real cards by name (722)', () => {
  it('Palace Sentinels: it enters and A becomes the monarch; at A\'s end step the monarch draws a card', async () => {
    const text = 'mtg ; A library=3 ; A: y=0/1 ; B: x=0/1 ; cast A p=Palace Sentinels ; end';
    const out = await reply(text);
    expect(out).toContain('(enters: become-monarch you)');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('A is the monarch.');
    const r = resolved(text);
    expect(r.cards('A')).toMatchObject({ hand: 1, library: 2 });
    expect(r.steps('en')).toContain("A is the monarch: their ability “at the beginning of the monarch's end step, draw a card” triggers. [722.2 · 513.1a]");
    expect(r.steps('ja')).toContain('Aが統治者になる。');
    expect(r.steps('fr')).toContain('A devient le monarque.');
  });

  it('combat damage to the monarch makes the attacker\'s controller the monarch (722.2, 722.3)', async () => {
    const text = 'mtg ; B monarch=yes ; A: w=Grizzly Bears ; B: p=Palace Sentinels ; attack w';
    const out = await reply(text);
    expect(out).toContain('A is the monarch.');
    const r = resolved(text);
    expect(r.steps('en')).toContain('Grizzly Bears (w) dealt combat damage to B, the monarch: their ability triggers, and A will become the monarch.');
    expect(r.steps('en')).toContain('the monarch (B): A becomes the monarch; B no longer is. [722.1 · 722.3]');
    expect(r.steps('fr')).toContain('A devient le monarque ; B ne l\'est plus.');
  });

  it('a blocked attacker steals nothing; monarch takes only yes', async () => {
    const r = resolved('mtg ; B monarch=yes ; A: w=Grizzly Bears ; B: p=Palace Sentinels ; attack w ; block p>w');
    expect(r.steps('en')).not.toContain('becomes the monarch');
    expect(await reply('mtg ; B monarch=3 ; A: w=Grizzly Bears ; B: x=0/1')).toContain('“3”: monarch takes yes');
  });
});

describe.skipIf(!REFERENCE_CARDS)('partner with [name], from real cards by name (702.124i)', () => {
  it('Blaring Recruiter: the deck-building half is kept and said unused; its enters half lets the targeted player fetch Blaring Captain', async () => {
    const text = 'mtg ; A library=5 ; A: c=Blaring Captain zone=library ; y=0/1 ; B: x=0/1 ; cast A r=Blaring Recruiter';
    const out = await reply(text);
    expect(out).toContain('partner-with (enters: may tutor-card name=Blaring_Captain ?player)');
    expect(out).toContain('Blaring Recruiter: partner-with work only from the hand, a graveyard, the stack or deck building (113.6b)');
    expect(resolved(text).obj('c').zone).toBe('hand');
    expect(resolved(text).steps('en')).toContain('A searches their library, reveals Blaring Captain (c) (a card named Blaring Captain), puts it into their hand, then shuffles.');
  });

  it('the player targeted, not the controller, chooses whether to search (608.2d)', () => {
    const r = resolved('mtg ; B library=5 ; A: w=2/2 (activated: may tutor-card name=Blaring_Captain ?player) ; B: x=0/1 ; activate w: B');
    const may = r.r.resolution.choices.find((c) => c.what.key.endsWith('card-effects.may'));
    expect(may?.chooser).toBe('B');
  });
});

describe.skipIf(!REFERENCE_CARDS)('devour, from real cards by name (702.82a)', () => {
  it('Gorger Wurm devours the creatures written devours=…: sacrificed as it enters, a +1/+1 counter for each', async () => {
    const text = 'mtg ; A: s=Grizzly Bears ; t=Grizzly Bears ; B: x=0/1 ; cast A g=Gorger Wurm devours=s,t';
    const out = await reply(text);
    expect(out).toContain('devour:1 devours=s,t');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('A chooses, as Gorger Wurm (g) enters, which creatures to sacrifice to it (devour) — legal: any number of Grizzly Bears (s), Grizzly Bears (t), or none.');
    const r = resolved(text);
    expect(r.obj('s').zone).toBe('graveyard');
    expect(r.obj('g').counters).toMatchObject({ '+1/+1': 2 });
    expect(r.steps('en')).toContain('Gorger Wurm (g) enters with 2 +1/+1 counters for the 2 creatures it devoured, now 7/7. [702.82a · 614.1c · 122.6]');
    expect(r.steps('ja')).toContain('Gorger Wurm (g)が戦場に出るに際し、AはGrizzly Bears (s)を生け贄に捧げる（貪食）。');
    expect(r.steps('fr')).toContain('A sacrifie Grizzly Bears (s) alors que Gorger Wurm (g) arrive (dévorement).');
  });

  it('unwritten, it devours nothing — the choice is shown as assumed', async () => {
    const text = 'mtg ; A: s=Grizzly Bears ; B: x=0/1 ; cast A g=Gorger Wurm';
    expect(await reply(text)).toContain('none (write devours=x,y on it for others) (assumed)');
    const r = resolved(text);
    expect(r.obj('s').zone).toBe('battlefield');
    expect(r.obj('g').counters?.['+1/+1'] ?? 0).toBe(0);
  });
});

describe.skipIf(!REFERENCE_CARDS)("ascend and the city's blessing, from real cards by name (702.131)", () => {
  const nine = 'a=1/1 ; b=1/1 ; c=1/1 ; e=1/1 ; f=1/1 ; g=1/1 ; h=1/1 ; i=1/1 ; j=1/1';
  it('Dusk Charger with nine other permanents: A gets the blessing, and it is 5/5', async () => {
    const text = `mtg ; A: d=Dusk Charger ; ${nine} ; B: x=0/1 ; attack d`;
    const out = await reply(text);
    expect(out).toContain('ascend (static blessing: +2/+2 self)');
    expect(out).not.toContain('not modelled');
    expect(out).toContain("A has the city's blessing.");
    expect(resolved(text).life('B')).toBe(15);
    const r = resolved(text);
    expect(r.steps('en')).toContain("A controls 10 permanents with Dusk Charger (d) on the battlefield (ascend): they get the city's blessing for the rest of the game. [702.131b · 702.131c]");
    expect(r.steps('ja')).toContain('都市の承認を得る');
    expect(r.steps('fr')).toContain('bénédiction de la cité');
  });

  it('Dusk Charger with fewer permanents: no blessing, 3/3; blessing=yes says it was had already', () => {
    expect(resolved('mtg ; A: d=Dusk Charger ; a=1/1 ; B: x=0/1 ; attack d').life('B')).toBe(17);
    expect(resolved('mtg ; A blessing=yes ; A: d=Dusk Charger ; B: x=0/1 ; attack d').life('B')).toBe(15);
  });

  it("Slippery Scoundrel: with the blessing it can't be blocked", async () => {
    const out = await reply('mtg ; A blessing=yes ; A: s=Slippery Scoundrel ; B: x=0/1 ; attack s ; block x>s');
    expect(out).toContain("x can't block Slippery Scoundrel (s): can't be blocked.");
    expect(resolved('mtg ; A: s=Slippery Scoundrel ; B: x=0/1 ; attack s ; block x>s').life('B')).toBe(20);
  });
});

describe.skipIf(!REFERENCE_CARDS)('exert, from real cards by name (701.39)', () => {
  it('Hooded Brawler: exerted as it attacks (the choice shown), its "When you do" gives +2/+2', async () => {
    const text = 'mtg ; A: h=Hooded Brawler ; B: x=0/1 ; attack h';
    const out = await reply(text);
    expect(out).toContain('exert (exerted: +2/+2 self)');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('A chooses whether to exert Hooded Brawler (h) as it attacks');
    const r = resolved(text);
    expect(r.life('B')).toBe(15);
    expect(r.steps('en')).toContain("A exerts Hooded Brawler (h) as it attacks: it won't untap during A's next untap step (after this turn)");
    expect(r.steps('en')).toContain('[701.39d · 607.2h]');
    expect(r.steps('ja')).toContain('AはHooded Brawler (h)を消耗させる'.replace('AはH', 'Aは攻撃に際してH'));
    expect(r.steps('fr')).toContain('A épuise Hooded Brawler (h) alors qu\'elle attaque');
  });

  it('Vizier of the True: whenever its controller exerts a creature, it taps a creature an opponent controls', () => {
    const r = resolved('mtg ; A: v=Vizier of the True ; h=Hooded Brawler ; B: x=Grizzly Bears ; attack h');
    expect(r.obj('x').tapped).toBe(true);
    expect(r.steps('en')).toContain('(whenever its controller exerts a creature)');
  });

  it('Fervent Paincaster: "{T}, Exert this" is a cost — the exert said, and "whenever you exert" (Vizier of the True) triggers', () => {
    const r = resolved('mtg ; A: p=Fervent Paincaster ; v=Vizier of the True ; B: x=Grizzly Bears ; activate p@2: x');
    expect(r.obj('x')).toMatchObject({ tapped: true, damage: 1 });
    expect(r.steps('en')).toContain("A exerts Fervent Paincaster (p) to pay the cost of its ability: it won't untap during A's next untap step (after this turn). [602.2b · 701.39a]");
    expect(r.steps('fr')).toContain('A épuise Fervent Paincaster (p) pour payer le coût de sa capacité');
  });

  it('no-exert written on it: not exerted, no bonus', () => {
    expect(resolved('mtg ; A: h=Hooded Brawler no-exert ; B: x=0/1 ; attack h').life('B')).toBe(17);
  });

  it('"When you do" after another cost is not read as exert\'s (Numa, Joraga Chieftain keeps its sentence unread)', async () => {
    const out = await reply('mtg ; A: n=Numa, Joraga Chieftain ; B: x=0/1');
    expect(out).not.toContain('exerted');
  });
});

describe.skipIf(!REFERENCE_CARDS)('the initiative, from real cards by name (723)', () => {
  it('Goliath Paladin: A takes the initiative; the venture into Undercity is said and not applied', async () => {
    const text = 'mtg ; A: y=0/1 ; B: x=0/1 ; cast A g=Goliath Paladin';
    const out = await reply(text);
    expect(out).toContain('vigilance (enters: take-initiative you)');
    expect(out).toContain('A has the initiative.');
    const r = resolved(text);
    expect(r.steps('en')).toContain("Taking the initiative, A ventures into Undercity (a dungeon card): dungeons are not modelled, so the room's effect is not applied here. [723.2 · 701.46a · 309.1]");
    expect(r.steps('ja')).toContain('Aがイニシアチブを得る。');
    expect(r.steps('fr')).toContain("A prend l'initiative.");
  });

  it('two creatures hitting the holder: one trigger, and their controller takes the initiative (723.2)', () => {
    const r = resolved('mtg ; B initiative=yes ; A: w=Grizzly Bears ; v=Grizzly Bears ; B: x=0/1 ; attack w,v');
    expect(r.r.resolution.steps.filter((s) => s.key === 'engine-mtg-initiative.step.damage-triggers')).toHaveLength(1);
    expect(r.steps('en')).toContain("A takes the initiative; B no longer has it. [723.1 · 723.3]");
  });
});

describe.skipIf(!REFERENCE_CARDS)('amplify, from real cards by name (702.38a)', () => {
  it('Feral Throwback (amplify 2): a Beast written in hand is revealed, two counters; a Bear is not', async () => {
    const text = 'mtg ; A: c=Glowering Rogon zone=hand ; d=Grizzly Bears zone=hand ; y=0/1 ; B: x=0/1 ; cast A a=Feral Throwback';
    const out = await reply(text);
    expect(out).toContain('provoke amplify:2');
    expect(out).toContain('Glowering Rogon (c) (every written card in hand that shares one)');
    const r = resolved(text);
    expect(r.obj('a').counters).toMatchObject({ '+1/+1': 2 });
    expect(r.obj('c').zone).toBe('hand');
    expect(r.steps('en')).toContain('A reveals Glowering Rogon (c) from their hand as Feral Throwback (a) enters (amplify): 2 +1/+1 counters, now 5/5. [702.38a · 701.16a · 614.1c]');
    expect(r.steps('fr')).toContain('A révèle Glowering Rogon (c) de sa main alors que Feral Throwback (a) arrive (amplification)');
    expect(r.steps('ja')).toContain('（増幅）');
  });

  it('no written card in hand shares a type: no counters, the choice says why', async () => {
    const text = 'mtg ; A hand=3 ; A: y=0/1 ; B: x=0/1 ; cast A a=Feral Throwback';
    expect(await reply(text)).toContain('none: no written card in hand shares a creature type with it');
    expect(resolved(text).obj('a').counters?.['+1/+1'] ?? 0).toBe(0);
  });
});
