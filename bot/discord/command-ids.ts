/**
 * The ids Discord gave our commands, so replies can mention them (</ruling:123> is clickable and shows the name in
 * the reader's language). Read once when the bot connects: the global commands, plus the test server's when
 * commands were deployed to one server (DISCORD_GUILD_ID). A failure only means plain "/ruling" text.
 */
import { Routes, type REST } from 'discord.js';

export async function loadCommandIds(rest: REST, applicationId: string, guildId?: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const routes = [Routes.applicationCommands(applicationId), ...(guildId ? [Routes.applicationGuildCommands(applicationId, guildId)] : [])];
  for (const route of routes) {
    const commands = (await rest.get(route)) as Array<{ id: string; name: string; type?: number }>;
    // Only slash commands can be mentioned; a context-menu command may share a slash command's name.
    for (const c of commands) if ((c.type ?? 1) === 1) ids.set(c.name, c.id);
  }
  return ids;
}
