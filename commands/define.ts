/** /define term:<glossary term> — the official glossary entry and the rule it points to (MTG, when imported). */
import { replyLocale } from './context.ts';
import { command } from './command.ts';
import { renderDefinition } from './render/official.ts';

export const defineCommand = command({
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
    return { locale: lang, ephemeral, sections: renderDefinition(lang, ctx.services.official?.pack, options.term.trim()) };
  },
});
