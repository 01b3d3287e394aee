/**
 * What every game's resolver records while it works: steps, choices, warnings, assumptions and rule violations,
 * each a message key in the game's namespace (`engine-<game>.step.…`) with parameters, knowledge-base ids and rule
 * numbers. A game's resolver extends it with its own state.
 */
import type { ChoicePoint, FinalState, Message, MessageParams, Note, Resolution, Step, Violation } from './types.ts';

/** How a rule writes the trace: the recorded lists and the helpers that add to them. */
export type Recorder = Pick<Trace, 'steps' | 'choices' | 'warnings' | 'assumptions' | 'violations' | 'step' | 'violate' | 'warn' | 'assume'>;

const STEP_KEYS = new Map<string, Map<string, string>>();

export class Trace {
  readonly steps: Step[] = [];
  readonly choices: ChoicePoint[] = [];
  readonly warnings: Note[] = [];
  readonly assumptions: Note[] = [];
  readonly violations: Violation[] = [];

  /** Full step keys by short key: built once per namespace, not once per step (a check records dozens). */
  private readonly stepKeys: Map<string, string>;

  constructor(private readonly namespace: string) {
    let keys = STEP_KEYS.get(namespace);
    if (!keys) STEP_KEYS.set(namespace, (keys = new Map()));
    this.stepKeys = keys;
  }

  step(k: string, params: MessageParams, cites: string[], rules: string[], heading = false): void {
    let key = this.stepKeys.get(k);
    if (key === undefined) this.stepKeys.set(k, (key = `${this.namespace}.step.${k}`));
    const st: Step = { key, params, cites, rules };
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
