/**
 * The servers' settings kept in memory (bot/features.ts): read on every command, kept a minute, and bounded, so a
 * bot in many servers does not keep an entry for every server that ever sent a command. Counted, not timed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServices } from '../../bot/services.ts';
import { MAX_CACHED_GUILD_SETTINGS } from '../../bot/features.ts';
import type { Services } from '../../commands/context.ts';
import { freshStoreEnv, pinServices, pinsService, writePinsKb, type StoreFixture } from './fixture.ts';

let store: StoreFixture;
let services: Services;

beforeAll(async () => {
  store = freshStoreEnv();
  services = await pinServices(writePinsKb().dir, store.env);
  await services.attached;
});

afterAll(async () => {
  await closeServices(services);
  await store.cleanup();
});

describe('server settings in memory', () => {
  it('hold at most MAX_CACHED_GUILD_SETTINGS servers, and a server pushed out still gets its own language', async () => {
    const pins = pinsService(services);
    await pins.store.updateSettings('guild-fr', { defaultLang: 'fr' }, { userId: 'mod-1', displayName: 'Mod Mia' });
    expect(await services.guildLocale!('guild-fr')).toBe('fr');
    for (let i = 0; i < MAX_CACHED_GUILD_SETTINGS + 200; i++) await services.guildLocale!(`guild-${i}`);
    expect(pins.settingsCache!.size).toBe(MAX_CACHED_GUILD_SETTINGS);
    expect(pins.settingsCache!.has('guild-fr')).toBe(false);
    expect(await services.guildLocale!('guild-fr')).toBe('fr');
    expect(await services.guildLocale!(`guild-${MAX_CACHED_GUILD_SETTINGS + 199}`)).toBeUndefined();
    expect(pins.settingsCache!.size).toBe(MAX_CACHED_GUILD_SETTINGS);
  }, 60_000);
});
