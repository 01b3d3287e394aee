/**
 * Instants and sorceries cast by card name, eighth stretch (#31, oracle8d): what the reader reads now, through the
 * real command path, with a card table imported from the reference pool at run time (../shared/reference). Each test
 * names a real card and checks what a user sees: the reply, the trace's rule citations, or the final state.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { reply, resolved, steps } = useCardCheck('rulebot-spells8d-');

describe.skipIf(!REFERENCE_CARDS)('a target limited by power or toughness: "target creature with power 4 or greater"', () => {
  it('Smite the Monstrous destroys the only creature with power 4 or greater, the choice shown with its limit', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=5/5 ; y=2/2 ; cast A Smite the Monstrous ; resolve';
    const { obj, r } = resolved(text);
    expect(r.canonical).toContain('destroy ?creature/power>=4');
    expect([obj('x').zone, obj('y').zone, obj('w').zone]).toEqual(['graveyard', 'battlefield', 'battlefield']);
    const choice = r.resolution.choices.find((c) => c.rules.includes('601.2c'))!;
    expect(choice.rules).toEqual(['601.2c', '115.1']);
    const out = await reply(text);
    expect(out).toContain('target creature with power 4 or greater');
    expect(out).not.toMatch(/\by\b.*\bx\b.*each/);
  });

  it('a creature too small is refused as its target (601.2c), in en, ja and fr', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=5/5 ; y=2/2 ; cast A Smite the Monstrous: y ; resolve';
    const r = resolved(text);
    expect(r.violations).toEqual(['engine-mtg.targets.violation.wrong-kind']);
    expect(r.obj('y').zone).toBe('battlefield');
    expect(await reply(text)).toContain('y is not target creature with power 4 or greater');
    expect(await reply(text, 'ja')).toContain('パワーが4以上');
    expect(await reply(text, 'fr')).toContain('avec une force de 4 ou plus');
  });

  it('shrunk below the limit in response, the target is illegal as the spell resolves (608.2b)', () => {
    const text = 'mtg ; A: w=2/2 ; B: x=5/5 ; cast A Smite the Monstrous: x ; cast B: -2/-2 x ; resolve ; resolve';
    const { obj } = resolved(text);
    expect(obj('x').zone).toBe('battlefield');
    const trace = steps(text);
    expect(trace).toContain('x is no longer target creature with power 4 or greater');
    expect(trace).toContain('608.2b');
  });

  it('Reave Soul destroys a creature with power 3 or less; Pillar of Light exiles one with toughness 4 or greater', () => {
    const reave = resolved('mtg ; A: w=2/2 ; B: x=5/5 ; y=3/3 ; cast A Reave Soul ; resolve');
    expect(reave.r.canonical).toContain('destroy ?creature/power<=3');
    expect([reave.obj('x').zone, reave.obj('y').zone]).toEqual(['battlefield', 'graveyard']);
    const pillar = resolved('mtg ; A: w=2/2 ; B: x=1/5 ; y=4/3 ; cast A Pillar of Light ; resolve');
    expect(pillar.r.canonical).toContain('exile ?creature/toughness>=4');
    expect([pillar.obj('x').zone, pillar.obj('y').zone]).toEqual(['exile', 'battlefield']);
  });

  it('with no creature that fits, the spell can\'t be cast: it says so', async () => {
    const text = 'mtg ; A: w=2/2 ; B: y=2/2 ; cast A Smite the Monstrous ; resolve';
    const r = resolved(text);
    expect(r.violations).toEqual(['engine-mtg.targets.violation.none']);
    expect(await reply(text)).toContain('needs target creature with power 4 or greater');
  });

  it('written in the notation (`?creature/power>=4`, `/パワー<=2`); a bad limit is refused with a caret', () => {
    const r = checkScenario('mtg ; A: w=2/2 ; B: x=5/5 ; y=2/2 ; cast A: destroy ?creature/パワー<=2 ; resolve');
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.resolution.final.objects.find((o) => o.id === 'y')!.zone).toBe('graveyard');
    expect(r.canonical).toContain('destroy ?creature/power<=2');
    const given = checkScenario('mtg ; A: w=2/2 ; B: x=5/5 ; cast A: destroy ?creature/power>=4=x ; resolve');
    expect(given.ok && given.resolution.final.objects.find((o) => o.id === 'x')!.zone).toBe('graveyard');
    const bad = checkScenario('mtg ; A: w=2/2 ; B: x=5/5 ; cast A: destroy ?creature/strength>=4');
    expect(!bad.ok && bad.errors[0]).toMatchObject({ key: 'engine-mtg-bounds.parse.bad-bound', col: 55, length: 11 });
  });
});

describe.skipIf(!REFERENCE_CARDS)('every permanent of some card types (608.2j): "Destroy all enchantments", "all nonland permanents"', () => {
  it('Tranquility destroys every enchantment and nothing else, and the trace names the set', async () => {
    const text = 'mtg ; A: w=2/2 ; e=Pacifism ; B: x=5/5 ; l=Island ; cast A Tranquility ; resolve';
    const { obj, r } = resolved(text);
    expect(r.canonical).toContain('destroy all type=enchantment');
    expect([obj('e').zone, obj('w').zone, obj('x').zone, obj('l').zone]).toEqual(['graveyard', 'battlefield', 'battlefield', 'battlefield']);
    const trace = steps(text);
    expect(trace).toContain('Tranquility (A) resolves: destroy each enchantment.');
    expect(trace).toContain('Tranquility destroys Pacifism (e).');
    expect(steps(text, 'ja')).toContain('エンチャントすべてを破壊する');
    expect(steps(text, 'fr')).toContain('chaque enchantement');
  });

  it('Armageddon destroys each land and leaves creatures; Flashfires destroys the Plains only (a land type, 205.3i)', () => {
    const arma = resolved('mtg ; A: w=2/2 ; f=Forest ; B: x=5/5 ; l=Island ; cast A Armageddon ; resolve');
    expect([arma.obj('f').zone, arma.obj('l').zone, arma.obj('w').zone]).toEqual(['graveyard', 'graveyard', 'battlefield']);
    const fires = resolved('mtg ; A: f=Forest ; B: l=Island ; p=Plains ; cast A Flashfires ; resolve');
    expect(fires.r.canonical).toContain('destroy all type=land subtype=Plains');
    expect([fires.obj('p').zone, fires.obj('l').zone, fires.obj('f').zone]).toEqual(['graveyard', 'battlefield', 'battlefield']);
  });

  it('Planar Cleansing destroys each nonland permanent; Akroma\'s Vengeance each artifact, creature and enchantment', () => {
    const text = 'mtg ; A: w=2/2 ; e=Pacifism ; B: x=5/5 ; l=Island ; cast A Planar Cleansing ; resolve';
    const cleanse = resolved(text);
    expect(cleanse.r.canonical).toContain('destroy all type=nonland');
    expect([cleanse.obj('w').zone, cleanse.obj('e').zone, cleanse.obj('x').zone, cleanse.obj('l').zone]).toEqual(['graveyard', 'graveyard', 'graveyard', 'battlefield']);
    expect(steps(text)).toContain('destroy each nonland permanent');
    const vengeance = resolved('mtg ; A: e=Pacifism ; B: x=5/5 ; l=Island ; cast A Akroma\'s Vengeance ; resolve');
    expect(vengeance.r.canonical).toContain('destroy all type=artifact+creature+enchantment');
    expect([vengeance.obj('e').zone, vengeance.obj('x').zone, vengeance.obj('l').zone]).toEqual(['graveyard', 'graveyard', 'battlefield']);
  });

  it('Upheaval returns every permanent to its owner\'s hand; Evacuation every creature', () => {
    const up = resolved('mtg ; A: w=2/2 ; f=Forest ; B: x=5/5 ; e=Pacifism ; cast A Upheaval ; resolve');
    expect(up.r.canonical).toContain('bounce all type=permanent');
    expect(['w', 'f', 'x', 'e'].map((id) => up.obj(id).zone)).toEqual(['hand', 'hand', 'hand', 'hand']);
    const evac = resolved('mtg ; A: w=2/2 ; f=Forest ; B: x=5/5 ; cast A Evacuation ; resolve');
    expect([evac.obj('w').zone, evac.obj('x').zone, evac.obj('f').zone]).toEqual(['hand', 'hand', 'battlefield']);
  });

  it('Retribution of the Meek destroys each creature with power 4 or greater, and it can\'t be regenerated (701.15c)', () => {
    const text = 'mtg ; A: w=2/2 ; B: x=5/5 ; y=4/1 ; z=3/3 ; cast A Retribution of the Meek ; resolve';
    const { obj, r } = resolved(text);
    expect(r.canonical).toContain('bury creatures power>=4');
    expect([obj('x').zone, obj('y').zone, obj('z').zone, obj('w').zone]).toEqual(['graveyard', 'graveyard', 'battlefield', 'battlefield']);
    expect(steps(text)).toContain('each creature with power 4 or greater');
  });

  it('written in the notation: `destroy all type=artifact+land`; a word that is not a card type is refused with a caret', () => {
    const r = checkScenario('mtg ; A: w=2/2 ; f=Forest land ; B: s=Sol Ring artifact ; cast A: destroy all type=artifact+land ; resolve');
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const zone = (id: string) => r.resolution.final.objects.find((o) => o.id === id)!.zone;
    expect([zone('f'), zone('s'), zone('w')]).toEqual(['graveyard', 'graveyard', 'battlefield']);
    const bad = checkScenario('mtg ; A: w=2/2 ; cast A: destroy all type=artifact+lnd');
    expect(!bad.ok && bad.errors[0]).toMatchObject({ key: 'engine-mtg-permanents.parse.bad-type', col: 52, length: 3 });
  });
});

describe.skipIf(!REFERENCE_CARDS)('cards in graveyards by card type, and token copies', () => {
  it('Hymn of Rebirth puts a creature card from any graveyard onto the battlefield under its caster\'s control (110.2)', async () => {
    const text = 'mtg ; A: w=2/2 ; B: g=Craw Wurm zone=graveyard ; cast A Hymn of Rebirth ; resolve';
    const { obj, r } = resolved(text);
    expect(r.canonical).toContain('reanimate ?creature-card-in-a-graveyard');
    expect(obj('g').zone).toBe('battlefield');
    expect(steps(text)).toContain("from B's graveyard under A's control: a new object. [400.7 · 110.2]");
  });

  it('Ashen Powder takes only an opponent\'s creature card: its caster\'s own is not a legal target', () => {
    const r = resolved('mtg ; A: g=Grizzly Bears zone=graveyard ; B: h=Hill Giant zone=graveyard ; cast A Ashen Powder ; resolve');
    expect([r.obj('h').zone, r.obj('g').zone]).toEqual(['battlefield', 'graveyard']);
    const own = resolved('mtg ; A: g=Grizzly Bears zone=graveyard ; B life=20 ; cast A Ashen Powder ; resolve');
    expect(own.violations).toEqual(['engine-mtg.targets.violation.none']);
  });

  it('Nature\'s Spiral returns a permanent card to its caster\'s hand; with none there it can\'t be cast, said in en, ja, fr', async () => {
    const spiral = resolved('mtg ; A: e=Pacifism zone=graveyard ; g=Grizzly Bears zone=graveyard ; cast A Nature\'s Spiral: e ; resolve');
    expect(spiral.r.canonical).toContain('return ?permanent-card-in-your-graveyard=e');
    expect([spiral.obj('e').zone, spiral.obj('g').zone]).toEqual(['hand', 'graveyard']);
    const text = 'mtg ; A: w=2/2 ; B: g=Grizzly Bears zone=graveyard ; cast A Nature\'s Spiral ; resolve';
    expect(resolved(text).violations).toEqual(['engine-mtg.targets.violation.none']);
    expect(await reply(text)).toContain('target permanent card from your graveyard');
    expect(await reply(text, 'ja')).toContain('あなたの墓地にある対象のパーマネント・カード');
    expect(await reply(text, 'fr')).toContain('une carte de permanent ciblée de votre cimetière');
  });

  it('Quasiduplicate creates a token copy of a creature its caster controls (707.2)', () => {
    const text = 'mtg ; A: w=Grizzly Bears ; B: x=5/5 ; cast A Quasiduplicate ; resolve';
    const { r } = resolved(text);
    expect(r.canonical).toContain('create-copy ?your-creature');
    const token = r.resolution.final.objects.find((o) => o.id === 'token1')!;
    expect([token.power, token.toughness, token.zone]).toEqual([2, 2, 'battlefield']);
    expect(steps(text)).toContain('a token that is a copy of Grizzly Bears (w). [111.1 · 707.2]');
  });
});

describe.skipIf(!REFERENCE_CARDS)('pumps with a keyword on several targets or "until end of turn" first; damage to creatures and planeswalkers; regenerating a set', () => {
  it('Coordinated Assault gives +1/+0 and first strike to up to two creatures of its caster', () => {
    const { obj, r } = resolved('mtg ; A: w=2/2 ; v=1/1 ; B: x=5/5 ; cast A Coordinated Assault ; resolve ; attack w ; block x>w');
    expect(r.canonical).toContain('+1/+0 ?creature:0-2 & gain first-strike that');
    expect([obj('w').power, obj('v').power, obj('x').power]).toEqual([3, 2, 5]);
  });

  it('Armor of Shadows ("Until end of turn, target creature gets +1/+0 and gains indestructible") saves it from Wrath of God', () => {
    const { obj } = resolved('mtg ; A: w=2/2 ; B: x=5/5 ; cast A Armor of Shadows: w ; resolve ; cast A Wrath of God ; resolve');
    expect([obj('w').zone, obj('x').zone]).toEqual(['battlefield', 'graveyard']);
  });

  it('Distortion Strike: its creature can\'t be blocked this turn — a block on it is refused (509.1b)', () => {
    const r = resolved('mtg ; A: w=2/2 ; B: x=5/5 ; cast A Distortion Strike: w ; resolve ; attack w ; block x>w');
    expect(r.violations).toEqual(['engine-mtg.violation.block-restriction']);
  });

  it('Storm\'s Wrath deals 4 damage to each creature and each planeswalker, at once', () => {
    const text = 'mtg ; A: w=2/2 ; B: x=5/5 ; p=Jace Beleren ; cast A Storm\'s Wrath ; resolve';
    const { obj } = resolved(text);
    expect([obj('w').zone, obj('x').zone, obj('p').zone]).toEqual(['graveyard', 'battlefield', 'graveyard']);
    expect(steps(text)).toContain('deal 4 damage to each creature or planeswalker');
  });

  it('Wrap in Vigor regenerates each creature its caster controls: lethal damage taps them instead (701.15a)', () => {
    const { obj } = resolved('mtg ; A: w=2/2 ; B: x=1/1 ; cast A Wrap in Vigor ; resolve ; cast A: damage 5 w,x ; resolve');
    expect([obj('w').zone, obj('w').tapped, obj('x').zone]).toEqual(['battlefield', true, 'graveyard']);
  });
});

describe.skipIf(!REFERENCE_CARDS)('copying a spell (707.10): "Copy target instant or sorcery spell. You may choose new targets for the copy."', () => {
  it('Twincast copies its caster\'s Lightning Bolt: the copy resolves first, keeps the target, and ceases to exist (707.10a)', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Lightning Bolt: x ; cast A Twincast ; resolve ; resolve ; resolve';
    const { obj, r } = resolved(text);
    expect(r.canonical).toContain('copy-spell-new-targets ?instant-or-sorcery-spell');
    expect(obj('x').zone).toBe('graveyard');
    const trace = steps(text);
    expect(trace).toContain('Twincast: A puts a copy of Lightning Bolt on the stack, above it');
    expect(trace).toContain('Lightning Bolt (copy1) (A) resolves: deal 3 damage to x.');
    expect(trace).toContain('a copy has no card, so it ceases to exist instead of going to a graveyard. [707.10a · 704.5e]');
    // only the two cards go to a graveyard; the copy is not a card
    expect(r.resolution.final.spells!.map((s) => s.label)).toEqual(['Twincast', 'Lightning Bolt']);
    const choice = r.resolution.choices.find((c) => c.rules.includes('707.10c'))!;
    expect(choice.chooser).toBe('A');
    expect(await reply(text)).toContain('the same targets: x');
  });

  it('copying an opponent\'s Lightning Bolt aimed at its own creature, the copier points the copy at the opponent instead', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast B Lightning Bolt: w ; cast A Twincast ; resolve ; resolve ; resolve';
    const { obj, life } = resolved(text);
    expect([life('B'), obj('w').zone]).toEqual([17, 'graveyard']);
    expect(await reply(text)).toContain('new targets: B');
    expect(await reply(text, 'ja')).toContain('新しい対象：B');
    expect(await reply(text, 'fr')).toContain('de nouvelles cibles : B');
  });

  it('a copy is a spell: Cancel counters it, and the original still resolves', () => {
    const text = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Lightning Bolt: B ; cast A Reverberate ; resolve ; cast B Cancel ; resolve ; resolve';
    const { life } = resolved(text);
    expect(life('B')).toBe(17);
    expect(steps(text)).toContain('Cancel counters Lightning Bolt (copy1): it leaves the stack without resolving');
  });

  it('written in the notation: `copy-spell ?spell` keeps every target of the copy', () => {
    const r = checkScenario('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: damage 2 x ; cast A: copy-spell ?spell ; resolve ; resolve ; resolve');
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.resolution.final.objects.find((o) => o.id === 'x')!.zone).toBe('graveyard');
    expect(r.resolution.choices.some((c) => c.rules.includes('707.10c'))).toBe(false);
  });
});
