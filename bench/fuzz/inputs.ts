/**
 * The fuzzer's other inputs: search questions (knowledge-base words, noise, long repeats), knowledge-base YAML
 * files (a real entry file mutated) and pin import files (a real export mutated).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.ts';
import type { Random } from './random.ts';

const NOISE = ['?', '!', '、', '。', 'the', 'a', 'est-ce que', 'と', 'って', 'か', '-', '"', "'", '*', '~', '^', '(', ')', '\u200b', '𝕏', '👍', 'é', 'ｶﾞｰﾄﾞ', '1e308', '-0'];

/** A question built from `vocabulary` (words of the knowledge base), noise, or one word repeated. */
export function searchQuestion(r: Random, vocabulary: readonly string[]): string {
  const kind = r.weighted({ words: 6, noise: 2, repeat: 1, long: 1 });
  if (kind === 'repeat') return Array.from({ length: r.int(10, 120) }, () => r.pick(vocabulary)).join(r.bool() ? ' ' : '');
  if (kind === 'long') return r.pick(vocabulary).repeat(r.int(20, 300)).slice(0, r.int(100, 300));
  const n = r.int(1, kind === 'words' ? 10 : 20);
  return Array.from({ length: n }, () => (kind === 'words' || r.bool(0.4) ? r.pick(vocabulary) : r.pick(NOISE))).join(r.bool(0.8) ? ' ' : '');
}

const YAML_PIECES = ['\n', '  ', '- ', ': ', '{', '}', '[', ']', '"', "'", '#', '&a ', '*a', '!!str ', '---\n', '...', '|\n', '>\n', 'id: ', 'game: mtg', 'answer:', 'en: ', 'ja: ', 'citations: []', '\t', '\u00a0', 'null', '~', '0x', '1e308', '-0'];

function mutateYaml(r: Random, text: string): string {
  let t = text;
  for (let n = r.int(1, 5); n > 0; n--) {
    const at = r.int(0, t.length);
    const size = r.int(1, 40);
    const kind = r.pick(['insert', 'delete', 'replace', 'duplicate', 'swap-line'] as const);
    if (kind === 'insert') t = t.slice(0, at) + r.pick(YAML_PIECES) + t.slice(at);
    else if (kind === 'delete') t = t.slice(0, at) + t.slice(at + size);
    else if (kind === 'replace') t = t.slice(0, at) + r.pick(YAML_PIECES) + t.slice(at + size);
    else if (kind === 'duplicate') t = t.slice(0, at) + t.slice(at, at + size) + t.slice(at);
    else {
      const lines = t.split('\n');
      const i = r.int(0, lines.length - 1);
      const j = r.int(0, lines.length - 1);
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      t = lines.join('\n');
    }
  }
  return t;
}

let entryFiles: string[] | undefined;
/** One of the shipped knowledge-base files (a small one: the fuzzer parses it thousands of times), mutated. */
export function kbFile(r: Random): string {
  entryFiles ??= readdirSync(join(PACKAGE_ROOT, 'rulings', 'mtg'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => readFileSync(join(PACKAGE_ROOT, 'rulings', 'mtg', f), 'utf8'))
    .sort((a, b) => a.length - b.length)
    .slice(0, 6)
    .map((text) => text.split(/\n(?=- id:)/).slice(0, 3).join('\n'));
  return mutateYaml(r, r.pick(entryFiles));
}

const PIN_EXPORT = `format: rulebot.pins
version: 1
guildId: "400000000000000099"
exportedAt: 2024-11-02T10:00:00.000Z
pins:
  - id: pin01
    topic: trample damage with one small blocker
    target:
      kind: scenario
      scenario: "mtg ; A: w=6/6 trample ; B: x=2/2 ; attack w ; block x>w"
    note: pinned by the judges
    createdBy: { userId: "500000000000000077", displayName: Judge }
    createdAt: 2024-11-01T09:30:00.000Z
  - topic: can a battle be attacked by its protector
    target: { kind: entry, entryId: mtg.battle.protector }
  - topic: texte libre
    target: { kind: text, text: "La réponse du serveur.", lang: fr }
`;

/** A pin export file (YAML), mutated. */
export function pinFile(r: Random): string {
  return mutateYaml(r, PIN_EXPORT);
}
