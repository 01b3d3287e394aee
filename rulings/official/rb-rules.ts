/**
 * The Riftbound Core Rules as an official document (rulings/official/document.ts): the parser of rb-parse.ts, the
 * store of store.ts, and the gaps that parser finds from the document's own structure. The official PDF is turned
 * into text first (pdf-text.ts: lines in reading order, running headers and page numbers dropped after the first
 * page), then read like the text conversion.
 */
import type { DocumentInput, OfficialDocument } from './document.ts';
import type { Gap } from './document.ts';
import { parseRiftboundRules } from './rb-parse.ts';
import { savePack, type SaveResult, type StoreOptions } from './store.ts';
import type { RulesPack } from './types.ts';

/** The PDF is a few MB, each Markdown part about 55 KB; 32 MB leaves room for any future edition. */
export const RB_RULES_MAX_BYTES = 32 * 1024 * 1024;

/** What the parse found missing, kept with the pack it belongs to until completeness() is asked. */
const gapsOf = new WeakMap<RulesPack, Gap[]>();

export function rbRulesDocument(store: StoreOptions = {}): OfficialDocument<RulesPack, SaveResult> {
  return {
    id: 'rb-rules',
    nameKey: 'intake.document.rb-rules',
    maxBytes: RB_RULES_MAX_BYTES,
    parse(inputs) {
      const r = parseRiftboundRules(inputs);
      if (!r.ok) return { ok: false, message: r.message };
      gapsOf.set(r.pack, r.gaps);
      return { ok: true, doc: r.pack };
    },
    completeness: (pack) => gapsOf.get(pack) ?? [],
    save: (pack) => savePack(pack, store),
  };
}

function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/**
 * The inputs with every PDF replaced by its text (one paragraph a line after its number, as the PDF prints it);
 * other inputs unchanged. A PDF that cannot be read is refused, saying which file and why.
 */
export async function pdfsAsText(inputs: DocumentInput[]): Promise<{ ok: true; inputs: DocumentInput[] } | { ok: false; message: string }> {
  if (!inputs.some((i) => isPdf(i.bytes))) return { ok: true, inputs };
  const { pdfText, withoutRunningLines } = await import('./pdf-text.ts');
  const out: DocumentInput[] = [];
  for (const input of inputs) {
    if (!isPdf(input.bytes)) {
      out.push(input);
      continue;
    }
    const r = await pdfText(input.bytes, { maxBytes: RB_RULES_MAX_BYTES });
    if (!r.ok) return { ok: false, message: `${input.name}: ${r.message}` };
    // The first page keeps its title and date lines; later pages lose the header and page number they repeat.
    const body = withoutRunningLines(r.pdf.lines, r.pdf.pages).filter((l) => l.page > 1);
    const lines = [...r.pdf.lines.filter((l) => l.page === 1), ...body].map((l) => l.text);
    out.push({ name: input.name, bytes: Buffer.from(lines.join('\n'), 'utf8') });
  }
  return { ok: true, inputs: out };
}
