/**
 * The pin-store contract: one suite, run against every backend (sqlite.test.ts, postgres.test.ts). A backend
 * passes when a moderator, a judge and the re-check job would see exactly the same thing from either.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DuplicateTopic,
  InvalidInput,
  PinNotFound,
  StoreClosed,
  type Actor,
  type AuditEntry,
  type NewPin,
  type PinStore,
  type StoreOptions,
} from '../../store/index.ts';
import { latestVersion } from '../../store/migrations.ts';

/** A fresh, empty place to open stores on (a new SQLite file, a new PostgreSQL schema). */
export interface StoreLocation {
  open(options?: StoreOptions): Promise<PinStore>;
  dispose(): Promise<void>;
}

export interface StoreHarness {
  backend: 'sqlite' | 'postgres';
  fresh(): Promise<StoreLocation>;
}

export const MOD: Actor = { userId: '100000000000000001', displayName: 'Ami (mod)' };
export const MOD2: Actor = { userId: '100000000000000002', displayName: 'Ben' };
export const G1 = '900000000000000001';
export const G2 = '900000000000000002';

/** A clock that advances one second per reading, so order and timestamps are predictable. */
export function tickingClock(start = '2025-02-07T12:00:00.000Z'): () => Date {
  let t = Date.parse(start);
  return () => new Date((t += 1000));
}

export function entryPin(topic: string, entryId = 'mtg.trample.lethal', guildId = G1): NewPin {
  return { guildId, topic, target: { kind: 'entry', entryId }, regression: { kbVersion: 'kb-2025-02', entryHash: `sha:${entryId}` } };
}
export function scenarioPin(topic: string, guildId = G1): NewPin {
  return {
    guildId,
    topic,
    target: { kind: 'scenario', scenario: 'attack 5/5 trample; block 2/2' },
    note: 'Asked at FNM, confirmed by L2',
    regression: {
      outcome: { defender: { damage: 2, dies: true }, player: { damage: 3 }, order: ['combat', 'sba'], exact: 0.5, label: 'trample → 3 à joueur' },
      citations: ['mtg.trample.lethal', 'mtg.sba.lethal-damage'],
      engineVersion: 'engine-1.2.0',
      ruleset: 'mtg-cr-2025-02-07',
    },
  };
}
export function textPin(topic: string, lang: 'en' | 'ja' | 'fr' = 'ja', guildId = G1): NewPin {
  return { guildId, topic, target: { kind: 'text', text: '《ソウルガード》は破壊を一度だけ防ぐ。', lang } };
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected the promise to reject');
}

export function storeContract(h: StoreHarness): void {
  describe(`pin store contract (${h.backend})`, () => {
    let loc: StoreLocation;
    let store: PinStore;
    let opened: PinStore[];

    const open = async (options: StoreOptions = {}): Promise<PinStore> => {
      const s = await loc.open(options);
      opened.push(s);
      return s;
    };

    beforeEach(async () => {
      opened = [];
      loc = await h.fresh();
      store = await open({ now: tickingClock() });
    });

    afterEach(async () => {
      for (const s of opened) await s.close();
      await loc.dispose();
    });

    describe('adding and reading pins', () => {
      it('round-trips each target kind with its regression baseline', async () => {
        const e = await store.addPin({ ...entryPin('How does trample assign damage?'), note: 'see 702.19c' }, MOD);
        const s = await store.addPin(scenarioPin('Trample vs a 2/2 blocker'), MOD2);
        const t = await store.addPin(textPin('ソウルガードの効果'), MOD);

        expect(store.backend).toBe(h.backend);
        expect(e).toMatchObject({
          guildId: G1,
          topic: 'How does trample assign damage?',
          topicKey: 'how does trample assign damage',
          target: { kind: 'entry', entryId: 'mtg.trample.lethal' },
          note: 'see 702.19c',
          createdBy: MOD,
          createdAt: '2025-02-07T12:00:01.000Z',
          regression: { kbVersion: 'kb-2025-02', entryHash: 'sha:mtg.trample.lethal', outcome: null, citations: null },
          verification: { stale: false, reason: null, checkedAt: null },
        });
        expect(e.id).toMatch(/^[a-z0-9]{10}$/);
        expect(s.regression).toEqual({ kbVersion: null, entryHash: null, ...scenarioPin('x').regression });
        expect(s.createdBy).toEqual(MOD2);
        expect(t.target).toEqual({ kind: 'text', text: '《ソウルガード》は破壊を一度だけ防ぐ。', lang: 'ja' });

        for (const p of [e, s, t]) expect(await store.getPin(G1, p.id)).toEqual(p);
        expect((await store.listPins(G1)).map((p) => p.id)).toEqual([e.id, s.id, t.id]);
        expect(await store.listPins(G2)).toEqual([]);
        expect(await store.getPin(G2, e.id)).toBeNull();
        expect(await store.getPin(G1, 'nosuchpin')).toBeNull();
      });

      it('keeps any JSON outcome exactly, including a bare string', async () => {
        const outcome = { z: 1, a: [true, null, { 'clé': 'アタック' }], n: -0.25 };
        const p = await store.addPin({ ...scenarioPin('json outcome'), regression: { outcome, engineVersion: 'e1' } }, MOD);
        expect((await store.getPin(G1, p.id))?.regression.outcome).toEqual(outcome);
        const q = await store.addPin({ ...scenarioPin('string outcome'), regression: { outcome: 'attacker wins', engineVersion: 'e1' } }, MOD);
        expect((await store.getPin(G1, q.id))?.regression.outcome).toBe('attacker wins');
      });

      it('finds a pin from the question however it is cased, spaced or punctuated, only in its guild', async () => {
        const p = await store.addPin(entryPin('How does TRAMPLE work?'), MOD);
        const j = await store.addPin(textPin('《アタック》について'), MOD);
        expect((await store.findPinsForQuestion(G1, 'how does trample work')).map((x) => x.id)).toEqual([p.id]);
        expect((await store.findPinsForQuestion(G1, '  ＨＯＷ  does trample work？！ ')).map((x) => x.id)).toEqual([p.id]);
        expect((await store.findPinsForQuestion(G1, 'アタックについて')).map((x) => x.id)).toEqual([j.id]);
        expect(await store.findPinsForQuestion(G1, 'how does trample work at all')).toEqual([]);
        expect(await store.findPinsForQuestion(G2, 'how does trample work')).toEqual([]);
        expect(await store.findPinsForQuestion(G1, '???')).toEqual([]);
      });

      it('refuses a second pin on the same topic, naming the first, and writes nothing', async () => {
        const first = await store.addPin(entryPin('Deathtouch and trample'), MOD);
        const auditBefore = await store.listAudit(G1);
        const e = await rejection(store.addPin(textPin('deathtouch AND trample!', 'en'), MOD2));
        expect(e).toBeInstanceOf(DuplicateTopic);
        expect(e).toMatchObject({ code: 'DUPLICATE_TOPIC', existingPinId: first.id, topicKey: 'deathtouch and trample' });
        expect(await store.listPins(G1)).toEqual([first]);
        expect(await store.listAudit(G1)).toEqual(auditBefore);
        // Another server may pin the same topic.
        const other = await store.addPin(entryPin('Deathtouch and trample', 'mtg.deathtouch', G2), MOD);
        expect(other.id).not.toBe(first.id);
      });

      it('replace: true swaps the answer in place, resets verification and audits before/after', async () => {
        const first = await store.addPin(entryPin('Lifelink and damage'), MOD);
        await store.updatePinVerification(first.id, { stale: true, reason: 'entry-changed' });
        const again = await store.addPin({ ...textPin('lifelink and damage', 'fr'), note: 'reformulé' }, MOD2, { replace: true });
        expect(again.id).toBe(first.id);
        expect(again).toMatchObject({ topic: 'lifelink and damage', target: { kind: 'text', lang: 'fr' }, note: 'reformulé', createdBy: MOD2 });
        expect(again.verification).toEqual({ stale: false, reason: null, checkedAt: null });
        expect(await store.listPins(G1)).toEqual([again]);
        const [last] = await store.listAudit(G1, { limit: 1 });
        expect(last).toMatchObject({ action: 'pin.replace', pinId: first.id, actor: MOD2 });
        expect(last?.before).toMatchObject({ target: { kind: 'entry' }, verification: { stale: true } });
        expect(last?.after).toMatchObject({ target: { kind: 'text' }, verification: { stale: false } });
      });
    });

    describe('validation', () => {
      const bad: Array<[string, unknown, string]> = [
        ['empty topic', { ...entryPin('  ') }, 'topic'],
        ['punctuation-only topic', { ...entryPin('?!。') }, 'topic'],
        ['too long topic', { ...entryPin('x'.repeat(301)) }, 'topic'],
        ['unsupported language', { ...textPin('t'), target: { kind: 'text', text: 'Hallo', lang: 'de' } }, 'target.lang'],
        ['unknown target kind', { ...textPin('t'), target: { kind: 'card', name: 'x' } }, 'target.kind'],
        ['malformed entry id', { ...entryPin('t', 'trample') }, 'target.entryId'],
        ['entry pin without its hash', { ...entryPin('t'), regression: { kbVersion: 'kb' } }, 'regression.entryHash'],
        ['scenario without outcome', { ...scenarioPin('t'), regression: { engineVersion: 'e' } }, 'regression.outcome'],
        ['scenario without engine version', { ...scenarioPin('t'), regression: { outcome: 'x' } }, 'regression.engineVersion'],
        ['note too long', { ...entryPin('t'), note: 'n'.repeat(1001) }, 'note'],
        ['guild id with spaces', { ...entryPin('t'), guildId: 'my guild' }, 'guildId'],
      ];
      it.each(bad)('rejects %s with an issue at the field, writing nothing', async (_name, input, path) => {
        const e = await rejection(store.addPin(input as NewPin, MOD));
        expect(e).toBeInstanceOf(InvalidInput);
        expect((e as InvalidInput).issues.map((i) => i.path)).toContain(path);
        expect(await store.listAllPins()).toEqual([]);
        expect(await store.listAudit(G1)).toEqual([]);
      });

      it('rejects an actor without a display name', async () => {
        const e = await rejection(store.addPin(entryPin('t'), { userId: '1', displayName: ' ' }));
        expect((e as InvalidInput).issues).toEqual([expect.objectContaining({ path: 'actor.displayName' })]);
      });
    });

    describe('removing pins', () => {
      it('removes by id or by topic, returns the pin, and audits it', async () => {
        const a = await store.addPin(entryPin('First strike damage step'), MOD);
        const b = await store.addPin(entryPin('Double strike and trample', 'mtg.combat.double-strike'), MOD);
        expect(await store.removePin(G1, { id: a.id }, MOD2)).toEqual(a);
        expect(await store.removePin(G1, { topic: 'DOUBLE strike & trample' }, MOD2).catch((e: unknown) => e)).toBeInstanceOf(PinNotFound);
        expect(await store.removePin(G1, { topic: 'double strike and trample?' }, MOD2)).toEqual(b);
        expect(await store.listPins(G1)).toEqual([]);
        const audit = await store.listAudit(G1);
        expect(audit.map((x) => [x.action, x.pinId])).toEqual([
          ['pin.remove', b.id],
          ['pin.remove', a.id],
          ['pin.add', b.id],
          ['pin.add', a.id],
        ]);
        expect(audit[0]).toMatchObject({ actor: MOD2, before: { id: b.id, topic: b.topic }, after: null });
      });

      it('reports PinNotFound for unknown ids and for another guild’s pin, which survives', async () => {
        const p = await store.addPin(entryPin('Protection from red'), MOD);
        const e = await rejection(store.removePin(G2, { id: p.id }, MOD));
        expect(e).toBeInstanceOf(PinNotFound);
        expect(e).toMatchObject({ code: 'PIN_NOT_FOUND', guildId: G2, ref: p.id });
        expect(await rejection(store.removePin(G1, { id: 'zzzzzzzzzz' }, MOD))).toBeInstanceOf(PinNotFound);
        expect(await rejection(store.removePin(G1, { topic: '…' }, MOD))).toBeInstanceOf(InvalidInput);
        expect(await store.getPin(G1, p.id)).toEqual(p);
        expect(await store.listAudit(G2)).toEqual([]);
      });
    });

    describe('verification', () => {
      it('stores the stale flag, reason and time, filters on it, and audits only changes', async () => {
        const p = await store.addPin(entryPin('Indestructible and damage', 'mtg.indestructible'), MOD);
        const q = await store.addPin(scenarioPin('Battle defense'), MOD);
        const v1 = await store.updatePinVerification(p.id, { stale: true, reason: 'entry-changed', checkedAt: '2025-03-01T10:00:00Z' });
        expect(v1.verification).toEqual({ stale: true, reason: 'entry-changed', checkedAt: '2025-03-01T10:00:00.000Z' });
        expect(await store.getPin(G1, p.id)).toEqual(v1);
        expect((await store.listPins(G1, { stale: true })).map((x) => x.id)).toEqual([p.id]);
        expect((await store.listPins(G1, { stale: false })).map((x) => x.id)).toEqual([q.id]);

        // Same result again: time moves, no new audit row.
        const again = await store.updatePinVerification(p.id, { stale: true, reason: 'entry-changed' });
        expect(again.verification.checkedAt).not.toBe('2025-03-01T10:00:00.000Z');
        const fresh = await store.updatePinVerification(q.id, { stale: false });
        expect(fresh.verification).toMatchObject({ stale: false, reason: null });

        const audit = await store.listAudit(G1);
        expect(audit.filter((x) => x.action === 'pin.verify').map((x) => x.pinId)).toEqual([p.id]);
        expect(audit[0]).toMatchObject({ action: 'pin.verify', actor: { userId: 'system' }, before: { verification: { stale: false } }, after: { verification: { stale: true, reason: 'entry-changed' } } });

        const cleared = await store.updatePinVerification(p.id, { stale: false }, MOD2);
        expect(cleared.verification.stale).toBe(false);
        expect((await store.listAudit(G1, { limit: 1 }))[0]).toMatchObject({ action: 'pin.verify', actor: MOD2 });
        expect(await rejection(store.updatePinVerification('zzzzzzzzzz', { stale: true }))).toBeInstanceOf(PinNotFound);
      });

      it('lists every guild’s pins for the re-check job', async () => {
        await store.addPin(entryPin('a topic', 'mtg.lifelink', G2), MOD);
        await store.addPin(entryPin('b topic'), MOD);
        await store.addPin(entryPin('c topic', 'mtg.deathtouch', G2), MOD);
        expect((await store.listAllPins()).map((p) => [p.guildId, p.topic])).toEqual([
          [G1, 'b topic'],
          [G2, 'a topic'],
          [G2, 'c topic'],
        ]);
      });
    });

    describe('export and import', () => {
      async function seed(): Promise<void> {
        await store.addPin({ ...entryPin('Trample with deathtouch'), note: 'one damage is lethal' }, MOD);
        await store.addPin(scenarioPin('Trample over a 2/2'), MOD2);
        const t = await store.addPin(textPin('ゲートルーラーの破壊', 'ja'), MOD);
        await store.updatePinVerification(t.id, { stale: true, reason: 'kb-entry-missing', checkedAt: '2025-04-01T00:00:00.000Z' });
      }

      it('export → import into another server reproduces every pin; a second import changes nothing', async () => {
        await seed();
        const file = await store.exportPins(G1);
        expect(file).toMatchObject({ format: 'rulebot.pins', version: 1, guildId: G1, pins: expect.any(Array) });
        expect(file.pins).toHaveLength(3);
        // What /pin export writes must survive a JSON (or YAML) round trip.
        const parsed = JSON.parse(JSON.stringify(file)) as unknown;

        const r1 = await store.importPins(G2, parsed as never, MOD2);
        expect(r1).toMatchObject({ added: 3, updated: 0, unchanged: 0, removed: 0 });
        const copied = await store.listPins(G2);
        const strip = (p: { id: string; guildId: string }) => ({ ...p, id: undefined, guildId: undefined });
        expect(copied.map(strip)).toEqual((await store.listPins(G1)).map(strip));
        expect(copied.map((p) => p.createdBy)).toEqual([MOD, MOD2, MOD]); // provenance kept
        expect(copied[2]?.verification).toEqual({ stale: true, reason: 'kb-entry-missing', checkedAt: '2025-04-01T00:00:00.000Z' });

        const auditAfterFirst = await store.listAudit(G2, { limit: 1000 });
        const r2 = await store.importPins(G2, parsed as never, MOD2);
        expect(r2).toMatchObject({ added: 0, updated: 0, unchanged: 3, removed: 0 });
        expect(r2.pins.map((p) => p.id)).toEqual(copied.map((p) => p.id));
        expect(await store.listPins(G2)).toEqual(copied);
        const auditAfterSecond = await store.listAudit(G2, { limit: 1000 });
        expect(auditAfterSecond.length).toBe(auditAfterFirst.length + 1);
        expect(auditAfterSecond[0]).toMatchObject({ action: 'pins.import', actor: MOD2, after: { mode: 'merge', added: 0, unchanged: 3 } });
        expect(auditAfterFirst.filter((a) => a.action === 'pin.import.add')).toHaveLength(3);
      });

      it('re-importing its own export keeps ids; an edited file updates only the edited pin', async () => {
        await seed();
        const file = await store.exportPins(G1);
        const before = await store.listPins(G1);
        expect(await store.importPins(G1, file, MOD)).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
        expect(await store.listPins(G1)).toEqual(before);

        const edited = structuredClone(file);
        edited.pins[0]!.note = 'edited offline';
        edited.pins[0]!.topic = 'TRAMPLE with deathtouch?'; // same key, new spelling
        const r = await store.importPins(G1, edited, MOD2);
        expect(r).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
        const after = await store.listPins(G1);
        expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
        expect(after[0]).toMatchObject({ note: 'edited offline', topic: 'TRAMPLE with deathtouch?' });
        const [, upd] = await store.listAudit(G1, { limit: 2 });
        expect(upd).toMatchObject({ action: 'pin.import.update', pinId: before[0]!.id, before: { note: 'one damage is lethal' }, after: { note: 'edited offline' } });
      });

      it('is all-or-nothing: one bad pin rejects the file with its path, and nothing is written', async () => {
        await seed();
        const before = await store.listPins(G1);
        const audit = await store.listAudit(G1, { limit: 1000 });
        const pins = [
          { topic: 'New topic one', target: { kind: 'text', text: 'ok', lang: 'en' } },
          { topic: 'New topic two', target: { kind: 'text', text: 'ok', lang: 'xx' } },
          { topic: '', target: { kind: 'entry', entryId: 'mtg.deathtouch' }, regression: { entryHash: 'h' } },
        ];
        const e = await rejection(store.importPins(G1, { pins }, MOD));
        expect(e).toBeInstanceOf(InvalidInput);
        expect((e as InvalidInput).issues.map((i) => i.path)).toEqual(['pins.1.target.lang', 'pins.2.topic']);
        expect(await store.listPins(G1)).toEqual(before);
        expect(await store.listAudit(G1, { limit: 1000 })).toEqual(audit);

        expect(await rejection(store.importPins(G1, { format: 'rulebot.pins', version: 2, pins: [] } as never, MOD))).toBeInstanceOf(InvalidInput);
        expect(await rejection(store.importPins(G1, 'not a file' as never, MOD))).toBeInstanceOf(InvalidInput);
      });

      it('rolls back pins already written when a clash is found part-way through', async () => {
        const x = await store.addPin(entryPin('Protector of a battle', 'mtg.battle.protector'), MOD);
        const y = await store.addPin(entryPin('Siege battles', 'mtg.battle.siege'), MOD);
        const audit = await store.listAudit(G1, { limit: 1000 });
        // Third pin says: "pin x now answers y's topic" — only detectable against the database.
        const file = [
          { topic: 'Brand new A', target: { kind: 'text', text: 'a', lang: 'en' } },
          { topic: 'Brand new B', target: { kind: 'text', text: 'b', lang: 'fr' } },
          { id: x.id, topic: y.topic, target: { kind: 'text', text: 'c', lang: 'en' } },
        ];
        const e = await rejection(store.importPins(G1, file, MOD2));
        expect(e).toBeInstanceOf(DuplicateTopic);
        expect(e).toMatchObject({ existingPinId: y.id });
        expect(await store.listPins(G1)).toEqual([x, y]);
        expect(await store.listAudit(G1, { limit: 1000 })).toEqual(audit);
      });

      it('rejects a file that pins one topic twice', async () => {
        const file = [
          { topic: 'Zero life', target: { kind: 'entry', entryId: 'mtg.sba.zero-life' }, regression: { entryHash: 'h' } },
          { topic: 'zero LIFE.', target: { kind: 'text', text: 'you lose', lang: 'en' } },
        ];
        expect(await rejection(store.importPins(G1, file, MOD))).toBeInstanceOf(DuplicateTopic);
        expect(await store.listPins(G1)).toEqual([]);
      });

      it('accepts a bare list with defaults (importer as author, new ids), and mode replace removes the rest', async () => {
        const old = await store.addPin(entryPin('Old pin to drop'), MOD);
        const keep = await store.addPin(entryPin('Kept pin', 'mtg.lifelink'), MOD);
        const r = await store.importPins(
          G1,
          [
            { topic: 'Kept pin', target: { kind: 'entry', entryId: 'mtg.lifelink' }, regression: { kbVersion: 'kb-2025-02', entryHash: 'sha:mtg.lifelink' } },
            { id: `${old.id}x`, topic: 'Fresh pin', target: { kind: 'text', text: 'Réponse', lang: 'fr' } },
          ],
          MOD2,
          { mode: 'replace' },
        );
        expect(r).toMatchObject({ added: 1, updated: 0, unchanged: 1, removed: 1 });
        expect(r.pins.map((p) => p.status)).toEqual(['unchanged', 'added', 'removed']);
        const pins = await store.listPins(G1);
        expect(pins.map((p) => p.topic)).toEqual(['Kept pin', 'Fresh pin']);
        expect(pins[0]).toEqual(keep);
        expect(pins[1]).toMatchObject({ id: `${old.id}x`, createdBy: MOD2, note: null });
        expect((await store.listAudit(G1, { limit: 3 })).map((a) => a.action)).toEqual(['pins.import', 'pin.import.remove', 'pin.import.add']);
      });

      it('gives an imported pin a new id when its id belongs to another server', async () => {
        const p = await store.addPin(entryPin('Shared id'), MOD);
        const file = await store.exportPins(G1);
        await store.importPins(G2, file, MOD);
        const [copy] = await store.listPins(G2);
        expect(copy?.id).toBeDefined();
        expect(copy?.id).not.toBe(p.id);
        expect(await store.getPin(G1, p.id)).toEqual(p);
      });
    });

    describe('settings', () => {
      it('defaults to English and no pin role, and records changes with who and before/after', async () => {
        expect(await store.getSettings(G1)).toEqual({ guildId: G1, defaultLang: 'en', pinRoleId: null, defaultGame: null, updatedAt: null, updatedBy: null });
        const s1 = await store.updateSettings(G1, { defaultLang: 'ja' }, MOD);
        expect(s1).toMatchObject({ defaultLang: 'ja', pinRoleId: null, updatedBy: MOD });
        const s2 = await store.updateSettings(G1, { pinRoleId: '555555555555555555' }, MOD2);
        expect(s2).toMatchObject({ defaultLang: 'ja', pinRoleId: '555555555555555555', updatedBy: MOD2 });
        expect(await store.getSettings(G1)).toEqual(s2);
        expect(await store.getSettings(G2)).toMatchObject({ defaultLang: 'en', pinRoleId: null });
        const s3 = await store.updateSettings(G1, { pinRoleId: null, defaultLang: 'fr' }, MOD);
        expect(s3).toMatchObject({ defaultLang: 'fr', pinRoleId: null });

        const audit = await store.listAudit(G1);
        expect(audit.map((a) => a.action)).toEqual(['settings.update', 'settings.update', 'settings.update']);
        expect(audit[2]).toMatchObject({ before: null, after: { defaultLang: 'ja' } });
        expect(audit[0]).toMatchObject({ before: { defaultLang: 'ja', pinRoleId: '555555555555555555' }, after: { defaultLang: 'fr', pinRoleId: null } });

        expect(await rejection(store.updateSettings(G1, { defaultLang: 'de' } as never, MOD))).toBeInstanceOf(InvalidInput);
        expect(await rejection(store.updateSettings(G1, { colour: 'red' } as never, MOD))).toBeInstanceOf(InvalidInput);
        expect(await store.getSettings(G1)).toEqual(s3);
      });

      it('keeps a default game per server, durable and clearable, and refuses unknown games', async () => {
        expect((await store.getSettings(G1)).defaultGame).toBeNull();
        const s1 = await store.updateSettings(G1, { defaultGame: 'mtg' }, MOD);
        expect(s1).toMatchObject({ defaultGame: 'mtg', defaultLang: 'en' });
        expect((await store.getSettings(G2)).defaultGame).toBeNull();
        // Changing another setting keeps the game.
        expect(await store.updateSettings(G1, { defaultLang: 'ja' }, MOD)).toMatchObject({ defaultGame: 'mtg', defaultLang: 'ja' });
        expect(await rejection(store.updateSettings(G1, { defaultGame: 'poker' } as never, MOD))).toBeInstanceOf(InvalidInput);
        expect(await store.updateSettings(G1, { defaultGame: null }, MOD)).toMatchObject({ defaultGame: null, defaultLang: 'ja' });
        const audit = await store.listAudit(G1);
        expect(audit[0]).toMatchObject({ action: 'settings.update', before: { defaultGame: 'mtg' }, after: { defaultGame: null } });
      });
    });

    describe('reports', () => {
      const PLAYER = { userId: '777777777777777777', displayName: 'player' };
      it('files a report with its reporter, lists open ones newest first per server, and resolves them (audited)', async () => {
        const r1 = await store.addReport({ guildId: G1, kind: 'ruling', ref: 'mtg.trample.lethal', comment: 'changed in 2025' }, PLAYER);
        const r2 = await store.addReport({ guildId: G1, kind: 'check', ref: 'mtg; A: w=2/2; attack w>B' }, PLAYER);
        await store.addReport({ guildId: G2, kind: 'ruling', ref: 'mtg.deathtouch' }, PLAYER);
        expect(r1).toMatchObject({ guildId: G1, kind: 'ruling', ref: 'mtg.trample.lethal', comment: 'changed in 2025', question: null, reporter: PLAYER, resolvedAt: null, resolvedBy: null });
        expect(r1.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect((await store.listReports(G1)).map((r) => r.id)).toEqual([r2.id, r1.id]);
        const done = await store.resolveReport(G1, r1.id, MOD);
        expect(done).toMatchObject({ id: r1.id, resolvedBy: MOD });
        expect(done.resolvedAt).not.toBeNull();
        expect((await store.listReports(G1)).map((r) => r.id)).toEqual([r2.id]);
        expect((await store.listReports(G1, { all: true })).map((r) => r.id)).toEqual([r2.id, r1.id]);
        // Another server's report cannot be resolved from here.
        const [other] = await store.listReports(G2);
        expect(await rejection(store.resolveReport(G1, other!.id, MOD))).toBeInstanceOf(PinNotFound);
        expect(await rejection(store.addReport({ guildId: G1, kind: 'oops', ref: 'x' } as never, PLAYER))).toBeInstanceOf(InvalidInput);
        expect((await store.listAudit(G1)).map((a) => a.action).slice(0, 3)).toEqual(['report.resolve', 'report.add', 'report.add']);
      });
    });

    describe('button state', () => {
      it('keeps a value under its key (first write wins) and answers null for unknown keys', async () => {
        await store.putState('abcdefgh12345678', 'mtg; A: w=6/6 trample');
        await store.putState('abcdefgh12345678', 'something else');
        expect(await store.getState('abcdefgh12345678')).toBe('mtg; A: w=6/6 trample');
        expect(await store.getState('zzzzzzzz00000000')).toBeNull();
        expect(await rejection(store.putState('bad key!', 'x'))).toBeInstanceOf(InvalidInput);
        expect(await store.pruneState('2000-01-01T00:00:00.000Z')).toBe(0);
        expect(await store.getState('abcdefgh12345678')).not.toBeNull();
        expect(await store.pruneState(new Date(Date.now() + 60_000).toISOString())).toBe(1);
        expect(await store.getState('abcdefgh12345678')).toBeNull();
      });
    });

    describe('audit trail', () => {
      it('lists newest first, pages backwards, filters by pin, and stays per guild', async () => {
        const pins = [];
        for (let i = 0; i < 5; i++) pins.push(await store.addPin(entryPin(`topic ${i}`), i % 2 ? MOD2 : MOD));
        await store.addPin(entryPin('other guild', 'mtg.lifelink', G2), MOD);
        await store.removePin(G1, { id: pins[1]!.id }, MOD);

        const all = await store.listAudit(G1);
        expect(all.map((a) => a.action)).toEqual(['pin.remove', 'pin.add', 'pin.add', 'pin.add', 'pin.add', 'pin.add']);
        expect(all.every((a) => a.guildId === G1)).toBe(true);
        const ids = all.map((a) => a.id);
        expect([...ids].sort((a, b) => b - a)).toEqual(ids);
        const times = all.map((a) => a.at);
        expect([...times].sort().reverse()).toEqual(times);
        expect(all[5]).toMatchObject({ actor: MOD, action: 'pin.add', pinId: pins[0]!.id, before: null, after: { topic: 'topic 0' } });

        const page1 = await store.listAudit(G1, { limit: 2 });
        const page2 = await store.listAudit(G1, { limit: 2, beforeId: page1[1]!.id });
        expect([...page1, ...page2]).toEqual(all.slice(0, 4));
        const forPin = await store.listAudit(G1, { pinId: pins[1]!.id });
        expect(forPin.map((a: AuditEntry) => a.action)).toEqual(['pin.remove', 'pin.add']);
        expect(await store.listAudit(G2)).toHaveLength(1);
      });
    });

    describe('concurrency, durability, lifecycle', () => {
      it('parallel adds all land with distinct ids; parallel adds of one topic let exactly one win', async () => {
        const added = await Promise.all(Array.from({ length: 25 }, (_, i) => store.addPin(entryPin(`parallel ${i}`), MOD)));
        expect(new Set(added.map((p) => p.id)).size).toBe(25);
        expect(await store.listPins(G1)).toHaveLength(25);
        expect(await store.listAudit(G1, { limit: 1000 })).toHaveLength(25);

        const race = await Promise.allSettled(Array.from({ length: 10 }, () => store.addPin(entryPin('Same topic'), MOD2)));
        expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const losers = race.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(losers).toHaveLength(9);
        for (const l of losers) expect(l.reason).toBeInstanceOf(DuplicateTopic);
      });

      it('keeps everything across close and reopen, and reports a healthy, fully migrated database', async () => {
        const p = await store.addPin(scenarioPin('Durable pin'), MOD);
        await store.updateSettings(G1, { defaultLang: 'fr' }, MOD);
        const audit = await store.listAudit(G1);
        await store.close();
        const reopened = await open();
        expect(await reopened.getPin(G1, p.id)).toEqual(p);
        expect((await reopened.getSettings(G1)).defaultLang).toBe('fr');
        expect(await reopened.listAudit(G1)).toEqual(audit);
        expect(await reopened.integrityCheck()).toEqual({ ok: true, backend: h.backend, schemaVersion: latestVersion(h.backend), problems: [] });
      });

      it('two stores opened at once on an empty database both migrate safely and see each other’s writes', async () => {
        const spare = await h.fresh();
        const [a, b] = await Promise.all([spare.open(), spare.open()]);
        try {
          const p = await a!.addPin(entryPin('seen by both'), MOD);
          expect(await b!.getPin(G1, p.id)).toEqual(p);
          expect(await rejection(b!.addPin(entryPin('Seen by both!'), MOD2))).toBeInstanceOf(DuplicateTopic);
          expect((await b!.integrityCheck()).schemaVersion).toBe(latestVersion(h.backend));
        } finally {
          await a!.close();
          await b!.close();
          await spare.dispose();
        }
      });

      it('refuses calls after close with StoreClosed; closing twice is fine', async () => {
        await store.close();
        await store.close();
        expect(await rejection(store.listPins(G1))).toBeInstanceOf(StoreClosed);
        expect(await rejection(store.addPin(entryPin('late'), MOD))).toMatchObject({ code: 'STORE_CLOSED' });
      });
    });
  });
}
