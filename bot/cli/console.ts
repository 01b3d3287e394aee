/** rulebot console [--lang en|ja|fr] — the local console (what `npm start` opens without a token). */
import { isLocale } from '../../commands/i18n.ts';
import { logger } from '../logger.ts';
import { runConsole } from '../console.ts';
import { closeServices, createServices } from '../services.ts';
import { parseArgs, type CliCommand } from './types.ts';

export const consoleCommand: CliCommand = {
  name: 'console',
  usage: 'rulebot console [--lang en|ja|fr]',
  async run(args, io) {
    const { flags } = parseArgs(args, { lang: true });
    const lang = typeof flags.lang === 'string' ? flags.lang : (process.env.RULEBOT_LANG ?? 'en');
    if (!isLocale(lang)) {
      io.err(`usage: ${this.usage}`);
      return 2;
    }
    // The console shares the terminal with the log: only problems are worth a line there unless LOG_LEVEL says so.
    if (!process.env.LOG_LEVEL) logger.level = 'warn';
    const services = await createServices();
    await runConsole(services, lang, (error) => logger.error({ err: error }, 'console command failed'));
    // An open PostgreSQL pool would keep the process alive after /quit.
    await closeServices(services, logger);
    return 0;
  },
};
