/**
 * The pin store contract: moderator pins (canonical answers) per Discord server, their regression baseline, a
 * verification flag, per-guild settings and an audit trail. Two backends implement it (store/sqlite.ts,
 * store/postgres.ts) with the same behaviour; store/index.ts picks one. The commands layer (/pin add|remove|list|
 * export|import) builds on this and localises everything: nothing here is shown to users verbatim — errors carry a
 * stable `code` (store/errors.ts) for the caller to translate.
 *
 * Conventions: every method is async; timestamps are ISO-8601 UTC strings with milliseconds
 * (`2025-02-07T12:00:00.000Z`); every write runs in one transaction together with its audit row.
 */
import type { ReadOnlyState } from './errors.ts';

import { GAMES } from '../rulings/games.ts';
import { LOCALES } from '../rulings/locales.ts';

/** The reply languages a server can choose (rulings/locales.ts). */
export const PIN_LANGS = LOCALES;
export type PinLang = (typeof PIN_LANGS)[number];

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Who did something: a Discord user id (or 'system') and the display name at the time. */
export interface Actor {
  userId: string;
  displayName: string;
}

/** Writes made by background jobs (verification) are attributed to this actor unless the caller passes one. */
export const SYSTEM_ACTOR: Actor = { userId: 'system', displayName: 'system' };

/** What a pin answers with: a knowledge-base entry, an engine scenario (notation), or free text in one language. */
export type PinTarget =
  | { kind: 'entry'; entryId: string }
  | { kind: 'scenario'; scenario: string }
  | { kind: 'text'; text: string; lang: PinLang };

export type PinTargetKind = PinTarget['kind'];

/**
 * What the pin was checked against when it was made, so a later re-check can tell whether the rules moved.
 * Entry pins require `entryHash`; scenario pins require `outcome` and `engineVersion`. Everything else is optional.
 */
export interface PinRegression {
  /** Knowledge-base version (e.g. a git hash or content hash) at pin time. Any kind of pin may record it. */
  kbVersion: string | null;
  /** Hash of the pinned entry's content (entry pins). */
  entryHash: string | null;
  /** The engine's outcome summary when the scenario was pinned (scenario pins); any JSON. */
  outcome: JsonValue | null;
  /** Citation ids the engine gave for that outcome (scenario pins). */
  citations: string[] | null;
  /** Engine version (scenario pins). */
  engineVersion: string | null;
  /** Ruleset the engine used, e.g. 'mtg-cr-2025-02-07' (scenario pins). */
  ruleset: string | null;
}

/** Result of the last re-check. A fresh or replaced pin is `{ stale: false, reason: null, checkedAt: null }`. */
export interface PinVerification {
  stale: boolean;
  /** Machine-readable reason chosen by the verifier, e.g. 'entry-changed', 'entry-missing', 'outcome-changed'. */
  reason: string | null;
  checkedAt: string | null;
}

export interface Pin {
  /** Short id moderators can type, e.g. 'k7m2x9qpta' (ids from imports are kept when free). */
  id: string;
  guildId: string;
  /** The question/topic as the moderator wrote it (trimmed). */
  topic: string;
  /** normaliseTopic(topic): what lookups and the per-guild uniqueness use. */
  topicKey: string;
  target: PinTarget;
  note: string | null;
  createdBy: Actor;
  createdAt: string;
  regression: PinRegression;
  verification: PinVerification;
}

export interface NewPin {
  guildId: string;
  topic: string;
  target: PinTarget;
  note?: string | null;
  regression?: Partial<PinRegression>;
}

export interface AddPinOptions {
  /**
   * If a pin with the same topic exists in the guild: false (default) → DuplicateTopic; true → replace it in place
   * (same id, new target/note/baseline, verification reset, createdBy/createdAt = this actor/now; audited as
   * 'pin.replace'). This is also how a moderator re-confirms a stale pin.
   */
  replace?: boolean;
}

/** Remove by id or by topic (normalised before matching). */
export type PinRef = { id: string } | { topic: string };

export interface ListPinsOptions {
  /** true: only stale pins; false: only fresh ones; absent: all. */
  stale?: boolean;
}

export interface VerificationUpdate {
  stale: boolean;
  /** Required-ish when stale; cleared to null when omitted. */
  reason?: string | null;
  /** Defaults to now. */
  checkedAt?: string;
}

/** A pin as exported: everything but the guild (the import target decides) and the derived topic key. */
export type ExportedPin = Omit<Pin, 'guildId' | 'topicKey'>;

export const PIN_EXPORT_FORMAT = 'rulebot.pins';
export const PIN_EXPORT_VERSION = 1;

export interface PinExport {
  format: typeof PIN_EXPORT_FORMAT;
  version: typeof PIN_EXPORT_VERSION;
  guildId: string;
  exportedAt: string;
  pins: ExportedPin[];
}

/**
 * Input accepted by importPins: a PinExport (e.g. parsed from the YAML/JSON file /pin export produced) or a bare
 * array of pins. In a pin, `id`, `note`, `createdBy`, `createdAt`, `regression` and `verification` may be omitted
 * (defaults: new id, null, the importing actor, now, empty baseline, fresh).
 */
export type PinImportInput = PinExport | unknown[] | { pins: unknown[] };

export interface ImportOptions {
  /** merge (default): add new pins, update changed ones, keep the rest. replace: also remove pins not in the file. */
  mode?: 'merge' | 'replace';
}

export type ImportStatus = 'added' | 'updated' | 'unchanged' | 'removed';

export interface ImportResult {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  /** One line per pin touched or matched, in file order (removed pins last). */
  pins: Array<{ id: string; topic: string; status: ImportStatus }>;
}

export interface GuildSettings {
  guildId: string;
  /** Reply language when the user's locale is unknown. Default 'en'. */
  defaultLang: PinLang;
  /** Role whose members may pin, besides people with Manage Server. Default null (no extra role). */
  pinRoleId: string | null;
  /** Game every search in this server is narrowed to; null = every game. */
  defaultGame: PinGame | null;
  updatedAt: string | null;
  updatedBy: Actor | null;
}

export interface SettingsPatch {
  defaultLang?: PinLang;
  pinRoleId?: string | null;
  defaultGame?: PinGame | null;
}

/** The games a server can choose as its default (rulings/games.ts). */
export const PIN_GAMES = GAMES;
export type PinGame = (typeof PIN_GAMES)[number];

/** A player's "this answer is wrong", waiting in the server's review queue (/pin reports). */
export interface Report {
  id: number;
  guildId: string;
  /** What was answered: a knowledge-base entry id (ruling) or a canonical scenario (check). */
  kind: 'ruling' | 'check';
  ref: string;
  question: string | null;
  comment: string | null;
  reporter: Actor;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: Actor | null;
}

export interface NewReport {
  guildId: string;
  kind: 'ruling' | 'check';
  ref: string;
  question?: string | null;
  comment?: string | null;
}

export type AuditAction =
  | 'pin.add'
  | 'pin.replace'
  | 'pin.remove'
  | 'pin.verify'
  | 'pin.import.add'
  | 'pin.import.update'
  | 'pin.import.remove'
  | 'pins.import'
  | 'settings.update'
  | 'report.add'
  | 'report.resolve';

export interface AuditEntry {
  /** Increasing within a database; listAudit returns newest first. */
  id: number;
  guildId: string;
  at: string;
  actor: Actor;
  action: AuditAction;
  pinId: string | null;
  /** State before the write (a Pin or GuildSettings as JSON), null for creations. */
  before: JsonValue | null;
  /** State after the write, null for removals. For 'pins.import': the ImportResult counts and mode. */
  after: JsonValue | null;
}

export interface ListAuditOptions {
  /** Default 50, max 1000. */
  limit?: number;
  /** Only entries with id < beforeId (paging backwards). */
  beforeId?: number;
  pinId?: string;
}

export interface IntegrityReport {
  ok: boolean;
  backend: StoreBackend;
  /** Highest applied migration number. */
  schemaVersion: number;
  /** Empty when ok. Developer-facing descriptions (not localised). */
  problems: string[];
}

export type StoreBackend = 'sqlite' | 'postgres';

export interface PinStore {
  readonly backend: StoreBackend;
  /**
   * Null while the store takes writes. Set when the database failed its integrity check or cannot be written:
   * reads still work, every write throws StoreReadOnly (code STORE_READ_ONLY).
   */
  readonly readOnly: ReadOnlyState | null;

  /** Validates, normalises the topic, records createdBy = actor. Throws InvalidInput, DuplicateTopic. */
  addPin(input: NewPin, actor: Actor, options?: AddPinOptions): Promise<Pin>;
  /** Returns the removed pin. Throws PinNotFound (also for another guild's pin id). */
  removePin(guildId: string, ref: PinRef, actor: Actor): Promise<Pin>;
  /** null when absent or in another guild. */
  getPin(guildId: string, id: string): Promise<Pin | null>;
  /** Oldest first. */
  listPins(guildId: string, options?: ListPinsOptions): Promise<Pin[]>;
  /** All guilds' pins (for the re-check job), ordered by guild then age. */
  listAllPins(): Promise<Pin[]>;
  /**
   * Exact match on the normalised topic (the argument is normalised again, so raw text works too). Returns 0 or 1
   * pin today; an array so fuzzier strategies can return more. For fuzzy matching use listPins + rulings/fuzzy.ts.
   */
  findPinsForQuestion(guildId: string, normalisedTopic: string): Promise<Pin[]>;
  /**
   * Record a re-check. Audited ('pin.verify') only when `stale` or `reason` changes, so a periodic job that finds
   * nothing new does not flood the trail. Throws PinNotFound.
   */
  updatePinVerification(id: string, update: VerificationUpdate, actor?: Actor): Promise<Pin>;

  exportPins(guildId: string): Promise<PinExport>;
  /**
   * Atomic (all pins or none) and idempotent: importing the same file twice changes nothing the second time.
   * Pins are matched by id within the guild, then by topic. Throws InvalidInput (with issue paths like
   * `pins.3.topic`), DuplicateTopic (two pins in the file share a topic, or a pin would take another's topic).
   */
  importPins(guildId: string, input: PinImportInput, actor: Actor, options?: ImportOptions): Promise<ImportResult>;

  /** Defaults when the guild never changed anything. */
  getSettings(guildId: string): Promise<GuildSettings>;
  updateSettings(guildId: string, patch: SettingsPatch, actor: Actor): Promise<GuildSettings>;

  listAudit(guildId: string, options?: ListAuditOptions): Promise<AuditEntry[]>;

  /** Files a report (audited with the reporter). Throws InvalidInput. */
  addReport(input: NewReport, reporter: Actor): Promise<Report>;
  /** Open reports (or all with `all`), newest first, at most `limit` (default 25). */
  listReports(guildId: string, options?: { all?: boolean; limit?: number }): Promise<Report[]>;
  /** Marks a report handled. Throws PinNotFound (ref `report <id>`) when absent or in another guild. */
  resolveReport(guildId: string, id: number, actor: Actor): Promise<Report>;

  /** Keeps `value` under `key` (first write wins: keys are content hashes). */
  putState(key: string, value: string): Promise<void>;
  /** null when never stored (or pruned). */
  getState(key: string): Promise<string | null>;
  /** Forgets state stored before `before` (ISO time); returns how many. Buttons that old say "expired". */
  pruneState(before: string): Promise<number>;

  /** Backend integrity check + schema version + every stored topic key matches normaliseTopic(topic). */
  integrityCheck(): Promise<IntegrityReport>;
  /** Idempotent. Later calls on the store throw StoreClosed. */
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Clock for createdAt/audit timestamps (tests). */
  now?: () => Date;
  /** Told when a failing write turns the store read-only (corrupt page, read-only disk): for a log line. */
  onReadOnly?: (state: ReadOnlyState) => void;
}
