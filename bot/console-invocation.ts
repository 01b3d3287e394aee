/** Who is asking, for the console and the one-shot CLI: its own module so `rulebot ask` need not load the console. */
import type { Locale } from '../commands/i18n.ts';
import type { Invocation } from '../commands/types.ts';

export function consoleInvocation(locale: Locale): Invocation {
  // The console plays a server moderator in a local "server", so pin commands can be tried too.
  return { userLocale: locale, guildLocale: locale, userId: 'console', userName: 'console', guildId: 'console', canManageMessages: true, roleIds: [] };
}
