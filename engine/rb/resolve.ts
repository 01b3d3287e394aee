/**
 * Riftbound targeting (the FAQ's targeting section, cross-referenced to Core Rules v1.4, 355.7–355.10 and 359.3.e):
 * for each object or player an effect mentions, whether it is a target and which criterion decides it.
 *
 *   1. visible to every player — a player, or an object in a public zone (a face-down card at a battlefield is
 *      public as a card); hand and deck are not (355.10.a);
 *   2. chosen by you alone — not "all", "the controller of", "your Legend" (no choice, 355.10.d), not a choice made
 *      by other players (Cull the Weak, 355.10.e); a real choice with only one legal option is still a target;
 *   3. not a mere location qualifier (355.10.b), not in a cost, a trigger condition or a replacement effect
 *      (355.10.c), not in a "must" instruction (Sigil of the Storm, 355.10.f).
 *
 * With objects in the scenario it also lists the legal choices for each target (declared when the effect goes on the
 * chain, 355.8), and follows a chosen target that leaves before resolution (359.3.e). Pure; never throws.
 */
import type { FinalState, Message, Resolution, Zone } from '../core/types.ts';
import { list, messagesOf } from '../core/messages.ts';
import { Trace } from '../core/trace.ts';
import { CITE, RULE } from './cites.ts';
import type { MentionSpec, RbAction, RbObject, RbScenario } from './scenario.ts';
import type { FaqCard, RbKind, RbZone } from './vocabulary.ts';
import { analyzeWording, type Undecided, type WordingMention } from './wording.ts';

const NS = 'engine-rb';
const key = (k: string) => `${NS}.${k}`;

export const msg = messagesOf(NS);


export type Reason =
  | 'non-public'
  | 'location'
  | 'cost'
  | 'trigger'
  | 'replacement'
  | 'all'
  | 'controller'
  | 'your-legend'
  | 'others-choose'
  | 'must';

/** The deciding criterion of each reason: its rule, its entry, and the FAQ criterion it belongs to. */
export const REASONS: Record<Reason, { rule: string; cite: string; criterion: 1 | 2 | 3; general: string }> = {
  'non-public': { rule: RULE.nonPublic, cite: CITE.nonPublic, criterion: 1, general: CITE.publicZones },
  'all': { rule: RULE.noChoice, cite: CITE.noChoice, criterion: 2, general: CITE.yourChoice },
  'controller': { rule: RULE.noChoice, cite: CITE.noChoice, criterion: 2, general: CITE.yourChoice },
  'your-legend': { rule: RULE.noChoice, cite: CITE.noChoice, criterion: 2, general: CITE.yourChoice },
  'others-choose': { rule: RULE.otherChooser, cite: CITE.otherChooser, criterion: 2, general: CITE.yourChoice },
  'location': { rule: RULE.location, cite: CITE.location, criterion: 3, general: CITE.exclusions },
  'cost': { rule: RULE.costTriggerReplacement, cite: CITE.costs, criterion: 3, general: CITE.exclusions },
  'trigger': { rule: RULE.costTriggerReplacement, cite: CITE.trigger, criterion: 3, general: CITE.exclusions },
  'replacement': { rule: RULE.costTriggerReplacement, cite: CITE.replacement, criterion: 3, general: CITE.exclusions },
  'must': { rule: RULE.must, cite: CITE.must, criterion: 3, general: CITE.exclusions },
};

/** A mention, resolved against the scenario's objects (an object id gives its zone and face). */
interface Mention {
  spec: MentionSpec;
  kind: RbKind;
  phrase: Message;
  object?: RbObject;
  pronoun?: boolean;
  /** Knowledge-base entry of the FAQ card it comes from. */
  card?: string;
  /** What the wording reader noticed: how many, "another", a relative clause, what the FAQ leaves open. */
  wording?: WordingMention;
}

export interface Verdict {
  target: boolean;
  /** Failing criteria, the deciding one first. */
  reasons: Reason[];
  /** The FAQ does not decide: no criterion fails, but the mention is of a kind the FAQ does not speak of. */
  undecided?: Undecided;
}

const PUBLIC_BOARD: readonly (RbZone | undefined)[] = [undefined, 'base', 'battlefield'];

/** The FAQ's three criteria, in its order; the first failing one decides. */
export function classify(m: MentionSpec, kind: RbKind): Verdict {
  const reasons: Reason[] = [];
  if (kind !== 'player' && (m.zone === 'hand' || m.zone === 'deck')) reasons.push('non-public');
  if (m.form) reasons.push(m.form);
  else if (kind === 'legend' && m.relation === 'friendly') reasons.push('your-legend');
  if (m.role) reasons.push(m.role);
  const undecided = (m as Partial<WordingMention>).undecided;
  if (undecided && reasons.length === 0) return { target: false, reasons, undecided };
  return { target: reasons.length === 0, reasons };
}

/** What the FAQ's card examples mention (their wording is summarised in the knowledge base entries cited). */
const CARD_MENTIONS: Record<FaqCard, { spec: MentionSpec; kind: RbKind; cite: string }[]> = {
  'cull-the-weak': [{ spec: { ref: 'unit', form: 'others-choose' }, kind: 'unit', cite: CITE.cull }],
  'sigil-of-the-storm': [{ spec: { ref: 'rune', relation: 'friendly', role: 'must' }, kind: 'rune', cite: CITE.sigil }],
  'cruel-patron': [{ spec: { ref: 'unit', relation: 'friendly', role: 'cost' }, kind: 'unit', cite: CITE.cruelPatron }],
  malzahar: [{ spec: { ref: 'unit', relation: 'friendly', role: 'cost' }, kind: 'unit', cite: CITE.malzahar }],
};

const ZONE_STATE: Record<RbZone, Zone> = {
  base: 'battlefield',
  battlefield: 'battlefield',
  chain: 'stack',
  trash: 'graveyard',
  hand: 'hand',
  deck: 'library',
};

function objectLabel(o: RbObject): string {
  return o.name ? `${o.name} (${o.id})` : o.id;
}

class Run extends Trace {
  readonly outcome: Message[] = [];
  readonly objects = new Map<string, RbObject>();
  readonly targeted = new Set<string>();
  readonly left = new Set<string>();
  /** Mentions the FAQ does not decide. */
  open = 0;

  constructor(readonly s: RbScenario) {
    super(NS);
    for (const o of s.objects) this.objects.set(o.id, o);
  }


  name(id: string): string {
    const o = this.objects.get(id);
    return o ? objectLabel(o) : id;
  }

  execute(): Resolution {
    const acts = this.s.actions;
    let targets = 0;
    let others = 0;
    for (let i = 0; i < acts.length; i++) {
      const a = acts[i]!;
      if (a.kind === 'choose' || a.kind === 'leave') {
        // handled with the effect before them
        if (!acts.slice(0, i).some((b) => b.kind === 'text' || b.kind === 'mention' || b.kind === 'card')) {
          this.warnings.push({ key: key(`warning.${a.kind}-without-effect`), params: {}, rules: [RULE.declare], cites: [CITE.declare] });
        }
        continue;
      }
      const follow: RbAction[] = [];
      for (let j = i + 1; j < acts.length && (acts[j]!.kind === 'choose' || acts[j]!.kind === 'leave'); j++) follow.push(acts[j]!);
      const r = this.effect(a, follow);
      targets += r.targets;
      others += r.others;
    }
    if (this.open > 0) this.outcome.unshift(msg('outcome.count-undecided', { targets, others, undecided: this.open }));
    else if (targets + others > 0) this.outcome.unshift(msg('outcome.count', { targets, others }));
    if (this.outcome.length === 0) this.outcome.push(msg('outcome.nothing'));
    return this.resolution(this.outcome, this.final(), false);
  }

  mentionsOf(a: RbAction): Mention[] {
    if (a.kind === 'text') {
      const analysis = analyzeWording(a.text);
      for (const u of analysis.unread) {
        this.warnings.push({ key: key('warning.unread'), params: { sentence: u }, rules: [RULE.targets], cites: [CITE.default] });
      }
      for (const act of analysis.actions) {
        this.step(act.others ? 'player-action-others' : 'player-action', { phrase: msg('quote', { text: act.phrase }), zone: msg(`from-zone.${act.zone}`) }, [CITE.nonPublic, CITE.publicZones], [RULE.nonPublic]);
      }
      return analysis.mentions.map((m) => {
        const out: Mention = { spec: m, kind: m.kind, phrase: m.pronoun ? msg('pronoun', { text: m.phrase }) : msg('quote', { text: m.phrase }), wording: m };
        if (m.pronoun) out.pronoun = true;
        return out;
      });
    }
    if (a.kind === 'card') {
      return CARD_MENTIONS[a.card].map((c, n) => ({ spec: c.spec, kind: c.kind, phrase: msg(`card-phrase.${a.card}.${n}`), card: c.cite }));
    }
    if (a.kind === 'mention') {
      const o = this.objects.get(a.mention.ref);
      if (o) {
        const spec: MentionSpec = { ...a.mention };
        if (spec.zone === undefined && o.zone !== undefined) spec.zone = o.zone;
        if (o.facedown) spec.facedown = true;
        return [{ spec, kind: o.kind, phrase: msg('ref-object', { object: objectLabel(o) }), object: o }];
      }
      return [{ spec: a.mention, kind: a.mention.ref as RbKind, phrase: this.describe(a.mention) }];
    }
    return [];
  }

  describe(m: MentionSpec): Message {
    const details: Message[] = [];
    if (m.relation) details.push(msg(`flag.${m.relation}`));
    if (m.facedown) details.push(msg('flag.facedown'));
    if (m.zone) details.push(msg(`zone.${m.zone}`));
    if (m.play) details.push(msg('flag.play'));
    if (m.form) details.push(msg(`flag.${m.form}`));
    if (m.role) details.push(msg(`flag.${m.role}`));
    if (m.only) details.push(msg('flag.only'));
    const kind = msg(`kind.${m.ref}`);
    return details.length ? msg('ref-kind', { kind, details: list('comma', details) }) : msg('ref-kind-plain', { kind });
  }

  effect(a: RbAction, follow: RbAction[]): { targets: number; others: number } {
    const player = ('player' in a && a.player) || this.s.players[0]?.id || 'A';
    if (a.kind === 'text') this.step('effect-text', { player, text: a.text }, [CITE.default], [RULE.targets, RULE.exceptions], true);
    else if (a.kind === 'card') this.step('effect-card', { player, card: msg(`card-name.${a.card}`) }, [CITE.default], [RULE.targets, RULE.exceptions], true);
    else this.step('effect-mention', { player }, [CITE.default], [RULE.targets, RULE.exceptions], true);

    const stepsBefore = this.steps.length;
    const mentions = this.mentionsOf(a);
    const acted = this.steps.slice(stepsBefore).some((st) => st.key.startsWith(key('step.player-action')));
    const chosen = follow.filter((f) => f.kind === 'choose').flatMap((f) => (f as Extract<RbAction, { kind: 'choose' }>).ids);
    const used = new Set<string>();
    const picked = new Set<string>();
    let targets = 0;
    let others = 0;
    for (const m of mentions) {
      const v = classify(m.spec, m.kind);
      if (v.undecided) {
        this.undecided(m, v.undecided);
        this.open++;
        continue;
      }
      if (v.target) {
        targets++;
        this.target(m, player, chosen, used, picked);
      } else {
        others++;
        this.notTarget(m, v);
      }
    }
    for (const id of chosen) {
      if (!used.has(id)) {
        this.violations.push({
          key: key('violation.choose-not-legal'),
          params: { object: this.name(id) },
          rules: [RULE.declare],
          cites: [CITE.declare],
          fatal: false,
        });
      }
    }
    for (const f of follow) {
      if (f.kind !== 'leave') continue;
      this.left.add(f.target);
      if (picked.has(f.target)) {
        this.step('illegal-on-resolution', { object: this.name(f.target) }, [CITE.illegal], [RULE.illegal]);
        this.outcome.push(msg('outcome.illegal-target', { object: this.name(f.target) }));
      } else {
        this.warnings.push({ key: key('warning.leave-not-target'), params: { object: this.name(f.target) }, rules: [RULE.illegal], cites: [CITE.illegal] });
      }
    }
    if (mentions.length === 0) this.outcome.push(msg(acted ? 'outcome.actions-only' : 'outcome.no-mention'));
    return { targets, others };
  }

  target(m: Mention, player: string, chosen: string[], used: Set<string>, picked: Set<string>): void {
    const cites: string[] = [CITE.default];
    if (m.spec.zone === 'trash' || m.spec.zone === 'chain') cites.push(CITE.publicZones);
    if (m.spec.facedown) cites.push(CITE.faceDown);
    if (m.spec.play) cites.push(CITE.playFromZone);
    if (m.card) cites.push(m.card);
    const k = m.spec.facedown ? 'target-facedown' : m.spec.play && m.spec.zone === 'trash' ? 'target-play-trash' : m.kind === 'player' ? 'target-player' : 'target';
    this.step(k, { phrase: m.phrase }, cites, [RULE.targets, RULE.exceptions]);
    const w = m.wording;
    if (w?.count) this.step(`count.${w.count.kind}`, { phrase: m.phrase, max: w.count.kind === 'up-to' ? w.count.max : 0 }, [CITE.default, CITE.declare], [RULE.targets, RULE.declare]);
    if (w?.another) this.step('another', { phrase: m.phrase }, [CITE.default], [RULE.targets]);
    if (m.kind === 'card' && m.spec.zone === undefined && !m.object) {
      this.assumptions.push({ key: key('assumption.card-zone'), params: { phrase: m.phrase }, rules: [RULE.nonPublic], cites: [CITE.publicZones] });
    }
    this.outcome.push(msg('outcome.target', { phrase: m.phrase }));

    // legal choices in the scenario
    const candidates = this.candidates(m, player);
    if (candidates === undefined) {
      if (m.spec.only) this.step('only-legal', { phrase: m.phrase, object: msg('the-only-one') }, [CITE.onlyLegal], [RULE.noChoice]);
      return;
    }
    if (candidates.length === 0) {
      this.warnings.push({ key: key('warning.no-legal-choice'), params: { phrase: m.phrase }, rules: [RULE.declare], cites: [CITE.declare] });
      return;
    }
    const given = chosen.find((id) => !used.has(id) && candidates.includes(id));
    if (given) used.add(given);
    const taken = given ?? candidates[0]!;
    picked.add(taken);
    this.targetedAdd(taken);
    if (candidates.length === 1) {
      this.step('only-legal', { phrase: m.phrase, object: this.name(taken) }, [CITE.onlyLegal], [RULE.noChoice]);
    }
    this.choices.push({
      chooser: player,
      what: msg('choice.target', { chooser: player, phrase: m.phrase }),
      range: candidates.length === 1 ? msg('range.only', { object: this.name(taken) }) : msg('range.any', { objects: list('or', candidates.map((c) => this.name(c))) }),
      taken: msg(given || candidates.length === 1 ? 'taken.given' : 'taken.first', { object: this.name(taken) }),
      assumed: !given && candidates.length > 1,
      cites: candidates.length === 1 ? [CITE.declare, CITE.onlyLegal] : [CITE.declare],
      rules: [RULE.declare],
    });
    this.outcome.push(msg('outcome.chosen', { phrase: m.phrase, object: this.name(taken) }));
  }

  targetedAdd(id: string): void {
    this.targeted.add(id);
  }

  notTarget(m: Mention, v: Verdict): void {
    const first = v.reasons[0]!;
    const info = REASONS[first];
    const cites: string[] = [info.cite, info.general];
    if (first === 'non-public' && m.spec.play) cites.push(CITE.playFromZone);
    if (first === 'non-public' || first === 'others-choose') cites.push(CITE.declare);
    if (m.card) cites.unshift(m.card);
    // a noun inside a relative clause only narrows another mention: a targeting restriction, like a location
    const restriction = first === 'location' && m.wording?.restriction === true;
    this.step(restriction ? 'not-target.restriction' : `not-target.${first}`, { phrase: m.phrase, criterion: info.criterion }, [...new Set(cites)], [info.rule]);
    if (v.reasons.length > 1) {
      const rest = v.reasons.slice(1);
      this.step('also', { phrase: m.phrase, reasons: list('comma', rest.map((r) => msg(`reason.${r}`))) }, [...new Set(rest.map((r) => REASONS[r].cite))], [...new Set(rest.map((r) => REASONS[r].rule))]);
    }
    this.outcome.push(msg('outcome.not-target', { phrase: m.phrase, reason: msg(restriction ? 'reason.restriction' : `reason.${first}`), rule: info.rule }));
  }

  /** What the FAQ does not decide: said as such, with the reason and the way the FAQ's principles lean. */
  undecided(m: Mention, why: Undecided): void {
    const cites: string[] = why === 'condition' ? [CITE.exclusions, CITE.trigger] : [CITE.noChoice, CITE.yourChoice];
    const rules = why === 'condition' ? [RULE.exceptions, RULE.costTriggerReplacement] : [RULE.exceptions, RULE.noChoice];
    this.step(`undecided.${why}`, { phrase: m.phrase }, cites, rules);
    this.outcome.push(msg('outcome.undecided', { phrase: m.phrase, reason: msg(`undecided-reason.${why}`) }));
  }

  /** Objects (or players) of the scenario the mention could choose; undefined when the scenario has none to look at. */
  candidates(m: Mention, player: string): string[] | undefined {
    if (m.object) return [m.object.id];
    if (m.kind === 'player') {
      if (this.s.players.length < 2) return undefined;
      return this.s.players.map((p) => p.id).filter((p) => m.spec.relation !== 'enemy' || p !== player).filter((p) => m.spec.relation !== 'friendly' || p === player);
    }
    if (this.objects.size === 0) return undefined;
    return [...this.objects.values()]
      .filter((o) => this.kindMatches(m.kind, o.kind))
      .filter((o) => (m.spec.relation === 'enemy' ? o.controller !== player : m.spec.relation === 'friendly' ? o.controller === player : true))
      .filter((o) => this.zoneMatches(m, o))
      .filter((o) => !m.spec.facedown || o.facedown)
      .map((o) => o.id);
  }

  kindMatches(wanted: RbKind, kind: RbKind): boolean {
    if (wanted === kind) return true;
    return wanted === 'card' && kind !== 'battlefield' && kind !== 'legend' && kind !== 'player';
  }

  zoneMatches(m: Mention, o: RbObject): boolean {
    if (m.spec.zone !== undefined) {
      if (m.spec.zone === 'battlefield') return o.zone === 'battlefield';
      if (m.spec.zone === 'base') return o.zone === 'base' || o.zone === undefined;
      return o.zone === m.spec.zone;
    }
    if (m.kind === 'spell') return o.zone === 'chain';
    if (m.kind === 'battlefield' || m.kind === 'legend') return true;
    if (m.kind === 'card') return o.zone !== 'hand' && o.zone !== 'deck';
    return PUBLIC_BOARD.includes(o.zone);
  }

  final(): FinalState {
    return {
      players: this.s.players.map((p) => ({ id: p.id, life: 0, lifeBefore: 0, lost: false, counters: {} })),
      objects: [...this.objects.values()].map((o) => ({
        id: o.id,
        label: objectLabel(o),
        controller: o.controller,
        zone: o.zone ? ZONE_STATE[o.zone] : 'battlefield',
        damage: 0,
        counters: { targeted: this.targeted.has(o.id) ? 1 : 0, left: this.left.has(o.id) ? 1 : 0 },
        countersBefore: { targeted: 0, left: 0 },
      })),
    };
  }
}

export function resolveRb(s: RbScenario): Resolution {
  return new Run(s).execute();
}
