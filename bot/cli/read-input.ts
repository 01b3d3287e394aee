/**
 * Reading a file a user names on the command line, under a byte cap: streamed, so /dev/zero or a huge file stops at
 * the cap instead of filling memory, and read once, so a pipe or FIFO works. Errors name the path and what went
 * wrong in plain words.
 */
import { open, stat } from 'node:fs/promises';

/** The largest official document we import is a few MB; anything past this is not one. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export type ReadResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

export async function readCapped(path: string, maxBytes = MAX_DOCUMENT_BYTES): Promise<ReadResult> {
  try {
    if ((await stat(path)).isDirectory()) return { ok: false, message: `${path} is a directory, not a file` };
    const handle = await open(path, 'r');
    try {
      const chunks: Uint8Array[] = [];
      let total = 0;
      for (;;) {
        const chunk = new Uint8Array(Math.min(1 << 20, maxBytes + 1 - total));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
        if (bytesRead === 0) break;
        total += bytesRead;
        if (total > maxBytes) return { ok: false, message: `${path} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB: not an official rules document` };
        chunks.push(chunk.subarray(0, bytesRead));
      }
      return { ok: true, bytes: Buffer.concat(chunks) };
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, message: `cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (code ?? (error as Error).message)}` };
  }
}
