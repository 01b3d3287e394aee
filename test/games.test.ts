/**
 * The list of games exists once (rulings/games.ts): everything that names the games derives from it and agrees
 * with it — the engine's modules, entry-id patterns, the search index's game codes and its game scoping, the pin
 * store, the commands' choices, help and the locale files — and no source file spells the list out again.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_EXAMPLES, HELP_TOPICS } from '../commands/help.ts';
import { hasKey, LOCALES } from '../commands/i18n.ts';
import { pinCommand } from '../commands/pin.ts';
import { rulingCommand } from '../commands/ruling.ts';
import { GAMES as ENGINE_GAMES, checkScenario, getGame } from '../engine/index.ts';
import { takeGameNames } from '../rulings/game-signals.ts';
import { GAME_NAMES, GAMES, ID_LIKE, ID_PATTERN, idsInText, isGame } from '../rulings/games.ts';
import { GAME_CODES } from '../rulings/inverted-index.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { PIN_GAMES, PIN_LANGS } from '../store/types.ts';
import { PACKAGE_ROOT } from '../package-root.ts';

describe('the game registry', () => {
  it('the engine resolves exactly these games, in this order, each accepting its code on the game line', () => {
    expect(ENGINE_GAMES.map((m) => m.id)).toEqual([...GAMES]);
    for (const g of GAMES) {
      expect(getGame(g)?.id).toBe(g);
      expect(checkScenario(HELP_EXAMPLES[g][0]!)).toMatchObject({ ok: true, game: g });
    }
  });

  it('the search index, the pin store and the reply languages use the same lists', () => {
    expect(GAME_CODES).toEqual([...GAMES]);
    expect(PIN_GAMES).toEqual([...GAMES]);
    expect(PIN_LANGS).toEqual([...LOCALES]);
  });

  it('entry ids start with a game code, and only with one', () => {
    for (const g of GAMES) {
      expect(ID_PATTERN.test(`${g}.combat.first-strike`)).toBe(true);
      expect(ID_LIKE.test(`${g}.combat.frist`)).toBe(true);
      expect(`see ${g}.a.b and ${g}.c`.match(idsInText())).toEqual([`${g}.a.b`, `${g}.c`]);
      expect(isGame(g)).toBe(true);
    }
    expect(ID_PATTERN.test('ygo.combat.damage')).toBe(false);
    expect(ID_LIKE.test('ygo.combat')).toBe(false);
    expect(isGame('ygo')).toBe(false);
  });

  it('a question naming a game by its full name is scoped to that game', () => {
    for (const g of GAMES) expect(takeGameNames(foldTyped(`how does it work in ${GAME_NAMES[g]}?`)).games).toEqual([g]);
  });

  it('the commands offer every game, by a localized name, and help has examples for each', () => {
    const choices = (spec: { choices?: ReadonlyArray<{ value: string }> } | undefined) => spec?.choices?.map((c) => c.value);
    expect(choices(rulingCommand.spec.options.find((o) => o.name === 'game'))).toEqual([...GAMES]);
    const settings = pinCommand.spec.subcommands.find((s) => s.name === 'settings')!;
    expect(choices(settings.options.find((o) => o.name === 'game'))).toEqual([...GAMES, 'all']);
    for (const g of GAMES) {
      expect(HELP_TOPICS).toContain(g);
      expect(HELP_EXAMPLES[g].length).toBeGreaterThan(0);
      for (const lang of LOCALES) expect(hasKey(`commands.games.${g}`, lang), `${lang} commands.games.${g}`).toBe(true);
    }
  });

  it('each game has its folder of knowledge-base entries', () => {
    for (const g of GAMES) expect(statSync(join(PACKAGE_ROOT, 'rulings', g)).isDirectory()).toBe(true);
  });

  it('no source file spells the list of game codes out again', () => {
    // Any two game codes side by side as a list or an alternation: ['mtg', 'rb'], "mtg|gr", (?:rb|mtg) …
    const code = `(?:${GAMES.join('|')})`;
    const list = new RegExp(`['"]${code}['"]\\s*,\\s*['"]${code}['"]|[(|:]${code}\\|${code}[|)]`);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) {
          readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
            if (list.test(line) && !line.trimStart().startsWith('*') && !line.trimStart().startsWith('//')) offenders.push(`${relative(PACKAGE_ROOT, path)}:${i + 1}: ${line.trim()}`);
          });
        }
      }
    };
    for (const dir of ['bot', 'commands', 'engine', 'rulings', 'store']) walk(join(PACKAGE_ROOT, dir));
    expect(offenders.filter((o) => !o.startsWith('rulings/games.ts'))).toEqual([]);
  });
});
