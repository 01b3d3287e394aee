/** Scenario checks (parse + resolve), typical and worst-case, each timed separately: `check.ts`. */
import { checkScenario } from '../../engine/index.ts';
import { emit, timeEach } from '../stats.ts';
import { CHECK_SCENARIOS } from './check-scenarios.ts';

const results = [];
for (const [name, text] of Object.entries(CHECK_SCENARIOS)) {
  const sample = checkScenario(text);
  // 2000 warm-up runs: the kernel is large enough that with a few hundred its p99 still measured the JIT
  // compiling it (4-5 ms), not the engine (0.6-1.5 ms once compiled, as a long-running bot sees it).
  results.push({ name, ok: sample.ok, ...timeEach([text], (t) => checkScenario(t), 3000, 2000) });
}
emit({ scenario: 'check', results });
