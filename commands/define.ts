/** /define term:<glossary term> — the official glossary entry and the rule it points to (MTG, when imported). */
import { defineTerm } from '../rulings/official/index.ts';
import { replyLocale } from './context.ts';
import { command } from './command.ts';
import { renderNoPack, renderTermLookup } from './render/official.ts';

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
    const asker = ctx.invocation.userLocale;
    const pack = ctx.services.official?.pack;
    // No answer ("not available yet", "not in the glossary") is the asker's business, in the asker's language.
    if (!pack) return { locale: asker, ephemeral: true, sections: renderNoPack(asker, 'mtg', ctx.services.rulesUpdates === true) };
    const lookup = defineTerm(pack, options.term.trim());
    if (lookup.status === 'not-found') return { locale: asker, ephemeral: true, sections: renderTermLookup(asker, pack, lookup) };
    return { locale: lang, ephemeral, sections: renderTermLookup(lang, pack, lookup) };
  },
});
