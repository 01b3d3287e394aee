/** Raw INTERACTION_CREATE payloads shaped like Discord's (API v10), for feeding the real discord.js client. */
import { randomBytes } from 'node:crypto';
import { APP_ID, messageObject, snowflake } from './fake-discord.ts';

export const GUILD_ID = '400000000000000001';
export const CHANNEL_ID = '300000000000000001';
export const USER_ID = '500000000000000001';
export const MOD_ROLE = '600000000000000001';

/** Permission bits as Discord sends them: ViewChannel + SendMessages (+ ManageMessages for a moderator). */
const MEMBER_PERMS = ((1n << 10n) | (1n << 11n)).toString();
const MOD_PERMS = ((1n << 10n) | (1n << 11n) | (1n << 13n)).toString();

export interface Where {
  locale?: string;
  guildLocale?: string;
  /** false: a DM with the bot (no guild, no member). */
  guild?: boolean;
  moderator?: boolean;
  roles?: string[];
}

const user = { id: USER_ID, username: 'judge_kana', discriminator: '0', global_name: 'Kana', avatar: null };

function base(type: number, where: Where) {
  const inGuild = where.guild !== false;
  return {
    id: snowflake(),
    application_id: APP_ID,
    type,
    token: `aW50ZXJhY3Rpb246${randomBytes(24).toString('hex')}`,
    version: 1,
    app_permissions: MOD_PERMS,
    locale: where.locale ?? 'en-US',
    entitlements: [],
    attachment_size_limit: 10485760,
    authorizing_integration_owners: inGuild ? { '0': GUILD_ID } : { '1': USER_ID },
    context: inGuild ? 0 : 1,
    channel: inGuild ? { id: CHANNEL_ID, type: 0, guild_id: GUILD_ID, name: 'rules-questions' } : { id: CHANNEL_ID, type: 1 },
    channel_id: CHANNEL_ID,
    ...(inGuild
      ? {
          guild_id: GUILD_ID,
          guild_locale: where.guildLocale ?? 'en-US',
          guild: { id: GUILD_ID, locale: where.guildLocale ?? 'en-US', features: [] },
          member: {
            user,
            roles: where.roles ?? (where.moderator ? [MOD_ROLE] : []),
            permissions: where.moderator ? MOD_PERMS : MEMBER_PERMS,
            joined_at: '2024-01-01T00:00:00.000Z',
            nick: null,
            avatar: null,
            premium_since: null,
            deaf: false,
            mute: false,
            pending: false,
            flags: 0,
          },
        }
      : { user }),
  };
}

export type RawOption = { name: string; type: number; value?: string | number | boolean; focused?: boolean; options?: RawOption[] };

/** Option types as Discord numbers them. */
export const T = { subcommand: 1, string: 3, integer: 4, boolean: 5, role: 8, attachment: 11 } as const;

export function opt(name: string, value: string | number | boolean, focused?: boolean): RawOption {
  const type = typeof value === 'boolean' ? T.boolean : typeof value === 'number' ? T.integer : T.string;
  return { name, type, value, ...(focused ? { focused: true } : {}) };
}

export function chatInput(name: string, options: RawOption[], where: Where = {}) {
  return { ...base(2, where), data: { id: snowflake(), name, type: 1, options } };
}

export function autocomplete(name: string, options: RawOption[], where: Where = {}) {
  return { ...base(4, where), data: { id: snowflake(), name, type: 1, options } };
}

export function button(customId: string, where: Where & { ephemeralSource?: boolean } = {}) {
  const message = messageObject({ content: '', embeds: [{ title: 'previous answer' }], flags: where.ephemeralSource ? 64 : 0 });
  return { ...base(3, where), message, data: { custom_id: customId, component_type: 2 } };
}

export function modalSubmit(customId: string, fields: Record<string, string>, where: Where = {}) {
  return {
    ...base(5, where),
    data: {
      custom_id: customId,
      components: Object.entries(fields).map(([id, value]) => ({ type: 1, components: [{ type: 4, custom_id: id, value }] })),
    },
  };
}

export function messageCommand(name: string, content: string, where: Where = {}) {
  // A player's message: another author, and none of the webhook/application ids the bot's own messages carry.
  const { webhook_id: _webhook, application_id: _application, ...bot } = messageObject({ content });
  const target = { ...bot, author: { ...user, id: '500000000000000002', username: 'player' } };
  return { ...base(2, where), data: { id: snowflake(), name, type: 3, target_id: target.id, resolved: { messages: { [target.id]: target } } } };
}
