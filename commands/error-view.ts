/**
 * The reply for anything that is not an answer because something is wrong (an unknown option, a scenario that
 * does not parse, an expired button). Its own module, imported by every handler and the transports, so none of
 * them has to import another command to say "no".
 */
import type { Locale } from './i18n.ts';
import type { ReplyView } from './types.ts';

/** Errors are always private: a typo is the asker's business, not the channel's. */
export function errorView(lang: Locale, message: string): ReplyView {
  return { locale: lang, ephemeral: true, sections: [{ title: '⚠️', description: message, tone: 'error' }] };
}
