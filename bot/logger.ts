/**
 * pino logger. Logs go to stderr so the console's answers on stdout stay clean. The token is redacted wherever
 * it could appear (config objects, headers), and the level comes from LOG_LEVEL.
 */
import pino from 'pino';

export const REDACT_PATHS = [
  'token',
  '*.token',
  'config.token',
  'DISCORD_TOKEN',
  '*.DISCORD_TOKEN',
  'headers.authorization',
  '*.headers.authorization',
  'req.headers.authorization',
  'databaseUrl',
  '*.databaseUrl',
];

export function createLogger(destination: pino.DestinationStream = pino.destination(2)) {
  return pino(
    {
      name: 'rulebot',
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

export const logger = createLogger();
export type Logger = typeof logger;
