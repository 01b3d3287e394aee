/** Magic: The Gathering — a rules kernel (timeline, stack, triggers, layers, combat) by the Comprehensive Rules effective 2025-02-07. */
import type { GameModule } from '../core/game.ts';
import type { Ruleset } from '../core/types.ts';
import { newPlayer, parseDirective, parseObject, parsePlayerAttributes } from './parse.ts';
import { printAction, printObject, printPlayerAttributes } from './print.ts';
import { reorder } from './hints.ts';
import { resolveMtg } from './resolve.ts';
import { teamPlayers, teamOrder } from './teams-syntax.ts';
import type { MtgAction, MtgObject, MtgPlayer, MtgScenario } from './scenario.ts';
import { GAME_NAMES, vocabulary } from './vocabulary.ts';
import { createdIds } from './effects.ts';

export const MTG_RULESET: Ruleset = {
  game: 'mtg',
  source: 'mtg-cr',
  name: 'Comprehensive Rules',
  version: '2025-02-07',
  label: 'Comprehensive Rules 2025-02-07',
};

export const mtg: GameModule<MtgPlayer, MtgObject, MtgAction> = {
  id: 'mtg',
  names: GAME_NAMES,
  ruleset: MTG_RULESET,
  messages: 'engine-mtg',
  syntax: {
    directives: vocabulary.directives,
    playerAttributes: vocabulary.playerAttributes,
    newPlayer,
    parsePlayerAttributes,
    parseObject,
    parseDirective,
    declaredPlayers: (kind, args) => (kind === 'teams' ? teamPlayers(args) : []),
    orderPlayers: (players, actions) => teamOrder(players, actions),
    createdIds,
    printPlayerAttributes,
    printObject,
    printAction,
    reorder,
  },
  resolve: (s) => resolveMtg(s as MtgScenario),
};

export type { MtgScenario, MtgObject, MtgPlayer, MtgAction } from './scenario.ts';
export { vocabulary } from './vocabulary.ts';
