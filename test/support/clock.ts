/**
 * The runner's clock for a spawned Action: a module for `node --import` that moves the process's
 * `Date` (the Action reads no other clock), either a number of minutes ahead of the real clock or
 * stopped at one instant. Everything else the run touches (git, the local server) keeps its own.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** `NODE_OPTIONS` for a run whose clock is `minutes` ahead, or stopped at `at`. */
export async function clockEnv(
  clock: { minutesAhead: number } | { at: string },
): Promise<{ NODE_OPTIONS: string }> {
  const now =
    'at' in clock ? `${Date.parse(clock.at)}` : `Real.now() + ${clock.minutesAhead * 60_000}`;
  const file = join(await mkdtemp(join(tmpdir(), 'hg-clock-')), 'clock.mjs');
  await writeFile(
    file,
    `const Real = Date;
const now = () => ${now};
globalThis.Date = class extends Real {
  constructor(...args) { if (args.length === 0) super(now()); else super(...args); }
  static now() { return now(); }
};
`,
  );
  return { NODE_OPTIONS: `--import=${pathToFileURL(file).href}` };
}
