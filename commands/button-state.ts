/**
 * Text a button needs that is too long for its 100-character custom id (a /check scenario), kept under a short
 * content hash. With a store (services.state) it survives restarts and is shared by every shard; without one (the
 * console, a bot whose database is down) a bounded per-process memory keeps recent presses working.
 */
import { createHash } from 'node:crypto';
import type { CommandContext } from './context.ts';

const memory = new Map<string, string>();
const MEMORY_MAX = 2000;

export function stateKey(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

export async function remember(ctx: CommandContext, text: string): Promise<string> {
  const key = stateKey(text);
  memory.delete(key);
  memory.set(key, text);
  if (memory.size > MEMORY_MAX) memory.delete(memory.keys().next().value!);
  // A database that is down or read-only costs only the button's life past a restart, never the reply.
  if (ctx.services.state) await ctx.services.state.put(key, text).catch(() => undefined);
  return key;
}

export async function recall(ctx: CommandContext, key: string | undefined): Promise<string | undefined> {
  if (!key) return undefined;
  return memory.get(key) ?? (await ctx.services.state?.get(key).catch(() => undefined));
}

/** Tests simulate a restart: a new process has an empty memory. */
export function forgetMemory(): void {
  memory.clear();
}
