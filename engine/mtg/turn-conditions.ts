/**
 * Static abilities that apply only at some moments (611.3b: a static ability's condition is looked at all the time,
 * not only when something happens): "as long as it's your turn", "… as long as it's attacking", "as long as this is
 * untapped". Written `(static your-turn: gain first-strike self)`; the layer system (engine/mtg/layers.ts) asks the
 * game through `NowOf` whether the condition holds for the ability's source and its controller now.
 */
import type { Recorder } from '../core/trace.ts';
import type { NowCondition } from './scenario.ts';
import type { Source } from './effects.ts';
import type { Perm } from './state.ts';

export const YNS = 'engine-mtg-turn';

/** The words after `static`, by language (accents folded): what each condition is written as. */
const NOW_WORDS: Record<NowCondition, readonly string[]> = {
  'your-turn': ['your-turn', 'votre-tour', 'あなたのターン'],
  'not-your-turn': ['not-your-turn', 'pas-votre-tour', 'あなたのターン以外'],
  attacking: ['attacking', 'attaquante', 'attaquant', '攻撃中'],
  'attacking-alone': ['attacking-alone', 'attaque-seule', '単独で攻撃中'],
  enchanted: ['enchanted', 'enchantee', 'エンチャントされている'],
  equipped: ['equipped', 'equipee', '装備している'],
  'with-counter': ['with-counter', 'avec-marqueur', 'カウンターが置かれている'],
  tapped: ['tapped', 'engagee', 'engage', 'タップ状態'],
  untapped: ['untapped', 'degagee', 'degage', 'アンタップ状態'],
};

const fold = (w: string): string => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const NOW_OF = new Map<string, NowCondition>(Object.entries(NOW_WORDS).flatMap(([k, ws]) => ws.map((w): [string, NowCondition] => [fold(w), k as NowCondition])));

/** `your-turn`, `votre-tour:` …: the condition a word after `static` names (a colon may end it), else undefined. */
export function readNow(word: string): { now: NowCondition; colon: boolean } | undefined {
  const colon = word.endsWith(':');
  const now = NOW_OF.get(fold(colon ? word.slice(0, -1) : word));
  return now ? { now, colon } : undefined;
}

/** What the layer system asks the game: is it the player's turn, is the permanent attacking, tapped? */
export interface NowFacts {
  yourTurn(player: string): boolean;
  attacking(id: string): boolean;
  /** How many creatures attack (attacking alone: it is the only one, 506.5). */
  attackers(): number;
  tapped(id: string): boolean;
  /** An Aura or Equipment is attached to it (303.4, 301.5). */
  attached(id: string, kind: 'Aura' | 'Equipment'): boolean;
  /** +1/+1 counters on it (122.1). */
  plusCounters(id: string): number;
}

/** Does the condition hold now for a static ability of `source`, controlled by `player`? */
export function nowHolds(now: NowCondition, source: string, player: string, facts: NowFacts): boolean {
  switch (now) {
    case 'your-turn':
      return facts.yourTurn(player);
    case 'not-your-turn':
      return !facts.yourTurn(player);
    case 'attacking':
      return facts.attacking(source);
    case 'attacking-alone':
      return facts.attacking(source) && facts.attackers() === 1;
    case 'enchanted':
      return facts.attached(source, 'Aura');
    case 'equipped':
      return facts.attached(source, 'Equipment');
    case 'with-counter':
      return facts.plusCounters(source) > 0;
    case 'tapped':
      return facts.tapped(source);
    case 'untapped':
      return !facts.tapped(source);
  }
}

/** The word before an effect that happens only on its controller's turn ("If it's your turn, scry 2."): `if-your-turn`. */
const IF_YOUR_TURN = new Set(['if-your-turn', 'si-votre-tour', 'si-c-est-votre-tour', 'あなたのターンなら'].map(fold));
export const isIfYourTurn = (word: string): boolean => IF_YOUR_TURN.has(fold(word));

/** "If it's your turn, …" as the effect comes to happen: said either way; whether it happens (608.2c). */
export function yourTurnStep(run: Pick<Recorder, 'steps'>, source: Source, yours: boolean): boolean {
  run.steps.push({ key: `${YNS}.step.${yours ? 'your-turn' : 'not-your-turn'}`, params: { source: source.label, player: source.controller }, cites: [], rules: ['608.2c'] });
  return yours;
}

/**
 * "This ability triggers only once each turn" (the card's own limit on 603.2): true the first time the ability of this
 * object triggers this turn; after that the trace says it doesn't. A new object (400.7) is a new start.
 */
export function firstThisTurn(run: Pick<Recorder, 'steps'>, seen: Set<string>, pe: Perm, ability: number): boolean {
  const key = `${pe.o.id}@${ability}@${pe.moves}`;
  if (!seen.has(key)) {
    seen.add(key);
    return true;
  }
  run.steps.push({ key: `${YNS}.step.once-already`, params: { source: pe.label }, cites: [], rules: ['603.2'] });
  return false;
}
