import { ApplicationCommandOptionType, ApplicationCommandType, type APIApplicationCommandOption, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { allCommands } from '../../commands/registry.ts';
import { buildDefinition, buildDefinitions, forGuild, permissionBits } from '../../bot/discord/definitions.ts';

// Discord's rules for application command names (developer docs, "Application Command Naming").
const CHAT_NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const LOCALES = ['en-US', 'en-GB', 'ja', 'fr'] as const;

const definitions = buildDefinitions();
const chat = definitions.filter((d) => (d.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput) as RESTPostAPIChatInputApplicationCommandsJSONBody[];
const messageCommands = definitions.filter((d) => d.type === ApplicationCommandType.Message);

/** Every name a user can see for something: the default and each localization. */
function names(item: { name: string; name_localizations?: Partial<Record<string, string | null>> | null }): string[] {
  return [item.name, ...Object.values(item.name_localizations ?? {}).filter((v): v is string => typeof v === 'string')];
}
function descriptions(item: { description: string; description_localizations?: Partial<Record<string, string | null>> | null }): string[] {
  return [item.description, ...Object.values(item.description_localizations ?? {}).filter((v): v is string => typeof v === 'string')];
}
function checkChatName(name: string, where: string, problems: string[]) {
  if (!CHAT_NAME.test(name)) problems.push(`${where}: "${name}" breaks the naming pattern`);
  if (name !== name.toLowerCase()) problems.push(`${where}: "${name}" must be lower case`);
}
function checkDescription(text: string, where: string, problems: string[]) {
  if (text.length < 1 || text.length > 100) problems.push(`${where}: description has ${text.length} characters (1–100)`);
}

function checkOptions(options: APIApplicationCommandOption[], where: string, problems: string[]) {
  if (options.length > 25) problems.push(`${where}: ${options.length} options (max 25)`);
  let seenOptional = false;
  for (const locale of LOCALES) {
    const localized = options.map((o) => o.name_localizations?.[locale] ?? o.name);
    const dupes = localized.filter((n, i) => localized.indexOf(n) !== i);
    if (dupes.length) problems.push(`${where}: duplicate option names in ${locale}: ${dupes.join(', ')}`);
  }
  for (const o of options) {
    const at = `${where} ${o.name}`;
    for (const n of names(o)) checkChatName(n, at, problems);
    for (const d of descriptions(o)) checkDescription(d, at, problems);
    if (o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup) {
      checkOptions((o.options ?? []) as APIApplicationCommandOption[], at, problems);
      continue;
    }
    if (o.required && seenOptional) problems.push(`${at}: required option after an optional one`);
    if (!o.required) seenOptional = true;
    if ('choices' in o && o.choices) {
      if (o.choices.length > 25) problems.push(`${at}: ${o.choices.length} choices (max 25)`);
      for (const c of o.choices) for (const n of names(c)) if (n.length < 1 || n.length > 100) problems.push(`${at}: choice name "${n}" (1–100)`);
      if ('autocomplete' in o && o.autocomplete) problems.push(`${at}: choices and autocomplete together`);
    }
    if ('max_length' in o && o.max_length !== undefined && (o.max_length < 1 || o.max_length > 6000)) problems.push(`${at}: max_length ${o.max_length}`);
  }
}

describe('Discord command definitions', () => {
  it('define every registered command, including ones added later (generic over allCommands)', () => {
    expect(definitions).toHaveLength(allCommands().length);
    expect(chat.map((d) => d.name).sort()).toEqual(allCommands().filter((c) => c.spec.kind === 'slash').map((c) => c.spec.name).sort());
  });

  it('follow Discord naming and length rules in every locale', () => {
    const problems: string[] = [];
    for (const d of chat) {
      for (const n of names(d)) checkChatName(n, `/${d.name}`, problems);
      for (const text of descriptions(d)) checkDescription(text, `/${d.name}`, problems);
      checkOptions((d.options ?? []) as APIApplicationCommandOption[], `/${d.name}`, problems);
      // Discord caps the combined name + description + option/choice text of one command at 4000 per locale.
      for (const locale of LOCALES) {
        const size = (o: any): number => // eslint-disable-line @typescript-eslint/no-explicit-any
          (o.name_localizations?.[locale] ?? o.name).length +
          (o.description_localizations?.[locale] ?? o.description ?? '').length +
          (o.choices ?? []).reduce((n: number, c: any) => n + (c.name_localizations?.[locale] ?? c.name).length + String(c.value).length, 0) + // eslint-disable-line @typescript-eslint/no-explicit-any
          (o.options ?? []).reduce((n: number, c: unknown) => n + size(c), 0);
        if (size(d) > 4000) problems.push(`/${d.name}: ${size(d)} characters in ${locale} (max 4000)`);
      }
    }
    for (const d of messageCommands) {
      for (const n of names(d)) if (n.length < 1 || n.length > 32) problems.push(`message command "${n}" (1–32)`);
      expect('description' in d).toBe(false);
    }
    expect(problems).toEqual([]);
    expect(definitions.length).toBeLessThanOrEqual(100);
  });

  it('localize /ruling for en-US, en-GB, ja and fr from the locale files', () => {
    const ruling = chat.find((d) => d.name === 'ruling')!;
    expect(ruling.name_localizations).toEqual({ 'en-US': 'ruling', 'en-GB': 'ruling', ja: '裁定', fr: 'décision' });
    expect(ruling.description_localizations?.fr).toBe('Trouver la décision qui répond à une question de règles');
    const [question, game, priv] = ruling.options as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(question).toMatchObject({ name: 'question', type: ApplicationCommandOptionType.String, required: true, autocomplete: true, max_length: 300 });
    expect(question.name_localizations.ja).toBe('質問');
    expect(game.type).toBe(ApplicationCommandOptionType.String);
    expect(game.name_localizations).toMatchObject({ ja: 'ゲーム', fr: 'jeu' });
    expect(game.choices).toContainEqual({
      name: 'Gate Ruler',
      name_localizations: { 'en-US': 'Gate Ruler', 'en-GB': 'Gate Ruler', ja: 'ゲートルーラー', fr: 'Gate Ruler' },
      value: 'gr',
    });
    expect(game.autocomplete).toBeUndefined();
    expect(priv).toMatchObject({ name: 'private', type: ApplicationCommandOptionType.Boolean, required: false, name_localizations: { ja: '非公開', fr: 'privé' } });
  });

  it('give every message command its localized label', () => {
    for (const d of messageCommands) {
      expect(Object.keys(d.name_localizations ?? {}).sort()).toEqual([...LOCALES].sort());
    }
  });

  it('restrict server-only commands to servers and set default member permissions from bit names', () => {
    const spec = { ...allCommands().find((c) => c.spec.name === 'rule')!.spec, guildOnly: true, defaultMemberPermissions: ['ManageMessages'] };
    const d = buildDefinition(spec) as RESTPostAPIChatInputApplicationCommandsJSONBody;
    expect(d.contexts).toEqual([0]);
    expect(d.dm_permission).toBe(false);
    expect(d.default_member_permissions).toBe('8192');
    expect(permissionBits(['ManageMessages', 'ManageGuild'])).toBe(String((1n << 13n) | (1n << 5n)));
    expect(() => permissionBits(['ManageMesages'])).toThrow(/unknown Discord permission "ManageMesages"/);
    // Guild deploys drop the fields only global commands take.
    const [guild] = forGuild([d]);
    expect(guild).not.toHaveProperty('contexts');
    expect(guild).not.toHaveProperty('dm_permission');
    expect(guild).toHaveProperty('default_member_permissions', '8192');
  });

  it('offer every command but the pin ones as a user install, usable in servers, DMs and group DMs', () => {
    const shipped = allCommands().filter((c) => ['ruling', 'rule', 'check', 'check-message', 'define', 'card', 'help', 'pin', 'pin-message'].includes(c.spec.name));
    expect(shipped.filter((c) => c.spec.guildOnly).map((c) => c.spec.name).sort()).toEqual(['pin', 'pin-message']);
    for (const { spec } of shipped) {
      const d = buildDefinition(spec) as RESTPostAPIChatInputApplicationCommandsJSONBody;
      expect([d.integration_types, d.contexts], spec.name).toEqual(spec.guildOnly ? [[0], [0]] : [[0, 1], [0, 1, 2]]);
    }
    expect(forGuild(definitions)[0]).not.toHaveProperty('integration_types');
  });

  it('put required options first and fail loudly when a locale string is missing', () => {
    const d = buildDefinition({ name: 'rule', kind: 'slash', options: [{ name: 'private', type: 'boolean' }, { name: 'id', type: 'string', required: true }] }) as RESTPostAPIChatInputApplicationCommandsJSONBody;
    expect(d.options!.map((o) => o.name)).toEqual(['id', 'private']);
    expect(() => buildDefinition({ name: 'nosuch', kind: 'slash' })).toThrow(/missing "commands\.nosuch\.name"/);
  });
});
