/** Building trace messages: a game's keys live under its namespace (`engine-mtg.…`), lists under `engine.list.*`. */
import type { Message, MessageParam, MessageParams } from './types.ts';

/** A message maker for one game's namespace: the key "step.x" becomes "engine-<game>.step.x". */
export function messagesOf(namespace: string): (key: string, params?: MessageParams) => Message {
  const full = keysOf(namespace);
  return (key, params) => {
    const k = full(key);
    return params ? { key: k, params } : { key: k };
  };
}

/**
 * Full keys in a namespace by short key ("step.x" → "engine-<game>.step.x"), each made once: a check writes hundreds
 * of messages from a few dozen keys, and compares keys in loops over its trace.
 */
export function keysOf(namespace: string): (key: string) => string {
  const full = new Map<string, string>();
  return (key) => {
    let k = full.get(key);
    if (k === undefined) {
      k = `${namespace}.${key}`;
      // keys are the game's vocabulary; the bound only keeps a long-running bot safe from anything unforeseen
      if (full.size < 4096) full.set(key, k);
    }
    return k;
  };
}

const LIST_KEY = { comma: 'engine.list.comma', arrow: 'engine.list.arrow', or: 'engine.list.or' } as const;
/** The parameter names of a list's first items, written once. */
const INDEX = Array.from({ length: 16 }, (_, i) => String(i));

/** A list rendered with a separator in the reader's language (commands/render/resolution.ts: keys engine.list.*). */
export function list(kind: 'comma' | 'arrow' | 'or', items: MessageParam[]): Message {
  const params: MessageParams = {};
  for (let i = 0; i < items.length; i++) params[i < INDEX.length ? INDEX[i]! : String(i)] = items[i]!;
  return { key: LIST_KEY[kind], params };
}
