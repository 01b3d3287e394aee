/**
 * The reference card pool (Scryfall "Oracle Cards" shape, built from Forge's card scripts): read at run time from
 * ../shared/reference/cards/ above the repository (a checkout in /work/main, a worktree in /work/wt/<name>), or
 * from $RULEBOT_REFERENCE_CARDS. Never copied into the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CardFacts } from '../../engine/core/cards.ts';
import { importScryfall } from '../../rulings/cards/import.ts';
import type { CardTable } from '../../rulings/cards/types.ts';

const FILE = ['shared', 'reference', 'cards', 'oracle-cards-forge.json'];

export const REFERENCE_CARDS: string | undefined =
  process.env.RULEBOT_REFERENCE_CARDS ?? [1, 2, 3].map((up) => join(import.meta.dirname, '..', '..', ...Array<string>(up).fill('..'), ...FILE)).find((p) => existsSync(p));

if (!REFERENCE_CARDS) console.warn('[reference-cards] no shared/reference/cards/oracle-cards-forge.json above the repository: the tests that read real cards are skipped.');

interface RawCard {
  name: string;
  type_line: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  mana_cost?: string;
  colors?: string[];
  keywords?: string[];
  card_faces?: RawCard[];
}

let raw: Map<string, RawCard> | undefined;

/** Every card of the reference file, as the engine sees a card named in a scenario (its first face). */
export function referenceFacts(): CardFacts[] {
  return [...new Set(rawCards().values())].map(toFacts);
}

/** One card of the reference file by its English name (throws when it is not there: the test names a real card). */
export function referenceCard(name: string): CardFacts {
  const c = rawCards().get(name) ?? backFaces.get(name);
  if (!c) throw new Error(`no card named ${name} in ${REFERENCE_CARDS}`);
  return toFacts(c);
}

function rawCards(): Map<string, RawCard> {
  if (!raw) {
    const cards = JSON.parse(readFileSync(REFERENCE_CARDS!, 'utf8')) as RawCard[];
    raw = new Map(cards.map((c) => [c.name, c]));
    // a card with faces is also found by its first face's name ("Emerald Dragon" of "Emerald Dragon // Dragon Wings")
    for (const c of cards) if (c.card_faces?.[0] && !raw.has(c.card_faces[0].name)) raw.set(c.card_faces[0].name, c);
    // a transforming card's back face ("Ironfang" of "Village Ironsmith // Ironfang"), for referenceCard only
    for (const c of cards) if (c.card_faces?.[1] && !raw.has(c.card_faces[1].name)) backFaces.set(c.card_faces[1].name, { ...c.card_faces[1], keywords: c.keywords ?? [] });
  }
  return raw;
}

const backFaces = new Map<string, RawCard>();

function toFacts(c: RawCard): CardFacts {
  const face = c.card_faces?.[0] ?? c;
  const facts: CardFacts = { name: face.name, typeLine: face.type_line, colors: face.colors ?? c.colors ?? [], keywords: c.keywords ?? [], text: face.oracle_text ?? '' };
  if (face.power !== undefined) facts.power = face.power;
  if (face.toughness !== undefined) facts.toughness = face.toughness;
  if (face.mana_cost) facts.manaCost = face.mana_cost;
  return facts;
}

let table: CardTable | undefined;

/** The reference file imported as `rulebot import scryfall` would (about 1.5 s, once per test file). */
export function referenceTable(): CardTable {
  if (!table) {
    const r = importScryfall([REFERENCE_CARDS!], { now: new Date('2026-11-26T00:00:00Z') });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    table = r.table;
  }
  return table;
}
