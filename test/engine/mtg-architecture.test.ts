/**
 * The shape of the MTG engine (README, "Rules engine"): the kernel (engine/mtg/resolve.ts) owns the event loop and a
 * GameState (state.ts); every rule file declares the small interface it needs from the kernel and never imports the
 * kernel class, so a rule file can be read, tested and changed without it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.ts';

const dir = join(ROOT, 'engine', 'mtg');
const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'resolve.ts');
const source = (f: string) => readFileSync(join(dir, f), 'utf8');

describe('the MTG kernel and its rule files', () => {
  it('no file but the module entry imports the kernel, and that one only its entry point', () => {
    for (const f of files) {
      const imports = [...source(f).matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'\.\/resolve\.ts';/gm)];
      if (f === 'index.ts') {
        expect(imports.flatMap((m) => m[1]!.split(',').map((x) => x.trim())), f).toEqual(['resolveMtg']);
        continue;
      }
      expect(imports, f).toEqual([]);
      expect(source(f), f).not.toMatch(/from '\.\/resolve\.ts'/);
    }
  });

  it('the rule files declare what they need of the kernel as interfaces, and the kernel implements them', () => {
    const kernel = readFileSync(join(dir, 'resolve.ts'), 'utf8');
    const declared = files.flatMap((f) => [...source(f).matchAll(/^export interface (\w+Host)\b/gm)].map((m) => m[1]!));
    expect(declared).toEqual(expect.arrayContaining(['SbaHost', 'DeclareHost', 'CombatDamageHost', 'DamageHost', 'EndOfTurnHost', 'OutcomeHost', 'EraHost', 'BandingHost', 'TeamHost', 'EffectHost']));
    const implemented = /export class Kernel extends Trace implements ([^{]+)\{/.exec(kernel)?.[1] ?? '';
    for (const h of ['SbaHost', 'CombatDamageHost', 'EndOfTurnHost', 'OutcomeHost', 'EraHost', 'BandingHost', 'TeamHost']) expect(implemented, h).toContain(h);
  });
});
