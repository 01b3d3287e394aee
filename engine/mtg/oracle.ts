/**
 * The Oracle-text reader: a card's rules text → the engine's own abilities, through the template table
 * (engine/mtg/oracle-templates.ts). The text is cut into lines and sentences; reminder text is dropped; the card's
 * name (and its short name, "Ajani" for "Ajani, Valiant Protector") becomes CARDNAME; "enters the battlefield"
 * reads as "enters". A keyword line is read item by item; any other sentence is a static ability, an activated
 * ability ("{1}, {T}: …"), a triggered ability ("When … , …") or, on an instant or sorcery, the spell's effects.
 * Whatever no template reads is kept, in the card's own words, as not modelled: the caller shows it.
 *
 * A reading depends only on the card's name, type line, keywords and text, and is kept once made (a scenario
 * naming a card reads it once; the benchmark's p99 counts on it).
 */
import type { CardFacts } from '../core/cards.ts';
import type { Ability, AbilityWhen, Condition, Effect } from './scenario.ts';
import type { ActivationWord, Keyword, Quality, SpellCost } from './vocabulary.ts';
import { MAX_ROLL } from './dice.ts';
import { readPart, type Family, type ModeCount, type ReadContext, type Reading } from './oracle-templates.ts';
import { TRIGGER_KINDS, TYPED_TRIGGERS, type EventKind } from './events.ts';
import { abilityOf, KEYWORD_RULES } from './keywords.ts';
import { EFFECT_RULES } from './effects.ts';
import type { CastOnly } from './spell-timing.ts';
import type { CostChange } from './cost-changes.ts';
import type { AltCost } from './alt-costs.ts';

/** Events about no object: in their triggered abilities "it" is still the card itself. */
const NO_OBJECT: ReadonlySet<EventKind> = new Set<EventKind>(['step-begins', 'life-gained', 'life-lost']);

/** Trigger words whose event's other object is the player dealt damage; the others' (events.ts `other`) is a creature. */
const PLAYER_OBJECT: ReadonlySet<string> = new Set(['combat-damage', 'damage-to-player', 'damage-to-opponent', 'opponent-upkeep', 'ally-combat-damage', 'opponent-targets']);

/** What "that player" / "that creature" names in the first effect: the event's other object, the same kind for every trigger word. */
function eventObject(when: readonly string[]): { event?: 'player' | 'creature' } {
  const kinds = new Set(when.map((w) => (TRIGGER_KINDS[w as keyof typeof TRIGGER_KINDS].other === undefined ? undefined : PLAYER_OBJECT.has(w) ? 'player' : 'creature')));
  const [only] = kinds;
  return kinds.size === 1 && only !== undefined ? { event: only } : {};
}

export interface CardReading {
  keywords: Keyword[];
  protection: Quality[];
  /** Attributes with a number: `toxic:2`, `extra-block:1`, `max-blockers:1` … */
  attributes: Record<string, number>;
  /** Triggered, static and activated abilities, as the notation's `( … )` abilities. */
  abilities: Ability[];
  /** An instant's or sorcery's effects, in order (undefined for a permanent). */
  spell?: Effect[];
  /** A modal spell's modes ("Choose one —" then "• …" lines, 700.2): each one's effects; one is chosen as it is cast (601.2b). */
  modes?: Effect[][];
  /** How many modes are chosen (700.2): one when absent; "Choose one or both —" 1–2, "Choose two —" 2. */
  modeCount?: ModeCount;
  /** A kicker spell's effects when it was kicked (702.33d): `cast A Burst Lightning kicked`. */
  kicked?: Effect[];
  /** Cleave (702.148a): its cost, and the spell's effects with the words in square brackets removed: `cast A Fierce Retribution cleaved`. */
  cleave?: { cost: string; effects: Effect[] };
  /** When the spell may be cast, by its own text ("Cast this spell only during combat", 601.3; engine/mtg/spell-timing.ts). */
  castOnly?: CastOnly;
  /** An instant's or sorcery's additional costs of sacrificing a permanent, paid as it is cast (601.2h). */
  castCosts?: SpellCost[];
  /** What the spell's own text adds to or takes from its cost (601.2f; engine/mtg/cost-changes.ts). */
  costChanges?: CostChange[];
  /** Alternative costs its text offers instead of its mana cost (118.9; engine/mtg/alt-costs.ts): `cast A Fireblast alt`. */
  altCosts?: AltCost[];
  /** Additional costs its text adds, paid each time it is cast (118.8, 601.2h), beyond the cost words of `castCosts`. */
  extraCosts?: AltCost[];
  /** A permanent that enters with X +1/+1 counters, X chosen as its spell was cast (107.3m): `cast A h=Endless One X=3`. */
  entersWithX?: true;
  /** The sentences (or keyword-line items) no template reads, in the card's words, reminder text removed. */
  notModelled: string[];
  /** The same, normalised (CARDNAME, N, {M}): what the coverage report counts. */
  unread: string[];
  /** The families of the templates it used. */
  families: Family[];
  /** The ids of the templates it used. */
  templates: string[];
}

/**
 * An amount X its caster chooses as the spell is cast (107.3a, 601.2b): "deals X damage", "+X/+0". The reader reads X
 * as this number, and `cast A Blaze X=3` (engine/mtg/cards.ts) puts the chosen value in its place. No card prints it.
 */
export const X_CHOSEN = 987;
const X_WORD = /(?<![{\w])X(?![}\w])/g;
const X_NUMBER = new RegExp(`(?<![\\w])${X_CHOSEN}(?![\\w])`, 'g');

/** Does an effect (or one it leads to) use the X chosen as the spell is cast? */
export const usesX = (e: Effect): boolean =>
  e.amount === X_CHOSEN || Math.abs(e.power ?? 0) === X_CHOSEN || Math.abs(e.toughness ?? 0) === X_CHOSEN || (e.then ?? []).some(usesX);

const MAX_CACHED = 4096;
const cache = new Map<string, CardReading>();

/** The reading of a card, made once per card text. */
export function readOracle(card: CardFacts): CardReading {
  const key = `${card.name}\u0000${card.typeLine}\u0000${card.keywords.join(',')}\u0000${card.text ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const r = read(card);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, r);
  return r;
}

/** Is this card (its named face) an instant or a sorcery? */
export const isSpellCard = (card: Pick<CardFacts, 'typeLine'>): boolean => /\b(instant|sorcery)\b/i.test(card.typeLine.split('//')[0]!);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The card's own name (and short name) as CARDNAME, "enters the battlefield" as "enters". */
export function normalise(text: string, name: string): string {
  let t = text;
  // an Alchemy rebalanced card ("A-Blood Artist") names itself without the prefix
  const base = name.replace(/^A-/, '');
  const names = [...new Set([name, base])];
  const short = base.split(', ')[0]!;
  if (short !== base) names.push(short);
  for (const n of names) t = t.replace(new RegExp(`(?<![\\w'])${escape(n)}(?![\\w])`, 'g'), 'CARDNAME');
  return t
    .replace(/\bthis creature\b/gi, 'CARDNAME')
    .replace(/\benters the battlefield\b/g, 'enters')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How an unread sentence is counted in the coverage report: numbers as N, mana as {M}. */
export function phrasing(sentence: string): string {
  return sentence.replace(/\{(?:\d+|[WUBRGCSX]|[WUBRG2]\/[WUBRGP])\}/g, '{M}').replace(/(?<![\w/])[+-]?\d+(?![\w])/g, (m) => (m.startsWith('+') ? '+N' : m.startsWith('-') ? '-N' : 'N'));
}

/** Sentences of one line (a period followed by a capital, a bullet or a brace starts the next). */
function sentences(line: string): string[] {
  return line.split(/(?<=\.)\s+(?=[A-Z{•])/).map((s) => s.trim()).filter(Boolean);
}

/**
 * Reminder text, and an ability word or flavour word before an em dash ("Landfall — Whenever …"; a mode's name, "• Cure
 * Wounds — You gain 2 life."): no rules meaning (207.2c, 207.2d).
 */
const stripReminder = (line: string) =>
  line
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/^(•\s*)?(?:[A-Z][\w'’-]*)(?: [\w'’-]+){0,4} — (?=[A-Z])/, '$1')
    .trim();

class Reader {
  readonly r: CardReading = { keywords: [], protection: [], attributes: {}, abilities: [], notModelled: [], unread: [], families: [], templates: [] };
  readonly spell: boolean;
  /** The activated ability a rider ("Activate only as a sorcery") qualifies. */
  private lastActivated: Ability | undefined;
  /** The effects a rider ("It can't be regenerated") qualifies. */
  private lastEffects: Effect[] | undefined;
  /** The triggered or activated abilities the sentence before made, and how their effects were read: a sentence that
   * goes on in the same paragraph ("Tap target creature. It doesn't untap …") adds effects to them (113.2c: one paragraph, one ability). */
  private lastAbilities: { abilities: Ability[]; context: ReadContext } | undefined;
  /** Where the spell's effects of the sentence before start (what kicked text "instead" replaces). */
  private lastStart: number | undefined;
  /** The effects the sentence being read goes on from (its ability's, or the spell's): what "If you do" looks back at (118.12). */
  private continuing: Effect[] | undefined;
  /** A modal triggered ability whose "•" lines are being read (700.2). */
  private modal: { original: string; normal: string; when: string[]; templates: Array<{ id: string; family: Family }>; context: ReadContext; modes: Effect[][]; failed: Array<[string, string]> } | undefined;

  /** A leveler's band being read ("LEVEL 2-6", 711.2): the lines under it apply only with that many level counters. */
  private band: Condition | undefined;

  readonly creature: boolean;
  /** An instant or sorcery whose X is chosen as it is cast: its text says X and never what X is (107.3a, 107.3m). */
  readonly x: boolean;

  constructor(readonly card: CardFacts) {
    this.spell = isSpellCard(card);
    const text = card.text ?? '';
    this.x = this.spell && /(?<![{\w])X(?![}\w])|\bpays \{X\}/.test(text) && !/\bX is\b|\bX equals?\b|\bequal to X\b|\bX can't\b|\bX was\b|\bchose X\b|\bchosen X\b/.test(text);
    this.creature = /\bcreature\b/i.test(card.typeLine.split('//')[0]!);
    if (this.spell) this.r.spell = [];
  }

  used(t: { id: string; family: Family }): void {
    if (!this.r.templates.includes(t.id)) this.r.templates.push(t.id);
    if (!this.r.families.includes(t.family)) this.r.families.push(t.family);
  }

  unread(original: string, normal: string): void {
    if (!this.r.notModelled.includes(original)) this.r.notModelled.push(original);
    this.r.unread.push(phrasing(this.x ? normal.replace(X_NUMBER, 'X') : normal));
  }

  joinLast(original: string, normal: string): void {
    const n = this.r.notModelled.length - 1;
    this.r.notModelled[n] = `${this.r.notModelled[n]} ${original}`;
    const u = this.r.unread.length - 1;
    this.r.unread[u] = `${this.r.unread[u]} ${phrasing(normal)}`;
  }

  apply(x: Reading): void {
    for (const k of x.keywords ?? []) if (!this.r.keywords.includes(k)) this.r.keywords.push(k);
    for (const q of x.protection ?? []) if (!this.r.protection.includes(q)) this.r.protection.push(q);
    Object.assign(this.r.attributes, x.attributes ?? {});
    if (x.statics?.length) this.r.abilities.push(x.condition ? { when: 'static', effects: x.statics, condition: x.condition } : { when: 'static', effects: x.statics });
    if (x.castOnly) this.r.castOnly = x.castOnly;
    if (x.extraCost) this.r.extraCosts = [...(this.r.extraCosts ?? []), x.extraCost];
    if (x.altCost) this.r.altCosts = [...(this.r.altCosts ?? []), x.altCost];
    if (x.costChange) this.r.costChanges = [...(this.r.costChanges ?? []), x.costChange];
    if (x.entersWithX) this.r.entersWithX = true;
    if (x.ability) this.r.abilities.push(structuredClone(x.ability));
  }

  line(raw: string): void {
    const original = stripReminder(raw);
    if (!original) return;
    const named = normalise(original, this.card.name);
    // X chosen as the spell is cast is read as X_CHOSEN (not inside a mana symbol: "Flashback {X}{R}")
    const normal = this.x ? named.replace(X_WORD, String(X_CHOSEN)).replace(/\bpays \{X\}/g, `pays {${X_CHOSEN}}`) : named;
    // a permanent's modal triggered ability: "When … enters, choose one —" and its "•" lines (700.2)
    if (!this.spell && this.modalLine(original, normal)) return;
    // a row of the results table of a die rolled just before (706.3a): "10—19 | Scry 2, then draw two cards."
    if (this.rollRow(original, normal)) return;
    // a modal spell: "Choose one —", then one "•" line per mode, each read as the spell's effects would be
    if (this.spell) {
      const choose = readPart('mode', normal, { spell: true, before: 0 });
      if (choose) {
        this.used(choose.template);
        this.r.modes = [];
        if (choose.reading.modeCount) this.r.modeCount = choose.reading.modeCount;
        return;
      }
      if (this.r.modes && /^•\s*/.test(normal)) {
        const text = normal.replace(/^•\s*/, '').replace(/\.$/, '');
        const effects = this.effects(text, { spell: true, before: 0 });
        if (effects && !this.lostX(text, effects)) this.r.modes.push(effects);
        else {
          // kept in its place, empty, so the modes after it keep their numbers (`mode=3` is the third line)
          this.r.modes.push([]);
          this.unread(original.replace(/^•\s*/, ''), text);
        }
        return;
      }
    }
    // a leveler's band (711.2): "LEVEL 2-6", then its power/toughness and abilities, until the next band
    if (!this.spell) {
      const level = readPart('level', normal, { spell: false, before: 0 });
      if (level?.reading.condition) {
        this.used(level.template);
        this.band = level.reading.condition;
        return;
      }
      if (this.band) {
        if (!this.bandLine(normal, level)) this.unread(original, normal);
        return;
      }
    }
    if (this.keywordLine(normal)) {
      const parts = original.split(/[,;] /);
      normal.split(/[,;] /).forEach((p, i) => {
        const got = readPart('keyword', p, { spell: this.spell, before: 0 });
        // a second instance of a keyword with a number ("Soulshift 4, soulshift 4"): one `word:N` can't hold two (702.46b)
        const twice = Object.keys(got?.reading.attributes ?? {}).some((k) => k in this.r.attributes);
        if (got && !twice) {
          this.used(got.template);
          this.apply(got.reading);
        } else this.unread(parts[i] ?? p, p);
      });
      return;
    }
    const originals = sentences(original);
    const normals = sentences(normal);
    // the name may hold a period ("Mr. Orfeo"): fall back to the whole line as one sentence
    const aligned = originals.length === normals.length;
    this.lastActivated = undefined;
    this.lastEffects = undefined;
    this.lastAbilities = undefined;
    let failed = false;
    (aligned ? normals : [normal]).forEach((s, i) => {
      const text = s.replace(/\.$/, '');
      if (this.sentence(text)) {
        failed = false;
        return;
      }
      // a rider of an ability that was not read ("Activate only as a sorcery.") belongs with it
      if (failed && readPart('rider', text, { spell: this.spell, before: 0 })) this.joinLast(aligned ? originals[i]! : s, s);
      else this.unread(aligned ? originals[i]! : original, s);
      failed = true;
    });
  }

  /**
   * A row of a die's results table (706.3a) after the spell's "Roll a d20.": its effects, each marked `if-roll=` with
   * the row's results; a row not read is not modelled, in the card's words.
   */
  rollRow(original: string, normal: string): boolean {
    const row = /^(\d{1,3})(?:\s*[—–-]\s*(\d{1,3})|(\+))? \| (.+)$/.exec(normal);
    // a spell's effects, or those of the ability of the line before (a triggered or activated ability that rolls)
    const abilities = this.spell ? undefined : this.lastAbilities;
    const spell = this.spell ? this.r.spell : abilities?.abilities[0]?.effects;
    if (!row || !spell?.some((e) => e.kind === 'roll-die') || this.r.modes) return false;
    const context = abilities ? abilities.context : { spell: true, before: 0 };
    const min = Number(row[1]);
    const ifRoll = { min, max: row[3] ? MAX_ROLL : row[2] ? Number(row[2]) : min };
    const effects: Effect[] = [];
    for (const s of sentences(row[4]!)) {
      const got = this.effects(s.replace(/\.$/, ''), { ...context, before: spell.length + effects.length, last: effects[effects.length - 1] ?? spell[spell.length - 1] });
      if (!got || got.some((e) => e.ifDone || e.ifNotDone || e.ifRoll)) {
        this.unread(original, normal);
        return true;
      }
      effects.push(...got);
    }
    const rows = effects.map((e) => ({ ...e, ifRoll }));
    if (abilities) for (const ab of abilities.abilities) ab.effects.push(...structuredClone(rows));
    else spell.push(...rows);
    return true;
  }

  /**
   * "When CARDNAME enters, choose one —" then "• …" lines (700.2): one triggered ability whose modes are the lines'
   * effects, read as its effects would be; its controller chooses one as it goes on the stack (603.3c). Read only
   * when every mode is; a line of another kind ends the modes.
   */
  modalLine(original: string, normal: string): boolean {
    const open = this.modal;
    if (open && /^•\s*/.test(normal)) {
      const text = normal.replace(/^•\s*/, '').replace(/\.$/, '');
      const effects = this.effects(text, open.context);
      if (effects) open.modes.push(effects);
      else open.failed.push([original.replace(/^•\s*/, ''), text]);
      return true;
    }
    this.closeModal();
    const head = readPart('mode', normal, { spell: false, before: 0 });
    if (head?.template.id !== 'trigger-choose-one' || !head.reading.rest) return false;
    const t = readPart('trigger', head.reading.rest, { spell: false, before: 0, creature: this.creature });
    if (!t?.reading.when) return false;
    const other = t.reading.when.some((w) => !TRIGGER_KINDS[w].self && !NO_OBJECT.has(TRIGGER_KINDS[w].on));
    this.modal = { original, normal, when: t.reading.when, templates: [head.template, t.template], context: { spell: false, before: 0, other, ...eventObject(t.reading.when) }, modes: [], failed: [] };
    return true;
  }

  /** The modal ability whose "•" lines were being read: kept when every mode was read, else its lines are not modelled. */
  closeModal(): void {
    const m = this.modal;
    if (!m) return;
    this.modal = undefined;
    if (m.failed.length === 0 && m.modes.length >= 2) {
      m.templates.forEach((t) => this.used(t));
      for (const when of m.when) this.r.abilities.push({ when: when as AbilityWhen, effects: structuredClone(m.modes[0]!), modes: structuredClone(m.modes) });
      return;
    }
    this.unread(m.original, m.normal);
    for (const [o, n] of m.failed) this.unread(o, n);
  }

  /**
   * A line under a leveler's band (711.2a–b): its power/toughness (layer 7b), keywords, static abilities and activated
   * abilities, each the permanent's only while its level counters are in the band. Triggered abilities are not read here.
   */
  bandLine(normal: string, level: ReturnType<typeof readPart>): boolean {
    const condition = this.band!;
    if (level?.reading.statics) {
      this.used(level.template);
      this.r.abilities.push({ when: 'static', effects: level.reading.statics, condition: { ...condition } });
      return true;
    }
    const self = { self: true as const };
    const gains = (x: Reading): Effect[] | undefined =>
      Object.keys(x.attributes ?? {}).length || x.statics?.length || x.condition || x.ability || x.castOnly
        ? undefined
        : [...(x.keywords ?? []).map((keyword): Effect => ({ kind: 'gain', keyword, targets: [], filter: { ...self } })), ...(x.protection?.length ? [{ kind: 'gain' as const, protection: x.protection, targets: [], filter: { ...self } }] : [])];
    // keywords ("Flying, trample"): gained in layer 6 while in the band
    const items = normal.replace(/\.$/, '').split(/, /);
    const read = items.map((p) => readPart('keyword', p, { spell: false, before: 0 }));
    if (read.every((x) => x && gains(x.reading)?.length)) {
      read.forEach((x) => this.used(x!.template));
      this.r.abilities.push({ when: 'static', effects: read.flatMap((x) => gains(x!.reading)!), condition: { ...condition } });
      return true;
    }
    const text = normal.replace(/\.$/, '');
    const st = readPart('static', text, { spell: false, before: 0 });
    if (st) {
      const effects = st.reading.statics?.length && !st.reading.condition && !st.reading.keywords?.length && !Object.keys(st.reading.attributes ?? {}).length ? st.reading.statics : gains(st.reading);
      if (!effects?.length) return false;
      this.used(st.template);
      this.r.abilities.push({ when: 'static', effects, condition: { ...condition } });
      return true;
    }
    // an activated ability: it exists only in the band (activation.ts refuses it outside)
    const act = /^([^:"]+): (.+)$/.exec(text);
    if (!act) return false;
    const before = this.r.abilities.length;
    const originals = sentences(normal);
    const [first, ...more] = originals.map((s) => s.replace(/\.$/, ''));
    const head = /^([^:"]+): (.+)$/.exec(first!);
    if (!head || !this.activated(head[1]!, head[2]!)) return false;
    for (const s of more) if (!this.sentence(s)) {
      this.r.abilities.splice(before);
      return false;
    }
    for (const a of this.r.abilities.slice(before)) a.condition = { ...condition };
    return true;
  }

  /** Every item of the line is a keyword the card data lists ("Flying, first strike", "Protection from red"). */
  keywordLine(normal: string): boolean {
    const listed = this.card.keywords.map((k) => k.toLowerCase());
    // a keyword that works from another zone, with its cost, even when the card data doesn't list it ("Overload {3}{U}")
    const elsewhere = (p: string) => readPart('keyword', p, { spell: this.spell, before: 0 })?.template.id === 'keyword-elsewhere';
    if ((listed.length === 0 && !elsewhere(normal)) || /[.:]$/.test(normal) || normal.includes(': ')) return false;
    return normal.split(/[,;] /).every((p) => listed.some((k) => p.toLowerCase() === k || p.toLowerCase().startsWith(`${k} `)) || elsewhere(p));
  }

  sentence(s: string): boolean {
    const rider = readPart('rider', s, { spell: this.spell, before: 0 });
    if (rider) return this.rider(rider.template, rider.reading);
    // "This spell can't be countered.": a keyword of the spell, on a permanent card too (its object when cast)
    const own = readPart('spell-static', s, { spell: this.spell, before: 0 });
    if (own) {
      this.used(own.template);
      this.apply(own.reading);
      return true;
    }
    if (!this.spell) {
      const st = readPart('static', s, { spell: false, before: 0 });
      if (st) {
        this.used(st.template);
        this.apply(st.reading);
        return true;
      }
      const act = /^([^:"]+): (.+)$/.exec(s);
      if (act) return this.activated(act[1]!, act[2]!);
      // an intervening "if" read with its trigger when a template knows it ("When CARDNAME enters, if it was kicked", 603.4)
      const withIf = /^((?:When|Whenever|At) [^,"]+, if [^,"]+), (.+)$/.exec(s);
      if (withIf && readPart('trigger', withIf[1]!, { spell: false, before: 0, creature: this.creature }) && this.triggered(withIf[1]!, withIf[2]!)) return true;
      const trig = /^((?:When|Whenever|At) [^,"]+), (.+)$/.exec(s);
      // "At the beginning of the next end step, sacrifice it.": a delayed ability the sentence before's creates (603.7a)
      if (trig) return this.triggered(trig[1]!, trig[2]!) || (/^At (?:the beginning of the next end step|end of combat)$/i.test(trig[1]!) && this.goesOn(s));
      return this.goesOn(s);
    }
    const cost = readPart('spell-cost', s, { spell: true, before: 0 });
    if (cost?.reading.cost && cost.reading.cost !== 'mana') {
      this.used(cost.template);
      this.r.castCosts = [...(this.r.castCosts ?? []), cost.reading.cost as SpellCost];
      return true;
    }
    const kick = readPart('kicked', s, { spell: true, before: 0 });
    if (kick) return this.kicked(kick.template, kick.reading);
    this.continuing = this.r.spell;
    const spell = this.r.spell!;
    const effects = this.effects(s, { spell: true, before: spell.length, ...(spell.length ? { last: spell[spell.length - 1] } : {}), ...(this.r.castCosts?.some((k) => k.startsWith('sacrifice')) ? { paid: true } : {}), ...(spell.some((e) => e.kind === 'clash') ? { afterClash: true } : {}) });
    this.continuing = undefined;
    if (!effects || this.lostX(s, effects) || namesToken(this.r.spell!, effects)) return false;
    thatFilter(this.r.spell![this.r.spell!.length - 1], effects);
    this.lastStart = this.r.spell!.length;
    this.r.spell!.push(...effects);
    this.r.kicked?.push(...structuredClone(effects));
    this.lastEffects = effects;
    return true;
  }

  /** A sentence saying X whose reading lost it (X as a count of tokens or targets): not read. */
  lostX(text: string, effects: Effect[]): boolean {
    return this.x && text.match(X_NUMBER) !== null && !effects.some(usesX);
  }

  /**
   * "If this spell was kicked, …" (702.33d): the spell's effects when kicked — its other effects and these, or these
   * instead of the sentence right before's (only its numbers when they are the same effect on the same object).
   */
  kicked(t: { id: string; family: Family }, x: Reading): boolean {
    const spell = this.r.spell!;
    if (this.r.kicked || this.r.modes || !this.r.keywords.some((k) => KEYWORD_RULES[k].kicker)) return false;
    let kicked: Effect[] | undefined;
    if (!x.instead) {
      const more = this.effects(x.rest!, { spell: true, before: spell.length });
      if (more) kicked = [...structuredClone(spell), ...thatFilter(spell[spell.length - 1], more)];
    } else {
      const start = this.lastStart;
      if (start === undefined || !this.lastEffects || start + this.lastEffects.length !== spell.length) return false;
      const last = spell.slice(start);
      let replaced: Effect[] | undefined;
      const renumber = (kind: Effect['kind'], n: Pick<Effect, 'amount' | 'power' | 'toughness'>) =>
        last.filter((e) => e.kind === kind).length === 1 ? structuredClone(last).map((e) => (e.kind === kind ? { ...e, ...n } : e)) : undefined;
      if (x.amount !== undefined) replaced = renumber('damage', { amount: x.amount });
      else {
        const same = this.effects(x.rest!, { spell: true, before: spell.length });
        const e = same?.length === 1 && same[0]!.targets.length === 1 && same[0]!.targets[0] === 'that' ? same[0]! : undefined;
        if (e) replaced = renumber(e.kind, { ...(e.amount !== undefined ? { amount: e.amount } : {}), ...(e.power !== undefined ? { power: e.power, toughness: e.toughness } : {}) });
        else replaced = this.effects(x.rest!, { spell: true, before: start });
      }
      if (replaced) kicked = [...structuredClone(spell.slice(0, start)), ...replaced];
    }
    if (!kicked || ((x.amount === X_CHOSEN || x.rest?.match(X_NUMBER)) && !kicked.some(usesX))) return false;
    this.used(t);
    this.r.kicked = kicked;
    return true;
  }

  rider(t: { id: string; family: Family }, x: Reading): boolean {
    if (x.restriction) {
      if (!this.lastActivated) return false;
      const costs = this.lastActivated.costs ?? [];
      if (!costs.includes(x.restriction)) this.lastActivated.costs = [...costs, x.restriction];
    } else if (x.oncePerTurn) {
      // "This ability triggers only once each turn": the triggered ability (or abilities, two trigger words) just read
      const triggered = this.lastAbilities?.abilities.filter((a) => a.when !== 'static' && a.when !== 'activated');
      if (!triggered?.length) return false;
      for (const a of triggered) a.oncePerTurn = true;
    } else if (x.exileCountered) {
      if (!this.lastEffects?.some((e) => e.kind === 'counter' || e.kind === 'counter-unless')) return false;
      for (const e of this.qualified()) if (e.kind === 'counter' || e.kind === 'counter-unless') e.kind = e.kind === 'counter' ? 'counter-exile' : 'counter-unless-exile';
    } else if (x.newTargets) {
      // "You may choose new targets for the copy" (707.10c): the copy the effect before makes
      if (!this.lastEffects?.some((e) => e.kind === 'copy-spell')) return false;
      for (const e of this.qualified()) if (e.kind === 'copy-spell') e.kind = 'copy-spell-new-targets';
    } else if (x.exileDamaged) {
      // "If a creature dealt damage this way would die this turn, exile it instead" (614.6): the damage before
      if (!this.lastEffects?.some((e) => e.kind === 'damage')) return false;
      for (const e of this.qualified()) if (e.kind === 'damage') e.kind = 'damage-exile';
    } else if (x.tokenMana) {
      // "It has / They have "Sacrifice this creature: Add {C}."": the tokens the effect right before creates
      const last = this.lastEffects?.[this.lastEffects.length - 1];
      if (last?.kind !== 'create') return false;
      // "create two … tokens" is read as one create per token: each of those at the end, alike, gets it
      for (const effects of new Set([this.lastEffects, ...(this.lastAbilities?.abilities.map((a) => a.effects) ?? [])])) {
        const same = JSON.stringify({ ...last, token: { ...last.token, mana: true } });
        for (let i = (effects?.length ?? 0) - 1; i >= 0; i--) {
          const e = effects![i]!;
          if (e.kind !== 'create') break;
          e.token = { ...(e.token ?? { colors: [], keywords: [] }), mana: true };
          if (JSON.stringify(e) !== same) return false;
        }
      }
    } else if (x.noRegen) {
      if (!this.lastEffects?.some((e) => e.kind === 'destroy')) return false;
      for (const e of this.qualified()) if (e.kind === 'destroy') e.kind = 'bury';
    } else if (!x.nothing) return false;
    this.used(t);
    return true;
  }

  /** The effects a rider changes: those read last, and the same effects in each ability they were copied into (two trigger words). */
  qualified(): Effect[] {
    const lists = new Set([this.lastEffects ?? [], ...(this.lastAbilities?.abilities.map((a) => a.effects) ?? [])]);
    return [...lists].flat();
  }

  activated(cost: string, body: string): boolean {
    const costs: ActivationWord[] = [];
    let life: number | undefined;
    let spores: number | undefined;
    let energy: number | undefined;
    const used: Array<{ id: string; family: Family }> = [];
    for (const part of cost.split(', ')) {
      const got = readPart('cost', part, { spell: false, before: 0 });
      if (!got) return false;
      used.push(got.template);
      if (got.reading.cost && got.reading.cost !== 'mana' && !costs.includes(got.reading.cost)) costs.push(got.reading.cost);
      if (got.reading.life) life = got.reading.life;
      if (got.reading.spores) spores = got.reading.spores;
      if (got.reading.energy) energy = got.reading.energy;
    }
    const context: ReadContext = { spell: false, before: 0 };
    const effects = this.effects(body, context);
    if (!effects) return false;
    used.forEach((t) => this.used(t));
    const ability: Ability = costs.length ? { when: 'activated', effects, costs } : { when: 'activated', effects };
    if (life) ability.life = life;
    if (spores) ability.spores = spores;
    if (energy) ability.energy = energy;
    this.r.abilities.push(ability);
    this.lastActivated = ability;
    this.lastEffects = effects;
    this.lastAbilities = { abilities: [ability], context };
    return true;
  }

  triggered(prefix: string, body: string): boolean {
    const t = readPart('trigger', prefix, { spell: false, before: 0, creature: this.creature, exerts: abilityOf((k) => this.r.keywords.includes(k), 'exerts') !== undefined });
    if (!t?.reading.when) return false;
    const other = t.reading.when.some((w) => !TRIGGER_KINDS[w].self && !NO_OBJECT.has(TRIGGER_KINDS[w].on));
    const context: ReadContext = { spell: false, before: 0, other, ...eventObject(t.reading.when) };
    const effects = this.effects(body, context);
    if (!effects) return false;
    this.used(t.template);
    const subtype = t.reading.subtype;
    const abilities = t.reading.when.map((when): Ability =>
      subtype && TYPED_TRIGGERS.has(when) ? { when: when as AbilityWhen, effects: structuredClone(effects), subtype } : { when: when as AbilityWhen, effects: structuredClone(effects) },
    );
    // a state trigger's condition ("When you control no Islands", 603.8)
    if (t.reading.condition) for (const a of abilities) a.condition = { ...t.reading.condition };
    this.r.abilities.push(...abilities);
    this.lastEffects = effects;
    this.lastAbilities = { abilities, context };
    return true;
  }

  /** A sentence going on with the ability of the sentence before ("… tap target creature. That creature doesn't untap …"):
   * its effects come after that ability's, so "it" / "that creature" is the target before (608.2c). */
  goesOn(s: string): boolean {
    const last = this.lastAbilities;
    if (!last) return false;
    this.continuing = last.abilities[0]!.effects;
    const had = last.abilities[0]!.effects;
    const effects = this.effects(s, { ...last.context, before: had.length, ...(had.length ? { last: had[had.length - 1] } : {}) });
    this.continuing = undefined;
    if (!effects || namesToken(last.abilities[0]!.effects, effects)) return false;
    // the sentences after "If you do, …" go on with what happens only if it was done (118.12)
    const prev = last.abilities[0]!.effects[last.abilities[0]!.effects.length - 1];
    if (prev?.ifDone) for (const e of effects) e.ifDone = true;
    thatFilter(last.abilities[0]!.effects[last.abilities[0]!.effects.length - 1], effects);
    for (const ab of last.abilities) ab.effects.push(...structuredClone(effects));
    this.lastEffects = last.abilities[0]!.effects;
    return true;
  }

  /**
   * "If you do, …" after the sentence before's effects (118.12): these happen only if that one was done. After a
   * payment by the controller (mana, life, a card discarded) there is no object for "it" to be but the permanent itself.
   */
  ifDone(t: { id: string; family: Family }, rest: string, c: ReadContext, not?: true): Effect[] | undefined {
    const before = this.continuing;
    this.continuing = undefined;
    if (!before?.length || c.before === 0) return undefined;
    // (a player chosen as a target isn't a payment: "If you win, target player discards two cards. Otherwise, that player …")
    const payments = before.every((e) => EFFECT_RULES[e.kind].targets === 'player' && e.choose === undefined && e.targets.every((x) => x === 'you'));
    const inner = this.effects(rest, payments ? { ...c, before: 0 } : c);
    // "that player" after "sacrifice it" or a payment means the event's: the kernel names it only in an ability's first effect
    const last = before[before.length - 1]!;
    const named = last.choose !== undefined || last.targets.some((x) => x !== 'self' && x !== 'you');
    if (!inner || (!named && inner.some((e) => e.targets.includes('that')))) return undefined;
    this.used(t);
    return inner.map((e) => (not ? { ...e, ifNotDone: true } : { ...e, ifDone: true }));
  }

  /**
   * "… unless you pay {2} / pay 1 life / discard a card" (118.12): a cost its controller may pay as the ability resolves,
   * then what happens only if they didn't — `may pay-mana 2 you & if-not-done …`.
   */
  unless(t: { id: string; family: Family }, rest: string, cost: string, c: ReadContext): Effect[] | undefined {
    const paid = this.effects(`you ${cost}`, c);
    if (!paid?.every((e) => EFFECT_RULES[e.kind].targets === 'player' && e.targets.every((x) => x === 'you'))) return undefined;
    const inner = this.effects(rest, c);
    if (!inner || inner.some((e) => e.targets.includes('that') || e.optional)) return undefined;
    this.used(t);
    return [...paid.map((e) => ({ ...e, optional: true as const })), ...inner.map((e) => ({ ...e, ifNotDone: true as const }))];
  }

  /** One or more effects: the whole clause, or a first effect then the rest after "and" / ", then" / ", and". */
  effects(clause: string, c: ReadContext): Effect[] | undefined {
    const text = clause.replace(/\.$/, '');
    // "you may gain 2 life": the effects after it are optional; "gain 2 life" is read as "you gain 2 life"
    const prefix = readPart('prefix', text, c);
    if ((prefix?.reading.ifDone || prefix?.reading.ifNotDone) && prefix.reading.rest) return this.ifDone(prefix.template, prefix.reading.rest, c, prefix.reading.ifNotDone);
    // "If it's your turn, …": its effects only on their controller's turn, asked as they resolve (engine/mtg/turn-conditions.ts)
    if (prefix?.reading.ifYourTurn && prefix.reading.rest) {
      const inner = this.effects(prefix.reading.rest, c);
      if (!inner) return undefined;
      this.used(prefix.template);
      return inner.map((e) => ({ ...e, ifYourTurn: true as const }));
    }
    // "sacrifice this unless you pay {2}" has an effect of its own (sacrifice-unless): that reading first
    if (prefix?.reading.unless && prefix.reading.rest && !readPart('effect', text, c)) return this.unless(prefix.template, prefix.reading.rest, prefix.reading.unless, c);
    if (prefix?.reading.optional && prefix.reading.rest) {
      const rest = prefix.reading.rest;
      const inner = this.effects(rest, c) ?? this.effects(`you ${rest}`, c);
      if (!inner) return undefined;
      this.used(prefix.template);
      return inner.map((e) => ({ ...e, optional: true }));
    }
    const whole = readPart('effect', text, c);
    if (whole) {
      this.used(whole.template);
      return whole.reading.effects;
    }
    const joints = [...text.matchAll(/,? and |, then |\. /g)];
    for (const j of joints) {
      const left = readPart('effect', text.slice(0, j.index), c);
      if (!left?.reading.effects) continue;
      const rest = this.effects(text.slice(j.index! + j[0].length), { ...c, before: c.before + left.reading.effects.length, last: left.reading.effects[left.reading.effects.length - 1] });
      if (rest && !namesToken(left.reading.effects, rest)) {
        this.used(left.template);
        return thatFilter(undefined, [...left.reading.effects, ...rest]);
      }
    }
    return undefined;
  }
}

/**
 * "Creatures you control get +2/+1 until end of turn. Untap those creatures.": `that` after an effect on every creature of
 * a set names that set again, not targets (there are none) — the effect takes the same filter.
 */
function thatFilter(before: Effect | undefined, effects: Effect[]): Effect[] {
  let prev = before;
  for (const e of effects) {
    if (prev?.filter && e.targets.length === 1 && e.targets[0] === 'that' && !e.choose) {
      e.targets = [];
      e.filter = Object.assign({}, prev.filter);
    }
    prev = e;
  }
  return effects;
}

/**
 * "Create a token. Put X +1/+1 counters on it.", "… Exile them" when the next end step begins: "it" / "them" after a
 * create names the tokens it made — the target word `created` (resolve.ts), not the create's own target. Returns true
 * when the effect after can't name them (an effect on players).
 */
function namesToken(before: readonly Effect[], after: Effect[]): boolean {
  const kind = before[before.length - 1]?.kind;
  const first = after[0];
  if ((kind !== 'create' && kind !== 'create-copy') || first?.targets[0] !== 'that') return false;
  if (EFFECT_RULES[first.kind].targets === 'player' || first.choose || first.filter) return true;
  first.targets = first.targets.map((t) => (t === 'that' ? 'created' : t));
  return false;
}

function read(card: CardFacts): CardReading {
  const text = card.text ?? '';
  const cleave = cleaveOf(card);
  const reader = new Reader(card);
  // cleave's words in square brackets are read as printed, the brackets dropped; cast for the cleave cost, without them
  for (const line of (cleave ? text.replace(/\[([^\]]*)\]/g, '$1') : text).split('\n')) if (!(cleave && cleaveLine(reader, line))) reader.line(line);
  reader.closeModal();
  if (cleave) readCleaved(card, cleave, reader.r);
  return reader.r;
}

/** The "Cleave {2}{W}" line (the card data may not list the keyword): read by its template. */
function cleaveLine(reader: Reader, line: string): boolean {
  const got = readPart('keyword', stripReminder(line), { spell: true, before: 0 });
  if (got?.template.id !== 'cleave') return false;
  reader.used(got.template);
  return true;
}

/** A spell's cleave cost, when it has cleave and words in square brackets (702.148a). */
function cleaveOf(card: CardFacts): string | undefined {
  if (!isSpellCard(card) || !/\[[^\]]+\]/.test(card.text ?? '')) return undefined;
  return /^Cleave (\{[^\s(]+\})/m.exec(card.text ?? '')?.[1];
}

/**
 * The spell cast for its cleave cost: its text changed (612) by removing the words in square brackets (702.148a),
 * read again as a whole. Kept when every sentence of it is read; else the changed sentences are not modelled.
 */
function readCleaved(card: CardFacts, cost: string, r: CardReading): void {
  const changed = (card.text ?? '').replace(/ ?\[[^\]]*\]/g, '');
  const reader = new Reader({ ...card, text: changed });
  for (const line of changed.split('\n')) if (!cleaveLine(reader, line)) reader.line(line);
  reader.closeModal();
  const got = reader.r;
  if (got.notModelled.length === 0 && got.spell?.length && !got.modes) {
    r.cleave = { cost, effects: got.spell };
    return;
  }
  for (const line of (card.text ?? '').split('\n').filter((l) => /\[[^\]]+\]/.test(l))) {
    const original = stripReminder(line);
    if (!r.notModelled.includes(original)) r.notModelled.push(original);
    r.unread.push(phrasing(normalise(original, card.name)));
  }
}

/** True when every sentence of the card was read. */
export const understood = (r: CardReading): boolean => r.notModelled.length === 0;
