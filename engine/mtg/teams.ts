/**
 * Two-Headed Giant (810), with the shared team turns option's combat (805.10): two teams of the same size; each
 * team has one life total (30 for two heads, 15 more per extra head, 810.4 and 810.11) and one pool of poison
 * counters (15 to lose, 5 more per extra head, 810.10 and 810.11). The kernel keeps one state per player; here a
 * head's `life` and `poison` are made to read and write its team's, so every rule that changes a player's life
 * (damage, life loss, life gain, lifelink, toxic and infect) changes the team's total, as 810.9 and 810.10 say.
 *
 * `life=N` or `poison=N` on either head sets the team's starting total; different values on two heads of one team
 * are a warning, and the first head's value is used.
 */
import { list, messagesOf } from '../core/messages.ts';
import type { Message, MessageParams, Note, Step, Violation } from '../core/types.ts';
import type { MtgScenario } from './scenario.ts';
import { CITE } from './cites.ts';
import type { GameState } from './state.ts';

const msg = messagesOf('engine-mtg');

/** What the kernel's player state has that a team shares. */
export interface Head {
  id: string;
  life: number;
  start: number;
  poison: number;
  poisonStart: number;
  lost: boolean;
}

/** What the rules of this file need from the kernel (engine/mtg/resolve.ts): the scenario, the game, the trace. */
export interface TeamHost {
  readonly s: MtgScenario;
  readonly state: GameState;
  readonly steps: Step[];
  readonly violations: Violation[];
  readonly warnings: Note[];
}

export interface Team {
  members: string[];
  life: number;
  start: number;
  poison: number;
  poisonStart: number;
  /** Poison counters that make the team lose (704.6b, 810.11). */
  poisonLimit: number;
  lost: boolean;
}

/** 810.4, 810.11: 30 life for two heads, 15 more for each head beyond the second. */
export const teamLife = (size: number): number => 15 * size;
/** 704.6b, 810.11: 15 poison counters for two heads, 5 more for each head beyond the second. */
export const teamPoisonLimit = (size: number): number => 5 * size + 5;

const sizeRules = (t: Team): string[] => (t.members.length > 2 ? ['810.11'] : []);

export class Teams {
  private constructor(readonly list: Team[]) {}

  /** The teams of the scenario's `teams` statement, their heads linked to them; undefined in a game without teams. */
  static setup(host: TeamHost): Teams | undefined {
    const decl = host.s.actions.filter((a): a is Extract<typeof a, { kind: 'teams' }> => a.kind === 'teams');
    const first = decl[0];
    if (!first) return undefined;
    if (decl.length > 1) note(host.warnings, 'engine-mtg.teams.warning.twice', { count: decl.length }, ['810.1']);
    const teams = new Teams(
      first.teams.map((members) => {
        const given = (field: 'life' | 'poison') => members.map((m) => host.s.players.find((p) => p.id === m)?.[field]).filter((n): n is number => n !== undefined);
        const lives = given('life');
        const poisons = given('poison');
        const life = lives[0] ?? teamLife(members.length);
        const poison = poisons[0] ?? 0;
        return { members, life, start: life, poison, poisonStart: poison, poisonLimit: teamPoisonLimit(members.length), lost: false };
      }),
    );
    for (const t of teams.list) {
      const lives = t.members.map((m) => host.s.players.find((p) => p.id === m)?.life).filter((n) => n !== undefined);
      if (new Set(lives).size > 1) note(host.warnings, 'engine-mtg.teams.warning.life-differs', { team: teams.name(t), life: t.start }, ['810.4', '810.9']);
      const poisons = t.members.map((m) => host.s.players.find((p) => p.id === m)?.poison).filter((n) => n !== undefined);
      if (new Set(poisons).size > 1) note(host.warnings, 'engine-mtg.teams.warning.poison-differs', { team: teams.name(t), poison: t.poisonStart }, ['810.10']);
      for (const id of t.members) {
        const head = host.state.players.get(id);
        if (head) link(head, t);
      }
    }
    for (const id of host.state.players.keys()) {
      if (!teams.of(id)) {
        violate(host, 'engine-mtg.teams.violation.no-team', { player: id, teams: list('or', teams.list.map((t) => teams.name(t))) }, ['810.1']);
      }
    }
    const [a, b] = teams.list as [Team, Team];
    push(host.steps, 'engine-mtg.teams.step.setup', { first: teams.name(a), second: teams.name(b), life1: a.start, life2: b.start, poison: a.poisonLimit }, ['810.1', '810.4', '810.9', '810.10', ...sizeRules(a)]);
    return teams;
  }

  of(player: string): Team | undefined {
    return this.list.find((t) => t.members.includes(player));
  }

  same(a: string, b: string | undefined): boolean {
    if (b === undefined) return false;
    const t = this.of(a);
    return t !== undefined && t.members.includes(b);
  }

  /** The players of the other team (the defending players when this player's team attacks, 805.10a). */
  opponents(player: string): string[] {
    const mine = this.of(player);
    return this.list.filter((t) => t !== mine).flatMap((t) => t.members);
  }

  /** 805.6, 805.7: the active team's players first (the active player leading), then the other team's. */
  turnOrder(active: string): string[] {
    const mine = this.of(active);
    if (!mine) return this.list.flatMap((t) => t.members);
    const i = mine.members.indexOf(active);
    return [...mine.members.slice(i), ...mine.members.slice(0, i), ...this.opponents(active)];
  }

  name(t: Team): Message {
    return msg('teams.team', { players: list('comma', t.members) });
  }

  /** 805.10a–b: the active team makes one attack; creatures of both teams can't attack together. */
  checkAttackers(host: TeamHost, controllers: string[]): void {
    const sides = [...new Set(controllers.map((c) => this.of(c)).filter((t): t is Team => t !== undefined))];
    if (sides.length > 1) {
      violate(host, 'engine-mtg.teams.violation.both-teams-attack', { first: this.name(sides[0]!), second: this.name(sides[1]!) }, ['805.10a', '805.10b', '810.7']);
    }
  }

  /**
   * 805.10b: each attacker attacks a defending player, a planeswalker one of them controls or a battle one of them
   * protects — never the attacking player's teammate, their planeswalker, or a battle the attacking team protects
   * (310.8b: its protector is not a defending player). The attacking player's own cases are the kernel's.
   */
  checkTarget(host: TeamHost, attacker: string, target: string): void {
    const attacking = host.state.controller(attacker);
    const label = host.state.perms.get(attacker)?.label ?? attacker;
    if (host.state.players.has(target)) {
      if (target !== attacking && this.same(attacking, target)) {
        violate(host, 'engine-mtg.teams.violation.attacks-teammate', { attacker: label, player: target }, ['805.10a', '805.10b', '810.7']);
      }
      return;
    }
    const t = host.state.perms.get(target);
    if (!t) return;
    if (t.o.type === 'planeswalker') {
      const owner = host.state.controller(target);
      if (owner !== attacking && this.same(attacking, owner)) {
        violate(host, 'engine-mtg.teams.violation.attacks-team-planeswalker', { attacker: label, planeswalker: t.label, player: owner }, ['805.10b', '810.7']);
      }
    } else if (t.o.type === 'battle') {
      const protector = t.protector;
      if (protector !== undefined && protector !== attacking && this.same(attacking, protector)) {
        violate(host, 'engine-mtg.teams.violation.attacks-team-battle', { attacker: label, battle: t.label, player: protector }, ['310.8b', '805.10b', '810.7']);
      }
    }
  }

  /**
   * 805.10d: a creature of either defending player may block an attacker attacking either of them, a planeswalker
   * either controls or a battle either protects; creatures of the attacking team can't block.
   */
  checkBlocker(host: TeamHost, blocker: string, attacker: string, defender: string | undefined): void {
    if (defender !== undefined && this.same(host.state.controller(blocker), defender)) return;
    const team = this.of(defender ?? '');
    const params: MessageParams = {
      blocker: host.state.perms.get(blocker)?.label ?? blocker,
      attacker: host.state.perms.get(attacker)?.label ?? attacker,
      team: team ? this.name(team) : '—',
    };
    const t = host.state.perms.get(host.state.combat.target.get(attacker) ?? '');
    if (t?.o.type === 'battle') violate(host, 'engine-mtg.teams.violation.blocker-not-protector-team', { ...params, battle: t.label }, ['805.10d', '310.8c', '509.1a']);
    else violate(host, 'engine-mtg.teams.violation.wrong-blocker', params, ['805.10d', '509.1a']);
  }

  /** Whether a creature of `blocker`'s controller may block for `defender` (805.10d). */
  mayBlockFor(controller: string, defender: string | undefined): boolean {
    return this.same(controller, defender);
  }

  /**
   * 704.6a, 704.6b, 810.8: a team at 0 life or with 15 poison counters loses, both heads together (704.5a and
   * 704.5c are not used in this variant); a head that has lost takes their team with them (810.8a).
   */
  checkLosers(host: TeamHost): boolean {
    let acted = false;
    const losing = this.list.filter((t) => {
      if (t.lost || !(t.life <= 0 || t.poison >= t.poisonLimit || t.members.some((m) => host.state.players.get(m)?.lost))) return false;
      // 810.8a: a head that can't lose (or doesn't lose for 0 or less life) keeps the whole team in the game
      const saved = host.state.savedFromLoss(t.members, t.poison < t.poisonLimit);
      if (saved === undefined) return true;
      if (!host.state.lossNoted.has(t.members.join(" "))) {
        host.state.lossNoted.add(t.members.join(" "));
        push(host.steps, 'engine-mtg.step.cant-lose', { player: this.name(t), source: saved }, ['104.3', '810.8a']);
      }
      return false;
    });
    for (const t of losing) {
      acted = true;
      t.lost = true;
      for (const m of t.members) {
        const head = host.state.players.get(m);
        if (head) head.lost = true;
      }
      if (t.life <= 0) push(host.steps, 'engine-mtg.teams.step.zero-life', { team: this.name(t), life: t.life }, ['704.6a', '810.8c', '810.8a']);
      else if (t.poison >= t.poisonLimit) push(host.steps, 'engine-mtg.teams.step.poison', { team: this.name(t), poison: t.poison, limit: t.poisonLimit }, ['704.6b', '810.8d', '810.8a', ...sizeRules(t)]);
      else push(host.steps, 'engine-mtg.teams.step.head-lost', { team: this.name(t) }, ['810.8a']);
    }
    if (losing.length > 0) {
      const left = this.list.filter((t) => !t.lost);
      if (left.length === 0) push(host.steps, 'engine-mtg.step.draw', {}, ['104.4a', '810.8a']);
      else push(host.steps, 'engine-mtg.teams.step.wins', { team: this.name(left[0]!) }, ['104.2a', '810.8a']);
      host.state.gameOver = true;
    }
    return acted;
  }

  /** The outcome lines about players, one per team (810.9: the life total is the team's). */
  outcome(): Message[] {
    const out: Message[] = [];
    for (const t of this.list) if (t.life !== t.start) out.push(msg('teams.outcome.life', { team: this.name(t), from: t.start, to: t.life }));
    const lost = this.list.filter((t) => t.lost);
    if (lost.length === this.list.length) out.push(msg('outcome.draw'));
    else for (const t of lost) out.push(msg('teams.outcome.lost', { team: this.name(t) }));
    for (const t of this.list) if (t.poison !== t.poisonStart) out.push(msg('teams.outcome.poison', { team: this.name(t), from: t.poisonStart, to: t.poison, limit: t.poisonLimit }));
    return out;
  }
}

/** A head's life and poison counters become views of the team's (810.9, 810.10). */
function link(head: Head, team: Team): void {
  Object.defineProperty(head, TEAM, { value: team });
  Object.defineProperties(head, VIEWS);
}

// One getter and setter per field, shared by every head of every game: accessors made afresh for each head gave
// V8 a new hidden class per scenario, which pinned each scenario's objects through the next minor collections
// (a 1.5 ms pause instead of 0.5 ms in the benchmark's Two-Headed Giant row).
const TEAM = Symbol('team');
type Linked = Head & { [TEAM]: Team };
const VIEWS: PropertyDescriptorMap = Object.fromEntries(
  (['life', 'start', 'poison', 'poisonStart'] as const).map((field) => [
    field,
    {
      get(this: Linked) {
        return this[TEAM][field];
      },
      set(this: Linked, v: number) {
        this[TEAM][field] = v;
      },
      enumerable: true,
      configurable: true,
    },
  ]),
);

// Keys are written whole (engine-mtg.teams.…) so test/engine/messages.test.ts finds them in the source.
function push(steps: Step[], key: string, params: MessageParams, rules: string[]): void {
  steps.push({ key, params, cites: [CITE.twoHeadedGiant], rules });
}

function note(notes: Note[], key: string, params: MessageParams, rules: string[]): void {
  notes.push({ key, params, cites: [CITE.twoHeadedGiant], rules });
}

function violate(host: TeamHost, key: string, params: MessageParams, rules: string[]): void {
  host.violations.push({ key, params, cites: [CITE.twoHeadedGiant], rules, fatal: true });
}
