import { ButtonStyle, MessageFlags, TextInputStyle } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { ReplyView, ViewSection } from '../../commands/types.ts';
import { clip, LIMITS, renderChoices, renderEdit, renderEmbeds, renderMessage, renderModal, TONE_COLORS, totalSize } from '../../bot/discord/render.ts';
import { limitProblems } from './limits.ts';

const lines = (n: number, word = 'damage') => Array.from({ length: n }, (_, i) => `Line ${i + 1}: the ${word} goes on and on.`).join('\n');

function view(sections: ViewSection[], extra: Partial<ReplyView> = {}): ReplyView {
  return { locale: 'en', ephemeral: false, sections, ...extra };
}

describe('clip', () => {
  it('keeps short text as is', () => {
    expect(clip('short', 10)).toBe('short');
  });

  it('cuts at a line boundary with an ellipsis, within the limit', () => {
    const out = clip(lines(50), 300);
    expect(out.length).toBeLessThanOrEqual(300);
    expect(out.endsWith('\n…')).toBe(true);
    // Every kept line is whole.
    for (const line of out.split('\n').slice(0, -1)) expect(line).toMatch(/^Line \d+: the damage goes on and on\.$/);
  });

  it('closes a code block the cut left open, and never splits an emoji', () => {
    const code = '```\n' + lines(40) + '\n```';
    const out = clip(code, 200);
    expect(out.length).toBeLessThanOrEqual(200);
    expect(out.match(/```/g)).toHaveLength(2);
    const emoji = '🃏'.repeat(100);
    const cut = clip(emoji, 51);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(/[\ud800-\udbff](?![\udc00-\udfff])/.test(cut)).toBe(false);
  });
});

describe('renderEmbeds', () => {
  it('maps tone to colour, keeps short sections intact', () => {
    const [e] = renderEmbeds(view([{ title: 'Trample', description: 'Assign lethal first.', tone: 'historical', footer: 'mtg · id', fields: [{ name: 'Sources', value: 'CR 702.19b', inline: true }] }]));
    expect(e).toEqual({ title: 'Trample', description: 'Assign lethal first.', color: TONE_COLORS.historical, footer: { text: 'mtg · id' }, fields: [{ name: 'Sources', value: 'CR 702.19b', inline: true }] });
  });

  it('fits an oversized view inside every Discord limit, moving overflow into "…" notes', () => {
    const huge: ViewSection = {
      title: 'T'.repeat(400),
      description: lines(400),
      footer: 'F'.repeat(3000),
      tone: 'info',
      fields: Array.from({ length: 30 }, (_, i) => ({ name: `Field ${i + 1} ${'n'.repeat(300)}`, value: lines(60, `field ${i + 1}`) })),
    };
    const sections = Array.from({ length: 12 }, (_, i) => ({ ...huge, title: `Section ${i + 1}` }));
    const embeds = renderEmbeds(view(sections, { locale: 'ja' }));
    expect(limitProblems({ embeds })).toEqual([]);
    expect(embeds.length).toBeLessThanOrEqual(LIMITS.embeds);
    expect(totalSize(embeds)).toBeLessThanOrEqual(6000);
    expect(totalSize(embeds)).toBeGreaterThan(5000); // shrunk, not emptied
  });

  it('turns fields beyond 25 into one localized note naming them', () => {
    const fields = Array.from({ length: 30 }, (_, i) => ({ name: `f${i + 1}`, value: 'v' }));
    const [en] = renderEmbeds(view([{ title: 't', description: 'd', tone: 'info', fields }]));
    expect(en!.fields).toHaveLength(25);
    expect(en!.fields![24]!.name).toBe('…');
    expect(en!.fields![24]!.value).toBe('6 more not shown:\n• f25\n• f26\n• f27\n• f28\n• f29\n• f30');
    const [fr] = renderEmbeds(view([{ title: 't', description: 'd', tone: 'info', fields }], { locale: 'fr' }));
    expect(fr!.fields![24]!.value.split('\n')[0]).toBe('6 autres non affichés :');
  });

  it('keeps at most 10 embeds, the last one listing the rest', () => {
    const sections = Array.from({ length: 13 }, (_, i) => ({ title: `S${i + 1}`, description: 'x', tone: 'info' as const }));
    const embeds = renderEmbeds(view(sections, { locale: 'ja' }));
    expect(embeds).toHaveLength(10);
    expect(embeds[9]!.description).toBe('ほか 4 セクション（表示しきれませんでした）:\n• S10\n• S11\n• S12\n• S13');
  });

  it('shortens the longest texts first so short fields (citations) survive whole', () => {
    const embeds = renderEmbeds(
      view([
        { title: 'Answer', description: lines(200), tone: 'info', fields: [{ name: 'What changed', value: lines(40) }, { name: 'Sources', value: '• CR 702.19b (2025-02-07)' }] },
        { title: 'Pinned', description: lines(100, 'pin'), tone: 'pinned' },
      ]),
    );
    expect(totalSize(embeds)).toBeLessThanOrEqual(6000);
    expect(embeds[0]!.fields![1]).toEqual({ name: 'Sources', value: '• CR 702.19b (2025-02-07)' });
    expect(embeds[0]!.description!.endsWith('\n…')).toBe(true);
  });

  it('never sends an empty field or description', () => {
    const [e] = renderEmbeds(view([{ title: '', description: '   ', tone: 'error', fields: [{ name: '', value: '' }] }]));
    expect(limitProblems({ embeds: [e] })).toEqual([]);
  });
});

describe('renderMessage', () => {
  it('marks private views ephemeral, never parses mentions, attaches files', () => {
    const v = view([{ title: 't', description: '@everyone <@123>', tone: 'info' }], { ephemeral: true, content: '@here', file: { name: 'pins export.yaml', content: 'a: 1\n' } });
    const m = renderMessage(v);
    expect(m.flags).toBe(MessageFlags.Ephemeral);
    expect(m.allowedMentions).toEqual({ parse: [] });
    expect(m.files).toEqual([{ attachment: Buffer.from('a: 1\n'), name: 'pins_export.yaml' }]);
    expect(renderMessage({ ...v, ephemeral: false }).flags).toBeUndefined();
    expect(renderEdit(v)).not.toHaveProperty('flags');
  });

  it('lays buttons out 5 per row, at most 5 rows, no duplicate ids, labels ≤ 80', () => {
    const actions = Array.from({ length: 30 }, (_, i) => ({ id: `ruling:x:${i % 28}`, label: 'L'.repeat(i === 0 ? 120 : 5), style: i === 0 ? ('primary' as const) : undefined }));
    const m = renderMessage(view([{ title: 't', description: 'd', tone: 'info' }], { actions }));
    expect(limitProblems(m)).toEqual([]);
    expect(m.components).toHaveLength(5);
    expect(m.components.map((r) => r.components.length)).toEqual([5, 5, 5, 5, 5]);
    expect(m.components[0]!.components[0]).toMatchObject({ style: ButtonStyle.Primary, custom_id: 'ruling:x:0' });
    const [first, second] = m.components[0]!.components as Array<{ label: string; style: number }>;
    expect(first!.label.length).toBeLessThanOrEqual(80);
    expect(second!.style).toBe(ButtonStyle.Secondary);
  });

  it('puts a select menu in its own row (≤ 25 options, no duplicate values), replacing the last button row when full', () => {
    const menu = { id: 'ruling:open:en', placeholder: 'Related…', options: Array.from({ length: 30 }, (_, i) => ({ label: `Entry ${i % 27}`, value: `mtg.e${i % 27}` })) };
    const few = renderMessage(view([{ title: 't', description: 'd', tone: 'info' }], { actions: [{ id: 'ruling:public:x', label: 'Post' }], menu }));
    expect(limitProblems(few)).toEqual([]);
    expect(few.components).toHaveLength(2);
    const select = few.components[1]!.components[0] as { type: number; options: Array<{ value: string }> };
    expect(select.type).toBe(3);
    expect(select.options).toHaveLength(25);
    expect(new Set(select.options.map((o) => o.value)).size).toBe(25);
    const actions = Array.from({ length: 25 }, (_, i) => ({ id: `ruling:x:${i}`, label: 'L' }));
    const full = renderMessage(view([{ title: 't', description: 'd', tone: 'info' }], { actions, menu }));
    expect(full.components).toHaveLength(5);
    expect(full.components[4]!.components[0]!.type).toBe(3);
  });
});

describe('renderModal and renderChoices', () => {
  it('builds a modal with a paragraph input for long text, within Discord limits', () => {
    const modal = renderModal({
      id: 'check:modal',
      title: 'A very long modal title that goes well past forty-five characters',
      inputs: [{ id: 'scenario', label: 'Scenario', style: 'paragraph', placeholder: 'mtg; A: w=6/6 trample', maxLength: 9000 }],
    });
    expect(modal.title.length).toBeLessThanOrEqual(45);
    const input = (modal.components[0] as any).components[0]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(input).toMatchObject({ type: 4, custom_id: 'scenario', style: TextInputStyle.Paragraph, required: true, max_length: 4000, placeholder: 'mtg; A: w=6/6 trample' });
  });

  it('answers autocomplete with ≤ 25 choices of ≤ 100 characters, dropping values Discord would refuse', () => {
    const choices = Array.from({ length: 40 }, (_, i) => ({ name: `${'名前'.repeat(80)} ${i}`, value: i === 3 ? 'v'.repeat(101) : `mtg.id.${i}` }));
    const out = renderChoices(choices);
    expect(out).toHaveLength(25);
    expect(out.every((c) => c.name.length >= 1 && c.name.length <= 100 && c.value.length <= 100)).toBe(true);
    expect(out.map((c) => c.value)).not.toContain('v'.repeat(101));
  });
});
