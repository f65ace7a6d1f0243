/**
 * `heartbeat-gate log [--json] [--since <date>]`: the audit trail — every cycle commit in git
 * history with when, score, target, tier, delta, each verdict and who made it.
 */
import { readCycleLog, type CycleLogEntry } from '../../app/audit-log.js';
import { verifyCycleLog } from '../../app/audit-verify.js';
import { openRepo } from '../../app/read-state.js';
import { defineCommand, ExitCode } from '../command.js';
import { jsonText } from '../options.js';
import { parseSince } from '../../app/time.js';
import { signed } from '../../core/render/text.js';

const USAGE = `usage: heartbeat-gate log [--json] [--since <YYYY-MM-DD | ISO-8601>] [--verify] [--branch <name>] [--agent <name>]

Every cycle commit in git history, newest first, read back from its Heartbeat-* trailers: when,
the cycle number, score / target and tier, the points since the previous cycle, each verdict and
who made the commit.
  --json    print the entries as a JSON array
  --since   only cycles from this calendar day (configured timezone) or instant onwards
  --verify  check each cycle commit against the ledger (it adds its cycle event; its score and
            verdicts equal a replay); mismatches are marked and the exit status is 1
  --branch  read the state from this branch (default: stateBranch from the configuration)
  --agent <name>   the agent to read, when the configuration names several (team)
`;

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

/** The log with each cycle commit marked verified, or not with what differs from the ledger. */
export function formatVerifiedLog(
  entries: readonly (CycleLogEntry & { problems: readonly string[] })[],
): string {
  if (entries.length === 0) return formatCycleLog(entries);
  const forged = entries.filter((entry) => entry.problems.length > 0).length;
  const blocks = entries.map((entry) => {
    const mark =
      entry.problems.length === 0
        ? '    ✓ verified against the ledger'
        : entry.problems.map((problem) => `    ✗ NOT VERIFIED: ${problem}`).join('\n');
    return `${formatCycleLog([entry]).trimEnd()}\n${mark}`;
  });
  const tally =
    forged === 0
      ? `All ${entries.length} cycle commit(s) verified against the ledger.`
      : `${forged} of ${entries.length} cycle commit(s) are not what the ledger records.`;
  return `${blocks.join('\n')}\n${tally}\n`;
}

export const command = defineCommand({
  name: 'log',
  summary: 'the audit trail: every cycle commit with score, delta and verdicts (--json)',
  usage: USAGE,
  options: {
    since: { type: 'string' },
    verify: { type: 'boolean' },
    branch: { type: 'string' },
    agent: { type: 'string' },
  },
  json: true,
  async run({ values, io, json }) {
    const since = values.since === undefined ? undefined : parseSince(values.since);
    const { repo, config, rev, agent } = await openRepo(io.cwd, {
      branch: values.branch,
      agent: values.agent,
    });
    const filter =
      since === undefined
        ? undefined
        : 'day' in since
          ? { day: since.day, timeZone: config.timeZone }
          : since;
    // A team's agents share the state branch: each reads only the cycle commits naming it.
    const entries = (await readCycleLog(repo, rev, filter)).filter(
      (entry) => agent === undefined || entry.agent === agent,
    );
    if (!values.verify) {
      io.stdout.write(json ? jsonText(entries) : formatCycleLog(entries));
      return ExitCode.ok;
    }
    const problems = await verifyCycleLog(repo, config, await repo.resolve(rev), entries);
    const verified = entries.map((entry) => ({
      ...entry,
      problems: problems.get(entry.sha) ?? [],
    }));
    io.stdout.write(json ? jsonText(verified) : formatVerifiedLog(verified));
    return verified.some((entry) => entry.problems.length > 0) ? ExitCode.failed : ExitCode.ok;
  },
});
