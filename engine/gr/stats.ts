/**
 * ATK and HP (§card-space-doppelganger): modifiers apply in the order they started applying; a unit whose damage
 * reaches its HP is destroyed.
 */
import { CITE, R } from './cites.ts';
import type { GrAction } from './scenario.ts';
import { msg, sign } from './messages.ts';
import type { GrHost, Mod } from './state.ts';
import { destroy, unitFor } from './destruction.ts';

/** What stats rules ask of the kernel (resolve.ts). */
export type StatsHost = Pick<GrHost, 'assume' | 'choices' | 'controllerOf' | 'forced' | 'has' | 'name' | 'noChoice' | 'notes' | 'opponentOf' | 'points' | 'ruler' | 'rulings' | 's' | 'stats' | 'step' | 'units' | 'unpaid' | 'violate' | 'warn'>;

export function modify(run: StatsHost, a: Extract<GrAction, { kind: 'modify' }>): void {
  const u = unitFor(run, a.target, 'modify');
  if (!u) return;
  let mod: Mod;
  if (a.op === 'copy') {
    const src = run.units.get(a.copy!);
    if (!src) {
      run.violate('copy-not-unit', { object: run.name(a.copy!) }, [R.doppelganger], [CITE.doppelganger], false);
      return;
    }
    mod = { op: 'set', atk: src.o.atk ?? 0, hp: src.o.hp ?? 0, eot: a.eot === true };
  } else {
    mod = { op: a.op, atk: a.atk!, hp: a.hp!, eot: a.eot === true };
  }
  const before = run.stats(u);
  u.mods.push(mod);
  const after = run.stats(u);
  const effect = a.label ?? (a.from !== undefined ? run.name(a.from) : msg('an-effect'));
  const change =
    a.op === 'copy'
      ? msg('mod.copy', { unit: run.name(a.copy!), atk: mod.atk, hp: mod.hp })
      : a.op === 'set'
        ? msg('mod.set', { atk: mod.atk, hp: mod.hp })
        : msg('mod.add', { atk: sign(mod.atk), hp: sign(mod.hp) });
  // the Doppelganger's ruling is cited for its own effect (copying) or when the position names it; the section
  // states the general rule (modifiers apply in the order they started applying)
  const doppel = a.op === 'copy' || run.rulings('modify', a.label, u.o.id).cites.length > 0;
  run.step(
    u.mods.length > 1 ? 'modify-after' : 'modify',
    { unit: u.label, effect, change, from: `${before.atk}/${before.hp}`, to: `${after.atk}/${after.hp}`, earlier: u.mods.length - 1 },
    doppel ? [CITE.doppelganger] : [],
    [R.doppelganger],
  );
  if (u.damage >= after.hp) destroy(run, u, 'damage');
}
