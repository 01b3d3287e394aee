/**
 * The shared parser: game line, player sections, object definitions and directives. The inside of each statement
 * is read by the game's hooks (GameSyntax). Never throws on any input; every error carries a position.
 *
 * Grammar (see docs/notation.md for the full version with examples):
 *
 *     scenario   = game-line { SEP statement }          SEP = ";" | newline (equivalent)
 *     statement  = player-head | player-attrs | object | directive
 *     player-head  = PLAYER ":" [ object | attribute { attribute } ]
 *     player-attrs = PLAYER attribute { attribute }  |  attribute { attribute }   (the latter: current player)
 *     object     = ID "=" spec                            (belongs to the current player)
 *     directive  = WORD args                              (ends the current player's section)
 *     PLAYER     = upper-case letter { letter | digit | "_" }      e.g. A, B, P1
 *     ID         = lower-case letter { lower | digit | "_" | "-" } e.g. w, x1, craw
 */
import type { AnyGameModule, ParseContext } from './game.ts';
import { fold, lex, normalizeWidth, splitPunctuation, sub, tokenize, type Statement, type Token } from './lexer.ts';
import type { CardLookup } from './cards.ts';
import type { Message, MessageParams, Note, ObjectBase, ParseError, PlayerBase, ScenarioBase, Span } from './types.ts';
import { closestWord } from './vocabulary.ts';

/**
 * The cost bound of a check: parse and resolve work grow with these, so each is capped and refused early with an
 * error naming the limit. The text limit matches the longest scenario a pin may hold; /check allows less.
 */
export const MAX_TEXT_LENGTH = 4000;
export const MAX_STATEMENTS = 200;
export const MAX_OBJECTS = 60;
export const MAX_ERRORS = 20;
/** Numbers are whole, written in plain digits, at most this large (the printer writes them back the same way). */
export const MAX_NUMBER_DIGITS = 4;

const PLAYER_NAME = /^[A-Z][A-Za-z0-9_]{0,15}$/;
/** A statement that only opens a player's section: `A:` (any case, full-width colon too). */
const BARE_HEADER = /^\s*[A-Za-z][A-Za-z0-9_]{0,15}\s*[:：]\s*$/;
const OBJECT_ID = /^[a-z][a-z0-9_-]{0,15}$/;

export interface ParseOptions {
  /** Game assumed when the text does not start with a game name (e.g. the /check command's game option). */
  defaultGame?: string;
  /** Games that will exist but have no module yet: id → names (gives a clearer error than "unknown game"). */
  planned?: Record<string, readonly string[]>;
  /** Card names → characteristics (an object written by name only takes the card's). */
  cards?: CardLookup;
}

export interface ParseOutcome {
  /** Notes for the reply, e.g. what came from the card data and which abilities are not modelled. */
  notes?: Note[];
  scenario?: ScenarioBase;
  module?: AnyGameModule;
  errors: ParseError[];
}

export function isPlayerName(text: string): boolean {
  return PLAYER_NAME.test(text);
}

export function isObjectId(text: string): boolean {
  return OBJECT_ID.test(text);
}

/** Finds the module a game name means (any alias, any case). */
export function findGame(name: string, modules: readonly AnyGameModule[]): AnyGameModule | undefined {
  const key = fold(name);
  return modules.find((m) => m.id === key || m.names.some((n) => fold(n) === key));
}

export function parseText(text: string, modules: readonly AnyGameModule[], options: ParseOptions = {}): ParseOutcome {
  const errors: ParseError[] = [];
  const report = (at: Span, key: string, params: MessageParams = {}, extra: { expected?: Message; suggestion?: string } = {}) => {
    if (errors.length >= MAX_ERRORS) return;
    const e: ParseError = { line: at.line, col: at.col, length: Math.max(1, at.length), key, params };
    if (extra.expected) e.expected = extra.expected;
    if (extra.suggestion !== undefined) e.suggestion = extra.suggestion;
    errors.push(e);
  };
  const gameList = modules.map((m) => m.id).join(', ');

  if (typeof text !== 'string') {
    report({ line: 1, col: 1, length: 1 }, 'engine.parse.empty', {}, { expected: { key: 'engine.expected.game', params: { games: gameList } } });
    return { errors };
  }
  if (text.length > MAX_TEXT_LENGTH) {
    report({ line: 1, col: 1, length: 1 }, 'engine.parse.too-long', { max: MAX_TEXT_LENGTH, length: text.length });
    return { errors };
  }
  const statements = lex(text);
  // Bare player headers ("A:") do not count: the printer adds one where a section was implied, and the canonical
  // form must stay within the limit its scenario was read under.
  let counted = 0;
  const beyond = statements.slice(1).find((st) => !BARE_HEADER.test(st.text) && ++counted > MAX_STATEMENTS);
  if (beyond) {
    const total = statements.slice(1).filter((st) => !BARE_HEADER.test(st.text)).length;
    report(spanOfStatement(beyond), 'notation.too-many-statements', { count: total, max: MAX_STATEMENTS });
    return { errors };
  }
  const first = statements[0];
  if (!first) {
    report({ line: 1, col: 1, length: 1 }, 'engine.parse.empty', {}, { expected: { key: 'engine.expected.game', params: { games: gameList } } });
    return { errors };
  }

  // --- the game line
  let module = findGame(first.text, modules);
  let body = statements.slice(1);
  if (!module) {
    const head = first.tokens[0]!;
    const byFirstToken = findGame(head.text, modules) ?? findGame(head.text.replace(/:$/, ''), modules);
    const planned = Object.entries(options.planned ?? {}).find(
      ([id, names]) => fold(id) === fold(first.text) || names.some((n) => fold(n) === fold(first.text) || fold(n) === fold(head.text)),
    );
    if (byFirstToken) {
      module = byFirstToken;
      const rest = first.tokens.slice(1);
      const [from, to] = [rest[0], rest[rest.length - 1]];
      if (from && to) {
        report({ line: from.line, col: from.col, length: to.col + to.length - from.col }, 'engine.parse.after-game', {
          game: module.id,
        }, { expected: { key: 'engine.expected.separator' } });
      }
    } else if (planned) {
      report(spanOfStatement(first), 'engine.parse.game-not-supported', { game: first.text, supported: gameList });
      return { errors };
    } else if (options.defaultGame && findGame(options.defaultGame, modules)) {
      module = findGame(options.defaultGame, modules)!;
      body = statements;
    } else if (looksLikeProse(text)) {
      // A question typed into /check: point at /ruling with the same text rather than "“my” is not a game".
      report(spanOfStatement(first), 'notation.prose', { text: oneLine(text) });
      return { errors };
    } else {
      const names = modules.flatMap((m) => [m.id, ...m.names]);
      const suggestion = closestWord(head.text, names);
      report(head, 'engine.parse.unknown-game', { word: head.text }, {
        expected: { key: 'engine.expected.game', params: { games: gameList } },
        ...(suggestion ? { suggestion } : {}),
      });
      return { errors };
    }
  }
  const syntax = module.syntax;

  // Numbers in a form the printer would not write back (1e3, 1.5, 0x10) or beyond the limit: one clear error each,
  // instead of the token silently becoming part of a name or a different number.
  for (const st of body) for (const token of st.tokens) checkNumbers(token, (at, key, params) => report(at, key, params));
  if (errors.length > 0) return { errors, module };

  // --- state
  const players: PlayerBase[] = [];
  const objects: ObjectBase[] = [];
  const actions: { kind: string }[] = [];
  const declared = new Map<string, Span>();
  const objectRefs: Token[] = [];
  let current: PlayerBase | undefined;

  const player = (id: string): PlayerBase => {
    const existing = players.find((x) => x.id === id);
    if (existing) return existing;
    const created: PlayerBase = syntax.newPlayer(id);
    players.push(created);
    return created;
  };

  // Players named by a section head anywhere in the text (`A:`, `b:`, `A life=20`) and object ids defined anywhere,
  // known before the statements are read: a reference may then match a player whatever its case, and a reference
  // to a player that is neither declared nor one of the two implicit players is an error, not a silent new player.
  const declaredPlayers = new Map<string, string>();
  const definedObjects = new Set<string>();
  /** The player a reference names (any case), or undefined when it names none and may not create one. */
  const knownPlayer = (word: string): string | undefined => {
    const declared = declaredPlayers.get(word.toLowerCase()) ?? players.find((p) => p.id.toLowerCase() === word.toLowerCase())?.id;
    if (declared) return declared;
    const all = new Set([...declaredPlayers.values(), ...players.map((p) => p.id)]);
    // Two players may be implied (`A: w=2/2 ; attack w>B`); a third must be declared.
    return isPlayerName(word) && all.size < 2 ? word : undefined;
  };
  const unknownPlayer = (token: Token) => {
    const names = [...new Set([...declaredPlayers.values(), ...players.map((p) => p.id)])];
    const suggestion = closestWord(token.text, names);
    report(token, 'notation.unknown-player', { word: token.text, players: names.join(', ') || '—' }, suggestion ? { suggestion } : {});
  };

  const notes: Note[] = [];
  const ctx: ParseContext = {
    game: module.id,
    error: (at, key, params = {}, extra = {}) => report(at, key, params, extra),
    refObject: (token) => {
      if (!isObjectId(token.text)) {
        report(token, 'engine.parse.bad-id', { word: token.text }, { expected: { key: 'engine.expected.id' } });
        return;
      }
      objectRefs.push(token);
    },
    declareObject: (token) => {
      if (!isObjectId(token.text)) {
        report(token, 'engine.parse.bad-id', { word: token.text }, { expected: { key: 'engine.expected.id' } });
        return false;
      }
      const previous = declared.get(token.text);
      if (previous) {
        report(token, 'engine.parse.duplicate-id', { id: token.text, line: previous.line });
        return false;
      }
      if (declared.size >= MAX_OBJECTS) {
        if (declared.size === MAX_OBJECTS) report(token, 'notation.too-many-objects', { max: MAX_OBJECTS });
        declared.set(token.text, token);
        return false;
      }
      declared.set(token.text, token);
      definedObjects.add(token.text);
      return true;
    },
    refPlayer: (token) => {
      if (reservedPlayer(token)) return false;
      const known = /^[A-Za-z][A-Za-z0-9_]*$/.test(token.text) ? knownPlayer(token.text) : undefined;
      if (known) {
        canonicalizeRef(token, known);
        player(known);
        return true;
      }
      if (isPlayerName(token.text) || isPlayerName(playerCase(token.text))) unknownPlayer(token);
      else report(token, 'engine.parse.bad-player', { word: token.text }, { expected: { key: 'engine.expected.player' } });
      return false;
    },
    refTarget: (token) => {
      // An object id wins over a player of the same letters in another case (`b` the creature, `B` the player).
      if (isObjectId(token.text) && (definedObjects.has(token.text) || !declaredPlayers.has(token.text.toLowerCase()))) {
        objectRefs.push(token);
        return 'object';
      }
      if (/^[A-Za-z][A-Za-z0-9_]*$/.test(token.text) && (isPlayerName(token.text) || declaredPlayers.has(token.text.toLowerCase()))) {
        if (reservedPlayer(token)) return undefined;
        const known = knownPlayer(token.text);
        if (!known) {
          unknownPlayer(token);
          return undefined;
        }
        canonicalizeRef(token, known);
        player(known);
        return 'player';
      }
      report(token, 'engine.parse.bad-target', { word: token.text }, { expected: { key: 'engine.expected.target' } });
      return undefined;
    },
    isPlayerName,
    isObjectId,
    ...(options.cards ? { cards: options.cards } : {}),
    note: (key, params = {}) => void notes.push({ key, params }),
  };

  const directiveList = () => syntax.directives.terms.map((t) => t.canonical).join(', ');
  const statementExpected = (): Message => ({ key: 'engine.expected.statement', params: { directives: directiveList() } });

  const readObject = (idToken: Token, specText: string, specLine: number, specCol: number) => {
    const id = idToken.text;
    if (!isObjectId(id)) {
      const lower = id.toLowerCase();
      report(idToken, 'engine.parse.bad-id', { word: id }, {
        expected: { key: 'engine.expected.id' },
        ...(isObjectId(lower) ? { suggestion: lower } : {}),
      });
      return;
    }
    if (!current) {
      report(idToken, 'engine.parse.no-player', { id }, { expected: { key: 'engine.expected.player-head' } });
      return;
    }
    const previous = declared.get(id);
    if (previous) {
      report(idToken, 'engine.parse.duplicate-id', { id, line: previous.line });
      return;
    }
    if (declared.size >= MAX_OBJECTS) {
      if (declared.size === MAX_OBJECTS) report(idToken, 'notation.too-many-objects', { max: MAX_OBJECTS });
      declared.set(id, idToken);
      return;
    }
    const tokens = tokenize(specText, specLine, specCol);
    const object = syntax.parseObject(id, current.id, tokens, ctx, idToken);
    declared.set(id, idToken);
    if (object) objects.push(object);
  };

  /**
   * "c attacks B", "A casts Shock: damage 2 x": a directive word after the statement's first word. Reported as
   * the notation's order, with the statement rewritten; false when `verb` is no directive word.
   */
  const wordOrder = (subject: Token, verb: Token, after: string): boolean => {
    const bare = verb.text.replace(/:$/, '');
    const term = syntax.directives.get(bare);
    if (!term) return false;
    // "attacks" → "attack"; a directive word of another language stays as written ("lance", "attaque")
    const word = fold(bare) === `${term.canonical}s` ? term.canonical : bare;
    const tail = after.trim();
    // what followed, as it goes after the subject: " Giant Growth: +3/+3 c", or ": +1/+1 c" after "activates:"
    const rest = verb.text.endsWith(':') ? `:${tail ? ` ${tail}` : ''}` : tail ? ` ${tail}` : '';
    const fix = syntax.reorder?.(term.canonical, word, subject.text, rest) ?? `${word} ${subject.text}${rest}`;
    const at = { line: subject.line, col: subject.col, length: verb.col + verb.length - subject.col };
    report(at, 'engine.parse.word-order', { words: `${subject.text} ${verb.text}`, fix }, { expected: statementExpected() });
    return true;
  };

  /** A statement (or the rest of a player head) at `text` starting at line/col. */
  const readStatement = (text: string, line: number, col: number, allowDirective: boolean) => {
    const tokens = tokenize(text, line, col);
    const head = tokens[0];
    if (!head) return;

    // player head or player attributes: "A:", "A: …", "A life=20"
    const playerMatch = /^([A-Za-z][A-Za-z0-9_]*)\s*(:)?(?=\s|$)|^([A-Za-z][A-Za-z0-9_]*)\s*(:)/.exec(text);
    const directive = allowDirective ? matchDirective(tokens) : undefined;
    if (directive) {
      current = undefined;
      const args = directive.rest;
      const action = syntax.parseDirective(directive.kind, directive.head, args, ctx);
      if (action) actions.push(action);
      return;
    }
    if (playerMatch && allowDirective) {
      const name = playerMatch[1] ?? playerMatch[3]!;
      const colon = playerMatch[2] ?? playerMatch[4];
      const headName = colon ? (declaredPlayers.get(name.toLowerCase()) ?? playerCase(name)) : name;
      const reserved = isPlayerName(headName) ? directiveNamed(headName) : undefined;
      if (reserved) {
        // "Fin:x=2/2" (no space after the colon) is not read as the directive, but its canonical "Fin: x=2/2" would be.
        report({ line, col, length: name.length }, 'notation.player-is-word', { word: name, directive: reserved }, { expected: { key: 'engine.expected.player' } });
        return;
      }
      if (isPlayerName(headName)) {
        // the colon is optional: "A: x=2/2", "A x=2/2", "A life=20", "A: life=20" and "A" alone all work; with the
        // colon, any case: "a: x=2/2" is player A
        current = player(headName);
        const restOffset = playerMatch[0].length;
        const restTokens = tokenize(text.slice(restOffset), line, col + restOffset);
        const firstRest = restTokens[0];
        if (!firstRest) return;
        if (isAttributeStart(firstRest.text)) {
          syntax.parsePlayerAttributes(current, restTokens, ctx);
          return;
        }
        const restStart = firstRest.col - col;
        const subject: Token = { text: name, line, col, length: name.length };
        if (!colon && wordOrder(subject, firstRest, text.slice(firstRest.col - col + firstRest.length))) return;
        readStatement(text.slice(restStart), line, col + restStart, false);
        return;
      }
      if (colon) {
        const capitalized = name.charAt(0).toUpperCase() + name.slice(1);
        report({ line, col, length: name.length }, 'engine.parse.bad-player', { word: name }, {
          expected: { key: 'engine.expected.player' },
          ...(isPlayerName(capitalized) ? { suggestion: capitalized } : {}),
        });
        return;
      }
    }

    // object definition "id=spec", or current player's attributes "life=20"
    const objectMatch = /^([^\s=:;]+)\s*=\s*/.exec(text);
    if (objectMatch) {
      const id = objectMatch[1]!;
      if (isAttributeStart(text)) {
        if (!current) {
          report(head, 'engine.parse.no-player', { id }, { expected: { key: 'engine.expected.player-head' } });
          return;
        }
        syntax.parsePlayerAttributes(current, tokens, ctx);
        return;
      }
      const idToken: Token = { text: id, line, col, length: id.length };
      const specOffset = objectMatch[0].length;
      readObject(idToken, text.slice(specOffset), line, col + specOffset);
      return;
    }
    if (isAttributeStart(head.text) && current) {
      syntax.parsePlayerAttributes(current, tokens, ctx);
      return;
    }
    if (!allowDirective) {
      report(head, 'engine.parse.expected-object', { word: head.text }, {
        expected: { key: 'engine.expected.object-or-attribute', params: { attributes: attributeList() } },
        ...suggestionFor(head.text, syntax.playerAttributes.forms()),
      });
      return;
    }
    if (tokens[1] && wordOrder(head, tokens[1], text.slice(tokens[1].col - col + tokens[1].length))) return;
    const word = head.text.replace(/[:>,=].*$/, '') || head.text;
    const suggestion = closestWord(word, syntax.directives.forms());
    report(head, 'engine.parse.unknown-statement', { word: head.text }, {
      expected: statementExpected(),
      ...(suggestion ? { suggestion } : {}),
    });
  };

  const isAttributeStart = (text: string): boolean => {
    // Spaces before the `=` do not change what a statement is (`dz =1` and `dz=1` are both an attribute), or the
    // canonical form, written without them, would read back as something else (found by fuzzing).
    const key = /^([^\s=:]+)\s*[=:]/.exec(text)?.[1];
    return key !== undefined && syntax.playerAttributes.has(key);
  };
  const attributeList = () => syntax.playerAttributes.terms.map((t) => t.canonical).join(', ');

  /** The directive a statement starts with: a whole first token, or a non-Latin directive word glued to its argument. */
  const matchDirective = (tokens: Token[]): { kind: string; head: Token; rest: Token[] } | undefined => {
    const head = tokens[0]!;
    const bare = head.text.replace(/:$/, '');
    // A directive of several words written with spaces ("troll à deux têtes", "two headed giant", "fin du tour"),
    // the longest first: "fin du tour" is one directive, not `fin` with two arguments.
    // (only the leading words made of letters can be one: counted once, and nothing is sliced for a statement that
    // starts with an id or a number, as most do)
    let letters = 0;
    while (letters < Math.min(4, tokens.length) && /^\p{L}+$/u.test(tokens[letters]!.text)) letters++;
    for (let n = letters; n >= 2; n--) {
      let joined = tokens[0]!.text;
      for (let i = 1; i < n; i++) joined += `-${tokens[i]!.text}`;
      const multi = syntax.directives.get(joined);
      if (multi) {
        const last = tokens[n - 1]!;
        return { kind: multi.canonical, head: { ...head, length: last.col + last.length - head.col }, rest: tokens.slice(n) };
      }
    }
    const term = syntax.directives.get(bare);
    if (term) return { kind: term.canonical, head, rest: tokens.slice(1) };
    // "攻撃w>B": a directive word in another script directly followed by ASCII
    // (only a head with a character beyond ASCII can be one)
    if (!beyondAscii(head.text)) return undefined;
    for (let cut = head.text.length - 1; cut >= 1; cut--) {
      const prefix = head.text.slice(0, cut);
      if (/^[!-~]/.test(head.text.slice(cut)) && prefix.charCodeAt(prefix.length - 1) > 0x7f) {
        const t = syntax.directives.get(prefix);
        if (t) return { kind: t.canonical, head: sub(head, 0, cut), rest: [sub(head, cut), ...tokens.slice(1)] };
      }
    }
    return undefined;
  };

  /**
   * A name whose section head (`Attack:`, `Assignation:`) would read as a directive cannot be a player: the
   * canonical form could not be read back (fuzz seed 20261124: `teams assignation ,B vs C,D`). The directive's
   * canonical word, or undefined for a usable name.
   */
  const directiveNamed = (name: string): string | undefined => matchDirective(tokenize(`${playerCase(name)}:`, 1, 1))?.kind;
  const reservedPlayer = (token: Token): boolean => {
    const directive = /^[A-Za-z][A-Za-z0-9_]*$/.test(token.text) ? directiveNamed(token.text) : undefined;
    if (directive) report(token, 'notation.player-is-word', { word: token.text, directive }, { expected: { key: 'engine.expected.player' } });
    return directive !== undefined;
  };

  for (const st of body) {
    const head = st.tokens[0]!;
    const directive = matchDirective(st.tokens);
    if (directive) {
      for (const name of syntax.declaredPlayers?.(directive.kind, directive.rest) ?? []) {
        if (isPlayerName(name) && !directiveNamed(name) && !declaredPlayers.has(name.toLowerCase())) declaredPlayers.set(name.toLowerCase(), name);
      }
      continue;
    }
    const m = /^([A-Za-z][A-Za-z0-9_]*)\s*(:?)\s*(.*)$/s.exec(st.text);
    let rest = st.text;
    if (m && (m[2] || (isPlayerName(m[1]!) && !/=/.test(head.text)))) {
      const name = playerCase(m[1]!);
      if (isPlayerName(name) && !directiveNamed(name) && !declaredPlayers.has(name.toLowerCase())) declaredPlayers.set(name.toLowerCase(), name);
      rest = m[3]!;
    }
    const o = /^([a-z][a-z0-9_-]{0,15})\s*=/.exec(rest);
    if (o) definedObjects.add(o[1]!);
  }
  for (const st of body) {
    // Past the error limit nothing more can be reported: reading on would only cost time.
    if (errors.length >= MAX_ERRORS) break;
    try {
      readStatement(st.text, st.line, st.col, true);
    } catch (err) {
      report(spanOfStatement(st), 'engine.parse.internal', { message: err instanceof Error ? err.message : String(err) });
    }
  }

  // --- references
  const created = new Set(syntax.createdIds?.(objects, actions) ?? []);
  const ids = [...declared.keys(), ...created];
  for (const ref of objectRefs) {
    if (!declared.has(ref.text) && !created.has(ref.text)) {
      const suggestion = closestWord(ref.text, ids);
      report(ref, 'engine.parse.unknown-object', { id: ref.text }, {
        expected: { key: 'engine.expected.known-id', params: { ids: ids.join(', ') || '—' } },
        ...(suggestion ? { suggestion } : {}),
      });
    }
  }

  errors.sort((a, b) => a.line - b.line || a.col - b.col);
  if (errors.length > 0) return { errors, module };
  if (syntax.orderPlayers) players.splice(0, players.length, ...syntax.orderPlayers(players, actions));
  const order = new Map(players.map((p, i) => [p.id, i]));
  const grouped = objects
    .map((o, i) => ({ o, i }))
    .sort((a, b) => (order.get(a.o.controller) ?? 0) - (order.get(b.o.controller) ?? 0) || a.i - b.i)
    .map((x) => x.o);
  return { scenario: canonicalNumbers({ game: module.id, players, objects: grouped, actions }), module, errors, ...(notes.length ? { notes } : {}) };
}

const NUMBER_FORM = /^[+-]?(?:\d+\.\d+|\.\d+|\d+(?:\.\d+)?e[+-]?\d+|0x[0-9a-f]+)$/i;
const LONG_NUMBER = new RegExp(`^[+-]?\\d{${MAX_NUMBER_DIGITS + 1},}$`);

/** Reports each part of `token` (split at = : / , > @) that is a number in a non-canonical form or too large. */
function checkNumbers(token: Token, report: (at: Span, key: string, params: MessageParams) => void): void {
  // a token without a digit has no number to check (most words): no pattern run over it
  if (!DIGIT.test(token.text)) return;
  const re = /[^=:/,>@]+/g;
  for (let m = re.exec(token.text); m; m = re.exec(token.text)) {
    const part = m[0];
    if (!/\d/.test(part)) continue;
    const at = sub(token, m.index, m.index + part.length);
    if (NUMBER_FORM.test(part)) report(at, 'notation.number-form', { word: part });
    else if (LONG_NUMBER.test(part)) report(at, 'notation.number-too-large', { word: part, max: 10 ** MAX_NUMBER_DIGITS - 1 });
  }
}

const DIGIT = /\d/;

/** -0 (from "-0/-4") reads and prints as 0: one number, one form, so a scenario reads back as itself. */
function canonicalNumbers<T>(value: T): T {
  if (Object.is(value, -0)) return 0 as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = canonicalNumbers(value[i]);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const k of Object.keys(record)) {
      const v = record[k];
      if (typeof v === 'number' || (v && typeof v === 'object')) record[k] = canonicalNumbers(v);
    }
  }
  return value;
}

/** A player name as written in canonical form: its first letter upper case (`a` → `A`, `p1` → `P1`). */
function playerCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Hooks read a reference's text after `refPlayer` / `refTarget` accept it: a player written in another case is
 * handed back in the declared case, so the scenario (and its canonical print) names one player one way.
 */
function canonicalizeRef(token: Token, name: string): void {
  if (token.text !== name) (token as { text: string }).text = name;
}

/** Text that reads as a sentence rather than notation: no notation punctuation, and a question or several words. */
export function looksLikeProse(text: string): boolean {
  const t = normalizeWidth(text).trim();
  if (!t || /[=;>]/.test(t) || /\d+\/\d+/.test(t)) return false;
  if (/[?？]$/.test(t)) return true;
  const words = t.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length >= 4) return true;
  // Japanese has no spaces: a long run of kana and kanji is a sentence.
  return /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]{6,}/u.test(t) && !t.includes('\n');
}

function oneLine(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function spanOfStatement(st: Statement): Span {
  return { line: st.line, col: st.col, length: Math.max(1, st.text.length) };
}

function suggestionFor(word: string, forms: string[]): { suggestion?: string } {
  const key = word.replace(/[=:].*$/, '');
  const s = closestWord(key, forms);
  return s ? { suggestion: s } : {};
}

/** Re-exported for game hooks. */
export { splitPunctuation, sub };

/** Whether a word has a character beyond ASCII (a directive word in another script may be glued to its argument). */
function beyondAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return true;
  return false;
}
