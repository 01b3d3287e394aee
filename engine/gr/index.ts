/** Gate Ruler — the rules of the set 3 update of 2021-10-21 (damage executions, destruction, prevention, DR, costs). */
import type { GameModule } from '../core/game.ts';
import type { Ruleset } from '../core/types.ts';
import { newPlayer, parseDirective, parseObject, parsePlayerAttributes } from './parse.ts';
import { printAction, printObject, printPlayerAttributes } from './print.ts';
import { resolveGr } from './resolve.ts';
import type { GrAction, GrObject, GrPlayer, GrScenario } from './scenario.ts';
import { GAME_NAMES, vocabulary } from './vocabulary.ts';

export const GR_RULESET: Ruleset = {
  game: 'gr',
  source: 'gr-update-2021-10-21',
  name: 'Gate Ruler rules',
  version: '2021-10-21',
  label: 'Gate Ruler rules 2021-10-21',
};

export const gr: GameModule<GrPlayer, GrObject, GrAction> = {
  id: 'gr',
  names: GAME_NAMES,
  ruleset: GR_RULESET,
  messages: 'engine-gr',
  syntax: {
    directives: vocabulary.directives,
    playerAttributes: vocabulary.playerAttributes,
    newPlayer,
    parsePlayerAttributes,
    parseObject,
    parseDirective,
    printPlayerAttributes,
    printObject,
    printAction,
  },
  resolve: (s) => resolveGr(s as GrScenario),
};

export type { GrScenario, GrObject, GrPlayer, GrAction } from './scenario.ts';
export { vocabulary } from './vocabulary.ts';
