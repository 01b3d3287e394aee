/**
 * The reply for anything that is not an answer because something is wrong (an unknown option, a scenario that
 * does not parse, an expired button). Its own module, imported by every handler and the transports, so none of
 * them has to import another command to say "no".
 */
import { t, type Locale } from './i18n.ts';
import type { ReplyView, Tone } from './types.ts';

/**
 * What went wrong, for the title a phone shows above the message: what was typed (the default), a refusal
 * (permissions, wrong place), an expired button, something unavailable on this bot, or a failure on our side.
 */
export type ErrorKind = 'input' | 'refused' | 'expired' | 'unavailable' | 'failed';

/** Errors are always private: a typo is the asker's business, not the channel's. */
export function errorView(lang: Locale, message: string, kind: ErrorKind = 'input'): ReplyView {
  return notice(lang, t(lang, `replies.errors.titles.${kind}`), message, kind === 'unavailable' ? 'warning' : 'error');
}

/** Any other non-answer ("no ruling found", "not in the glossary", "not available yet"): private, like errors. */
export function notice(lang: Locale, title: string, description: string, tone: Tone = 'warning'): ReplyView {
  return { locale: lang, ephemeral: true, sections: [{ title, description, tone }] };
}
