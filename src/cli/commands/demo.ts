/**
 * `heartbeat-gate demo`: a week of heartbeat cycles in a temporary repository — claims at the merge
 * gate, verdicts, a lie, operator feedback and a bad day — then the score table day by day, the leaderboard and the
 * dashboard's path, and a pointer to the `log` audit trail.
 * Needs no GitHub and no configuration; the temporary repository is removed at the end.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { rankAgents, readAgentReports, siteFiles, writeSite } from '../../app/site.js';
import {
  DEMO_AGENTS,
  inDemoRepository,
  simulateDemoWeek,
  type DemoDay,
} from '../../app/demo-week.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/demo.js';
import { dashboardDocsUrl } from '../package.js';
import { verdictCounts } from '../../core/score/state.js';
import { textTable } from '../text-table.js';
import { formatLeaderboard } from './leaderboard.js';

/** `tightened > good > outstanding`: the day's tiers in order, repeats collapsed. */
function tierPath(day: DemoDay): string {
  return day.tiers.filter((tier, i) => tier !== day.tiers[i - 1]).join(' > ');
}

/** What happened on a day, in a line under the week's table. */
function dayNote(day: DemoDay): string {
  return `Day ${day.day}  ${day.note}\n`;
}

/** The week as one table: the target's progression, then what happened each day. */
export function formatWeek(days: readonly DemoDay[]): string {
  return textTable(
    [
      'day',
      'date',
      '7-day avg',
      'floor',
      'target',
      'cycles',
      'verified',
      'failed',
      'unclear',
      'lies',
      'up/down',
      'score',
      'tiers through the day',
      'interval',
    ],
    days.map((d) => [
      String(d.day),
      d.date,
      d.average === undefined ? '-' : String(d.average),
      String(d.floor),
      String(d.target),
      String(d.cycles),
      String(verdictCounts(d.end).verified),
      String(verdictCounts(d.end).failed),
      String(d.end.unclearCount),
      String(d.end.contradictionCount),
      `${d.end.thumbsUp}/${d.end.thumbsDown}`,
      String(d.end.score),
      tierPath(d),
      `${d.summary.intervalMinutes} min`,
    ]),
    [
      'right',
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'left',
      'right',
    ],
  );
}

/** The instant the demo's leaderboard and dashboard are read at: the end of its week. */
const WEEK_END = '2026-03-08T23:59:59Z';

/**
 * Run from a clone (`npm run demo`), `heartbeat-gate` is on no PATH: say what the commands above
 * are, so that pasting one in the kept repository works. Nothing when started as the installed bin.
 */
function notOnPath(): string {
  const script = process.argv[1];
  if (script === undefined || basename(script) === 'heartbeat-gate') return '';
  return `heartbeat-gate is not installed here: in that repository, run it as\nnode ${resolve(script)}\n`;
}

export const command = defineCommand(declaration, async ({ values, io }) => {
  const out = (text: string) => io.stdout.write(text);
  return inDemoRepository({ team: true, keep: values.keep ?? false }, async (dir) => {
    out(
      'heartbeat-gate demo: a week of two agents, coder and reviewer, in a temporary git repository.\n' +
        'No GitHub: every cycle, claim, verdict and reaction below is a real commit.\n\n' +
        `Repository: ${dir}\n` +
        'Agents:     coder     .heartbeat/agents/coder/HEARTBEAT.md (examples/HEARTBEAT.md): run_tests,\n' +
        '                      triage_issues and update_changelog required, refresh_docs optional\n' +
        '            reviewer  .heartbeat/agents/reviewer/HEARTBEAT.md: review_prs required, check_main optional\n',
    );
    const weeks: { agent: string; days: DemoDay[] }[] = [];
    for (const agent of DEMO_AGENTS) {
      const days = await simulateDemoWeek(dir, () => {}, {
        agent: agent.name,
        week: agent.week,
      });
      weeks.push({ agent: agent.name, days });
    }
    for (const { agent, days } of weeks) {
      out(
        `\nAgent ${agent}\nThe week of ${agent}, day by day (${days.length} days` +
          (agent === 'coder'
            ? '; the target rises with good days and never drops):\n\n'
            : '):\n\n'),
      );
      out(formatWeek(days));
      out(`\n${days.map(dayNote).join('')}`);
    }
    const reports = await readAgentReports(dir, WEEK_END);
    out(`\nThe leaderboard at the end of the week: heartbeat-gate leaderboard\n\n`);
    out(formatLeaderboard(rankAgents(reports)));
    // The dashboard outlives the repository.
    const site = await mkdtemp(join(tmpdir(), 'heartbeat-gate-demo-site-'));
    const definitions = await dashboardDocsUrl();
    await writeSite(
      site,
      siteFiles(reports, { generatedAt: WEEK_END, timeZone: 'UTC', definitions }),
    );
    out(`\nThe dashboard (heartbeat-gate site): ${join(site, 'index.html')}\n`);
    out(
      values.keep
        ? // The path on a line of its own: a long temporary path would break the wrapped text.
          `\nThe repository is kept at ${dir}.\nIts week ended ${WEEK_END}: read it as of then with --now,\n` +
            `e.g. 'heartbeat-gate score --now ${WEEK_END}' (site, leaderboard and the MCP tools'\n` +
            "now argument take the same instant; without it they report at today's date).\n" +
            notOnPath()
        : '\nThe temporary repository has been removed (--keep keeps it).\n',
    );
    out(
      `\nEach cycle's commit, with its verdicts: heartbeat-gate log --agent coder (${values.keep ? 'in the kept repository' : 'with --keep'}).\n`,
    );
    return ExitCode.ok;
  });
});
