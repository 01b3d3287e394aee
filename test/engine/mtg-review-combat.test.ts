/**
 * An outside review of the combat answers added last round — banding (702.22), Two-Headed Giant (810, 805.10,
 * 704.6), battles in teams (310), protection in combat (702.16), blocking restrictions, trample with banding and
 * protection, poison and infect in teams. Each case here is a position where the engine's answer disagreed with
 * the Comprehensive Rules (or said the wrong rule) before it was fixed; the test asserts what the user reads.
 */
import { describe, expect, it } from 'vitest';
import { renderCheck } from '../../commands/render/resolution.ts';
import type { Locale } from '../../commands/i18n.ts';
import { object, ok, player } from './helpers.ts';

type R = ReturnType<typeof ok>;
const text = (r: R, locale: Locale = 'en') =>
  renderCheck(r, locale)
    .map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name} ${f.value}`)].join('\n'))
    .join('\n');

describe('banding: the usual split of the player who divides (702.22j, 702.22k)', () => {
  it('a 4/4 blocking a band of two 3/3s: the attacking player spreads 2 and 2 and loses nothing', () => {
    const r = ok('mtg ; A: w=3/3 banding ; v=3/3 ; B: x=4/4 ; attack band w,v>B ; block x>w');
    expect(r.resolution.violations).toEqual([]);
    expect(object(r, 'w').zone).toBe('battlefield');
    expect(object(r, 'v').zone).toBe('battlefield');
    expect(object(r, 'w').damage).toBe(2);
    expect(object(r, 'v').damage).toBe(2);
    expect(object(r, 'x').zone).toBe('graveyard');
    const en = text(r);
    expect(en).toContain('A assigns the 4 combat damage of x — legal: any split of 4 among w, v. Trace follows: w=2 v=2 (spread so that none of them gets lethal damage) (assumed)');
    expect(en).toContain('[702.22k');
    expect(text(r, 'ja')).toContain('w=2 v=2（どのクリーチャーも致死ダメージを受けないように分ける）');
    expect(text(r, 'fr')).toContain("w=2 v=2 (réparties pour qu'aucune ne reçoive de blessures mortelles)");
  });

  it('the defending player spreads an attacker\'s damage over two blockers when one alone would die', () => {
    const r = ok('mtg ; A: w=5/5 ; B: x=3/3 banding ; y=4/4 ; attack w>B ; block x,y>w');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'y').zone).toBe('battlefield');
    expect(object(r, 'x').damage + object(r, 'y').damage).toBe(5);
    expect(object(r, 'w').damage).toBe(7);
    expect(object(r, 'w').zone).toBe('graveyard');
    expect(player(r, 'B').life).toBe(20);
  });

  it('deathtouch can\'t be spread: all of it still goes on one creature, and only that one dies', () => {
    const r = ok('mtg ; A: w=1/1 banding ; v=4/4 ; B: x=2/2 deathtouch ; attack band w,v>B ; block x>w');
    const lost = ['w', 'v'].filter((id) => object(r, id).zone === 'graveyard');
    expect(lost).toHaveLength(1);
    expect(text(r)).toContain('so at most one creature is lost');
  });
});
