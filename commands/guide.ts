/**
 * /help notation: the scenario notation as a short guide a judge reads on a phone, one idea a page — players and
 * objects, combat, a spell and a response, targets, a triggered ability, counters, until end of turn — each with
 * one example in the reader's own words (the notation takes English, Japanese and French words alike), what /check
 * answers to it, a button that runs it, and buttons between pages. The last page lists the effect and trigger
 * words from the parser's own vocabulary (engine/mtg/vocabulary.ts), each said in the reader's language by the
 * same messages the trace uses (engine/mtg/effect-words.ts), so a word the engine gains appears here by itself.
 * Texts: commands/locales/<lang>/guide.yaml. test/guide.test.ts runs every example in every language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkScenario } from '../engine/index.ts';
import type { Term } from '../engine/core/vocabulary.ts';
import { effectMessage } from '../engine/mtg/effect-words.ts';
import { EFFECT_RULES } from '../engine/mtg/effects.ts';
import { triggerWords } from '../engine/mtg/hints.ts';
import type { Effect } from '../engine/mtg/scenario.ts';
import { vocabulary } from '../engine/mtg/vocabulary.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { cardSource } from './card-names.ts';
import type { CommandContext } from './context.ts';
import { customId } from './custom-id.ts';
import { hasKey, t, type Locale } from './i18n.ts';
import { tm } from './render/resolution.ts';
import type { ReplyView, ViewAction, ViewField } from './types.ts';

export const GUIDE_PAGES = ['objects', 'combat', 'spell', 'targets', 'trigger', 'counters', 'eot', 'words', 'more-words', 'even-more-words', 'still-more-words', 'trigger-words', 'more-trigger-words'] as const;

/** The pages that list words and have no example to try. */
export const WORD_PAGES: readonly GuidePage[] = ['words', 'more-words', 'even-more-words', 'still-more-words', 'trigger-words', 'more-trigger-words'];
export type GuidePage = (typeof GUIDE_PAGES)[number];

/** The manual the last page points to, shipped with the bot. */
export const MANUAL_PATH = join('docs', 'notation.md');

/** A page's example, in the reader's words; the word-list pages (WORD_PAGES) have none. */
export function guideExample(lang: Locale, page: GuidePage): string | undefined {
  const key = `guide.pages.${page}.example`;
  return hasKey(key, lang) ? t(lang, key) : undefined;
}

/** A word as the reader would write it: its alias in their language (ja, fr) after the canonical word. */
function spelled(term: Term, lang: Locale): string {
  const own = lang === 'en' ? undefined : term.aliases?.[lang]?.[0];
  return own ? ` (${own})` : '';
}

/** An example of an effect word written the way its registry entry reads it (`damage 2 x`, `control A x` …). */
function sample(kind: Effect['kind']): { text: string; effect: Effect } {
  const rule = EFFECT_RULES[kind];
  const target = rule.targets === 'player' ? 'A' : 'x';
  const effect: Effect = { kind, targets: [target] };
  const args: Record<typeof rule.args, () => string> = {
    amount: () => ((effect.amount = 2), '2'),
    pt: () => ((effect.power = 0), (effect.toughness = 1), '0/1'),
    keyword: () => ((effect.keyword = 'flying'), 'flying'),
    color: () => ((effect.color = 'red'), 'red'),
    counter: () => ((effect.amount = 1), (effect.counter = '+1/+1'), '1 +1/+1'),
    player: () => ((effect.player = 'A'), 'A'),
    none: () => '',
    card: () => ((effect.card = { non: ['land'] }), 'non-land'),
  };
  const middle = args[rule.args]();
  // redirect is the one effect with a second recipient: `redirect 2 x>y`
  if (kind === 'redirect') effect.to = 'y';
  return { text: [kind, middle, effect.to ? `${target}>${effect.to}` : target].filter(Boolean).join(' '), effect };
}

/** The effect words, each with how it is written and what it does, in `lang`. */
function effectLines(lang: Locale): string[] {
  const lines = vocabulary.effects.terms.map((term) => {
    const { text, effect } = sample(term.canonical);
    return `\`${text}\`${spelled(term, lang)} — ${tm(lang, effectMessage(effect))}`;
  });
  const pump: Effect = { kind: 'pump', power: 3, toughness: 3, targets: ['x'] };
  return [`\`+3/+3 x\` — ${tm(lang, effectMessage(pump))}`, ...lines];
}

/** The trigger words, each with what it waits for, in `lang`. */
function triggerLines(lang: Locale): string[] {
  const words = new Set(triggerWords());
  return vocabulary.abilities.terms
    .filter((term) => words.has(term.canonical))
    .map((term) => {
      const when = `engine-mtg.when.${term.canonical}`;
      return `\`(${term.canonical}: …)\`${spelled(term, lang)}${hasKey(when, lang) ? ` — ${t(lang, when)}` : ''}`;
    });
}

/** What /check says to an example: the outcome's first lines. */
function answerTo(example: string, lang: Locale): string {
  const r = checkScenario(example);
  if (!r.ok) return '';
  return r.resolution.outcome.slice(0, 4).map((m) => `• ${tm(lang, m)}`).join('\n');
}

function clampPage(n: number): number {
  return Number.isInteger(n) && n >= 0 && n < GUIDE_PAGES.length ? n : 0;
}

/**
 * Where a word list is cut between its two pages: the cut that leaves the longer page shortest, counted in characters
 * with each page's own text (`first`, `second`), since line lengths differ a lot by language (French ran a page over
 * Discord's limit when the list was cut in two halves by count).
 */
function balancedSplit(list: readonly string[], first: number, second: number): number {
  const total = list.reduce((n, l) => n + l.length + 1, 0);
  let best = 0;
  let bestLonger = Infinity;
  let before = 0;
  for (let k = 0; k <= list.length; k++) {
    const longer = Math.max(first + before, second + total - before);
    if (longer < bestLonger) [best, bestLonger] = [k, longer];
    if (k < list.length) before += list[k]!.length + 1;
  }
  return best;
}

/** The pages the effect words take (four: the French list passed Discord's limit on three as the reader's effects grew). */
const EFFECT_PAGES: readonly GuidePage[] = ['words', 'more-words', 'even-more-words', 'still-more-words'];

/**
 * A word list cut into as many pages as `heads` (each page's own text length), in order: each page takes lines until it
 * reaches an even share of the whole, so the longest page stays short in every language.
 */
function splitInto(list: readonly string[], heads: readonly number[]): string[][] {
  const total = heads.reduce((n, h) => n + h, 0) + list.reduce((n, l) => n + l.length + 1, 0);
  const share = total / heads.length;
  const pages: string[][] = heads.map(() => []);
  let page = 0;
  let size = heads[0]!;
  for (const line of list) {
    // move on when this line would take the page further past its share than stopping short of it
    if (page < heads.length - 1 && size + line.length + 1 - share > share - size) size = heads[++page]!;
    pages[page]!.push(line);
    size += line.length + 1;
  }
  return pages;
}

/** One page of the guide, privately, with the buttons to the others. */
export function guideView(ctx: CommandContext, lang: Locale, index: number): ReplyView {
  const n = clampPage(index);
  const page = GUIDE_PAGES[n]!;
  const lines = [t(lang, `guide.pages.${page}.body`).trim()];
  const fields: ViewField[] = [];
  if (page === 'objects') lines.push('', t(lang, cardSource(ctx) ? 'guide.pages.objects.cards' : 'guide.pages.objects.cards_off'));
  // Three pages, not one: each must fit a Discord embed description (4,096 characters) in every language, so the
  // effect words are split in two halves (the vocabulary grows; test/guide.test.ts holds every page under the limit).
  if (EFFECT_PAGES.includes(page)) {
    const effects = effectLines(lang);
    const parts = splitInto(effects, EFFECT_PAGES.map((p) => t(lang, `guide.pages.${p}.body`).length));
    lines.push('', `**${t(lang, 'guide.pages.words.effects')}**`, ...parts[EFFECT_PAGES.indexOf(page)]!);
  }
  // the trigger words take two pages too (the French list passed the limit when the reader's trigger words grew)
  if (page === 'trigger-words' || page === 'more-trigger-words') {
    const triggers = triggerLines(lang);
    const half = balancedSplit(triggers, t(lang, 'guide.pages.trigger-words.body').length, t(lang, 'guide.pages.more-trigger-words.body').length + t(lang, 'guide.pages.words.also').length);
    lines.push('', `**${t(lang, 'guide.pages.words.triggers')}**`, ...(page === 'trigger-words' ? triggers.slice(0, half) : [...triggers.slice(half), '', t(lang, 'guide.pages.words.also')]));
  }
  const example = guideExample(lang, page);
  if (example) {
    // One code block: a phone copies it whole with one long press.
    fields.push({ name: t(lang, 'guide.example'), value: '```\n' + example + '\n```' });
    const answer = answerTo(example, lang);
    if (answer) fields.push({ name: t(lang, 'guide.try_result'), value: answer });
  }
  const actions: ViewAction[] = [];
  if (n > 0) actions.push({ id: customId('help', 'page', lang, String(n - 1)), label: t(lang, 'guide.nav.previous'), style: 'secondary' });
  if (n < GUIDE_PAGES.length - 1) actions.push({ id: customId('help', 'page', lang, String(n + 1)), label: t(lang, 'guide.nav.next'), style: 'primary' });
  if (example) actions.push({ id: customId('help', 'try', lang, String(n)), label: t(lang, 'guide.nav.try'), style: 'success' });
  actions.push({ id: customId('help', 'manual', lang), label: t(lang, 'guide.nav.manual'), style: 'secondary' });
  return {
    locale: lang,
    ephemeral: true,
    sections: [
      {
        title: t(lang, 'guide.title', { n: n + 1, count: GUIDE_PAGES.length, page: t(lang, `guide.pages.${page}.title`) }),
        description: lines.join('\n'),
        ...(fields.length ? { fields } : {}),
        footer: t(lang, 'guide.footer'),
        tone: 'info',
      },
    ],
    actions,
    menu: {
      id: customId('help', 'goto', lang),
      placeholder: t(lang, 'guide.nav.pick'),
      options: GUIDE_PAGES.map((p, i) => ({ label: `${i + 1}. ${t(lang, `guide.pages.${p}.title`)}`, value: String(i) })),
    },
  };
}

/** The full manual, privately, as a file (Discord shows it; the console prints where it is). */
export function manualView(lang: Locale): ReplyView {
  return {
    locale: lang,
    ephemeral: true,
    followUp: true,
    sections: [{ title: t(lang, 'guide.manual_title'), description: t(lang, 'guide.manual_body'), tone: 'info' }],
    file: { name: 'notation.md', content: readFileSync(join(PACKAGE_ROOT, MANUAL_PATH), 'utf8'), path: MANUAL_PATH },
  };
}
