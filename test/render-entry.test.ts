import { describe, expect, it } from 'vitest';
import { reflow } from '../commands/render/entry.ts';

describe('reflow', () => {
  it('joins hand-wrapped lines: with a space in Latin text, without one between Japanese characters', () => {
    expect(reflow('A trampler assigns\nlethal damage first.')).toBe('A trampler assigns lethal damage first.');
    expect(reflow('トランプルを持つクリーチャーは\n各ブロッカーに割り振ります。')).toBe('トランプルを持つクリーチャーは各ブロッカーに割り振ります。');
  });

  it('keeps paragraphs and list items', () => {
    expect(reflow('First para\ncontinues.\n\n- one\n- two\n  wrapped')).toBe('First para continues.\n\n- one\n- two wrapped');
  });
});
