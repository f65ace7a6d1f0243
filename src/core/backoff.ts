/**
 * How long a writer that lost a push race waits before starting over: "full jitter" over a window
 * that doubles with each lost race up to a cap, so writers that collided spread out instead of
 * colliding again in step. Pure: the random draw is a parameter.
 */

/** The first window (ms): about one push round trip to a nearby remote. */
export const RETRY_BASE_MS = 25;
/**
 * The widest window (ms). Writers that keep losing must spread over about (writers × one attempt's
 * round trips), or their attempts overlap and almost none wins (64 writers at half a second each:
 * about 30 s). A 1 s cap collapsed there: 16 writers landed 3 events a minute.
 */
export const RETRY_CAP_MS = 60_000;

/**
 * The delay (ms) before attempt `attempt` (1 for the first retry), for `random` in [0, 1): a
 * uniform draw from [0, min(cap, unit · 2^(attempt-1))), where the unit is the base or, when
 * longer, `roundTripMs`, how long the lost attempt took: a loaded server or a far remote widens
 * every window in proportion, so writers spread over attempts as long as theirs.
 */
export function retryDelay(attempt: number, random: number, roundTripMs = 0): number {
  const unit = Math.max(RETRY_BASE_MS, Number.isFinite(roundTripMs) ? roundTripMs : 0);
  const window = Math.min(RETRY_CAP_MS, unit * 2 ** Math.max(0, attempt - 1));
  return Math.floor(Math.min(Math.max(random, 0), 0.999_999) * window);
}
