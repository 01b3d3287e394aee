/**
 * Choices made when a card is played or resolves (§target-wording): the legal range by side and level, units
 * that can't be chosen by the opponent, and a card that can't be played without a legal choice.
 */
import { list } from '../core/messages.ts';
import { CITE, R } from './cites.ts';
import type { GrAction } from './scenario.ts';
import { type Moment } from './cards.ts';
import { msg } from './messages.ts';
import type { GrHost, Unit } from './state.ts';

/** What choose rules ask of the kernel (resolve.ts). */
export type ChooseHost = Pick<GrHost, 'assume' | 'choices' | 'has' | 'name' | 'noChoice' | 'notes' | 'rulings' | 'step' | 'units' | 'unpaid' | 'violate'>;

/** A choice made when the card is played (「選ぶ」): without a legal choice the card can't be played at all. */
export function choose(run: ChooseHost, a: Extract<GrAction, { kind: 'choose' }>): void {
  const spec = a.spec;
  const card = a.label ?? msg('the-card');
  const limit = typeof spec.maxLevel === 'string' ? levelOf(run, spec.maxLevel) : spec.maxLevel;
  const lower = spec.lower ?? 0;
  const cites: string[] = [CITE.targetWording];
  const rules: string[] = [R.targetWording];
  // the rulings of the card making the choice, on the kind of choice it makes
  const moments: Moment[] = [...(lower > 0 ? ['choose-lower-level' as const] : []), ...(typeof spec.maxLevel === 'string' ? ['choose-level-of' as const] : []), 'choose', ...(spec.resolve ? ['choose-on-resolution' as const] : [])];
  for (const m of moments) {
    const card = run.rulings(m, a.label);
    cites.push(...card.cites);
    rules.push(...card.rules);
  }
  const sideOk = (u: Unit) => (spec.side === 'enemy' ? u.o.controller !== a.player : spec.side === 'friendly' ? u.o.controller === a.player : true);
  const levelOk = (u: Unit) => limit === undefined || (u.o.level !== undefined && u.o.level - (u.o.controller !== a.player ? lower : 0) <= limit);
  const onField = [...run.units.values()].filter((u) => u.zone === 'battlefield' && sideOk(u));
  if (limit !== undefined) {
    for (const u of onField) if (u.o.level === undefined) run.assume('level-unknown', { unit: u.label }, rules, [CITE.targetWording]);
  }
  // "can't be chosen by the opponent's abilities" protects only from a choice made when the card is played
  const shielded = (u: Unit) => run.has(u, '相手に選ばれない') && (spec.resolve === true || u.o.controller !== a.player);
  const eligible = onField.filter(levelOk);
  const legal = spec.resolve ? eligible : eligible.filter((u) => !shielded(u));
  const what = msg(`side.${spec.side}`);
  const range = limit === undefined ? what : lower > 0 ? msg('range.level-lower', { what, level: limit, lower }) : msg('range.level', { what, level: limit });
  const key = spec.resolve ? 'choose-on-resolution' : 'choose-range';
  run.step(legal.length ? key : `${key}-none`, { player: a.player, card, range, count: legal.length, units: list('comma', legal.map((u) => u.label)) }, cites, rules);
  for (const u of eligible.filter(shielded)) {
    run.step(spec.resolve ? 'shield-irrelevant' : 'shield-excludes', { unit: u.label, card }, cites, rules);
  }
  if (legal.length === 0 && spec.resolve) {
    run.step('nothing-to-choose', { card, range }, cites, rules);
    return;
  }
  if (legal.length === 0) {
    const ruling = run.rulings('no-legal-choice', a.label);
    run.step('no-legal-choice', { card, range }, [CITE.targetWording, ...ruling.cites], [R.targetWording, ...ruling.rules]);
    run.notes.push(msg('outcome.no-legal-choice', { card }));
    if (a.label !== undefined) {
      run.unpaid.set(a.label, msg('why.no-choice'));
      run.noChoice.add(a.label);
    }
    return;
  }
  if (spec.pick !== undefined) {
    const u = run.units.get(spec.pick);
    if (!u || !legal.includes(u)) {
      const reason = !u || u.zone !== 'battlefield' ? 'not-on-field' : !sideOk(u) ? 'side' : shielded(u) && !spec.resolve ? 'shielded' : 'level';
      const level = u?.o.level ?? '?';
      run.violate('choice-illegal', { object: run.name(spec.pick), range, reason: msg(`why-illegal.${reason}`, { level }) }, rules, cites, false);
      return;
    }
    run.step('chosen', { player: a.player, unit: u.label, card }, cites, rules);
    return;
  }
  run.choices.push({
    chooser: a.player,
    what: msg(spec.resolve ? 'choice.choose-on-resolution' : 'choice.choose', { chooser: a.player, card }),
    range: msg('range.choose', { units: list('or', legal.map((u) => u.label)) }),
    taken: msg('taken.choose', { unit: legal[0]!.label }),
    assumed: legal.length > 1,
    cites,
    rules,
  });
}

export function levelOf(run: ChooseHost, id: string): number | undefined {
  const u = run.units.get(id);
  if (!u) return undefined;
  if (u.o.level === undefined) run.assume('level-unknown', { unit: u.label }, [R.targetWording], [CITE.targetWording]);
  return u.o.level;
}
