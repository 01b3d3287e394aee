/**
 * The local console: the same commands as Discord, typed at a prompt, answered as text. It is what `npm start`
 * opens without a token, so anyone can try the bot in a minute.
 */
import { createInterface } from 'node:readline';
import type { Services } from '../commands/context.ts';
import { runAction, runCommand } from '../commands/dispatch.ts';
import { t, type Locale } from '../commands/i18n.ts';
import type { ReplyView } from '../commands/types.ts';
import { consoleInvocation } from './console-invocation.ts';
import { parseConsoleLine } from './console-parse.ts';
import { flatActions } from '../commands/actions.ts';
import { renderText } from './text-render.ts';

export interface ConsoleSession {
  /** Runs one line (a command, a button number, or /quit) and returns the text to print. */
  handle(line: string): Promise<{ text: string; quit?: boolean }>;
}

export { consoleInvocation };

export function createConsoleSession(services: Services, locale: Locale, onError?: (e: unknown) => void): ConsoleSession {
  const invocation = consoleInvocation(locale);
  let last: ReplyView | undefined;
  return {
    async handle(line) {
      const input = line.trim();
      if (!input) return { text: '' };
      if (/^\/(quit|exit|q)$/i.test(input)) return { text: t(locale, 'replies.console.bye'), quit: true };
      const ctx = { services, invocation };
      // A number presses the matching button under the last reply.
      if (/^\d+$/.test(input) && last) {
        const action = flatActions(last)[Number(input) - 1];
        if (action) {
          last = await runAction(ctx, action.id, onError);
          return { text: renderText(last) };
        }
      }
      const parsed = parseConsoleLine(input);
      if (!parsed) return { text: t(locale, 'replies.console.not_a_command') };
      last = await runCommand(ctx, parsed.command, parsed.options, onError);
      if (last.modal) {
        // No modal in a terminal: say what to type instead.
        return { text: `${last.modal.title}\n${last.modal.inputs.map((i) => `  ${i.label}`).join('\n')}` };
      }
      return { text: renderText(last) };
    },
  };
}

export async function runConsole(services: Services, locale: Locale, onError?: (e: unknown) => void): Promise<void> {
  const session = createConsoleSession(services, locale, onError);
  const interactive = process.stdin.isTTY;
  if (interactive) console.log(t(locale, 'replies.console.banner'));
  const rl = createInterface({ input: process.stdin, output: process.stdout, prompt: interactive ? 'rulebot> ' : '' });
  rl.prompt();
  // Lines are handled one at a time, in order, even when piped in faster than they are answered.
  let queue = Promise.resolve();
  let closed = false;
  // Piped input can end while earlier lines are still being answered: those answers still print, but the
  // prompt is not shown again on a closed interface (Node 24 throws on that; older versions ignored it).
  let inputEnded = false;
  await new Promise<void>((resolve) => {
    rl.on('line', (line) => {
      queue = queue.then(async () => {
        if (closed) return;
        const { text, quit } = await session.handle(line);
        if (text) console.log(text + '\n');
        if (quit) {
          closed = true;
          if (!inputEnded) rl.close();
        } else if (!inputEnded) rl.prompt();
      });
    });
    rl.on('close', () => {
      inputEnded = true;
      void queue.then(() => resolve());
    });
  });
}
