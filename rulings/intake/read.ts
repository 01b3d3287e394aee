/**
 * Reading user-supplied files under a byte cap. A path is opened once and read from that one descriptor to its
 * end, so pipes, FIFOs (`mkfifo`, `<(…)`) and character devices (`/dev/zero`, `/dev/stdin`) work like files and
 * are never re-opened or seeked. A regular file larger than the cap is refused from its size before any byte is
 * read; anything else is read until the cap and then refused, so memory stays under the cap whatever the input.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { IntakeError, fromErrno, tooLarge } from './errors.ts';

const CHUNK = 1 << 16;

/** Bytes read so far, in chunks, with the cap enforced as they arrive. */
class Collector {
  private readonly chunks: Buffer[] = [];
  size = 0;
  constructor(
    private readonly file: string,
    private readonly maxBytes: number,
  ) {}
  add(chunk: Uint8Array): void {
    this.size += chunk.byteLength;
    if (this.size > this.maxBytes) throw tooLarge(this.file, this.maxBytes);
    this.chunks.push(Buffer.from(chunk));
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks, this.size);
  }
}

export interface ReadOptions {
  /** The stream `-` stands for (default process.stdin). */
  stdin?: NodeJS.ReadableStream;
}

/**
 * The whole content of `path` (`-` = standard input), refused with an IntakeError beyond `maxBytes`, when it is
 * missing, a directory or unreadable.
 */
export async function readCapped(path: string, maxBytes: number, options: ReadOptions = {}): Promise<Buffer> {
  if (path === '-') return readStream(options.stdin ?? process.stdin, 'standard input', maxBytes);
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw fromErrno(error, path);
  }
  try {
    const st = await handle.stat();
    if (st.isDirectory()) throw new IntakeError('directory', { file: path }, `${path} is a directory, not a file`);
    if (st.isFile() && st.size > maxBytes) throw tooLarge(path, maxBytes, st.size);
    const out = new Collector(path, maxBytes);
    const buf = Buffer.allocUnsafe(CHUNK);
    for (;;) {
      let n: number;
      try {
        ({ bytesRead: n } = await handle.read(buf, 0, CHUNK, null));
      } catch (error) {
        throw fromErrno(error, path);
      }
      if (n === 0) return out.bytes();
      out.add(buf.subarray(0, n));
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** A stream read to its end under the cap; the stream is destroyed when the cap is passed. */
export async function readStream(stream: NodeJS.ReadableStream, name: string, maxBytes: number): Promise<Buffer> {
  const out = new Collector(name, maxBytes);
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array | string>) out.add(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  } catch (error) {
    (stream as { destroy?: () => void }).destroy?.();
    if (error instanceof IntakeError) throw error;
    throw fromErrno(error, name);
  }
  return out.bytes();
}

export interface ChunkOptions {
  chunkSize?: number;
  maxBytes?: number;
  /** How many leading bytes to keep for `head` (what a wrong file starts with). Default 512. */
  keepHead?: number;
}

/**
 * A file read once, synchronously, in chunks (for the streaming parsers): `chunks()` yields each chunk (a fresh
 * copy the consumer may keep), `head` holds the first bytes once read, so a message can say what the file looks
 * like without opening it again (a FIFO cannot be read twice). `-` reads standard input.
 */
export class OnceReader {
  head: Buffer = Buffer.alloc(0);
  /** Bytes read so far. */
  size = 0;
  /** Size from fstat when the input is a regular file. */
  readonly fileSize: number | undefined;
  private readonly fd: number;
  private readonly ownsFd: boolean;
  private done = false;

  constructor(
    readonly path: string,
    private readonly options: ChunkOptions = {},
  ) {
    // `-` is standard input; /dev/stdin cannot be opened when it is a socket (ENXIO), as it is under a supervisor.
    const stdin = path === '-' || path === '/dev/stdin';
    try {
      this.fd = path === '-' ? 0 : openSync(path, 'r');
    } catch (error) {
      if (!(stdin && (error as NodeJS.ErrnoException).code === 'ENXIO')) throw fromErrno(error, path);
      this.fd = 0;
    }
    this.ownsFd = this.fd !== 0;
    try {
      const st = fstatSync(this.fd);
      if (st.isDirectory()) throw new IntakeError('directory', { file: path }, `${path} is a directory, not a file`);
      if (st.isFile()) {
        this.fileSize = st.size;
        if (options.maxBytes !== undefined && st.size > options.maxBytes) throw tooLarge(path, options.maxBytes, st.size);
      }
    } catch (error) {
      this.close();
      throw error;
    }
  }

  *chunks(): Generator<Uint8Array> {
    const size = this.options.chunkSize ?? 1 << 20;
    const keep = this.options.keepHead ?? 512;
    try {
      for (;;) {
        const buf = Buffer.allocUnsafe(size);
        let n: number;
        try {
          n = readSync(this.fd, buf, 0, size, null);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EAGAIN') {
            // A non-blocking pipe with nothing in it yet: wait a little for the writer.
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
            continue;
          }
          throw fromErrno(error, this.path);
        }
        if (n === 0) return;
        this.size += n;
        if (this.options.maxBytes !== undefined && this.size > this.options.maxBytes) throw tooLarge(this.path, this.options.maxBytes);
        if (this.head.length < keep) this.head = Buffer.concat([this.head, buf.subarray(0, Math.min(n, keep - this.head.length))]);
        // A short read (a pipe hands out 64 KB at a time) is copied so the big buffer is not kept alive for it.
        yield n === size ? buf : Buffer.from(buf.subarray(0, n));
      }
    } finally {
      this.close();
    }
  }

  close(): void {
    if (this.done) return;
    this.done = true;
    if (!this.ownsFd) return;
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
  }
}
