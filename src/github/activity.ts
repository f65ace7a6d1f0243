/**
 * The bound on reading a repository's activity (its pushes), in a module of its own: the scheduled
 * verifiers and the pull-request gate share it without one pulling the other into its bundle chunk
 * (the commit-msg hook loads the CLI entry and the gate's chunk only).
 */

/** How many pushes to a branch the gate reads before it stops (and fails closed). */
export const PUSHES_LISTED = 1_000;
