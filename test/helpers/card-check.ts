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
import { renderSteps } from '../../commands/render/resolution.ts';
import { saveTable } from '../../rulings/cards/store.ts';
import { cardLookup, CardSource } from '../../rulings/cards/source.ts';
import { REFERENCE_CARDS, referenceTable } from './reference-cards.ts';

type Checked = Extract<ReturnType<typeof checkScenario>, { ok: true }>;

/** A resolved scenario and what the tests read of its final state. */
export interface Resolved {
  r: Checked;
  life: (player: string) => number;
  obj: (id: string) => Checked['resolution']['final']['objects'][number];
  cards: (player: string) => Checked['resolution']['final']['players'][number]['cards'];
  violations: string[];
  steps: (lang?: Locale) => string;
}

export interface CardCheck {
  check: (text: string) => ReturnType<typeof checkScenario>;
  reply: (scenario: string, userLocale?: Locale) => Promise<string>;
  /** The scenario resolved (an error if it does not parse). */
  resolved: (text: string) => Resolved;
  /** The step-by-step trace a user opens with "Show steps". */
  steps: (text: string, lang?: Locale) => string;
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
  const check = (text: string) => checkScenario(text, { cards });
  const resolved = (text: string): Resolved => {
    const r = check(text);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const final = r.resolution.final;
    return {
      r,
      life: (p) => final.players.find((x) => x.id === p)!.life,
      obj: (id) => final.objects.find((x) => x.id === id)!,
      cards: (p) => final.players.find((x) => x.id === p)!.cards,
      violations: r.resolution.violations.map((v) => v.key),
      steps: (lang = 'en') => renderSteps(r, lang).join('\n'),
    };
  };
  return {
    check,
    resolved,
    steps: (text, lang = 'en') => resolved(text).steps(lang),
    reply: async (scenario, userLocale = 'en') => {
      const view = await runCommand({ services, invocation: { userLocale, userId: '1' } }, 'check', { scenario, private: true });
      return view.sections.map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name}\n${f.value}`)].join('\n')).join('\n');
    },
  };
}
