/**
 * Button and modal ids are `<command>:<action>:<arg>…`, so any process (or shard) can handle a press without
 * shared state. Kept apart from registry.ts so handlers can build ids without importing the command list.
 */
export function customId(command: string, action: string, ...args: string[]): string {
  const id = [command, action, ...args].join(':');
  // Discord caps custom ids at 100 characters; callers keep args short (ids, hashes).
  if (id.length > 100) throw new Error(`custom id too long: ${id.length}`);
  return id;
}

export function parseCustomId(id: string): { command: string; action: string; args: string[] } {
  const [command = '', action = '', ...args] = id.split(':');
  return { command, action, args };
}
