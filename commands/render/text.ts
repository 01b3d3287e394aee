/** Small text helpers shared by the replies. */

/** Cut to `max` characters with an ellipsis (Discord's limits on labels, choices and titles). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Autocomplete choices that show titles, not ids (the id is the value Discord sends back). Only when two titles
 * read the same is the id added, so the two can be told apart.
 */
export function titleChoices(items: ReadonlyArray<{ id: string; label: string }>): Array<{ name: string; value: string }> {
  const seen = new Map<string, number>();
  for (const { label } of items) seen.set(label, (seen.get(label) ?? 0) + 1);
  return items.map(({ id, label }) => ({ name: truncate(seen.get(label)! > 1 ? `${label} · ${id}` : label, 100), value: id }));
}
