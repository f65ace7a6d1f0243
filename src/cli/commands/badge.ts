/**
 * `heartbeat-gate badge [--out <file>] [--now <ISO-8601>]`: an SVG shield with the score against
 * the target, coloured like the seed's status pill (green on track, red when penalised).
 */
import {
  READ_OPTIONS,
  READ_USAGE,
  readOptions,
  REMOTE_READ_OPTION,
  REMOTE_READ_USAGE,
} from '../read-options.js';
import { basename, dirname, resolve } from 'node:path';
import { openRepoState, scoreAt } from '../../app/read-state.js';
import { renderBadge } from '../../core/badge.js';
import { summarizeScore } from '../../core/score/summary.js';
import { writeStateFiles } from '../../git/state-store.js';
import { defineCommand, ExitCode } from '../command.js';

const USAGE = `usage: heartbeat-gate badge [--out <file>] [--now <ISO-8601>] [--label <text>] [--branch <name>] [--agent <name>] [--repository <owner/name>] [--remote <name|url|path>]

An SVG shield: score / target and the active tier, coloured by the penalty or reward tier.
  --out     write the SVG to this file (atomically) instead of standard output
  --label   the left-hand text (default: heartbeat)
  --now     the instant to report at (default: the clock)
${READ_USAGE}${REMOTE_READ_USAGE}`;

export const command = defineCommand({
  name: 'badge',
  summary: 'an SVG shield with the score and its tier colour (--out file)',
  usage: USAGE,
  options: {
    out: { type: 'string' },
    label: { type: 'string' },
    ...READ_OPTIONS,
    ...REMOTE_READ_OPTION,
  },
  now: true,
  async run({ values, io, now }) {
    const opened = await openRepoState(io.cwd, readOptions(values));
    const summary = summarizeScore(scoreAt(opened, now).state, {
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
  },
});
