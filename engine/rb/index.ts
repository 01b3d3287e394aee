/** Riftbound — what counts as a target: the FAQ's targeting section, with Core Rules v1.4 (355.7–355.10, 359.3.e). */
import type { GameModule } from '../core/game.ts';
import type { Ruleset } from '../core/types.ts';
import { newPlayer, parseDirective, parseObject, parsePlayerAttributes } from './parse.ts';
import { printAction, printObject, printPlayerAttributes } from './print.ts';
import { resolveRb } from './resolve.ts';
import type { RbAction, RbObject, RbPlayer, RbScenario } from './scenario.ts';
import { GAME_NAMES, vocabulary } from './vocabulary.ts';

export const RB_RULESET: Ruleset = {
  game: 'rb',
  source: 'rb-core',
  name: 'Riftbound Core Rules and FAQ (targeting)',
  version: 'v1.4',
  label: 'Riftbound Core Rules v1.4 + FAQ (targeting)',
};

export const rb: GameModule<RbPlayer, RbObject, RbAction> = {
  id: 'rb',
  names: GAME_NAMES,
  ruleset: RB_RULESET,
  messages: 'engine-rb',
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
  resolve: (s) => resolveRb(s as RbScenario),
};

export type { RbScenario, RbObject, RbPlayer, RbAction, MentionSpec } from './scenario.ts';
export { vocabulary } from './vocabulary.ts';
export { analyzeWording } from './wording.ts';
