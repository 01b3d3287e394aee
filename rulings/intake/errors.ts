/**
 * What can go wrong while reading user-supplied data (an official rules file, a download, card data, a batch
 * file), as one error type. `problem` selects a message in commands/locales/<lang>/intake.yaml (key
 * `intake.error.<problem>`) and `params` fills it; `message` is the English text, for logs.
 */

export type IntakeProblem =
  /** The path does not exist. */
  | 'not-found'
  /** The path is a directory. */
  | 'directory'
  /** The file cannot be opened or read (permissions, I/O error): `reason` says which. */
  | 'unreadable'
  /** More bytes than the cap: reading stopped at `max` (or the announced `size` was over it). */
  | 'too-large'
  /** Not a URL, or a scheme other than http(s): `file:`, `data:`, `ftp:`… */
  | 'bad-url'
  | 'scheme'
  /** Redirects that come back to an address already visited. */
  | 'redirect-loop'
  | 'too-many-redirects'
  /** A redirect without a Location header. */
  | 'redirect-no-location'
  /** The server answered with an error status. */
  | 'http-status'
  | 'timeout'
  /** Nothing listens there (connection refused, host unreachable). */
  | 'connect'
  /** The host name does not resolve. */
  | 'dns'
  /** The certificate or the TLS handshake failed. */
  | 'tls'
  /** The connection broke mid-way (reset, closed before the end of the body). */
  | 'network'
  /** The disk is full (or the data directory is read-only) while saving. */
  | 'no-space'
  | 'read-only';

export type IntakeParams = Record<string, string | number>;

export class IntakeError extends Error {
  constructor(
    readonly problem: IntakeProblem,
    readonly params: IntakeParams,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'IntakeError';
  }

  /** The locale key of this error's message. */
  get key(): string {
    return `intake.error.${this.problem}`;
  }
}

export function isIntakeError(error: unknown): error is IntakeError {
  return error instanceof IntakeError;
}

/** "20 MB", "1.5 GB": sizes in messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${+(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${+(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

export function tooLarge(what: string, max: number, size?: number): IntakeError {
  const params: IntakeParams = { file: what, max: formatBytes(max) };
  if (size !== undefined) params.size = formatBytes(size);
  return new IntakeError(
    'too-large',
    params,
    size !== undefined
      ? `${what} is ${formatBytes(size)}, over the ${formatBytes(max)} limit; nothing was read`
      : `${what} holds more than ${formatBytes(max)}, the limit; reading stopped there`,
  );
}

/** An errno from opening or reading `file`, as an IntakeError. */
export function fromErrno(error: unknown, file: string): IntakeError {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ENOENT') return new IntakeError('not-found', { file }, `${file}: no such file`, { cause: error });
  if (code === 'EISDIR') return new IntakeError('directory', { file }, `${file} is a directory, not a file`, { cause: error });
  const reason =
    code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EIO' ? 'input/output error' : code || (error as Error).message;
  return new IntakeError('unreadable', { file, reason }, `cannot read ${file}: ${reason}`, { cause: error });
}
