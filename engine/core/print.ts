/** The shared printer: writes any parsed scenario back in canonical form (one statement per line, or one line). */
import type { AnyGameModule } from './game.ts';
import type { ScenarioBase } from './types.ts';

export interface PrintOptions {
  /** One line with " ; " between statements (what a Discord user types). Default: one statement per line. */
  oneLine?: boolean;
}

export function printWith(module: AnyGameModule, s: ScenarioBase, options: PrintOptions = {}): string {
  const syntax = module.syntax;
  const lines: string[] = [module.id];
  for (const p of s.players) {
    const attrs = syntax.printPlayerAttributes(p);
    const objects = s.objects.filter((o) => o.controller === p.id);
    const defs = objects.map((o) => `${o.id}=${syntax.printObject(o)}`);
    if (attrs) {
      lines.push(`${p.id}: ${attrs}`, ...defs);
    } else if (defs.length) {
      lines.push(`${p.id}: ${defs[0]}`, ...defs.slice(1));
    } else {
      lines.push(`${p.id}:`);
    }
  }
  for (const a of s.actions) lines.push(syntax.printAction(a));
  return lines.join(options.oneLine ? ' ; ' : '\n');
}
