/**
 * How an effect reads in a step of the trace, as a message translated at the edge ("A casts Shock: 2 damage to
 * w" / "A lance Choc : 2 blessures à w" / "AがShockを唱える：wに2点のダメージ"), rather than its notation echoed
 * back. One message per effect kind (commands/locales/<lang>/engine-effects.yaml, keyed like EFFECT_RULES), so
 * the trace, the /help notation guide and anything else that names an effect say it the same way.
 */
import type { Message, MessageParam, MessageParams } from '../core/types.ts';
import { EFFECT_RULES } from './effects.ts';
import { KEYWORD_RULES } from './keywords.ts';
import type { Effect, Filter } from './scenario.ts';
import { cardQualityMessage } from './looking.ts';
import { permanentsMessage } from './permanent-filters.ts';

const signed = (n: number) => (n < 0 ? String(n) : `+${n}`);

/** Several names as one list (", " between them, in every language). */
export function nameList(names: readonly MessageParam[]): MessageParam {
  if (names.length === 1) return names[0]!;
  return { key: 'engine.list.comma', params: Object.fromEntries(names.map((n, i) => [String(i), n])) };
}

/** "each other black creature you control", built from the filter's parts in the reader's word order. */
function filterMessage(f: Filter): Message {
  if (f.attached) return { key: 'engine-effects.filter.attached' };
  if (f.self) return { key: 'engine-effects.filter.self' };
  const part = (key: string | undefined): MessageParam => (key ? { key: `engine-effects.filter.${key}` } : '');
  return {
    key: 'engine-effects.filter.creatures',
    params: {
      others: part(f.others ? 'others' : undefined),
      combat: part(f.attacking ? 'attacking' : f.blocking ? 'blocking' : undefined),
      yours: part(f.yours ? 'yours' : f.theirs ? 'theirs' : undefined),
      color: f.color ? { key: `engine-effects.filter.color.${f.color}` } : f.notColor ? { key: `engine-effects.filter.not-color.${f.notColor}` } : '',
      subtype: f.subtype ? { key: 'engine-effects.filter.subtype', params: { types: f.subtype.join(', ') } } : '',
      keyword: f.keyword
        ? { key: 'engine-effects.filter.with', params: { keyword: { key: `engine-mtg.keyword.${f.keyword}` } } }
        : f.notKeyword
          ? { key: 'engine-effects.filter.without', params: { keyword: { key: `engine-mtg.keyword.${f.notKeyword}` } } }
          : f.counter
            ? { key: 'engine-effects.filter.with-counter' }
            : '',
    },
  };
}

/** One effect as a message; `name` turns an object id into what the trace calls it (its label). */
export function effectMessage(e: Effect, name: (id: string) => MessageParam = (id) => id): Message {
  // "If you do, …" (118.12): said before the effect it qualifies
  // a row of a die's results table (706.3a): "if the result is 10–19, …" (`max` 0: that one result)
  if (e.ifRoll) return { key: 'engine-effects.if-roll', params: { min: e.ifRoll.min, max: e.ifRoll.max === e.ifRoll.min ? 0 : e.ifRoll.max, effect: effectMessage(Object.assign({}, e, { ifRoll: undefined }), name) } };
  if (e.ifYourTurn) return { key: 'engine-effects.if-your-turn', params: { effect: effectMessage(Object.assign({}, e, { ifYourTurn: undefined }), name) } };
  if (e.ifDone) return { key: 'engine-effects.if-done', params: { effect: effectMessage(Object.assign({}, e, { ifDone: undefined }), name) } };
  if (e.ifNotDone) return { key: 'engine-effects.if-not-done', params: { effect: effectMessage(Object.assign({}, e, { ifNotDone: undefined }), name) } };
  const params: MessageParams = { targets: e.filter ? (e.filter.types || e.filter.bound ? permanentsMessage(e.filter) : filterMessage(e.filter)) : nameList(e.targets.map(name)) };
  switch (EFFECT_RULES[e.kind].args) {
    case 'amount':
      // `that-much` is known only as it resolves: X until then (the trace then says what X is)
      params.amount = e.amountFrom !== undefined ? 'X' : (e.amount ?? 0);
      break;
    case 'pt':
      params.pt = e.ptFrom ? 'X/X' : `${e.power}/${e.toughness}`;
      break;
    case 'keyword':
      params.keyword = e.protection
        ? { key: 'engine-effects.protection', params: { from: nameList(e.protection.map((q) => ({ key: `engine-mtg.quality.${q}` }))) } }
        : { key: `engine-mtg.keyword.${e.keyword}` };
      break;
    case 'color':
      params.color = { key: `engine-mtg.color-name.${e.color}` };
      break;
    case 'counter':
      params.amount = e.amount ?? 0;
      params.counter = e.counter ?? '+1/+1';
      break;
    case 'player':
      params.player = e.player ?? '';
      break;
    case 'none':
      break;
    case 'card':
      params.card = cardQualityMessage(e.card);
      params.count = e.amount ?? 1;
      params.any = e.card ? 0 : 1;
      break;
  }
  if (e.kind === 'pump') params.pt = `${signed(e.power ?? 0)}/${signed(e.toughness ?? 0)}`;
  // a token with colours or keywords (111.3, 111.4): "a 1/1 white creature token with flying"
  if (e.kind === 'create' && e.token) {
    params.colors = e.token.colors.length ? nameList(e.token.colors.map((c) => ({ key: `engine-mtg.color-name.${c}` }))) : { key: 'engine-effects.colorless' };
    // a card type written with the keywords (artifact, 205.2a) is part of the token's type line, not one of its abilities
    const types = e.token.keywords.filter((k) => KEYWORD_RULES[k].cardType);
    const abilities = e.token.keywords.filter((k) => !KEYWORD_RULES[k].cardType);
    params.types = types.length ? { key: 'engine-effects.token-type', params: { type: nameList(types.map((k) => ({ key: `engine-mtg.keyword.${k}` }))) } } : '';
    params.keywords = abilities.length ? { key: 'engine-effects.filter.with', params: { keyword: nameList(abilities.map((k) => ({ key: `engine-mtg.keyword.${k}` }))) } } : '';
    if (e.token.mana) params.keywords = { key: 'engine-effects.token-mana', params: { keywords: params.keywords } };
    return { key: 'engine-effects.create-token', params };
  }
  // a delayed ability at a step names the object it watches `that` (engine/mtg/delayed.ts): said as that object
  if (e.then) params.then = effectsMessage(e.then, e.kind === 'at-next-end-step' || e.kind === 'at-end-of-combat' ? (id) => (id === 'that' ? nameList(e.targets.map(name)) : name(id)) : name);
  if (e.to !== undefined) params.to = name(e.to);
  if (e.from !== undefined) return { key: `engine-effects.${e.kind}-from`, params: { ...params, from: name(e.from) } };
  return { key: `engine-effects.${e.kind}`, params };
}

/** Effects joined by “&” in the notation, as one message ("2 damage to x; +1/+1 to w until end of turn"). */
export function effectsMessage(effects: readonly Effect[], name?: (id: string) => MessageParam): MessageParam {
  // after a coin flip, "if they do / don't" is "if they win / lose the flip" (engine/mtg/coin-flips.ts)
  // after a clash, "if they win the clash" / "if they don't" (engine/mtg/clash.ts)
  let flipped: '' | '-clash' | undefined;
  const each = effects.map((e): Message => {
    if (!e.ifDone && !e.ifNotDone) flipped = e.kind === 'flip-coin' ? '' : e.kind === 'clash' ? '-clash' : undefined;
    else if (flipped !== undefined) return { key: `engine-effects.${e.ifDone ? 'if-won' : 'if-lost'}${flipped}`, params: { effect: effectMessage(Object.assign({}, e, { ifDone: undefined, ifNotDone: undefined }), name) } };
    return effectMessage(e, name);
  });
  if (each.length === 1) return each[0]!;
  return { key: 'engine.list.semicolon', params: Object.fromEntries(each.map((m, i) => [String(i), m])) };
}
