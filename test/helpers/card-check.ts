/**
 * /check by card name in a test: a card table imported from the reference pool (../shared/reference, read at run
 * time) saved where the bot's cards feature reads it, and two ways to ask — the engine directly (`check`) and the
 * real command path as a user sees the reply (`reply`). Registers its own beforeAll; does nothing when the reference
 * pool is absent (the tests using it skip on REFERENCE_CARDS).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { cardsFeature } from '../../bot/cards-feature.ts';
import { createServices } from '../../bot/services.ts';
import type { Services } from '../../commands/context.ts';
import { runCommand } from '../../commands/dispatch.ts';
import type { Locale } from '../../commands/i18n.ts';
import { checkScenario } from '../../engine/index.ts';
import { saveTable } from '../../rulings/cards/store.ts';
import { cardLookup, CardSource } from '../../rulings/cards/source.ts';
import { REFERENCE_CARDS, referenceTable } from './reference-cards.ts';

export interface CardCheck {
  check: (text: string) => ReturnType<typeof checkScenario>;
  reply: (scenario: string, userLocale?: Locale) => Promise<string>;
}

export function useCardCheck(tmpPrefix: string): CardCheck {
  let services: Services;
  let cards: ReturnType<typeof cardLookup>;
  beforeAll(async () => {
    if (!REFERENCE_CARDS) return;
    const dataDir = mkdtempSync(join(tmpdir(), tmpPrefix));
    saveTable(referenceTable(), { dataDir });
    services = await createServices({ features: [cardsFeature({ env: {}, store: { dataDir } })] });
    cards = cardLookup(new CardSource(referenceTable()));
  }, 60_000);
  return {
    check: (text) => checkScenario(text, { cards }),
    reply: async (scenario, userLocale = 'en') => {
      const view = await runCommand({ services, invocation: { userLocale, userId: '1' } }, 'check', { scenario, private: true });
      return view.sections.map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name}\n${f.value}`)].join('\n')).join('\n');
    },
  };
}
