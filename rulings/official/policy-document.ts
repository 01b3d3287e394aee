/**
 * The MTR, the IPG and the JAR as official documents (rulings/official/document.ts): one PDF each, read into text
 * first (rulings/official/pdf-text.ts: PDF.js is asynchronous, the document contract is not), then parsed into
 * sections (policy-parse.ts), checked against the document's own structure and saved (policy-store.ts).
 */
import type { DocumentInput, Gap, OfficialDocument } from './document.ts';
import type { PdfText } from './pdf-text.ts';
import { parsePolicyDocument, policyGaps } from './policy-parse.ts';
import { savePolicyPack } from './policy-store.ts';
import type { PolicyPack, PolicyPackId } from './policy-types.ts';
import type { SaveResult, StoreOptions } from './store.ts';

/** The official PDFs are 0.3–2 MB; 64 MB leaves room for any future edition with pictures. */
export const POLICY_MAX_BYTES = 64 * 1024 * 1024;

/**
 * `texts` holds the PDF text of each input, by input name, read before the import (acceptOfficial); an input
 * without one is refused as not a PDF.
 */
export function policyDocument(id: PolicyPackId, texts: ReadonlyMap<string, PdfText>, store: StoreOptions = {}, now?: Date): OfficialDocument<PolicyPack, SaveResult> {
  return {
    id,
    nameKey: `intake.document.${id}`,
    maxBytes: POLICY_MAX_BYTES,
    parse(inputs: DocumentInput[]) {
      if (inputs.length !== 1) return { ok: false, message: `one PDF file, not ${inputs.length}` };
      const input = inputs[0]!;
      const pdf = texts.get(input.name);
      if (!pdf) return { ok: false, message: 'its text could not be read as a PDF' };
      const parsed = parsePolicyDocument(id, pdf, { fileName: input.name, bytes: input.bytes, ...(now ? { now } : {}) });
      return parsed.ok ? { ok: true, doc: parsed.pack } : { ok: false, message: parsed.message };
    },
    completeness(doc: PolicyPack): Gap[] {
      return policyGaps(doc).map((g) => ({ key: `intake.gap.${g.key}`, params: g.params, message: g.message }));
    },
    save(doc: PolicyPack): SaveResult {
      return savePolicyPack(doc, store);
    },
  };
}
