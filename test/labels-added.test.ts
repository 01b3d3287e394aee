/**
 * The blind `labels-added.yaml` beside each graded part (test/real-questions/README.md, "Entries written after the
 * freeze"): every file merges cleanly into every part of its folder, names only questions the folder has and
 * entries the knowledge base has, in the question's own game, and repeats each question's text exactly (so an
 * `item-N` position or a typo cannot attach labels to the wrong question). Nothing here searches or grades.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readQuestionSet, type QuestionItem } from '../bench/questions-grade.ts';
import { ADDED_LABELS_FILE, withAddedLabels } from '../bench/questions-labels.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';

const SETS = ['real-questions', 'policy-questions', 'rb-questions'];

interface Addition {
  id: string;
  q?: string;
  accept?: string[];
  partial?: string[];
}

/** Every round-N folder of the three sets that holds a labels file, with its part files. */
function folders(): { dir: string; parts: string[] }[] {
  return SETS.flatMap((set) => {
    const root = join(import.meta.dirname, set);
    return readdirSync(root)
      .filter((d) => /^round-\d+$/.test(d) && existsSync(join(root, d, ADDED_LABELS_FILE)))
      .map((d) => ({ dir: join(root, d), parts: readdirSync(join(root, d)).filter((f) => /^test.*\.yaml$/.test(f)) }));
  });
}

/** A part's questions as the held-out tool reads them (policy round 4 holds some longer than `/ruling` takes). */
function readPart(file: string): QuestionItem[] {
  const raw = parse(readFileSync(file, 'utf8')) as Partial<QuestionItem>[];
  return raw.map((q) => ({ ...q, accept: q.accept ?? [], partial: q.partial ?? [], accept_rules: q.accept_rules ?? [], accept_cards: q.accept_cards ?? [] }) as QuestionItem);
}

/** The folder's questions by id (`item-N` for a part whose questions carry none, as the grader names them). */
function questionsOf(dir: string, parts: string[]): Map<string, QuestionItem> {
  const out = new Map<string, QuestionItem>();
  for (const part of parts) readPart(join(dir, part)).forEach((q, i) => out.set(q.id ?? `item-${i + 1}`, q));
  return out;
}

const gameOf = (entryId: string) => entryId.split('.')[0];

describe('labels written after the freeze, in every graded part', () => {
  const kb = loadKnowledgeBase();

  for (const { dir, parts } of folders()) {
    const name = dir.slice(import.meta.dirname.length + 1);
    it(`${name}/${ADDED_LABELS_FILE}: merges into ${parts.join(' and ')}, names their questions, existing entries of the question's game, and the exact question text`, () => {
      const additions = (parse(readFileSync(join(dir, ADDED_LABELS_FILE), 'utf8')) ?? []) as Addition[];
      const questions = questionsOf(dir, parts);
      for (const part of parts) expect(() => withAddedLabels(join(dir, part), readPart(join(dir, part)))).not.toThrow();
      const problems: string[] = [];
      for (const add of additions) {
        const q = questions.get(add.id);
        if (!q) {
          problems.push(`${add.id}: no such question`);
          continue;
        }
        if (add.q !== undefined && add.q !== q.q) problems.push(`${add.id}: q differs from the question`);
        for (const id of [...(add.accept ?? []), ...(add.partial ?? [])]) {
          if (!kb.byId.has(id)) problems.push(`${add.id}: ${id} is not an entry`);
          else if (q.game !== 'other' && gameOf(id) !== q.game) problems.push(`${add.id}: ${id} is not a ${q.game} entry`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('a folder with two parts shares one labels file: each part gets its own additions, an id neither has is an error', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'labels-')), 'round-2');
    mkdirSync(dir);
    const question = (id: string) => `- id: ${id}\n  q: a question\n  lang: en\n  game: mtg\n  category: rules\n  source: https://example.org/${id}\n  gist: an answer\n  accept: [mtg.trample.lethal]\n`;
    writeFileSync(join(dir, 'test.yaml'), question('rq2-001'));
    writeFileSync(join(dir, 'test-b.yaml'), question('rq2-101'));
    writeFileSync(join(dir, ADDED_LABELS_FILE), '- id: rq2-001\n  accept: [a.b]\n- id: rq2-101\n  partial: [c.d]\n');
    const a = withAddedLabels(join(dir, 'test.yaml'), readQuestionSet(join(dir, 'test.yaml')));
    const b = withAddedLabels(join(dir, 'test-b.yaml'), readQuestionSet(join(dir, 'test-b.yaml')));
    expect([a.questionsChanged, a.items[0]!.accept, a.items[0]!.partial]).toEqual([1, ['mtg.trample.lethal', 'a.b'], []]);
    expect([b.questionsChanged, b.items[0]!.accept, b.items[0]!.partial]).toEqual([1, ['mtg.trample.lethal'], ['c.d']]);
    writeFileSync(join(dir, ADDED_LABELS_FILE), '- id: rq2-999\n  accept: [a.b]\n');
    expect(() => withAddedLabels(join(dir, 'test.yaml'), readQuestionSet(join(dir, 'test.yaml')))).toThrow(/item 1: no question rq2-999 in test\.yaml/);
  });
});
