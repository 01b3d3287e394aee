/**
 * The store's behaviour, written once over the Db surface (store/db.ts) so SQLite and PostgreSQL cannot drift.
 * Every write: validate → one transaction { lock guild, read current state, change, insert audit row } → commit.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db, Row, SqlValue, Tx } from './db.ts';
import { DuplicateTopic, InvalidInput, PinNotFound, StoreClosed, StoreError, StoreReadOnly, StoreUnavailable, type ReadOnlyState } from './errors.ts';
import { normaliseTopic } from './normalise.ts';
import {
  actorSchema,
  fullRegression,
  fullVerification,
  idString,
  isoTime,
  importedPinSchema,
  importInputSchema,
  LIMITS,
  newPinSchema,
  parse,
  parseAll,
  PIN_ID,
  newReportSchema,
  settingsPatchSchema,
  stateKeySchema,
  stateValueSchema,
  verificationUpdateSchema,
} from './validate.ts';
import {
  PIN_EXPORT_FORMAT,
  PIN_EXPORT_VERSION,
  SYSTEM_ACTOR,
  type Actor,
  type AddPinOptions,
  type AuditAction,
  type AuditEntry,
  type ExportedPin,
  type GuildSettings,
  type ImportOptions,
  type ImportResult,
  type IntegrityReport,
  type ListAuditOptions,
  type ListPinsOptions,
  type NewPin,
  type Pin,
  type NewReport,
  type PinExport,
  type PinGame,
  type Report,
  type PinImportInput,
  type PinLang,
  type PinRef,
  type PinStore,
  type PinTarget,
  type SettingsPatch,
  type JsonValue,
  type StoreOptions,
  type VerificationUpdate,
} from './types.ts';

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // 32 symbols, no l/o/0/1

export function newPinId(): string {
  let id = '';
  for (const b of randomBytes(10)) id += ID_ALPHABET[b & 31];
  return id;
}

/** JSON with object keys sorted, so equal documents compare equal whatever order a backend returns keys in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const PIN_COLUMNS =
  'id, guild_id, topic, topic_key, target_kind, entry_id, scenario, text_body, text_lang, note, created_by_id, ' +
  'created_by_name, created_at, kb_version, entry_hash, outcome_json, citations_json, engine_version, ruleset, ' +
  'stale, stale_reason, checked_at';

function pinParams(p: Pin): SqlValue[] {
  const t = p.target;
  return [
    p.id,
    p.guildId,
    p.topic,
    p.topicKey,
    t.kind,
    t.kind === 'entry' ? t.entryId : null,
    t.kind === 'scenario' ? t.scenario : null,
    t.kind === 'text' ? t.text : null,
    t.kind === 'text' ? t.lang : null,
    p.note,
    p.createdBy.userId,
    p.createdBy.displayName,
    p.createdAt,
    p.regression.kbVersion,
    p.regression.entryHash,
    p.regression.outcome === null ? null : JSON.stringify(p.regression.outcome),
    p.regression.citations === null ? null : JSON.stringify(p.regression.citations),
    p.regression.engineVersion,
    p.regression.ruleset,
    p.verification.stale,
    p.verification.reason,
    p.verification.checkedAt,
  ];
}

const INSERT_PIN = `INSERT INTO pins (${PIN_COLUMNS}) VALUES (${PIN_COLUMNS.split(',').map(() => '?').join(', ')})`;
/** Overwrites everything but id and guild (params: pinParams(p).slice(2) + id). */
const UPDATE_PIN = `UPDATE pins SET ${PIN_COLUMNS.split(', ')
  .slice(2)
  .map((c) => `${c} = ?`)
  .join(', ')} WHERE id = ?`;

function str(v: unknown): string {
  return typeof v === 'string' ? v : String(v);
}
function strOrNull(v: unknown): string | null {
  return v === null || v === undefined ? null : str(v);
}

/**
 * The write side of a Db behind the store's read-only switch: once set, every write is refused with
 * StoreReadOnly before it reaches the database; a write failing in a way that means the database must not take
 * writes (a corrupt page, a read-only file) sets it. Reads pass through untouched.
 */
class ReadOnlyGate implements Db {
  state: ReadOnlyState | null;
  constructor(
    private readonly inner: Db,
    initial: ReadOnlyState | null,
    private readonly onChange: (state: ReadOnlyState) => void,
  ) {
    this.state = initial;
  }
  get dialect() {
    return this.inner.dialect;
  }
  read<T>(fn: (q: Tx) => Promise<T>): Promise<T> {
    return this.inner.read(fn);
  }
  async write<T>(fn: (q: Tx) => Promise<T>): Promise<T> {
    if (this.state) throw new StoreReadOnly(this.state);
    try {
      return await this.inner.write(fn);
    } catch (e) {
      const cause = this.inner.readOnlyCause(e);
      if (!cause) throw e;
      this.state ??= { ...cause, since: new Date().toISOString() };
      this.onChange(this.state);
      throw new StoreReadOnly(this.state, e);
    }
  }
  backendIntegrity(): Promise<string[]> {
    return this.inner.backendIntegrity();
  }
  schemaVersion(): Promise<number> {
    return this.inner.schemaVersion();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
  isUniqueViolation(e: unknown): boolean {
    return this.inner.isUniqueViolation(e);
  }
  readOnlyCause(e: unknown) {
    return this.inner.readOnlyCause(e);
  }
  decodeJson(v: unknown): JsonValue | null {
    return this.inner.decodeJson(v);
  }
  decodeTime(v: unknown): string | null {
    return this.inner.decodeTime(v);
  }
  decodeBool(v: unknown): boolean {
    return this.inner.decodeBool(v);
  }
}

export interface CoreOptions extends StoreOptions {
  /** Open read-only from the start (the backend found the database corrupt or unwritable). */
  readOnly?: ReadOnlyState | null;
  /** Told when a write turns the store read-only (for a log line). */
  onReadOnly?: (state: ReadOnlyState) => void;
}

export class CorePinStore implements PinStore {
  readonly backend;
  private closed = false;
  private readonly now: () => Date;
  private readonly db: ReadOnlyGate;

  constructor(db: Db, options: CoreOptions = {}) {
    this.backend = db.dialect;
    this.now = options.now ?? (() => new Date());
    this.db = new ReadOnlyGate(db, options.readOnly ?? null, (state) => options.onReadOnly?.(state));
  }

  get readOnly(): ReadOnlyState | null {
    return this.db.state;
  }

  // ---------------------------------------------------------------- plumbing

  private nowIso(): string {
    return this.now().toISOString();
  }

  /** Closed check + driver-error wrapping for every public method. */
  private async guard<T>(what: string, fn: () => Promise<T>): Promise<T> {
    if (this.closed) throw new StoreClosed();
    try {
      return await fn();
    } catch (e) {
      if (e instanceof StoreError) throw e;
      throw new StoreUnavailable(`${this.backend} store: ${what} failed`, e);
    }
  }

  private rowToPin(r: Row): Pin {
    const kind = str(r.target_kind);
    let target: PinTarget;
    if (kind === 'entry') target = { kind, entryId: str(r.entry_id) };
    else if (kind === 'scenario') target = { kind, scenario: str(r.scenario) };
    else target = { kind: 'text', text: str(r.text_body), lang: str(r.text_lang) as PinLang };
    const citations = this.db.decodeJson(r.citations_json);
    return {
      id: str(r.id),
      guildId: str(r.guild_id),
      topic: str(r.topic),
      topicKey: str(r.topic_key),
      target,
      note: strOrNull(r.note),
      createdBy: { userId: str(r.created_by_id), displayName: str(r.created_by_name) },
      createdAt: this.db.decodeTime(r.created_at) ?? '',
      regression: {
        kbVersion: strOrNull(r.kb_version),
        entryHash: strOrNull(r.entry_hash),
        outcome: this.db.decodeJson(r.outcome_json),
        citations: Array.isArray(citations) ? citations.map(str) : null,
        engineVersion: strOrNull(r.engine_version),
        ruleset: strOrNull(r.ruleset),
      },
      verification: {
        stale: this.db.decodeBool(r.stale),
        reason: strOrNull(r.stale_reason),
        checkedAt: this.db.decodeTime(r.checked_at),
      },
    };
  }

  private rowToSettings(guildId: string, r: Row | undefined): GuildSettings {
    if (!r) return { guildId, defaultLang: 'en', pinRoleId: null, defaultGame: null, updatedAt: null, updatedBy: null };
    return {
      guildId,
      defaultLang: str(r.default_lang) as PinLang,
      pinRoleId: strOrNull(r.pin_role_id),
      defaultGame: strOrNull(r.default_game) as PinGame | null,
      updatedAt: this.db.decodeTime(r.updated_at),
      updatedBy: { userId: str(r.updated_by_id), displayName: str(r.updated_by_name) },
    };
  }

  private async audit(
    q: Tx,
    guildId: string,
    actor: Actor,
    action: AuditAction,
    pinId: string | null,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    await q.run(
      'INSERT INTO audit_log (guild_id, at, actor_id, actor_name, action, pin_id, before_json, after_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        guildId,
        this.nowIso(),
        actor.userId,
        actor.displayName,
        action,
        pinId,
        before === null || before === undefined ? null : JSON.stringify(before),
        after === null || after === undefined ? null : JSON.stringify(after),
      ],
    );
  }

  private async pinByTopic(q: Tx, guildId: string, topicKey: string): Promise<Pin | null> {
    const r = await q.get(`SELECT ${PIN_COLUMNS} FROM pins WHERE guild_id = ? AND topic_key = ?`, [guildId, topicKey]);
    return r ? this.rowToPin(r) : null;
  }

  private async pinById(q: Tx, id: string): Promise<Pin | null> {
    const r = await q.get(`SELECT ${PIN_COLUMNS} FROM pins WHERE id = ?`, [id]);
    return r ? this.rowToPin(r) : null;
  }

  private async insertPin(q: Tx, pin: Pin): Promise<void> {
    try {
      await q.run(INSERT_PIN, pinParams(pin));
    } catch (e) {
      // Guild lock + pre-check make this unreachable for topics; kept so a constraint race can never leak.
      if (this.db.isUniqueViolation(e)) throw new DuplicateTopic(pin.guildId, pin.topicKey, null);
      throw e;
    }
  }

  private async updatePinRow(q: Tx, pin: Pin): Promise<void> {
    try {
      await q.run(UPDATE_PIN, [...pinParams(pin).slice(2), pin.id]);
    } catch (e) {
      if (this.db.isUniqueViolation(e)) throw new DuplicateTopic(pin.guildId, pin.topicKey, null);
      throw e;
    }
  }

  // ---------------------------------------------------------------- pins

  async addPin(input: NewPin, actor: Actor, options: AddPinOptions = {}): Promise<Pin> {
    const p = parse(newPinSchema, input);
    const who = parse(actorSchema, actor, ['actor']);
    return this.guard('addPin', () =>
      this.db.write(async (q) => {
        await q.lockGuild(p.guildId);
        const topicKey = normaliseTopic(p.topic);
        const existing = await this.pinByTopic(q, p.guildId, topicKey);
        if (existing && !options.replace) throw new DuplicateTopic(p.guildId, topicKey, existing.id);
        const pin: Pin = {
          id: existing?.id ?? newPinId(),
          guildId: p.guildId,
          topic: p.topic,
          topicKey,
          target: p.target,
          note: p.note ?? null,
          createdBy: who,
          createdAt: this.nowIso(),
          regression: fullRegression(p.regression),
          verification: fullVerification(undefined),
        };
        if (existing) {
          await this.updatePinRow(q, pin);
          await this.audit(q, pin.guildId, who, 'pin.replace', pin.id, existing, pin);
        } else {
          await this.insertPin(q, pin);
          await this.audit(q, pin.guildId, who, 'pin.add', pin.id, null, pin);
        }
        return pin;
      }),
    );
  }

  async removePin(guildId: string, ref: PinRef, actor: Actor): Promise<Pin> {
    const gid = parse(idString, guildId, ['guildId']);
    const who = parse(actorSchema, actor, ['actor']);
    const byId = 'id' in ref;
    const key = byId ? parse(idString, ref.id, ['id']) : normaliseTopic(parse(z.string(), ref.topic, ['topic']));
    if (!byId && key.length === 0) throw new InvalidInput([{ path: 'topic', message: 'must not be empty' }]);
    return this.guard('removePin', () =>
      this.db.write(async (q) => {
        await q.lockGuild(gid);
        const rows = await q.all(
          `DELETE FROM pins WHERE guild_id = ? AND ${byId ? 'id' : 'topic_key'} = ? RETURNING ${PIN_COLUMNS}`,
          [gid, key],
        );
        const row = rows[0];
        if (!row) throw new PinNotFound(gid, byId ? key : (ref as { topic: string }).topic);
        const pin = this.rowToPin(row);
        await this.audit(q, gid, who, 'pin.remove', pin.id, pin, null);
        return pin;
      }),
    );
  }

  async getPin(guildId: string, id: string): Promise<Pin | null> {
    return this.guard('getPin', () =>
      this.db.read(async (q) => {
        const r = await q.get(`SELECT ${PIN_COLUMNS} FROM pins WHERE guild_id = ? AND id = ?`, [guildId, id]);
        return r ? this.rowToPin(r) : null;
      }),
    );
  }

  async listPins(guildId: string, options: ListPinsOptions = {}): Promise<Pin[]> {
    return this.guard('listPins', () =>
      this.db.read(async (q) => {
        const filter = options.stale === undefined ? '' : ' AND stale = ?';
        const params: SqlValue[] = options.stale === undefined ? [guildId] : [guildId, options.stale];
        const rows = await q.all(`SELECT ${PIN_COLUMNS} FROM pins WHERE guild_id = ?${filter} ORDER BY created_at, id`, params);
        return rows.map((r) => this.rowToPin(r));
      }),
    );
  }

  async listAllPins(): Promise<Pin[]> {
    return this.guard('listAllPins', () =>
      this.db.read(async (q) =>
        (await q.all(`SELECT ${PIN_COLUMNS} FROM pins ORDER BY guild_id, created_at, id`)).map((r) => this.rowToPin(r)),
      ),
    );
  }

  async findPinsForQuestion(guildId: string, normalisedTopic: string): Promise<Pin[]> {
    const key = normaliseTopic(normalisedTopic);
    if (key.length === 0) return this.guard('findPinsForQuestion', async () => []);
    return this.guard('findPinsForQuestion', () =>
      this.db.read(async (q) => {
        const pin = await this.pinByTopic(q, guildId, key);
        return pin ? [pin] : [];
      }),
    );
  }

  async updatePinVerification(id: string, update: VerificationUpdate, actor: Actor = SYSTEM_ACTOR): Promise<Pin> {
    const pinId = parse(idString, id, ['id']);
    const u = parse(verificationUpdateSchema, update);
    const who = parse(actorSchema, actor, ['actor']);
    return this.guard('updatePinVerification', () =>
      this.db.write(async (q) => {
        const first = await this.pinById(q, pinId);
        if (!first) throw new PinNotFound(null, pinId);
        await q.lockGuild(first.guildId);
        const before = await this.pinById(q, pinId); // re-read under the lock
        if (!before) throw new PinNotFound(null, pinId);
        const verification = { stale: u.stale, reason: u.reason ?? null, checkedAt: u.checkedAt ?? this.nowIso() };
        await q.run('UPDATE pins SET stale = ?, stale_reason = ?, checked_at = ? WHERE id = ?', [
          verification.stale,
          verification.reason,
          verification.checkedAt,
          pinId,
        ]);
        const after: Pin = { ...before, verification };
        if (before.verification.stale !== verification.stale || before.verification.reason !== verification.reason) {
          await this.audit(q, before.guildId, who, 'pin.verify', pinId, before, after);
        }
        return after;
      }),
    );
  }

  // ---------------------------------------------------------------- export / import

  async exportPins(guildId: string): Promise<PinExport> {
    const gid = parse(idString, guildId, ['guildId']);
    const pins = await this.listPins(gid);
    return {
      format: PIN_EXPORT_FORMAT,
      version: PIN_EXPORT_VERSION,
      guildId: gid,
      exportedAt: this.nowIso(),
      pins: pins.map(toExported),
    };
  }

  async importPins(guildId: string, input: PinImportInput, actor: Actor, options: ImportOptions = {}): Promise<ImportResult> {
    const gid = parse(idString, guildId, ['guildId']);
    const who = parse(actorSchema, actor, ['actor']);
    const envelope = parse(importInputSchema, input);
    const raw = Array.isArray(envelope) ? envelope : envelope.pins;
    if (raw.length > LIMITS.importPins) {
      throw new InvalidInput([{ path: 'pins', message: `at most ${LIMITS.importPins} pins per import` }]);
    }
    const items = parseAll(importedPinSchema, raw, 'pins');
    const mode = options.mode ?? 'merge';

    // Clashes inside the file are input errors, found before any write.
    const seenTopic = new Map<string, number>();
    const seenId = new Map<string, number>();
    items.forEach((it, i) => {
      const key = normaliseTopic(it.topic);
      if (seenTopic.has(key)) throw new DuplicateTopic(gid, key, null);
      seenTopic.set(key, i);
      if (it.id !== undefined) {
        if (seenId.has(it.id)) throw new InvalidInput([{ path: `pins.${i}.id`, message: `same id as pins.${seenId.get(it.id)}` }]);
        seenId.set(it.id, i);
      }
    });

    return this.guard('importPins', () =>
      this.db.write(async (q) => {
        await q.lockGuild(gid);
        const result: ImportResult = { added: 0, updated: 0, unchanged: 0, removed: 0, pins: [] };
        const keep = new Set<string>();
        const stamp = this.nowIso();
        for (const it of items) {
          const topicKey = normaliseTopic(it.topic);
          const sameId = it.id !== undefined ? await this.pinById(q, it.id) : null;
          const byId = sameId && sameId.guildId === gid ? sameId : null;
          const byTopic = await this.pinByTopic(q, gid, topicKey);
          if (byId && byTopic && byId.id !== byTopic.id) throw new DuplicateTopic(gid, topicKey, byTopic.id);
          const existing = byId ?? byTopic;
          const id = existing?.id ?? (it.id !== undefined && !sameId ? it.id : newPinId());
          const pin: Pin = {
            id,
            guildId: gid,
            topic: it.topic,
            topicKey,
            target: it.target,
            note: it.note ?? null,
            createdBy: it.createdBy ?? who,
            createdAt: it.createdAt ?? stamp,
            regression: fullRegression(it.regression),
            verification: fullVerification(it.verification),
          };
          keep.add(id);
          if (!existing) {
            await this.insertPin(q, pin);
            await this.audit(q, gid, who, 'pin.import.add', id, null, pin);
            result.added++;
            result.pins.push({ id, topic: pin.topic, status: 'added' });
          } else {
            // What the file does not say (provenance, last re-check) stays as it is.
            if (it.createdBy === undefined) pin.createdBy = existing.createdBy;
            if (it.createdAt === undefined) pin.createdAt = existing.createdAt;
            if (it.verification === undefined) pin.verification = existing.verification;
            if (samePin(existing, pin)) {
              result.unchanged++;
              result.pins.push({ id, topic: existing.topic, status: 'unchanged' });
              continue;
            }
            await this.updatePinRow(q, pin);
            await this.audit(q, gid, who, 'pin.import.update', id, existing, pin);
            result.updated++;
            result.pins.push({ id, topic: pin.topic, status: 'updated' });
          }
        }
        if (mode === 'replace') {
          const rows = await q.all(`SELECT ${PIN_COLUMNS} FROM pins WHERE guild_id = ? ORDER BY created_at, id`, [gid]);
          for (const r of rows) {
            const pin = this.rowToPin(r);
            if (keep.has(pin.id)) continue;
            await q.run('DELETE FROM pins WHERE id = ?', [pin.id]);
            await this.audit(q, gid, who, 'pin.import.remove', pin.id, pin, null);
            result.removed++;
            result.pins.push({ id: pin.id, topic: pin.topic, status: 'removed' });
          }
        }
        const { pins: _pins, ...counts } = result;
        await this.audit(q, gid, who, 'pins.import', null, null, { mode, ...counts });
        return result;
      }),
    );
  }

  // ---------------------------------------------------------------- settings

  async getSettings(guildId: string): Promise<GuildSettings> {
    const gid = parse(idString, guildId, ['guildId']);
    return this.guard('getSettings', () =>
      this.db.read(async (q) => this.rowToSettings(gid, await q.get('SELECT * FROM guild_settings WHERE guild_id = ?', [gid]))),
    );
  }

  async updateSettings(guildId: string, patch: SettingsPatch, actor: Actor): Promise<GuildSettings> {
    const gid = parse(idString, guildId, ['guildId']);
    const p = parse(settingsPatchSchema, patch);
    const who = parse(actorSchema, actor, ['actor']);
    return this.guard('updateSettings', () =>
      this.db.write(async (q) => {
        await q.lockGuild(gid);
        const row = await q.get('SELECT * FROM guild_settings WHERE guild_id = ?', [gid]);
        const before = this.rowToSettings(gid, row);
        const after: GuildSettings = {
          guildId: gid,
          defaultLang: p.defaultLang ?? before.defaultLang,
          pinRoleId: p.pinRoleId === undefined ? before.pinRoleId : p.pinRoleId,
          defaultGame: p.defaultGame === undefined ? before.defaultGame : p.defaultGame,
          updatedAt: this.nowIso(),
          updatedBy: who,
        };
        await q.run(
          'INSERT INTO guild_settings (guild_id, default_lang, pin_role_id, default_game, updated_at, updated_by_id, updated_by_name) ' +
            'VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET default_lang = excluded.default_lang, ' +
            'pin_role_id = excluded.pin_role_id, default_game = excluded.default_game, updated_at = excluded.updated_at, ' +
            'updated_by_id = excluded.updated_by_id, updated_by_name = excluded.updated_by_name',
          [gid, after.defaultLang, after.pinRoleId, after.defaultGame, after.updatedAt, who.userId, who.displayName],
        );
        await this.audit(q, gid, who, 'settings.update', null, row ? before : null, after);
        return after;
      }),
    );
  }

  // ---------------------------------------------------------------- reports

  private rowToReport(r: Row): Report {
    return {
      id: Number(r.id),
      guildId: str(r.guild_id),
      kind: str(r.kind) as Report['kind'],
      ref: str(r.ref),
      question: strOrNull(r.question),
      comment: strOrNull(r.comment),
      reporter: { userId: str(r.reporter_id), displayName: str(r.reporter_name) },
      createdAt: this.db.decodeTime(r.created_at) ?? '',
      resolvedAt: this.db.decodeTime(r.resolved_at),
      resolvedBy: r.resolved_by_id === null || r.resolved_by_id === undefined ? null : { userId: str(r.resolved_by_id), displayName: str(r.resolved_by_name) },
    };
  }

  async addReport(input: NewReport, reporter: Actor): Promise<Report> {
    const p = parse(newReportSchema, input);
    const who = parse(actorSchema, reporter, ['reporter']);
    return this.guard('addReport', () =>
      this.db.write(async (q) => {
        const row = await q.get(
          'INSERT INTO reports (guild_id, kind, ref, question, comment, reporter_id, reporter_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
          [p.guildId, p.kind, p.ref, p.question ?? null, p.comment ?? null, who.userId, who.displayName, this.nowIso()],
        );
        const report = this.rowToReport(row!);
        await this.audit(q, p.guildId, who, 'report.add', null, null, { id: report.id, kind: report.kind, ref: report.ref });
        return report;
      }),
    );
  }

  async listReports(guildId: string, options: { all?: boolean; limit?: number } = {}): Promise<Report[]> {
    const gid = parse(idString, guildId, ['guildId']);
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 25), 1), 1000);
    const open = options.all ? '' : ' AND resolved_at IS NULL';
    return this.guard('listReports', () =>
      this.db.read(async (q) => (await q.all(`SELECT * FROM reports WHERE guild_id = ?${open} ORDER BY id DESC LIMIT ?`, [gid, limit])).map((r) => this.rowToReport(r))),
    );
  }

  async resolveReport(guildId: string, id: number, actor: Actor): Promise<Report> {
    const gid = parse(idString, guildId, ['guildId']);
    const who = parse(actorSchema, actor, ['actor']);
    return this.guard('resolveReport', () =>
      this.db.write(async (q) => {
        const row = Number.isSafeInteger(id) ? await q.get('SELECT * FROM reports WHERE id = ? AND guild_id = ?', [id, gid]) : undefined;
        if (!row) throw new PinNotFound(gid, `report ${id}`);
        const updated = await q.get(
          'UPDATE reports SET resolved_at = ?, resolved_by_id = ?, resolved_by_name = ? WHERE id = ? RETURNING *',
          [this.nowIso(), who.userId, who.displayName, id],
        );
        await this.audit(q, gid, who, 'report.resolve', null, { id }, { id, resolved: true });
        return this.rowToReport(updated!);
      }),
    );
  }

  // ---------------------------------------------------------------- button state

  async putState(key: string, value: string): Promise<void> {
    const k = parse(stateKeySchema, key, ['key']);
    const v = parse(stateValueSchema, value, ['value']);
    await this.guard('putState', () =>
      this.db.write(async (q) => {
        await q.run('INSERT INTO button_state (key, value, created_at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING', [k, v, this.nowIso()]);
      }),
    );
  }

  async getState(key: string): Promise<string | null> {
    const k = parse(stateKeySchema, key, ['key']);
    return this.guard('getState', () => this.db.read(async (q) => strOrNull((await q.get('SELECT value FROM button_state WHERE key = ?', [k]))?.value)));
  }

  async pruneState(before: string): Promise<number> {
    const at = parse(isoTime, before, ['before']);
    return this.guard('pruneState', () => this.db.write((q) => q.run('DELETE FROM button_state WHERE created_at < ?', [at])));
  }

  // ---------------------------------------------------------------- audit, health

  async listAudit(guildId: string, options: ListAuditOptions = {}): Promise<AuditEntry[]> {
    const gid = parse(idString, guildId, ['guildId']);
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 1000);
    const where = ['guild_id = ?'];
    const params: SqlValue[] = [gid];
    if (options.beforeId !== undefined) {
      where.push('id < ?');
      params.push(options.beforeId);
    }
    if (options.pinId !== undefined) {
      where.push('pin_id = ?');
      params.push(options.pinId);
    }
    params.push(limit);
    return this.guard('listAudit', () =>
      this.db.read(async (q) => {
        const rows = await q.all(`SELECT * FROM audit_log WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`, params);
        return rows.map((r) => ({
          id: Number(r.id),
          guildId: str(r.guild_id),
          at: this.db.decodeTime(r.at) ?? '',
          actor: { userId: str(r.actor_id), displayName: str(r.actor_name) },
          action: str(r.action) as AuditAction,
          pinId: strOrNull(r.pin_id),
          before: this.db.decodeJson(r.before_json),
          after: this.db.decodeJson(r.after_json),
        }));
      }),
    );
  }

  async integrityCheck(): Promise<IntegrityReport> {
    return this.guard('integrityCheck', async () => {
      const problems = await this.db.backendIntegrity();
      const schemaVersion = await this.db.schemaVersion();
      const pins = await this.listAllPins();
      for (const p of pins) {
        const key = normaliseTopic(p.topic);
        if (key !== p.topicKey) problems.push(`pin ${p.id}: stored topic key ${JSON.stringify(p.topicKey)} != ${JSON.stringify(key)}`);
        if (!PIN_ID.test(p.id)) problems.push(`pin ${p.id}: malformed id`);
      }
      return { ok: problems.length === 0, backend: this.backend, schemaVersion, problems };
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.db.close();
    } catch (e) {
      throw new StoreUnavailable(`${this.backend} store: close failed`, e);
    }
  }
}

export function toExported(p: Pin): ExportedPin {
  return {
    id: p.id,
    topic: p.topic,
    target: p.target,
    note: p.note,
    createdBy: p.createdBy,
    createdAt: p.createdAt,
    regression: p.regression,
    verification: p.verification,
  };
}

/** Same stored content (topic spelling, target, note, provenance, baseline, verification)? */
function samePin(a: Pin, b: Pin): boolean {
  return canonicalJson(toExported(a)) === canonicalJson(toExported(b));
}
