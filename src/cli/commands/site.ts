/**
 * `heartbeat-gate site --out <dir> [--ref <rev>] [--now <ISO-8601>]`: the dashboard as a static
 * site (front page with the leaderboard, one page per agent, the chart library copied in), read
 * from the state the reading commands use or from any revision. Works offline from file://.
 */
import { join, resolve } from 'node:path';
import { loadConfig } from '../../config.js';
import { readAgentReports, siteFiles, writeSite } from '../../app/site.js';
import { Repo } from '../../git/repo.js';
import { UsageError } from '../../errors.js';
import { defineCommand, ExitCode } from '../command.js';
import { readOptions } from '../read-options.js';

const USAGE = `usage: heartbeat-gate site --out <dir> [--ref <rev>] [--repository <owner/name>] [--now <ISO-8601>]

Renders the dashboard as static HTML into <dir>: index.html with the leaderboard, one page per
agent (score pill, 30-day chart of score, target and ratchet floor, tier timeline, today's
verdicts, feedback, contradictions) and the assets they load. No server: open index.html or
publish the folder on GitHub Pages.
  --out    the folder to write (created when missing; only the site's files are written)
  --ref    read the state committed at this revision (default: the state branch, else the work tree)
  --repository <owner/name>
           in a clone of a state repository shared by many: that repository's agents
  --now    the instant to report at (default: the clock)
`;

export const command = defineCommand({
  name: 'site',
  summary: 'the dashboard as a static site (--out dir), for GitHub Pages or file://',
  usage: USAGE,
  options: { out: { type: 'string' }, ref: { type: 'string' }, repository: { type: 'string' } },
  now: true,
  async run({ values, io, now }) {
    if (!values.out) throw new UsageError('--out <dir> is required');
    const { repository } = readOptions(values);
    const reports = await readAgentReports(io.cwd, now, values.ref, repository);
    const { timeZone } = await loadConfig((await Repo.open(io.cwd)).root);
    const out = resolve(io.cwd, values.out);
    await writeSite(out, siteFiles(reports, now, timeZone));
    io.stdout.write(`Wrote the dashboard to ${join(out, 'index.html')}\n`);
    return ExitCode.ok;
  },
});
