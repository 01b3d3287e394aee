/**
 * The stat index behind the start-up caches (rulings/file-digests.ts): an unchanged file is only stat'ed, and no
 * edit — not one of the same size with its mtime put back, not one made in the same timestamp tick as the file was
 * last read — is hidden from the knowledge base a fresh start loads.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { entryYaml, SOURCE, writeKb } from './helpers/kb-fixture.ts';

/** A time a file system stores exactly (utimes with a Date can drift by a fraction of a millisecond). */
const WHOLE_SECOND = 1_700_000_000;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The module as a fresh process sees it: nothing remembered in memory, only what is on disk. */
async function freshStart() {
  vi.resetModules();
  return {
    digests: await import('../rulings/file-digests.ts'),
    kb: await import('../rulings/kb.ts'),
  };
}

function scratch(): { dir: string; cache: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rulebot-digests-'));
  const file = join(dir, 'a.yaml');
  writeFileSync(file, 'answer: one\n');
  return { dir, cache: join(dir, 'cache'), file };
}

type Row = [number, number, number, number, number, string];

function readIndex(cache: string): { format: number; files: Record<string, Row> } {
  return JSON.parse(readFileSync(join(cache, 'digests-1.json'), 'utf8')) as { format: number; files: Record<string, Row> };
}

/**
 * Moves every remembered reading a minute later, as if the files had been read long after they were last written
 * (true of every start but the one right after an edit; a test cannot wait out the timestamp tick, nor set ctime).
 */
function pretendReadLater(cache: string, change: (row: Row) => void = () => {}): void {
  const index = readIndex(cache);
  for (const row of Object.values(index.files)) {
    row[4] += 60_000;
    change(row);
  }
  writeFileSync(join(cache, 'digests-1.json'), JSON.stringify(index));
}

describe('file digests through the stat index', () => {
  it('gives the sha256 of each file and keeps it, with the file size and times, in the cache directory', async () => {
    const { cache, file } = scratch();
    const { digests } = await freshStart();
    expect(digests.fileDigests([file], cache)).toEqual([sha('answer: one\n')]);
    const index = JSON.parse(readFileSync(join(cache, 'digests-1.json'), 'utf8')) as { files: Record<string, unknown[]> };
    expect(index.files[file]).toEqual([statSync(file).size, statSync(file).mtimeMs, statSync(file).ctimeMs, statSync(file).ino, expect.any(Number), sha('answer: one\n')]);
  });

  it('trusts a remembered digest only while the file is unchanged and was read well after it was written', async () => {
    const { cache, file } = scratch();
    let { digests } = await freshStart();
    digests.fileDigests([file], cache);
    // A wrong digest planted under the file's exact stat: a start that trusts the index returns it, which shows the
    // file was not read again.
    pretendReadLater(cache, (row) => (row[5] = 'planted'));
    ({ digests } = await freshStart());
    expect(digests.fileDigests([file], cache)).toEqual(['planted']);

    // Read within a timestamp tick of its last write: the same planted row is no longer trusted.
    const st = statSync(file);
    pretendReadLater(cache, (row) => (row[4] = Math.max(st.mtimeMs, st.ctimeMs) + digests.RACY_MS / 2));
    ({ digests } = await freshStart());
    expect(digests.fileDigests([file], cache)).toEqual([sha('answer: one\n')]);
  });

  it('sees an edit of the same size whose mtime was put back (cp -p, tar, rsync -t)', async () => {
    const { cache, file } = scratch();
    utimesSync(file, WHOLE_SECOND, WHOLE_SECOND);
    let { digests } = await freshStart();
    expect(digests.fileDigests([file], cache)).toEqual([sha('answer: one\n')]);
    pretendReadLater(cache);
    const before = statSync(file);
    writeFileSync(file, 'answer: two\n');
    utimesSync(file, WHOLE_SECOND, WHOLE_SECOND);
    expect([statSync(file).size, statSync(file).mtimeMs]).toEqual([before.size, before.mtimeMs]);
    ({ digests } = await freshStart());
    expect(digests.fileDigests([file], cache)).toEqual([sha('answer: two\n')]);
  });

  it('reads every file again when the index is damaged, and stands a size for a file over the limit', async () => {
    const { dir, cache, file } = scratch();
    const big = join(dir, 'big.yaml');
    writeFileSync(big, 'x'.repeat(2048));
    let { digests } = await freshStart();
    digests.fileDigests([file], cache);
    writeFileSync(join(cache, 'digests-1.json'), '{"format":1,"files":{"');
    ({ digests } = await freshStart());
    expect(digests.fileDigests([file, big], cache, { maxBytes: 1024 })).toEqual([sha('answer: one\n'), `oversize:2048:${statSync(big).mtimeMs}`]);
  });
});

describe('the knowledge-base cache keyed through the stat index', () => {
  it('loads an edited entry on the next start even when the edit kept the size and the mtime', async () => {
    const dir = writeKb({ 'sources/test.yaml': SOURCE, 'mtg/a.yaml': entryYaml('mtg.test.a') });
    const path = join(dir, 'mtg/a.yaml');
    utimesSync(path, WHOLE_SECOND, WHOLE_SECOND);
    let { kb } = await freshStart();
    const first = await kb.loadKnowledgeBaseFast({ dir });
    expect(first.entries[0]!.answer.en).toBe('Answer mtg.test.a');
    pretendReadLater(kb.cacheDir());
    const warm = await (await freshStart()).kb.loadKnowledgeBaseFast({ dir });
    expect(warm.version).toBe(first.version);

    const before = statSync(path);
    writeFileSync(path, readFileSync(path, 'utf8').replace('Answer mtg.test.a', 'Answer mtg.test.b'));
    utimesSync(path, WHOLE_SECOND, WHOLE_SECOND);
    expect([statSync(path).size, statSync(path).mtimeMs]).toEqual([before.size, before.mtimeMs]);
    ({ kb } = await freshStart());
    const edited = await kb.loadKnowledgeBaseFast({ dir });
    expect(edited.entries[0]!.answer.en).toBe('Answer mtg.test.b');
    expect(edited.version).not.toBe(first.version);
  });
});
