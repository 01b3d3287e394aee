/**
 * pino logger. Logs go to stderr so the console's answers on stdout stay clean. The token is redacted wherever
 * it could appear (config objects, headers), and the level comes from LOG_LEVEL.
 */
import { createRequire } from 'node:module';
import type pino from 'pino';

// pino (about 30 modules, ~40 ms) is loaded on the first log call, not at import: a `rulebot ask` that logs
// nothing never loads it. pino is CommonJS, so a synchronous require gives the same module an import would.
let pinoModule: typeof pino | undefined;
const loadPino = (): typeof pino => (pinoModule ??= createRequire(import.meta.url)('pino') as typeof pino);

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

export function createLogger(destination: pino.DestinationStream = loadPino().destination(2)): pino.Logger {
  return loadPino()(
    {
      name: 'rulebot',
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

let instance: pino.Logger | undefined;
const real = (): pino.Logger => (instance ??= createLogger());
/** The process's logger, made on first use (every property, method and assignment goes to the real one). */
export const logger: pino.Logger = new Proxy({} as pino.Logger, {
  get: (_t, key) => {
    const target = real();
    const value: unknown = Reflect.get(target, key, target);
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
  },
  set: (_t, key, value) => Reflect.set(real(), key, value),
  has: (_t, key) => Reflect.has(real(), key),
});
export type Logger = pino.Logger;
