/**
 * Reads a Riftbound card wording, in English or in French, and finds what it mentions — "an enemy unit", "all units",
 * "each enemy unit", "up to two units", "any number of units", "another friendly unit", "your Legend", "the controller
 * of …", "a card from your hand", "a unit at a battlefield", "a unit that is at a battlefield" — and in which part of
 * the text: a cost (before the colon of an activated ability, or "As an additional cost"), a trigger condition
 * ("When …,"), a replacement effect ("would … instead"), a "must" instruction, a choice made by other players ("Each
 * player kills …", "An opponent discards …"), a relative clause that only narrows another mention (a targeting
 * restriction), or an "if" condition. Player actions (draw, discard, reveal, recycle, channel, look at) say where
 * their cards come from: a drawn card comes from a deck, which is not public.
 *
 * It follows the patterns of the FAQ's targeting section; what the FAQ does not decide (an "if" condition, the card
 * referring to itself, a random pick) is marked undecided, with the reason. Anything else is left out and reported.
 */
import type { MentionSpec } from './scenario.ts';
import type { RbKind, RbRole, RbZone } from './vocabulary.ts';

/** What the FAQ leaves open about a mention. */
export type Undecided = 'condition' | 'self' | 'random';

export interface WordingMention extends MentionSpec {
  /** The words of the text this mention comes from. */
  phrase: string;
  kind: RbKind;
  /** A pronoun that refers to the object of a trigger condition ("give it -1 Might"). */
  pronoun?: true;
  /** "up to N" / "any number of": how many may be chosen (each one chosen is a target). */
  count?: { kind: 'up-to'; max: number } | { kind: 'any-number' };
  /** "another …": this card itself can't be chosen. */
  another?: true;
  /** The FAQ does not decide this mention. */
  undecided?: Undecided;
  /** A mention inside a relative clause that only narrows another one (a targeting restriction). */
  restriction?: true;
}

/** A player action whose object is only a number ("Draw 2"): nothing is chosen, the cards come from `zone`. */
export interface WordingAction {
  phrase: string;
  zone: RbZone;
  /** Another player does it (and picks the cards). */
  others?: true;
}

export interface WordingAnalysis {
  language: 'en' | 'fr';
  mentions: WordingMention[];
  actions: WordingAction[];
  /** Sentences where nothing was recognised (shown as a warning). */
  unread: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// the two languages

interface Profile {
  np: RegExp;
  /** Reads the determiner, adjectives and noun of an NP match. */
  parts(m: RegExpExecArray): { det: string; adjectives: string; noun: string };
  kindOf(noun: string): RbKind | undefined;
  enemy: RegExp;
  friendly: RegExp;
  facedown: RegExp;
  random: RegExp;
  /** Determiners: no choice at all (all / each), possessive plural (your units), "another". */
  all: RegExp;
  possessive: RegExp;
  another: RegExp;
  upTo: RegExp;
  anyNumber: RegExp;
  /** Counted plural that is still a choice ("two units", "one of your units"). */
  counted: RegExp;
  yourLegend: (det: string, kind: RbKind) => boolean;
  zones: Array<[RegExp, RbZone | 'location']>;
  controller: RegExp;
  pronoun: RegExp;
  /** "this unit", "me": the card itself. */
  self: RegExp;
  additionalCost: RegExp;
  trigger: RegExp;
  condition: RegExp;
  replacement: (s: string) => boolean;
  must: RegExp;
  /** A player other than you makes the choice: "each player kills", "an opponent discards". */
  others: RegExp;
  /** A relative clause (or "with …") right after a noun phrase. */
  relative: RegExp;
  /** Where a relative clause ends: the next verb of the main clause after "and"/"then". */
  relativeEnd: RegExp;
  /** "that is"/"which are" before a location in a relative clause. */
  relativeBe: RegExp;
  costWords: RegExp;
  /** A player action and where its cards come from when the text names no zone. */
  actions: Array<{ re: RegExp; zone: RbZone | undefined }>;
  /** "Draw 2", "pioche 2": an action whose object is only a number. */
  bareCount: RegExp;
  numbers: Record<string, number>;
}

const EN_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, a: 1, an: 1 };
const FR_NUMBERS: Record<string, number> = { une: 1, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5 };

const EN_NOUN = '(units?|cards?|spells?|gears?|equipment|runes?|battlefields?|legends?|champions?|players?|opponents?)';
const EN_ADJ =
  '(?:(?:enemy|friendly|other|exhausted|ready|damaged|attacking|defending|face-?down|hidden|token|stunned|buffed|mighty|opposing|chosen|random)\\s+)*';
const EN_DET =
  "(up to (?:one|two|three|four|five|\\d+)|any number of|one of (?:your|their|its controller's|an opponent's|the)|all of (?:your|their)|all|each|every|your|an opponent's|their|another|an|a|one|two|three|four|five|\\d+|target)";

const EN: Profile = {
  np: new RegExp(`\\b${EN_DET}\\s+(${EN_ADJ})${EN_NOUN}((?:\\s+or\\s+${EN_NOUN})?)\\b`, 'gi'),
  parts: (m) => ({ det: m[1]!.toLowerCase(), adjectives: m[2]!.toLowerCase(), noun: m[3]! }),
  kindOf(noun) {
    const n = noun.toLowerCase().replace(/s$/, '');
    if (n === 'equipment' || n === 'gear') return 'gear';
    if (n === 'champion') return 'unit';
    if (n === 'opponent') return 'player';
    return n as RbKind;
  },
  enemy: /\b(enemy|opposing)\b/,
  friendly: /\bfriendly\b/,
  facedown: /face-?down|hidden/,
  random: /\brandom\b/,
  all: /^(all|each|every|all of .*)$/,
  possessive: /^(your|their)$/,
  another: /^another$/,
  upTo: /^up to (\w+)$/,
  anyNumber: /^any number of$/,
  counted: /^(up to|any number|one of|two|three|four|five|\d)/,
  yourLegend: (det, kind) => kind === 'legend' && (det === 'your' || det === 'their'),
  zones: [
    [/^\s+(?:in|from) (?:your|a|an|an opponent's|their|the|its owner's) hand\b/i, 'hand'],
    [/^\s+(?:in|from|into) (?:your|a|an|an opponent's|their|the|its owner's) trash\b/i, 'trash'],
    [/^\s+(?:in|from|on top of|of) (?:your|a|an|an opponent's|their|the|its owner's) (?:deck|main deck|rune deck)\b/i, 'deck'],
    [/^\s+(?:in|at) (?:your|a|an|an opponent's|their|the|its owner's) base\b/i, 'base'],
    [/^\s+on the chain\b/i, 'chain'],
    [/^\s+at (?:a|an|that|this|the|another|any|the same) battlefield\b/i, 'location'],
    [/^\s+here\b/i, 'battlefield'],
  ],
  controller: /\b(its controller|their controller|that (?:unit|card|spell|gear)'s controller|the controller of (?:it|that \w+|this|an? \w+|[A-Z][\w']*))/gi,
  pronoun: /\b(it|them|that unit|that card|those units)\b/gi,
  self: /\b(this (?:unit|card|gear|spell)|me)\b/gi,
  additionalCost: /^as an additional cost\b/i,
  trigger: /^(when|whenever|after|at the (?:start|beginning|end) of)\b/i,
  condition: /^(if|unless|as long as|while)\b/i,
  replacement: (s) => /\bwould\b/i.test(s) && /\binstead\b/i.test(s),
  must: /\bmust\b/i,
  others:
    /\b(each player|each opponent|every player|an opponent|your opponent|its controller|their controller|that player)\s+(chooses|kills|picks|selects|discards|sacrifices|recycles|returns|banishes|reveals)\b/i,
  relative: /^\s+(?:that|which|who|whose|with)\b/i,
  relativeEnd: /,|;|\s+(?:and|then)\s+(?:you\s+)?(?:kill|deal|give|draw|discard|return|move|stun|ready|exhaust|banish|recycle|play|channel|reveal|buff|heal|counter|put|look)\b/i,
  relativeBe: /^\s+(?:that|which|who)\s+(?:is|are)(?=\s+(?:at|in|here|on)\b)/i,
  costWords: /\[|\d|\b(kill|exhaust|pay|discard|recycle|spend|return|banish|sacrifice|reveal)\b/i,
  actions: [
    { re: /\b(draws?|channels?)\s+$/i, zone: 'deck' },
    { re: /\b(looks? at|reveals?)\s+(?:the top\s+)?$/i, zone: 'deck' },
    { re: /\bdiscards?\s+$/i, zone: 'hand' },
    { re: /\brecycles?\s+$/i, zone: undefined },
  ],
  bareCount: /\b(draws?|discards?|channels?|mills?)\s+(\d+|one|two|three|four|five)\b(?!\s+(?:units?|cards?|runes?|spells?|gears?))/gi,
  numbers: EN_NUMBERS,
};

const FR_NOUN = '(unités?|cartes?|sorts?|équipements?|runes?|champs? de bataille|battlefields?|légendes?|legends?|champions?|joueurs?|adversaires?)';
const FR_ADJ_AFTER =
  "((?:\\s+(?:ennemie?s?|alliée?s?|adverses?|épuisée?s?|prête?s?|blessée?s?|attaquante?s?|défenseu?r?s?e?s?|face cachée|cachée?s?|jetons?|étourdie?s?|puissante?s?|choisie?s?|aléatoires?|au hasard))*)";
const FR_DET =
  "(jusqu'à (?:une|un|deux|trois|quatre|cinq|\\d+)|n'importe quel nombre d(?:e |')|un nombre quelconque d(?:e |')|l'une? de (?:vos|leurs|ses)|une? de (?:vos|leurs|ses)|toutes (?:les|vos|leurs)|tous (?:les|vos|leurs)|chaque|une autre|un autre|une|un|vos|votre|leurs?|ses|sa|son|les|la|le|l'|deux|trois|quatre|cinq|\\d+)";

const FR: Profile = {
  np: new RegExp(`(?<![\\p{L}])${FR_DET}\\s*${FR_NOUN}${FR_ADJ_AFTER}((?:\\s+ou\\s+(?:une?\\s+)?${FR_NOUN})?)(?![\\p{L}])`, 'giu'),
  parts: (m) => ({ det: m[1]!.toLowerCase().trim(), adjectives: (m[3] ?? '').toLowerCase(), noun: m[2]! }),
  kindOf(noun) {
    const n = noun
      .toLowerCase()
      .replace(/^champs? de bataille$/, 'battlefield')
      .replace(/s$/, '');
    const map: Record<string, RbKind> = {
      unité: 'unit',
      carte: 'card',
      sort: 'spell',
      équipement: 'gear',
      rune: 'rune',
      battlefield: 'battlefield',
      légende: 'legend',
      legend: 'legend',
      champion: 'unit',
      joueur: 'player',
      adversaire: 'player',
    };
    return map[n];
  },
  enemy: /(?<![\p{L}])(ennemie?s?|adverses?)(?![\p{L}])/u,
  friendly: /(?<![\p{L}])alliée?s?(?![\p{L}])/u,
  facedown: /face cachée|cachée?s?/,
  random: /aléatoires?|au hasard/,
  all: /^(toutes (?:les|vos|leurs)|tous (?:les|vos|leurs)|chaque|les)$/,
  possessive: /^(vos|leurs)$/,
  another: /^(une autre|un autre)$/,
  upTo: /^jusqu'à (\S+)$/,
  anyNumber: /^(n'importe quel nombre d(?:e |')|un nombre quelconque d(?:e |'))$/,
  counted: /^(jusqu'à|n'importe|un nombre|l'une? de|une? de|deux|trois|quatre|cinq|\d)/,
  yourLegend: (det, kind) => kind === 'legend' && (det === 'votre' || det === 'sa' || det === 'son' || det === 'leur'),
  zones: [
    [/^\s+(?:(?:de|depuis) (?:votre|sa|leur|la|une)|dans (?:votre|sa|leur|une)) main(?![\p{L}])/iu, 'hand'],
    [/^\s+(?:de|dans|depuis) (?:votre|sa|leur|la|une) (?:trash|défausse)(?![\p{L}])/iu, 'trash'],
    [/^\s+(?:du dessus )?(?:de|du|dans|depuis) (?:votre |sa |leur |la |un )?(?:deck|paquet|pioche|deck de runes)(?![\p{L}])/iu, 'deck'],
    [/^\s+(?:dans|de) (?:votre|sa|leur|la|une) base(?![\p{L}])/iu, 'base'],
    [/^\s+sur la chaîne(?![\p{L}])/iu, 'chain'],
    [/^\s+(?:sur|à|dans) (?:un|une|ce|cette|le|la|un autre|n'importe quel) (?:champ de bataille|battlefield)(?![\p{L}])/iu, 'location'],
    [/^\s+ici(?![\p{L}])/iu, 'battlefield'],
  ],
  controller: /(?<![\p{L}])(son contrôleur|leur contrôleur|le contrôleur de (?:cette|cet|ce|l'|la|le|une?)\s*[\p{L}']+|le joueur qui (?:la|le|les) contrôle|la personne qui (?:la|le|les) contrôle)/giu,
  pronoun: /-(lui|la|le|les)(?![\p{L}])|(?<![\p{L}])(ces unités)(?![\p{L}])/giu,
  self: /(?<![\p{L}])(cette unité|cette carte|cet équipement|ce sort|moi)(?![\p{L}])/giu,
  additionalCost: /^(?:en|comme) coût supplémentaire(?![\p{L}])/iu,
  trigger: /^(quand|lorsque|lorsqu'|chaque fois que|chaque fois qu'|après|au début d[eu]|à la fin d[eu])/iu,
  condition: /^(si|s'|sauf si|tant que|tant qu')/iu,
  replacement: (s) => /(?<![\p{L}])(devrait|devait|allait|serait|devraient)(?![\p{L}])/iu.test(s) && /(?<![\p{L}])à la place(?![\p{L}])/iu.test(s),
  must: /(?<![\p{L}])(doit|devez|doivent)(?![\p{L}])/iu,
  others:
    /(?<![\p{L}])(chaque joueur|chaque adversaire|un adversaire|votre adversaire|son contrôleur|leur contrôleur|ce joueur)\s+(choisit|tue|élimine|défausse|sacrifie|recycle|renvoie|bannit|révèle)(?![\p{L}])/iu,
  relative: /^\s+(?:qui|que|qu'|dont|avec|ayant)(?![\p{L}])/iu,
  relativeEnd: /,|;|\s+(?:et|puis)\s+(?:vous\s+)?(?:tuez|éliminez|infligez|donnez|piochez|défaussez|renvoyez|déplacez|étourdissez|redressez|épuisez|bannissez|recyclez|jouez|canalisez|révélez|soignez|contrez|mettez|regardez)(?![\p{L}])/iu,
  relativeBe: /^\s+(?:qui)\s+(?:est|sont|se trouve|se trouvent)(?=\s+(?:sur|à|dans|ici)(?![\p{L}]))/iu,
  costWords: /\[|\d|(?<![\p{L}])(tuez|éliminez|épuisez|payez|défaussez|recyclez|dépensez|renvoyez|bannissez|sacrifiez|révélez)(?![\p{L}])/iu,
  actions: [
    { re: /(?<![\p{L}])(pioche|piochez|piochent|canalise|canalisez)\s+$/iu, zone: 'deck' },
    { re: /(?<![\p{L}])(regarde|regardez|révèle|révélez)\s+$/iu, zone: 'deck' },
    { re: /(?<![\p{L}])(défausse|défaussez|défaussent)\s+$/iu, zone: 'hand' },
    { re: /(?<![\p{L}])(recycle|recyclez)\s+$/iu, zone: undefined },
  ],
  bareCount: /(?<![\p{L}])(pioche|piochez|piochent|défausse|défaussez|canalisez|canalise)\s+(\d+|une|un|deux|trois|quatre|cinq)(?![\p{L}])(?!\s+(?:unités?|cartes?|runes?|sorts?))/giu,
  numbers: FR_NUMBERS,
};

/** French when the text reads as French: its articles and card nouns. */
export function languageOf(text: string): 'en' | 'fr' {
  const fr = (text.match(/(?<![\p{L}])(une?|les?|la|des|vos|votre|chaque|unités?|cartes?|ennemie?s?|alliée?s?|piochez?|infligez|tuez|jusqu'à|à|de|du|qui|et)(?![\p{L}])/giu) ?? []).length;
  const en = (text.match(/\b(an?|the|your|each|units?|cards?|enemy|friendly|draw|deal|kill|up|to|of|that|and)\b/gi) ?? []).length;
  return fr > en ? 'fr' : 'en';
}

// ---------------------------------------------------------------------------------------------------------------

interface Segment {
  text: string;
  role?: RbRole;
  /** Everything here is chosen by every player / another player. */
  others?: true;
  /** This is the effect of a triggered ability (pronouns refer to the trigger's object). */
  triggerEffect?: true;
  /** An "if …" condition the FAQ does not classify. */
  condition?: true;
}

/** Sentences, then the parts of each sentence with the role they give to what they mention. */
function segments(text: string, P: Profile): Segment[][] {
  const out: Segment[][] = [];
  const sentences = text
    .replace(/\s+/g, ' ')
    .replace(/[’]/g, "'")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const raw of sentences) {
    const s = raw.replace(/[.!?]$/, '');
    const parts: Segment[] = [];
    if (P.additionalCost.test(s)) {
      parts.push({ text: s, role: 'cost' });
    } else if (P.trigger.test(s)) {
      const comma = s.indexOf(',');
      if (comma > 0) {
        parts.push({ text: s.slice(0, comma), role: 'trigger' });
        parts.push(...effectParts(s.slice(comma + 1), true, P));
      } else parts.push({ text: s, role: 'trigger' });
    } else if (P.condition.test(s) && s.indexOf(',') > 0) {
      const comma = s.indexOf(',');
      parts.push({ text: s.slice(0, comma), condition: true });
      parts.push(...effectParts(s.slice(comma + 1), false, P));
    } else {
      const colon = topLevelColon(s);
      if (colon >= 0 && P.costWords.test(s.slice(0, colon))) {
        parts.push({ text: s.slice(0, colon), role: 'cost' });
        parts.push(...effectParts(s.slice(colon + 1), false, P));
      } else parts.push(...effectParts(s, false, P));
    }
    out.push(parts);
  }
  return out;
}

function effectParts(s: string, triggerEffect: boolean, P: Profile): Segment[] {
  const base: Segment = triggerEffect ? { text: s, triggerEffect: true } : { text: s };
  if (P.replacement(s)) return [{ ...base, role: 'replacement' }];
  const must = P.must.exec(s);
  if (must) return [{ ...base, text: s.slice(0, must.index) }, { ...base, text: s.slice(must.index), role: 'must' }];
  const each = P.others.exec(s);
  if (each) {
    const cut = each.index + each[1]!.length;
    // "each player" is itself affected (no choice) and "its controller" is read as such; "an opponent" only chooses
    const keep = /^(each|every|chaque|its|their|son|leur)\b/iu.test(each[1]!) ? cut : each.index;
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

export function analyzeWording(text: string): WordingAnalysis {
  const language = languageOf(text);
  const P = language === 'fr' ? FR : EN;
  const mentions: WordingMention[] = [];
  const actions: WordingAction[] = [];
  const unread: string[] = [];
  for (const sentence of segments(text, P)) {
    const before = mentions.length + actions.length;
    let refers = false;
    for (const seg of sentence) refers = readSegment(seg, mentions, actions, P) || refers;
    if (mentions.length + actions.length === before && !refers) unread.push(sentence.map((p) => p.text).join(', ').trim());
  }
  return { language, mentions, actions, unread };
}

/** Reads one part of a sentence; returns whether it refers back to something already mentioned (a pronoun). */
function readSegment(seg: Segment, out: WordingMention[], actions: WordingAction[], P: Profile): boolean {
  const found: Array<{ at: number; m: WordingMention }> = [];
  const text = seg.text;
  /** Character ranges of relative clauses: what they mention only narrows the noun before them. */
  const clauses: Array<[number, number]> = [];
  const inClause = (at: number) => clauses.some(([a, b]) => at >= a && at < b);
  P.np.lastIndex = 0;
  for (let m = P.np.exec(text); m; m = P.np.exec(text)) {
    const { det, adjectives, noun } = P.parts(m);
    const kind = P.kindOf(noun);
    if (!kind) continue;
    let end = m.index + m[0].length;
    const mention: WordingMention = { ref: kind, kind, phrase: m[0].trim() };
    const start = m.index + (m[0].length - m[0].trimStart().length);
    // relation
    if (P.enemy.test(adjectives) || det === "an opponent's" || (kind === 'player' && /^(opponent|adversaire)/i.test(noun))) mention.relation = 'enemy';
    else if (P.friendly.test(adjectives) || /^(your|one of your|all of your|votre|vos|toutes vos|tous vos|l'une? de vos|une? de vos)$/.test(det)) mention.relation = 'friendly';
    if (P.facedown.test(adjectives)) mention.facedown = true;
    // who chooses, whether there is a choice, how many
    const plural = /s$/i.test(noun.split(/\s/)[0]!) && !P.counted.test(det);
    if (P.yourLegend(det, kind)) mention.form = 'your-legend';
    else if (P.all.test(det) || (plural && P.possessive.test(det))) mention.form = 'all';
    else if (seg.others) mention.form = 'others-choose';
    if (P.another.test(det)) mention.another = true;
    const up = P.upTo.exec(det);
    if (up) mention.count = { kind: 'up-to', max: P.numbers[up[1]!.toLowerCase()] ?? Number(up[1]) };
    else if (P.anyNumber.test(det)) mention.count = { kind: 'any-number' };
    if (P.random.test(adjectives) || P.random.test(text.slice(end, end + 12))) mention.undecided = 'random';
    // where: "at a battlefield", or "that is at a battlefield"
    let after = text.slice(end);
    const be = P.relativeBe.exec(after);
    const zoneAt = be ? end + be[0].length : end;
    after = text.slice(zoneAt);
    for (const [re, zone] of P.zones) {
      const z = re.exec(after);
      if (!z) continue;
      if (zone === 'location') {
        mention.zone = 'battlefield';
        const bfPhrase = z[0].trim().replace(/^(?:at|sur|à|dans)\s+/iu, '');
        const bf: WordingMention = { ref: 'battlefield', kind: 'battlefield', phrase: bfPhrase, role: 'location' };
        if (seg.role) bf.role = seg.role === 'trigger' || seg.role === 'cost' || seg.role === 'replacement' || seg.role === 'must' ? seg.role : 'location';
        found.push({ at: zoneAt + z[0].indexOf(bfPhrase), m: bf });
      } else mention.zone = zone;
      mention.phrase = text.slice(start, zoneAt + z[0].length).trim();
      end = zoneAt + z[0].length;
      break;
    }
    // a relative clause or "with …" after the noun phrase narrows it: what it mentions is a restriction
    const rel = P.relative.exec(text.slice(end));
    if (rel && !inClause(m.index)) {
      const from = end + rel[0].length;
      const stop = P.relativeEnd.exec(text.slice(from));
      clauses.push([from, stop ? from + stop.index : text.length]);
    }
    const lead = text.slice(Math.max(0, m.index - 16), m.index);
    if (/(?<![\p{L}])(play|jouez|joue)\s+$/iu.test(lead)) mention.play = true;
    for (const act of P.actions) {
      if (!act.re.test(lead)) continue;
      if (mention.zone === undefined && kind === 'card' && act.zone) mention.zone = act.zone;
      break;
    }
    // a spell is on the chain unless the text says otherwise
    if (kind === 'spell' && mention.zone === undefined) mention.zone = 'chain';
    if (seg.role) mention.role = seg.role;
    else if (inClause(m.index)) {
      mention.role = 'location';
      mention.restriction = true;
    }
    if (seg.condition && !mention.role) mention.undecided = 'condition';
    found.push({ at: m.index, m: mention });
    P.np.lastIndex = end;
  }
  // "Draw 2", "pioche 2": the cards come from a deck
  P.bareCount.lastIndex = 0;
  for (let m = P.bareCount.exec(text); m; m = P.bareCount.exec(text)) {
    if (found.some((f) => f.at >= m!.index && f.at < m!.index + m![0].length)) continue;
    const discard = /^(discard|défauss)/iu.test(m[1]!);
    const action: WordingAction = { phrase: m[0], zone: discard ? 'hand' : 'deck' };
    if (seg.others || /\b(they|their|ils|elles)\s+$/iu.test(text.slice(Math.max(0, m.index - 8), m.index))) action.others = true;
    actions.push(action);
  }
  P.controller.lastIndex = 0;
  for (let m = P.controller.exec(text); m; m = P.controller.exec(text)) {
    const mention: WordingMention = { ref: 'player', kind: 'player', phrase: m[0], form: 'controller' };
    if (seg.role) mention.role = seg.role;
    // "the controller of an enemy unit": that unit was read as a mention of its own; keep both
    found.push({ at: m.index, m: mention });
  }
  let refers = false;
  P.pronoun.lastIndex = 0;
  for (let m = P.pronoun.exec(text); m; m = P.pronoun.exec(text)) {
    // "it" inside "its controller" was read above
    if (/^\s*'s|^s\b/.test(text.slice(m.index + m[0].length))) continue;
    refers = true;
    if (seg.triggerEffect) found.push({ at: m.index, m: { ref: 'unit', kind: 'unit', phrase: m[0].replace(/^-/, ''), role: 'trigger', pronoun: true } });
  }
  P.self.lastIndex = 0;
  for (let m = P.self.exec(text); m; m = P.self.exec(text)) {
    if (found.some((f) => f.at === m!.index)) continue;
    const mention: WordingMention = { ref: 'unit', kind: /card|carte/i.test(m[0]) ? 'card' : 'unit', phrase: m[0], undecided: 'self' };
    if (seg.role) {
      mention.role = seg.role;
      delete mention.undecided;
    }
    found.push({ at: m.index, m: mention });
  }
  found.sort((a, b) => a.at - b.at);
  out.push(...found.map((f) => f.m));
  return refers;
}
