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
import { declaration } from '../declarations/site.js';
import { dashboardDocsUrl } from '../package.js';
import { readOptions, stateRef } from '../read-options.js';

export const command = defineCommand(declaration, async ({ values, io, now }) => {
  if (!values.out) throw new UsageError('--out <dir> is required');
  const { repository } = readOptions(values);
  const ref = await stateRef(io.cwd, values, repository);
  const reports = await readAgentReports(io.cwd, now, ref, repository);
  const { timeZone } = await loadConfig((await Repo.open(io.cwd)).root);
  const out = resolve(io.cwd, values.out);
  const definitions = await dashboardDocsUrl();
  await writeSite(out, siteFiles(reports, { generatedAt: now, timeZone, definitions }));
  io.stdout.write(`Wrote the dashboard to ${join(out, 'index.html')}\n`);
  return ExitCode.ok;
});
