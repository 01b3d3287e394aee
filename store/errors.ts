/**
 * Typed store errors. The commands layer switches on `code` and localises; `message` is for logs only. Driver
 * errors never escape: they are wrapped in StoreUnavailable with the original kept as `cause` (for logging).
 */

export type StoreErrorCode =
  | 'INVALID_INPUT'
  | 'PIN_NOT_FOUND'
  | 'DUPLICATE_TOPIC'
  | 'STORE_UNAVAILABLE'
  | 'STORE_READ_ONLY'
  | 'SCHEMA_TOO_NEW'
  | 'STORE_CLOSED';

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = new.target.name;
  }
}

export interface InputIssue {
  /** Dotted path into the input, e.g. 'topic', 'target.lang', 'pins.3.topic'. */
  path: string;
  /** Developer-facing description (zod's message). */
  message: string;
}

export class InvalidInput extends StoreError {
  readonly issues: InputIssue[];
  constructor(issues: InputIssue[]) {
    super('INVALID_INPUT', `invalid input: ${issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ')}`);
    this.issues = issues;
  }
}

export class PinNotFound extends StoreError {
  readonly guildId: string | null;
  /** The id or topic that was looked up. */
  readonly ref: string;
  constructor(guildId: string | null, ref: string) {
    super('PIN_NOT_FOUND', `no pin ${JSON.stringify(ref)}${guildId ? ` in guild ${guildId}` : ''}`);
    this.guildId = guildId;
    this.ref = ref;
  }
}

export class DuplicateTopic extends StoreError {
  readonly guildId: string;
  readonly topicKey: string;
  /** The pin that already holds the topic (null when the clash is between two pins of an import file). */
  readonly existingPinId: string | null;
  constructor(guildId: string, topicKey: string, existingPinId: string | null) {
    super('DUPLICATE_TOPIC', `guild ${guildId} already has a pin for topic ${JSON.stringify(topicKey)}`);
    this.guildId = guildId;
    this.topicKey = topicKey;
    this.existingPinId = existingPinId;
  }
}

export class StoreUnavailable extends StoreError {
  constructor(message: string, cause?: unknown) {
    super('STORE_UNAVAILABLE', message, { cause });
  }
}

/**
 * Why a store takes no writes: `integrity` — the database failed its integrity check (a corrupt file, at open or
 * when a write met a corrupt page); `storage` — the database or its directory cannot be written (read-only disk
 * or folder, a read-only replica). Reads go on: answers and pins are still served.
 */
export interface ReadOnlyState {
  reason: 'integrity' | 'storage';
  /** What the backend said (the first integrity problem, the driver's error), for the log. */
  detail: string;
  since: string;
}

export class StoreReadOnly extends StoreError {
  readonly reason: ReadOnlyState['reason'];
  constructor(state: ReadOnlyState, cause?: unknown) {
    super(
      'STORE_READ_ONLY',
      state.reason === 'integrity'
        ? `the store is read-only: the database failed its integrity check (${state.detail}); pins are still served, changes are refused until it is repaired`
        : `the store is read-only: the database cannot be written (${state.detail}); pins are still served, changes are refused`,
      { cause },
    );
    this.reason = state.reason;
  }
}

export class SchemaTooNew extends StoreError {
  readonly databaseVersion: number;
  readonly codeVersion: number;
  constructor(databaseVersion: number, codeVersion: number) {
    super('SCHEMA_TOO_NEW', `database schema ${databaseVersion} is newer than this code knows (${codeVersion})`);
    this.databaseVersion = databaseVersion;
    this.codeVersion = codeVersion;
  }
}

export class StoreClosed extends StoreError {
  constructor() {
    super('STORE_CLOSED', 'the store is closed');
  }
}

export function isStoreError(e: unknown): e is StoreError {
  return e instanceof StoreError;
}
