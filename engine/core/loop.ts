/**
 * A step budget for rules loops (state-based actions, triggers, the stack): a game whose triggered abilities
 * keep triggering each other would otherwise never end. Game-agnostic: a resolver spends one unit per kernel step
 * and stops, reporting it, when the budget is gone.
 */
export const DEFAULT_STEP_CAP = 200;

export class StepBudget {
  private used = 0;
  exhausted = false;

  constructor(readonly cap: number = DEFAULT_STEP_CAP) {}

  /** Spends one step; false (and `exhausted`) once the cap is reached. */
  spend(): boolean {
    if (this.exhausted) return false;
    this.used++;
    if (this.used > this.cap) this.exhausted = true;
    return !this.exhausted;
  }

  get spent(): number {
    return this.used;
  }
}
