/**
 * Riftbound parse hooks: objects (`e=Yasuo unit in=battlefield facedown`) and the directives `text` (an English
 * card wording), `mention` (one described mention), `card` (a card of the FAQ), `choose` and `leave`. Problems
 * become ParseErrors through `ctx.error`; nothing throws.
 */
import type { ParseContext } from '../core/game.ts';
import { splitPunctuation, spanOf, sub, type Token } from '../core/lexer.ts';
import type { Message, Span } from '../core/types.ts';
import type { Lexicon } from '../core/vocabulary.ts';
import type { MentionSpec, RbAction, RbObject, RbPlayer } from './scenario.ts';
import { CARD_NAMES, FORMS, ROLES, vocabulary as V, type RbForm, type RbKind, type RbRole, type RbZone } from './vocabulary.ts';

const NS = 'engine-rb';
const KEY_VALUE = /^([^=:]+)[=:](.*)$/;
const SHORT_PLAYER = /^([A-Z][A-Z0-9_]{0,3})(:?)$/;

const expected = (key: string, params?: Message['params']): { expected: Message } => ({
  expected: params ? { key: `${NS}.expected.${key}`, params } : { key: `${NS}.expected.${key}` },
});

function suggestIn(word: string, ...lexicons: Lexicon[]): { suggestion?: string } {
  let best: string | undefined;
  for (const lex of lexicons) best ??= lex.suggest(word);
  return best ? { suggestion: best } : {};
}

export function newPlayer(id: string): RbPlayer {
  return { id };
}

export function parsePlayerAttributes(_player: RbPlayer, tokens: Token[], ctx: ParseContext): void {
  for (const token of tokens) ctx.error(token, `${NS}.parse.no-player-attributes`, { word: token.text }, expected('player'));
}

function readZone(token: Token, ctx: ParseContext): RbZone | undefined {
  if (token.text === '') {
    ctx.error(token, `${NS}.parse.missing-value`, { attribute: 'in' }, expected('zone'));
    return undefined;
  }
  const z = V.zones.get(token.text);
  if (!z) {
    ctx.error(token, `${NS}.parse.unknown-zone`, { word: token.text }, { ...expected('zone'), ...suggestIn(token.text, V.zones) });
    return undefined;
  }
  return z.canonical;
}

// ---------------------------------------------------------------------------------------------------------------
// objects

export function parseObject(id: string, controller: string, tokens: Token[], ctx: ParseContext, at: Span): RbObject | undefined {
  if (tokens.length === 0) {
    ctx.error(at, `${NS}.parse.empty-spec`, { id }, expected('spec'));
    return undefined;
  }
  const isWord = (t: Token, i: number) => V.kinds.match(tokens, i) || V.flags.get(t.text) || (KEY_VALUE.test(t.text) && V.attributes.get(KEY_VALUE.exec(t.text)![1]!));
  const name: string[] = [];
  let i = 0;
  while (i < tokens.length && !isWord(tokens[i]!, i)) name.push(tokens[i++]!.text);
  let kind: RbKind | undefined;
  let zone: RbZone | undefined;
  let facedown = false;
  let ok = true;
  while (i < tokens.length) {
    const t = tokens[i]!;
    const kv = KEY_VALUE.exec(t.text);
    if (kv) {
      const attr = V.attributes.get(kv[1]!);
      if (!attr) {
        ctx.error(sub(t, 0, kv[1]!.length), `${NS}.parse.unknown-attribute`, { word: kv[1]! }, { ...expected('attribute'), ...suggestIn(kv[1]!, V.attributes) });
        ok = false;
      } else if (zone !== undefined) {
        ctx.error(t, `${NS}.parse.duplicate-attribute`, { attribute: 'in' });
        ok = false;
      } else {
        const z = readZone(sub(t, kv[1]!.length + 1), ctx);
        if (z) zone = z;
        else ok = false;
      }
      i++;
      continue;
    }
    const k = V.kinds.match(tokens, i);
    if (k) {
      if (kind !== undefined) {
        ctx.error(t, `${NS}.parse.duplicate-kind`, { id, word: t.text }, expected('one-kind'));
        ok = false;
      } else kind = k.term.canonical;
      i += k.count;
      continue;
    }
    const f = V.flags.get(t.text);
    if (f && f.canonical === 'facedown') {
      facedown = true;
      i++;
      continue;
    }
    if (f) ctx.error(t, `${NS}.parse.flag-not-for-object`, { word: t.text }, expected('object-word'));
    else ctx.error(t, `${NS}.parse.unknown-word`, { word: t.text }, { ...expected('object-word'), ...suggestIn(t.text, V.kinds, V.flags) });
    ok = false;
    i++;
  }
  if (kind === undefined && ok) {
    // a misspelt kind was read as part of the name: point at it
    const near = tokens.map((t) => ({ t, s: V.kinds.suggest(t.text) })).find((x) => x.s !== undefined && x.t.text.length > 1);
    if (near) ctx.error(near.t, `${NS}.parse.unknown-word`, { word: near.t.text }, { ...expected('kind'), suggestion: near.s! });
    else ctx.error(at, `${NS}.parse.missing-kind`, { id }, expected('kind'));
    ok = false;
  }
  if (!ok) return undefined;
  const o: RbObject = { id, controller, kind: kind! };
  if (name.length) o.name = name.join(' ');
  if (zone !== undefined) o.zone = zone;
  if (facedown) o.facedown = true;
  return o;
}

// ---------------------------------------------------------------------------------------------------------------
// directives

/** An optional leading player ("A:" or "A :"): returns it and the remaining tokens. */
function leadingPlayer(args: Token[], ctx: ParseContext): { player?: string; rest: Token[] } {
  const first = args[0];
  if (!first) return { rest: args };
  const m = SHORT_PLAYER.exec(first.text);
  if (m && (m[2] === ':' || args[1]?.text === ':')) {
    ctx.refPlayer(sub(first, 0, m[1]!.length));
    return { player: m[1]!, rest: args.slice(m[2] === ':' ? 1 : 2) };
  }
  return { rest: args };
}

const endOf = (tokens: Token[], head: Token): Span => {
  const last = tokens[tokens.length - 1] ?? head;
  return { line: last.line, col: last.col + last.length, length: 1 };
};

export function parseDirective(kind: string, head: Token, args: Token[], ctx: ParseContext): RbAction | undefined {
  switch (kind) {
    case 'text': {
      const { player, rest } = leadingPlayer(args, ctx);
      if (rest.length === 0) {
        ctx.error(endOf(args, head), `${NS}.parse.empty-text`, {}, expected('text'));
        return undefined;
      }
      const text = rest.map((t) => t.text).join(' ');
      return player ? { kind: 'text', player, text } : { kind: 'text', text };
    }
    case 'card': {
      const { player, rest } = leadingPlayer(args, ctx);
      if (rest.length === 0) {
        ctx.error(endOf(args, head), `${NS}.parse.missing-card`, {}, expected('card'));
        return undefined;
      }
      const words = rest.map((t) => t.text).join(' ');
      const term = V.cards.get(words);
      if (!term) {
        const near = V.cards.suggest(words);
        const name = near ? V.cards.get(near) : undefined;
        ctx.error(spanOf(rest[0]!, rest[rest.length - 1]!), `${NS}.parse.unknown-card`, { word: words }, {
          ...expected('card'),
          ...(name ? { suggestion: CARD_NAMES[name.canonical] } : {}),
        });
        return undefined;
      }
      return player ? { kind: 'card', player, card: term.canonical } : { kind: 'card', card: term.canonical };
    }
    case 'mention':
      return parseMention(head, args, ctx);
    case 'choose': {
      const tokens = splitPunctuation(args, ',');
      const ids: string[] = [];
      for (const t of tokens) {
        if (t.text === ',') continue;
        if (!ctx.refTarget(t)) return undefined;
        ids.push(t.text);
      }
      if (ids.length === 0) {
        ctx.error(endOf(args, head), `${NS}.parse.expected-id`, {}, expected('choose'));
        return undefined;
      }
      return { kind: 'choose', ids };
    }
    case 'leave': {
      const t = args[0];
      if (!t) {
        ctx.error(endOf(args, head), `${NS}.parse.expected-id`, {}, expected('leave'));
        return undefined;
      }
      if (args[1]) {
        ctx.error(args[1], `${NS}.parse.extra-argument`, { word: args[1].text }, expected('leave'));
        return undefined;
      }
      ctx.refObject(t);
      return { kind: 'leave', target: t.text };
    }
  }
  return undefined;
}

function parseMention(head: Token, args: Token[], ctx: ParseContext): RbAction | undefined {
  const { player, rest } = leadingPlayer(args, ctx);
  const first = rest[0];
  if (!first) {
    ctx.error(endOf(args, head), `${NS}.parse.expected-ref`, {}, expected('mention'));
    return undefined;
  }
  const kindMatch = V.kinds.match(rest, 0);
  const m: MentionSpec = { ref: '' };
  let i: number;
  if (kindMatch) {
    m.ref = kindMatch.term.canonical;
    if (/^opponents?$/i.test(first.text) || first.text === '対戦相手' || /^adversaire/i.test(first.text)) m.relation = 'enemy';
    i = kindMatch.count;
  } else if (ctx.isObjectId(first.text)) {
    ctx.refObject(first);
    m.ref = first.text;
    i = 1;
  } else {
    ctx.error(first, `${NS}.parse.expected-ref`, { word: first.text }, { ...expected('mention'), ...suggestIn(first.text, V.kinds) });
    return undefined;
  }
  for (; i < rest.length; i++) {
    const t = rest[i]!;
    const kv = KEY_VALUE.exec(t.text);
    if (kv && V.attributes.get(kv[1]!)) {
      if (m.zone !== undefined) {
        ctx.error(t, `${NS}.parse.duplicate-attribute`, { attribute: 'in' });
        return undefined;
      }
      const z = readZone(sub(t, kv[1]!.length + 1), ctx);
      if (!z) return undefined;
      m.zone = z;
      continue;
    }
    const f = V.flags.get(t.text);
    if (!f) {
      const z = V.zones.get(t.text);
      if (z) {
        m.zone = z.canonical;
        continue;
      }
      ctx.error(t, `${NS}.parse.unknown-flag`, { word: t.text }, { ...expected('flag'), ...suggestIn(t.text, V.flags, V.zones) });
      return undefined;
    }
    const flag = f.canonical;
    if ((FORMS as readonly string[]).includes(flag)) {
      if (m.form !== undefined) {
        ctx.error(t, `${NS}.parse.conflicting-flags`, { word: t.text, other: m.form }, expected('flag'));
        return undefined;
      }
      m.form = flag as RbForm;
    } else if ((ROLES as readonly string[]).includes(flag)) {
      if (m.role !== undefined) {
        ctx.error(t, `${NS}.parse.conflicting-flags`, { word: t.text, other: m.role }, expected('flag'));
        return undefined;
      }
      m.role = flag as RbRole;
    } else if (flag === 'enemy' || flag === 'friendly') {
      if (m.relation !== undefined && m.relation !== flag) {
        ctx.error(t, `${NS}.parse.conflicting-flags`, { word: t.text, other: m.relation }, expected('flag'));
        return undefined;
      }
      m.relation = flag;
    } else if (flag === 'facedown') m.facedown = true;
    else if (flag === 'play') m.play = true;
    else if (flag === 'only') m.only = true;
  }
  return player ? { kind: 'mention', player, mention: m } : { kind: 'mention', mention: m };
}
