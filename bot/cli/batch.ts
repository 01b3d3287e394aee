/**
 * Batch input for `rulebot ask --file` and `rulebot check --file`: many items, one start-up. A file (or `-` for
 * standard input) holds either JSON lines — each a JSON string or an object — or plain text, split into items by
 * the caller's rule (one question a line; one scenario per blank-line-separated block).
 */
import { IntakeError } from '../../rulings/intake/errors.ts';
import { readCapped } from '../../rulings/intake/read.ts';
import { UsageError } from './types.ts';

export interface BatchItem {
  /** 1-based line where the item starts in the file, so a script can match answers to inputs. */
  line: number;
  /** The text (a question or a scenario), or undefined when the JSON line held none. */
  text?: string;
  /** Other fields of a JSON-lines object (`game`, `lang`). */
  fields: Record<string, unknown>;
  /** Why this line could not be read (bad JSON), reported as that item's answer. */
  error?: string;
}

/** A batch is read whole before it is answered: 64 MB is some 200 000 questions. */
export const MAX_BATCH_BYTES = 64 * 1024 * 1024;

/** The batch file (`-` = standard input), read once under the cap; a UsageError saying why it cannot be. */
export async function readBatchFile(path: string, maxBytes = MAX_BATCH_BYTES): Promise<string> {
  try {
    return (await readCapped(path, maxBytes)).toString('utf8');
  } catch (error) {
    if (error instanceof IntakeError) throw new UsageError(error.message);
    throw error;
  }
}

/** JSON lines when every non-blank line starts like a JSON string or object. */
function isJsonLines(lines: string[]): boolean {
  const filled = lines.filter((l) => l.trim());
  return filled.length > 0 && filled.every((l) => /^\s*[{"]/.test(l));
}

/**
 * Splits a batch file into items. `textKey` names the field of a JSON object holding the text (`question`,
 * `scenario`); `blocks` splits plain text at blank lines instead of at every line.
 */
export function splitBatch(content: string, textKey: string, blocks: boolean): BatchItem[] {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (isJsonLines(lines)) {
    const items: BatchItem[] = [];
    lines.forEach((raw, i) => {
      if (!raw.trim()) return;
      try {
        const value: unknown = JSON.parse(raw);
        if (typeof value === 'string') items.push({ line: i + 1, text: value, fields: {} });
        else if (value && typeof value === 'object' && !Array.isArray(value)) {
          const { [textKey]: text, ...fields } = value as Record<string, unknown>;
          items.push(typeof text === 'string' ? { line: i + 1, text, fields } : { line: i + 1, fields, error: `line ${i + 1}: no "${textKey}" string` });
        } else items.push({ line: i + 1, fields: {}, error: `line ${i + 1}: expected a JSON string or object` });
      } catch (error) {
        items.push({ line: i + 1, fields: {}, error: `line ${i + 1}: invalid JSON (${(error as Error).message})` });
      }
    });
    return items;
  }
  const items: BatchItem[] = [];
  let start = -1;
  let block: string[] = [];
  const flush = () => {
    if (block.length) items.push({ line: start + 1, text: block.join('\n'), fields: {} });
    block = [];
  };
  lines.forEach((raw, i) => {
    if (!raw.trim()) return flush();
    if (!blocks) return void items.push({ line: i + 1, text: raw.trim(), fields: {} });
    if (!block.length) start = i;
    block.push(raw);
  });
  flush();
  return items;
}
