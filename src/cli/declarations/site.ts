import type { CommandSpec } from '../spec.js';
import { REPORT, now } from './shared.js';

/** `heartbeat-gate site`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'site',
  summary: 'the dashboard as a static site (--out dir), for GitHub Pages or file://',
  description: `Renders the dashboard as static HTML into <dir>: index.html with the leaderboard, one page per agent
(score pill, outcome metrics, 30-day chart of score, target and ratchet floor, tier timeline,
today's verdicts, feedback, contradictions) and the assets they load. No server: open index.html or
publish the folder on GitHub Pages.`,
  options: {
    out: {
      type: 'string',
      value: '<dir>',
      required: true,
      description: "the folder to write (created when missing; only the site's files are written)",
    },
    ...REPORT,
    ...now(),
  },
} as const satisfies CommandSpec;
