/**
 * Ascend and the city's blessing (702.131; engine/mtg/ascend.ts) in the notation: `ascend`, `blessing=yes` on a player
 * and the static condition `(static blessing: …)`. Positions written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, printScenario } from '../../engine/index.ts';
import { ok } from './helpers.ts';

const ten = 'a=1/1 ; b=1/1 ; c=1/1 ; e=1/1 ; f=1/1 ; g=1/1 ; h=1/1 ; i=1/1 ; j=1/1';

describe("the city's blessing (702.131)", () => {
  it('a tenth permanent entering gives it, once; it stays after the count drops (702.131c)', () => {
    const r = ok(`mtg ; A: d=1/1 ascend (static blessing: +2/+2 self) ; a=1/1 ; b=1/1 ; c=1/1 ; e=1/1 ; f=1/1 ; g=1/1 ; h=1/1 ; i=1/1 ; B: x=0/1 ; cast A j=1/1 ; resolve ; cast B: destroy a ; attack d`);
    expect(r.resolution.steps.filter((s) => s.key === 'engine-mtg-ascend.step.blessing')).toHaveLength(1);
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(17);
  });

  it('without ascend, ten permanents give nothing', () => {
    const r = ok(`mtg ; A: d=1/1 (static blessing: +2/+2 self) ; ${ten} ; B: x=0/1 ; attack d`);
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(19);
  });

  it('prints back as written', () => {
    const first = parseScenario('mtg ; A: blessing=yes ; d=1/1 ascend (static blessing: +2/+2 self) ; B: x=1/1').scenario!;
    const printed = printScenario(first, { oneLine: true });
    expect(printed).toContain('blessing=yes');
    expect(printed).toContain('(static blessing: +2/+2 self)');
    expect(parseScenario(printed).scenario).toStrictEqual(first);
  });
});
