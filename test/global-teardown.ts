/** Removes the run's temporary root (vitest.config.ts) once every test file has finished. */
import { rmSync } from 'node:fs';

export default function setup(): () => void {
  return () => {
    const root = process.env.RULEBOT_TEST_ROOT;
    if (root && /rulebot-tests-/.test(root)) rmSync(root, { recursive: true, force: true });
  };
}
