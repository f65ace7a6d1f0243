/**
 * `heartbeat-gate log [--json] [--since <date>]`: the audit trail — every cycle commit in git
 * history with when, score, target, tier, delta, each verdict and who made it.
 */
import { readCycleLog, type CycleLogEntry } from '../../app/audit-log.js';
import { openRepo } from '../../app/read-state.js';
import type { CliCommand } from '../io.js';
import { jsonText, parseCommandArgs, parseSince } from '../options.js';

const USAGE = `usage: heartbeat-gate log [--json] [--since <YYYY-MM-DD | ISO-8601>]

Every cycle commit in git history, newest first, read back from its Heartbeat-* trailers: when,
the cycle number, score / target and tier, the points since the previous cycle, each verdict and
who made the commit.
  --json    print the entries as a JSON array
  --since   only cycles from this calendar day (configured timezone) or instant onwards
`;

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The log as a terminal reads it: a headline per cycle, then one line per verdict. */
export function formatCycleLog(entries: readonly CycleLogEntry[]): string {
  if (entries.length === 0) return 'No cycle commits yet.\n';
  const width = Math.max(0, ...entries.flatMap((e) => e.verdicts.map((v) => v.verdict.length)));
  return entries
    .map((e) => {
      const head =
        `${e.sha.slice(0, 10)}  ${e.date}  cycle ${e.cycle}  ${e.score}/${e.target} ${e.tier}  ` +
        `${signed(e.delta)}  next in ${e.intervalMinutes} min  by ${e.author} <${e.authorEmail}>`;
      const verdicts = e.verdicts.flatMap((v) => [
        `    ${v.verdict.padEnd(width)}  ${v.taskId}` +
          (v.contradiction ? '  (ground truth contradiction)' : '') +
          (v.reason ? `  — ${v.reason}` : ''),
        ...(v.contradictions ?? []).map(
          (c) => `      claimed: ${c.claimed}\n      actual:  ${c.actual}`,
        ),
      ]);
      return [head, ...verdicts].join('\n');
    })
    .join('\n')
    .concat('\n');
}

export const command: CliCommand = {
  summary: 'the audit trail: every cycle commit with score, delta and verdicts (--json)',
  async run(args, io) {
    const { values } = parseCommandArgs(args, {
      json: { type: 'boolean' },
      since: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    const since = values.since === undefined ? undefined : parseSince(values.since);
    const { repo, config, rev } = await openRepo(io.cwd);
    const filter =
      since === undefined
        ? undefined
        : 'day' in since
          ? { day: since.day, timeZone: config.timeZone }
          : since;
    const entries = await readCycleLog(repo, rev, filter);
    io.stdout.write(values.json ? jsonText(entries) : formatCycleLog(entries));
    return 0;
  },
};
