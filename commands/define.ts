/** /define term:<glossary term> — the official glossary entry and the rule it points to (MTG, when imported). */
import type { RulesPack } from '../rulings/official/index.ts';
import { replyLocale } from './context.ts';
import type { CommandHandler } from './registry.ts';
import { renderDefinition } from './render/official.ts';

export const defineCommand: CommandHandler = {
  spec: {
    name: 'define',
    kind: 'slash',
    options: [
      { name: 'term', type: 'string', required: true, maxLength: 100 },
      { name: 'private', type: 'boolean' },
    ],
  },
  async run(ctx, options) {
    const ephemeral = options.private === true;
    const lang = replyLocale(ctx.invocation, ephemeral);
    const pack = ctx.services.extras.officialPack as RulesPack | undefined;
    return { locale: lang, ephemeral, sections: renderDefinition(lang, pack, String(options.term ?? '').trim()) };
  },
};
