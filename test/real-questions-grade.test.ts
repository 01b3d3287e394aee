/**
 * The grading rule of test/real-questions/README.md, on answers written by hand: what is right at the first hit,
 * partial, confidently wrong or a missed non-answer, and the grader's refusals.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptable, grade, questionItem, readQuestionSet, ruleMatches, tally, withEntryCitations, type Answer, type AnswerHit, type QuestionItem } from '../bench/questions-grade.ts';
import type { KnowledgeBase } from '../rulings/kb.ts';
import type { Entry } from '../rulings/schema.ts';

const ROOT = join(import.meta.dirname, '..');

function item(fields: Partial<QuestionItem>): QuestionItem {
  return questionItem.parse({ q: 'my trampler is double blocked, how much goes through?', lang: 'en', game: 'mtg', category: 'rules', source: 'https://example.org/q', gist: 'lethal to each blocker, the rest to the player', ...fields });
}
const entry = (id: string, rules: string[] = [], status = 'current'): AnswerHit => ({ id, kind: 'entry', status, citations: rules.map((rule) => ({ source: 'mtg-cr', rule })) });
const found = (...hits: AnswerHit[]): Answer => ({ found: true, hits, suggestions: [] });
const none = (...suggestions: AnswerHit[]): Answer => ({ found: false, hits: [], suggestions });

describe('real-question grading rule', () => {
  it('a first hit in accept is right; the same entry second is not', () => {
    const q = item({ accept: ['mtg.trample.lethal'] });
    expect(grade(q, found(entry('mtg.trample.lethal'))).verdict).toBe('right');
    expect(grade(q, found(entry('mtg.combat.multiple-blocks'), entry('mtg.trample.lethal'))).verdict).toBe('wrong');
  });

  it('a cited rule or its subparagraph is right, a sibling or a parent is not', () => {
    const q = item({ accept_rules: ['702.19'] });
    expect(grade(q, found(entry('mtg.x', ['702.19b']))).verdict).toBe('right');
    expect(grade(q, found(entry('mtg.x', ['702.1']))).verdict).toBe('wrong');
    expect(grade(q, found(entry('mtg.x', ['702.190']))).verdict).toBe('wrong');
    expect(grade(item({ accept_rules: ['702.19b'] }), found(entry('mtg.x', ['702.19']))).verdict).toBe('wrong');
    expect(ruleMatches('355.10', '355.10.e')).toBe(true);
    expect(ruleMatches('355.1', '355.10.e')).toBe(false);
  });

  it('rules are matched within their document: a CR number is not a Riftbound or policy number', () => {
    const rb: AnswerHit = { id: 'rb.x', kind: 'entry', status: 'current', citations: [{ source: 'rb-core', rule: '355.10.e' }] };
    expect(acceptable(item({ accept_rules: ['rb:355.10'] }), rb)).toBe(true);
    expect(acceptable(item({ accept_rules: ['355.10'] }), rb)).toBe(false);
    const ipg: AnswerHit = { id: 'mtg.policy.x', kind: 'entry', citations: [{ source: 'mtg-ipg', rule: '2.1' }] };
    expect(acceptable(item({ accept_rules: ['ipg:2.1'] }), ipg)).toBe(true);
    expect(acceptable(item({ accept_rules: ['mtr:2.1'] }), ipg)).toBe(false);
  });

  it('an official paragraph counts by its own number; a glossary line does not', () => {
    const q = item({ accept_rules: ['702.19b'] });
    expect(grade(q, found({ id: 'mtg-cr:702.19b', kind: 'official', citations: [] })).verdict).toBe('right');
    expect(grade(q, found({ id: 'mtg-cr:glossary:trample', kind: 'official', citations: [] })).verdict).toBe('wrong');
  });

  it('a superseded entry citing an accepted rule is not right unless named in accept', () => {
    const old = entry('mtg.usg1998.trample-rule', ['702.19b'], 'superseded');
    expect(grade(item({ accept_rules: ['702.19b'] }), found(old)).verdict).toBe('wrong');
    expect(grade(item({ accept: ['mtg.usg1998.trample-rule'] }), found(old)).verdict).toBe('right');
  });

  it('a card ruling of an accepted card is right, whatever the case or punctuation of its name', () => {
    const q = item({ category: 'card', accept_cards: ['Karn Liberated'] });
    expect(grade(q, found({ id: 'card:karn-liberated:3', kind: 'card-ruling', card: { name: 'KARN, liberated' } })).verdict).toBe('right');
    expect(grade(q, found({ id: 'card:Karn Liberated', kind: 'card-ruling' })).verdict).toBe('right');
    expect(grade(q, found({ id: 'x', kind: 'card-ruling', card: { name: 'Karn, Silver Golem' } })).verdict).toBe('wrong');
  });

  it('partial entries are reported apart from wrong ones', () => {
    const q = item({ accept: ['mtg.trample.lethal'], partial: ['mtg.combat.multiple-blocks'] });
    expect(grade(q, found(entry('mtg.combat.multiple-blocks'))).verdict).toBe('partial');
    expect(grade(q, found(entry('mtg.kw.flying'))).verdict).toBe('wrong');
  });

  it('a non-answer is right exactly when nothing is acceptable, and notes a right suggestion', () => {
    const covered = item({ accept: ['mtg.trample.lethal'] });
    const missed = grade(covered, none(entry('mtg.kw.flying'), entry('mtg.trample.lethal')));
    expect(missed).toMatchObject({ verdict: 'non-answer', suggestedRight: true, forcedRight: false });
    // ranking apart from confidence: the first suggestion is what a forced answer would have been
    expect(grade(covered, none(entry('mtg.trample.lethal'), entry('mtg.kw.flying'))).forcedRight).toBe(true);
    expect(grade(covered, none(entry('mtg.kw.flying'))).suggestedRight).toBe(false);
    // "not sure — these look closest" is counted apart, with whether its first choice is acceptable
    const unsure = grade(covered, { ...none(entry('mtg.trample.lethal')), match: 'unsure' });
    expect(unsure).toMatchObject({ verdict: 'non-answer', unsure: true, forcedRight: true });
    expect(tally([unsure, missed])).toMatchObject({ unsure: 1, unsureRight: 1, missedCovered: 2 });
    expect(grade(item({}), none()).verdict).toBe('right');
    expect(grade(item({ category: 'out-of-scope', accept: ['mtg.kw.flying'] }), none()).verdict).toBe('right');
    expect(grade(item({}), found(entry('mtg.kw.flying'))).verdict).toBe('wrong');
  });

  it('reads a suggestion as the entry it is: one citing an accepted rule is right if forced (ask --json lists ids only)', () => {
    const q = item({ accept_rules: ['702.19b'] });
    const entries = [
      { id: 'mtg.trample.lethal', status: 'current', citations: [{ source: 'mtg-cr', rule: '702.19b' }] },
      { id: 'mtg.trample.old', status: 'superseded', citations: [{ source: 'mtg-cr', rule: '702.19b' }] },
    ] as unknown as Entry[];
    const kb = { entries, byId: new Map(entries.map((e) => [e.id, e])), sources: new Map(), version: 't' } as KnowledgeBase;
    const listed = (id: string): Answer => ({ found: false, match: 'unsure', hits: [], suggestions: [{ id }] });
    expect(grade(q, listed('mtg.trample.lethal')).forcedRight).toBe(false);
    expect(grade(q, withEntryCitations(listed('mtg.trample.lethal'), kb))).toMatchObject({ verdict: 'non-answer', forcedRight: true, suggestedRight: true });
    // a superseded entry's citation is not today's answer, and an id the knowledge base lacks stays as it was
    expect(grade(q, withEntryCitations(listed('mtg.trample.old'), kb)).forcedRight).toBe(false);
    expect(withEntryCitations(listed('card:Karn Liberated'), kb).suggestions).toEqual([{ id: 'card:Karn Liberated' }]);
  });

  it('tallies right@1 over all and over covered questions', () => {
    const covered = item({ accept: ['a'] });
    const uncovered = item({});
    const t = tally([grade(covered, found(entry('a'))), grade(covered, none(entry('a'))), grade(covered, found(entry('b'))), grade(uncovered, none()), grade(uncovered, found(entry('a')))]);
    expect(t).toEqual({ n: 5, covered: 3, right: 2, rightCovered: 1, wrong: 2, partial: 0, nonAnswers: 2, missedCovered: 1, suggestedRight: 1, forcedRight: 2, unsure: 0, unsureRight: 0, otherGame: 0 });
  });

  it("counts every hit and suggestion from another game, not only first hits (issue #26)", () => {
    const rb = item({ game: 'rb', accept_rules: ['rb:607.2'] });
    const burnOut: AnswerHit = { id: 'rb.core.burn-out', kind: 'entry', status: 'current', citations: [{ source: 'rb-cr', rule: '607.2' }] };
    const right = grade(rb, { found: true, hits: [burnOut, entry('mtg.core.library-empty')], suggestions: [{ id: 'gr-cr:5.1', kind: 'official' }] });
    expect(right).toMatchObject({ verdict: 'right', otherGame: ['mtg.core.library-empty', 'gr-cr:5.1'] });
    expect(grade(rb, none({ id: 'card:Laboratory Maniac', kind: 'card-ruling' }, { id: 'rb-cr:607.3', kind: 'official' })).otherGame).toEqual(['card:Laboratory Maniac']);
    expect(grade(rb, found(burnOut)).otherGame).toEqual([]);
    expect(tally([right, grade(rb, found(burnOut))]).otherGame).toBe(1);
  });
});

describe('real-question sets: format and the grader command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'realq-'));

  it('names the item and the field of a malformed question', () => {
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, `- q: "${'x'.repeat(301)}"\n  lang: de\n  game: mtg\n  category: rules\n  source: https://example.org\n  gist: g\n`);
    expect(() => readQuestionSet(file)).toThrow(/bad\.yaml: item 1 \(x+…\): q: .*300.*lang: /s);
  });

  it('refuses a frozen part without --frozen, and grades a small set as JSON', () => {
    mkdirSync(join(dir, 'frozen'));
    const set = `- q: "what's the going price of a Ragavan playset these days?"\n  lang: en\n  game: mtg\n  category: out-of-scope\n  source: https://example.org/p\n  gist: not a rules question\n`;
    writeFileSync(join(dir, 'frozen', 'test.yaml'), set);
    writeFileSync(join(dir, 'dev.yaml'), set);
    const script = join(ROOT, 'dist', 'bench', 'questions.js');
    const refused = spawnSync(process.execPath, [script, join(dir, 'frozen', 'test.yaml')], { encoding: 'utf8' });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/frozen test part.*--frozen/);
    const ok = spawnSync(process.execPath, [script, join(dir, 'dev.yaml'), '--json'], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } });
    expect(ok.status).toBe(0);
    const report = JSON.parse(ok.stdout) as { total: { n: number; right: number }; results: { verdict: string }[] };
    expect(report.total.n).toBe(1);
    expect(report.results[0]!.verdict).toBe('right');
  });
});
