/**
 * Rules points that real players' questions kept asking and no entry said plainly (content11: the seven entries of
 * rulings/mtg/core-asked-often.yaml, and existing entries that now say their answer). Each is asked here in words
 * that are neither its example questions nor a question of the real-question sets: the reply must be that entry,
 * with confidence — or, where the question is as close to a neighbour, "not sure" offering it first.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

const ANSWERED: [string, string][] = [
  ['Old player coming back: can I still put combat damage on the stack and then sacrifice my blocker to a sac outlet?', 'mtg.combat.damage-not-on-stack'],
  ['I sacrificed a creature to pay for my spell and then it got countered; do I get the creature back?', 'mtg.core.costs-stay-paid'],
  ['I played my land first and then cast a creature with landfall. Does the landfall trigger for the land I already played?', 'mtg.core.trigger-needs-source-present'],
  ['With a mana doubler out, does the extra mana come when I tap the land or only when I spend it?', 'mtg.core.mana-triggers'],
  ['My opponent casts a planeswalker; can I Lightning Bolt it before he gets to activate a loyalty ability?', 'mtg.core.act-before-they-use-it'],
  ["Dans quel ordre s'appliquent les modes d'un sort modal qui renvoie la créature puis lui donne -3/-3 ?", 'mtg.core.resolve-in-one-go'],
  ['パワーが0以下のクリーチャーは戦闘ダメージを与える？', 'mtg.core.negative-power'],
  ['相手がプレインズウォーカーを唱えて解決した直後、忠誠度能力を起動される前にこちらが除去できる？', 'mtg.core.act-before-they-use-it'],
  ["I'm at 3 life and get attacked for 4 while my lifelink blocker deals 2 damage. Do I survive?", 'mtg.lifelink'],
  ['My removal spell also says "draw a card". If the creature is bounced in response, do I still draw?', 'mtg.core.fizzle'],
  ['My opponent and I both control the same legendary creature. Does one of them have to go?', 'mtg.core.legend-rule'],
  ['Can I tap my lands in the beginning phase and keep the mana for my first main phase?', 'mtg.core.mana-pool-empties'],
  ["Can I respond in my opponent's untap step before his creatures untap?", 'mtg.core.untap-step'],
  ["Do I lose the game as soon as my library is empty, or only when I'd draw from it?", 'mtg.core.empty-library'],
  ['Does indestructible save a creature whose toughness drops to 0?', 'mtg.core.zero-toughness'],
  ['A token enters the battlefield tapped and attacking — do its "whenever this attacks" abilities trigger?', 'mtg.combat.enter-attacking'],
  ['Is a face-down morph creature colorless, and does it have a name?', 'mtg.core.face-down'],
  ['When does a Saga with three chapters get sacrificed?', 'mtg.core.sagas'],
  ['Does my cast trigger still resolve if the spell that caused it gets countered?', 'mtg.core.cast-triggers'],
];

describe('recurring real-question topics, answered by the entry that says it', () => {
  it.each(ANSWERED)('%s → %s', (question, id) => {
    expectAnswered(search, question, id);
  });

  it('paying kicker and mana value: answered with the mana-value entry (tagged mana-value since entries24)', () => {
    expectAnswered(search, 'Does paying kicker raise the mana value of the spell for Counterbalance?', 'mtg.core.mana-value');
  });

  it('the new entries cite the paragraphs their answers rest on', () => {
    const kb = loadKnowledgeBase();
    const rules = (id: string) => kb.byId.get(id)!.citations.map((c) => c.rule);
    expect(rules('mtg.combat.damage-not-on-stack')).toContain('510.2');
    expect(rules('mtg.core.resolve-in-one-go')).toEqual(expect.arrayContaining(['608.2c', '608.2n']));
    expect(rules('mtg.core.costs-stay-paid')).toEqual(expect.arrayContaining(['601.2h', '701.5b']));
    expect(rules('mtg.core.act-before-they-use-it')).toContain('117.3b');
  });
});
