/**
 * Destruction (§destruction-change): a unit destroyed goes to the graveyard at once unless something keeps it on
 * the field — 【ソウルガード】 (one soul each time), a "stays on the field" effect paid with a damage reversal — still a
 * destruction each time; "put into the graveyard" is not destruction; a replacement may exile it instead.
 */
import type { Message } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { CITE, R } from './cites.ts';
import { printDr } from './print.ts';
import { msg } from './messages.ts';
import type { GrHost, Unit, Cause } from './state.ts';
import { defaultPick, eligibleCards, flip } from './damage-zone.ts';

/** What destruction rules ask of the kernel (resolve.ts). */
export type DestructionHost = Pick<GrHost, 'assume' | 'choices' | 'controllerOf' | 'forced' | 'has' | 'name' | 'noChoice' | 'notes' | 'opponentOf' | 'points' | 'ruler' | 'rulings' | 's' | 'stats' | 'step' | 'units' | 'unpaid' | 'violate' | 'warn'>;

export function unitFor(run: DestructionHost, id: string, what: string): Unit | undefined {
  const u = run.units.get(id);
  if (!u) {
    run.violate('not-a-unit', { object: run.name(id), what: msg(`what-action.${what}`) }, [R.destruction], [], false);
    return undefined;
  }
  if (u.zone !== 'battlefield') {
    run.warn('not-on-field', { unit: u.label }, [R.destruction], [CITE.destroyImmediate]);
    return undefined;
  }
  return u;
}

export function causeMsg(run: DestructionHost, cause: Cause, card?: string): Message {
  return card ? msg(`cause.${cause}-named`, { card }) : msg(`cause.${cause}`);
}

/** Destruction: the card goes to the graveyard at once, unless something keeps it on the field. */
export function destroy(run: DestructionHost, u: Unit, cause: Cause, card?: string): void {
  if (cause !== 'damage' && run.has(u, 'ダメージ以外で破壊されない')) {
    const cites: string[] = [CITE.parzival];
    if (cause === 'deathtouch') cites.push(CITE.deathtouch);
    run.step('only-damage', { unit: u.label, cause: causeMsg(run, cause, card) }, cites, [R.parzival]);
    return;
  }
  u.destroyed++;
  const { hp } = run.stats(u);
  run.step(
    cause === 'damage' ? 'destroyed-damage' : 'destroyed',
    { unit: u.label, damage: u.damage, hp, cause: causeMsg(run, cause, card) },
    [CITE.destroyImmediate],
    cause === 'damage' ? [R.destruction] : [R.destruction],
  );
  let saved = false;
  if (run.has(u, 'ソウルガード')) {
    if (u.soul > 0) {
      run.choices.push({
        chooser: u.o.controller,
        what: msg('choice.soulguard', { chooser: u.o.controller, unit: u.label }),
        range: msg('range.soulguard', { souls: u.soul }),
        taken: msg('taken.soulguard'),
        assumed: true,
        cites: [CITE.soulguard],
        rules: [R.destruction],
      });
      u.soul--;
      const ended = keep(run, u);
      run.step('soulguard', { unit: u.label, left: u.soul, ended }, [CITE.soulguard], u.destroyed > 1 ? [R.destruction, R.vrunzvik] : [R.destruction]);
      saved = true;
    } else {
      run.step('soulguard-empty', { unit: u.label }, [CITE.soulguard], u.destroyed > 1 ? [R.destruction, R.vrunzvik] : [R.destruction]);
    }
  }
  if (!saved && u.o.stay) saved = stay(run, u);
  if (!saved) toGraveyard(run, u, () => run.step('to-graveyard', { unit: u.label }, [CITE.destroyImmediate], [R.destruction]));
  if (run.has(u, '破壊時能力')) {
    run.step(saved ? 'on-destroy-stayed' : 'on-destroy', { unit: u.label }, [saved ? CITE.soulguard : CITE.destroyImmediate], [R.destruction]);
  }
}

/** Goes to the graveyard, unless a replacement exiles it instead (from any zone: an errata, cards.ts). */
export function toGraveyard(run: DestructionHost, u: Unit, announce: () => void): void {
  if (!run.has(u, '墓地の代わりに除外')) {
    u.zone = 'graveyard';
    announce();
    return;
  }
  u.zone = 'exile';
  run.step(u.buried ? 'exiled-instead-buried' : 'exiled-instead', { unit: u.label }, run.rulings('exiled-instead', undefined, u.o.id).cites, [R.tatari]);
}

/** Kept on the field: no move, damage back to 0, effects with a limited duration end. Returns how many ended. */
export function keep(run: DestructionHost, u: Unit): number {
  u.stayed++;
  u.damage = 0;
  const before = u.mods.length;
  u.mods = u.mods.filter((m) => !m.eot);
  return before - u.mods.length;
}

/** A "stays on the field" effect paid with a damage reversal (《神野悪五郎》). */
export function stay(run: DestructionHost, u: Unit): boolean {
  const spec = u.o.stay!;
  const r = run.ruler(u.o.controller);
  const eligible = eligibleCards(run, r, spec);
  if (eligible.length < spec.count) {
    run.step('stay-impossible', { unit: u.label, dr: `DR${printDr(spec)}`, eligible: eligible.length }, [CITE.akugoro, CITE.drBasics], [R.akugoro, R.dr]);
    return false;
  }
  flip(run, r, spec, defaultPick(run, r, spec, []));
  const ended = keep(run, u);
  run.step('stay', { unit: u.label, dr: `DR${printDr(spec)}`, player: r.id, up: r.up.length, down: r.down, ended }, [CITE.akugoro, CITE.soulguard], [R.akugoro, R.dr]);
  return true;
}

/** "Put into the graveyard" is not destruction. */
export function bury(run: DestructionHost, u: Unit, card?: string): void {
  if (u.o.stay) {
    run.step('bury-leaves', { unit: u.label }, [CITE.notGraveyard, CITE.akugoro], [R.destruction, R.akugoro]);
    if (stay(run, u)) return;
  }
  u.buried = true;
  if (run.has(u, '墓地の代わりに除外')) {
    toGraveyard(run, u, () => undefined);
    return;
  }
  u.zone = 'graveyard';
  const notes: Message[] = [];
  if (run.has(u, 'ソウルガード')) notes.push(msg('note.no-soulguard'));
  if (run.has(u, '破壊時能力')) notes.push(msg('note.no-on-destroy'));
  if (run.has(u, 'ダメージ以外で破壊されない')) notes.push(msg('note.no-only-damage'));
  run.step(notes.length ? 'buried-notes' : 'buried', { unit: u.label, card: card ?? msg('an-effect'), notes: list('comma', notes) }, [CITE.notGraveyard], [R.destruction]);
}
