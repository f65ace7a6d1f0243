/**
 * The dashboard site (`heartbeat-gate site`) as HTML strings: a front page with the leaderboard
 * (agents that need attention first) and one page per agent (the score pill, the outcome metrics,
 * a 30-day chart, the tier timeline, today's verdicts, the feedback and the contradictions). Pure: the caller writes the files. Every text
 * from the state is escaped here; the chart's data travels as JSON the page's script reads.
 */
import { badgeColour } from '../badge.js';
import { cycleTier, type CycleTier } from '../cycle.js';
import { scoreBand, type AgentDay, type LeaderboardEntry } from '../leaderboard.js';
import type { FeedbackEvent, VerdictEvent } from '../model.js';
import type { OutcomeMetrics } from '../outcomes.js';
import { addDays } from '../score/calendar.js';
import type { ScoreSummary } from '../score/summary.js';
import { CHART_SERIES } from './site-style.js';
import { signedOrNoData } from './text.js';

export { SITE_CSS, SITE_JS } from './site-style.js';

/** What one agent's page shows. */
export interface AgentPageView {
  agent: string;
  /** The logins the agent commits and comments as (from the configuration). */
  logins: readonly string[];
  summary: ScoreSummary;
  /** Up to 30 days, oldest first, ending with today. */
  days: readonly AgentDay[];
  /** Today's verdicts, oldest first. */
  verdicts: readonly VerdictEvent[];
  /** Operator feedback of the shown days, oldest first. */
  feedback: readonly FeedbackEvent[];
  /** Verdicts that caught a ground-truth contradiction in the shown days, oldest first. */
  contradictions: readonly VerdictEvent[];
  outcomes: OutcomeMetrics;
  /** Ledger events in the days shown: none means no day has been played yet. */
  ledgerEvents: number;
  /** When the site was rendered (ISO-8601), shown in the footer. */
  generatedAt: string;
  /**
   * Where the outcome metrics are defined: docs/dashboard.md on GitHub, at the release of the
   * heartbeat-gate that renders the page (a site's folder holds no docs).
   */
  definitions: string;
}

/** The asset files every page links, relative to the site's root. */
export const SITE_ASSETS = {
  uplotJs: 'assets/uPlot.iife.min.js',
  uplotCss: 'assets/uPlot.min.css',
  css: 'assets/site.css',
  js: 'assets/site.js',
} as const;

const MAX_TEXT = 500;

/** Escapes `text` for HTML text and attribute values, control characters removed, clipped. */
export function escapeHtml(text: string, max = MAX_TEXT): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
  const clipped = clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
  return clipped.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** JSON inside a `<script type="application/json">`: `<` escaped so no text closes the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The file name of an agent's page: the name reduced to safe characters. */
export function agentPageFile(agent: string): string {
  return `agent-${agent.toLowerCase().replace(/[^a-z0-9_-]+/g, '-') || 'agent'}.html`;
}

/** What each tier means, in the words of its bounds (src/core/score/tiers.ts). */
export const TIER_MEANINGS: Readonly<Record<CycleTier, string>> = {
  outstanding: 'reward: 90% of the target, or 70% with a 3-day streak',
  excellent: 'reward: 70% of the target',
  good: 'reward: 50% of the target',
  normal: 'between 25% and 50% of the target',
  warning: 'penalty: below 25% of the target',
  tightened: 'penalty: below 15% of the target',
  escalated: 'penalty: below 0, every task required',
  lockdown: 'penalty: below -20% of the target, every task required',
};

function tierChip(day: { penalty: ScoreSummary['penalty']; reward: ScoreSummary['reward'] }) {
  const label = cycleTier(day);
  const colour = badgeColour(day);
  return `<span class="tier" style="border-color:${colour}"><span class="dot" style="background:${colour}" aria-hidden="true"></span>${escapeHtml(label)}</span><span class="tier-meaning">${escapeHtml(TIER_MEANINGS[label])}</span>`;
}

/** A count that is red only when it is not zero. */
function count(n: number, noun: string, testId?: string): string {
  const id = testId ? ` data-testid="${testId}"` : '';
  return `<span class="${n > 0 ? 'alert' : 'count'}"${id}>${n} ${noun}</span>`;
}

/** Today's score against the target, coloured by its band, the band named in words too. */
function scoreAgainstTarget(score: number, target: number): string {
  const band = scoreBand(score, target);
  return `<span class="band-${band}"><span class="score">${score}</span> / ${target} <span class="band">(${band})</span></span>`;
}

/** The StatusBar pill: shield coloured by tier, score in its band's colour, today's failures. */
export function scorePill(s: ScoreSummary): string {
  const colour = badgeColour(s);
  const band = scoreBand(s.score, s.target);
  const label = `Score ${s.score} of target ${s.target} (${band}), ${cycleTier(s)}, ${s.failedCount} failed today`;
  return [
    `<p class="pill" role="status" aria-label="${escapeHtml(label)}">`,
    `<svg class="shield" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path fill="${colour}" d="M8 0l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V3z"/></svg>`,
    `<span class="score band-${band}" data-testid="score">${s.score}</span>`,
    `<span class="sep">/</span><span class="target" data-testid="target">${s.target}</span>`,
    `<span class="band band-${band}" data-testid="band">${band}</span>`,
    `<span class="tier-name">${escapeHtml(cycleTier(s))}</span>`,
    count(s.failedCount, 'failed', 'failed'),
    `</p>`,
  ].join('');
}

function page(title: string, body: string, generatedAt: string, scripts = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SITE_ASSETS.css}">
${scripts}</head>
<body>
<header><p class="brand"><a href="index.html">heartbeat-gate</a></p></header>
<main>
${body}
</main>
<footer><p>Rendered from the heartbeat state at ${escapeHtml(generatedAt)}.</p></footer>
</body>
</html>
`;
}

/**
 * A table in its own scrolling box, so a narrow screen scrolls the table, not the page. Its caption
 * stands above the box: inside it, a `<caption>` is as wide as its table and scrolls out of view.
 */
function table(
  caption: string,
  header: readonly string[],
  rows: readonly string[][],
  rowClass: (i: number) => string = () => '',
): string {
  if (rows.length === 0) return `<p class="empty">${escapeHtml(caption)}: none.</p>`;
  const tr = (i: number) => (rowClass(i) ? `<tr class="${rowClass(i)}">` : '<tr>');
  // Captions differ within a page, so their words make unique ids.
  const id = `caption-${caption.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return [
    `<p class="caption" id="${id}">${escapeHtml(caption)}</p>`,
    `<div class="table-wrap" role="region" tabindex="0" aria-labelledby="${id}">`,
    `<table aria-labelledby="${id}">`,
    `<thead><tr>${header.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.map((r, i) => `${tr(i)}${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody>`,
    `</table></div>`,
  ].join('\n');
}

const time = (at: string) => escapeHtml(at.replace('T', ' ').replace(/\.\d+/, ''));

const percent = (value: number) => `${Math.round(value * 100)}%`;
const sample = (n: number) => `<span class="sample">(n = ${n})</span>`;

/**
 * Why each outcome metric rests on no case, in words (a bare 0% or "no data" would read as a
 * result): the claim metrics need claims judged by the evidence gate (the commit hook, the
 * Action), which verdicts and feedback recorded alone do not make.
 */
export function outcomeGaps(o: OutcomeMetrics): Record<keyof OutcomeMetrics, string> {
  const claims =
    o.firstTryPassRate.sample === 0
      ? 'no claim judged by the evidence gate'
      : o.blocksPerRun.blocks === 0
        ? 'no claim was blocked'
        : undefined;
  return {
    truthfulClaimRate: 'no task verified or contradicted',
    firstTryPassRate: 'no claim judged by the evidence gate',
    blocksPerRun: 'no claim judged by the evidence gate',
    medianMinutesToPass: claims ?? 'no blocked claim passed later on a pull-request comment',
    feedbackThisWeek: 'no feedback this week',
    gatePrecision: claims ?? 'no blocked claim passed later on a known commit',
  };
}

/** The outcome metrics as table cells, each with its sample size (docs/dashboard.md). */
export function outcomeCells(o: OutcomeMetrics): string[] {
  const gaps = outcomeGaps(o);
  const cell = (key: keyof OutcomeMetrics, text: (value: number) => string) => {
    const { value, sample: n } = o[key];
    return value === null || n === 0
      ? `<span class="gap">${escapeHtml(gaps[key])}</span> ${sample(0)}`
      : `${text(value)} ${sample(n)}`;
  };
  const thumbs = o.feedbackThisWeek;
  return [
    cell('truthfulClaimRate', percent),
    cell('firstTryPassRate', percent),
    cell('blocksPerRun', String),
    cell('medianMinutesToPass', (minutes) => `${minutes} min`),
    cell('feedbackThisWeek', () => `${thumbs.up} up / ${thumbs.down} down`),
    cell('gatePrecision', percent),
  ];
}

export const OUTCOME_HEADERS = [
  'Truthful claims',
  'First-try pass',
  'Blocks per claim',
  'Median block to pass',
  'Feedback this week',
  'Gate precision',
] as const;

/** What n is, and a link to the metrics' definitions (`definitions`: their URL, see AgentPageView). */
const outcomeNote = (definitions: string) =>
  `<p class="sample">n is the number of cases each figure rests on; the definitions are in the dashboard documentation (<a href="${escapeHtml(definitions)}" data-testid="definitions">docs/dashboard.md</a>).</p>`;

/** An https link to what the feedback was given on, else its text; nothing else becomes a link. */
function feedbackSource(source: string | undefined): string {
  if (!source) return 'not recorded';
  if (/^https:\/\/[^\s"'<>]+$/.test(source)) {
    return `<a href="${escapeHtml(source)}">${escapeHtml(source.replace(/^https:\/\/(www\.)?github\.com\//, ''))}</a>`;
  }
  return escapeHtml(source);
}

/**
 * The chart's 30 days ending today: a day with no score is a gap, not a zero. `lone` when at most
 * one day has a score: no line can be drawn, so the script draws today's target and floor across
 * the plot and marks the day with its value.
 */
function chartData(days: readonly AgentDay[], today: string, span: number) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const dates = Array.from({ length: span }, (_, i) => addDays(today, i - (span - 1)));
  const of = (key: 'score' | 'target' | 'floor') => dates.map((d) => byDate.get(d)?.[key] ?? null);
  const score = of('score');
  const lone = score.filter((v) => v !== null).length <= 1;
  return { dates, score, target: of('target'), floor: of('floor'), lone };
}

/** What a chart of one day (or none played) cannot show as lines, said in words. */
function chartNote(view: AgentPageView): string {
  const { summary: s } = view;
  const today = `score ${s.score} against target ${s.target} and ratchet floor ${s.floor}, drawn as lines across the chart`;
  if (view.days.length === 0 || (view.days.length === 1 && view.ledgerEvents === 0)) {
    return `<p class="chart-note" data-testid="chart-note">No day played yet: the line starts with the first cycle. Today: ${today}.</p>`;
  }
  if (view.days.length === 1) {
    return `<p class="chart-note" data-testid="chart-note">One day so far: ${today}; the score becomes a line from the second day.</p>`;
  }
  return '';
}

/** The chart's legend with today's values, readable without hovering. */
function chartLegend(s: ScoreSummary): string {
  const values = { score: s.score, target: s.target, floor: s.floor };
  return `<ul class="legend" aria-label="Today's values">${CHART_SERIES.map(
    (line) =>
      `<li><svg width="28" height="10" aria-hidden="true" focusable="false"><line x1="0" y1="5" x2="28" y2="5" stroke="${line.stroke}" stroke-width="${line.width + 1}" stroke-dasharray="${line.dash.join(' ')}"/></svg> ${escapeHtml(line.label)}: <strong data-testid="legend-${line.key}">${values[line.key]}</strong></li>`,
  ).join('')}</ul>`;
}

/** Days the agent page's chart spans. */
export const CHART_DAYS = 30;

/** One agent's page. */
export function renderAgentPage(view: AgentPageView): string {
  const { summary: s } = view;
  const verdicts = view.verdicts.map((v) => [
    time(v.at),
    escapeHtml(v.taskId),
    `<span class="verdict-${v.verdict}">${escapeHtml(v.verdict.replace('_', ' '))}</span>`,
    escapeHtml(v.reason ?? v.evidence ?? ''),
  ]);
  const feedback = view.feedback.map((f) => [
    time(f.at),
    f.direction === 'up' ? 'thumbs up' : 'thumbs down',
    escapeHtml(f.by ?? 'not recorded'),
    feedbackSource(f.source),
  ]);
  // A verdict without its two sides still says what was claimed (the task done) and what the
  // verifier saw.
  const contradictions = view.contradictions.flatMap((v) =>
    (v.contradictions?.length
      ? v.contradictions
      : [
          {
            claimed: `${v.taskId} done`,
            actual: v.evidence ?? v.reason ?? 'contradicted by the ground truth',
          },
        ]
    ).map((c) => [time(v.at), escapeHtml(v.taskId), escapeHtml(c.claimed), escapeHtml(c.actual)]),
  );
  const timeline = view.days.map((d) => [
    escapeHtml(d.date),
    scoreAgainstTarget(d.score, d.target),
    String(d.floor),
    tierChip(d),
  ]);
  const body = `<h1>Agent ${escapeHtml(view.agent)}</h1>
${view.logins.length ? `<p class="logins">Logins: ${view.logins.map((l) => escapeHtml(l)).join(', ')}</p>` : ''}
<section aria-labelledby="today">
<h2 id="today">Today, ${escapeHtml(s.date)}</h2>
${scorePill(s)}
<p>${s.verifiedCount} verified, ${count(s.failedCount, 'failed')}, ${s.thumbsUp} thumbs up, ${s.thumbsDown} thumbs down. Ratchet floor ${s.floor}. Streak ${s.streak} days. Next heartbeat in ${s.intervalMinutes} minutes.</p>
<p>Tier: ${tierChip(s)}</p>
</section>
<section aria-labelledby="outcomes">
<h2 id="outcomes">Outcomes</h2>
${table('Outcome metrics over the days shown', OUTCOME_HEADERS, [outcomeCells(view.outcomes)])}
${outcomeNote(view.definitions)}
</section>
<section aria-labelledby="chart-title">
<h2 id="chart-title">Score against target, last ${CHART_DAYS} days</h2>
${chartLegend(s)}
${chartNote(view)}
<div id="chart" class="chart" role="img" aria-label="Daily score, target and ratchet floor over the last ${CHART_DAYS} days; the same figures are in the tier timeline below"></div>
<script type="application/json" id="chart-data">${scriptJson(chartData(view.days, s.date, CHART_DAYS))}</script>
</section>
<section aria-labelledby="timeline">
<h2 id="timeline">Tier timeline</h2>
${table('Each day at its end', ['Date', 'Score / target', 'Floor', 'Tier'], timeline)}
</section>
<section aria-labelledby="verdicts">
<h2 id="verdicts">Today's verdicts</h2>
${table("Today's verdicts with their reasons", ['Time', 'Task', 'Verdict', 'Reason'], verdicts)}
</section>
<section aria-labelledby="feedback">
<h2 id="feedback">Feedback received</h2>
${table('Operator feedback', ['Time', 'Feedback', 'Operator', 'Given on'], feedback)}
</section>
<section aria-labelledby="contradictions">
<h2 id="contradictions">Contradictions</h2>
${table('Claims the ground truth contradicted', ['Time', 'Task', 'Claimed', 'Actual'], contradictions)}
</section>`;
  const scripts = [
    `<link rel="stylesheet" href="${SITE_ASSETS.uplotCss}">`,
    `<script src="${SITE_ASSETS.uplotJs}" defer></script>`,
    `<script src="${SITE_ASSETS.js}" defer></script>`,
    '',
  ].join('\n');
  return page(`heartbeat-gate: ${view.agent}`, body, view.generatedAt, scripts);
}

const BANDS_NOTE = `<p>Score against target: <span class="band-reached">reached</span> at the target or above, <span class="band-close">close</span> from half of it (where the first reward tier starts), <span class="band-far">far</span> below half. A reward tier is a share of today's target: good from 50%, excellent from 70%, outstanding from 90% (or 70% with a 3-day streak); penalty tiers start below 25%.</p>`;

/** The front page: the agents that need attention first, marked, then the rest; their outcomes. */
export function renderIndexPage(
  board: readonly LeaderboardEntry[],
  summaries: ReadonlyMap<string, ScoreSummary>,
  generatedAt: string,
  /** The metrics' definitions (see AgentPageView). */
  definitions: string,
): string {
  // The leaderboard's one order (attention first) and its ranks by score, as `leaderboard` and its
  // JSON give them.
  const listed = board;
  const link = (e: LeaderboardEntry) =>
    `<a href="${escapeHtml(agentPageFile(e.agent))}" data-testid="agent">${escapeHtml(e.agent)}</a>`;
  const rows = listed.map((e) => [
    link(e) +
      (e.attention.length
        ? ` <span class="attention-mark" data-testid="attention">needs attention: ${escapeHtml(e.attention.join(', '))}</span>`
        : ''),
    scoreAgainstTarget(e.score, e.target),
    tierChip(e),
    count(e.failedToday, 'failed'),
    count(e.contradictionsToday, 'contradicted'),
    e.lies > 0 ? `<span class="lies-alert">${e.lies}</span>` : '0',
    signedOrNoData(e.trend7),
    String(e.streak),
    String(e.rank),
  ]);
  const outcomes = listed.map((e) => [escapeHtml(e.agent), ...outcomeCells(e.outcomes)]);
  const pills = listed
    .map((e) => {
      const s = summaries.get(e.agent);
      return s
        ? `<li><a href="${escapeHtml(agentPageFile(e.agent))}">${escapeHtml(e.agent)}</a> ${scorePill(s)}</li>`
        : '';
    })
    .join('\n');
  const needing = listed.filter((e) => e.attention.length > 0).length;
  const body = `<h1>Agents' accountability</h1>
<p data-testid="attention-summary">${needing === 0 ? 'No agent needs attention today.' : `${needing} of ${listed.length} ${listed.length === 1 ? 'agent needs' : 'agents need'} attention today; they are listed first.`}</p>
<section aria-labelledby="board">
<h2 id="board">Leaderboard</h2>
${table(
  "Agents needing attention first, then by today's score as a share of target; the rank is by that share alone",
  [
    'Agent',
    'Score / target',
    'Tier',
    'Failed today',
    'Contradicted today',
    'Lies this week',
    '7-day trend',
    'Streak',
    'Rank by score',
  ],
  rows,
  (i) => (listed[i]?.attention.length ? 'attention' : ''),
)}
${BANDS_NOTE}
</section>
<section aria-labelledby="outcomes">
<h2 id="outcomes">Outcomes</h2>
${table('Outcome metrics per agent over the last 30 days', ['Agent', ...OUTCOME_HEADERS], outcomes)}
${outcomeNote(definitions)}
</section>
<section aria-labelledby="pills">
<h2 id="pills">Status</h2>
<ul class="pills">
${pills}
</ul>
</section>`;
  return page('heartbeat-gate: leaderboard', body, generatedAt);
}
