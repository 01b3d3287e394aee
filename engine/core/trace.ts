/**
 * What every game's resolver records while it works: steps, choices, warnings, assumptions and rule violations,
 * each a message key in the game's namespace (`engine-<game>.step.…`) with parameters, knowledge-base ids and rule
 * numbers. A game's resolver extends it with its own state.
 */
import type { ChoicePoint, FinalState, Message, MessageParams, Note, Resolution, Step, Violation } from './types.ts';

/** How a rule writes the trace: the recorded lists and the helpers that add to them. */
export type Recorder = Pick<Trace, 'steps' | 'choices' | 'warnings' | 'assumptions' | 'violations' | 'step' | 'violate' | 'warn' | 'assume'>;

export class Trace {
  readonly steps: Step[] = [];
  readonly choices: ChoicePoint[] = [];
  readonly warnings: Note[] = [];
  readonly assumptions: Note[] = [];
  readonly violations: Violation[] = [];

  constructor(private readonly namespace: string) {}

  step(k: string, params: MessageParams, cites: string[], rules: string[], heading = false): void {
    const st: Step = { key: `${this.namespace}.step.${k}`, params, cites, rules };
    if (heading) st.heading = true;
    this.steps.push(st);
  }

  violate(k: string, params: MessageParams, rules: string[], cites: string[] = [], fatal = true): void {
    this.violations.push({ key: `${this.namespace}.violation.${k}`, params, rules, cites, fatal });
  }

  warn(k: string, params: MessageParams, rules: string[] = [], cites: string[] = []): void {
    this.warnings.push({ key: `${this.namespace}.warning.${k}`, params, rules, cites });
  }

  assume(k: string, params: MessageParams, rules: string[] = [], cites: string[] = []): void {
    this.assumptions.push({ key: `${this.namespace}.assumption.${k}`, params, rules, cites });
  }

  /** The recorded trace as a resolution (branches are added by the caller that explores open choices). */
  resolution(outcome: Message[], final: FinalState, stopped: boolean): Resolution {
    const { choices, steps, warnings, assumptions, violations } = this;
    return { outcome, choices, steps, final, warnings, assumptions, violations, branches: [], stopped };
  }
}
