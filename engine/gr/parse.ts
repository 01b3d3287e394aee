/**
 * Gate Ruler parse hooks: a player's attributes (damage zone, energy, ruler), a unit's spec, and the directives
 * (damage, prevent, destroy, graveyard, attack, rest, end, dr, heal, cost, modify). The shared parser calls them
 * with positioned tokens; every problem becomes a ParseError through `ctx.error`, nothing throws.
 */
import type { ParseContext } from '../core/game.ts';
import { splitPunctuation, spanOf, sub, type Token } from '../core/lexer.ts';
import type { Message, Span } from '../core/types.ts';
import type { Lexicon } from '../core/vocabulary.ts';
import type { ChoiceSpec, DamagePart, DrSpec, Execution, GrAction, GrObject, GrPlayer } from './scenario.ts';
import { KEYWORDS, stripBrackets, vocabulary as V, type GrAttribute, type GrKeyword, type GrOption } from './vocabulary.ts';

const NS = 'engine-gr';
const STATS = /^(\d{1,3})\/(\d{1,3})$/;
const SIGNED_STATS = /^([+-]?\d{1,3})\/([+-]?\d{1,3})$/;
const KEY_VALUE = /^([^=:]+)[=:](.*)$/;
export const MAX_NUMBER = 999;

const expected = (key: string, params?: Message['params']): { expected: Message } => ({
  expected: params ? { key: `${NS}.expected.${key}`, params } : { key: `${NS}.expected.${key}` },
});

function suggestIn(word: string, ...lexicons: Lexicon[]): { suggestion?: string } {
  let best: string | undefined;
  for (const lex of lexicons) best ??= lex.suggest(word);
  return best ? { suggestion: best } : {};
}

function readNumber(token: Token, ctx: ParseContext, min: number, exp = min > 0 ? 'positive-number' : 'number'): number | undefined {
  if (!/^\+?\d{1,4}$/.test(token.text)) {
    ctx.error(token, `${NS}.parse.bad-number`, { word: token.text }, expected(exp));
    return undefined;
  }
  const n = Number(token.text);
  if (n < min || n > MAX_NUMBER) {
    ctx.error(token, `${NS}.parse.number-range`, { word: token.text, min, max: MAX_NUMBER }, expected(exp));
    return undefined;
  }
  return n;
}

/** `3`, `3/怪異`, `3/怪異・ミリタリー`, `DR3/怪異`, `[DR3/怪異]`. */
export function readDrSpec(token: Token, ctx: ParseContext): DrSpec | undefined {
  const text = stripBrackets(token.text).replace(/^dr/i, '');
  const m = /^(\d{1,3})(?:\/(.*))?$/.exec(text);
  if (!m) {
    ctx.error(token, `${NS}.parse.bad-dr`, { word: token.text }, expected('dr-spec'));
    return undefined;
  }
  const count = Number(m[1]);
  if (count < 1 || count > MAX_NUMBER) {
    ctx.error(token, `${NS}.parse.number-range`, { word: m[1]!, min: 1, max: MAX_NUMBER }, expected('dr-spec'));
    return undefined;
  }
  const spec: DrSpec = { count };
  if (m[2] !== undefined) {
    const conditions = m[2].split(/[・･,|]/).map((c) => c.trim());
    if (conditions.some((c) => c === '' || /[\s=]/.test(c))) {
      ctx.error(token, `${NS}.parse.bad-dr`, { word: token.text }, expected('dr-spec'));
      return undefined;
    }
    spec.conditions = conditions;
  }
  return spec;
}

/** `怪異*2,ミリタリー,3,怪異+ミリタリー`: face-up damage-zone cards; a number is that many plain cards. */
function readDamageZone(token: Token, ctx: ParseContext): string[][] | undefined {
  const cards: string[][] = [];
  let offset = 0;
  for (const item of token.text.split(',')) {
    const at = sub(token, offset, offset + item.length);
    offset += item.length + 1;
    if (/^\d{1,3}$/.test(item)) {
      for (let i = 0; i < Number(item); i++) cards.push([]);
      continue;
    }
    const m = /^([^*×\d][^*×]*?)(?:[*×](\d{1,3}))?$/.exec(item);
    if (!m || m[1]!.split('+').some((t) => t === '')) {
      ctx.error(at, `${NS}.parse.bad-dz`, { word: item }, expected('dz'));
      return undefined;
    }
    const traits = m[1]!.split('+');
    const n = m[2] === undefined ? 1 : Number(m[2]);
    for (let i = 0; i < n; i++) cards.push([...traits]);
  }
  if (cards.length > MAX_NUMBER) {
    ctx.error(token, `${NS}.parse.number-range`, { word: String(cards.length), min: 0, max: MAX_NUMBER }, expected('dz'));
    return undefined;
  }
  return cards;
}

// ---------------------------------------------------------------------------------------------------------------
// players

export function newPlayer(id: string): GrPlayer {
  return { id };
}

export function parsePlayerAttributes(player: GrPlayer, tokens: Token[], ctx: ParseContext): void {
  const seen = new Set<string>();
  for (const token of tokens) {
    const m = KEY_VALUE.exec(token.text);
    const term = m ? V.playerAttributes.get(m[1]!) : undefined;
    if (!m || !term) {
      ctx.error(token, `${NS}.parse.unknown-player-attribute`, { word: token.text }, {
        ...expected('player-attribute'),
        ...suggestIn(m?.[1] ?? token.text, V.playerAttributes),
      });
      continue;
    }
    const key = term.canonical;
    if (seen.has(key)) {
      ctx.error(token, `${NS}.parse.duplicate-attribute`, { attribute: key });
      continue;
    }
    seen.add(key);
    const value = sub(token, m[1]!.length + 1);
    if (m[2] === '') {
      ctx.error(token, `${NS}.parse.missing-value`, { attribute: key }, expected(key === 'dz' ? 'dz' : key === 'ruler' ? 'ruler' : 'number'));
      continue;
    }
    if (key === 'dz') {
      const dz = readDamageZone(value, ctx);
      if (dz) player.dz = dz;
    } else if (key === 'down' || key === 'energy' || key === 'rights') {
      const n = readNumber(value, ctx, 0);
      if (n !== undefined) player[key] = n;
    } else if (key === 'stk') {
      const n = readNumber(value, ctx, 1);
      if (n !== undefined) player.stk = n;
    } else {
      const ruler = V.rulers.get(value.text);
      if (!ruler) {
        ctx.error(value, `${NS}.parse.unknown-ruler`, { word: value.text }, { ...expected('ruler'), ...suggestIn(value.text, V.rulers) });
      } else player.ruler = ruler.canonical;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// objects

type Found =
  | { kind: 'stats'; atk: number; hp: number; count: 1 }
  | { kind: 'attribute'; key: GrAttribute; value: Token; empty: boolean; count: 1 }
  | { kind: 'keyword'; value: GrKeyword; count: number };

function recognize(tokens: Token[], i: number): Found | undefined {
  const token = tokens[i]!;
  const st = STATS.exec(token.text);
  if (st) return { kind: 'stats', atk: Number(st[1]), hp: Number(st[2]), count: 1 };
  const kv = KEY_VALUE.exec(token.text);
  if (kv) {
    const term = V.attributes.get(kv[1]!);
    if (term) return { kind: 'attribute', key: term.canonical, value: sub(token, kv[1]!.length + 1), empty: kv[2] === '', count: 1 };
  }
  const bare = tokens.map((t) => ({ ...t, text: stripBrackets(t.text) }));
  const kw = V.keywords.match(bare, i);
  if (kw) return { kind: 'keyword', value: kw.term.canonical, count: kw.count };
  return undefined;
}

/** `《幻霧の守護竜》` → `幻霧の守護竜` (a name may be written with the card-name brackets). */
function cleanName(words: string[]): string {
  // only a name wholly between 《 and 》 loses them, so that printing and parsing again gives the same name
  const name = words.join(' ').trim();
  const m = /^《([^《》]*)》$/.exec(name);
  return (m ? m[1]! : name).trim();
}

export function parseObject(id: string, controller: string, tokens: Token[], ctx: ParseContext, at: Span): GrObject | undefined {
  if (tokens.length === 0) {
    ctx.error(at, `${NS}.parse.empty-spec`, { id }, expected('spec'));
    return undefined;
  }
  const statsIndex = tokens.findIndex((t) => STATS.test(t.text));
  const name: string[] = [];
  let i = 0;
  if (statsIndex >= 0) {
    for (; i < statsIndex; i++) name.push(tokens[i]!.text);
  } else {
    while (i < tokens.length && !recognize(tokens, i)) name.push(tokens[i++]!.text);
  }

  let ok = true;
  let atk: number | undefined;
  let hp: number | undefined;
  const keywords: GrKeyword[] = [];
  const attrs = new Map<GrAttribute, Token>();
  const o: Partial<GrObject> = {};

  while (i < tokens.length) {
    const token = tokens[i]!;
    const found = recognize(tokens, i);
    if (!found) {
      const kv = KEY_VALUE.exec(token.text);
      if (kv) {
        ctx.error(sub(token, 0, kv[1]!.length), `${NS}.parse.unknown-attribute`, { word: kv[1]! }, {
          ...expected('attribute'),
          ...suggestIn(kv[1]!, V.attributes),
        });
      } else {
        ctx.error(token, `${NS}.parse.unknown-word`, { word: token.text }, {
          ...expected(statsIndex >= 0 ? 'object-word' : 'object-word-name'),
          ...suggestIn(stripBrackets(token.text), V.keywords),
        });
      }
      ok = false;
      i++;
      continue;
    }
    i += found.count;
    switch (found.kind) {
      case 'stats':
        if (atk !== undefined) {
          ctx.error(token, `${NS}.parse.duplicate-stats`, { word: token.text });
          ok = false;
        } else {
          atk = found.atk;
          hp = found.hp;
        }
        break;
      case 'keyword':
        if (!keywords.includes(found.value)) keywords.push(found.value);
        break;
      case 'attribute': {
        if (attrs.has(found.key)) {
          ctx.error(token, `${NS}.parse.duplicate-attribute`, { attribute: found.key });
          ok = false;
          break;
        }
        attrs.set(found.key, token);
        if (found.empty) {
          ctx.error(token, `${NS}.parse.missing-value`, { attribute: found.key }, expected(found.key === 'stay' ? 'dr-spec' : 'number'));
          ok = false;
          break;
        }
        if (found.key === 'stay') {
          const spec = readDrSpec(found.value, ctx);
          if (spec) o.stay = spec;
          else ok = false;
        } else {
          const n = readNumber(found.value, ctx, found.key === 'stk' ? 1 : 0);
          if (n === undefined) ok = false;
          else if (found.key === 'dmg') o.damage = n;
          else if (found.key === 'soul') o.soul = n;
          else if (found.key === 'lv') o.level = n;
          else o.stk = n;
        }
      }
    }
  }

  const isUnit = atk !== undefined;
  if (!isUnit && ok) {
    const first = [...attrs.values()][0];
    if (first) {
      ctx.error(first, `${NS}.parse.needs-unit`, { id }, expected('stats'));
      ok = false;
    } else if (keywords.length > 0) {
      ctx.error(at, `${NS}.parse.needs-unit`, { id }, expected('stats'));
      ok = false;
    }
  }
  if (!ok) return undefined;

  const object: GrObject = { id, controller, type: isUnit ? 'unit' : 'card' };
  const label = cleanName(name);
  if (label) object.name = label;
  if (isUnit) {
    object.atk = atk!;
    object.hp = hp!;
  }
  if (keywords.length) object.keywords = KEYWORDS.filter((k) => keywords.includes(k));
  if (o.damage !== undefined) object.damage = o.damage;
  if (o.soul !== undefined) object.soul = o.soul;
  if (o.stk !== undefined) object.stk = o.stk;
  if (o.stay !== undefined) object.stay = o.stay;
  if (o.level !== undefined) object.level = o.level;
  return object;
}

// ---------------------------------------------------------------------------------------------------------------
// directives

class Cursor {
  i = 0;
  constructor(
    readonly tokens: Token[],
    readonly head: Token,
  ) {}
  peek(k = 0): Token | undefined {
    return this.tokens[this.i + k];
  }
  next(): Token | undefined {
    return this.tokens[this.i++];
  }
  is(text: string, k = 0): boolean {
    return this.tokens[this.i + k]?.text === text;
  }
  done(): boolean {
    return this.i >= this.tokens.length;
  }
  end(): Span {
    const last = this.tokens[this.i - 1] ?? this.tokens[this.tokens.length - 1] ?? this.head;
    return { line: last.line, col: last.col + last.length, length: 1 };
  }
  here(): Span {
    return this.peek() ?? this.end();
  }
}

const PUNCT = '>,:=';
const isPunct = (t: Token | undefined) => t !== undefined && t.text.length === 1 && PUNCT.includes(t.text);

/** Pulls a 《card name》 (which may span several tokens) out of the arguments. */
function takeLabel(args: Token[], ctx: ParseContext): { rest: Token[]; label?: string; bad?: true } {
  const start = args.findIndex((t) => t.text.startsWith('《'));
  if (start < 0) return { rest: args };
  let end = start;
  while (end < args.length && !args[end]!.text.endsWith('》')) end++;
  if (end >= args.length) {
    ctx.error(spanOf(args[start]!, args[args.length - 1]!), `${NS}.parse.unclosed-label`, { word: args[start]!.text }, expected('label'));
    return { rest: args, bad: true };
  }
  const label = args
    .slice(start, end + 1)
    .map((t) => t.text)
    .join(' ')
    .replace(/^《|》$/g, '')
    .trim();
  const rest = [...args.slice(0, start), ...args.slice(end + 1)];
  return label ? { rest, label } : { rest };
}

const DR_OPTION = /^(?:dr|damage-reverse|paid-with-dr|ダメージリバース|retournement)[=:](.*)$/i;
const DR_BRACKET = /^[[［]dr.*[\]］]$/i;
/** Directives that may be paid with a damage reversal (`dr=3/怪異` or `[DR3/怪異]`). */
const PAYABLE = new Set(['damage', 'prevent', 'destroy', 'graveyard', 'rest', 'cost', 'modify', 'summon', 'choose']);

/** Pulls the damage reversal paid as this action's cost out of the arguments. */
function takeDr(kind: string, args: Token[], ctx: ParseContext): { rest: Token[]; dr?: DrSpec; bad?: true } {
  const at = args.findIndex((t) => DR_OPTION.test(t.text) || DR_BRACKET.test(t.text));
  if (at < 0 || !PAYABLE.has(kind)) return { rest: args };
  const t = args[at]!;
  const m = DR_OPTION.exec(t.text);
  const value = m ? sub(t, t.text.length - m[1]!.length) : t;
  if (m && m[1] === '') {
    ctx.error(t, `${NS}.parse.missing-value`, { attribute: 'dr' }, expected('dr-spec'));
    return { rest: args, bad: true };
  }
  const dr = readDrSpec(value, ctx);
  if (!dr) return { rest: args, bad: true };
  return { rest: [...args.slice(0, at), ...args.slice(at + 1)], dr };
}

export function parseDirective(kind: string, head: Token, args: Token[], ctx: ParseContext): GrAction | undefined {
  const taken = takeLabel(args, ctx);
  if (taken.bad) return undefined;
  const paid = takeDr(kind, taken.rest, ctx);
  if (paid.bad) return undefined;
  const action = parseBody(kind, head, paid.rest, ctx);
  if (action && action.kind !== 'end' && action.kind !== 'turn') {
    if (taken.label) action.label = taken.label;
    if (paid.dr) action.dr = paid.dr;
  }
  return action;
}

function parseBody(kind: string, head: Token, args: Token[], ctx: ParseContext): GrAction | undefined {
  switch (kind) {
    case 'damage':
      return parseDamage(new Cursor(splitPunctuation(args, PUNCT), head), ctx);
    case 'prevent':
      return parsePrevent(new Cursor(splitPunctuation(args, PUNCT), head), ctx);
    case 'destroy':
    case 'graveyard':
    case 'rest':
      return parseOneUnit(kind, new Cursor(splitPunctuation(args, PUNCT), head), ctx);
    case 'attack':
      return parseAttack(new Cursor(splitPunctuation(args, PUNCT), head), ctx);
    case 'end':
      if (args[0]) {
        ctx.error(args[0], `${NS}.parse.extra-argument`, { word: args[0].text }, expected('end'));
        return undefined;
      }
      return { kind: 'end' };
    case 'dr':
    case 'heal':
    case 'cost':
      return parsePlayerAmount(kind, new Cursor(splitPunctuation(args, kind === 'dr' ? ':' : PUNCT), head), ctx);
    case 'modify':
      return parseModify(new Cursor(splitPunctuation(args, PUNCT), head), ctx);
    case 'choose':
      return parseChoose(new Cursor(splitPunctuation(args, PUNCT), head), ctx);
    case 'turn':
      return parseTurn(new Cursor(splitPunctuation(args, PUNCT), head), ctx);
    case 'summon':
      return parseSummon(new Cursor(splitPunctuation(args, PUNCT), head), ctx);
  }
  return undefined;
}

/** An option word (`from`, `combat` …) allowed in this directive, if the token is one. */
function optionAt(c: Cursor, allowed: readonly GrOption[]): GrOption | undefined {
  const t = c.peek();
  if (!t || isPunct(t)) return undefined;
  const term = V.options.get(t.text);
  return term && allowed.includes(term.canonical) ? term.canonical : undefined;
}

function unknownOption(c: Cursor, ctx: ParseContext, allowed: readonly GrOption[], exp: string): void {
  const t = c.here() as Token;
  const word = c.peek()?.text ?? '';
  const forms = V.options.terms.filter((x) => allowed.includes(x.canonical)).flatMap((x) => [x.canonical, ...(x.aliases?.en ?? []), ...(x.aliases?.ja ?? []), ...(x.aliases?.fr ?? [])]);
  const suggestion = word ? V.options.suggest(word) : undefined;
  const near = suggestion && forms.includes(suggestion) ? { suggestion } : {};
  ctx.error(t, `${NS}.parse.unknown-option`, { word }, { ...expected(exp), ...near });
}

/** `=value` after an option word; returns the value token. */
function optionValue(c: Cursor, ctx: ParseContext, option: string, exp: string): Token | undefined {
  if (!c.is('=') && !c.is(':')) {
    ctx.error(c.here(), `${NS}.parse.expected-punct`, { punct: '=', word: c.peek()?.text ?? '' }, expected(exp));
    return undefined;
  }
  c.next();
  const v = c.peek();
  if (!v || isPunct(v)) {
    ctx.error(c.here(), `${NS}.parse.missing-value`, { attribute: option }, expected(exp));
    return undefined;
  }
  c.next();
  return v;
}

function readTarget(c: Cursor, ctx: ParseContext, what: string, exp: string): Token | undefined {
  const t = c.peek();
  if (!t || isPunct(t)) {
    ctx.error(c.here(), `${NS}.parse.expected-id`, { what: { key: `${NS}.what.${what}` } }, expected(exp));
    return undefined;
  }
  c.next();
  return t;
}

const DAMAGE_OPTIONS: readonly GrOption[] = ['from', 'combat', 'effect', 'unreducible', 'pierce'];

function parseDamage(c: Cursor, ctx: ParseContext): GrAction | undefined {
  const executions: Execution[] = [];
  let parts: DamagePart[] = [];
  const action: Extract<GrAction, { kind: 'damage' }> = { kind: 'damage', executions };
  const seen = new Set<GrOption>();
  if (c.done()) {
    ctx.error(c.end(), `${NS}.parse.expected-id`, { what: { key: `${NS}.what.recipient` } }, expected('damage'));
    return undefined;
  }
  while (!c.done()) {
    if (c.is(',')) {
      c.next();
      if (parts.length === 0) {
        ctx.error(c.here(), `${NS}.parse.expected-id`, { what: { key: `${NS}.what.recipient` } }, expected('damage'));
        return undefined;
      }
      executions.push({ parts });
      parts = [];
      continue;
    }
    const opt = optionAt(c, DAMAGE_OPTIONS);
    if (opt && !(c.is('=', 1) && opt !== 'from')) {
      const at = c.next()!;
      if (seen.has(opt)) {
        ctx.error(at, `${NS}.parse.duplicate-option`, { option: opt });
        return undefined;
      }
      seen.add(opt);
      if (opt === 'from') {
        const v = optionValue(c, ctx, 'from', 'damage');
        if (!v) return undefined;
        ctx.refObject(v);
        action.from = v.text;
      } else if (opt === 'combat') action.combat = true;
      else if (opt === 'unreducible') action.unreducible = true;
      else if (opt === 'pierce') action.pierce = true;
      continue;
    }
    const key = c.peek()!;
    if (isPunct(key) || !c.is('=', 1)) {
      if (isPunct(key) || !(ctx.isObjectId(key.text) || ctx.isPlayerName(key.text))) unknownOption(c, ctx, DAMAGE_OPTIONS, 'damage');
      else {
        const after = c.peek(1);
        const at: Span = after ?? { line: key.line, col: key.col + key.length, length: 1 };
        ctx.error(at, `${NS}.parse.expected-punct`, { punct: '=', word: after?.text ?? '' }, expected('damage'));
      }
      return undefined;
    }
    c.next();
    if (!ctx.refTarget(key)) return undefined;
    c.next(); // '='
    const num = c.peek();
    if (!num || isPunct(num)) {
      ctx.error(c.here(), `${NS}.parse.bad-number`, { word: num?.text ?? '' }, expected('damage'));
      return undefined;
    }
    c.next();
    const amount = readNumber(num, ctx, 0, 'damage');
    if (amount === undefined) return undefined;
    if (parts.some((p) => p.to === key.text)) {
      ctx.error(key, `${NS}.parse.duplicate-recipient`, { id: key.text });
      return undefined;
    }
    parts.push({ to: key.text, amount });
  }
  if (parts.length > 0) executions.push({ parts });
  if (executions.length === 0) {
    ctx.error(c.end(), `${NS}.parse.expected-id`, { what: { key: `${NS}.what.recipient` } }, expected('damage'));
    return undefined;
  }
  // 【貫通】 damage is combat damage (since the update of March 2021)
  if (action.pierce) action.combat = true;
  return action;
}

const PREVENT_OPTIONS: readonly GrOption[] = ['next', 'all', 'to', 'from', 'by', 'pick', 'combat', 'effect'];

function parsePrevent(c: Cursor, ctx: ParseContext): GrAction | undefined {
  let amount: { mode: 'reduce' | 'set'; amount: number } | undefined;
  const action: Partial<Extract<GrAction, { kind: 'prevent' }>> = {};
  const seen = new Set<GrOption>();
  while (!c.done()) {
    const t = c.peek()!;
    if (amount === undefined && (t.text === '=' || /^[+-]?\d{1,4}$/.test(t.text))) {
      c.next();
      if (t.text === '=') {
        const n = c.peek();
        if (!n || isPunct(n)) {
          ctx.error(c.here(), `${NS}.parse.bad-number`, { word: n?.text ?? '' }, expected('prevent'));
          return undefined;
        }
        c.next();
        const v = readNumber(n, ctx, 0, 'prevent');
        if (v === undefined) return undefined;
        amount = { mode: 'set', amount: v };
      } else {
        const v = readNumber({ ...t, text: t.text.replace(/^-/, '') }, ctx, 1, 'prevent');
        if (v === undefined) return undefined;
        amount = { mode: 'reduce', amount: v };
      }
      continue;
    }
    const opt = optionAt(c, PREVENT_OPTIONS);
    if (!opt) {
      unknownOption(c, ctx, PREVENT_OPTIONS, 'prevent');
      return undefined;
    }
    const at = c.next()!;
    if (seen.has(opt) || (opt === 'all' && amount) || ((opt === 'combat' || opt === 'effect') && action.only)) {
      ctx.error(at, `${NS}.parse.duplicate-option`, { option: opt });
      return undefined;
    }
    seen.add(opt);
    switch (opt) {
      case 'next':
        break;
      case 'all':
        amount = { mode: 'set', amount: 0 };
        break;
      case 'combat':
      case 'effect':
        action.only = opt;
        break;
      case 'to': {
        const v = optionValue(c, ctx, opt, 'prevent');
        if (!v || !ctx.refTarget(v)) return undefined;
        action.to = v.text;
        break;
      }
      case 'from': {
        const v = optionValue(c, ctx, opt, 'prevent');
        if (!v) return undefined;
        ctx.refObject(v);
        action.from = v.text;
        break;
      }
      case 'by': {
        const v = optionValue(c, ctx, opt, 'prevent');
        if (!v || !ctx.refPlayer(v)) return undefined;
        action.by = v.text;
        break;
      }
      case 'pick': {
        const v = optionValue(c, ctx, opt, 'prevent');
        if (!v) return undefined;
        const n = readNumber(v, ctx, 1, 'pick');
        if (n === undefined) return undefined;
        action.pick = n;
        break;
      }
    }
  }
  if (!amount) {
    ctx.error(c.end(), `${NS}.parse.expected-amount`, {}, expected('prevent'));
    return undefined;
  }
  const out: Extract<GrAction, { kind: 'prevent' }> = { kind: 'prevent', mode: amount.mode, amount: amount.amount };
  if (action.to !== undefined) out.to = action.to;
  if (action.only !== undefined) out.only = action.only;
  if (action.from !== undefined) out.from = action.from;
  if (action.by !== undefined) out.by = action.by;
  if (action.pick !== undefined) out.pick = action.pick;
  return out;
}

function parseOneUnit(kind: 'destroy' | 'graveyard' | 'rest', c: Cursor, ctx: ParseContext): GrAction | undefined {
  const t = readTarget(c, ctx, 'unit', kind);
  if (!t) return undefined;
  ctx.refObject(t);
  let cost: true | undefined;
  let at: 'damage-step' | undefined;
  while (kind === 'destroy' && !c.done()) {
    const opt = optionAt(c, ['cost', 'damage-step']);
    if (!opt || (opt === 'cost' ? cost : at)) break;
    c.next();
    if (opt === 'cost') cost = true;
    else at = 'damage-step';
  }
  const extra = c.peek();
  if (extra) {
    ctx.error(extra, `${NS}.parse.extra-argument`, { word: extra.text }, expected(kind));
    return undefined;
  }
  if (kind === 'destroy') {
    const out: Extract<GrAction, { kind: 'destroy' }> = { kind, target: t.text };
    if (cost) out.cost = cost;
    if (at) out.at = at;
    return out;
  }
  return { kind, target: t.text };
}

function parseAttack(c: Cursor, ctx: ParseContext): GrAction | undefined {
  const attacker = readTarget(c, ctx, 'attacker', 'attack');
  // a ruler attacks too (`attack A>B`)
  if (!attacker || !ctx.refTarget(attacker)) return undefined;
  if (!c.is('>')) {
    ctx.error(c.here(), `${NS}.parse.expected-punct`, { punct: '>', word: c.peek()?.text ?? '' }, expected('attack'));
    return undefined;
  }
  c.next();
  const target = readTarget(c, ctx, 'attack-target', 'attack');
  if (!target || !ctx.refTarget(target)) return undefined;
  const extra = c.peek();
  if (extra) {
    ctx.error(extra, `${NS}.parse.extra-argument`, { word: extra.text }, expected('attack'));
    return undefined;
  }
  return { kind: 'attack', attacker: attacker.text, target: target.text };
}

const COST_OPTIONS: readonly GrOption[] = ['discount', 'reduce', 'free', 'event', 'cnt', 'open'];

function parsePlayerAmount(kind: 'dr' | 'heal' | 'cost', c: Cursor, ctx: ParseContext): GrAction | undefined {
  const exp = kind === 'dr' ? 'dr' : kind;
  const who = c.peek();
  if (!who || isPunct(who)) {
    ctx.error(c.here(), `${NS}.parse.expected-player`, {}, expected(exp));
    return undefined;
  }
  c.next();
  if (!ctx.refPlayer(who)) return undefined;
  if (c.is(':')) c.next();
  const value = c.peek();
  if (!value || isPunct(value)) {
    ctx.error(c.here(), kind === 'dr' ? `${NS}.parse.bad-dr` : `${NS}.parse.bad-number`, { word: value?.text ?? '' }, expected(exp));
    return undefined;
  }
  c.next();
  if (kind === 'dr') {
    // conditions may have been typed with spaces around "・"
    const rest: Token[] = [];
    while (!c.done()) rest.push(c.next()!);
    const joined: Token = rest.length ? { ...spanOf(value, rest[rest.length - 1]!), text: [value, ...rest].map((t) => t.text).join('') } : value;
    const spec = readDrSpec(joined, ctx);
    return spec ? { kind: 'dr', player: who.text, spec } : undefined;
  }
  const n = readNumber(value, ctx, kind === 'heal' ? 1 : 0, exp);
  if (n === undefined) return undefined;
  if (kind === 'heal') {
    const extra = c.peek();
    if (extra) {
      ctx.error(extra, `${NS}.parse.extra-argument`, { word: extra.text }, expected('heal'));
      return undefined;
    }
    return { kind: 'heal', player: who.text, count: n };
  }
  const action: Extract<GrAction, { kind: 'cost' }> = { kind: 'cost', player: who.text, base: n };
  const seen = new Set<GrOption>();
  while (!c.done()) {
    const opt = optionAt(c, COST_OPTIONS);
    if (!opt) {
      unknownOption(c, ctx, COST_OPTIONS, 'cost');
      return undefined;
    }
    const at = c.next()!;
    if (seen.has(opt)) {
      ctx.error(at, `${NS}.parse.duplicate-option`, { option: opt });
      return undefined;
    }
    seen.add(opt);
    if (opt === 'free') {
      action.free = true;
      continue;
    }
    if (opt === 'event') {
      action.event = true;
      continue;
    }
    if (opt === 'cnt' || opt === 'open') {
      if (action.via) {
        ctx.error(at, `${NS}.parse.duplicate-option`, { option: opt });
        return undefined;
      }
      action.via = opt;
      action.event = true;
      continue;
    }
    const v = optionValue(c, ctx, opt, 'cost');
    if (!v) return undefined;
    const amount = readNumber(v, ctx, opt === 'reduce' ? 1 : 0, 'cost');
    if (amount === undefined) return undefined;
    if (opt === 'discount') action.discount = amount;
    else action.reduce = amount;
  }
  return action;
}

const MODIFY_OPTIONS: readonly GrOption[] = ['copy', 'eot', 'from'];

function parseModify(c: Cursor, ctx: ParseContext): GrAction | undefined {
  const target = readTarget(c, ctx, 'unit', 'modify');
  if (!target) return undefined;
  ctx.refObject(target);
  const action: Partial<Extract<GrAction, { kind: 'modify' }>> = {};
  const seen = new Set<string>();
  while (!c.done()) {
    const t = c.peek()!;
    if (t.text === '=' || SIGNED_STATS.test(t.text)) {
      if (seen.has('stats')) {
        ctx.error(t, `${NS}.parse.duplicate-option`, { option: t.text });
        return undefined;
      }
      seen.add('stats');
      c.next();
      let set = false;
      let statToken: Token | undefined = t;
      if (t.text === '=') {
        set = true;
        statToken = c.next();
      }
      const m = statToken ? (set ? STATS : SIGNED_STATS).exec(statToken.text) : null;
      if (!statToken || !m) {
        ctx.error(statToken ?? c.end(), `${NS}.parse.bad-stats`, { word: statToken?.text ?? '' }, expected('modify'));
        return undefined;
      }
      action.op = set ? 'set' : 'add';
      // `|| 0` turns -0 into 0, so that printing and parsing again gives the same value
      action.atk = Number(m[1]) || 0;
      action.hp = Number(m[2]) || 0;
      continue;
    }
    const opt = optionAt(c, MODIFY_OPTIONS);
    if (!opt) {
      if (/\d\/|\/\d/.test(t.text)) ctx.error(t, `${NS}.parse.bad-stats`, { word: t.text }, expected('modify'));
      else unknownOption(c, ctx, MODIFY_OPTIONS, 'modify');
      return undefined;
    }
    const at = c.next()!;
    if (seen.has(opt) || (opt === 'copy' && seen.has('stats'))) {
      ctx.error(at, `${NS}.parse.duplicate-option`, { option: opt });
      return undefined;
    }
    seen.add(opt);
    if (opt === 'eot') {
      action.eot = true;
      continue;
    }
    const v = optionValue(c, ctx, opt, 'modify');
    if (!v) return undefined;
    ctx.refObject(v);
    if (opt === 'copy') {
      seen.add('stats');
      action.op = 'copy';
      action.copy = v.text;
    } else action.from = v.text;
  }
  if (!action.op) {
    ctx.error(c.end(), `${NS}.parse.expected-stats`, {}, expected('modify'));
    return undefined;
  }
  const out: Extract<GrAction, { kind: 'modify' }> = { kind: 'modify', target: target.text, op: action.op };
  if (action.op === 'copy') out.copy = action.copy!;
  else {
    out.atk = action.atk!;
    out.hp = action.hp!;
  }
  if (action.eot) out.eot = true;
  if (action.from !== undefined) out.from = action.from;
  return out;
}

const CHOOSE_OPTIONS: readonly GrOption[] = ['enemy', 'friendly', 'any', 'max-lv', 'lower', 'pick', 'resolve'];

/** `choose A enemy max-lv=1 lower=1 pick=x`: a choice made when the card is played. */
function parseChoose(c: Cursor, ctx: ParseContext): GrAction | undefined {
  const who = c.peek();
  if (!who || isPunct(who)) {
    ctx.error(c.here(), `${NS}.parse.expected-player`, {}, expected('choose'));
    return undefined;
  }
  c.next();
  if (!ctx.refPlayer(who)) return undefined;
  const spec: Partial<ChoiceSpec> = {};
  const seen = new Set<GrOption>();
  while (!c.done()) {
    const opt = optionAt(c, CHOOSE_OPTIONS);
    if (!opt) {
      unknownOption(c, ctx, CHOOSE_OPTIONS, 'choose');
      return undefined;
    }
    const at = c.next()!;
    const side = opt === 'enemy' || opt === 'friendly' || opt === 'any';
    if (seen.has(opt) || (side && spec.side)) {
      ctx.error(at, `${NS}.parse.duplicate-option`, { option: opt });
      return undefined;
    }
    seen.add(opt);
    if (side) {
      spec.side = opt;
      continue;
    }
    if (opt === 'resolve') {
      spec.resolve = true;
      continue;
    }
    const v = optionValue(c, ctx, opt, 'choose');
    if (!v) return undefined;
    if (opt === 'pick') {
      ctx.refObject(v);
      spec.pick = v.text;
    } else if (opt === 'max-lv' && !/^\+?\d/.test(v.text)) {
      // "a level no higher than that unit's" (《妖怪外教》)
      ctx.refObject(v);
      spec.maxLevel = v.text;
    } else {
      const n = readNumber(v, ctx, opt === 'lower' ? 1 : 0, 'choose');
      if (n === undefined) return undefined;
      if (opt === 'lower') spec.lower = n;
      else spec.maxLevel = n;
    }
  }
  const out: ChoiceSpec = { side: spec.side ?? 'any' };
  if (spec.maxLevel !== undefined) out.maxLevel = spec.maxLevel;
  if (spec.lower !== undefined) out.lower = spec.lower;
  if (spec.pick !== undefined) out.pick = spec.pick;
  if (spec.resolve) out.resolve = true;
  return { kind: 'choose', player: who.text, spec: out };
}

/** `turn A`: from here on it is A's turn. */
function parseTurn(c: Cursor, ctx: ParseContext): GrAction | undefined {
  const who = c.peek();
  if (!who || isPunct(who)) {
    ctx.error(c.here(), `${NS}.parse.expected-player`, {}, expected('turn'));
    return undefined;
  }
  c.next();
  if (!ctx.refPlayer(who)) return undefined;
  const extra = c.peek();
  if (extra) {
    ctx.error(extra, `${NS}.parse.extra-argument`, { word: extra.text }, expected('turn'));
    return undefined;
  }
  return { kind: 'turn', player: who.text };
}

const SUMMON_OPTIONS: readonly GrOption[] = ['sentinel', 'instant', 'rights'];

/** `summon A u sentinel`, `summon A u instant`, `summon A u rights=2`: a normal summon. */
function parseSummon(c: Cursor, ctx: ParseContext): GrAction | undefined {
  const who = c.peek();
  if (!who || isPunct(who)) {
    ctx.error(c.here(), `${NS}.parse.expected-player`, {}, expected('summon'));
    return undefined;
  }
  c.next();
  if (!ctx.refPlayer(who)) return undefined;
  const u = readTarget(c, ctx, 'unit', 'summon');
  if (!u) return undefined;
  ctx.refObject(u);
  const action: Extract<GrAction, { kind: 'summon' }> = { kind: 'summon', player: who.text, unit: u.text };
  const seen = new Set<GrOption>();
  while (!c.done()) {
    const opt = optionAt(c, SUMMON_OPTIONS);
    if (!opt) {
      unknownOption(c, ctx, SUMMON_OPTIONS, 'summon');
      return undefined;
    }
    const at = c.next()!;
    if (seen.has(opt) || (opt !== 'rights' && action.how)) {
      ctx.error(at, `${NS}.parse.duplicate-option`, { option: opt });
      return undefined;
    }
    seen.add(opt);
    if (opt === 'rights') {
      const v = optionValue(c, ctx, opt, 'summon');
      if (!v) return undefined;
      const n = readNumber(v, ctx, 1, 'summon');
      if (n === undefined) return undefined;
      action.rights = n;
    } else action.how = opt === 'sentinel' ? 'sentinel' : 'instant';
  }
  return action;
}
