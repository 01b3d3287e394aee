/**
 * commands/dispatch.ts checks options against the command's own spec before the handler runs, so the types
 * `command()` gives a handler's options hold at run time, from the console's text as from Discord's values.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { command, type CommandOptions } from '../commands/command.ts';
import { pinCommand } from '../commands/pin.ts';
import { runCommand } from '../commands/dispatch.ts';
import { registerCommand } from '../commands/registry.ts';
import type { ReplyView } from '../commands/types.ts';
import { createServices } from '../bot/services.ts';
import { consoleInvocation } from '../bot/console-invocation.ts';
import { SOURCE, writeKb } from './helpers/kb-fixture.ts';

const typed = command({
  spec: {
    name: 'typed-probe',
    kind: 'slash',
    options: [
      { name: 'text', type: 'string', required: true },
      { name: 'count', type: 'integer' },
      { name: 'game', type: 'string', choices: [{ value: 'mtg', labelKey: 'commands.games.mtg' }, { value: 'gr', labelKey: 'commands.games.gr' }] },
      { name: 'private', type: 'boolean' },
    ],
  },
  async run(_ctx, options) {
    // what the handler sees, with its types: a required string, a number, a choice, a boolean
    const seen = { text: options.text.toUpperCase(), count: options.count === undefined ? null : options.count + 1, game: options.game ?? null, private: options.private ?? null };
    return { locale: 'en', ephemeral: true, sections: [{ title: 'typed', description: JSON.stringify(seen), tone: 'info' }] };
  },
});
registerCommand(typed);

const services = await createServices({ dir: writeKb({ 'sources/test.yaml': SOURCE }), features: [] });
const run = (options: Record<string, string | number | boolean>, lang: 'en' | 'fr' = 'en') => runCommand({ services, invocation: consoleInvocation(lang) }, 'typed-probe', options);
const seen = (view: ReplyView) => JSON.parse(view.sections[0]!.description) as Record<string, unknown>;

describe('options reach a handler as their spec says', () => {
  it('are typed from the spec (checked by npm run typecheck)', () => {
    expectTypeOf<CommandOptions<typeof typed.spec>>().toEqualTypeOf<{ text: string; count?: number; game?: 'mtg' | 'gr'; private?: boolean }>();
    // subcommands: a union on `subcommand`
    expectTypeOf<Extract<CommandOptions<typeof pinCommand.spec>, { subcommand: 'reports' }>>().toEqualTypeOf<{ subcommand: 'reports'; resolve?: number; all?: boolean }>();
  });

  it('converts the console’s text: integers, booleans, choices in any case', async () => {
    expect(seen(await run({ text: 'hi', count: '41', game: ' GR ', private: 'oui' }))).toEqual({ text: 'HI', count: 42, game: 'gr', private: true });
    expect(seen(await run({ text: 'hi', count: 7, private: false }))).toEqual({ text: 'HI', count: 8, game: null, private: false });
  });

  it('refuses what does not fit, privately, naming the option and the value', async () => {
    const notNumber = await run({ text: 'hi', count: '4.5' });
    expect(notNumber.ephemeral).toBe(true);
    expect(notNumber.sections[0]!.description).toBe('`count` must be a whole number, not “4.5”.');
    expect((await run({ text: 'hi', count: 'trois' }, 'fr')).sections[0]!.description).toBe('`count` doit être un nombre entier, pas « trois ».');
    expect((await run({ text: 'hi', game: 'rb' })).sections[0]!.description).toContain('mtg, gr');
  });

  it('a required option left blank is missing, whatever else the command has', async () => {
    for (const text of ['', '   ']) {
      const view = await run({ text });
      expect(view.ephemeral).toBe(true);
      expect(view.sections[0]!.description).toBe('`/typed-probe` needs `text`.');
    }
  });
});

describe('/help lists the commands from its context', () => {
  it('names every slash command of the registry, the new one with no description left out', async () => {
    const view = await runCommand({ services, invocation: consoleInvocation('en') }, 'help', {});
    const text = view.sections[0]!.description;
    for (const name of ['ruling', 'rule', 'check', 'define', 'card', 'help', 'pin']) expect(text).toContain(`/${name}`);
    expect(text).not.toContain('typed-probe');
  });
});
