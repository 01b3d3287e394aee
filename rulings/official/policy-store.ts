/**
 * Imported policy documents under the data directory, beside the Comprehensive Rules packs and versioned the same
 * way: `<data dir>/rules/<id>/<effective date>.json`, every version kept, a different file with the same date kept
 * alongside as `<date>-<hash8>.json`. A refused import writes nothing, so the stored version stays what it was.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cachedPackReader, dataDir, saveVersioned, type SaveResult, type StoreOptions } from './store.ts';
import { POLICY_PACK_FORMAT, POLICY_PACK_IDS, type PolicyPack, type PolicyPackId } from './policy-types.ts';

export function policyPackDir(id: PolicyPackId, options: StoreOptions = {}): string {
  return join(dataDir(options), 'rules', id);
}

export interface StoredPolicyPack {
  id: PolicyPackId;
  path: string;
  name: string;
  effectiveDate: string;
  contentHash: string;
  importedAt: string;
  sections: number;
}

function isPolicyPack(value: unknown): value is PolicyPack {
  const p = value as Partial<PolicyPack> | null;
  return !!p && p.format === POLICY_PACK_FORMAT && typeof p.id === 'string' && (POLICY_PACK_IDS as readonly string[]).includes(p.id) && typeof p.effectiveDate === 'string' && Array.isArray(p.sections);
}

/** A stored policy pack (cached by path and modification time); throws with the path on a bad file. */
export const loadPolicyPack: (path: string) => PolicyPack = cachedPackReader(isPolicyPack, 'policy pack', `of format ${POLICY_PACK_FORMAT}; import the PDF again`);

/** Stored versions of a document, oldest first (by effective date, then import time); unreadable files skipped. */
export function listPolicyPacks(id: PolicyPackId, options: StoreOptions = {}): StoredPolicyPack[] {
  const dir = policyPackDir(id, options);
  if (!existsSync(dir)) return [];
  const out: StoredPolicyPack[] = [];
  for (const file of readdirSync(dir)) {
    if (!/^\d{4}-\d{2}-\d{2}(-[0-9a-f]{8})?\.json$/.test(file)) continue;
    const path = join(dir, file);
    let pack: PolicyPack;
    try {
      pack = loadPolicyPack(path);
    } catch {
      continue;
    }
    out.push({ id, path, name: file.replace(/\.json$/, ''), effectiveDate: pack.effectiveDate, contentHash: pack.contentHash, importedAt: pack.importedAt, sections: pack.sections.length });
  }
  return out.sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || a.importedAt.localeCompare(b.importedAt));
}

export function savePolicyPack(pack: PolicyPack, options: StoreOptions = {}): SaveResult {
  const same = listPolicyPacks(pack.id, options).filter((p) => p.effectiveDate === pack.effectiveDate);
  return saveVersioned(policyPackDir(pack.id, options), pack.effectiveDate, pack.contentHash, JSON.stringify(pack), same);
}

/** The newest stored version of each imported policy document. */
export function loadLatestPolicyPacks(options: StoreOptions = {}): Partial<Record<PolicyPackId, PolicyPack>> {
  const out: Partial<Record<PolicyPackId, PolicyPack>> = {};
  for (const id of POLICY_PACK_IDS) {
    const latest = listPolicyPacks(id, options).at(-1);
    if (latest) out[id] = loadPolicyPack(latest.path);
  }
  return out;
}
