/** The buttons under an answer: "Post publicly" on private replies, and "show in <language>" for the others. */
import { LOCALES, t, type Locale } from './i18n.ts';
import { customId } from './custom-id.ts';
import type { ViewAction } from './types.ts';

/** `ref` identifies what to re-render (an entry id, a cache key); it must fit in a custom id. */
export function answerActions(command: string, ref: string, lang: Locale, ephemeral: boolean): ViewAction[] {
  const actions: ViewAction[] = [];
  if (ephemeral) actions.push({ id: customId(command, 'public', ref), label: t(lang, 'replies.actions.post_public'), style: 'primary' });
  for (const other of LOCALES) {
    if (other !== lang) {
      actions.push({ id: customId(command, 'lang', other, ephemeral ? 'p' : 'g', ref), label: t(other, `replies.actions.show_in_${other}`), style: 'secondary' });
    }
  }
  return actions;
}
