/**
 * rulebot card <name> [--lang en|ja|fr] [--json] — the view /card gives: oracle text, stats, official rulings with
 * dates, knowledge-base entries about the card. Exit codes as `rulebot rule`: 0 found, 1 not found (with "did you
 * mean") or card data unavailable, 2 usage.
 */
import { isLocale, t, type Locale } from '../../commands/i18n.ts';
import { runCommand } from '../../commands/dispatch.ts';
import { lookupCard, MAX_CARD_NAME } from '../../commands/card.ts';
import { localized } from '../../rulings/search.ts';
import type { Card } from '../../rulings/cards/types.ts';
import { cardsFeature } from '../cards-feature.ts';
import { consoleInvocation } from '../console-invocation.ts';
import { createServices } from '../services.ts';
import { renderText } from '../text-render.ts';
import { parseArgs, UsageError, type CliCommand } from './types.ts';

/** The stable JSON shape of a card (documented in the README). */
export function cardJson(card: Card) {
  return {
    name: card.name,
    names: { ja: card.names?.ja ?? null, fr: card.names?.fr ?? null },
    oracleId: card.oracleId ?? null,
    layout: card.layout ?? 'normal',
    type: card.type,
    mana: card.mana ?? null,
    text: card.text ?? null,
    power: card.power ?? null,
    toughness: card.toughness ?? null,
    loyalty: card.loyalty ?? null,
    defense: card.defense ?? null,
    colors: card.colors ?? [],
    keywords: card.keywords ?? [],
    faces: (card.faces ?? []).map((f) => ({
      name: f.name,
      names: { ja: f.names?.ja ?? null, fr: f.names?.fr ?? null },
      type: f.type,
      mana: f.mana ?? null,
      text: f.text ?? null,
      power: f.power ?? null,
      toughness: f.toughness ?? null,
      loyalty: f.loyalty ?? null,
      defense: f.defense ?? null,
    })),
    rulings: (card.rulings ?? []).map((r) => ({ date: r.date, source: r.source, text: r.text })),
    uri: card.uri ?? null,
  };
}

export const cardCliCommand: CliCommand = {
  name: 'card',
  usage: 'rulebot card <name> [--lang en|ja|fr] [--json]',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { lang: true, json: false });
    const name = positionals.join(' ').trim();
    const lang = (flags.lang as string | undefined) ?? 'en';
    if (!isLocale(lang)) throw new UsageError('--lang must be en, ja or fr');
    if (!name) throw new UsageError('give a card name, e.g. rulebot card "Lightning Bolt"');
    if (name.length > MAX_CARD_NAME) throw new UsageError(t(lang, 'replies.errors.too_long', { length: name.length, max: MAX_CARD_NAME }));
    // The card data of the bot (the imported table, else Scryfall with what earlier lookups kept on disk); the
    // stored name list is used, not fetched again: a one-shot command asks Scryfall only about this card.
    const services = await createServices({ features: [cardsFeature({ warmUpMs: 0 })] });
    const ctx = { services, invocation: consoleInvocation(lang as Locale) };
    if (!flags.json) {
      const view = await runCommand(ctx, 'card', { name });
      io.out(renderText({ ...view, actions: [] }));
      const found = view.sections.some((s) => s.tone === 'info');
      return found ? 0 : 1;
    }
    const found = await lookupCard(ctx, name, lang as Locale);
    if (found.kind === 'found') {
      const entries = found.entries.map((e) => ({ id: e.id, title: localized(e.title, lang as Locale), status: e.status }));
      io.out(JSON.stringify({ ...cardJson(found.card), entries, dataVersion: found.version ?? 'live' }, null, 2));
      return 0;
    }
    // The same message the text mode prints, and the suggestion on its own for scripts.
    const view = await runCommand(ctx, 'card', { name });
    const error = view.sections.map((s) => s.description).join('\n');
    io.out(JSON.stringify({ error, ...(found.kind === 'not-found' ? { didYouMean: found.suggestion ?? null } : {}) }, null, 2));
    return 1;
  },
};
