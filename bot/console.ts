/**
 * The local console: the same commands as Discord, typed at a prompt, answered as text. It is what `npm start`
 * opens without a token, so anyone can try the bot in a minute.
 */
import { createInterface } from 'node:readline';
import type { Services } from '../commands/context.ts';
import { runAction, runCommand, runModal } from '../commands/dispatch.ts';
import { t, type Locale } from '../commands/i18n.ts';
import type { ModalView, ReplyView } from '../commands/types.ts';
import { consoleInvocation } from './console-invocation.ts';
import { parseConsoleLine } from './console-parse.ts';
import { flatActions } from '../commands/actions.ts';
import { renderText } from './text-render.ts';

export interface ConsoleSession {
  /** Runs one line (a command, a button number, or /quit) and returns the text to print. */
  handle(line: string): Promise<{ text: string; quit?: boolean }>;
}

export { consoleInvocation };

/** A form being filled in at the prompt: one field after another, a paragraph ending with an empty line. */
interface OpenForm {
  modal: ModalView;
  values: Record<string, string>;
  field: number;
  lines: string[];
}

export function createConsoleSession(services: Services, locale: Locale, onError?: (e: unknown) => void): ConsoleSession {
  const invocation = consoleInvocation(locale);
  const ctx = { services, invocation };
  let last: ReplyView | undefined;
  let form: OpenForm | undefined;

  /** How to fill in the current field of the open form. */
  const prompt = (f: OpenForm): string => {
    const input = f.modal.inputs[f.field]!;
    const how = t(locale, input.style === 'paragraph' ? 'replies.console.form_paragraph' : 'replies.console.form_short');
    const optional = input.required === false ? ` ${t(locale, 'replies.console.form_optional')}` : '';
    const example = input.placeholder ? `\n  ${t(locale, 'replies.console.form_example', { example: input.placeholder.replace(/\n/g, ' ⏎ ') })}` : '';
    return `▸ ${input.label}${optional} — ${how}${example}`;
  };

  /** A reply: a form opens at the prompt (a modal on Discord), anything else is printed. */
  const show = (view: ReplyView): { text: string } => {
    last = view;
    if (!view.modal?.inputs.length) return { text: renderText(view) };
    form = { modal: view.modal, values: {}, field: 0, lines: [] };
    return { text: `${view.modal.title}\n${t(locale, 'replies.console.form_intro')}\n${prompt(form)}` };
  };

  /** One line typed into the open form; the last field submits it like Discord's "Submit". */
  const fill = async (f: OpenForm, line: string): Promise<{ text: string }> => {
    const input = f.modal.inputs[f.field]!;
    if (input.style === 'paragraph' && line.trim() !== '') {
      f.lines.push(line);
      return { text: '' };
    }
    const value = (input.style === 'paragraph' ? f.lines.join('\n') : line).trim();
    f.lines = [];
    if (!value && input.required !== false) return { text: `${t(locale, 'replies.console.form_required', { label: input.label })}\n${prompt(f)}` };
    if (input.maxLength && value.length > input.maxLength) {
      return { text: `${t(locale, 'replies.errors.too_long', { length: value.length, max: input.maxLength })}\n${prompt(f)}` };
    }
    f.values[input.id] = value;
    f.field++;
    if (f.field < f.modal.inputs.length) return { text: prompt(f) };
    form = undefined;
    return show(await runModal(ctx, f.modal.id, f.values, onError));
  };

  return {
    async handle(line) {
      const input = line.trim();
      if (form) {
        if (/^\/cancel$/i.test(input)) {
          form = undefined;
          return { text: t(locale, 'replies.console.form_cancelled') };
        }
        return fill(form, line);
      }
      if (!input) return { text: '' };
      if (/^\/(quit|exit|q)$/i.test(input)) return { text: t(locale, 'replies.console.bye'), quit: true };
      // A number presses the matching button under the last reply.
      if (/^\d+$/.test(input) && last) {
        const action = flatActions(last)[Number(input) - 1];
        if (action) return show(await runAction(ctx, action.id, onError));
      }
      const parsed = parseConsoleLine(input);
      if (!parsed) return { text: t(locale, 'replies.console.not_a_command') };
      return show(await runCommand(ctx, parsed.command, parsed.options, onError));
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
