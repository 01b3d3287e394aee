/**
 * Entry file for one shard process spawned by `rulebot bot --shards` (discord.js ShardingManager). The manager
 * passes the token in the DISCORD_TOKEN environment variable (never on the command line, where `ps` would show
 * it) and the shard ids in SHARDS/SHARD_COUNT, which discord.js's Client reads by itself.
 */
import { loadConfig } from '../config.ts';
import { startBot } from './start.ts';

startBot(loadConfig()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`rulebot shard: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
