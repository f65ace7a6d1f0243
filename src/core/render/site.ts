/**
 * The dashboard site (`heartbeat-gate site`) as HTML strings: a front page with the leaderboard
 * and one page per agent (seed 001's StatusBar pill, a 30-day chart, the tier timeline, today's
 * verdicts, the feedback and the contradictions). Pure: the caller writes the files. Every text
 * from the state is escaped here; the chart's data travels as JSON the page's script reads.
 */
import { BADGE_COLOURS, badgeColour } from '../badge.js';
import type { AgentDay, LeaderboardEntry } from '../leaderboard.js';
import type { FeedbackEvent, VerdictEvent } from '../model.js';
import type { ScoreSummary } from '../score/summary.js';
import { signed } from './text.js';

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
  /** When the site was rendered (ISO-8601), shown in the footer. */
  generatedAt: string;
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

function tierLabel(day: { penalty: string; reward: string }): string {
  if (day.penalty !== 'none') return day.penalty;
  if (day.reward !== 'none') return day.reward;
  return 'normal';
}

function tierChip(day: { penalty: ScoreSummary['penalty']; reward: ScoreSummary['reward'] }) {
  const label = tierLabel(day);
  const colour = badgeColour(day);
  return `<span class="tier" style="border-color:${colour}"><span class="dot" style="background:${colour}" aria-hidden="true"></span>${escapeHtml(label)}</span>`;
}

/** Seed 001's StatusBar pill: shield coloured by state, score / target, today's failures in red. */
export function scorePill(s: ScoreSummary): string {
  const colour = badgeColour(s);
  const label = `Score ${s.score} of target ${s.target}, ${tierLabel(s)}, ${s.failedCount} failed today`;
  return [
    `<p class="pill" role="status" aria-label="${escapeHtml(label)}">`,
    `<svg class="shield" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path fill="${colour}" d="M8 0l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V3z"/></svg>`,
    `<span class="score ${s.score >= 0 ? 'positive' : 'negative'}" data-testid="score">${s.score}</span>`,
    `<span class="sep">/</span><span class="target" data-testid="target">${s.target}</span>`,
    `<span class="tier-name">${escapeHtml(tierLabel(s))}</span>`,
    `<span class="failed" data-testid="failed">${s.failedCount} failed</span>`,
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

function table(caption: string, header: readonly string[], rows: readonly string[][]): string {
  if (rows.length === 0) return `<p class="empty">${escapeHtml(caption)}: none.</p>`;
  return [
    `<table><caption>${escapeHtml(caption)}</caption>`,
    `<thead><tr>${header.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody>`,
    `</table>`,
  ].join('\n');
}

const time = (at: string) => escapeHtml(at.replace('T', ' ').replace(/\.\d+/, ''));

/** One agent's page. */
export function renderAgentPage(view: AgentPageView): string {
  const { summary: s } = view;
  const chartData = {
    dates: view.days.map((d) => d.date),
    score: view.days.map((d) => d.score),
    target: view.days.map((d) => d.target),
    floor: view.days.map((d) => d.floor),
  };
  const verdicts = view.verdicts.map((v) => [
    time(v.at),
    escapeHtml(v.taskId),
    `<span class="verdict-${v.verdict}">${escapeHtml(v.verdict.replace('_', ' '))}</span>`,
    escapeHtml(v.evidence ?? ''),
  ]);
  const feedback = view.feedback.map((f) => [
    time(f.at),
    f.direction === 'up' ? 'thumbs up' : 'thumbs down',
    escapeHtml(f.by ?? ''),
    escapeHtml(f.source ?? ''),
  ]);
  const contradictions = view.contradictions.flatMap((v) =>
    (v.contradictions?.length ? v.contradictions : [{ claimed: '', actual: v.evidence ?? '' }]).map(
      (c) => [time(v.at), escapeHtml(v.taskId), escapeHtml(c.claimed), escapeHtml(c.actual)],
    ),
  );
  const timeline = view.days.map((d) => [
    escapeHtml(d.date),
    `${d.score} / ${d.target}`,
    String(d.floor),
    tierChip(d),
  ]);
  const body = `<h1>Agent ${escapeHtml(view.agent)}</h1>
${view.logins.length ? `<p class="logins">Logins: ${view.logins.map((l) => escapeHtml(l)).join(', ')}</p>` : ''}
<section aria-labelledby="today">
<h2 id="today">Today, ${escapeHtml(s.date)}</h2>
${scorePill(s)}
<p>${s.verifiedCount} verified, ${s.failedCount} failed. Ratchet floor ${s.floor}. Streak ${s.streak} days. Next heartbeat in ${s.intervalMinutes} minutes.</p>
</section>
<section aria-labelledby="chart-title">
<h2 id="chart-title">Score against target, last ${view.days.length} days</h2>
<div id="chart" class="chart" role="img" aria-label="Daily score, target and ratchet floor over the last ${view.days.length} days; the same figures are in the tier timeline below"></div>
<script type="application/json" id="chart-data">${scriptJson(chartData)}</script>
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
${table('Operator feedback', ['Time', 'Feedback', 'Operator', 'On'], feedback)}
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

/** The front page: the leaderboard and each agent's pill. */
export function renderIndexPage(
  board: readonly LeaderboardEntry[],
  summaries: ReadonlyMap<string, ScoreSummary>,
  generatedAt: string,
): string {
  const rows = board.map((e) => [
    String(e.rank),
    `<a href="${escapeHtml(agentPageFile(e.agent))}" data-testid="agent">${escapeHtml(e.agent)}</a>`,
    `${e.score} / ${e.target}`,
    `${Math.round(e.share * 100)}%`,
    tierChip(e),
    String(e.streak),
    signed(e.trend7),
    String(e.lies),
  ]);
  const pills = board
    .map((e) => {
      const s = summaries.get(e.agent);
      return s
        ? `<li><a href="${escapeHtml(agentPageFile(e.agent))}">${escapeHtml(e.agent)}</a> ${scorePill(s)}</li>`
        : '';
    })
    .join('\n');
  const body = `<h1>Agents' accountability</h1>
<section aria-labelledby="board">
<h2 id="board">Leaderboard</h2>
${table("Agents ranked by today's score as a share of target", ['Rank', 'Agent', 'Score / target', 'Share', 'Tier', 'Streak', '7-day trend', 'Lies this week'], rows)}
</section>
<section aria-labelledby="pills">
<h2 id="pills">Status</h2>
<ul class="pills">
${pills}
</ul>
</section>`;
  return page('heartbeat-gate: leaderboard', body, generatedAt);
}

/** The site's own stylesheet: colours with enough contrast for text (WCAG AA). */
export const SITE_CSS = `body{font-family:system-ui,sans-serif;margin:0;color:#1f2328;background:#fff}
header,main,footer{max-width:960px;margin:0 auto;padding:0 16px}
.brand a{color:#0550ae;font-weight:600}
a{color:#0550ae}
table{border-collapse:collapse;margin:8px 0 16px;width:100%}
caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border-bottom:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}
.pill{display:inline-flex;align-items:center;gap:6px;border:1px solid #d0d7de;border-radius:999px;padding:4px 12px;margin:4px 0}
.score{font-weight:700}
.positive{color:#047857}
.negative,.failed,.verdict-not_verified{color:#b91c1c}
.verdict-verified{color:#047857}
.tier{display:inline-flex;align-items:center;gap:4px;border:2px solid;border-radius:999px;padding:0 8px}
.dot{display:inline-block;width:8px;height:8px;border-radius:50%}
.chart{min-height:320px}
.pills{list-style:none;padding:0}
footer{color:#57606a;font-size:0.875em}
`;

/** The page script: draws the chart from the page's JSON with uPlot (loaded before it). */
export const SITE_JS = `(function () {
  var el = document.getElementById('chart');
  var data = document.getElementById('chart-data');
  if (!el || !data || typeof uPlot === 'undefined') return;
  var d = JSON.parse(data.textContent);
  var xs = d.dates.map(function (day) { return Date.parse(day + 'T00:00:00Z') / 1000; });
  var opts = {
    width: Math.max(320, Math.min(920, el.clientWidth || 920)),
    height: 300,
    tzDate: function (ts) { return uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'); },
    series: [
      {},
      { label: 'score', stroke: '${BADGE_COLOURS.normal}', width: 2, points: { show: true } },
      { label: 'target', stroke: '#57606a', width: 2, dash: [6, 4] },
      { label: 'ratchet floor', stroke: '${BADGE_COLOURS.lockdown}', width: 1 }
    ],
    axes: [
      {
        space: 48,
        incrs: [86400, 2 * 86400, 7 * 86400],
        values: function (u, ticks) {
          return ticks.map(function (ts) { return new Date(ts * 1000).toISOString().slice(5, 10); });
        }
      },
      { label: 'points' }
    ]
  };
  window.heartbeatChart = new uPlot(opts, [xs, d.score, d.target, d.floor], el);
})();
`;
