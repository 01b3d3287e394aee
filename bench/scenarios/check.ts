/** Scenario checks (parse + resolve), typical and worst-case, each timed separately: `check.ts`. */
import { checkScenario } from '../../engine/index.ts';
import { emit, timeEach } from '../stats.ts';
import { CHECK_SCENARIOS } from './check-scenarios.ts';

const results = [];
for (const [name, text] of Object.entries(CHECK_SCENARIOS)) {
  const sample = checkScenario(text);
  results.push({ name, ok: sample.ok, ...timeEach([text], (t) => checkScenario(t), 3000, 300) });
}
emit({ scenario: 'check', results });
