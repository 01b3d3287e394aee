/**
 * `npm start`: with DISCORD_TOKEN, the Discord bot; without it, the local console (and one line saying how to
 * connect). Configuration errors are one clear line and exit code 1.
 */
import { ConfigError, loadConfig } from './config.ts';
import { logger } from './logger.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.DISCORD_TOKEN) {
    const { startBot } = await import('./discord/start.ts');
    return startBot(config);
  }
  // Each path loads only its own code: the bot never loads the console, the console never loads discord.js.
  const [{ t }, { runConsole }, { closeServices, createServices }] = await Promise.all([
    import('../commands/i18n.ts'),
    import('./console.ts'),
    import('./services.ts'),
  ]);
  const lang = config.RULEBOT_LANG;
  // The console shares the terminal with the log: only problems are worth a line there unless LOG_LEVEL says so.
  if (!process.env.LOG_LEVEL) logger.level = 'warn';
  const services = await createServices();
  if (process.stdin.isTTY) console.log(t(lang, 'replies.console.how_to_connect'));
  await runConsole(services, lang, (error) => logger.error({ err: error }, 'console command failed'));
  // An open PostgreSQL pool would keep the process alive after /quit.
  await closeServices(services, logger);
  return 0;
}

main().then(
  (code) => {
    if (code !== 0) process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`rulebot: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
