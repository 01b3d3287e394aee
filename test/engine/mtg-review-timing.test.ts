/**
 * Positions from an outside review of casting timing, targeting restrictions, redirection, the historical rulesets
 * and the kernel they plug into. Each test is a position where the engine's answer (or the way the reply said it)
 * was wrong before the fix next to it; the test asserts what the user sees.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { renderCheck, renderParseErrors } from '../../commands/render/resolution.ts';
import { object, ok } from './helpers.ts';

const text = (r: ReturnType<typeof ok>, locale: 'en' | 'ja' | 'fr' = 'en') =>
  renderCheck(r, locale)
    .map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name}\n${f.value}`)].join('\n'))
    .join('\n');

describe('review: how a pump reads in the trace', () => {
  it('Giant Growth in response to a Shock, then protection: the trace says +3/+3, not "gets 3/3" (a base change)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock red instant: damage 2 x ; cast B Giant Growth green instant: +3/+3 x ; cast B Gods Willing white instant: gain pro:red x');
    expect(object(r, 'x')).toMatchObject({ zone: 'battlefield', damage: 0, power: 5, toughness: 5 });
    const en = text(r);
    expect(en).toContain('x gets +3/+3 until end of turn (now 5/5)');
    expect(en).toContain('Shock does not resolve');
    expect(en).toContain('608.2b');
    expect(text(r, 'fr')).toContain('x gagne +3/+3');
    expect(text(r, 'ja')).toContain('+3/+3の修整');
    const minus = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: -1/-2 x');
    expect(text(minus)).toContain('x gets -1/-2 until end of turn (now 2/1)');
  });
});

describe('review: an ability on the stack is named as an ability, not as its creature (113.1b)', () => {
  it('a dies trigger whose target gains protection in response: "the ability of Blood Pet" does not resolve (608.2b)', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=Blood Pet 2/2 black (dies: damage 1 w) ; cast A Shock red instant: damage 2 x ; resolve ; cast A Gods Willing white instant: gain pro:black w');
    expect(object(r, 'w')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(object(r, 'x').zone).toBe('graveyard');
    const en = text(r);
    expect(en).toContain('In response to the ability of Blood Pet (x), A casts Gods Willing');
    expect(en).toContain('w is no longer a legal target for the ability of Blood Pet (x): protection from black');
    expect(en).toContain('The ability of Blood Pet (x) does not resolve');
    expect(en).not.toMatch(/\n\d+\. Blood Pet \(x\) does not resolve/);
    expect(text(r, 'fr')).toContain('La capacité de Blood Pet (x) ne se résout pas');
    expect(text(r, 'ja')).toContain('Blood Pet (x)の能力は解決されない');
  });

  it("a creature's activated ability that resolves, and a spell cast in response to it", () => {
    const r = ok('mtg ; A: p=Prodigal 1/1 red ; B: x=1/1 ; activate p: damage 1 x ; cast B: exile p');
    expect(object(r, 'x').zone).toBe('graveyard');
    const en = text(r);
    expect(en).toContain("In response to the ability of Prodigal (p), B casts B's spell #1");
    expect(en).toContain('The ability of Prodigal (p) (A) resolves: deal 1 damage to x.');
  });
});

describe('review: the 1998 damage prevention step and deathtouch', () => {
  it('deathtouch damage taken back in the step was never successfully dealt: the attacker survives (1998), dies today', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=1/1 deathtouch ; attack w ; block x>w ; next ; cast A: prevent 1 w ; ruleset 1998');
    expect(object(r, 'w')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(object(r, 'x').zone).toBe('graveyard');
    const en = text(r);
    expect(en).toContain('Historical answer: by the 1998 rules');
    expect(en).toContain('nothing was successfully dealt');
    expect(en).not.toContain('w was dealt damage by a deathtouch source');
    expect(en).toContain("Today's rules give instead: w dies (deathtouch), x dies (lethal damage)");
  });

  it('deathtouch damage only partly taken back still destroys at the end of the step', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=2/2 deathtouch ; attack w ; block x>w ; next ; cast A: prevent 1 w ; ruleset 1998');
    expect(object(r, 'w')).toMatchObject({ zone: 'graveyard' });
    expect(text(r)).toContain('w was dealt damage by a deathtouch source: it is destroyed. [704.5h · 702.2b');
  });
});

describe('review: Pariah, Furnace of Rath and a prevention shield, the player choosing the order (616.1)', () => {
  const pariah = 'mtg ; A: w=3/3 ; f=Furnace of Rath double-damage ; B prevent:2 ; p=Pariah redirect:g ; g=Guardian 2/5 ; attack w>B';

  it('shows every order of the three effects with its result; B is named once as the one choosing for themselves', () => {
    const r = ok(pariah);
    expect(r.resolution.branches).toHaveLength(6);
    expect(object(r, 'g')).toMatchObject({ zone: 'battlefield', damage: 2 });
    const dmg = r.resolution.branches.map((b) => b.final.objects.find((o) => o.id === 'g')!);
    expect(dmg.map((g) => (g.zone === 'graveyard' ? 'dies' : g.damage))).toEqual([2, 2, 4, 'dies', 'dies', 'dies']);
    const en = text(r);
    expect(en).toContain('B, for the damage to them: doubling → prevention → redirection: Guardian (g) survives with 4 damage');
    expect(en).toContain('B, for the damage to them: redirection → doubling → prevention: Guardian (g) dies');
    expect(en).not.toContain('B for B');
    expect(en).toContain('616.1');
    expect(text(r, 'ja')).toContain('B（自分へのダメージ）：倍加 → 軽減 → 移し替え');
    expect(text(r, 'fr')).toContain('B, pour les blessures qui lui sont infligées : doublement → prévention → redirection');
  });

  it('the given order is followed: redirection first moves all 3, then Furnace doubles it on Guardian', () => {
    const r = ok(`${pariah} ; order B: redirect,double,prevent`);
    expect(r.resolution.branches).toHaveLength(0);
    expect(object(r, 'g')).toMatchObject({ zone: 'graveyard', damage: 6 });
  });
});

describe('review: the French reply in response to combat damage on the stack (ruleset 2009)', () => {
  it('Mogg Fanatic sacrificed with damage on the stack: "En réponse à l\'ensemble des blessures", not "à les"', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=Mogg Fanatic 1/1 ; attack w ; block x>w ; next ; activate x: sacrifice self & damage 1 w ; ruleset 2009');
    expect(object(r, 'w')).toMatchObject({ zone: 'battlefield', damage: 2 });
    const fr = text(r, 'fr');
    expect(fr).toContain("En réponse à l'ensemble des blessures de combat sur la pile, B active une capacité de Mogg Fanatic (x)");
    expect(fr).not.toContain('à les');
    expect(fr).toContain('Réponse historique');
  });
});

describe('review: hexproof in Two-Headed Giant (702.11b, 102.3)', () => {
  it("a teammate's Giant Growth may target the hexproof creature: a teammate is not an opponent", () => {
    const r = ok('mtg ; teams A,B vs C,D ; A: w=2/2 hexproof ; C: x=2/2 ; cast B Giant Growth green instant: +3/+3 w ; attack w>C');
    expect(r.resolution.violations).toEqual([]);
    expect(object(r, 'w')).toMatchObject({ power: 5, toughness: 5 });
    expect(text(r)).toContain('Life of team C, D: 30 → 25 (shared)');
  });

  it("the other team's Shock still can't target it", () => {
    const r = ok('mtg ; teams A,B vs C,D ; A: w=2/2 hexproof ; C: x=2/2 ; cast D Shock red instant: damage 2 w ; attack w>C');
    expect(r.resolution.violations.map((v) => v.rules)).toEqual([['601.2c', '702.11b']]);
    expect(object(r, 'w')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(text(r)).toContain("Shock can't target w: hexproof, and the spell or ability is controlled by an opponent of A");
  });
});

describe('review: a noncreature permanent spell is not called summoning sick (302.6)', () => {
  it('a planeswalker, a battle and an enchantment enter without the summoning-sick note; a creature keeps it', () => {
    for (const [text_, id] of [
      ['mtg ; A: w=2/2 ; B: x=2/2 ; cast A j=Jace planeswalker loyalty=3', 'j'],
      ['mtg ; A: w=2/2 ; B: x=2/2 ; cast A s=Invasion battle siege def=4', 's'],
      ['mtg ; A: w=2/2 ; B: x=2/2 ; attack w ; block x>w ; cast B e=Anthem enchantment flash (static: +1/+1 creatures yours)', 'e'],
    ] as const) {
      const r = ok(text_);
      expect(object(r, id).zone).toBe('battlefield');
      const en = text(r);
      expect(en).toMatch(/resolves and enters the battlefield under [AB]'s control\. \[608\.3a\]/);
      expect(en).not.toContain('summoning sick');
      expect(text(r, 'fr')).not.toContain("mal d'invocation");
      expect(text(r, 'ja')).not.toContain('召喚酔い');
    }
    const viper = ok('mtg ; A: w=Wurm 6/6 ; B: x=1/1 ; attack w ; cast B v=Ambush Viper 2/1 deathtouch flash ; block v>w');
    expect(text(viper)).toContain("Ambush Viper (v) resolves and enters the battlefield under B's control (summoning sick). [608.3a · 302.6]");
  });
});

describe('review: two different rulesets are an error, not a silent first-one-wins', () => {
  it('points at the second ruleset word, in every language', () => {
    const r = checkScenario('mtg ; A: w=2/2 ; B: x=2/2 ; ruleset 1998 ; ruleset 2009');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ key: 'engine-mtg.review.parse.ruleset-twice', col: 'mtg ; A: w=2/2 ; B: x=2/2 ; ruleset 1998 ; ruleset '.length + 1 });
    expect(renderParseErrors(r.text, r.errors, 'en')).toContain('A second ruleset, “2009”: the scenario already says “ruleset 1998”');
    expect(renderParseErrors(r.text, r.errors, 'fr')).toContain('Deuxième jeu de règles, « 2009 »');
    expect(renderParseErrors(r.text, r.errors, 'ja')).toContain('2つ目のルール指定「2009」');
  });

  it('the same ruleset written twice, in two spellings, is still fine', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; ruleset 1998 ; ruleset urza');
    expect(text(r)).toContain('Historical answer: by the 1998 rules');
  });
});

describe('review: the active player when the attacker was stolen first (117.1a, 307.1)', () => {
  it('Act of Treason as a sorcery, then attacking with the stolen Craw Wurm: A is the active player, the cast is legal', () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=Craw Wurm 6/4 ; cast A Act of Treason red sorcery: control A x & gain haste x ; attack x>B');
    expect(r.resolution.violations).toEqual([]);
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(14);
    expect(text(r)).toContain('B: 20 → 14 life');
  });

  it("then B's sorcery in that main phase is the one cast out of turn", () => {
    const r = ok('mtg ; A: z=1/1 ; B: x=Craw Wurm 6/4 ; cast B Flame Slash red sorcery: damage 1 z ; cast A Act of Treason red sorcery: control A x & gain haste x ; attack x>B');
    expect(r.resolution.stopped).toBe(true);
    expect(text(r)).toContain("B can't cast Flame Slash: it is a sorcery, which only the active player (A) may cast");
  });
});

describe('review: APNAP order of main-phase triggers follows the turn, not the order players are listed (603.3b)', () => {
  const body = 'cast A: damage 2 w,x ; resolve ; attack v>B';
  it('A attacks later this turn, so A is active from the start: B’s trigger goes on the stack last and resolves first', () => {
    for (const text_ of [
      `mtg ; B: x=2/2 (dies: damage 2 A) ; A life=2 ; w=2/2 (dies: gain-life 2 you) ; v=3/3 ; ${body}`,
      `mtg ; A life=2 ; w=2/2 (dies: gain-life 2 you) ; v=3/3 ; B: x=2/2 (dies: damage 2 A) ; ${body}`,
    ]) {
      const r = ok(text_);
      const a = r.resolution.final.players.find((p) => p.id === 'A')!;
      expect(a).toMatchObject({ life: 0, lost: true });
      const en = text(r);
      expect(en.indexOf('A puts the ability of w on the stack')).toBeLessThan(en.indexOf('B puts the ability of x on the stack'));
    }
  });
});

describe("review: today's line in a historical answer shows no branches, so it does not say “see below”", () => {
  it('1998 Furnace of Rath and a Healing Salve on the blocker: APNAP then, the blocker’s controller chooses today (616.1)', () => {
    const r = ok('mtg ; A: w=3/3 ; f=Furnace double-damage ; B: x=2/2 ; attack w ; block x>w ; cast B Healing Salve: prevent 3 x ; ruleset 1998');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(r.resolution.branches).toEqual([]);
    const en = text(r);
    expect(en).toContain("Today's rules give instead: w dies (lethal damage), this is with the usual order; B may choose another, which changes the result (616.1)");
    expect(en).not.toContain('see below');
    expect(text(r, 'fr')).not.toContain('voir plus bas');
    expect(text(r, 'ja')).not.toContain('下記参照');
  });

  it('the same for an order of triggered abilities (603.3b)', () => {
    const r = ok('mtg ; A: w=1/1 (dies: damage 2 y) ; v=Observer 1/1 (creature-dies: put 1 +1/+1 y) ; y=2/2 ; B: z=1/1 ; cast B: destroy w ; ruleset 1998');
    const en = text(r);
    expect(en).toContain('this is with one order of the triggered abilities; A may choose another, which changes the result (603.3b)');
    expect(en).not.toContain('see below');
  });
});

describe('review: flash written after a spell card type points to where flash goes', () => {
  it('“cast B Shock red instant flash” blames the word flash, not the card type, in every language', () => {
    const t = 'mtg ; A: w=2/2 ; B: x=2/2 ; cast B Shock red instant flash: damage 2 w';
    const r = checkScenario(t);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ key: 'engine-mtg.review.parse.flash-on-spell', col: t.indexOf('flash') + 1 });
    expect(renderParseErrors(t, r.errors, 'en')).toContain('flash is written on a permanent spell');
    expect(renderParseErrors(t, r.errors, 'fr')).toContain("le flash s'écrit sur un sort de permanent");
    expect(renderParseErrors(t, r.errors, 'ja')).toContain('瞬速はパーマネント呪文に書きます');
  });

  it('a spell named Flash (capitalised) stays a name', () => {
    expect(ok('mtg ; A: w=2/2 ; B: x=2/2 ; cast B Flash: damage 2 w').resolution.violations).toEqual([]);
  });
});

describe('review: a flash creature cast after blockers (or attackers) are declared', () => {
  it('written between two block groups, it still can’t block: the reply says why (509.1a), not "not cast yet"', () => {
    for (const t of [
      'mtg ; A: w=3/3 ; B: x=1/1 ; attack w ; block x>w ; cast B v=Viper 2/1 deathtouch flash ; block v>w',
      'mtg ; A: w=3/3 ; B: x=1/1 ; attack w ; next ; cast B v=Viper 2/1 deathtouch flash ; block v>w',
    ]) {
      const r = ok(t);
      expect(r.resolution.stopped).toBe(true);
      expect(r.resolution.violations.map((v) => v.key)).toEqual(['engine-mtg.review.violation.cast-after-block']);
      const en = text(r);
      expect(en).toContain('Viper (v) is cast only after blockers are declared: all blocks are declared at once as the declare blockers step begins');
      expect(en).toContain('509.1a');
      expect(en).not.toContain('not cast yet');
      expect(text(r, 'fr')).toContain("Viper (v) n'est lancée qu'après la déclaration des bloqueurs");
      expect(text(r, 'ja')).toContain('Viper (v)はブロック・クリーチャー指定の後に唱えられている');
    }
  });

  it('a haste creature flashed in after attackers are declared can’t attack (508.1a)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 ; attack w ; cast A v=Viper 2/1 flash haste ; attack v');
    expect(r.resolution.violations.map((v) => v.rules)).toEqual([['508.1a', '601.2']]);
    expect(text(r)).toContain('Viper (v) is cast only after attackers are declared');
  });
});
