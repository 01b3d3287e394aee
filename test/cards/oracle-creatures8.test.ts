/**
 * Creatures' printed abilities read from real cards' Oracle text (eighth stretch): `/check` by card name alone, the
 * engine doing what the card says, the trace citing the rule. Cards are read from the reference pool at run time
 * (../shared/reference), never copied.
 */
import { describe, expect, it } from 'vitest';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { check, reply, resolved } = useCardCheck('rulebot-creatures8-');

describe.skipIf(!REFERENCE_CARDS)('"you may … If you do, …" (118.12), from real cards by name', () => {
  it('Academy Raider: after combat damage its controller may discard a card; if they do, they draw one [118.12]', async () => {
    const text = 'mtg ; A hand=2 library=5 ; A: r=Academy Raider ; B: x=1/1 ; attack r';
    const out = await reply(text);
    expect(out).toContain('(combat-damage: may discard 1 you & if-done draw 1 you)');
    expect(out).not.toContain('not modelled');
    const r = resolved(text);
    expect(r.steps('en')).toContain('A discards 1 card; if they do, A draws 1 card.');
    expect(r.cards('A')).toMatchObject({ hand: 2, library: 4, graveyard: 1 });
    expect(r.steps('en')).toContain('the cost before “if you do” was paid, so what follows it happens. [118.12]');
    expect(r.steps('ja')).toContain('「そうしたなら」の前のコストが支払われたので');
    expect(r.steps('fr')).toContain('« si vous faites ainsi » a été payé');
  });

  it('Academy Raider with an empty hand: nothing to discard, so no card is drawn [118.12 · 608.2d]', () => {
    const r = resolved('mtg ; A library=5 ; A: r=Academy Raider ; B: x=1/1 ; attack r');
    expect(r.cards('A')).toMatchObject({ hand: 0, library: 5 });
    expect(r.steps('en')).toContain('was not paid (it couldn\'t be), so nothing that depends on it happens. [118.12 · 608.2d]');
  });

  it('Arrogant Poet: it may pay 2 life as it attacks to gain flying — then Grizzly Bears can\'t block it; with 1 life it can\'t pay [119.4]', async () => {
    const text = 'mtg ; A: p=Arrogant Poet ; B: x=Grizzly Bears ; attack p ; block x>p';
    const out = await reply(text);
    expect(out).toContain('(attacks: may pay-life 2 you & if-done gain flying self)');
    const paid = resolved(text);
    expect(paid.life('A')).toBe(18);
    expect(paid.steps('en')).toContain('A pays 2 life (paid life is lost life). [119.4 · 118.12]');
    expect(paid.violations.length).toBeGreaterThan(0);
    const poor = resolved('mtg ; A life=1 ; A: p=Arrogant Poet ; B: x=Grizzly Bears ; attack p ; block x>p');
    expect(poor.life('A')).toBe(1);
    expect(poor.violations).toEqual([]);
    expect(poor.steps('en')).toContain('A has only 1 life, so they can\'t pay 2 life. [119.4 · 118.12]');
    expect(poor.obj('p').zone).toBe('graveyard');
  });

  it('Estwald Shieldbasher: "you may pay {1}" — mana is not counted, so paying is a choice shown and assumed; it gains indestructible [118.12]', async () => {
    const text = 'mtg ; A: s=Estwald Shieldbasher ; B: x=5/5 ; attack s ; block x>s';
    const out = await reply(text);
    expect(out).toContain('(attacks: may pay-mana 1 you & if-done gain indestructible self)');
    expect(out).toContain('A chooses whether to apply the optional effect of the ability of Estwald Shieldbasher (s): pay-mana 1 A — legal: apply it, or not.');
    expect(out).toContain('Estwald Shieldbasher (s) survives with 5 damage: indestructible');
    const r = resolved(text);
    expect(r.obj('s').zone).toBe('battlefield');
    expect(r.steps('en')).toContain('A pays 1 mana. Mana is not counted in scenarios, so this is assumed to be possible. [118.12 · 118.1]');
  });
});

describe.skipIf(!REFERENCE_CARDS)('threshold: seven or more cards in its controller\'s graveyard (611.3b, 602.5), from real cards by name', () => {
  it('Werebear gets +3/+3 only with seven cards in A\'s graveyard', async () => {
    const text = 'mtg ; A graveyard=7 ; A: w=Werebear ; B: x=1/1 ; attack w';
    const out = await reply(text);
    expect(out).toContain('(static graveyard=7: +3/+3 self)');
    expect(out).not.toContain('not modelled');
    expect(resolved(text).life('B')).toBe(16);
    expect(resolved('mtg ; A graveyard=6 ; A: w=Werebear ; B: x=1/1 ; attack w').life('B')).toBe(19);
  });

  it('Werebear: the seventh card arriving during the scenario — a creature dying, an unnamed card discarded — turns it on', () => {
    const dies = resolved('mtg ; A graveyard=6 ; A: w=Werebear ; y=Grizzly Bears ; B: x=1/1 ; cast B Shock: y ; resolve ; attack w');
    expect(dies.obj('y').zone).toBe('graveyard');
    expect(dies.life('B')).toBe(16);
    const discarded = resolved('mtg ; A graveyard=6 hand=1 ; A: w=Werebear ; B: x=1/1 ; cast A: discard 1 A ; resolve ; attack w');
    expect(discarded.obj('w')).toMatchObject({ power: 4, toughness: 4 });
    expect(discarded.life('B')).toBe(16);
  });

  it('Childhood Horror can\'t block once B has threshold', () => {
    expect(resolved('mtg ; A: x=2/2 ; B graveyard=7 ; B: h=Childhood Horror ; attack x ; block h>x').violations.length).toBeGreaterThan(0);
    expect(resolved('mtg ; A: x=2/2 ; B: h=Childhood Horror ; attack x ; block h>x').violations).toEqual([]);
  });

  it('Krosan Avenger: "Activate only if seven or more cards are in your graveyard" refuses the regeneration without them [602.5]', async () => {
    const text = 'mtg ; A: k=Krosan Avenger ; B: x=Grizzly Bears ; activate k ; cast B Murder: k';
    const out = await reply(text);
    expect(out).toContain('(activated threshold: regenerate self)');
    expect(out).toContain('only while seven or more cards are in A\'s graveyard (threshold), and there are 0');
    expect(resolved(text).obj('k').zone).toBe('graveyard');
    const able = resolved('mtg ; A graveyard=7 ; A: k=Krosan Avenger ; B: x=Grizzly Bears ; activate k ; resolve ; cast B Murder: k');
    expect(able.obj('k').zone).toBe('battlefield');
    expect(able.violations).toEqual([]);
  });
});

describe.skipIf(!REFERENCE_CARDS)('"whenever this blocks a creature [with flying]" (509.3b, 509.3f), from real cards by name', () => {
  it('Ezuri\'s Archers gets +3/+0 blocking Serra Angel (a flyer), not blocking Grizzly Bears', async () => {
    const text = 'mtg ; A: f=Serra Angel ; B: e=Ezuri\'s Archers ; attack f ; block e>f';
    const out = await reply(text);
    expect(out).toContain('(blocks-flying: +3/+0 self)');
    expect(out).not.toContain('not modelled');
    const r = resolved(text);
    expect(r.obj('f').zone).toBe('graveyard');
    expect(r.steps('en')).toContain('triggers (when it blocks a creature with flying). [509.3b · 509.3f]');
    const bears = resolved('mtg ; A: g=Grizzly Bears ; B: e=Ezuri\'s Archers ; attack g ; block e>g');
    expect(bears.obj('e')).toMatchObject({ power: 1 });
    expect(bears.steps('en')).not.toContain('509.3b');
  });

  it('Labyrinth Minotaur: the creature it blocks doesn\'t untap during its controller\'s next untap step ("that creature" is the attacker)', () => {
    const r = resolved('mtg ; A: g=Grizzly Bears ; B: m=Labyrinth Minotaur ; attack g ; block m>g');
    expect(r.steps('en')).toMatch(/Grizzly Bears \(g\) doesn't untap during A's next untap step/);
  });

  it('a creature blocking two attackers triggers once for each (509.3b); "whenever this blocks" triggers once (509.3a)', () => {
    const r = resolved('mtg ; A: a=1/1 ; b=1/1 ; B: w=0/4 block-any (blocks-creature: +1/+0 self) (blocks: gain-life 1 B) ; attack a,b ; block w>a,b');
    expect(r.obj('w')).toMatchObject({ power: 2 });
    expect(r.life('B')).toBe(21);
  });
});

describe.skipIf(!REFERENCE_CARDS)('modal triggered abilities, "When this enters, choose one —" (700.2, 603.3c), from real cards by name', () => {
  it('Knight of Autumn: its modes are read; the reply shows the choice of a mode, the trace follows the first', async () => {
    const text = 'mtg ; A: z=1/1 ; B: x=1/1 ; cast A k=Knight of Autumn ; resolve';
    const out = await reply(text);
    expect(out).toContain('(enters: put 2 +1/+1 self | destroy ?artifact-or-enchantment | gain-life 4 you)');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('A chooses one of the 3 modes of the ability of Knight of Autumn (k) as it is put on the stack — legal: mode 1: put 2 +1/+1 self; mode 2: destroy ?artifact-or-enchantment; mode 3: gain-life 4 you.');
    expect(out).toContain('[700.2 · 603.3c]');
    expect(resolved(text).obj('k')).toMatchObject({ power: 4, toughness: 3 });
    // another mode: the ability written with that mode alone (the scenario's words override the card's)
    const other = resolved('mtg ; A life=10 ; A: z=1/1 ; B: x=1/1 ; cast A k=Knight of Autumn (enters: gain-life 4 you) ; resolve');
    expect(other.life('A')).toBe(14);
    expect(other.obj('k')).toMatchObject({ power: 2, toughness: 1 });
  });

  it('a modal ability written in the notation: an empty mode is refused with a caret', () => {
    const r = check('mtg ; A: w=2/2 (enters: gain-life 1 you | ) ; B: x=1/1');
    expect(r.ok).toBe(false);
  });
});

describe.skipIf(!REFERENCE_CARDS)('"… unless you pay {4} / pay 1 life / discard a card" (118.12), from real cards by name', () => {
  it('Masticore at its controller\'s upkeep: with a card in hand it is discarded and Masticore stays; with none, Masticore is sacrificed', async () => {
    const text = 'mtg ; A hand=1 ; A: m=Masticore ; B: x=1/1 ; attack m';
    const out = await reply(text);
    expect(out).toContain('(your-upkeep: may discard 1 you & if-not-done sacrifice self)');
    const kept = resolved(text);
    expect(kept.obj('m').zone).toBe('battlefield');
    expect(kept.cards('A')).toMatchObject({ hand: 0, graveyard: 1 });
    expect(kept.steps('en')).toContain('the cost was paid, so what happens “unless” it is (or “if you don\'t”) doesn\'t happen. [118.12]');
    const lost = resolved('mtg ; A: m=Masticore ; B: x=1/1 ; attack m');
    expect(lost.obj('m').zone).toBe('graveyard');
    expect(lost.steps('en')).toContain('the cost was not paid (it couldn\'t be), so what happens “unless” it is (or “if you don\'t”) happens. [118.12 · 608.2d]');
    expect(lost.steps('ja')).toContain('「～しない限り」');
  });

  it('Force of Nature: paying {G}{G}{G}{G} is a choice, assumed made — no damage; Carnophage pays 1 life and stays untapped', async () => {
    const out = await reply('mtg ; A: f=Force of Nature ; B: x=1/1 ; attack f');
    expect(out).toContain('(your-upkeep: may pay-mana 4 you & if-not-done damage 8 you)');
    expect(out).toContain('pay-mana 4 A — legal: apply it, or not.');
    const r = resolved('mtg ; A: f=Force of Nature ; B: x=1/1 ; attack f');
    expect(r.life('A')).toBe(20);
    expect(r.life('B')).toBe(12);
    const c = resolved('mtg ; A: c=Carnophage ; B: x=Grizzly Bears ; attack c');
    expect(c.life('A')).toBe(19);
    expect(c.life('B')).toBe(18);
  });
});

describe.skipIf(!REFERENCE_CARDS)('"Any player may activate this ability" (602.2): `activate B w`, from real cards by name', () => {
  it('Quicksilver Wall: B activates it and the Wall returns to A\'s hand; a creature without the words refuses B', async () => {
    const text = 'mtg ; A: w=Quicksilver Wall ; B: x=1/1 ; activate B w';
    const out = await reply(text);
    expect(out).toContain('(activated any-player: bounce self)');
    expect(out).toContain('activate B w');
    const r = resolved(text);
    expect(r.obj('w').zone).toBe('hand');
    expect(r.violations).toEqual([]);
    const refused = await reply('mtg ; A: p=Prodigal Pyromancer ; B: x=1/1 ; activate B p: x');
    expect(refused).toContain('B can\'t activate Prodigal Pyromancer (p)\'s ability: only its controller A may, as it doesn\'t say any player may.');
    expect(refused).toContain('[602.2]');
  });

  it('Oona\'s Prowler: the player who activates it pays its cost — B discards a card from B\'s hand', () => {
    const r = resolved('mtg ; B hand=1 ; A: o=Oona\'s Prowler ; B: x=1/1 ; activate B o ; resolve');
    expect(r.cards('B')).toMatchObject({ hand: 0, graveyard: 1 });
    expect(r.obj('o')).toMatchObject({ power: 1, toughness: 1 });
    expect(resolved('mtg ; A: o=Oona\'s Prowler ; B: x=1/1 ; activate B o').violations).toContain('engine-mtg.activation.violation.nothing-to-discard');
  });
});

describe.skipIf(!REFERENCE_CARDS)('"You gain life equal to the life lost this way" (608.2c), from real cards by name', () => {
  it('Agent of Masks at its controller\'s upkeep: each opponent loses 1 life and A gains what they lost', async () => {
    const text = 'mtg ; A: a=Agent of Masks ; B: x=1/1 ; C: y=1/1 ; attack a>B';
    const out = await reply(text);
    expect(out).toContain('(your-upkeep: lose-life 1 each-opponent & gain-life that-much you)');
    expect(out).not.toContain('not modelled by the engine');
    const r = resolved(text);
    expect(r.life('C')).toBe(19);
    expect(r.life('A')).toBe(22);
  });
});
