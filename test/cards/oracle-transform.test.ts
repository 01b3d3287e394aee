/**
 * Transforming double-faced cards read from real cards (ninth stretch): a card used by name carries its other face
 * from the card data (`back=…`), and the Innistrad werewolves' upkeep trigger transforms it when the scenario says no
 * spells were cast last turn (`cast-last-turn=0` on the players) — the trace citing 701.28a and 603.4. Cards are read
 * from the reference pool at run time (../shared/reference), never copied.
 */
import { describe, expect, it } from 'vitest';
import { renderSteps } from '../../commands/render/resolution.ts';
import { useCardCheck } from '../helpers/card-check.ts';
import { REFERENCE_CARDS } from '../helpers/reference-cards.ts';

const { check, reply, resolved } = useCardCheck('rulebot-transform-');

describe.skipIf(!REFERENCE_CARDS)('transforming werewolves, from real cards by name (701.28a, 603.4)', () => {
  it('Village Ironsmith: no spells last turn — at the upkeep it transforms into Ironfang, a 3/1 first striker, and attacks as it', async () => {
    const text = 'mtg ; A cast-last-turn=0 ; B cast-last-turn=0 ; A: w=Village Ironsmith ; B: x=Grizzly Bears ; attack w';
    const out = await reply(text);
    expect(out).toContain('w=Village Ironsmith 1/1 red first-strike transform-if-no-spells subtypes=Human,Werewolf mv=2 back=Ironfang');
    expect(out).not.toContain('not modelled');
    const { life, obj } = resolved(text);
    expect(obj('w')).toMatchObject({ label: 'Ironfang (w)', power: 3, toughness: 1 });
    expect(life('B')).toBe(17);
    const en = renderSteps(check(text), 'en').join('\n');
    expect(en).toContain('Village Ironsmith (w) transforms: it is now Ironfang (w)');
    expect(en).toContain('[701.28a · 712.8e]');
    expect(renderSteps(check(text), 'ja').join('\n')).toContain('Village Ironsmith (w)が変身する');
    expect(renderSteps(check(text), 'fr').join('\n')).toContain('Village Ironsmith (w) se transforme');
  });

  it('a spell cast last turn, or a turn the scenario says nothing of: it does not transform, and the trace says why', async () => {
    const cast = resolved('mtg ; A cast-last-turn=0 ; B cast-last-turn=1 ; A: w=Village Ironsmith ; B: x=Grizzly Bears ; attack w');
    expect(cast.obj('w')).toMatchObject({ label: 'Village Ironsmith (w)', power: 1, toughness: 1 });
    const text = 'mtg ; A: w=Village Ironsmith ; B: x=Grizzly Bears ; attack w';
    expect(resolved(text).obj('w')).toMatchObject({ label: 'Village Ironsmith (w)', power: 1 });
    expect(renderSteps(check(text), 'en').join('\n')).toContain("Village Ironsmith (w)'s upkeep ability asks how many spells were cast last turn");
  });

  it('in response to the transform trigger, the human side is shocked: the 1/1 dies before it can become a 3/1', async () => {
    const { obj } = resolved('mtg ; A cast-last-turn=0 ; A: w=Village Ironsmith ; B: x=Grizzly Bears ; cast B Shock: w');
    expect(obj('w')).toMatchObject({ zone: 'graveyard', label: 'Village Ironsmith (w)' });
  });

  it('Ironfang named alone (its back face): its trigger reads, but with no other face in the scenario it stays as it is', async () => {
    const text = 'mtg ; B cast-last-turn=2 ; A: w=Ironfang +1/+1=1 ; B: x=Grizzly Bears ; attack w';
    const out = await reply(text);
    expect(out).not.toContain('not modelled');
    const { obj } = resolved(text);
    // a card named by its back face carries no other face in the scenario: nothing to transform into (701.28c)
    expect(obj('w')).toMatchObject({ label: 'Ironfang (w)' });
    expect(renderSteps(check(text), 'en').join('\n')).toContain('Ironfang (w) has no other face in the scenario');
  });
});
