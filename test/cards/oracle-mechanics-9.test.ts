/**
 * Keywords and named mechanics read from real cards' Oracle text (ninth stretch, oracle9c): `/check` by card name
 * alone, the engine doing what the card says, choices left to a player shown as choices, the trace citing the
 * keyword's rules. Cards are read from the reference pool at run time (../shared/reference), never copied.
 */
import { describe, expect, it } from 'vitest';
import { renderSteps } from '../../commands/render/resolution.ts';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { check, reply, resolved } = useCardCheck('rulebot-mechanics9-');

describe.skipIf(!REFERENCE_CARDS)('keywords of the ninth stretch, from real cards by name', () => {
  it('Coalition Warbrute (enlist): it taps the strongest creature that stayed home and gets its power [702.154a]', async () => {
    const text = 'mtg ; A: w=Coalition Warbrute ; b=Grizzly Bears ; s=Hill Giant ; B: x=0/1 ; attack w';
    const out = await reply(text);
    expect(out).toContain('w=Coalition Warbrute 3/4 red trample enlist');
    expect(out).not.toContain('not modelled');
    const { life, obj } = resolved(text);
    expect(life('B')).toBe(14);
    expect(obj('s')).toMatchObject({ tapped: true });
    expect(obj('b').tapped).toBeFalsy();
    const en = renderSteps(check(text), 'en').join('\n');
    expect(en).toContain('Coalition Warbrute (w) enlists Hill Giant (s)');
    expect(en).toContain('[702.154a · 702.154c · 508.1h]');
    expect(out).toContain('Hill Giant (s), the one with the greatest power');
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('Hill Giant (s)を徴募する');
    expect(renderSteps(check(text), 'fr').join('\n')).toContain('enrôle Hill Giant (s)');
  });

  it('enlist can\'t tap an attacker, a tapped creature or one that came this turn: nothing to enlist, the attacker alone', () => {
    const { life, obj } = resolved('mtg ; A: w=Coalition Warbrute ; b=Grizzly Bears ; s=Hill Giant sick ; t=Hill Giant tapped ; B: x=0/1 ; attack w,b');
    expect(life('B')).toBe(15);
    expect(obj('s').tapped).toBeFalsy();
    expect(obj('b')).toMatchObject({ tapped: true });
  });

  it('Benthic Infiltrator (ingest): its combat damage makes the player exile their top card [702.115a]', async () => {
    const text = 'mtg ; A: w=Benthic Infiltrator ; B library=5 ; x=0/1 ; l=Forest land zone=library ; attack w';
    const out = await reply(text);
    expect(out).toContain('w=Benthic Infiltrator 1/4 unblockable ingest');
    expect(out).not.toContain('not modelled');
    const { life, obj, r } = resolved(text);
    expect(life('B')).toBe(19);
    expect(obj('l').zone).toBe('exile');
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.cards).toMatchObject({ library: 5 });
    const en = renderSteps(check(text), 'en').join('\n');
    expect(en).toContain('B exiles the top card of their library (among them Forest (l)); 5 left in library.');
    expect(en).toContain('[702.115a]');
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('Bがライブラリーの一番上からカードを1枚追放する');
    expect(renderSteps(check(text), 'fr').join('\n')).toContain('B exile la carte du dessus de sa bibliothèque');
  });

  it('Blastoderm (fading 3): at its controller\'s upkeep a fade counter goes; with none left it is sacrificed [702.32a]', async () => {
    const text = 'mtg ; A: b=Blastoderm ; B: x=0/1 ; attack b';
    const out = await reply(text);
    expect(out).toContain('b=Blastoderm 5/5 green shroud fading:3');
    expect(out).not.toContain('not modelled');
    expect(out).toContain('Blastoderm (b) is taken to have all its 3 fade counters');
    expect(resolved(text).life('B')).toBe(15);
    const en = renderSteps(check(text), 'en').join('\n');
    expect(en).toContain('A fade counter is removed from Blastoderm (b): 2 left. [702.32a]');
    const last = resolved('mtg ; A: b=Blastoderm fade=0 ; B: x=0/1 ; attack b');
    expect(last.obj('b').zone).toBe('graveyard');
    expect(renderSteps(check('mtg ; A: b=Blastoderm fade=0 ; B: x=0/1 ; attack b'), 'fr').join('\n')).toContain("n'a plus de marqueur « évanescence » à retirer");
    // on the opponent's turn nothing is removed
    expect(renderSteps(check('mtg ; A: x=0/1 ; B: b=Blastoderm fade=0 ; attack x'), 'en').join('\n')).not.toContain('fade counter');
  });

  it('Deadly Grub (vanishing 3): the last time counter removed triggers its sacrifice, which can be answered [702.63a]', async () => {
    const text = 'mtg ; A: g=Deadly Grub time=1 ; B: x=0/1 ; resolve ; resolve';
    const out = await reply(text);
    expect(out).toContain('g=Deadly Grub 3/1 black vanishing:3');
    expect(out).not.toContain('Deadly Grub (g) is taken to have');
    const { obj } = resolved(text);
    expect(obj('g').zone).toBe('graveyard');
    const en = renderSteps(check(text), 'en').join('\n');
    expect(en).toContain('A time counter is removed from Deadly Grub (g): that was the last one. [702.63a]');
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('Deadly Grub (g)から時間カウンターを1個取り除く');
    // two left: one is removed, it stays
    expect(resolved('mtg ; A: g=Deadly Grub time=2 ; B: x=0/1 ; resolve').obj('g').zone).toBe('battlefield');
    // cast during the scenario, it enters with its three counters
    expect(renderSteps(check('mtg ; A: w=1/1 ; B: x=0/1 ; cast A g=Deadly Grub ; resolve'), 'en').join('\n')).toContain('Deadly Grub (g) enters with 3 time counters (vanishing).');
  });
});
