/**
 * Untapping, and statics that depend on the turn or on the permanent's own status, read from real cards' Oracle text
 * (tenth stretch, oracle10c): `/check` by card name alone, the engine doing what the card says — an untap step the
 * scenario plays (`untap-step`, 502.3) and "as long as it's your turn / attacking / untapped" (611.3b) — with the trace
 * citing the rule in English, Japanese and French. Cards are read from the reference pool at run time, never copied.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { reply, resolved } = useCardCheck('rulebot-oracle10c-');

describe.skipIf(!REFERENCE_CARDS)('"doesn\'t untap during your untap step" and the untap step (502.3), from real cards', () => {
  it('Colossus of Sardia stays tapped through its controller\'s untap step; a Grizzly Bears beside it untaps and attacks', async () => {
    const s = 'mtg ; A: c=Colossus of Sardia tapped ; g=Grizzly Bears tapped ; B: x=1/1 ; untap-step ; attack g';
    const r = resolved(s);
    expect(r.r.canonical).toContain('c=Colossus of Sardia 9/9 trample tapped no-untap');
    expect(r.obj('c').tapped).toBe(true);
    expect(r.life('B')).toBe(18);
    expect(r.steps('en')).toContain("Colossus of Sardia (c) stays tapped: its own ability says it doesn't untap during its controller's untap step. [502.3]");
    expect(r.steps('en')).toContain('Grizzly Bears (g) untaps. [502.3]');
    expect(r.steps('ja')).toContain('Colossus of Sardia (c)はタップ状態のままである。');
    expect(r.steps('fr')).toContain('Colossus of Sardia (c) reste engagé');
    const out = await reply('mtg ; A: c=Colossus of Sardia tapped ; B: x=1/1 ; untap-step');
    expect(out).toContain('Colossus of Sardia (c) stays tapped through the untap step.');
    expect(await reply('mtg ; A: c=Colossus of Sardia tapped ; B: x=1/1 ; untap-step', 'fr')).toContain("Colossus of Sardia (c) reste engagé pendant l'étape de dégagement.");
  });

  it('Leviathan enters tapped, and its own untap step leaves it so', () => {
    const cast = resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast A l=Leviathan ; resolve');
    expect(cast.obj('l')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(cast.r.canonical).toContain('trample no-untap enters-tapped');
    const later = resolved('mtg ; A: l=Leviathan tapped ; B: x=1/1 ; untap-step');
    expect(later.obj('l').tapped).toBe(true);
    expect(later.steps('en')).toContain('Leviathan (l) stays tapped: its own ability says');
  });

  it('Colossus of Sardia\'s "{9}: Untap it. Activate only during your upkeep": activated first, the turn begins with its upkeep and it can attack; later, it is refused', () => {
    const r = resolved('mtg ; A: c=Colossus of Sardia tapped ; B: x=1/1 ; activate c ; resolve ; attack c');
    expect(r.r.canonical).toContain('(activated upkeep-only: untap self)');
    expect(r.life('B')).toBe(11);
    expect(r.steps('en')).toContain('1. The upkeep step begins: abilities that trigger at the beginning of upkeep trigger now. [503.1 · 603.2b]');
    expect(r.steps('fr')).toContain("L'étape d'entretien commence");
    const late = resolved('mtg ; A: c=Colossus of Sardia tapped ; w=2/2 ; B: x=1/1 ; attack w ; activate c');
    expect(late.obj('c').tapped).toBe(true);
    expect(late.violations).toEqual(['engine-mtg.activation.violation.upkeep-only']);
    expect(late.r.resolution.violations[0]!.rules).toEqual(['602.5', '503.1']);
  });

  it('Rubinia Soulsinger: "you may choose not to untap it" is a choice the reply shows — untapping assumed, stays-tapped for the other', async () => {
    const out = await reply('mtg ; A: r=Rubinia Soulsinger tapped ; B: x=1/1 ; untap-step');
    expect(out).toContain('A may choose not to untap Rubinia Soulsinger (r) during this untap step');
    expect(out).toContain('untaps it (the usual choice; write stays-tapped on it for the other one)');
    expect(resolved('mtg ; A: r=Rubinia Soulsinger tapped ; B: x=1/1 ; untap-step').obj('r').tapped).toBeFalsy();
    const kept = resolved('mtg ; A: r=Rubinia Soulsinger tapped stays-tapped ; B: x=1/1 ; untap-step');
    expect(kept.obj('r').tapped).toBe(true);
    expect(kept.steps('ja')).toContain('AはRubinia Soulsinger (r)をアンタップしないことを選ぶ');
    expect(await reply('mtg ; A: r=Rubinia Soulsinger tapped ; B: x=1/1 ; untap-step', 'fr')).toContain('A peut choisir de ne pas dégager Rubinia Soulsinger (r)');
  });

  it('Crippling Chill: the scenario reaches its target\'s controller\'s next untap step, where it stays tapped while the rest untaps', async () => {
    const s = 'mtg ; A: library=5 ; w=Grizzly Bears ; B: x=Grizzly Bears ; y=Grizzly Bears tapped ; cast A Crippling Chill: x ; resolve ; untap-step';
    const r = resolved(s);
    expect(r.obj('x').tapped).toBe(true);
    expect(r.obj('y').tapped).toBeFalsy();
    const en = r.steps('en');
    expect(en).toContain("The turn ends and the next one begins: B is the active player, starting with their untap step. The scenario stops after this step. [500.1 · 502.3]");
    expect(en).toContain('Grizzly Bears (x) stays tapped: an earlier effect kept it from untapping during this untap step of B. That effect is now used up. [502.3 · 611.2a]');
    expect(r.steps('fr')).toContain('Le tour se termine et le suivant commence : B devient le joueur actif');
    expect(r.steps('ja')).toContain('Bがアクティブ・プレイヤーとなり');
    const out = await reply(s);
    expect(out).toContain('Grizzly Bears (y) untaps during the untap step.');
  });
});

describe.skipIf(!REFERENCE_CARDS)('statics "as long as it\'s your turn / attacking / untapped" (611.3b), from real cards', () => {
  it('Ahn-Crop Invader has first strike on its controller\'s turn: it kills a blocking Grizzly Bears and lives; on the opponent\'s turn both die', () => {
    const mine = resolved('mtg ; A: a=Ahn-Crop Invader ; B: x=Grizzly Bears ; attack a ; block x>a');
    expect(mine.obj('a').zone).toBe('battlefield');
    expect(mine.obj('x').zone).toBe('graveyard');
    expect(mine.steps('en')).toContain('First combat damage step: only first strike and double strike creatures deal damage');
    const theirs = resolved('mtg ; B: a=Ahn-Crop Invader ; A: w=Grizzly Bears ; attack w ; block a>w');
    expect(theirs.obj('a').zone).toBe('graveyard');
    expect(theirs.obj('w').zone).toBe('graveyard');
    expect(theirs.steps('en')).not.toContain('First combat damage step');
  });

  it('Kor Scythemaster has first strike while attacking, not while blocking', async () => {
    const atk = resolved('mtg ; A: k=Kor Scythemaster ; B: x=Grizzly Bears ; attack k ; block x>k');
    expect(atk.obj('k').zone).toBe('battlefield');
    expect(atk.steps('ja')).toContain('先制攻撃');
    expect(atk.steps('fr')).toContain('initiative');
    const blk = resolved('mtg ; B: k=Kor Scythemaster ; A: w=Grizzly Bears ; attack w ; block k>w');
    expect(blk.obj('k').zone).toBe('graveyard');
    expect(await reply('mtg ; A: k=Kor Scythemaster ; B: x=Grizzly Bears ; attack k ; block x>k')).toContain('(static attacking: gain first-strike self)');
  });

  it('Giant Tortoise is 1/4 while untapped (it survives blocking a 3/3) and 1/1 once tapped to attack', () => {
    const blocks = resolved('mtg ; B: t=Giant Tortoise ; A: w=3/3 ; attack w ; block t>w');
    expect(blocks.obj('t')).toMatchObject({ zone: 'battlefield', toughness: 4 });
    const attacks = resolved('mtg ; A: t=Giant Tortoise ; B: x=1/1 ; attack t ; block x>t');
    expect(attacks.obj('t').zone).toBe('graveyard');
  });

  it('Mesa Lynx is 2/3 outside its controller\'s turn, 2/1 on it; the reply shows its size', async () => {
    expect(resolved('mtg ; B: m=Mesa Lynx ; A: w=2/2 ; attack w').obj('m')).toMatchObject({ power: 2, toughness: 3 });
    expect(resolved('mtg ; A: m=Mesa Lynx ; B: x=1/1 ; attack m').obj('m')).toMatchObject({ power: 2, toughness: 1 });
    expect(await reply('mtg ; B: m=Mesa Lynx ; A: w=2/2 ; attack w', 'ja')).toContain('(static not-your-turn: +0/+2 self)');
  });
});

describe.skipIf(!REFERENCE_CARDS)('"If it\'s your turn, scry 2" (the Fated spells), from real cards', () => {
  it('Fated Conflagration scries on its caster\'s turn, not on the opponent\'s — the trace says which in three languages', async () => {
    const mine = resolved('mtg ; A: library=5 ; w=2/2 ; B: x=Grizzly Bears ; cast A Fated Conflagration: x');
    expect(mine.r.canonical).toContain('damage 5 ?creature-or-planeswalker=x & if-your-turn scry 2 you');
    expect(mine.obj('x').zone).toBe('graveyard');
    expect(mine.steps('en')).toContain("Fated Conflagration: it is A's turn, so what it says to do on its controller's turn happens. [608.2c]");
    expect(mine.steps('en')).toContain('A scries 2 (Fated Conflagration)');
    const theirs = resolved('mtg ; B: library=5 ; w=2/2 ; A: x=Grizzly Bears ; y=3/3 ; attack y ; cast B Fated Conflagration: x');
    expect(theirs.obj('x').zone).toBe('graveyard');
    expect(theirs.steps('en')).not.toContain('scries 2 (Fated Conflagration)');
    expect(theirs.steps('fr')).toContain("Fated Conflagration : ce n'est pas le tour de B");
    expect(theirs.steps('ja')).toContain('Bのターンではないので');
    expect(mine.steps('en')).toContain("if it is its controller's turn, A scries 2");
    expect(await reply('mtg ; A: library=5 ; w=2/2 ; B: x=Grizzly Bears ; cast A Fated Conflagration: x')).toContain('effects read from its Oracle text (red instant damage 5 ?creature-or-planeswalker=x & if-your-turn scry 2 you)');
  });
});

describe.skipIf(!REFERENCE_CARDS)('"Lands you control don\'t untap during your next untap step", from a real card', () => {
  it('Bontu\'s Last Reckoning destroys every creature and holds its caster\'s lands, not the opponent\'s, through their next untap step', () => {
    const r = resolved("mtg ; A: l=Forest land tapped ; w=Grizzly Bears ; B: m=Island land tapped ; x=Grizzly Bears ; cast A Bontu's Last Reckoning ; resolve ; untap-step");
    expect(r.r.canonical).toContain('destroy creatures & skip-next-untap all type=land yours');
    expect(r.obj('w').zone).toBe('graveyard');
    expect(r.obj('x').zone).toBe('graveyard');
    const en = r.steps('en');
    expect(en).toContain("Forest (l) doesn't untap during A's next untap step.");
    expect(en).not.toContain("Island (m) doesn't untap");
    // the next turn is B's: B's Island untaps, A's Forest waits for A's own next untap step
    expect(r.obj('m').tapped).toBeFalsy();
    expect(r.obj('l').tapped).toBe(true);
    expect(r.steps('fr')).toContain("Forest (l) ne se dégage pas pendant la prochaine étape de dégagement de A.");
    expect(r.steps('ja')).toContain('Forest (l)はAの次のアンタップ・ステップの間にアンタップしない。');
  });
});

describe.skipIf(!REFERENCE_CARDS)('"This ability triggers only once each turn", from a real card', () => {
  it('Whispering Wizard makes one Spirit for the first noncreature spell of the turn, none for the second', () => {
    const r = resolved('mtg ; A: library=5 ; a=Whispering Wizard ; B: x=1/1 ; cast A: draw 1 A ; resolve ; cast A: draw 1 A');
    expect(r.r.canonical).toContain('(cast-noncreature once: create 1/1 white flying subtypes=Spirit you)');
    expect(r.r.resolution.final.objects.filter((o) => o.id.startsWith('token'))).toHaveLength(1);
    expect(r.steps('en')).toContain('The ability of Whispering Wizard (a) would trigger again, but it triggers only once each turn, and it already has this turn. [603.2]');
    expect(r.steps('fr')).toContain("ne se déclenche qu'une fois par tour");
    expect(r.steps('ja')).toContain('毎ターン1回しか誘発せず');
  });
});

describe.skipIf(!REFERENCE_CARDS)('"as long as it\'s attacking alone / enchanted / equipped" (611.3b), from real cards', () => {
  it('Dream Prowler can\'t be blocked attacking alone, but can beside another attacker', () => {
    const alone = resolved('mtg ; A: p=Dream Prowler ; B: x=2/2 ; attack p ; block x>p');
    expect(alone.r.canonical).toContain('(static attacking-alone: gain unblockable self)');
    expect(alone.violations.length).toBeGreaterThan(0);
    const two = resolved('mtg ; A: p=Dream Prowler ; w=1/1 ; B: x=2/2 ; attack p,w ; block x>p');
    expect(two.violations).toEqual([]);
    expect(two.steps('en')).toContain('B blocks Dream Prowler (p) with x.');
    expect(two.steps('fr')).toContain('Dream Prowler (p)');
  });

  it('Metathran Elite can\'t be blocked while an Aura is attached to it; Dwarfhold Champion is 3/3 only while equipped (3/1 otherwise)', () => {
    const aura = resolved('mtg ; A: m=Metathran Elite ; a=Aura subtypes=Aura attached=m ; B: x=2/2 ; attack m ; block x>m');
    expect(aura.violations.length).toBeGreaterThan(0);
    const bare = resolved('mtg ; A: m=Metathran Elite ; B: x=2/2 ; attack m ; block x>m');
    expect(bare.violations).toEqual([]);
    expect(resolved('mtg ; A: d=Dwarfhold Champion ; e=Sword subtypes=Equipment attached=d ; B: x=1/1').obj('d')).toMatchObject({ toughness: 3 });
    expect(resolved('mtg ; A: d=Dwarfhold Champion ; B: x=1/1').obj('d')).toMatchObject({ toughness: 1 });
  });
});

describe.skipIf(!REFERENCE_CARDS)('"as long as it has a +1/+1 counter on it" (611.3b), from a real card', () => {
  it('Baloth Pup tramples over a chump blocker only once a +1/+1 counter is on it', () => {
    const bare = resolved('mtg ; A: b=Baloth Pup ; B: x=1/1 ; attack b ; block x>b');
    expect(bare.life('B')).toBe(20);
    const grown = resolved('mtg ; A: b=Baloth Pup +1/+1=1 ; B: x=1/1 ; attack b ; block x>b');
    expect(grown.r.canonical).toContain('(static with-counter: gain trample self)');
    expect(grown.life('B')).toBe(17);
    expect(grown.steps('en')).toContain('trample');
  });
});
