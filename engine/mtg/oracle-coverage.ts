/**
 * How much of a card pool the Oracle-text reader understands (`rulebot cards coverage`, the benchmark): the share
 * of creature cards, and of instant and sorcery cards, whose WHOLE text it reads — every sentence mapped to an
 * ability the engine models (engine/mtg/oracle.ts) — by template family, with the phrasings it reads least.
 */
import type { CardFacts } from '../core/cards.ts';
import { isSpellCard, readOracle } from './oracle.ts';
import { ORACLE_TEMPLATES, type Family } from './oracle-templates.ts';

export type CoverageGroup = 'creature' | 'spell';

export interface GroupCoverage {
  cards: number;
  understood: number;
  /** understood ÷ cards, 0–1 (3 decimals). */
  share: number;
  /** Understood cards with no rules text at all (vanilla creatures), counted in `understood`. */
  blank: number;
}

export interface OracleCoverage {
  /** Creature cards (by their front face's type line) and instant or sorcery cards. */
  groups: Record<CoverageGroup, GroupCoverage>;
  /** For each template family, the understood cards of each group that use it. */
  families: Array<{ family: Family; templates: number; creature: number; spell: number }>;
  /**
   * The sentences read least (numbers as N, mana as {M}), by how many cards of either group have them; `alone`: the
   * cards for which it is the only unread phrasing (reading it would make them understood — where to work next).
   */
  unread: Array<{ phrasing: string; cards: number; alone: number }>;
  /** Names of understood cards, by group (for sampling). */
  understoodNames: Record<CoverageGroup, string[]>;
}

/** The group a card counts in: its front face's type line (a creature spell is a creature). */
export function groupOf(card: Pick<CardFacts, 'typeLine'>): CoverageGroup | undefined {
  const front = card.typeLine.split('//')[0]!;
  if (/\bcreature\b/i.test(front)) return 'creature';
  if (isSpellCard(card)) return 'spell';
  return undefined;
}

export function oracleCoverage(cards: Iterable<CardFacts>, top = 25): OracleCoverage {
  const groups: Record<CoverageGroup, GroupCoverage> = {
    creature: { cards: 0, understood: 0, share: 0, blank: 0 },
    spell: { cards: 0, understood: 0, share: 0, blank: 0 },
  };
  const families = new Map<Family, { creature: number; spell: number }>();
  const unread = new Map<string, number>();
  const alone = new Map<string, number>();
  const understoodNames: Record<CoverageGroup, string[]> = { creature: [], spell: [] };
  for (const card of cards) {
    const group = groupOf(card);
    if (!group) continue;
    const g = groups[group];
    g.cards++;
    const r = readOracle(card);
    const phrasings = new Set(r.unread);
    for (const p of phrasings) unread.set(p, (unread.get(p) ?? 0) + 1);
    if (phrasings.size === 1) for (const p of phrasings) alone.set(p, (alone.get(p) ?? 0) + 1);
    if (r.notModelled.length > 0) continue;
    // an instant or sorcery is understood only if it does something the engine models
    if (group === 'spell' && !r.spell?.length && !r.modes?.length) continue;
    g.understood++;
    understoodNames[group].push(card.name);
    if (!(card.text ?? '').trim()) g.blank++;
    for (const f of r.families) {
      const n = families.get(f) ?? { creature: 0, spell: 0 };
      n[group]++;
      families.set(f, n);
    }
  }
  for (const g of Object.values(groups)) g.share = g.cards ? Math.round((g.understood / g.cards) * 1000) / 1000 : 0;
  const templatesOf = (f: Family) => ORACLE_TEMPLATES.filter((t) => t.family === f).length;
  return {
    groups,
    families: [...families]
      .map(([family, n]) => ({ family, templates: templatesOf(family), ...n }))
      .sort((a, b) => b.creature + b.spell - (a.creature + a.spell)),
    unread: [...unread]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, top)
      .map(([phrasing, cards]) => ({ phrasing, cards, alone: alone.get(phrasing) ?? 0 })),
    understoodNames,
  };
}
