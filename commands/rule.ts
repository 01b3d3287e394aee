/** /rule id:<ruling id | rule number | term> — one ruling, or an official rules paragraph when a pack is imported. */
import { closest } from '../rulings/fuzzy.ts';
import { replyLocale } from './context.ts';
import { t } from './i18n.ts';
import { command } from './command.ts';
import { renderNoPack } from './render/official.ts';
import { errorView } from './error-view.ts';
import { titleChoices } from './render/text.ts';
import { entryView } from './ruling.ts';

/** 702.19b, 310.11, 104.4b — the shape of an MTG Comprehensive Rules number. */
const RULE_NUMBER = /^\d{3}(\.\d+[a-z]?)?\.?$/i;

export const ruleCommand = command({
  spec: {
    name: 'rule',
    kind: 'slash',
    options: [
      { name: 'id', type: 'string', required: true, autocomplete: true, maxLength: 100 },
      { name: 'subrules', type: 'boolean' },
      { name: 'private', type: 'boolean' },
    ],
  },

  async run(ctx, options) {
    const ephemeral = options.private === true;
    const lang = replyLocale(ctx.invocation, ephemeral);
    const query = options.id.trim();
    if (!query) return errorView(ctx.invocation.userLocale, t(ctx.invocation.userLocale, 'replies.ruling.empty_question'));
    const view = entryView(ctx, query, lang, ephemeral);
    if (view) return view;

    const official = ctx.services.official;
    const asker = ctx.invocation.userLocale;
    // "Not available yet" is no answer: the asker's business, in the asker's language.
    if (RULE_NUMBER.test(query) && !official) return { locale: asker, ephemeral: true, sections: renderNoPack(asker, ctx.services.rulesUpdates === true) };
    if (official) {
      const sections = RULE_NUMBER.test(query) ? official.rule(query.replace(/\.$/, ''), lang, options.subrules === true) : official.define(query, lang);
      if (sections) return { locale: lang, ephemeral, sections };
    }
    // Not found: private, in the asker's language.
    const near = closest(query, ctx.services.kb.byId.keys()) ?? official?.suggest(query);
    const hint = near ? ` ${t(asker, 'replies.ruling.did_you_mean', { suggestion: near })}` : '';
    return errorView(asker, t(asker, 'replies.rule.not_found', { query }) + hint);
  },

  async autocomplete(ctx, _focused, value) {
    const lang = ctx.invocation.userLocale;
    const q = value.trim().toLowerCase();
    const ids = [...ctx.services.kb.byId.values()];
    const byId = ids.filter((e) => e.id.includes(q));
    const game = ctx.invocation.guildId && ctx.services.guildGame ? await ctx.services.guildGame(ctx.invocation.guildId).catch(() => undefined) : undefined;
    const picks = byId.length ? byId : ctx.services.search.autocomplete(value, { lang, ...(game ? { game } : {}) }).map((s) => ctx.services.kb.byId.get(s.id)!);
    return titleChoices(picks.slice(0, 25).map((e) => ({ id: e.id, label: e.title[lang] ?? e.title.en })));
  },
});
