/** Building trace messages: a game's keys live under its namespace (`engine-mtg.…`), lists under `engine.list.*`. */
import type { Message, MessageParam, MessageParams } from './types.ts';

/** A message maker for one game's namespace: the key "step.x" becomes "engine-<game>.step.x". */
export function messagesOf(namespace: string): (key: string, params?: MessageParams) => Message {
  return (key, params) => (params ? { key: `${namespace}.${key}`, params } : { key: `${namespace}.${key}` });
}

/** A list rendered with a separator in the reader's language (commands/render/resolution.ts: keys engine.list.*). */
export function list(kind: 'comma' | 'arrow' | 'or', items: MessageParam[]): Message {
  const params: MessageParams = {};
  items.forEach((item, i) => (params[String(i)] = item));
  return { key: `engine.list.${kind}`, params };
}
