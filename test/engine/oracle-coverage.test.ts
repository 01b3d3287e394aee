/**
 * The reader's coverage of the reference pool (`rulebot cards coverage`): the share of creature and of instant and
 * sorcery cards whose whole text it reads, and — so that "understood" means the engine can use the card — a sample
 * of understood cards checked by name in a scenario, which must parse and resolve.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../bot/cli.ts';
import { checkScenario } from '../../engine/index.ts';
import { oracleCoverage, type OracleCoverage } from '../../engine/mtg/oracle-coverage.ts';
import { readOracle, usesX } from '../../engine/mtg/oracle.ts';
import { cardLookup, CardSource } from '../../rulings/cards/source.ts';
import { REFERENCE_CARDS, referenceCard, referenceFacts, referenceTable } from '../helpers/reference-cards.ts';

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every n-th name, so the sample is the same on every run and spread over the alphabet. */
const sample = (names: string[], size: number) => names.filter((n) => !/[;:=()>&]/.test(n)).filter((_, i, all) => i % Math.max(1, Math.floor(all.length / size)) === 0);

describe.skipIf(!REFERENCE_CARDS)('Oracle-text coverage of the reference pool', () => {
  let report: OracleCoverage;
  beforeAll(() => {
    report = oracleCoverage(referenceFacts());
  }, 60_000);

  it('reads the whole text of a measured share of creatures and of instants and sorceries', () => {
    const { creature, spell } = report.groups;
    expect(creature.cards).toBeGreaterThan(13000);
    expect(spell.cards).toBeGreaterThan(5500);
    // floors at what was measured when this test was written (README: the figures, dated): they may only rise
    expect(creature.share).toBeGreaterThanOrEqual(0.23);
    expect(spell.share).toBeGreaterThanOrEqual(0.18);
    expect(report.families.map((f) => f.family)).toEqual(expect.arrayContaining(['keywords', 'triggers', 'activated', 'damage', 'removal']));
    // the most common unread phrasing first (which one it is changes as templates are added)
    expect(report.unread[0]).toEqual({ phrasing: expect.any(String), cards: expect.any(Number), alone: expect.any(Number) });
    for (const [i, u] of report.unread.entries()) if (i > 0) expect(u.cards).toBeLessThanOrEqual(report.unread[i - 1]!.cards);
    // `alone`: the cards for which it is the only unread phrasing — never more than the cards that have it
    for (const u of report.unread) expect(u.alone).toBeLessThanOrEqual(u.cards);
    // some phrasing is the only one a card lacks (which one changes as templates are added: it was Daybound until day and night were read)
    const soleBlockers = oracleCoverage(referenceFacts(), 1000).unread.find((u) => u.alone > 0);
    expect(soleBlockers?.alone).toBeGreaterThan(0);
  });

  it('"understood" means every sentence was read: a card with one unread sentence does not count', () => {
    expect(report.understoodNames.creature).toContain('Kitchen Finks');
    expect(report.understoodNames.spell).toContain('Shock');
    expect(readOracle(referenceCard('Lava Dart')).notModelled).toEqual(['Flashback—Sacrifice a Mountain.']);
    expect(report.understoodNames.spell).not.toContain('Lava Dart');
    expect(readOracle(referenceCard('Overgrown Battlement')).notModelled).toHaveLength(1);
    expect(report.understoodNames.creature).not.toContain('Overgrown Battlement');
    expect(report.understoodNames.creature).toContain('Llanowar Elves');
  });

  it('a sample of understood cards resolves by name in a scenario', () => {
    const cards = cardLookup(new CardSource(referenceTable()));
    const failures: string[] = [];
    const creatures = sample(report.understoodNames.creature, 150);
    const spells = sample(report.understoodNames.spell, 80);
    for (const name of creatures) {
      const activated = readOracle(referenceCard(name)).abilities.some((a) => a.when === 'activated');
      // a creature that can't attack (defender) is a violation, not a failure: the rules say so
      const text = `mtg ; A: c=${name} ; B: x=2/2 ; y=1/1 ; attack c${activated ? ' ; activate c' : ''} ; end`;
      const r = checkScenario(text, { cards });
      if (!r.ok) failures.push(`${text} → ${JSON.stringify(r.errors[0])}`);
      else if (r.resolution.steps.length === 0 && !r.resolution.violations.some((v) => v.fatal)) failures.push(`${text} → no steps`);
    }
    for (const name of spells) {
      // something of every kind a spell may target or sacrifice; an instant is cast while B attacks and w blocks
      const instant = /instant/i.test(referenceCard(name).typeLine);
      // a spell whose X is chosen as it is cast is cast with one (107.3a)
      const r0 = readOracle(referenceCard(name));
      const x = [...(r0.spell ?? []), ...(r0.modes ?? []).flat()].some(usesX) ? ' X=2' : '';
      // cards in hand and library: a spell may cost a discard (601.2h) or draw
      const text = `mtg ; A hand=2 library=10 ; w=2/2 ; a=Relic artifact ; k=Forest land ; B: x=2/2 ; f=3/3 flying tapped artifact ; e=Shrine enchantment ; l=Plains land ; p=Jace planeswalker loyalty=3 ;${instant ? ' attack x>A ; block w>x ;' : ''} cast A ${name}${x}`;
      const r = checkScenario(text, { cards });
      // a spell with no legal target among these (Slay: a green creature), not enough different ones (Hex: six
      // creatures), whose card allows it only at another moment (Remove), or whose additional cost this board can't pay
      // (Shared Discovery: four untapped creatures to tap), can't be cast: the rules say so (601.2c, 115.3, 601.3, 118.3)
      const refused = ['engine-mtg.targets.violation.none', 'engine-mtg-spells.violation.too-few', 'engine-mtg-spells.violation.cast-only', 'engine-mtg-alt-costs.violation.extra-unpayable'];
      if (r.ok && r.resolution.violations.some((v) => refused.includes(v.key))) continue;
      if (!r.ok || !r.resolution.steps.some((s) => s.key.endsWith('.resolves') || s.key.endsWith('.fizzles'))) failures.push(`${text} → ${JSON.stringify(r.ok ? r.resolution.violations[0] : r.errors[0])}`);
    }
    expect(creatures.length + spells.length).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });

  it('rulebot cards coverage --file … --json prints the same figures; text mode names the families and unread phrasings', async () => {
    const json = await cli(['cards', 'coverage', '--file', REFERENCE_CARDS!, '--json', '--top', '5']);
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.out);
    expect(parsed.groups).toEqual(report.groups);
    expect(parsed.unread).toHaveLength(5);
    const text = await cli(['cards', 'coverage', '--file', REFERENCE_CARDS!, '--lang', 'fr', '--top', '3']);
    expect(text.out).toContain(`Créatures : lecture complète de ${report.groups.creature.understood} sur ${report.groups.creature.cards} cartes`);
    expect(text.out).toContain('Formulations que le lecteur ne lit pas');
  }, 60_000);
});

describe('rulebot cards coverage without card data', () => {
  it('says what it lacks and exits 1; a bad subcommand is a usage error', async () => {
    const none = await cli(['cards', 'coverage', '--data-dir', '/nonexistent-rulebot-dir']);
    expect(none.code).toBe(1);
    expect(none.err).toContain('No card data');
    expect((await cli(['cards', 'coverag'])).code).toBe(2);
  });
});
