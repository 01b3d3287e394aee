/**
 * Knowledge-base gaps of issue #24 item 6 (kbgap29): recurring study-question topics whose accepted entry did not
 * say the asked case plainly — here: a spell is still on the stack while it resolves, so its own graveyard
 * instructions don't include it (608.2n, 614.1a). (Extending mtg.core.non-targeted and mtg.core.apnap the same way
 * raised study wrong / lost right answers to neighbours, so those were left out.) Asked in words that are
 * neither the entry's example questions nor a question of the real-question sets.
 */
import { describe, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

const ANSWERED: [string, string][] = [
  ['While my sorcery is resolving and shuffles my whole graveyard into my library, is the sorcery itself shuffled in too?', 'mtg.core.spell-to-graveyard'],
];

describe('kbgap29: entries that now say the recurring case', () => {
  it.each(ANSWERED)('%s → %s', (question, id) => {
    expectAnswered(search, question, id);
  });
});
