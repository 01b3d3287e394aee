/**
 * No module imports itself back at run time (type-only imports aside): a cycle makes whichever module loads
 * first see the other's exports as undefined, which is how /help once had to read the command list lazily.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../package-root.ts';

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Relative imports and re-exports that exist at run time: not `import type`, not `{ type A, type B }` only. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const deps: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+'(\.[^']+)'/gm)) {
    const names = /^\{([^}]*)\}$/.exec(m[1]!.trim());
    if (names && names[1]!.split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    deps.push(normalize(join(dirname(file), m[2]!)));
  }
  return deps;
}

describe('module graph', () => {
  it('has no runtime import cycle', () => {
    // The game engines' rule files (engine/mtg …) are being split around a kernel (issue #27): not checked here yet.
    const files = ['bot', 'commands', 'engine/core', 'rulings', 'store'].flatMap((d) => sources(join(PACKAGE_ROOT, d)));
    const graph = new Map(files.map((f) => [f, runtimeImports(f)]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      stack.push(file);
      for (const dep of graph.get(file) ?? []) {
        if (!graph.has(dep)) continue;
        if (state.get(dep) === 'open') cycles.push([...stack.slice(stack.indexOf(dep)), dep].map((f) => relative(PACKAGE_ROOT, f)).join(' → '));
        else if (!state.has(dep)) visit(dep);
      }
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
