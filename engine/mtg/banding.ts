/**
 * Banding (702.22): attacking bands (702.22c–d), a whole band blocked by whoever blocks one of its members
 * (702.22h), and the two exceptions to who divides combat damage — the defending player for an attacker blocked by a
 * creature with banding (702.22j), the active player for a creature blocking a creature with banding (702.22k).
 * The kernel (resolve.ts) keeps its combat state and calls these functions at the three points where banding
 * changes something: the declarations and the blocks (combat-declare.ts), and the damage assignment
 * (combat-damage.ts).
 *
 * Not modelled: "bands with other" (it names creature types, which the notation does not have) and a band becoming
 * blocked by an effect (702.22i: no effect of the notation makes a creature blocked).
 */
import type { ChoicePoint, Message, MessageParam, MessageParams, Step, Violation } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { CITE } from './cites.ts';
import type { AttackGroup } from './scenario.ts';
import type { Era, GameState } from './state.ts';
import { damageResult } from './keywords.ts';

type Plan = Map<string, number>;
/** What the usual split does to the creature that takes it: nothing, nothing more (already lethal), or it dies. */
type Fate = 'survives' | 'doomed' | 'lost' | 'spread';

/** What banding asks of the kernel (engine/mtg/resolve.ts implements it): the game, and the trace its rules write. */
export interface BandingHost {
  readonly era: Era;
  readonly steps: Step[];
  readonly choices: ChoicePoint[];
  readonly violations: Violation[];
  readonly state: GameState;
}

const splitText = (plan: Plan): string =>
  [...plan.entries()]
    .filter(([, n]) => n > 0)
    .map(([to, n]) => `${to}=${n}`)
    .join(' ') || '—';

export class Bands {
  /** The declared bands, in the order written; only legal ones are kept. */
  private readonly bands: string[][] = [];
  /** Blockers each band member got from its band rather than from a declaration (702.22h). */
  private readonly extra = new Map<string, string[]>();
  /** The fate behind each usual split, by the creature whose damage it divides (for the reply). */
  private readonly fates = new Map<string, Fate>();

  constructor(private readonly h: BandingHost) {}

  private step(key: string, params: MessageParams, rules: string[], cites: string[] = [CITE.banding]): void {
    this.h.steps.push({ key, params, cites, rules });
  }

  private names(ids: readonly string[]): Message {
    return list('comma', ids.map((id) => this.h.state.name(id)));
  }

  /** 702.22c: one or more creatures with banding and at most one without; each creature in one band only. */
  declare(groups: readonly AttackGroup[]): void {
    const seen = new Set<string>();
    for (const g of groups) {
      if (!g.band) continue;
      const members = g.attackers.filter((a) => this.h.state.combat.target.has(a));
      const twice = members.find((a) => seen.has(a));
      members.forEach((a) => seen.add(a));
      const bad = (key: string, params: MessageParams) =>
        this.h.violations.push({ key: key, params, rules: ['702.22c', '508.1e'], cites: [CITE.banding], fatal: true });
      if (twice !== undefined) {
        bad('engine-mtg.banding.violation.two-bands', { attacker: this.h.state.name(twice) });
        continue;
      }
      if (members.length === 0) continue;
      const without = members.filter((a) => !this.h.state.has(a, 'banding'));
      if (without.length === members.length) bad('engine-mtg.banding.violation.no-banding', { attackers: this.names(members) });
      else if (without.length > 1) bad('engine-mtg.banding.violation.too-many-without', { attackers: this.names(members), without: this.names(without), count: without.length });
      else this.bands.push(members);
    }
  }

  /** The declared bands, after the attack step that names every attacker. */
  announce(): void {
    for (const band of this.bands) {
      const t = this.h.state.combat.target.get(band[0]!)!;
      this.step(
        'engine-mtg.banding.step.band',
        { player: this.h.state.controller(band[0]!), attackers: this.names(band), target: this.h.state.name(t) },
        ['702.22c', '702.22d', '508.1e'],
      );
    }
  }

  /** Blockers of `a` declared by a `block` directive (the others come from its band, 702.22h). */
  declared(a: string, blockers: readonly string[]): string[] {
    const extra = this.extra.get(a) ?? [];
    return blockers.filter((b) => !extra.includes(b));
  }

  /** The blocks a band adds, after the declared ones. */
  announceBlocks(): void {
    for (const [a, missing] of this.extra) {
      const band = this.bands.find((x) => x.includes(a))!.filter((m) => m !== a && this.h.state.alive(m) && this.h.state.perm(m)!.inCombat);
      this.step('engine-mtg.banding.step.band-blocked', { attacker: this.h.state.name(a), band: this.names(band), blockers: this.names(missing) }, ['702.22h', '509.1h']);
    }
  }

  /** 702.22h: a creature blocking one member of a band blocks every other member still in it (702.22f). */
  propagateBlocks(): void {
    for (const band of this.bands) {
      const members = band.filter((a) => this.h.state.alive(a) && this.h.state.perm(a)!.inCombat);
      const all = this.h.state.combat.blockOrder.filter((b) => members.some((a) => this.h.state.combat.blockersOf.get(a)?.includes(b)));
      if (all.length === 0) continue;
      for (const a of members) {
        const has = this.h.state.combat.blockersOf.get(a) ?? [];
        const missing = all.filter((b) => !has.includes(b));
        if (missing.length === 0) continue;
        this.h.state.combat.blockersOf.set(a, [...has, ...missing]);
        for (const b of missing) this.h.state.combat.blocksOf.set(b, [...(this.h.state.combat.blocksOf.get(b) ?? []), a]);
        this.h.state.combat.blocked.add(a);
        this.extra.set(a, missing);
      }
    }
  }

  // --- 702.22j: the defending player divides an attacker's damage

  /** The blockers with banding when 702.22j gives the defending player a real choice (several blockers, or trample). */
  defenderChooses(blockers: readonly string[], trample: boolean): string[] | undefined {
    const banding = blockers.filter((b) => this.h.state.has(b, 'banding'));
    return banding.length > 0 && (blockers.length > 1 || trample) ? banding : undefined;
  }

  checkAttackerAssign(a: string, blockers: readonly string[], given: Plan, power: number): Violation[] {
    const out: Violation[] = [];
    const total = [...given.values()].reduce((x, y) => x + y, 0);
    if (total !== power) {
      out.push({ key: 'engine-mtg.violation.assign-total', params: { source: this.h.state.name(a), given: total, power }, rules: ['510.1a', '510.1e'], cites: [], fatal: false });
    }
    const chooser = this.h.state.defenderOf(a) ?? '—';
    for (const [to, amount] of given) {
      if (amount > 0 && !blockers.includes(to)) {
        out.push({
          key: 'engine-mtg.banding.violation.recipient',
          params: { source: this.h.state.name(a), recipient: this.h.state.name(to), chooser },
          rules: ['702.22j'],
          cites: [CITE.banding],
          fatal: false,
        });
      }
    }
    return out;
  }

  describeAttacker(a: string, blockers: readonly string[], trample: boolean, target: string | undefined, p: Plan, given: boolean, power: number): void {
    const banding = this.defenderChooses(blockers, trample) ?? [];
    const chooser = this.h.state.defenderOf(a) ?? this.h.state.controller(blockers[0]!);
    const overTrample = trample && target !== undefined;
    const old = this.h.era === '1998' && trample ? [CITE.usgTrampleBanding] : [];
    const params: MessageParams = {
      banding: this.names(banding),
      count: banding.length,
      chooser,
      active: this.h.state.active ?? this.h.state.controller(a),
      attacker: this.h.state.name(a),
      amount: power,
      split: splitText(p),
    };
    if (overTrample) params.target = this.h.state.name(target);
    const rules = trample ? ['702.22j', '510.1c', '702.19b'] : ['702.22j', '510.1c'];
    this.step(overTrample ? 'engine-mtg.banding.step.defender-divides-trample' : 'engine-mtg.banding.step.defender-divides', params, rules, [CITE.banding, ...old]);
    const recipients = this.names(blockers);
    this.h.choices.push({
      chooser,
      what: { key: 'engine-mtg.choice.assign', params: { chooser, source: this.h.state.name(a), amount: power } },
      range: overTrample
        ? { key: blockers.length === 1 ? 'engine-mtg.banding.range.no-trample-one' : 'engine-mtg.banding.range.no-trample', params: { amount: power, recipients, target: this.h.state.name(target) } }
        : { key: 'engine-mtg.range.divide', params: { amount: power, recipients } },
      taken: given
        ? { key: 'engine-mtg.taken.given', params: { split: splitText(p) } }
        : blockers.length === 1
          ? { key: 'engine-mtg.banding.taken.only', params: { split: splitText(p) } }
          : this.takenAbsorb(p, a),
      assumed: !given,
      cites: [CITE.banding, ...old],
      rules: ['702.22j'],
    });
  }

  // --- 702.22k: the active player divides a blocker's damage

  /** The blocked creatures with banding when 702.22k gives the active player a real choice (two or more blocked). */
  attackerChooses(blocking: readonly string[]): string[] | undefined {
    const banding = blocking.filter((a) => this.h.state.has(a, 'banding'));
    return banding.length > 0 && blocking.length > 1 ? banding : undefined;
  }

  describeBlocker(b: string, blocking: readonly string[], p: Plan, given: boolean, power: number): void {
    const banding = this.attackerChooses(blocking) ?? [];
    const chooser = this.h.state.active ?? this.h.state.controller(blocking[0]!);
    this.step(
      'engine-mtg.banding.step.attacker-divides',
      {
        banding: this.names(banding),
        count: banding.length,
        chooser,
        defender: this.h.state.controller(b),
        blocker: this.h.state.name(b),
        amount: power,
        split: splitText(p),
      },
      ['702.22k', '510.1d'],
    );
    this.h.choices.push({
      chooser,
      what: { key: 'engine-mtg.choice.assign', params: { chooser, source: this.h.state.name(b), amount: power } },
      range: { key: 'engine-mtg.range.divide', params: { amount: power, recipients: this.names(blocking) } },
      taken: given ? { key: 'engine-mtg.taken.given', params: { split: splitText(p) } } : this.takenAbsorb(p, b),
      assumed: !given,
      cites: [CITE.banding],
      rules: ['702.22k'],
    });
  }

  // --- the usual choice of the player who divides: all of it on the creature that can best take it

  /**
   * The assumption for a player dividing an opponent's creature's damage among their own creatures: all of it on one
   * creature that loses nothing more by it — one that survives it (protection, indestructible, toughness left after
   * what the other creatures of this step assign to it) or one already dealt lethal damage — else the one with the
   * most toughness left, so at most one creature is lost. Ties: the first listed. When no single creature can take it
   * all but the damage can be spread so that none gets lethal damage, it is spread instead: nothing is lost (a 4/4
   * blocking a band of two 3/3s: 2 and 2, not 4 on one).
   */
  absorb(amount: number, candidates: readonly string[], source: string, assigned: ReadonlyMap<string, Plan>): Plan {
    let best = candidates[0]!;
    let bestKey: [number, number] = [-1, -Infinity];
    let bestFate: Fate = 'lost';
    for (const c of candidates) {
      let others = 0;
      for (const [id, p] of assigned) if (id !== source) others += p.get(c) ?? 0;
      const fate = this.fate(c, source, amount, others);
      const key: [number, number] = [fate === 'lost' ? 0 : 1, this.toughnessLeft(c) - others];
      if (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
        best = c;
        bestKey = key;
        bestFate = fate;
      }
    }
    if (bestFate === 'lost' && candidates.length > 1) {
      const spread = this.spread(amount, candidates, source, assigned);
      if (spread) {
        this.fates.set(source, 'spread');
        return spread;
      }
    }
    this.fates.set(source, bestFate);
    return new Map([[best, amount]]);
  }

  /** A split of `amount` that gives no candidate lethal damage, filling them in the order listed; undefined if none. */
  private spread(amount: number, candidates: readonly string[], source: string, assigned: ReadonlyMap<string, Plan>): Plan | undefined {
    const deathtouch = this.h.state.ability(source, 'destroysOnDamage') !== undefined && !this.asCounters(source);
    const room = candidates.map((c) => {
      let others = 0;
      for (const [id, p] of assigned) if (id !== source) others += p.get(c) ?? 0;
      // 702.2b: any deathtouch damage destroys (an indestructible creature would have survived all of it above)
      return deathtouch ? 0 : Math.max(0, this.toughnessLeft(c) - others - 1);
    });
    if (room.reduce((x, y) => x + y, 0) < amount) return undefined;
    const plan: Plan = new Map();
    let left = amount;
    candidates.forEach((c, i) => {
      const n = Math.min(left, room[i]!);
      if (n > 0) plan.set(c, n);
      left -= n;
    });
    return plan;
  }

  private toughnessLeft(id: string): number {
    return this.h.state.toughness(id) - (this.h.state.perm(id)?.damage ?? 0);
  }

  /** What `amount` combat damage from `source` does to `victim`, which other creatures assign `others` damage. */
  private fate(victim: string, source: string, amount: number, others: number): Fate {
    const pe = this.h.state.perm(victim);
    if (!pe || amount <= 0) return 'survives';
    const left = this.toughnessLeft(victim) - others;
    const indestructible = this.h.state.ability(victim, 'indestructible') !== undefined;
    if (left <= 0 && !indestructible) return 'doomed';
    if (!this.h.state.ability(source, 'unpreventable') && this.h.state.protectionHit(pe.o, this.h.state.sourceOf(source))) return 'survives';
    // -1/-1 counters lower the toughness: indestructible does not help (704.5f)
    if (this.asCounters(source)) return left > amount ? 'survives' : 'lost';
    if (indestructible) return 'survives';
    if (this.h.state.ability(source, 'destroysOnDamage')) return 'lost';
    return left > amount ? 'survives' : 'lost';
  }

  /** Its damage to a creature is dealt as -1/-1 counters (infect, wither; 120.3d). */
  private asCounters(source: string): boolean {
    return damageResult((k) => this.h.state.has(source, k), 'creature').as === '-1/-1';
  }

  private takenAbsorb(p: Plan, source: string): Message {
    const to = [...p.keys()][0] ?? '—';
    const params: Record<string, MessageParam> = { split: splitText(p), to: this.h.state.name(to) };
    const fate = this.fates.get(source) ?? 'lost';
    const key =
      fate === 'survives'
        ? 'engine-mtg.banding.taken.absorb-survives'
        : fate === 'doomed'
          ? 'engine-mtg.banding.taken.absorb-doomed'
          : fate === 'spread'
            ? 'engine-mtg.banding.taken.spread'
            : 'engine-mtg.banding.taken.absorb-one';
    return { key, params };
  }
}
