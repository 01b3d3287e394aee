/** A reply as plain text, for the console and the CLI. Same content as the Discord embed, no colours needed. */
import { flatActions } from '../commands/actions.ts';
import type { ReplyView } from '../commands/types.ts';

const TONE_MARK: Record<string, string> = {
  info: '',
  success: '✅ ',
  warning: '⚠️ ',
  error: '',
  historical: '🕰️ ',
  pinned: '📌 ',
};

export function renderText(view: ReplyView): string {
  const out: string[] = [];
  if (view.content) out.push(view.content, '');
  for (const s of view.sections) {
    const mark = TONE_MARK[s.tone] ?? '';
    // A title that already starts with its mark (the pin banner's 📌) does not get it twice.
    out.push(`${mark && s.title.startsWith(mark.trim()) ? '' : mark}${s.title}`.trim());
    out.push('─'.repeat(Math.min(60, Math.max(10, s.title.length + 4))));
    if (s.description) out.push(s.description.trim());
    for (const f of s.fields ?? []) out.push('', `## ${f.name}`, f.value.trim());
    if (s.footer) out.push('', `— ${s.footer}`);
    out.push('');
  }
  const actions = flatActions(view);
  if (actions.length) out.push(actions.map((a, i) => `[${i + 1}] ${a.label}`).join('   '));
  // A file of the package (the manual) is named, not printed: it is right there on disk.
  if (view.file?.path) out.push(`(attachment: ${view.file.name} — ${view.file.path})`);
  else if (view.file) out.push(`(attachment: ${view.file.name})`, view.file.content);
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd();
}
