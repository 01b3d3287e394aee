/**
 * Scenario texts for the fuzzer, in all three games: well-formed generated MTG combats, the documented examples
 * mutated (edits, notation pieces, confusable characters, extreme numbers), token soup from each game's own
 * vocabulary, random characters, and long inputs repeating statements (the slow cases of the past).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES } from '../../engine/index.ts';
import { PACKAGE_ROOT } from '../../package-root.ts';
import type { Random } from './random.ts';

/** The scenario examples of docs/notation.md (```scenario and ```scenario-error blocks). */
export function notationExamples(): string[] {
  const doc = readFileSync(join(PACKAGE_ROOT, 'docs', 'notation.md'), 'utf8');
  return [...doc.matchAll(/^```scenario(?:-error)?\s*\n([\s\S]*?)^```/gm)].map((m) => m[1]!.replace(/\n$/, ''));
}

const NAMES = ['', 'Grizzly Bears', 'Hill Giant', 'Wurm', 'Serra Angel', 'Goblin', 'Knight of Dawn', 'Old Ox'];
const KEYWORDS = [
  'trample', 'flying', 'reach', 'first-strike', 'double-strike', 'deathtouch', 'lifelink', 'indestructible', 'menace', 'トランプル', 'contact mortel',
  'banding', 'infect', 'wither', 'vigilance', 'hexproof', 'shroud', 'flash', 'バンド',
  // keywords that trigger on declaring attackers and blockers
  'flanking', 'bushido:2', '武士道:1', 'exalted', 'exaltation',
];
const COLORS = ['white', 'blue', 'black', 'red', 'green', 'G', '赤'];

/** A well-formed MTG combat (it may still be illegal: that is a violation in the resolution, not a parse error). */
export function mtgCombat(r: Random): string {
  const creature = () =>
    [
      r.pick(NAMES),
      `${r.int(0, 8)}/${r.int(1, 8)}`,
      ...r.subset(COLORS, 2),
      ...r.subset(KEYWORDS, 3),
      r.bool(0.2) ? `dmg=${r.int(0, 1)}` : '',
      r.bool(0.15) ? `pro:${r.pick(['green', 'red', 'everything', 'white,black', 'instants', 'creatures', 'artifacts'])}` : '',
      r.bool(0.15) ? `prevent:${r.int(1, 3)}` : '',
    ]
      .filter(Boolean)
      .join(' ');
  const a = Array.from({ length: r.int(1, 4) }, (_, i) => `a${i}=${creature()}`);
  const b = Array.from({ length: r.int(0, 4) }, (_, i) => `b${i}=${creature()}`);
  const lines = ['mtg', `A: ${a.join(' ; ')}`];
  if (r.bool(0.2)) lines.push('f=Furnace of Rath double-damage');
  lines.push(`B:${r.bool(0.3) ? ` life=${r.int(1, 30)}` : ''}${r.bool(0.1) ? ' redirect:b0' : ''}`, ...b);
  // Two-Headed Giant: the second heads join with a creature each
  if (r.bool(0.1)) lines.push(`teams A,C vs B,D`, `C: c0=${creature()}`, `D: d0=${creature()}`);
  const targets = ['B'];
  if (r.bool(0.2)) {
    lines.push(`p=Jace planeswalker loyalty=${r.int(1, 6)}`);
    targets.push('p');
  }
  if (r.bool(0.2)) {
    lines.push(`s=Fort battle${r.bool() ? ' siege protector=A' : ''} def=${r.int(1, 9)}`);
    targets.push('s');
  }
  const attackers = r.subset(a.map((_, i) => `a${i}`), 4);
  if (attackers.length) {
    if (attackers.length > 1 && r.bool(0.15)) lines.push(`attack band ${attackers.join(',')}>${r.pick(targets)}`);
    else lines.push(`attack ${attackers.map((id) => `${id}>${r.pick(targets)}`).join(' ')}`);
    if (r.bool(0.15)) lines.push(`cast B v=Ambush Viper ${r.int(0, 3)}/${r.int(1, 3)} deathtouch${r.bool(0.7) ? ' flash' : ''}`);
    if (r.bool(0.15)) lines.push(`cast B Shock red ${r.pick(['instant', 'sorcery'])}: damage 2 ${r.pick(attackers)}`);
    const blocks = r.subset(b.map((_, i) => `b${i}`), 4).map((id) => `${id}>${r.pick(attackers)}`);
    if (blocks.length) lines.push(`block ${blocks.join(' ')}`);
  }
  if (r.bool(0.15)) lines.push(`order B: ${r.pick(['prevent,double', 'double,prevent', 'double', 'redirect,prevent'])}`);
  if (r.bool(0.1)) lines.push(`ruleset ${r.pick(['1998', '2009', 'today'])}`);
  return lines.join(r.bool() ? ' ; ' : '\n');
}

/** Confusable and troublesome characters: look-alikes, invisible marks, full-width forms, combining marks. */
const CONFUSABLES = ['А', 'В', 'а', 'е', 'о', 'ｍ', 'ｔ', 'ｇ', '；', '：', '＝', '＞', '／', '、', '\u200b', '\u200d', '\u202e', '\ufeff', '\u0301', 'ﬁ', 'Ⅻ', '①', '٣', '߀', '\u00a0', '\u3000', '→', '−', '–', 'ı', 'İ', 'ß', '\ud800', '\udfff', '\r', '\t', '\v', '\u2028'];

/** Numbers at and beyond the edges: signs, zeros, exponent and other non-canonical forms, huge magnitudes. */
const NUMBERS = ['-0', '+0', '0', '00', '007', '-1', '+1', '9999', '10000', '99999', '1e3', '1e308', '2**53', '9007199254740993', '1.5', '.5', '0x10', 'NaN', 'Infinity', '-9999', '１２', '٣'];

function pieces(): string[] {
  const words = new Set<string>(['A:', 'B:', 'C', 'x=', 'y=', '>', ',', ';', '=', ':', '/', '\n', ' ', 'w', 'x', 'y', 'A', 'B', '2/2', '6/6', '-0/-4', '->', '→']);
  for (const g of GAMES) {
    words.add(g.id);
    for (const n of g.names) words.add(n);
    for (const f of g.syntax.directives.forms()) words.add(`${f} `);
    for (const f of g.syntax.playerAttributes.forms()) words.add(`${f}=`);
  }
  return [...words];
}

let cache: { examples: string[]; byGame: Record<string, string[]>; pieces: string[] } | undefined;
function material() {
  if (!cache) {
    const examples = notationExamples();
    const byGame: Record<string, string[]> = {};
    for (const g of GAMES) byGame[g.id] = examples.filter((e) => [g.id, ...g.names].some((n) => e.toLowerCase().startsWith(n.toLowerCase())));
    cache = { examples, byGame, pieces: pieces() };
  }
  return cache;
}

function mutate(r: Random, text: string): string {
  const { pieces } = material();
  let t = text;
  for (let n = r.int(1, 4); n > 0; n--) {
    const at = r.int(0, t.length);
    const size = r.int(1, 8);
    const piece = r.weighted({ piece: 6, confusable: 2, number: 2 }) === 'piece' ? r.pick(pieces) : r.bool() ? r.pick(CONFUSABLES) : r.pick(NUMBERS);
    const kind = r.pick(['insert', 'delete', 'replace', 'duplicate', 'number'] as const);
    if (kind === 'insert') t = t.slice(0, at) + piece + t.slice(at);
    else if (kind === 'delete') t = t.slice(0, at) + t.slice(at + size);
    else if (kind === 'replace') t = t.slice(0, at) + piece + t.slice(at + size);
    else if (kind === 'duplicate') t = t.slice(0, at) + t.slice(at, at + size) + t.slice(at);
    else t = t.replace(/\d+/, () => r.pick(NUMBERS));
  }
  return t;
}

/** A long input: one statement (or the game name) repeated until it fills `length` characters. */
function repeated(r: Random): string {
  const { examples } = material();
  const example = r.pick(examples);
  const statements = example.split(/\s*[;\n]\s*/).filter(Boolean);
  const unit = r.bool(0.3) ? statements[0]! : r.pick(statements);
  const length = r.pick([500, 1500, 3000, 8000, 12000]);
  const sep = r.bool() ? ' ; ' : '\n';
  const times = Math.max(1, Math.ceil((length - statements[0]!.length) / (unit.length + sep.length)));
  return [statements[0]!, ...Array.from({ length: times }, () => unit)].join(sep);
}

function soup(r: Random): string {
  const { pieces } = material();
  const head = r.bool(0.7) ? `${r.pick(GAMES).id}${r.bool() ? '\n' : ' ; '}` : '';
  return head + Array.from({ length: r.int(0, 60) }, () => (r.bool(0.9) ? r.pick(pieces) : r.pick([...CONFUSABLES, ...NUMBERS]))).join(r.bool(0.5) ? '' : ' ');
}

function randomChars(r: Random): string {
  return Array.from({ length: r.int(0, 200) }, () => {
    const kind = r.weighted({ ascii: 6, any: 2, cjk: 1, surrogate: 1 });
    const code = kind === 'ascii' ? r.int(0, 127) : kind === 'cjk' ? r.int(0x3000, 0x30ff) : kind === 'surrogate' ? r.int(0xd800, 0xdfff) : r.int(0, 0xffff);
    return String.fromCharCode(code);
  }).join('');
}

/** Words of the notation a player could be named after: directives, attributes, keywords, game names. */
function notationWords(): string[] {
  const words = new Set<string>();
  for (const g of GAMES) {
    for (const f of [g.id, ...g.names, ...g.syntax.directives.forms(), ...g.syntax.playerAttributes.forms()]) if (/^[A-Za-z][A-Za-z0-9_]*$/.test(f)) words.add(f);
  }
  for (const k of KEYWORDS) if (/^[A-Za-z]+$/.test(k)) words.add(k);
  return [...words];
}

/**
 * A player renamed after a word of the notation (`teams assignation,B vs C,D`, `attack w>Block`): either refused
 * with a position, or printed in a form that reads back (fuzz seed 20261124 found a `teams` name that did not).
 */
function renamed(r: Random): string {
  const { examples } = material();
  const text = r.bool(0.5) ? mtgCombat(r) : r.pick(examples);
  const word = r.pick(notationWords());
  const name = r.pick([word, word.toLowerCase(), word.charAt(0).toUpperCase() + word.slice(1)]);
  const player = r.pick(['A', 'B', 'C', 'D']);
  return text.replace(new RegExp(`\\b${player}\\b`, 'g'), () => (r.bool(0.8) ? name : player));
}

export type ScenarioKind = 'generated' | 'mutated' | 'game-mutated' | 'soup' | 'random' | 'repeated' | 'numbers' | 'renamed';

/** One scenario text and how it was made. */
export function scenarioCase(r: Random): { kind: ScenarioKind; text: string } {
  const kind = r.weighted<ScenarioKind>({ generated: 25, mutated: 25, 'game-mutated': 15, soup: 15, random: 8, repeated: 4, numbers: 8, renamed: 5 });
  const { examples, byGame } = material();
  switch (kind) {
    case 'generated':
      return { kind, text: mtgCombat(r) };
    case 'mutated':
      return { kind, text: mutate(r, r.bool(0.3) ? mtgCombat(r) : r.pick(examples)) };
    case 'game-mutated': {
      const games = Object.values(byGame).filter((list) => list.length);
      return { kind, text: mutate(r, r.pick(r.pick(games))) };
    }
    case 'soup':
      return { kind, text: soup(r) };
    case 'random':
      return { kind, text: randomChars(r) };
    case 'repeated':
      return { kind, text: repeated(r) };
    case 'numbers':
      return { kind, text: r.pick(examples).replace(/\d+/g, (n) => (r.bool(0.4) ? r.pick(NUMBERS) : n)) };
    case 'renamed':
      return { kind, text: renamed(r) };
  }
}
