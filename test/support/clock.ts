/**
 * The runner's clock for a spawned Action: a module for `node --import` that moves the process's
 * `Date` (the Action reads no other clock), either a number of minutes ahead of the real clock or
 * stopped at one instant. Everything else the run touches (git, the local server) keeps its own.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `NODE_OPTIONS` for a run whose clock is `minutes` ahead, or stopped at `at`. With `timersFaster`,
 * every timer the process sets fires after that fraction of its delay (see below).
 */
export async function clockEnv(
  clock: ({ minutesAhead: number } | { at: string }) & { timersFaster?: number | undefined },
): Promise<{ NODE_OPTIONS: string }> {
  const now =
    'at' in clock ? `${Date.parse(clock.at)}` : `Real.now() + ${clock.minutesAhead * 60_000}`;
  const file = join(await mkdtemp(join(tmpdir(), 'hg-clock-')), 'clock.mjs');
  // The waits a run makes are the GitHub client's throttle (one write a second, as GitHub asks):
  // a faster clock keeps their order and skips their idle seconds, nothing else.
  const faster = clock.timersFaster ?? 1;
  await writeFile(
    file,
    `const Real = Date;
const now = () => ${now};
globalThis.Date = class extends Real {
  constructor(...args) { if (args.length === 0) super(now()); else super(...args); }
  static now() { return now(); }
};
${
  faster === 1
    ? ''
    : `const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = (fn, ms, ...args) => realSetTimeout(fn, Math.ceil((Number(ms) || 0) / ${faster}), ...args);
`
}`,
  );
  return { NODE_OPTIONS: `--import=${pathToFileURL(file).href}` };
}
