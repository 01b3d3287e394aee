/**
 * Reads an English Riftbound card wording and finds what it mentions — "an enemy unit", "all units", "your Legend",
 * "the controller of …", "a card from your hand", "a unit at a battlefield" — and in which part of the text: a cost
 * (before the colon of an activated ability, or "As an additional cost"), a trigger condition ("When …,"), a
 * replacement effect ("would … instead"), a "must" instruction, or a choice made by every player ("Each player …").
 * It recognises the patterns of the FAQ's targeting section; anything else is left out and reported as such.
 */
import type { MentionSpec } from './scenario.ts';
import type { RbKind, RbRole, RbZone } from './vocabulary.ts';

export interface WordingMention extends MentionSpec {
  /** The words of the text this mention comes from. */
  phrase: string;
  kind: RbKind;
  /** A pronoun that refers to the object of a trigger condition ("give it -1 Might"). */
  pronoun?: true;
}

export interface WordingAnalysis {
  mentions: WordingMention[];
  /** Sentences where nothing was recognised (shown as a warning). */
  unread: string[];
}

const NOUN = '(units?|cards?|spells?|gears?|equipment|runes?|battlefields?|legends?|champions?|players?|opponents?)';
const ADJ = '(?:(?:enemy|friendly|other|exhausted|ready|damaged|attacking|defending|face-?down|hidden|token|stunned|buffed|mighty|opposing|chosen)\\s+)*';
const DET =
  "(up to (?:one|two|three|four|five|\\d+)|any number of|one of (?:your|their|its controller's|an opponent's|the)|all of (?:your|their)|all|each|every|your|an opponent's|their|another|an|a|one|two|three|four|five|\\d+|target)";
const NP = new RegExp(`\\b${DET}\\s+(${ADJ})${NOUN}((?:\\s+or\\s+${NOUN})?)\\b`, 'gi');
const CONTROLLER = /\b(its controller|their controller|that (?:unit|card|spell|gear)'s controller|the controller of (?:it|that \w+|this|an? \w+|[A-Z][\w']*))/gi;
const PRONOUN = /\b(it|them|that unit|that card|those units)\b/gi;

const ZONE_AFTER: Array<[RegExp, RbZone | 'location']> = [
  [/^\s+(?:in|from) (?:your|a|an|an opponent's|their|the|its owner's) hand\b/i, 'hand'],
  [/^\s+(?:in|from) (?:your|a|an|an opponent's|their|the|its owner's) trash\b/i, 'trash'],
  [/^\s+(?:in|from|on top of) (?:your|a|an|an opponent's|their|the|its owner's) (?:deck|main deck)\b/i, 'deck'],
  [/^\s+(?:in|at) (?:your|a|an|an opponent's|their|the|its owner's) base\b/i, 'base'],
  [/^\s+on the chain\b/i, 'chain'],
  [/^\s+at (?:a|an|that|this|the|another|any|the same) battlefield\b/i, 'location'],
  [/^\s+here\b/i, 'battlefield'],
];

function kindOf(noun: string): RbKind {
  const n = noun.toLowerCase().replace(/s$/, '');
  if (n === 'equipment' || n === 'gear') return 'gear';
  if (n === 'champion') return 'unit';
  if (n === 'opponent') return 'player';
  return n as RbKind;
}

interface Segment {
  text: string;
  role?: RbRole;
  /** Everything here is chosen by every player / another player. */
  others?: true;
  /** This is the effect of a triggered ability (pronouns refer to the trigger's object). */
  triggerEffect?: true;
}

/** Sentences, then the parts of each sentence with the role they give to what they mention. */
function segments(text: string): Segment[][] {
  const out: Segment[][] = [];
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const raw of sentences) {
    const s = raw.replace(/[.!?]$/, '');
    const parts: Segment[] = [];
    if (/^as an additional cost\b/i.test(s)) {
      parts.push({ text: s, role: 'cost' });
    } else if (/^(when|whenever|after|at the (?:start|beginning|end) of)\b/i.test(s)) {
      const comma = s.indexOf(',');
      if (comma > 0) {
        parts.push({ text: s.slice(0, comma), role: 'trigger' });
        parts.push(...effectParts(s.slice(comma + 1), true));
      } else parts.push({ text: s, role: 'trigger' });
    } else {
      const colon = topLevelColon(s);
      if (colon >= 0 && isCost(s.slice(0, colon))) {
        parts.push({ text: s.slice(0, colon), role: 'cost' });
        parts.push(...effectParts(s.slice(colon + 1), false));
      } else parts.push(...effectParts(s, false));
    }
    out.push(parts);
  }
  return out;
}

function effectParts(s: string, triggerEffect: boolean): Segment[] {
  const base: Segment = triggerEffect ? { text: s, triggerEffect: true } : { text: s };
  if (/\bwould\b/i.test(s) && /\binstead\b/i.test(s)) return [{ ...base, role: 'replacement' }];
  const must = /\bmust\b/i.exec(s);
  if (must) return [{ ...base, text: s.slice(0, must.index) }, { ...base, text: s.slice(must.index), role: 'must' }];
  const each = /\b(each player|each opponent|every player|an opponent|your opponent)\s+(chooses|kills|picks|selects|discards|sacrifices|recycles|returns|banishes)\b/i.exec(s);
  if (each) {
    const cut = each.index + each[1]!.length;
    // "each player" is itself affected (no choice); "your opponent" only makes the choice
    const keep = /^(each|every)\b/i.test(each[1]!) ? cut : each.index;
    return [{ ...base, text: s.slice(0, keep) }, { ...base, text: s.slice(cut), others: true }];
  }
  return [base];
}

function topLevelColon(s: string): number {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth = Math.max(0, depth - 1);
    else if (c === ':' && depth === 0) return i;
  }
  return -1;
}

function isCost(s: string): boolean {
  return /\[|\d|\b(kill|exhaust|pay|discard|recycle|spend|return|banish|sacrifice|reveal)\b/i.test(s);
}

export function analyzeWording(text: string): WordingAnalysis {
  const mentions: WordingMention[] = [];
  const unread: string[] = [];
  for (const sentence of segments(text)) {
    const before = mentions.length;
    for (const seg of sentence) readSegment(seg, mentions);
    const refers = sentence.some((p) => /\b(it|them|that unit|that card)\b/i.test(p.text));
    if (mentions.length === before && !refers) unread.push(sentence.map((p) => p.text).join(', ').trim());
  }
  return { mentions, unread };
}

function readSegment(seg: Segment, out: WordingMention[]): void {
  const found: Array<{ at: number; m: WordingMention }> = [];
  const text = seg.text;
  NP.lastIndex = 0;
  for (let m = NP.exec(text); m; m = NP.exec(text)) {
    const det = m[1]!.toLowerCase();
    const adjectives = m[2]!.toLowerCase();
    const noun = m[3]!;
    const kind = kindOf(noun);
    let end = m.index + m[0].length;
    const mention: WordingMention = { ref: kind, kind, phrase: m[0] };
    // relation
    if (/\b(enemy|opposing)\b/.test(adjectives) || det === "an opponent's" || kind === 'player' && /^opponent/i.test(noun)) mention.relation = 'enemy';
    else if (/\bfriendly\b/.test(adjectives) || det === 'your' || det === 'one of your' || det === 'all of your') mention.relation = 'friendly';
    if (/face-?down|hidden/.test(adjectives)) mention.facedown = true;
    // who chooses, whether there is a choice
    const plural = /s$/i.test(noun) && !/^(up to|any number|one of|two|three|four|five|\d)/.test(det);
    if (kind === 'legend' && (det === 'your' || det === 'their')) mention.form = 'your-legend';
    else if (det === 'all' || det === 'each' || det === 'every' || det.startsWith('all of') || (plural && (det === 'your' || det === 'their'))) mention.form = 'all';
    else if (seg.others) mention.form = 'others-choose';
    // where
    const after = text.slice(end);
    for (const [re, zone] of ZONE_AFTER) {
      const z = re.exec(after);
      if (!z) continue;
      if (zone === 'location') {
        mention.zone = 'battlefield';
        mention.phrase += z[0];
        const bfPhrase = z[0].trim().replace(/^at\s+/i, '');
        const bf: WordingMention = { ref: 'battlefield', kind: 'battlefield', phrase: bfPhrase, role: 'location' };
        found.push({ at: end + z[0].indexOf(bfPhrase), m: bf });
      } else {
        mention.zone = zone;
        mention.phrase += z[0];
      }
      end += z[0].length;
      break;
    }
    const lead = text.slice(Math.max(0, m.index - 12), m.index);
    if (/\bplay\s+$/i.test(lead)) mention.play = true;
    if (/\bdiscards?\s+$/i.test(lead) && mention.zone === undefined && kind === 'card') mention.zone = 'hand';
    // a spell is on the chain unless the text says otherwise
    if (kind === 'spell' && mention.zone === undefined) mention.zone = 'chain';
    if (seg.role) mention.role = seg.role;
    found.push({ at: m.index, m: mention });
    NP.lastIndex = end;
  }
  CONTROLLER.lastIndex = 0;
  for (let m = CONTROLLER.exec(text); m; m = CONTROLLER.exec(text)) {
    const mention: WordingMention = { ref: 'player', kind: 'player', phrase: m[0], form: 'controller' };
    if (seg.role) mention.role = seg.role;
    // "the controller of an enemy unit": that unit was read as a mention of its own; keep both
    found.push({ at: m.index, m: mention });
  }
  if (seg.triggerEffect) {
    PRONOUN.lastIndex = 0;
    for (let m = PRONOUN.exec(text); m; m = PRONOUN.exec(text)) {
      // "it" inside "its controller" was read above
      if (/^\s*'s|^s\b/.test(text.slice(m.index + m[0].length))) continue;
      found.push({ at: m.index, m: { ref: 'unit', kind: 'unit', phrase: m[0], role: 'trigger', pronoun: true } });
    }
  }
  found.sort((a, b) => a.at - b.at);
  out.push(...found.map((f) => f.m));
}
