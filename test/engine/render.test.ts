/** What a user sees: the reply sections and the parse-error block, in English, Japanese and French. */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { caretLines, groupOutcome, renderCheck, renderParseErrors, tm } from '../../commands/render/resolution.ts';
import { LOCALES } from '../../commands/i18n.ts';
import { docExamples } from './helpers.ts';

const text = (sections: ReturnType<typeof renderCheck>) =>
  sections.map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name} ${f.value}`), s.footer ?? ''].join('\n')).join('\n');

/** Display width in a monospace block: CJK and full-width take two cells. */
const width = (s: string) => [...s].reduce((n, ch) => n + (/[\u3000-\u9fff\uff00-\uff60]/.test(ch) ? 2 : 1), 0);

describe('renderCheck', () => {
  const trample = checkScenario('mtg ; A: w=Craw Wurm 6/6 trample ; B: x=2/2 ; y=0/4 dmg=1 ; attack w>B ; block x,y>w');

  it('puts the outcome first, then choices, the numbered trace and notes, with the ruleset in the footer', () => {
    const sections = renderCheck(trample, 'en');
    expect(sections.map((s) => s.title)).toEqual(['Outcome', 'Choices left to players', 'Step by step']);
    expect(sections[0]!.description.split('\n')[0]).toBe('• B: 20 → 19 life');
    expect(sections[0]!.description).toContain('• x dies (lethal damage)');
    expect(sections[0]!.fields![0]!.value).toBe('`mtg ; A: w=Craw Wurm 6/6 trample ; B: x=2/2 ; y=0/4 dmg=1 ; attack w>B ; block x,y>w`');
    expect(sections[1]!.description).toContain('lethal to every blocker first (x=2 y=3); the other 1 freely among them and B');
    expect(sections[1]!.description).toContain('(assumed) [702.19b · mtg.trample.lethal]');
    expect(sections[2]!.description).toContain(
      '4. Craw Wurm (w) (trample) assigns 6: lethal first (x=2 y=3), the excess may go to B → x=2 y=3 B=1. [702.19b · 510.1c · mtg.trample.lethal · mtg.damage.to-player]',
    );
    expect(sections[2]!.description).toContain('**Combat damage step** [510.1 · 510.2]');
    expect(sections.at(-1)!.footer).toBe('MTG Comprehensive Rules 2025-02-07 · rule numbers and knowledge-base ids in brackets');
    expect(sections[0]!.tone).toBe('success');
  });

  it('writes protection and colours the way French players say them', () => {
    const fr = text(renderCheck(checkScenario('mtg ; A: w=4/4 red ; B: x=2/2 pro:red ; attack w ; block x>w ; cast A: color white x'), 'fr'));
    expect(fr).toContain('protection contre le rouge');
    expect(fr).toContain('devient de couleur blanche');
    expect(fr).not.toContain('protection (');
    const en = text(renderCheck(checkScenario('mtg ; A: w=4/4 red ; B: x=2/2 pro:red ; attack w ; block x>w'), 'en'));
    expect(en).toContain('protection from red');
  });

  it('speaks Japanese and French', () => {
    const ja = text(renderCheck(trample, 'ja'));
    expect(ja).toContain('• B：ライフ20 → 19');
    expect(ja).toContain('xは死亡（致死ダメージ）');
    expect(ja).toContain('MTG総合ルール 2025-02-07');
    expect(ja).toContain('（仮定）');
    const fr = text(renderCheck(trample, 'fr'));
    expect(fr).toContain('• B : 20 → 19 points de vie');
    expect(fr).toContain('x meurt (blessures mortelles)');
    expect(fr).toContain('Règles complètes de MTG 2025-02-07');
    expect(fr).toContain('(supposé)');
  });

  it('shows both orders when the affected player has not chosen', () => {
    const r = checkScenario('mtg ; A: c=3/3 ; B: y=0/5 prevent:1 ; f=Furnace of Rath double-damage ; attack c>B ; block y>c');
    const outcome = renderCheck(r, 'en')[0]!.description;
    expect(outcome).toContain('▸ B for y: prevention → doubling: y survives with 4 damage (toughness 5)');
    expect(outcome).toContain('▹ B for y: doubling → prevention: y dies (lethal damage)');
    expect(renderCheck(r, 'ja')[0]!.description).toContain('yについてB：倍加 → 軽減：yは死亡（致死ダメージ）');
  });

  it('shows an illegal scenario with its violations right after the outcome', () => {
    const r = checkScenario('mtg ; A: s=battle def=5 ; w=2/2 ; B: x=1/1 ; attack w>s');
    const sections = renderCheck(r, 'en');
    expect(sections[0]!.title).toBe('Illegal scenario');
    expect(sections[0]!.tone).toBe('error');
    expect(sections[1]!.title).toBe('Rule violations');
    expect(sections[1]!.description).toContain(
      "⛔ w attacks s, but A is that battle's protector: a protector can never attack its battle. [310.8b · 508.1b · mtg.battle.protector · mtg.battle.attack]",
    );
    expect(text(renderCheck(r, 'fr'))).toContain('un protecteur ne peut jamais attaquer sa bataille');
  });

  it('leaves no message key untranslated, for every documented example and locale', () => {
    for (const ex of docExamples()) {
      const r = checkScenario(ex.text);
      for (const locale of LOCALES) {
        const out = text(renderCheck(r, locale));
        expect(out, `${locale}: ${ex.text}`).not.toMatch(/engine(-mtg)?\.[a-z-]+\.[a-z]/);
        expect(out).not.toMatch(/\{[a-z]+\}/);
        for (const s of renderCheck(r, locale)) expect(s.description.length).toBeLessThanOrEqual(4096);
      }
    }
  });
});

describe('renderParseErrors', () => {
  it('shows position, line, caret, expected and did-you-mean, in every language', () => {
    const src = 'mtg ; A: w=6/6 tramplee ; B: x=2/2';
    const r = checkScenario(src);
    if (r.ok) throw new Error('expected errors');
    const out = {
      en: renderParseErrors(src, r.errors, 'en'),
      ja: renderParseErrors(src, r.errors, 'ja'),
      fr: renderParseErrors(src, r.errors, 'fr'),
    };
    for (const block of Object.values(out)) {
      const lines = block.split('\n');
      expect(lines[0]).toBe('```');
      expect(lines.at(-1)).toBe('```');
      expect(lines[2]).toBe(`  ${src}`);
      expect(lines[3]).toBe(`  ${' '.repeat(15)}^^^^^^^^`);
    }
    expect(out.en).toContain('Line 1, column 16: I don\'t know the word “tramplee”.');
    expect(out.en).toContain('Did you mean “trample”?');
    expect(out.ja).toContain('1行目 16文字目：「tramplee」という語を知りません。');
    expect(out.ja).toContain('もしかして「trample」？');
    expect(out.ja).toContain('期待される入力：');
    expect(out.fr).toContain('Ligne 1, colonne 16 : Je ne connais pas le mot « tramplee ».');
    expect(out.fr).toContain('Vouliez-vous dire « trample » ?');
    expect(out.fr).toContain('Attendu : ');
  });

  it('lines the caret up under Japanese text', () => {
    const src = 'マジック\nA: w=大クロウラー 6/6 トランプルー';
    const r = checkScenario(src);
    if (r.ok) throw new Error('expected errors');
    const [line, caret] = caretLines(src, r.errors[0]!);
    const before = line.slice(0, line.indexOf('トランプルー'));
    expect(width(caret.slice(0, caret.indexOf('^')))).toBe(width(before));
    expect(caret.trim()).toBe('^'.repeat(12));
    expect(renderParseErrors(src, r.errors, 'ja')).toContain('もしかして「トランプル」？');
  });

  it('windows a long line around the error and keeps the block closed', () => {
    const src = `mtg ; A: ${Array.from({ length: 20 }, (_, i) => `c${i}=2/2`).join(' ; ')} ; q=1/1 bogus ; B: x=\`\`\`1/1`;
    const r = checkScenario(src);
    if (r.ok) throw new Error('expected errors');
    const [line, caret] = caretLines(src, r.errors[0]!);
    expect(line.startsWith('…')).toBe(true);
    expect(line.length).toBeLessThan(80);
    expect(line.slice(caret.indexOf('^'), caret.indexOf('^') + 5)).toBe('bogus');
    const block = renderParseErrors(src, r.errors, 'en');
    expect(block.match(/```/g)).toHaveLength(2);
  });

  it('caps the number of errors shown', () => {
    const src = 'mtg ; A: ' + Array.from({ length: 9 }, (_, i) => `c${i}=2/2 bad${i}`).join(' ; ');
    const r = checkScenario(src);
    if (r.ok) throw new Error('expected errors');
    expect(r.errors).toHaveLength(9);
    const block = renderParseErrors(src, r.errors, 'en');
    expect(block).toContain('… errors not shown: 4.');
    expect(renderCheck(r, 'en')[0]!.title).toBe('The scenario could not be read (errors: 9)');
  });
});

describe('grouped outcome lines', () => {
  const dies = (creature: string, reason = 'deathtouch') => ({ key: 'engine-mtg.outcome.destroyed', params: { creature, reason } });
  it('three or more creatures dying for the same reason are one line, in each language; two stay two', () => {
    const grouped = groupOutcome([dies('a'), { key: 'engine-mtg.outcome.life', params: { player: 'B', from: 20, to: 12 } }, dies('b'), dies('c'), dies('w', 'lethal damage')]);
    expect(grouped.map((m) => tm('en', m))).toEqual(['3 creatures die (deathtouch): a, b, c', 'B: 20 → 12 life', 'w dies (lethal damage)']);
    expect(tm('ja', grouped[0]!)).toBe('3体のクリーチャーが死亡（deathtouch）：a、b、c');
    expect(tm('fr', grouped[0]!)).toBe('3 créatures meurent (deathtouch) : a, b, c');
    expect(groupOutcome([dies('a'), dies('b')]).map((m) => tm('en', m))).toEqual(['a dies (deathtouch)', 'b dies (deathtouch)']);
  });
});
