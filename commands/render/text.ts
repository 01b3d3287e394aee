/** Small text helpers shared by the replies. */

/** Cut to `max` characters with an ellipsis (Discord's limits on labels, choices and titles). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
