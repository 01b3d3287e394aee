/**
 * The buttons under an answer: "Post publicly" on private replies, and "show in <language>" for the others.
 * A language button always answers privately (whoever presses it under a public answer gets their own copy);
 * "Post publicly" stays the one way to share.
 */
import { LOCALES, t, type Locale } from './i18n.ts';
import { customId } from './custom-id.ts';
import type { ReplyView, ViewAction } from './types.ts';

/** `ref` identifies what to re-render (an entry id, a cache key); it must fit in a custom id. */
export function answerActions(command: string, ref: string, lang: Locale, ephemeral: boolean): ViewAction[] {
  const actions: ViewAction[] = [];
  if (ephemeral) actions.push({ id: customId(command, 'public', ref), label: t(lang, 'replies.actions.post_public'), style: 'primary' });
  for (const other of LOCALES) {
    if (other !== lang) {
      // Read when shown: each label is in its own language, whose whole catalogue a one-shot `rulebot ask` (which
      // shows no buttons) would otherwise load for it.
      actions.push({ id: customId(command, 'lang', other, ref), get label() { return t(other, `replies.actions.show_in_${other}`); }, style: 'secondary' });
    }
  }
  return actions;
}

/** Buttons then menu options, as one numbered list (the console presses them by number). */
export function flatActions(view: Pick<ReplyView, 'actions' | 'menu'>): ViewAction[] {
  const menu = view.menu ? view.menu.options.map((o) => ({ id: `${view.menu!.id}:${o.value}`, label: `${view.menu!.placeholder}: ${o.label}` })) : [];
  return [...(view.actions ?? []), ...menu];
}
