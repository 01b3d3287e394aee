/**
 * Gate Ruler card rules as data (engine/gr/cards.ts): the cards the 2021-10-21 update rules on are a table; the rule
 * loops never match a card's name, and each loop's file declares what it needs of the kernel.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_RULES, RULER_RULES, rulingsAt } from '../../engine/gr/cards.ts';
import { ALL_CITES, R } from '../../engine/gr/cites.ts';
import { ROOT } from './helpers.ts';
import { run, stepsNamed } from './gr-helpers.ts';

const dir = join(ROOT, 'engine', 'gr');
// the notation (words, card data) and the table itself may hold names; the rule loops may not
const words = new Set(['cards.ts', 'vocabulary.ts', 'parse.ts', 'print.ts', 'scenario.ts', 'cites.ts', 'index.ts']);
const loops = readdirSync(dir).filter((f) => f.endsWith('.ts') && !words.has(f));

describe('Gate Ruler card rules', () => {
  it('no rule loop matches a card by its name', () => {
    expect(loops).toEqual(expect.arrayContaining(['resolve.ts', 'gate.ts', 'destruction.ts', 'combat.ts', 'choose.ts', 'damage-zone.ts', 'cost.ts']));
    const names = Object.values(CARD_RULES).flatMap((c) => c.names);
    for (const f of loops) {
      const src = readFileSync(join(dir, f), 'utf8');
      for (const n of names) expect(src.includes(n), `${f}: ${n}`).toBe(false);
      expect(src, f).not.toMatch(/kind === '(overload|dreadnought|trickster)'/);
    }
  });

  it('every card and ruler cites a knowledge-base entry and a section of the update', () => {
    const sections = Object.values(R);
    for (const [id, c] of Object.entries({ ...CARD_RULES, ...RULER_RULES })) {
      expect(ALL_CITES, id).toContain(c.cite);
      expect(sections, id).toContain(c.rule);
    }
  });

  it('a card ruling applies at its moments only, whatever the script of the name', () => {
    expect(rulingsAt('unreducible', 'ルシファー・ザ・ライトブリンガー').cites).toEqual(['gr.card.lucifer-the-lightbringer']);
    expect(rulingsAt('choose', 'ルシファー・ザ・ライトブリンガー').cites).toEqual([]);
    expect(rulingsAt('choose-on-resolution', undefined, '《彼岸花の李狐狸》', '蛇神転生').cites).toEqual(['gr.errata.higanbana-no-rikori', 'gr.card.jashin-tensei']);
  });

  it('the resolver cites a card ruling from the table where the position is that card\'s', () => {
    const plain = run('gr ; A: s=3/3 ; B: x=2/5 ; damage x=5 from=s unreducible ; prevent next 2');
    expect(stepsNamed(plain, 'unreducible')[0]!.cites).toEqual(['gr.damage.cant-reduce']);
    const named = run('gr ; A: l=ルシファー 5/6 ; B: x=2/5 ; damage x=5 from=l unreducible ; prevent next 2');
    expect(stepsNamed(named, 'unreducible')[0]!.cites).toEqual(['gr.damage.cant-reduce', 'gr.card.lucifer-the-lightbringer']);
  });

  it('each rule loop declares the part of the kernel it uses and none imports the kernel', () => {
    for (const f of loops.filter((x) => x !== 'resolve.ts' && x !== 'state.ts' && x !== 'messages.ts')) {
      const src = readFileSync(join(dir, f), 'utf8');
      expect(src, f).toMatch(/^export type \w+Host = Pick<GrHost, /m);
      expect(src, f).not.toMatch(/from '\.\/resolve\.ts'/);
    }
  });
});
