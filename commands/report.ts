/**
 * "Report a wrong answer": a button under /ruling and /check answers. Pressing it opens a short form (what is
 * wrong, optional); submitting files a report in the server's store, where moderators find it with /pin reports.
 * Anyone may report; only members who may pin can list or close reports (re-checked server-side in pin.ts).
 *
 * The form's id carries what was answered (an entry id, or the state key of a /check scenario), so a report
 * can be sent after a restart or through another shard.
 */
import { recall, stateKey } from './button-state.ts';
import type { CommandContext } from './context.ts';
import { customId } from './custom-id.ts';
import { t } from './i18n.ts';
import { actorOf, pinsOf } from './pin-service.ts';
import { errorView } from './error-view.ts';
import type { ReplyView } from './types.ts';
import { isStoreError } from '../store/errors.ts';

export const MAX_COMMENT = 500;

/** The button press: a form in the asker's language (or why reporting is not possible here). */
export function reportView(ctx: CommandContext, kind: 'ruling' | 'check', ref: string): ReplyView {
  const lang = ctx.invocation.userLocale;
  if (!ctx.invocation.guildId) return errorView(lang, t(lang, 'ux.report.guild_only'), 'refused');
  if (ctx.invocation.guildInstalled === false) return errorView(lang, t(lang, 'ux.report.not_installed'), 'refused');
  if (!pinsOf(ctx.services)) return errorView(lang, t(lang, 'ux.report.unavailable'), 'unavailable');
  const key = kind === 'check' ? stateKey(ref) : ref;
  return {
    locale: lang,
    ephemeral: true,
    sections: [],
    modal: {
      id: customId(kind, 'report-send', key),
      title: t(lang, 'ux.report.title'),
      inputs: [{ id: 'comment', label: t(lang, 'ux.report.label'), style: 'paragraph', placeholder: t(lang, 'ux.report.placeholder'), required: false, maxLength: MAX_COMMENT }],
    },
  };
}

/** The form submitted: store the report, thank the reporter privately. */
export async function submitReport(ctx: CommandContext, kind: 'ruling' | 'check', key: string, comment: string): Promise<ReplyView> {
  const lang = ctx.invocation.userLocale;
  const guildId = ctx.invocation.guildId;
  if (!guildId) return errorView(lang, t(lang, 'ux.report.guild_only'), 'refused');
  if (ctx.invocation.guildInstalled === false) return errorView(lang, t(lang, 'ux.report.not_installed'), 'refused');
  const service = pinsOf(ctx.services);
  if (!service) return errorView(lang, t(lang, 'ux.report.unavailable'), 'unavailable');
  const ref = kind === 'check' ? await recall(ctx, key) : ctx.services.kb.byId.has(key) ? key : undefined;
  if (!ref) return errorView(lang, t(lang, 'replies.actions.expired'), 'expired');
  const text = comment.trim().slice(0, MAX_COMMENT);
  let report;
  try {
    report = await service.store.addReport({ guildId, kind, ref, comment: text || null }, actorOf(ctx.invocation));
  } catch (error) {
    // The database is down or read-only: say so privately rather than fail the form.
    if (!isStoreError(error) || error.code === 'INVALID_INPUT') throw error;
    service.log?.warn({ err: error, guildId }, 'report not stored');
    return errorView(lang, t(lang, 'ux.report.unavailable'));
  }
  service.log?.info({ guildId, userId: ctx.invocation.userId, report: report.id, kind }, 'wrong answer reported');
  return { locale: lang, ephemeral: true, sections: [{ title: t(lang, 'ux.report.thanks_title'), description: t(lang, 'ux.report.thanks'), tone: 'success' }] };
}
