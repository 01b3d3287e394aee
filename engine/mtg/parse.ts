/**
 * MTG parse hooks: a player's attributes, an object's spec, and the four directives (attack, block, assign,
 * order). The shared parser (engine/core/parse.ts) calls them with positioned tokens; every problem becomes a
 * ParseError through `ctx.error`, nothing throws.
 */
import type { ParseContext } from '../core/game.ts';
import { splitPunctuation, sub, type Token } from '../core/lexer.ts';
import type { Message, Span } from '../core/types.ts';
import { Lexicon } from '../core/vocabulary.ts';
import type { Ability, AssignPart, AttackGroup, BlockGroup, CastType, MtgAction, MtgObject, MtgPlayer } from './scenario.ts';
import { parseAbility, parseEffects } from './effects-syntax.ts';
import { parseTeams } from './teams-syntax.ts';
import {
  CARD_TYPE_QUALITIES,
  COLORS,
  LAND_TYPES,
  type LandType,
  KEYWORDS,
  keywordTerms,
  vocabulary as V,
  type Attribute,
  type Color,
  type Keyword,
  type OrderKind,
  type SpellCost,
  type Quality,
} from './vocabulary.ts';
import { PERMANENT_COSTS } from './activation.ts';
import { cardAltCost, cardExtraCost, cardSpell, withCardCharacteristics, type CardSpell } from './cards.ts';
import { KEYWORD_RULES } from './keywords.ts';
import { CAST_ONLY, type CastOnly } from './spell-timing.ts';
import { readSubtypes } from './subtypes.ts';
import { eraOf, RECIPIENT_EXPECTED } from './era-words.ts';
import { firstEffectToken, insertionAfter } from './hints.ts';

const PT = /^([+-]?\d{1,4})\/([+-]?\d{1,4})$/;
const KEY_VALUE = /^([^=:]+)[=:](.*)$/;
const MAX_NUMBER = 9999;
const QUALITY_ORDER: Quality[] = [...COLORS, 'everything', 'creatures', 'artifacts', 'planeswalkers', ...CARD_TYPE_QUALITIES];

const expected = (key: string, params?: Message['params']): { expected: Message } => ({
  expected: params ? { key: `engine-mtg.expected.${key}`, params } : { key: `engine-mtg.expected.${key}` },
});

/** "did you mean" among the spellings of several lexicons. */
/** Keywords written with a number (`toxic:2`): suggested for a mistyped `word:N` like the attributes. */
const NUMBERED_KEYWORDS = new Lexicon(keywordTerms.filter((t) => KEYWORD_RULES[t.canonical].amount));

function suggestIn(word: string, ...lexicons: Lexicon[]): { suggestion?: string } {
  let best: string | undefined;
  for (const lex of lexicons) {
    best ??= lex.suggest(word);
  }
  return best ? { suggestion: best } : {};
}

function readNumber(token: Token, ctx: ParseContext, min: number, allowNegative = false): number | undefined {
  const re = allowNegative ? /^[+-]?\d{1,4}$/ : /^\+?\d{1,4}$/;
  if (!re.test(token.text) || token.text === '') {
    ctx.error(token, 'engine-mtg.parse.bad-number', { word: token.text }, expected(min > 0 ? 'positive-number' : 'number'));
    return undefined;
  }
  const n = Number(token.text);
  if (n < min || Math.abs(n) > MAX_NUMBER) {
    ctx.error(token, 'engine-mtg.parse.number-range', { word: token.text, min, max: MAX_NUMBER }, expected(min > 0 ? 'positive-number' : 'number'));
    return undefined;
  }
  return n;
}

function readQualities(token: Token, ctx: ParseContext): Quality[] | undefined {
  if (token.text === '') {
    ctx.error(token, 'engine-mtg.parse.missing-value', { attribute: 'pro' }, expected('quality'));
    return undefined;
  }
  const out: Quality[] = [];
  let offset = 0;
  let ok = true;
  for (const part of token.text.split(',')) {
    const at = sub(token, offset, offset + part.length);
    offset += part.length + 1;
    const term = V.qualities.get(part);
    if (!term) {
      ctx.error(at, 'engine-mtg.parse.unknown-quality', { word: part }, { ...expected('quality'), ...suggestIn(part, V.qualities) });
      ok = false;
    } else if (!out.includes(term.canonical)) out.push(term.canonical);
  }
  return ok ? sortQualities(out) : undefined;
}

function readLandTypes(token: Token, ctx: ParseContext): LandType[] | undefined {
  const out: LandType[] = [];
  let offset = 0;
  let ok = true;
  for (const part of token.text.split(',')) {
    const at = sub(token, offset, offset + part.length);
    offset += part.length + 1;
    const term = V.landTypes.get(part);
    if (!term) {
      ctx.error(at, 'engine-mtg.parse.unknown-land-type', { word: part }, { ...expected('land-type'), ...suggestIn(part, V.landTypes) });
      ok = false;
    } else if (!out.includes(term.canonical)) out.push(term.canonical);
  }
  return ok ? LAND_TYPES.filter((t) => out.includes(t)) : undefined;
}

export function sortQualities(list: Quality[]): Quality[] {
  return [...list].sort((a, b) => QUALITY_ORDER.indexOf(a) - QUALITY_ORDER.indexOf(b));
}

// ---------------------------------------------------------------------------------------------------------------
// players

export function newPlayer(id: string): MtgPlayer {
  return { id };
}

export function parsePlayerAttributes(player: MtgPlayer, tokens: Token[], ctx: ParseContext): void {
  const seen = new Set<string>();
  for (const token of tokens) {
    const m = KEY_VALUE.exec(token.text);
    const term = m ? V.playerAttributes.get(m[1]!) : undefined;
    if (!m || !term) {
      ctx.error(token, 'engine-mtg.parse.unknown-player-attribute', { word: token.text }, {
        ...expected('player-attribute'),
        ...suggestIn(m?.[1] ?? token.text, V.playerAttributes),
      });
      continue;
    }
    const key = term.canonical;
    const value = sub(token, m[1]!.length + 1);
    if (seen.has(key)) {
      ctx.error(token, 'engine-mtg.parse.duplicate-attribute', { attribute: key });
      continue;
    }
    seen.add(key);
    if (m[2] === '') {
      ctx.error(token, 'engine-mtg.parse.missing-value', { attribute: key }, key === 'redirect' ? RECIPIENT_EXPECTED : expected(key === 'pro' ? 'quality' : key === 'lands' ? 'land-type' : key === 'pro-player' ? 'player' : 'number'));
      continue;
    }
    if (key === 'life') {
      const n = readNumber(value, ctx, -MAX_NUMBER, true);
      if (n !== undefined) player.life = n;
    } else if (key === 'prevent') {
      const n = readNumber(value, ctx, 1);
      if (n !== undefined) player.prevent = n;
    } else if (key === 'prevent-each') {
      const n = readNumber(value, ctx, 1);
      if (n !== undefined) player.preventEach = n;
    } else if (key === 'pro') {
      const q = readQualities(value, ctx);
      if (q) player.protection = q;
    } else if (key === 'poison') {
      const n = readNumber(value, ctx, 0);
      if (n !== undefined) player.poison = n;
    } else if (key === 'pro-player') {
      if (ctx.refPlayer(value)) player.protectionFromPlayer = value.text;
    } else if (key === 'lands') {
      const t = readLandTypes(value, ctx);
      if (t) player.lands = t;
    } else if (key === 'redirect') {
      if (ctx.refTarget(value)) player.redirect = value.text;
    } else if (key === 'hand' || key === 'library' || key === 'graveyard') {
      const n = readNumber(value, ctx, 0);
      if (n !== undefined) player[key] = n;
    } else if (key === 'cast-last-turn') {
      const n = readNumber(value, ctx, 0);
      if (n !== undefined) player.castLastTurn = n;
    } else if (key === 'energy') {
      const n = readNumber(value, ctx, 0);
      if (n !== undefined) player.energy = n;
    } else if (key === 'monarch') {
      // a designation, not a number (722.1): yes, or nothing written
      if (/^(?:yes|oui|はい)$/i.test(value.text)) player.monarch = true;
      else ctx.error(value, 'engine-mtg-monarch.parse.value', { word: value.text });
    } else if (key === 'initiative') {
      if (/^(?:yes|oui|はい)$/i.test(value.text)) player.initiative = true;
      else ctx.error(value, 'engine-mtg-initiative.parse.value', { word: value.text });
    } else if (key === 'blessing') {
      if (/^(?:yes|oui|はい)$/i.test(value.text)) player.blessing = true;
      else ctx.error(value, 'engine-mtg-ascend.parse.value', { word: value.text });
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// objects

type Found =
  | { kind: 'pt'; power: number; toughness: number; count: 1 }
  | { kind: 'attribute'; key: Attribute; value: Token; empty: boolean; count: 1 }
  | { kind: 'keyword'; value: Keyword; count: number; amount?: Token }
  | { kind: 'type'; value: 'planeswalker' | 'battle' | 'siege'; count: number }
  | { kind: 'color'; value: Color; count: number }
  | { kind: 'ability'; count: number };

/** Tokens of `( … )` starting at `i` (to the end when the parenthesis is not closed). */
function abilityLength(tokens: Token[], i: number): number {
  for (let j = i; j < tokens.length; j++) if (tokens[j]!.text.endsWith(')')) return j - i + 1;
  return tokens.length - i;
}

function recognize(tokens: Token[], i: number): Found | undefined {
  const token = tokens[i]!;
  if (token.text.startsWith('(')) return { kind: 'ability', count: abilityLength(tokens, i) };
  const pt = PT.exec(token.text);
  if (pt) return { kind: 'pt', power: Number(pt[1]), toughness: Number(pt[2]), count: 1 };
  const kv = KEY_VALUE.exec(token.text);
  if (kv) {
    const term = V.attributes.get(kv[1]!);
    if (term) return { kind: 'attribute', key: term.canonical, value: sub(token, kv[1]!.length + 1), empty: kv[2] === '', count: 1 };
    // a keyword with a number (`toxic:2`, `bushido:1`)
    const k = V.keywords.get(kv[1]!);
    if (k && KEYWORD_RULES[k.canonical].amount) return { kind: 'keyword', value: k.canonical, count: 1, amount: sub(token, kv[1]!.length + 1) };
  }
  const kw = V.keywords.match(tokens, i);
  // "Some Enchantment", "Tranquil Land": a card type written with a capital is part of a name
  if (kw && !((kw.term.canonical === 'enchantment' || kw.term.canonical === 'land') && /^\p{Lu}/u.test(token.text))) {
    return { kind: 'keyword', value: kw.term.canonical, count: kw.count };
  }
  const ty = V.types.match(tokens, i);
  if (ty) return { kind: 'type', value: ty.term.canonical, count: ty.count };
  const co = V.colors.match(tokens, i);
  if (co) return { kind: 'color', value: co.term.canonical, count: co.count };
  return undefined;
}

export function parseObject(id: string, controller: string, written: Token[], ctx: ParseContext, at: Span, cast = false): MtgObject | undefined {
  const tokens = withCardCharacteristics(id, written, ctx, cast);
  if (tokens.length === 0) {
    ctx.error(at, 'engine-mtg.parse.empty-spec', { id }, expected('spec'));
    return undefined;
  }
  const ptIndex = ptPosition(tokens);
  const name: string[] = [];
  let i = 0;
  if (ptIndex >= 0) {
    for (; i < ptIndex && !tokens[i]!.text.startsWith('('); i++) name.push(tokens[i]!.text);
  } else {
    while (i < tokens.length && !recognize(tokens, i)) name.push(tokens[i++]!.text);
  }

  let ok = true;
  // a lower-case word of the vocabulary where the name goes is a misplaced word, not a name (`s=battle def=3 3/3`);
  // after a capitalised word, a colour or keyword may be part of a card name ("Chevalier noir", "Ange de vol")
  for (let n = 0; n < name.length; n++) {
    const t = tokens[n]!;
    const found = /^\p{Ll}/u.test(t.text) ? recognize(tokens, n) : undefined;
    if (found && (n === 0 || (found.kind !== 'color' && found.kind !== 'keyword'))) {
      ctx.error(t, 'engine-mtg.parse.word-in-name', { word: t.text, id }, expected('object-word'));
      ok = false;
    }
  }
  const abilities: Ability[] = [];
  let power: number | undefined;
  let toughness: number | undefined;
  const colors: Color[] = [];
  const keywords: Keyword[] = [];
  const amounts: Partial<Record<Keyword, number>> = {};
  const types = new Map<string, Token>();
  const attrs = new Map<Attribute, Token>();
  const o: Partial<MtgObject> = {};

  while (i < tokens.length) {
    const token = tokens[i]!;
    const found = recognize(tokens, i);
    if (!found) {
      const kv = KEY_VALUE.exec(token.text);
      if (kv) {
        ctx.error(sub(token, 0, kv[1]!.length), 'engine-mtg.parse.unknown-attribute', { word: kv[1]! }, {
          ...expected('attribute'),
          ...suggestIn(kv[1]!, V.attributes, NUMBERED_KEYWORDS),
        });
      } else {
        ctx.error(token, 'engine-mtg.parse.unknown-word', { word: token.text }, {
          ...expected(ptIndex >= 0 ? 'object-word' : 'object-word-name'),
          ...suggestIn(token.text, V.keywords, V.types, V.colors),
        });
      }
      ok = false;
      i++;
      continue;
    }
    const span: Token = found.count > 1 ? { ...token, length: tokens[i + found.count - 1]!.col + tokens[i + found.count - 1]!.length - token.col } : token;
    i += found.count;
    switch (found.kind) {
      case 'ability': {
        const ability = parseAbility(tokens.slice(i - found.count, i), ctx);
        if (ability) abilities.push(ability);
        else ok = false;
        break;
      }
      case 'pt':
        if (power !== undefined) {
          ctx.error(token, 'engine-mtg.parse.duplicate-pt', { word: token.text });
          ok = false;
        } else {
          power = found.power;
          toughness = found.toughness;
        }
        break;
      case 'keyword':
        if (KEYWORD_RULES[found.value].amount) {
          // a keyword with a number: given once, with its number (702.164a toxic N, 702.45a bushido N)
          if (amounts[found.value] !== undefined) {
            ctx.error(token, 'engine-mtg.parse.duplicate-attribute', { attribute: found.value });
            ok = false;
            break;
          }
          // one written without its number where it has a usual one (`kicked` is `kicked:1`)
          const usual = KEYWORD_RULES[found.value].amountDefault;
          if ((!found.amount || found.amount.text === '') && usual === undefined) {
            ctx.error(token, 'engine-mtg.parse.missing-value', { attribute: found.value }, expected('number'));
            ok = false;
            break;
          }
          const n = !found.amount || found.amount.text === '' ? usual : readNumber(found.amount, ctx, 1);
          if (n === undefined) {
            ok = false;
            break;
          }
          amounts[found.value] = n;
        }
        if (!keywords.includes(found.value)) keywords.push(found.value);
        break;
      case 'color':
        if (!colors.includes(found.value)) colors.push(found.value);
        break;
      case 'type':
        types.set(found.value, span);
        break;
      case 'attribute': {
        if (attrs.has(found.key)) {
          ctx.error(token, 'engine-mtg.parse.duplicate-attribute', { attribute: found.key });
          ok = false;
          break;
        }
        attrs.set(found.key, token);
        if (found.empty) {
          ctx.error(token, 'engine-mtg.parse.missing-value', { attribute: found.key }, found.key === 'redirect' ? RECIPIENT_EXPECTED : found.key === 'zone' ? { expected: { key: 'engine-mtg-zones.expected.zone' } } : found.key === 'back' ? { expected: { key: 'card.check.expected-card' } } : expected(valueKind(found.key)));
          ok = false;
          break;
        }
        const v = found.value;
        let n: number | undefined;
        switch (found.key) {
          case 'dmg':
          case 'def':
          case 'loyalty':
            n = readNumber(v, ctx, 0);
            if (n === undefined) ok = false;
            else if (found.key === 'dmg') o.damage = n;
            else if (found.key === 'def') o.defense = n;
            else o.loyalty = n;
            break;
          case 'prevent':
          case 'prevent-each':
          case 'extra-block':
          case 'min-blockers':
          case 'max-blockers':
            n = readNumber(v, ctx, 1);
            if (n === undefined) ok = false;
            else if (found.key === 'prevent') o.prevent = n;
            else if (found.key === 'prevent-each') o.preventEach = n;
            else if (found.key === 'min-blockers') o.minBlockers = n;
            else if (found.key === 'max-blockers') o.maxBlockers = n;
            else o.extraBlocks = n;
            break;
          case 'age':
            n = readNumber(v, ctx, 1);
            if (n === undefined) ok = false;
            else o.age = n;
            break;
          case 'mv':
            n = readNumber(v, ctx, 0);
            if (n === undefined) ok = false;
            else o.mv = n;
            break;
          case 'fade':
          case 'time':
          case 'level':
          case 'spore':
            n = readNumber(v, ctx, 0);
            if (n === undefined) ok = false;
            else o[found.key] = n;
            break;
          case 'subtypes': {
            const types = readSubtypes(v, ctx);
            if (types) o.subtypes = types;
            else ok = false;
            break;
          }
          case '+1/+1':
          case '-1/-1':
            n = readNumber(v, ctx, 1);
            if (n === undefined) ok = false;
            else o.counters = { ...o.counters, [found.key]: n };
            break;
          case 'protector':
            if (ctx.refPlayer(v)) o.protector = v.text;
            else ok = false;
            break;
          case 'pro-player':
            if (ctx.refPlayer(v)) o.protectionFromPlayer = v.text;
            else ok = false;
            break;
          case 'redirect':
            if (ctx.refTarget(v)) o.redirect = v.text;
            else ok = false;
            break;
          case 'zone': {
            const z = V.cardZones.get(v.text);
            if (z) o.zone = z.canonical;
            else {
              ctx.error(v, 'engine-mtg-zones.parse.unknown-zone', { word: v.text }, { expected: { key: 'engine-mtg-zones.expected.zone' }, ...suggestIn(v.text, V.cardZones) });
              ok = false;
            }
            break;
          }
          case 'pro': {
            const q = readQualities(v, ctx);
            if (q) o.protection = q;
            else ok = false;
            break;
          }
          case 'attached':
            ctx.refObject(v);
            o.attachedTo = v.text;
            break;
          case 'copy':
            ctx.refObject(v);
            o.copyOf = v.text;
            break;
          case 'devours': {
            // the creatures sacrificed to its devour ability as it enters (702.82a), by id
            let at = 0;
            const ids: string[] = [];
            for (const part of v.text.split(',')) {
              ctx.refObject(sub(v, at, at + part.length));
              ids.push(part);
              at += part.length + 1;
            }
            o.devours = ids;
            break;
          }
          case 'back': {
            // the other face of a transforming double-faced card, read from the card data as a card named alone would be
            const back = backFace(id, controller, v, ctx);
            if (back) o.back = back;
            else ok = false;
            break;
          }
          case 'hexproof-from': {
            const q = readQualities(v, ctx);
            if (q) o.hexproofFrom = q;
            else ok = false;
            break;
          }
        }
      }
    }
  }

  // what the object is
  const isCreature = power !== undefined;
  const pw = types.get('planeswalker');
  const battle = types.get('battle');
  const siege = types.get('siege');
  // a battle may also be a creature (310, 120.3): `s=Invasion battle def=5 3/3`
  if (isCreature && pw) {
    ctx.error(pw, 'engine-mtg.parse.type-conflict', { id }, expected('one-type'));
    ok = false;
  } else if (pw && battle) {
    ctx.error(battle, 'engine-mtg.parse.type-conflict', { id }, expected('one-type'));
    ok = false;
  }
  const type: MtgObject['type'] = battle ? 'battle' : isCreature ? 'creature' : pw ? 'planeswalker' : 'other';
  const needs = (attr: Attribute, wanted: MtgObject['type'], key: string) => {
    const t = attrs.get(attr);
    if (t && type !== wanted && ok) {
      ctx.error(t, `engine-mtg.parse.${key}`, { id });
      ok = false;
    }
  };
  needs('def', 'battle', 'def-needs-battle');
  needs('protector', 'battle', 'protector-needs-battle');
  needs('loyalty', 'planeswalker', 'loyalty-needs-planeswalker');
  if (!isCreature) needs('dmg', 'creature', 'dmg-needs-creature');
  if (!isCreature) needs('extra-block', 'creature', 'extra-block-needs-creature');
  if (siege && !battle && ok) {
    ctx.error(siege, 'engine-mtg.parse.siege-needs-battle', { id });
    ok = false;
  }
  if (type === 'battle' && !attrs.has('def') && ok) {
    ctx.error(battle ?? at, 'engine-mtg.parse.missing-defense', { id }, expected('defense'));
    ok = false;
  }
  if (type === 'planeswalker' && !attrs.has('loyalty') && ok) {
    ctx.error(pw ?? at, 'engine-mtg.parse.missing-loyalty', { id }, expected('loyalty'));
    ok = false;
  }
  if (!ok) return undefined;

  const object: MtgObject = { id, controller, type };
  if (name.length) object.name = name.join(' ');
  if (isCreature) {
    object.power = power!;
    object.toughness = toughness!;
  }
  if (colors.length) object.colors = COLORS.filter((c) => colors.includes(c));
  if (keywords.length) object.keywords = KEYWORDS.filter((k) => keywords.includes(k));
  if (Object.keys(amounts).length) object.amounts = Object.fromEntries(KEYWORDS.filter((k) => amounts[k] !== undefined).map((k) => [k, amounts[k]!]));
  if (o.protection) object.protection = o.protection;
  if (o.protectionFromPlayer !== undefined) object.protectionFromPlayer = o.protectionFromPlayer;
  if (o.hexproofFrom) object.hexproofFrom = o.hexproofFrom;
  if (o.attachedTo !== undefined) object.attachedTo = o.attachedTo;
  if (o.copyOf !== undefined) object.copyOf = o.copyOf;
  if (o.devours !== undefined) object.devours = o.devours;
  if (o.age !== undefined) object.age = o.age;
  if (o.level !== undefined) object.level = o.level;
  if (o.spore !== undefined) object.spore = o.spore;
  if (o.subtypes !== undefined) object.subtypes = o.subtypes;
  if (o.mv !== undefined) object.mv = o.mv;
  if (o.back !== undefined) object.back = o.back;
  if (o.fade !== undefined) object.fade = o.fade;
  if (o.time !== undefined) object.time = o.time;
  if (o.damage !== undefined) object.damage = o.damage;
  if (o.loyalty !== undefined) object.loyalty = o.loyalty;
  if (o.defense !== undefined) object.defense = o.defense;
  if (siege) object.siege = true;
  if (o.protector !== undefined) object.protector = o.protector;
  if (o.prevent !== undefined) object.prevent = o.prevent;
  if (o.preventEach !== undefined) object.preventEach = o.preventEach;
  if (o.extraBlocks !== undefined) object.extraBlocks = o.extraBlocks;
  if (o.minBlockers !== undefined) object.minBlockers = o.minBlockers;
  if (o.maxBlockers !== undefined) object.maxBlockers = o.maxBlockers;
  if (o.counters) object.counters = o.counters;
  if (o.redirect !== undefined) object.redirect = o.redirect;
  if (abilities.length) object.abilities = abilities;
  if (o.zone !== undefined) object.zone = o.zone;
  return object;
}

/** `back=Moonrage_Brute`: that card's face (spaces written `_`), as an object with the same id and controller; only from card data (712.8e). */
function backFace(id: string, controller: string, v: Token, ctx: ParseContext): MtgObject | undefined {
  const name = v.text.replace(/_/g, ' ');
  const card = ctx.cards?.get(name);
  if (!card) {
    const suggestion = ctx.cards?.suggest?.(name);
    ctx.error(v, 'card.check.unknown-card', { id, name }, { expected: { key: 'card.check.expected-card' }, ...(suggestion ? { suggestion } : {}) });
    return undefined;
  }
  const back = parseObject(id, controller, [{ ...v, text: card.name }], ctx, v);
  if (back?.back) delete back.back;
  return back;
}

/** Where the power/toughness is, outside `( … )` abilities (they may hold `+1/+1`); -1 when there is none. */
function ptPosition(tokens: Token[]): number {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.text.startsWith('(')) i += abilityLength(tokens, i) - 1;
    else if (PT.test(tokens[i]!.text)) return i;
  }
  return -1;
}

function valueKind(key: Attribute): string {
  return key === 'pro' || key === 'hexproof-from' ? 'quality' : key === 'attached' || key === 'copy' || key === 'devours' ? 'id' : key === 'protector' || key === 'pro-player' ? 'player' : 'number';
}

// ---------------------------------------------------------------------------------------------------------------
// directives

class Cursor {
  i = 0;
  constructor(
    readonly tokens: Token[],
    readonly head: Token,
  ) {}
  peek(): Token | undefined {
    return this.tokens[this.i];
  }
  next(): Token | undefined {
    return this.tokens[this.i++];
  }
  is(text: string): boolean {
    return this.tokens[this.i]?.text === text;
  }
  /** Where to point when something is missing: just after the last token read. */
  end(): Span {
    const last = this.tokens[this.i - 1] ?? this.tokens[this.tokens.length - 1] ?? this.head;
    return { line: last.line, col: last.col + last.length, length: 1 };
  }
  here(): Span {
    return this.peek() ?? this.end();
  }
}

const PUNCT = '>,:=@→';
const isPunct = (t: Token | undefined) => t !== undefined && t.text.length === 1 && PUNCT.includes(t.text);

/** The first `ruleset` of each scenario being parsed (a context is one parse). */
const rulesetSeen = new WeakMap<ParseContext, { era: string; word: string }>();

export function parseDirective(kind: string, head: Token, args: Token[], ctx: ParseContext): MtgAction | undefined {
  const c = new Cursor(splitPunctuation(args, PUNCT), head);
  switch (kind) {
    case 'attack':
      return parseAttack(c, ctx);
    case 'block':
      return parseBlock(c, ctx);
    case 'assign':
      return parseAssign(c, ctx);
    case 'order':
      return parseOrder(c, ctx);
    case 'cast':
      return parseCast(args, head, ctx);
    case 'activate':
      return parseActivate(args, head, ctx);
    case 'ruleset': {
      const t = args[0];
      const era = t ? eraOf(t.text) : undefined;
      if (!t || !era || args.length > 1) {
        ctx.error(args[args.length > 1 && era ? 1 : 0] ?? { ...head, col: head.col + head.length, length: 1 }, 'engine-mtg.parse.bad-ruleset', { word: t?.text ?? '' }, expected('ruleset'));
        return undefined;
      }
      // two different rulesets would silently resolve by the first: say so where the second one stands
      const first = rulesetSeen.get(ctx);
      if (first && first.era !== era) {
        ctx.error(t, 'engine-mtg.review.parse.ruleset-twice', { word: t.text, first: first.word });
        return undefined;
      }
      if (!first) rulesetSeen.set(ctx, { era, word: t.text });
      return { kind: 'ruleset', era };
    }
    case 'teams':
      return parseTeams(head, args, ctx);
    case 'play': {
      // `play l`: one land card, written in its owner's hand (`l=Forest zone=hand`)
      const t = args[0];
      if (!t || args.length > 1) {
        ctx.error(args[1] ?? { ...head, col: head.col + head.length, length: 1 }, t ? 'engine-mtg.parse.one-land' : 'engine-mtg.parse.expected-id', { what: { key: 'engine-mtg.what.land' }, word: args[1]?.text ?? '' }, expected('play'));
        return undefined;
      }
      ctx.refObject(t);
      return { kind: 'play', land: t.text };
    }
    case 'resolve':
    case 'next':
    case 'end':
    case 'day':
    case 'night':
    case 'untap-step':
      if (args.length > 0) {
        ctx.error(args[0]!, 'engine-mtg.parse.no-arguments', { directive: kind, word: args[0]!.text });
        return undefined;
      }
      return kind === 'day' || kind === 'night' ? { kind: 'daytime', value: kind } : { kind };
  }
  return undefined;
}

function readIdList(c: Cursor, ctx: ParseContext, what: string): string[] | undefined {
  const ids: string[] = [];
  for (;;) {
    const t = c.peek();
    if (!t || isPunct(t)) {
      ctx.error(c.here(), 'engine-mtg.parse.expected-id', { what: { key: `engine-mtg.what.${what}` } }, expected('id'));
      return undefined;
    }
    c.next();
    ctx.refObject(t);
    ids.push(t.text);
    if (!c.is(',')) return ids;
    c.next();
  }
}

function expectPunct(c: Cursor, ctx: ParseContext, p: string, exp: string): boolean {
  if (c.is(p)) {
    c.next();
    return true;
  }
  const t = c.peek();
  ctx.error(c.here(), 'engine-mtg.parse.expected-punct', { punct: p, word: t?.text ?? '' }, expected(exp));
  return false;
}

function parseAttack(c: Cursor, ctx: ParseContext): MtgAction | undefined {
  const groups: AttackGroup[] = [];
  if (!c.peek()) {
    ctx.error(c.end(), 'engine-mtg.parse.expected-id', { what: { key: 'engine-mtg.what.attacker' } }, expected('attack'));
    return undefined;
  }
  while (c.peek()) {
    // `band w,v`: the band word counts only before an id (an object may still be called "band")
    const band = V.band.get(c.peek()!.text) !== undefined && c.tokens[c.i + 1] !== undefined && !isPunct(c.tokens[c.i + 1]);
    if (band) c.next();
    const attackers = readIdList(c, ctx, 'attacker');
    if (!attackers) return undefined;
    const group: AttackGroup = band ? { attackers, band: true } : { attackers };
    if (c.is('>')) {
      c.next();
      const t = c.peek();
      if (!t || isPunct(t)) {
        ctx.error(c.here(), 'engine-mtg.parse.expected-target', {}, expected('target'));
        return undefined;
      }
      c.next();
      if (!ctx.refTarget(t)) return undefined;
      group.target = t.text;
    } else if (c.peek() && isPunct(c.peek())) {
      ctx.error(c.here(), 'engine-mtg.parse.expected-punct', { punct: '>', word: c.peek()!.text }, expected('attack'));
      return undefined;
    }
    groups.push(group);
  }
  return { kind: 'attack', groups };
}

function parseBlock(c: Cursor, ctx: ParseContext): MtgAction | undefined {
  const groups: BlockGroup[] = [];
  if (!c.peek()) {
    ctx.error(c.end(), 'engine-mtg.parse.expected-id', { what: { key: 'engine-mtg.what.blocker' } }, expected('block'));
    return undefined;
  }
  while (c.peek()) {
    const blockers = readIdList(c, ctx, 'blocker');
    if (!blockers) return undefined;
    if (!expectPunct(c, ctx, '>', 'block')) return undefined;
    const attackers = readIdList(c, ctx, 'attacker');
    if (!attackers) return undefined;
    groups.push({ blockers, attackers });
  }
  return { kind: 'block', groups };
}

function parseAssign(c: Cursor, ctx: ParseContext): MtgAction | undefined {
  const src = c.peek();
  if (!src || isPunct(src)) {
    ctx.error(c.here(), 'engine-mtg.parse.expected-id', { what: { key: 'engine-mtg.what.source' } }, expected('assign'));
    return undefined;
  }
  c.next();
  ctx.refObject(src);
  let strike: 2 | undefined;
  if (c.is('@')) {
    c.next();
    const n = c.peek();
    if (!n || (n.text !== '1' && n.text !== '2')) {
      ctx.error(c.here(), 'engine-mtg.parse.bad-strike', { word: n?.text ?? '' }, expected('strike'));
      return undefined;
    }
    c.next();
    if (n.text === '2') strike = 2;
  }
  if (!expectPunct(c, ctx, ':', 'assign')) return undefined;
  const parts: AssignPart[] = [];
  if (!c.peek()) {
    ctx.error(c.end(), 'engine-mtg.parse.expected-target', {}, expected('assign'));
    return undefined;
  }
  while (c.peek()) {
    if (c.is(',')) {
      c.next();
      continue;
    }
    const key = c.next()!;
    if (isPunct(key)) {
      ctx.error(key, 'engine-mtg.parse.expected-target', {}, expected('assign'));
      return undefined;
    }
    if (!ctx.refTarget(key)) return undefined;
    if (!expectPunct(c, ctx, '=', 'assign')) return undefined;
    const num = c.peek();
    if (!num || isPunct(num)) {
      ctx.error(c.here(), 'engine-mtg.parse.bad-number', { word: num?.text ?? '' }, expected('number'));
      return undefined;
    }
    c.next();
    const amount = readNumber(num, ctx, 0);
    if (amount === undefined) return undefined;
    if (parts.some((p) => p.to === key.text)) {
      ctx.error(key, 'engine-mtg.parse.duplicate-recipient', { id: key.text });
      return undefined;
    }
    parts.push({ to: key.text, amount });
  }
  const action: MtgAction = { kind: 'assign', source: src.text, parts };
  if (strike) action.strike = strike;
  return action;
}

function parseOrder(c: Cursor, ctx: ParseContext): MtgAction | undefined {
  const who = c.peek();
  if (!who || isPunct(who)) {
    ctx.error(c.here(), 'engine-mtg.parse.expected-target', {}, expected('order'));
    return undefined;
  }
  c.next();
  if (!ctx.refTarget(who)) return undefined;
  if (!expectPunct(c, ctx, ':', 'order')) return undefined;
  const order: OrderKind[] = [];
  if (!c.peek()) {
    ctx.error(c.end(), 'engine-mtg.parse.unknown-order-kind', { word: '' }, expected('order-kind'));
    return undefined;
  }
  while (c.peek()) {
    const t = c.next()!;
    if (t.text === ',' || t.text === '>' || t.text === '→') continue;
    const term = V.orderKinds.get(t.text);
    if (!term) {
      ctx.error(t, 'engine-mtg.parse.unknown-order-kind', { word: t.text }, { ...expected('order-kind'), ...suggestIn(t.text, V.orderKinds) });
      return undefined;
    }
    order.push(term.canonical);
  }
  return { kind: 'order', chooser: who.text, order };
}

/**
 * `cast A: <effects>`, `cast A Lightning Bolt red instant: <effects>` (name, colours and card type optional), or a
 * permanent spell written like an object: `cast B v=Ambush Viper 2/1 deathtouch flash`.
 */
function parseCast(args: Token[], head: Token, ctx: ParseContext): MtgAction | undefined {
  const who = args[0];
  // the object form is recognised before any colon: its spec may hold `(dies: …)` abilities
  const def = args[1] ? /^([^=:\s]+)=/.exec(args[1].text) : null;
  if (who && def && !who.text.endsWith(':')) {
    return parsePermanentSpell(who, args[1]!, def[1]!, args.slice(2), ctx);
  }
  const colon = args.findIndex((t) => t.text.endsWith(':') || t.text === ':');
  // `cast B Shock` with card data: the card's own effects (engine/mtg/cards.ts)
  if (who && colon < 0 && ctx.cards && args.length > 1) {
    if (!ctx.refPlayer(who)) return undefined;
    const words = castWords(args.slice(1), ctx);
    if (!words) return undefined;
    const spell = words.count > 0 ? cardSpell(span(args.slice(1, 1 + words.count)), [], ctx, words) : undefined;
    if (spell === null) return undefined;
    if (spell) return cardCast(who.text, spell, words);
  }
  if (!who) {
    ctx.error({ ...head, col: head.col + head.length, length: 1 }, 'engine-mtg.parse.expected-punct', { punct: ':', word: '' }, expected('cast'));
    return undefined;
  }
  if (colon < 0) {
    // The caret goes where the ":" is missing: before the first effect word, else after everything written.
    const at = firstEffectToken(args, 1);
    if (at > 0) ctx.error(insertionAfter(args[at - 1]!), 'engine-hints.cast-colon', {}, expected('cast'));
    else ctx.error(insertionAfter(args[args.length - 1]!), 'engine-hints.cast-no-effects', { written: [head, ...args].map((t) => t.text).join(' ') }, expected('cast'));
    return undefined;
  }
  const before = [...args.slice(0, colon), sub(args[colon]!, 0, args[colon]!.text.length - 1)].filter((t) => t.text !== '');
  const player = before[0];
  if (!player) {
    // `cast : …`: the colon came before any caster
    ctx.error(args[colon]!, 'engine.parse.bad-player', { word: args[colon]!.text }, expected('player'));
    return undefined;
  }
  if (!ctx.refPlayer(player)) return undefined;
  const words = castWords(before.slice(1), ctx);
  if (!words) return undefined;
  const after = args.slice(colon + 1);
  // `cast B Shock: x`: only targets after the colon, and the name is a card: the card's effects with those targets
  const parts = splitPunctuation(after, ',');
  const targetList = parts.length > 0 && parts.every((t, i) => (i % 2 === 1) === (t.text === ',')) && !PT.test(parts[0]!.text) && !V.effects.match(parts, 0);
  if (targetList && ctx.cards && words.count > 0) {
    const spell = cardSpell(span(before.slice(1, 1 + words.count)), parts, ctx, words);
    if (spell === null) return undefined;
    if (spell) return cardCast(player.text, spell, words);
  }
  if (words.mode) {
    // effects written out: there is no card whose modes `mode=N` would choose among
    ctx.error(words.mode, 'card.oracle.no-such-mode', { card: words.name, n: words.mode.text.slice('mode='.length), count: 0 });
    return undefined;
  }
  // effects written out with `alt` (as a scenario prints a card's cast): the alternative cost of the card so named (118.9)
  const altCost = words.alt ? cardAltCost(words.name, words.alt, ctx) : undefined;
  if (words.alt && !altCost) return undefined;
  if (words.kicked) {
    // effects written out: no card's kicked (or cleaved) text to apply
    ctx.error(words.kicked, words.kicked.text.toLowerCase() === 'cleaved' ? 'card.oracle.not-cleave' : 'card.oracle.not-kicker', { card: words.name });
    return undefined;
  }
  if (words.roll) {
    // effects written out state a roll's result on the roll itself (`roll-die 20=15`)
    ctx.error(words.roll, 'card.oracle.no-roll', { card: words.name });
    return undefined;
  }
  if (words.x) {
    // effects written out carry their numbers: there is no X to choose
    ctx.error(words.x, 'card.oracle.no-x', { card: words.name });
    return undefined;
  }
  const effects = parseEffects(after, ctx, 'spell', args[colon]!);
  if (!effects) return undefined;
  const action: MtgAction = { kind: 'cast', caster: player.text, effects };
  if (words.name) action.name = words.name;
  if (words.colors.length) action.colors = COLORS.filter((c) => words.colors.includes(c));
  if (words.type) action.spellType = words.type;
  if (words.costs) action.costs = words.costs;
  if (words.keywords) action.keywords = words.keywords;
  if (words.castOnly) action.castOnly = words.castOnly;
  if (altCost) action.alt = altCost;
  // a card's own additional costs, as its canonical text names it (118.8)
  const extra = words.count > 0 ? cardExtraCost(words.name, ctx) : undefined;
  if (extra) action.extra = extra;
  return action;
}

/** A cast of a card spell: the colours and card type written win over the card's. */
function cardCast(caster: string, spell: CardSpell, words: { colors: Color[]; type?: CastType; costs?: SpellCost[] }): MtgAction {
  const colors = words.colors.length ? words.colors : spell.colors;
  const action: MtgAction = { kind: 'cast', caster, name: spell.name, effects: spell.effects, spellType: words.type ?? spell.type };
  if (colors.length) action.colors = COLORS.filter((c) => colors.includes(c));
  const costs = words.costs ?? spell.costs;
  if (costs?.length) action.costs = costs;
  if (spell.keywords?.length) action.keywords = spell.keywords;
  if (spell.castOnly) action.castOnly = spell.castOnly;
  if (spell.costChanges) Object.assign(action, { manaCost: spell.manaCost, costChanges: spell.costChanges });
  if (spell.alt) action.alt = spell.alt;
  if (spell.extra) action.extra = spell.extra;
  return action;
}

/** One token spanning `tokens` (a card name of several words). */
function span(tokens: Token[]): Token {
  const first = tokens[0]!;
  const last = tokens[tokens.length - 1]!;
  return { text: tokens.map((t) => t.text).join(' '), line: first.line, col: first.col, length: last.line === first.line ? last.col + last.length - first.col : first.length };
}

/**
 * The words between the caster and the colon: a name, then colour and card-type words. A trailing word that is a
 * colour or a card type (and does not start with a capital, so "Plan B" stays a name) describes the spell.
 */
function castWords(tokens: Token[], ctx: ParseContext): { name: string; count: number; colors: Color[]; type?: CastType; costs?: SpellCost[]; keywords?: Keyword[]; castOnly?: CastOnly; mode?: Token; kicked?: Token; x?: Token; alt?: Token; roll?: Token } | undefined {
  let end = tokens.length;
  // a modal card spell's mode (601.2b): `cast A Healing Salve mode=2`, last; a kicked one (702.33d): `kicked`, last or before it
  let mode: Token | undefined;
  let kicked: Token | undefined;
  // X chosen as it is cast (107.3a, 601.2b): `cast A Blaze X=3`
  let x: Token | undefined;
  // an alternative cost chosen as it is cast (118.9, 601.2b): `cast A Fireblast alt`
  let alt: Token | undefined;
  // a die's result the scenario states (706.2): `cast A Contact Other Plane roll=15`
  let roll: Token | undefined;
  for (let i = 0; i < 5 && end > 0; i++) {
    const t = tokens[end - 1]!;
    if (!alt && t.text === 'alt') alt = tokens[--end];
    else if (!mode && /^mode=\d{1,2}(?:\+\d{1,2})*$/i.test(t.text)) mode = tokens[--end];
    // cast for its cleave cost (702.148a): `cleaved`, in kicker's place (a card has one or the other)
    else if (!kicked && (t.text.toLowerCase() === 'kicked' || t.text.toLowerCase() === 'cleaved')) kicked = tokens[--end];
    else if (!x && /^X=\d{1,3}$/.test(t.text)) x = tokens[--end];
    else if (!roll && /^roll=\d{1,3}$/i.test(t.text)) roll = tokens[--end];
  }
  const colors: Color[] = [];
  const costs: SpellCost[] = [];
  // the spell's own keywords and casting restriction, so a scenario printed from a card spell reads back the same
  // (a pin re-checked from its text keeps split second, "can't be countered", "cast only during combat")
  const keywords: Keyword[] = [];
  let castOnly: CastOnly | undefined;
  let type: CastType | undefined;
  let typeToken: Token | undefined;
  // `cast A Wrath white sorcery flash: …`: flash belongs to the object form; here it would blame the card type
  const last = tokens[end - 1];
  if (last && !/^\p{Lu}/u.test(last.text) && V.keywords.get(last.text)?.canonical === 'flash') {
    ctx.error(last, 'engine-mtg.review.parse.flash-on-spell', { word: last.text }, expected('cast'));
    return undefined;
  }
  while (end > 0) {
    const t = tokens[end - 1]!;
    if (/^\p{Lu}/u.test(t.text)) break;
    const ty = V.spellTypes.get(t.text);
    const co = ty ? undefined : V.colors.get(t.text);
    // an additional cost: `cast A Bone Splinters sacrifice-creature: …` (601.2h)
    const cost = ty || co ? undefined : V.activation.get(t.text)?.canonical;
    const keyword = ty || co || cost ? undefined : V.keywords.get(t.text)?.canonical;
    const only = /^only=(.+)$/i.exec(t.text)?.[1]?.toLowerCase();
    if (only !== undefined) {
      if (!(CAST_ONLY as readonly string[]).includes(only) || castOnly) {
        ctx.error(t, 'engine-mtg.casting.parse.bad-cast-only', { word: t.text, choices: CAST_ONLY.join(', ') }, expected('cast'));
        return undefined;
      }
      castOnly = only as CastOnly;
    } else if (keyword && KEYWORD_RULES[keyword].worksFrom === undefined) {
      if (!keywords.includes(keyword)) keywords.unshift(keyword);
    } else if (cost && (cost in PERMANENT_COSTS || cost === 'discard-card')) {
      if (!costs.includes(cost as SpellCost)) costs.unshift(cost as SpellCost);
    } else if (ty) {
      if (ty.canonical !== 'instant' && ty.canonical !== 'sorcery') {
        ctx.error(t, 'engine-mtg.casting.parse.permanent-needs-object', { word: t.text }, { expected: { key: 'engine-mtg.casting.expected.permanent-spell' } });
        return undefined;
      }
      if (typeToken) {
        ctx.error(t, 'engine-mtg.casting.parse.two-card-types', { word: t.text, other: typeToken.text }, expected('cast'));
        return undefined;
      }
      type = ty.canonical;
      typeToken = t;
    } else if (co) {
      if (!colors.includes(co.canonical)) colors.push(co.canonical);
    } else break;
    end--;
  }
  // `cast B instant Shock: …`: a card type inside the name would silently become part of it
  const misplaced = tokens.slice(0, end).find((t) => !/^\p{Lu}/u.test(t.text) && V.spellTypes.has(t.text));
  if (misplaced) {
    ctx.error(misplaced, 'engine-mtg.casting.parse.type-after-name', { word: misplaced.text }, expected('cast'));
    return undefined;
  }
  const name = tokens.slice(0, end).map((t) => t.text).join(' ');
  return { name, count: end, colors, ...(type ? { type } : {}), ...(costs.length ? { costs } : {}), ...(keywords.length ? { keywords } : {}), ...(castOnly ? { castOnly } : {}), ...(mode ? { mode } : {}), ...(kicked ? { kicked } : {}), ...(x ? { x } : {}), ...(alt ? { alt } : {}), ...(roll ? { roll } : {}) };
}

/** `cast B v=Ambush Viper 2/1 flash`: the object is read like a section's `v=…`, under the caster's control. */
function parsePermanentSpell(who: Token, def: Token, id: string, rest: Token[], ctx: ParseContext): MtgAction | undefined {
  if (!ctx.refPlayer(who)) return undefined;
  const idToken = sub(def, 0, id.length);
  if (!ctx.declareObject) {
    ctx.error(idToken, 'engine-mtg.casting.parse.permanent-needs-object', { word: id }, { expected: { key: 'engine-mtg.casting.expected.permanent-spell' } });
    return undefined;
  }
  if (!ctx.declareObject(idToken)) return undefined;
  const first = sub(def, id.length + 1);
  const spec = first.text === '' ? rest : [first, ...rest];
  const o = parseObject(id, who.text, spec, ctx, idToken, true);
  if (!o) return undefined;
  return { kind: 'cast', caster: who.text, permanent: o, effects: [] };
}

/**
 * `activate w: <effects>`: an ability of w (its source, so w's deathtouch or lifelink counts). `activate w` uses w's
 * own first activated ability (`(activated: …)` on it, engine/mtg/activation.ts), `activate w@2` its second, and
 * `activate w: x` / `activate w@2: x,B` give the targets of its `?kind` targets in order.
 */
function parseActivate(all: Token[], head: Token, ctx: ParseContext): MtgAction | undefined {
  // `activate B w`: B activates w's ability, which its controller alone may unless it says any player may (602.2)
  const by = all.length > 1 && /^[A-Z]/.test(all[0]!.text) && !all[0]!.text.includes(':') ? all[0] : undefined;
  if (by && !ctx.refPlayer(by)) return undefined;
  const action = parseActivateBy(by ? all.slice(1) : all, head, ctx);
  if (action?.kind === 'activate' && by) action.by = by.text;
  return action;
}

function parseActivateBy(args: Token[], head: Token, ctx: ParseContext): MtgAction | undefined {
  const first = args[0];
  if (!first) {
    ctx.error({ ...head, col: head.col + head.length, length: 1 }, 'engine-mtg.parse.expected-id', { what: { key: 'engine-mtg.what.source' } }, expected('activate'));
    return undefined;
  }
  const m = /^([^@:]+)(?:@([^:]*))?(:?)$/.exec(first.text);
  const id = m ? m[1]! : first.text.replace(/:$/, '');
  const at = m?.[2];
  const colon = m?.[3] === ':' ? 1 : args[1]?.text === ':' ? 2 : args[1]?.text.startsWith(':') ? -1 : 0;
  const rest = colon === 1 ? args.slice(1) : colon === 2 ? args.slice(2) : colon === -1 ? [sub(args[1]!, 1), ...args.slice(2)] : [];
  ctx.refObject(sub(first, 0, id.length));
  let ability: number | undefined;
  if (at !== undefined) {
    if (!/^[1-9]$/.test(at)) {
      ctx.error(sub(first, id.length + 1, id.length + 1 + at.length), 'engine-mtg.parse.bad-ability-number', { word: at }, expected('activate'));
      return undefined;
    }
    ability = Number(at);
  }
  if (colon === 0) {
    if (args.length > 1) {
      // `activate w +1/+1 w`: the caret goes where the ":" is missing
      ctx.error(insertionAfter(first), 'engine-hints.activate-colon', { source: id }, expected('activate'));
      return undefined;
    }
    return { kind: 'activate', source: id, effects: [], ability: ability ?? 1 };
  }
  // after the colon: effects (`+1/+1 w`), or, for the object's own ability, only its targets (`x,B`)
  const parts = splitPunctuation(rest, ',');
  // a list of targets alternates ids and commas; anything else is effects (and a misspelt effect gets its "did you mean")
  const targetList = parts.length > 0 && parts.every((t, i) => (i % 2 === 1) === (t.text === ','));
  if (ability === undefined && !targetList) {
    const effects = parseEffects(rest, ctx, 'ability', first);
    if (!effects) return undefined;
    return { kind: 'activate', source: id, effects };
  }
  const targets: string[] = [];
  for (const t of parts) {
    if (t.text === ',') continue;
    if (!ctx.refTarget(t)) return undefined;
    targets.push(t.text);
  }
  if (targets.length === 0) {
    ctx.error(rest[0] ?? first, 'engine-mtg.parse.expected-target', {}, expected('activate'));
    return undefined;
  }
  return { kind: 'activate', source: id, effects: [], ability: ability ?? 1, targets };
}
