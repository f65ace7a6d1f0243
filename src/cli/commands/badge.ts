/**
 * `heartbeat-gate badge [--out <file>] [--now <ISO-8601>]`: an SVG shield with the score against
 * the target, coloured by tier (green on track, red when penalised).
 */
import { readOptions } from '../read-options.js';
import { basename, dirname, resolve } from 'node:path';
import { openRepoState, scoreAt } from '../../app/read-state.js';
import { renderBadge } from '../../core/badge.js';
import { summarizeScore } from '../../core/score/summary.js';
import { writeStateFiles } from '../../git/state-store.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/badge.js';

export const command = defineCommand(declaration, async ({ values, io, now }) => {
  const opened = await openRepoState(io.cwd, readOptions(values));
  const summary = summarizeScore((await scoreAt(opened, now)).state, {
    defaultIntervalMinutes: opened.config.defaultIntervalMinutes,
  });
  const svg = renderBadge({ ...summary, label: values.label });
  if (values.out === undefined) {
    io.stdout.write(svg);
    return ExitCode.ok;
  }
  const out = resolve(io.cwd, values.out);
  await writeStateFiles(dirname(out), new Map([[basename(out), svg]]));
  io.stdout.write(`Wrote ${values.out} (${summary.score}/${summary.target}).\n`);
  return ExitCode.ok;
});
