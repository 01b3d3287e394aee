import { describe, expect, it } from 'vitest';
import { citedRulesAffected, diffPacks } from '../../rulings/official/diff.ts';
import { parseComprehensiveRules, parseRulesFile } from '../../rulings/official/parse.ts';
import type { RulesPack } from '../../rulings/official/types.ts';
import { crLines, editedCopy, HAVE_CR, realPack, syntheticRules } from './helpers.ts';

function parsed(text: string): RulesPack {
  const r = parseComprehensiveRules(text);
  if (!r.ok) throw new Error(r.message);
  return r.pack;
}

describe.skipIf(!HAVE_CR)('diffing two versions of the real rules', () => {
  it('reports exactly the changed, removed, added and renumbered paragraphs', () => {
    const before = realPack();
    const { text } = editedCopy();
    const after = parsed(text);
    expect(after.effectiveDate).toBe('2025-03-14');
    const diff = diffPacks(before, after);
    expect(diff.changed.map((c) => c.number)).toEqual(['702.19b']);
    expect(diff.removed.map((p) => p.number)).toEqual(['100.6b']);
    expect(diff.added.map((p) => p.number)).toEqual(['702.19h']);
    expect(diff.renumbered.map((r) => [r.from, r.to])).toEqual([['100.4d', '100.4e']]);
    expect(diff.glossary).toEqual({ added: [], removed: [], changed: [] });
    expect(diff.unchanged).toBe(before.paragraphs.length - 3);
    expect(diff.from.effectiveDate).toBe('2025-02-07');
    expect(diff.to.effectiveDate).toBe('2025-03-14');
  });

  it('finds no difference between the file and itself', () => {
    const r = parseRulesFile(Buffer.from(crLines().join('\n')));
    const diff = diffPacks(realPack(), r.ok ? r.pack : realPack());
    expect([diff.changed.length, diff.added.length, diff.removed.length, diff.renumbered.length]).toEqual([0, 0, 0, 0]);
  });

  it('tells which citations point at affected paragraphs', () => {
    const diff = diffPacks(realPack(), parsed(editedCopy().text));
    const affected = citedRulesAffected(diff, [
      { id: 'mtg.trample.lethal', rule: '702.19b' },
      { id: 'mtg.trample.no-blockers', rule: '702.19c' },
      { id: 'mtg.trample', rule: 'CR 702.19' },
      { id: 'pin:42', rule: '100.4d.' },
      { id: 'mtg.tournament', rule: '100.6b' },
      { id: 'mtg.copy', rule: '707.10' },
      { id: 'mtg.no-rule', rule: 'section 4' },
    ]);
    expect(affected).toEqual([
      { id: 'mtg.trample.lethal', rule: '702.19b', change: 'changed' },
      { id: 'mtg.trample', rule: '702.19', change: 'within', paragraphs: ['702.19b', '702.19h'] },
      { id: 'pin:42', rule: '100.4d', change: 'renumbered', newNumber: '100.4e' },
      { id: 'mtg.tournament', rule: '100.6b', change: 'removed' },
    ]);
  });
});

describe('diffing small documents', () => {
  it('sees an inserted subrule that shifts the ones after it as one addition and renumberings, not changes', () => {
    const before = parsed(syntheticRules());
    const after = parsed(
      syntheticRules({
        date: 'February 9, 2024',
        mutate: (lines) => {
          // Insert a new 100.2b; the old 100.2b becomes 100.2c.
          const i = lines.indexOf('100.2b Placeholder subrule 2b of rule hundred.');
          lines[i] = '100.2c Placeholder subrule 2b of rule hundred.';
          lines.splice(i, 0, '100.2b An inserted subrule.', '');
        },
      }),
    );
    const diff = diffPacks(before, after);
    expect(diff.added.map((p) => p.number)).toEqual(['100.2b']);
    expect(diff.renumbered.map((r) => `${r.from}→${r.to}`)).toEqual(['100.2b→100.2c']);
    expect(diff.changed).toEqual([]);
    expect(diff.removed).toEqual([]);
  });

  it('counts an edited example as a change and reports glossary changes', () => {
    const before = parsed(syntheticRules());
    const after = parsed(
      syntheticRules({
        mutate: (lines) => {
          lines[lines.indexOf('Example: A turn with a step in it.')] = 'Example: A turn with two steps in it.';
          lines[lines.indexOf('A term for tests. See rule 101.2, “Trampling sample.”')] = 'A changed definition. See rule 101.2.';
        },
      }),
    );
    const diff = diffPacks(before, after);
    expect(diff.changed.map((c) => c.number)).toEqual(['101.1a']);
    expect(diff.glossary).toEqual({ added: [], removed: [], changed: ['Sample Term'] });
  });
});
