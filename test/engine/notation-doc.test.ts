/**
 * Every example of docs/notation.md parses, resolves and round-trips; the `<!-- expect: … -->` after an example
 * is checked against the final state; `scenario-error` examples fail with positioned errors.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario, parseScenario, printScenario } from '../../engine/index.ts';
import { renderParseErrors } from '../../commands/render/resolution.ts';
import { docExamples, docSection, object, ok, player, violationRules } from './helpers.ts';

const examples = docExamples();

describe('docs/notation.md examples', () => {
  it('has many examples, with expectations', () => {
    expect(examples.filter((e) => e.kind === 'scenario').length).toBeGreaterThanOrEqual(30);
    expect(examples.filter((e) => e.kind === 'scenario-error').length).toBeGreaterThanOrEqual(5);
    expect(examples.filter((e) => e.expect.length > 0).length).toBeGreaterThanOrEqual(30);
  });

  for (const ex of examples.filter((e) => e.kind === 'scenario')) {
    it(`line ${ex.line}: ${ex.text.split('\n')[0]!.slice(0, 70)}`, () => {
      const r = ok(ex.text);
      // round trip, multi-line and one-line
      const again = parseScenario(printScenario(r.scenario));
      expect(again.errors).toEqual([]);
      expect(again.scenario).toStrictEqual(r.scenario);
      expect(parseScenario(printScenario(r.scenario, { oneLine: true })).scenario).toStrictEqual(r.scenario);
      // every step says which rule it applies
      for (const s of r.resolution.steps) expect(s.rules?.length, s.key).toBeGreaterThan(0);
      for (const token of ex.expect) {
        if (token === 'stopped') {
          expect(r.resolution.stopped).toBe(true);
          continue;
        }
        if (token.endsWith('.lost')) {
          expect(player(r, token.split('.')[0]!).lost, token).toBe(true);
          continue;
        }
        const [lhs, value] = token.split('=') as [string, string];
        if (lhs === 'branches') expect(r.resolution.branches.length, token).toBe(Number(value));
        else if (lhs === 'violation') expect(violationRules(r), token).toContain(value);
        else {
          const [id, field] = lhs.split('.') as [string, string];
          if (field === 'life') expect(player(r, id).life, token).toBe(Number(value));
          else if (field === 'poison') expect(player(r, id).counters.poison ?? 0, token).toBe(Number(value));
          else if (field === 'hand' || field === 'library' || field === 'graveyard') expect(player(r, id).cards?.[field] ?? 0, token).toBe(Number(value));
          else if (field === 'zone') expect(object(r, id).zone, token).toBe(value);
          else if (field === 'damage') expect(object(r, id).damage, token).toBe(Number(value));
          else if (field === 'defense' || field === 'loyalty') expect(object(r, id).counters[field], token).toBe(Number(value));
          else if (field === 'power' || field === 'toughness') expect(object(r, id)[field], token).toBe(Number(value));
          else if (field === 'controller') expect(object(r, id).controller, token).toBe(value);
          else throw new Error(`unknown expectation ${token}`);
        }
      }
    });
  }

  for (const ex of examples.filter((e) => e.kind === 'scenario-error')) {
    it(`error example line ${ex.line}: ${ex.text.split('\n')[0]}`, () => {
      const r = checkScenario(ex.text);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.errors.length).toBeGreaterThan(0);
      for (const e of r.errors) {
        expect(e.line).toBeGreaterThanOrEqual(1);
        expect(e.col).toBeGreaterThanOrEqual(1);
        expect(e.length).toBeGreaterThanOrEqual(1);
      }
    });
  }

  it('shows the real rendering of the first error example', () => {
    const first = examples.find((e) => e.kind === 'scenario-error')!;
    const r = checkScenario(first.text);
    if (r.ok) throw new Error('expected errors');
    const rendered = renderParseErrors(first.text, r.errors, 'en').replace(/^```\n|\n```$/g, '');
    expect(docSection('What the reply looks like')).toContain(rendered);
  });
});
