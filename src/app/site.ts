/**
 * The dashboard's and the leaderboard's reading side: the state of a repository (the state branch
 * as the reading commands resolve it, or any revision) replayed day by day, then the site's files
 * written to a folder. Never writes the state.
 */
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { InputError } from '../errors.js';
import {
  agentDays,
  leaderboard,
  type AgentDay,
  type LeaderboardEntry,
} from '../core/leaderboard.js';
import { outcomeMetrics, type OutcomeMetrics } from '../core/outcomes.js';
import type { FeedbackEvent, LedgerEvent, VerdictEvent } from '../core/model.js';
import {
  agentPageFile,
  renderAgentPage,
  renderIndexPage,
  SITE_ASSETS,
  SITE_CSS,
  SITE_JS,
  type AgentPageView,
} from '../core/render/site.js';
import { addDays, calendarDay } from '../core/score/calendar.js';
import { summarizeScore, type ScoreSummary } from '../core/score/summary.js';
import { commitSource, loadStateStore, makeDirectory } from '../git/state-store.js';
import { DEFAULT_AGENT } from '../config.js';
import {
  agentsToRead,
  ledgerAsOf,
  openRepo,
  openRepoState,
  scoreAt,
  type ReadOptions,
  type RepoState,
} from './read-state.js';
import { UPLOT_CSS, UPLOT_JS } from './site-uplot.js';

/** Days the dashboard's chart shows. */
export const SITE_DAYS = 30;

export { DEFAULT_AGENT } from '../config.js';

/** One agent's state as the dashboard reads it. */
export interface AgentReport {
  agent: string;
  logins: readonly string[];
  summary: ScoreSummary;
  /** Up to SITE_DAYS days, oldest first, ending with today. */
  days: AgentDay[];
  events: LedgerEvent[];
}

/** Opens one agent's state at `ref` (a revision), or where the reading commands find it. */
async function openState(
  cwd: string,
  ref: string | undefined,
  read: ReadOptions,
): Promise<RepoState> {
  if (ref === undefined) return openRepoState(cwd, read);
  const location = await openRepo(cwd, read);
  const commit = await location.repo.resolve(ref);
  if (!commit) throw new InputError(`--ref: no commit named ${JSON.stringify(ref)}`);
  const { stateDir } = location.config;
  const store = await loadStateStore(commitSource(location.repo, commit, stateDir), stateDir);
  return { ...location, stateHead: commit, rev: commit, store };
}

/** The agents of the repository at `now` (each of a team, else the one), days replayed from the ledger. */
export async function readAgentReports(
  cwd: string,
  now: string,
  ref?: string,
  repository?: ReadOptions['repository'],
): Promise<AgentReport[]> {
  const reports: AgentReport[] = [];
  for (const agent of await agentsToRead(cwd, repository, ref)) {
    const read = { agent, ...(repository === undefined ? {} : { repository }) };
    reports.push(await readAgentReport(await openState(cwd, ref, read), now));
  }
  return reports;
}

/** One agent's report from its opened state. */
export async function readAgentReport(
  opened: Pick<RepoState, 'config' | 'store' | 'agent'>,
  now: string,
): Promise<AgentReport> {
  const { config, store } = opened;
  const options = { timeZone: config.timeZone };
  const today = calendarDay(now, config.timeZone);
  const firstDay = addDays(today, -(SITE_DAYS - 1));
  // Replay from the checkpoint before the first month shown, when there is one.
  const { from, events } = await ledgerAsOf(store, now, firstDay.slice(0, 7));
  const replayed = agentDays(events, now, options, from);
  // A state with no ledger (score.json alone) still shows its archived days and today.
  const { state } = await scoreAt(opened, now);
  const days =
    replayed.days.length > 0
      ? replayed.days
      : agentDays([], now, options, { score: state, sinceLastCycle: emptyWindow() }).days;
  const summary = summarizeScore(replayed.state?.score ?? state, {
    defaultIntervalMinutes: config.defaultIntervalMinutes,
  });
  return {
    agent: opened.agent ?? DEFAULT_AGENT,
    logins: config.agents,
    summary,
    days: days.filter((d) => d.date >= firstDay),
    events: events.filter((e) => calendarDay(e.at, config.timeZone) >= firstDay),
  };
}

const emptyWindow = () => ({ points: 0, verdicts: [], feedback: [] });

/** The leaderboard of the reports. */
export function rankAgents(reports: readonly AgentReport[]): LeaderboardEntry[] {
  return leaderboard(
    reports.map((r) => ({
      agent: r.agent,
      days: r.days,
      streak: r.summary.streak,
      events: r.events,
    })),
  );
}

/** When and how a site is rendered, and where its metrics are defined (see AgentPageView). */
export interface SiteContext {
  generatedAt: string;
  timeZone: string;
  definitions: string;
}

function agentView(
  report: AgentReport,
  outcomes: OutcomeMetrics,
  { generatedAt, timeZone, definitions }: SiteContext,
): AgentPageView {
  const today = report.summary.date;
  const verdicts = report.events.filter((e): e is VerdictEvent => e.kind === 'verdict');
  return {
    agent: report.agent,
    logins: report.logins,
    summary: report.summary,
    days: report.days,
    verdicts: verdicts.filter((v) => calendarDay(v.at, timeZone) === today),
    feedback: report.events.filter((e): e is FeedbackEvent => e.kind === 'feedback'),
    contradictions: verdicts.filter((v) => v.groundTruthContradiction),
    outcomes,
    ledgerEvents: report.events.length,
    generatedAt,
    definitions,
  };
}

/** Every file of the site, by path relative to its root. */
export function siteFiles(
  reports: readonly AgentReport[],
  context: SiteContext,
): Map<string, string> {
  const files = new Map<string, string>([
    [SITE_ASSETS.uplotJs, UPLOT_JS],
    [SITE_ASSETS.uplotCss, UPLOT_CSS],
    [SITE_ASSETS.css, SITE_CSS],
    [SITE_ASSETS.js, SITE_JS],
  ]);
  const summaries = new Map(reports.map((r) => [r.agent, r.summary]));
  const board = rankAgents(reports);
  files.set(
    'index.html',
    renderIndexPage(board, summaries, context.generatedAt, context.definitions),
  );
  for (const report of reports) {
    const entry = board.find((e) => e.agent === report.agent);
    const outcomes = entry?.outcomes ?? outcomeMetrics(report.events, report.days);
    files.set(agentPageFile(report.agent), renderAgentPage(agentView(report, outcomes, context)));
  }
  return files;
}

/**
 * Writes the site's files into `out` (created when missing). Only the site's own files are
 * written: `out` may be any folder, so nothing else in it is removed.
 */
export async function writeSite(out: string, files: ReadonlyMap<string, string>): Promise<void> {
  for (const [path, text] of files) {
    const target = join(out, path);
    await makeDirectory(dirname(target));
    await writeFile(target, text);
  }
}
