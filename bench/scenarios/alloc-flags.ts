/** Node flags for bench/scenarios/check-alloc.ts: a young generation large enough that a measured batch runs without a GC. */
export const ALLOC_FLAGS = ['--expose-gc', '--max-semi-space-size=256', '--min-semi-space-size=256'];
