/**
 * The notation of effects and abilities: `damage 2 x`, `+3/+3 w`, `gain flying w`, `put 1 +1/+1 x` … joined by
 * `&`, inside `cast`, `activate` and an object's `( when: … )` ability. What each kind takes is data in
 * engine/mtg/effects.ts (`EFFECT_RULES[kind].args`); this file only reads and prints it.
 */
import { MAX_ROLL } from './dice.ts';
import type { ParseContext } from '../core/game.ts';
import { spanOf, splitPunctuation, sub, type Token } from '../core/lexer.ts';
import type { Message, Span } from '../core/types.ts';
import { EFFECT_RULES } from './effects.ts';
import { KEYWORD_RULES } from './keywords.ts';
import { effectHint, insertionAfter, triggerHint } from './hints.ts';
import { TARGET_KINDS } from './target-kinds.ts';
import { TRIGGER_KINDS, TYPED_TRIGGERS } from './events.ts';
import { printCondition, readCondition, readSubtypes, SNS, SUBTYPE_LIST } from './subtypes.ts';
import { AT_STEP, CREATES_ABILITY } from './delayed.ts';
import { isIfYourTurn, readNow } from './turn-conditions.ts';
import { isLandQuality, LAND_SEARCHES, printCardQuality, readCardQuality, SEARCHES_MANY } from './looking.ts';
import { BNS, parseBound, printBound } from './stat-bounds.ts';
import { isTypeWord, printTypes, readTypes } from './permanent-filters.ts';
import type { Ability, Condition, CounterKind, Effect, Filter } from './scenario.ts';
import { vocabulary as V, type Color, type Keyword, type Quality } from './vocabulary.ts';

const PT = /^([+-]?\d{1,4})\/([+-]?\d{1,4})$/;
/** The word before a prevention's source, in each language. */
const FROM = new Set(['from', 'から', 'de', 'depuis']);
const MAX = 9999;
type Context = 'spell' | 'ability' | 'static';

const expected = (key: string): { expected: Message } => ({ expected: { key: `engine-mtg.expected.${key}` } });

/** The tokens after an ability's head word: a colon written on the word (`graveyard=7:`) stays as a `:` token of its own. */
function pastWord(rest: Token[], colon: string | boolean | undefined): Token[] {
  const t = rest[0]!;
  return colon ? [{ ...t, text: ':', col: t.col + t.text.length - 1, length: 1 }, ...rest.slice(1)] : rest.slice(1);
}

/** `(dies: damage 1 B)` → an ability; reports and returns undefined on an error. */
export function parseAbility(tokens: Token[], ctx: ParseContext): Ability | undefined {
  const first = tokens[0]!;
  const last = tokens[tokens.length - 1]!;
  if (!last.text.endsWith(')')) {
    ctx.error(last, 'engine-mtg.parse.unclosed-ability', { word: last.text }, expected('ability'));
    return undefined;
  }
  // strip the parentheses, keeping columns
  const inner: Token[] = tokens.map((t, i) => {
    let from = 0;
    let to = t.text.length;
    if (i === 0) from = 1;
    if (i === tokens.length - 1) to -= 1;
    return sub(t, from, to);
  }).filter((t) => t.text !== '' && t.text !== '(' && t.text !== ')');
  const head = inner[0];
  if (!head) {
    ctx.error(first, 'engine-mtg.parse.empty-ability', {}, expected('ability'));
    return undefined;
  }
  // The trigger word may be several words ("enters the battlefield:"): the words before the first ":".
  const words = inner.map((t) => (t.text.endsWith(':') ? sub(t, 0, t.text.length - 1) : t)).filter((t) => t.text !== '');
  const m = V.abilities.match(words, 0);
  if (!m) {
    // what was written as the trigger: the words up to a ":" ending or starting a word (not `pro:red`), else the first
    const colon = inner.findIndex((t) => t.text.endsWith(':') || t.text.startsWith(':'));
    const upTo = colon >= 0 && colon < 4 ? [...inner.slice(0, colon), sub(inner[colon]!, 0, inner[colon]!.text.indexOf(':'))] : [head];
    const named = upTo.filter((t) => t.text !== '');
    const hint = triggerHint(named.map((t) => t.text).join(' ') || head.text);
    ctx.error(spanOf(named[0] ?? head, named[named.length - 1] ?? head), hint.key, hint.params, hint.extra);
    return undefined;
  }
  const term = m.term;
  /** The last token of the trigger word(s). */
  const headEnd = inner[m.count - 1]!;
  let rest = inner.slice(m.count);
  // a leveler's band (711.2a–b): `(static level=2-6: …)`, `(activated level=4+ tap: …)` — it has the ability only then
  let band: Condition | undefined;
  const lv = (term.canonical === 'static' || term.canonical === 'activated') && !headEnd.text.endsWith(':') && rest[0] ? /^(?:level|niveau|レベル)=(\d{1,2})(?:-(\d{1,2})|(\+))(:?)$/.exec(rest[0].text) : null;
  if (lv) {
    if (lv[2] !== undefined && Number(lv[2]) < Number(lv[1])) {
      ctx.error(rest[0]!, `${SNS}.parse.bad-level`, { word: rest[0]!.text }, { expected: { key: `${SNS}.expected.level` } });
      return undefined;
    }
    band = { count: Number(lv[1]), level: true, ...(lv[2] !== undefined ? { max: Number(lv[2]) } : {}) };
    rest = pastWord(rest, lv[4]);
  }
  // an activated ability's costs and restrictions come before its colon: `(activated tap sorcery: …)`
  const costs: Ability['costs'] = [];
  let life: number | 'half' | undefined;
  let spores: number | undefined;
  let energy: number | undefined;
  if (term.canonical === 'activated' && !headEnd.text.endsWith(':')) {
    while (rest[0] && rest[0].text !== ':' && !rest[0].text.startsWith(':')) {
      const word = rest[0].text.replace(/:$/, '');
      const c = V.activation.get(word);
      const paid = /^life:(\d{1,3}|half)$/i.exec(word);
      const spore = /^(?:spores|spore|胞子):(\d{1,2})$/i.exec(word);
      const paysEnergy = /^(?:energy|エネルギー|énergie):(\d{1,2})$/i.exec(word);
      if (paysEnergy && Number(paysEnergy[1]) > 0) energy = Number(paysEnergy[1]);
      else if (paid) life = paid[1]!.toLowerCase() === 'half' ? 'half' : Number(paid[1]);
      else if (spore && Number(spore[1]) > 0) spores = Number(spore[1]);
      else if (!c) {
        const suggestion = V.activation.suggest(word);
        ctx.error(sub(rest[0], 0, word.length), 'engine-mtg.parse.unknown-activation-word', { word }, { expected: { key: 'engine-mtg.expected.activation' }, ...(suggestion ? { suggestion } : {}) });
        return undefined;
      }
      else if (!costs.includes(c.canonical)) costs.push(c.canonical);
      const colon = rest[0].text.endsWith(':');
      rest = pastWord(rest, colon);
      if (colon) break;
    }
  }
  // a static ability "as long as you control …": `(static controls=Swamp: …)` (611.3b)
  let condition: Condition | undefined;
  const controls = (term.canonical === 'static' || term.canonical === 'controls-none') && !headEnd.text.endsWith(':') && rest[0] ? /^(?:controls|contrôle|コントロール)=(.+?)(:?)$/.exec(rest[0].text) : null;
  // threshold: `(static graveyard=7: …)`, "as long as seven or more cards are in your graveyard"
  const graves = term.canonical === 'static' && !controls && !headEnd.text.endsWith(':') && rest[0] ? /^(?:graveyard|cimetière|墓地)=(\d{1,2})(:?)$/.exec(rest[0].text) : null;
  if (graves) {
    if (Number(graves[1]) < 1) {
      ctx.error(rest[0]!, `${SNS}.parse.bad-condition`, { word: rest[0]!.text }, { expected: { key: `${SNS}.expected.condition` } });
      return undefined;
    }
    condition = { count: Number(graves[1]), graveyard: true };
    rest = pastWord(rest, graves[2]);
  }
  // "as long as this is monstrous" (701.31b): `(static monstrous: …)`
  const monstrous = term.canonical === 'static' && !controls && !graves && !headEnd.text.endsWith(':') && rest[0] ? /^(?:monstrous|monstrueuse|monstrueux|怪物的)(:?)$/.exec(rest[0].text) : null;
  if (monstrous) {
    condition = { count: 1, monstrous: true };
    rest = pastWord(rest, monstrous[1]);
  }
  // "as long as it's your turn / attacking / untapped" (611.3b): `(static your-turn: …)` (engine/mtg/turn-conditions.ts)
  const now = term.canonical === 'static' && !condition && !controls && !headEnd.text.endsWith(':') && rest[0] ? readNow(rest[0].text) : undefined;
  if (now) {
    condition = { count: 1, now: now.now };
    rest = pastWord(rest, now.colon);
  }
  // "as long as you have the city's blessing" (702.131c): `(static blessing: …)`
  const blessed = term.canonical === 'static' && !condition && !controls && !graves && !monstrous && !headEnd.text.endsWith(':') && rest[0] ? /^(?:blessing|bénédiction|祝福)(:?)$/.exec(rest[0].text) : null;
  if (blessed) {
    condition = { count: 1, blessing: true };
    rest = pastWord(rest, blessed[1]);
  }
  if (controls) {
    condition = readCondition(sub(rest[0]!, rest[0]!.text.indexOf('=') + 1, rest[0]!.text.length - controls[2]!.length), ctx);
    if (!condition) return undefined;
    rest = pastWord(rest, controls[2]);
  }
  // "when you control no Islands" (603.8) says what it is about: `(controls-none controls=Island: …)`
  if (term.canonical === 'controls-none' && !condition) {
    ctx.error(headEnd, `${SNS}.parse.bad-condition`, { word: headEnd.text }, { expected: { key: `${SNS}.expected.condition` } });
    return undefined;
  }
  // a trigger about another creature, of a creature type only: `(ally-enters subtype=Ally: …)` (205.3m)
  let subtype: string[] | undefined;
  const typed = !headEnd.text.endsWith(':') && rest[0] ? subtypeWord(rest[0]) : undefined;
  if (typed) {
    if (!TYPED_TRIGGERS.has(term.canonical)) {
      ctx.error(rest[0]!, `${SNS}.parse.not-typed-trigger`, { word: term.canonical }, { expected: { key: `${SNS}.expected.typed-trigger` } });
      return undefined;
    }
    subtype = readSubtypes(typed, ctx);
    if (!subtype) return undefined;
    const colon = rest[0]!.text.endsWith(':');
    rest = pastWord(rest, colon);
  }
  // "This ability triggers only once each turn": `(cast-noncreature once: …)` (engine/mtg/turn-conditions.ts)
  let once = false;
  if (term.canonical !== 'static' && term.canonical !== 'activated' && !headEnd.text.endsWith(':') && rest[0] && V.activation.get(rest[0].text.replace(/:$/, ''))?.canonical === 'once') {
    once = true;
    const colon = rest[0].text.endsWith(':');
    rest = pastWord(rest, colon);
  }
  if (!headEnd.text.endsWith(':')) {
    if (rest[0]?.text === ':') rest = rest.slice(1);
    else if (rest[0]?.text.startsWith(':')) rest = [sub(rest[0], 1), ...rest.slice(1)];
    else {
      // `(dies damage 1 B)`: the caret goes where the ":" is missing, on the space before what follows
      const at = rest[0] ? { line: rest[0].line, col: Math.max(1, rest[0].col - 1), length: 1 } : insertionAfter(headEnd);
      ctx.error(at, 'engine-hints.ability-colon', { word: words.slice(0, m.count).map((t) => t.text).join(' ') }, expected('ability'));
      return undefined;
    }
  }
  const when = term.canonical;
  const eventObject = when !== 'static' && when !== 'activated' && TRIGGER_KINDS[when].other !== undefined;
  // a modal triggered ability: its modes between `|` (700.2; engine/mtg/modal-triggers.ts)
  const modes = when !== 'static' && when !== 'activated' && rest.some((t) => t.text === '|') ? parseModes(rest, ctx, headEnd, eventObject) : undefined;
  if (modes === null) return undefined;
  const effects = modes ? modes[0]! : parseEffects(rest, ctx, term.canonical === 'static' ? 'static' : 'ability', headEnd, eventObject);
  if (!effects) return undefined;
  const order = V.activation.terms.map((t) => t.canonical);
  const ability: Ability = costs.length ? { when: term.canonical, effects, costs: costs.sort((a, b) => order.indexOf(a) - order.indexOf(b)) } : { when: term.canonical, effects };
  if (life !== undefined) ability.life = life;
  if (spores !== undefined) ability.spores = spores;
  if (energy !== undefined) ability.energy = energy;
  if (subtype) ability.subtype = subtype;
  if (condition) ability.condition = condition;
  if (band) ability.condition = band;
  if (modes) ability.modes = modes;
  if (once) ability.oncePerTurn = true;
  return ability;
}

/** `destroy ?artifact | destroy ?enchantment`: each mode's effects; null after an error (an empty mode, a bad effect). */
function parseModes(tokens: Token[], ctx: ParseContext, after: Span, eventObject: boolean): Effect[][] | null {
  const groups: Token[][] = [[]];
  for (const t of tokens) {
    if (t.text === '|') groups.push([]);
    else groups[groups.length - 1]!.push(t);
  }
  const out: Effect[][] = [];
  let prev: Span = after;
  for (const g of groups) {
    if (g.length === 0) {
      ctx.error({ line: prev.line, col: prev.col + prev.length, length: 1 }, 'engine-mtg.parse.missing-effect', {}, expected('effect'));
      return null;
    }
    const effects = parseEffects(g, ctx, 'ability', prev, eventObject);
    if (!effects) return null;
    out.push(effects);
    prev = g[g.length - 1]!;
  }
  return out;
}

/** Effects joined by `&`. `after` is where to point when nothing follows. */
export function parseEffects(tokens: Token[], ctx: ParseContext, context: Context, after: Span, eventObject = false): Effect[] | undefined {
  const flat = splitPunctuation(tokens, '&');
  const parts: Token[][] = [[]];
  /** Where each part after the first begins in `flat` (after its "&"). */
  const starts: number[] = [0];
  flat.forEach((t, i) => {
    if (t.text === '&') {
      parts.push([]);
      starts.push(i + 1);
    } else parts[parts.length - 1]!.push(t);
  });
  const out: Effect[] = [];
  for (const part of parts) {
    if (part.length === 0) {
      ctx.error({ line: after.line, col: after.col + after.length, length: 1 }, 'engine-mtg.parse.missing-effect', {}, expected('effect'));
      return undefined;
    }
    const e = parseEffect(part, ctx, context);
    if (!e) return undefined;
    // `that`: the targets of the effect before it, so never in the first one — except in a triggered ability whose
    // event names another object ("destroy that creature": the blocker, the creature that died; events.ts `other`)
    const that = e.targets.findIndex((t) => t === 'that' || t === 'its-controller');
    if (that >= 0 && out.length === 0 && (!eventObject || e.targets[that] === 'its-controller')) {
      const at = part.find((t) => V.targetWords.get(t.text)?.canonical === e.targets[that]) ?? part[0]!;
      ctx.error(at, 'engine-mtg.parse.that-first', { word: at.text });
      return undefined;
    }
    out.push(e);
    // `when-leaves x & …`, `reflex-sacrifice you & …`: the effects after it belong to the ability it creates (603.7a, 603.12)
    if (CREATES_ABILITY.has(e.kind)) {
      const next = out.length;
      if (next >= parts.length) {
        const last = part[part.length - 1]!;
        ctx.error({ line: last.line, col: last.col + last.length, length: 1 }, 'engine-mtg.parse.missing-effect', {}, expected('effect'));
        return undefined;
      }
      // a delayed ability at a step names the object it watches `that` (delayed.ts AT_STEP)
      const then = parseEffects(flat.slice(starts[next]), ctx, context === 'static' ? 'static' : 'ability', part[part.length - 1]!, AT_STEP.has(e.kind));
      if (!then) return undefined;
      e.then = then;
      break;
    }
  }
  return out;
}

/** `pro:red,instants` after gain/lose: the qualities (undefined when the word is not `pro:…`, null after an error). */
function readGainedProtection(t: Token, ctx: ParseContext): Quality[] | undefined | null {
  const m = /^([^=:]+)[=:](.*)$/.exec(t.text);
  if (!m || V.attributes.get(m[1]!)?.canonical !== 'pro') return undefined;
  const out: Quality[] = [];
  let offset = m[1]!.length + 1;
  for (const part of m[2]!.split(',')) {
    const at = sub(t, offset, offset + part.length);
    offset += part.length + 1;
    const term = V.qualities.get(part);
    if (!term) {
      const suggestion = V.qualities.suggest(part);
      ctx.error(at.text === '' ? t : at, 'engine-mtg.parse.unknown-quality', { word: part }, { ...expected('quality'), ...(suggestion ? { suggestion } : {}) });
      return null;
    }
    if (!out.includes(term.canonical)) out.push(term.canonical);
  }
  const order = V.qualities.terms.map((x) => x.canonical);
  return out.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** The colour and keyword words after a token's P/T (every word but the last, which names the player). */
function readTokenTraits(tokens: Token[], from: number, e: Effect): number {
  const colors: Color[] = [];
  const keywords: Keyword[] = [];
  let subtypes: string[] | undefined;
  let mana = false;
  let i = from;
  while (i < tokens.length - 1) {
    // "Sacrifice this creature: Add {C}." (an Eldrazi Spawn or Scion): the token's mana ability
    if (V.tokenAbilities.get(tokens[i]!.text)) {
      mana = true;
      i++;
      continue;
    }
    const typed = subtypeWord(tokens[i]!);
    if (typed && SUBTYPE_LIST.test(typed.text)) {
      subtypes = typed.text.split(/[,+]/);
      i++;
      continue;
    }
    const c = V.colors.get(tokens[i]!.text);
    if (c) {
      if (!colors.includes(c.canonical)) colors.push(c.canonical);
      i++;
      continue;
    }
    const k = V.keywords.match(tokens, i);
    if (!k || i + k.count > tokens.length - 1 || KEYWORD_RULES[k.term.canonical].amount) break;
    if (!keywords.includes(k.term.canonical)) keywords.push(k.term.canonical);
    i += k.count;
  }
  if (colors.length || keywords.length || subtypes || mana) e.token = subtypes ? { colors, keywords, subtypes } : { colors, keywords };
  if (mana) e.token!.mana = true;
  return i;
}

function number(t: Token | undefined, ctx: ParseContext, at: Span, min = 1): number | undefined {
  if (!t || !/^\+?\d{1,4}$/.test(t.text) || Number(t.text) < min || Number(t.text) > MAX) {
    ctx.error(t ?? at, 'engine-mtg.parse.bad-number', { word: t?.text ?? '' }, expected('positive-number'));
    return undefined;
  }
  return Number(t.text);
}

function parseEffect(tokens: Token[], ctx: ParseContext, context: Context): Effect | undefined {
  // `if-roll=10-19 draw 2 you`: a row of the results table of the die rolled before it (706.3a; engine/mtg/dice.ts)
  const row = tokens.length > 1 ? /^if-roll=(\d{1,3})(?:-(\d{1,3})|(\+))?$/i.exec(tokens[0]!.text) : null;
  if (row) {
    const e = parseEffect(tokens.slice(1), ctx, context);
    if (!e) return undefined;
    const min = Number(row[1]);
    return { ...e, ifRoll: { min, max: row[3] ? MAX_ROLL : row[2] ? Number(row[2]) : min } };
  }
  // `if-your-turn scry 2 you`: only on its controller's turn (engine/mtg/turn-conditions.ts)
  if (tokens.length > 1 && isIfYourTurn(tokens[0]!.text) && !V.effects.match(tokens, 0)) {
    const e = parseEffect(tokens.slice(1), ctx, context);
    if (e && context === 'static') {
      ctx.error(tokens[0]!, 'engine-mtg-if-done.parse.static', { word: tokens[0]!.text });
      return undefined;
    }
    return e ? { ...e, ifYourTurn: true } : undefined;
  }
  // `if-done draw 1 you`: only if the effect before it was done ("If you do, …", 118.12)
  if (tokens.length > 1 && V.ifDone.has(tokens[0]!.text) && !V.effects.match(tokens, 0)) {
    const e = parseEffect(tokens.slice(1), ctx, context);
    if (e && context === 'static') {
      ctx.error(tokens[0]!, 'engine-mtg-if-done.parse.static', { word: tokens[0]!.text });
      return undefined;
    }
    if (!e) return undefined;
    return V.ifDone.get(tokens[0]!.text)?.canonical === 'if-not-done' ? { ...e, ifNotDone: true } : { ...e, ifDone: true };
  }
  // `may gain-life 2 you`: an optional effect, chosen as it resolves (603.5, 608.2d)
  if (tokens.length > 1 && V.may.has(tokens[0]!.text) && !V.effects.match(tokens, 0)) {
    const e = parseEffect(tokens.slice(1), ctx, context);
    if (e && context === 'static') {
      ctx.error(tokens[0]!, 'engine-mtg.parse.may-static', { word: tokens[0]!.text });
      return undefined;
    }
    return e ? { ...e, optional: true } : undefined;
  }
  const head = tokens[0]!;
  const pt = PT.exec(head.text);
  let e: Effect;
  let i = 1;
  if (pt) {
    e = { kind: 'pump', power: Number(pt[1]), toughness: Number(pt[2]), targets: [] };
  } else {
    const m = V.effects.match(tokens, 0);
    if (!m) {
      const hint = effectHint(head.text);
      ctx.error(head, hint.key, hint.params, hint.extra);
      return undefined;
    }
    i = m.count;
    e = { kind: m.term.canonical, targets: [] };
    const args = EFFECT_RULES[e.kind].args;
    const at = tokens[i - 1]!;
    const t = tokens[i];
    switch (args) {
      case 'amount': {
        // `roll-die 20=15`: a die of 20 sides and the result the scenario states (706.2)
        const die = e.kind === 'roll-die' && t ? /^(\d{1,3})=(\d{1,3})$/.exec(t.text) : null;
        if (die) {
          if (Number(die[2]) < 1 || Number(die[2]) > Number(die[1])) {
            ctx.error(t!, 'engine-mtg-dice.parse.bad-result', { word: t!.text, sides: Number(die[1]) });
            return undefined;
          }
          e.amount = Number(die[1]);
          e.result = Number(die[2]);
          i++;
          break;
        }
        // `that-much`: the amount of what happened before (the effect before it, else the triggering event)
        // `named-count+2`: a counted amount with a printed base added (engine/mtg/counted-amounts.ts)
        const plus = t ? /^(named-count(?:-yours)?)\+(\d{1,2})$/.exec(t.text) : null;
        const from = t ? V.amounts.get(plus ? plus[1]! : t.text) : undefined;
        if (from) {
          e.amountFrom = from.canonical === 'that-much' ? 'that' : from.canonical === 'creature-count' ? 'creatures' : from.canonical;
          if (plus) e.amountPlus = Number(plus[2]);
          i++;
          break;
        }
        const n = number(t, ctx, { ...at, col: at.col + at.length, length: 1 });
        if (n === undefined) return undefined;
        e.amount = n;
        i++;
        break;
      }
      case 'pt': {
        // `becomes graveyard-creatures x`: set from a count, kept up to date (layer 7b)
        if (e.kind === 'becomes' && t && V.ptCounts.get(t.text)) {
          e.ptFrom = 'graveyard-creatures';
          i++;
          break;
        }
        const m2 = t ? PT.exec(t.text) : null;
        if (!m2) {
          ctx.error(t ?? at, 'engine-mtg.parse.expected-pt', { word: t?.text ?? '' }, expected('pt'));
          return undefined;
        }
        e.power = Number(m2[1]);
        e.toughness = Number(m2[2]);
        i++;
        // `create 1/1 white black flying A`: the token's colours and keywords, before whom it is created for (111.3, 111.4)
        if (e.kind === 'create') i = readTokenTraits(tokens, i, e);
        break;
      }
      case 'keyword': {
        const pro = t ? readGainedProtection(t, ctx) : undefined;
        if (pro === null) return undefined;
        if (pro) {
          e.protection = pro;
          i++;
          break;
        }
        // `gain toxic:1 w`: a keyword with a number, given with its own number (702.164b)
        const numbered = t ? /^([^:]+):(\d{1,4})$/.exec(t.text) : null;
        const nk = numbered && e.kind === 'gain' ? V.keywords.get(numbered[1]!) : undefined;
        if (nk && KEYWORD_RULES[nk.canonical].amount) {
          const n = number(sub(t!, numbered![1]!.length + 1), ctx, t!);
          if (n === undefined) return undefined;
          e.keyword = nk.canonical;
          e.amount = n;
          i++;
          break;
        }
        const k = t ? V.keywords.match(tokens, i) : undefined;
        if (!k) {
          const suggestion = t ? V.keywords.suggest(t.text) : undefined;
          ctx.error(t ?? at, 'engine-mtg.parse.expected-keyword', { word: t?.text ?? '' }, { ...expected('keyword'), ...(suggestion ? { suggestion } : {}) });
          return undefined;
        }
        if (e.kind === 'gain' && KEYWORD_RULES[k.term.canonical].amount) {
          // toxic N, bushido N …: the number is the object's; an effect giving one would need its own number
          ctx.error(t!, 'engine-mtg.parse.gained-keyword-number', { word: k.term.canonical }, expected('keyword'));
          return undefined;
        }
        e.keyword = k.term.canonical;
        i += k.count;
        break;
      }
      case 'color': {
        const c = t ? V.colors.get(t.text) : undefined;
        if (!c) {
          ctx.error(t ?? at, 'engine-mtg.parse.unknown-quality', { word: t?.text ?? '' }, expected('quality'));
          return undefined;
        }
        e.color = c.canonical;
        i++;
        break;
      }
      case 'counter': {
        const n = number(t, ctx, at);
        if (n === undefined) return undefined;
        const k = tokens[i + 1];
        const kind = k ? V.attributes.get(k.text)?.canonical : undefined;
        if (kind !== '+1/+1' && kind !== '-1/-1') {
          ctx.error(k ?? t!, 'engine-mtg.parse.expected-counter', { word: k?.text ?? '' }, expected('counter'));
          return undefined;
        }
        e.amount = n;
        e.counter = kind as CounterKind;
        i += 2;
        break;
      }
      case 'player': {
        // `control you x`: the controller of the spell or ability (its controller when it is cast or triggers)
        if (t && V.targetWords.get(t.text)?.canonical === 'you') {
          e.player = 'you';
          i++;
          break;
        }
        if (!t || !ctx.refPlayer(t)) {
          if (!t) ctx.error(at, 'engine-mtg.parse.expected-target', {}, expected('player'));
          return undefined;
        }
        e.player = t.text;
        i++;
        break;
      }
      case 'none':
        break;
      case 'card': {
        // `pick-card non-land that`: what the chosen card must be (engine/mtg/looking.ts)
        // `creature*3`: up to three cards of that kind, for the searches that find several (701.19a)
        const many = t ? /^(.+)\*(\d{1,2})$/.exec(t.text) : null;
        const q = t ? readCardQuality(many ? many[1]! : t.text) : undefined;
        if (many && q && SEARCHES_MANY.has(e.kind) && Number(many[2]) >= 1) e.amount = Number(many[2]);
        else if (many || (q && LAND_SEARCHES.has(e.kind) && !isLandQuality(q))) {
          ctx.error(t!, 'engine-mtg-looking.parse.expected-quality', { word: t!.text }, { expected: { key: 'engine-mtg-looking.parse.expected' } });
          return undefined;
        }
        if (!q) {
          ctx.error(t ?? at, 'engine-mtg-looking.parse.expected-quality', { word: t?.text ?? '' }, { expected: { key: 'engine-mtg-looking.parse.expected' } });
          return undefined;
        }
        if (q.types || q.non || q.color || q.subtypes || q.basic || q.name !== undefined) e.card = q;
        i++;
        break;
      }
    }
  }
  if (e.kind === 'redirect' || e.kind === 'damage-excess') return readRedirect(tokens.slice(i), e, ctx, context, tokens[i - 1]!);
  let rest = splitPunctuation(tokens.slice(i), ',').filter((t) => t.text !== ',');
  // `prevent 3 B from w`: only damage from that source (615.7)
  const fromAt = rest.findIndex((t) => FROM.has(t.text.toLowerCase()));
  if (fromAt >= 0 && e.kind === 'prevent') {
    const src = rest[fromAt + 1];
    if (!src || rest.length > fromAt + 2 || !ctx.isObjectId(src.text)) {
      ctx.error(src ?? rest[fromAt]!, 'engine-mtg.parse.expected-source', { word: src?.text ?? '' }, expected('effect'));
      return undefined;
    }
    ctx.refObject(src);
    e.from = src.text;
    rest = rest.slice(0, fromAt);
  }
  // `destroy creatures black` / `destroy all non-black`: every creature of a kind, no target (608.2j)
  const allWord = rest[0] ? V.filters.get(rest[0].text)?.canonical === 'creatures' : false;
  if (context === 'static' || (allWord && EFFECT_RULES[e.kind].targets !== 'player')) {
    const filter = readFilter(rest, ctx);
    if (!filter) return undefined;
    // attacking or blocking: fixed as a spell or ability resolves (611.2c); a static ability's set would change with combat
    const combat = context === 'static' && (filter.attacking || filter.blocking) ? rest.find((t) => ['attacking', 'blocking'].includes(V.filters.get(t.text)?.canonical ?? '')) : undefined;
    if (combat) {
      ctx.error(combat, 'engine-mtg.parse.combat-filter-static', { word: combat.text });
      return undefined;
    }
    e.filter = filter;
    return e;
  }
  if (rest.length === 0) {
    const last = tokens[tokens.length - 1]!;
    ctx.error({ line: last.line, col: last.col + last.length, length: 1 }, 'engine-mtg.parse.expected-target', {}, expected('effect'));
    return undefined;
  }
  const who = EFFECT_RULES[e.kind].targets;
  // `?creature`, `?any=x`: one target of a kind, chosen as it goes on the stack or given (engine/mtg/target-kinds.ts)
  const chosen = rest.findIndex((t) => t.text.startsWith('?'));
  if (chosen >= 0) {
    const t = rest[chosen]!;
    if (rest.length > 1) {
      ctx.error(rest[chosen === 0 ? 1 : 0]!, 'engine-mtg.parse.kind-alone', { word: t.text });
      return undefined;
    }
    // `?kind`, `?kind:2`, `?kind:0-2`, each with `=x` (or `=x+y`) after it; any other colon is a bad count; a limit
    // on the creature (`?creature/power>=4`, engine/mtg/stat-bounds.ts) comes right after the kind
    const slash = t.text.indexOf('/');
    const tail = slash > 0 ? t.text.slice(slash + 1) : undefined;
    const boundText = tail?.slice(0, tail.search(/:|(?<![<>])=/) >>> 0);
    const bound = boundText !== undefined ? parseBound(boundText) : undefined;
    if (boundText !== undefined && !bound) {
      ctx.error(sub(t, slash + 1, slash + 1 + Math.max(1, boundText.length)), `${BNS}.parse.bad-bound`, { word: t.text });
      return undefined;
    }
    const m = /^\?([^=:]*)(?::(\d{1,2})(?:-(\d{1,2}))?)?(?:=(.*))?$/.exec(tail !== undefined ? t.text.slice(0, slash) + tail.slice(boundText!.length) : t.text);
    if (!m) {
      ctx.error(t, 'engine-mtg-spells.parse.bad-count', { word: t.text });
      return undefined;
    }
    const kind = V.targetKinds.get(m[1]!);
    if (!kind) {
      const suggestion = V.targetKinds.suggest(m[1]!);
      ctx.error(sub(t, 1, 1 + m[1]!.length), 'engine-mtg.parse.unknown-target-kind', { word: m[1]! }, { expected: { key: 'engine-mtg.expected.target-kind' }, ...(suggestion ? { suggestion: `?${suggestion}` } : {}) });
      return undefined;
    }
    const k = TARGET_KINDS[kind.canonical];
    const objectsOnly = k.players === undefined;
    const playersOnly = k.fits === undefined;
    if ((who === 'player' && objectsOnly) || (who === 'object' && playersOnly)) {
      ctx.error(t, who === 'player' ? 'engine-mtg.parse.object-target' : 'engine-mtg.parse.player-target', { word: t.text, effect: e.kind });
      return undefined;
    }
    e.choose = kind.canonical;
    if (bound) e.bound = bound;
    // `?creature:2`, `?creature:0-2`: how many targets the one word "target" chooses (115.3, 601.2c)
    const countAt = 1 + m[1]!.length + (boundText !== undefined ? 1 + boundText.length : 0);
    if (m[2] !== undefined) {
      const min = Number(m[2]);
      const max = m[3] !== undefined ? Number(m[3]) : min;
      if (max < 1 || min > max) {
        ctx.error(sub(t, countAt, countAt + 1 + m[2].length + (m[3] !== undefined ? 1 + m[3].length : 0)), 'engine-mtg-spells.parse.bad-count', { word: t.text });
        return undefined;
      }
      if (max > 1 || min !== 1) e.count = { min, max };
    }
    if (m[4] !== undefined) {
      // `=x` or, with a count, `=x+y`: the targets given, in order
      let at = t.text.indexOf('=', boundText !== undefined ? slash + 1 + boundText.length : 0) + 1;
      for (const id of m[4].split('+')) {
        const given = sub(t, at, at + id.length);
        at += id.length + 1;
        const ref = given.text === '' ? undefined : ctx.refTarget(given);
        if (!ref) {
          if (given.text === '') ctx.error(t, 'engine-mtg.parse.expected-target', {}, expected('effect'));
          return undefined;
        }
        e.targets.push(given.text);
      }
      const max = e.count?.max ?? 1;
      if (e.targets.length > max) {
        ctx.error(t, 'engine-mtg-spells.parse.too-many-given', { word: t.text, max });
        return undefined;
      }
    }
    return e;
  }
  for (const t of rest) {
    const word = V.targetWords.get(t.text)?.canonical;
    if (word === 'each-opponent' || word === 'each-player') {
      if (who === 'object') {
        ctx.error(t, 'engine-mtg.parse.player-target', { word: t.text, effect: e.kind });
        return undefined;
      }
      e.targets.push(word);
      continue;
    }
    if (word === 'that') {
      e.targets.push('that');
      continue;
    }
    // the tokens just created (not targets, 115.10): only after a create effect of the same ability or spell
    if (word === 'created') {
      if (who === 'player') {
        ctx.error(t, 'engine-mtg.parse.object-target', { word: t.text, effect: e.kind });
        return undefined;
      }
      e.targets.push('created');
      continue;
    }
    // the controller of the effect before it's target ("Destroy target creature. Its controller loses 2 life.")
    if (word === 'its-controller') {
      if (who === 'object') {
        ctx.error(t, 'engine-mtg.parse.player-target', { word: t.text, effect: e.kind });
        return undefined;
      }
      e.targets.push('its-controller');
      continue;
    }
    if (word === 'self') {
      if (context === 'spell') {
        ctx.error(t, 'engine-mtg.parse.self-in-spell', { word: t.text });
        return undefined;
      }
      e.targets.push('self');
      continue;
    }
    if (word === 'you') {
      if (who === 'object') {
        ctx.error(t, 'engine-mtg.parse.player-target', { word: t.text, effect: e.kind });
        return undefined;
      }
      e.targets.push('you');
      continue;
    }
    const kind = ctx.refTarget(t);
    if (!kind) return undefined;
    if (kind === 'player' && who === 'object') {
      ctx.error(t, 'engine-mtg.parse.player-target', { word: t.text, effect: e.kind });
      return undefined;
    }
    if (kind === 'object' && who === 'player') {
      ctx.error(t, 'engine-mtg.parse.object-target', { word: t.text, effect: e.kind });
      return undefined;
    }
    e.targets.push(t.text);
  }
  return e;
}

const REDIRECT_EXPECTED = { expected: { key: 'engine-mtg.era.expected-redirect' } };

/** `redirect 3 x>y`: up to N damage headed for x this turn goes to y instead (614.9). */
function readRedirect(tokens: Token[], e: Effect, ctx: ParseContext, context: Context, before: Token): Effect | undefined {
  const parts = splitPunctuation(tokens, '>');
  if (parts.length !== 3 || parts[1]!.text !== '>' || parts[0]!.text === '>' || parts[2]!.text === '>') {
    const at = parts.find((t, k) => (k === 1 ? t.text !== '>' : t.text === '>' || k > 2)) ?? parts[0];
    if (e.kind === 'damage-excess') ctx.error(at ?? { line: before.line, col: before.col + before.length, length: 1 }, 'engine-mtg.parse.bad-excess', { word: at?.text ?? '' }, expected('excess'));
    else ctx.error(at ?? { line: before.line, col: before.col + before.length, length: 1 }, 'engine-mtg.era.bad-redirect', { word: at?.text ?? '' }, REDIRECT_EXPECTED);
    return undefined;
  }
  const ids: string[] = [];
  for (const t of [parts[0]!, parts[2]!]) {
    const word = V.targetWords.get(t.text)?.canonical;
    if (word === 'self' && context === 'spell') {
      ctx.error(t, 'engine-mtg.parse.self-in-spell', { word: t.text });
      return undefined;
    }
    if (word) ids.push(word);
    else if (ctx.refTarget(t)) ids.push(t.text);
    else return undefined;
  }
  if (ids[0] === ids[1]) {
    if (e.kind === 'damage-excess') ctx.error(parts[2]!, 'engine-mtg.parse.excess-same', { word: parts[2]!.text }, expected('excess'));
    else ctx.error(parts[2]!, 'engine-mtg.era.redirect-same', { word: parts[2]!.text }, REDIRECT_EXPECTED);
    return undefined;
  }
  e.targets.push(ids[0]!);
  e.to = ids[1]!;
  return e;
}

function readFilter(tokens: Token[], ctx: ParseContext): Filter | undefined {
  const f: Filter = {};
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const w = V.filters.get(t.text)?.canonical;
    if (w === 'yours') f.yours = true;
    else if (w === 'others') f.others = true;
    else if (w === 'theirs') f.theirs = true;
    else if (w === 'attached') f.attached = true;
    else if (w === 'attacking') f.attacking = true;
    else if (w === 'blocking') f.blocking = true;
    else if (w === 'with-counter') f.counter = '+1/+1';
    else if (w === 'creatures') continue;
    else if (isTypeWord(t)) {
      const types = readTypes(t, ctx);
      if (!types) return undefined;
      Object.assign(f, types);
    } else if (/^[^=]+(?:>=|<=)\d{1,2}$/.test(t.text) && parseBound(t.text)) f.bound = parseBound(t.text);
    else if (tokens.length === 1 && V.targetWords.get(t.text)?.canonical === 'self') f.self = true;
    else if (subtypeWord(t)) {
      const types = readSubtypes(subtypeWord(t)!, ctx);
      if (!types) return undefined;
      f.subtype = types;
    }
    else if (/^non-/i.test(t.text) && V.colors.get(t.text.slice(4))) f.notColor = V.colors.get(t.text.slice(4))!.canonical;
    else if (/^non-/i.test(t.text) && V.keywords.get(t.text.slice(4))) f.notKeyword = V.keywords.get(t.text.slice(4))!.canonical;
    else {
      const c = V.colors.get(t.text);
      const k = V.keywords.match(tokens, i);
      if (c) f.color = c.canonical;
      else if (k) {
        f.keyword = k.term.canonical;
        i += k.count - 1;
      } else {
        const suggestion = V.filters.suggest(t.text);
        ctx.error(t, 'engine-mtg.parse.unknown-filter', { word: t.text }, { ...expected('filter'), ...(suggestion ? { suggestion } : {}) });
        return undefined;
      }
    }
  }
  return f;
}

// ---------------------------------------------------------------------------------------------------------------

export function printEffect(e: Effect): string {
  const parts: string[] = e.ifRoll ? [`if-roll=${e.ifRoll.min}${e.ifRoll.max === MAX_ROLL ? '+' : e.ifRoll.max !== e.ifRoll.min ? `-${e.ifRoll.max}` : ''}`] : [];
  if (e.ifYourTurn) parts.push('if-your-turn');
  if (e.ifDone) parts.push('if-done');
  else if (e.ifNotDone) parts.push('if-not-done');
  if (e.optional) parts.push('may');
  if (e.kind === 'pump') parts.push(`${sign(e.power!)}/${sign(e.toughness!)}`);
  else {
    parts.push(e.kind);
    switch (EFFECT_RULES[e.kind].args) {
      case 'amount':
        if (e.result !== undefined) parts.push(`${e.amount}=${e.result}`);
        else parts.push(e.amountFrom === 'that' ? 'that-much' : e.amountFrom === 'creatures' ? 'creature-count' : e.amountFrom !== undefined ? `${e.amountFrom}${e.amountPlus ? `+${e.amountPlus}` : ''}` : String(e.amount));
        break;
      case 'pt':
        parts.push(e.ptFrom ?? `${e.power}/${e.toughness}`);
        if (e.token) parts.push(...e.token.colors, ...e.token.keywords, ...(e.token.subtypes ? [`subtypes=${e.token.subtypes.join('+')}`] : []), ...(e.token.mana ? ['sacrifice-for-mana'] : []));
        break;
      case 'keyword':
        parts.push(e.protection ? `pro:${e.protection.join(',')}` : e.amount !== undefined ? `${e.keyword!}:${e.amount}` : e.keyword!);
        break;
      case 'color':
        parts.push(e.color!);
        break;
      case 'counter':
        parts.push(String(e.amount), e.counter!);
        break;
      case 'player':
        parts.push(e.player!);
        break;
      case 'none':
        break;
      case 'card':
        parts.push(printCardQuality(e.card) + ((e.amount ?? 1) > 1 ? `*${e.amount}` : ''));
        break;
    }
  }
  if (e.filter) parts.push(printFilter(e.filter));
  else if (e.choose) parts.push(`?${e.choose}${printBound(e.bound)}${printCount(e.count)}${e.targets.length > 0 ? `=${e.targets.join('+')}` : ''}`);
  else parts.push(e.targets.join(',') + (e.to !== undefined ? `>${e.to}` : ''));
  if (e.from) parts.push('from', e.from);
  return parts.join(' ');
}

/** `:2` (two targets), `:0-2` (up to two): nothing for the usual one (115.3). */
const printCount = (c: Effect['count']): string => (c === undefined ? '' : c.min === c.max ? `:${c.max}` : `:${c.min}-${c.max}`);

function printFilter(f: Filter): string {
  if (f.attached) return 'attached';
  if (f.self) return 'self';
  const words = ['creatures'];
  if (f.yours) words.push('yours');
  if (f.theirs) words.push('theirs');
  if (f.others) words.push('others');
  if (f.attacking) words.push('attacking');
  if (f.blocking) words.push('blocking');
  if (f.color) words.push(f.color);
  if (f.notColor) words.push(`non-${f.notColor}`);
  if (f.keyword) words.push(f.keyword);
  if (f.notKeyword) words.push(`non-${f.notKeyword}`);
  if (f.counter) words.push('with-counter');
  if (f.subtype) words.push(`subtype=${f.subtype.join('+')}`);
  if (f.types) words.splice(0, 1, 'all', printTypes(f));
  if (f.bound) words.push(printBound(f.bound).slice(1));
  return words.join(' ');
}

const sign = (n: number) => (n < 0 ? String(n) : `+${n}`);

export function printEffects(effects: Effect[]): string {
  return effects.map((e) => (e.then ? `${printEffect(e)} & ${printEffects(e.then)}` : printEffect(e))).join(' & ');
}

export function printAbility(a: Ability): string {
  return `(${[a.when, ...(a.subtype ? [`subtype=${a.subtype.join('+')}`] : []), ...(a.condition ? [printCondition(a.condition)] : []), ...(a.costs ?? []), ...(a.life !== undefined ? [`life:${a.life}`] : []), ...(a.spores !== undefined ? [`spores:${a.spores}`] : []), ...(a.oncePerTurn ? ['once'] : []), ...(a.energy !== undefined ? [`energy:${a.energy}`] : [])].join(' ')}: ${a.modes ? a.modes.map(printEffects).join(' | ') : printEffects(a.effects)})`;
}

/** `subtype=Elf` (`sous-type=`, `サブタイプ=`): the value's token, else undefined. */
function subtypeWord(t: Token): Token | undefined {
  const m = /^([^=]+)=(.+)$/.exec(t.text.replace(/:$/, ''));
  return m && V.attributes.get(m[1]!)?.canonical === 'subtypes' ? sub(t, m[1]!.length + 1, t.text.replace(/:$/, '').length) : undefined;
}
