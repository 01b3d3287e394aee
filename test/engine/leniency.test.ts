/**
 * A notation that forgives what people type: player names in any case, `->` and `→` for `>`, a reference to a
 * player that does not exist is an error with the players there are (not a silent third player), and a question
 * typed into /check points at /ruling with the same text.
 */
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../commands/dispatch.ts';
import { tm } from '../../commands/render/resolution.ts';
import { consoleInvocation } from '../../bot/console.ts';
import { createServices } from '../../bot/services.ts';
import { checkScenario, parseScenario } from '../../engine/index.ts';

const canonical = (text: string) => {
  const r = checkScenario(text);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.canonical;
};
const errorsOf = (text: string) => {
  const r = checkScenario(text);
  if (r.ok) throw new Error(`expected errors: ${text}`);
  return r.errors;
};

const TRAMPLE = 'mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w>B ; block x>w';

describe('player names in any case', () => {
  it('lower-case player heads and references read as the declared players, with no error', () => {
    expect(canonical('mtg ; a: w=6/6 trample ; b: x=2/2 ; attack w>b ; block x>w')).toBe(canonical(TRAMPLE));
    expect(canonical('mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w>b ; block x>w')).toBe(canonical(TRAMPLE));
  });

  it('an object id wins over a player of the same letter in another case', () => {
    const r = checkScenario('mtg ; A: w=6/6 ; B: b=2/2 ; attack w>B ; block b>w');
    expect(r.ok && r.scenario.objects.map((o) => o.id)).toEqual(['w', 'b']);
  });

  it('order and protector name players in any case too', () => {
    expect(canonical('mtg ; a: s=battle siege def=3 protector=a ; b: w=2/2 ; attack w>s')).toBe(canonical('mtg ; A: s=battle siege def=3 protector=A ; B: w=2/2 ; attack w>s'));
  });
});

describe('arrows', () => {
  it('-> and → mean >, spaced or not, and errors still point at the typed column', () => {
    for (const text of ['mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w->B ; block x->w', 'mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w -> B ; block x → w', 'mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w→B ; block x→w'])
      expect(canonical(text)).toBe(canonical(TRAMPLE));
    const text = 'mtg ; A: w=6/6 ; B: x=2/2 ; attack w->B ; block q->w';
    const [e] = errorsOf(text);
    expect(text.slice(e!.col - 1, e!.col)).toBe('q');
  });
});

describe('unknown players', () => {
  it('attack w>C with only A and B is an error listing the players, not a third player', () => {
    const text = 'mtg ; A: w=6/6 ; B: x=2/2 ; attack w>C';
    const errors = errorsOf(text);
    expect(errors).toEqual([expect.objectContaining({ key: 'notation.unknown-player', col: text.indexOf('C') + 1, params: { word: 'C', players: 'A, B' } })]);
    expect(tm('en', errors[0]!)).toBe('There is no player “C” in this scenario (players: A, B).');
    expect(tm('ja', errors[0]!)).toContain('プレイヤー「C」はいません');
  });

  it('suggests the closest player name when one is near', () => {
    const [e] = errorsOf('mtg ; Alice: w=6/6 ; Bob: x=2/2 ; attack w>Alise');
    expect(e).toMatchObject({ key: 'notation.unknown-player', suggestion: 'Alice' });
  });

  it('two players may still be implied, and a declared third player is fine', () => {
    expect(checkScenario('mtg ; A: w=2/2 ; attack w>B').ok).toBe(true);
    expect(checkScenario('mtg ; A: w=3/3 ; B: x=2/2 ; C: y=2/2 ; attack w>C ; block y>w').ok).toBe(true);
    // a player declared after it is referenced counts as declared
    expect(parseScenario('mtg ; A: s=Invasion battle siege def=5 protector=B ; w=3/3\nB: x=2/2\nC: y=2/2\nattack w>s\nblock y>w').errors).toEqual([]);
  });
});

describe('prose typed into /check', () => {
  it('is an error that suggests /ruling with the same text, in the user’s language', () => {
    for (const text of ['my creature got blocked by two creatures, what happens', 'トランプルって複数ブロックされたらどうなる?', 'Est-ce que Cull the Weak cible ?']) {
      const errors = errorsOf(text);
      expect(errors).toEqual([expect.objectContaining({ key: 'notation.prose', params: { text } })]);
    }
    expect(tm('fr', errorsOf('est-ce que le piétinement marche avec deux bloqueurs ?')[0]!)).toContain('/ruling');
  });

  it('is not mistaken for notation with a typo in the game name', () => {
    expect(errorsOf('mgt ; A: w=2/2')[0]!.key).toBe('engine.parse.unknown-game');
    expect(errorsOf('magik the gathering')[0]!.key).toBe('engine.parse.unknown-game');
  });

  it('shows in the /check reply', async () => {
    const services = await createServices({ features: [] });
    const view = await runCommand({ services, invocation: consoleInvocation('en') }, 'check', { scenario: 'who can block an attack on a battle?' });
    expect(JSON.stringify(view.sections)).toContain('/ruling: “who can block an attack on a battle?”');
  });
});
