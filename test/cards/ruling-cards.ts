/**
 * Cards with official rulings for the card-rulings tests, in Scryfall's shapes: the fixture's cards
 * (test/fixtures/scryfall) plus a few written here. Names, costs, types and printed Japanese names are facts;
 * the rulings are written for these tests in our own words (not Scryfall's text), with plausible dates; ids are
 * made up. `rulingsDataDir()` imports them into a fresh data dir; `fakeScryfallCards()` serves them.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importScryfall } from '../../rulings/cards/import.ts';
import { saveTable } from '../../rulings/cards/store.ts';
import { ALL, RULINGS } from './fixture.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

interface Extra {
  name: string;
  type: string;
  mana: string;
  text: string;
  keywords?: string[];
  stats?: Record<string, string>;
  ja?: string;
  rulings: Array<[date: string, text: string]>;
}

const EXTRA: Extra[] = [
  {
    name: 'Cast Out',
    type: 'Enchantment',
    mana: '{3}{W}',
    text: 'Flash\nWhen Cast Out enters, exile target nonland permanent an opponent controls until Cast Out leaves the battlefield.\nCycling {W}',
    keywords: ['Flash', 'Cycling'],
    ja: '排斥',
    rulings: [
      ['2017-04-18', 'Should Cast Out leave the battlefield while its triggered ability is still on the stack, that ability resolves but exiles nothing.'],
      ['2017-04-18', 'The exiled card comes back under its owner’s control as a new object, with no memory of what happened to it before.'],
      ['2017-04-18', 'Auras that were attached to the exiled permanent go to the graveyard; Equipment stays on the battlefield, unattached.'],
    ],
  },
  {
    name: 'Karn Liberated',
    type: 'Legendary Planeswalker — Karn',
    mana: '{7}',
    text: '+4: Target player exiles a card from their hand.\n−3: Exile target permanent.\n−14: Restart the game, then put all cards exiled with Karn Liberated onto the battlefield under your control.',
    stats: { loyalty: '6' },
    ja: '解放された者、カーン',
    rulings: [
      ['2011-09-22', 'When the game restarts, the cards exiled with Karn’s abilities are put onto the battlefield after the new opening hands are drawn, even if Karn itself has left the battlefield in response.'],
      ['2011-09-22', 'Karn’s first ability targets a player; that player chooses which card of their hand to exile.'],
    ],
  },
  {
    name: 'Karn, Silver Golem',
    type: 'Legendary Artifact Creature — Golem',
    mana: '{5}',
    text: 'Whenever Karn, Silver Golem blocks or becomes blocked, it gets −4/+4 until end of turn.\n{1}: Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn.',
    stats: { power: '4', toughness: '4' },
    ja: '銀のゴーレム、カーン',
    rulings: [['2004-10-04', 'An artifact animated by Karn keeps its other card types and abilities; its power and toughness are its mana value.']],
  },
  {
    name: 'Notion Thief',
    type: 'Creature — Human Rogue',
    mana: '{2}{U}{B}',
    text: 'Flash\nIf an opponent would draw a card except the first one they draw in each of their draw steps, instead that player skips that draw and you draw a card.',
    keywords: ['Flash'],
    stats: { power: '3', toughness: '1' },
    ja: '概念泥棒',
    rulings: [
      ['2013-04-15', 'If each of two players controls a Notion Thief, the two replacement effects cancel out: the player who would draw ends up drawing the card.'],
      ['2018-03-16', 'Only the first card an opponent draws in their draw step is spared; every other card they would draw, you draw instead.'],
    ],
  },
];

/** A ruling added to a fixture card (Wrath of God has none there): for the French test. */
const WRATH = ['2004-10-04', 'A creature with indestructible is not destroyed by Wrath of God and stays on the battlefield.'] as const;

/** The dev set's measured cards (bench/fixtures/dev-card-rulings.json): Ruxa, Notion Thief's real rulings restated. */
const DEV = JSON.parse(readFileSync(new URL('../../bench/fixtures/dev-card-rulings.json', import.meta.url), 'utf8')) as {
  cards: Array<{ name: string; rulings: Array<{ date: string; text: string }> }>;
};
const RUXA: Extra = {
  name: 'Ruxa, Patient Professor',
  type: 'Legendary Creature — Bear Druid',
  mana: '{2}{G}{G}',
  text: 'Whenever Ruxa enters or attacks, return target creature card with no abilities from your graveyard to your hand.\nCreatures you control with no abilities get +1/+1.\nFor each creature you control with no abilities, you may have that creature assign its combat damage as though it weren’t blocked.',
  stats: { power: '4', toughness: '4' },
  rulings: DEV.cards.find((c) => c.name === 'Ruxa, Patient Professor')!.rulings.map((r) => [r.date, r.text] as [string, string]),
};

function scryfallCard(e: Extra, oracleId: string, lang: string, printed?: string): any {
  return {
    object: 'card',
    id: uuid(),
    oracle_id: oracleId,
    name: e.name,
    lang,
    released_at: '2020-01-01',
    scryfall_uri: `https://scryfall.com/card/tst/1/${e.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    layout: 'normal',
    type_line: e.type,
    mana_cost: e.mana,
    oracle_text: e.text,
    colors: [],
    keywords: e.keywords ?? [],
    ...(e.stats ?? {}),
    ...(printed ? { printed_name: printed } : {}),
  };
}

let built: { cards: any[]; rulings: any[] } | undefined;

/** All cards (the fixture's "All Cards" and the ones above, each with a Japanese printing) and all rulings. */
export function rulingCards(): { cards: any[]; rulings: any[] } {
  if (built) return built;
  const cards = JSON.parse(readFileSync(ALL, 'utf8')) as any[];
  const rulings = JSON.parse(readFileSync(RULINGS, 'utf8')) as any[];
  const wrath = cards.find((c) => c.name === 'Wrath of God' && c.lang === 'en');
  rulings.push({ object: 'ruling', oracle_id: wrath.oracle_id, source: 'wotc', published_at: WRATH[0], comment: WRATH[1] });
  for (const e of [...EXTRA, RUXA]) {
    const oracleId = uuid();
    cards.push(scryfallCard(e, oracleId, 'en'));
    if (e.ja) cards.push(scryfallCard(e, oracleId, 'ja', e.ja));
    for (const [date, text] of e.rulings) rulings.push({ object: 'ruling', oracle_id: oracleId, source: 'wotc', published_at: date, comment: text });
  }
  built = { cards, rulings };
  return built;
}

/** A fresh data dir with those cards imported (as `rulebot import scryfall` would). */
export function rulingsDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rulebot-card-rulings-'));
  const { cards, rulings } = rulingCards();
  const oracle = join(dir, 'oracle-cards-20250207100112.json');
  const all = join(dir, 'all-cards-20250207101530.json');
  const rulingsFile = join(dir, 'rulings-20250207100023.json');
  writeFileSync(oracle, JSON.stringify(cards.filter((c) => c.lang === 'en' && !['token', 'art_series'].includes(c.layout))));
  writeFileSync(all, JSON.stringify(cards));
  writeFileSync(rulingsFile, JSON.stringify(rulings));
  const r = importScryfall([oracle, all, rulingsFile], { now: new Date('2026-01-01T00:00:00Z') });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  saveTable(r.table, { dataDir: dir });
  return dir;
}
