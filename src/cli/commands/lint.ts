/**
 * `heartbeat-gate lint [files...]`: HEARTBEAT.md's task lines (line-numbered) and the state files
 * under `.heartbeat/` (valid, and equal to a replay of the ledger); with a team, each agent's.
 * Given files (a pre-commit hook passes the staged paths), only the checks those paths call for
 * run. What is checked is decided in app/lint.ts, which the MCP tool `heartbeat_lint` runs too.
 */
import { lintCheckout, type LintReport } from '../../app/lint.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/lint.js';
import { plural } from '../../core/render/text.js';

function summary(report: LintReport): string {
  const parts = report.contracts.map(({ file, tasks }) => `${file} (${plural(tasks, 'task')})`);
  if (report.state) {
    const { dir, events, branch } = report.state;
    const at = branch === undefined ? `${dir}/` : `${dir}/ on ${branch}`;
    parts.push(
      events === undefined
        ? at
        : events === 0
          ? `${at} (no ledger yet)`
          : `${at} (${plural(events, 'ledger event')})`,
    );
  }
  return parts.length > 0 ? parts.join(', ') : 'nothing to lint';
}

export const command = defineCommand(declaration, async ({ values, positionals, io, json }) => {
  // Not a repository, a bad configuration or a missing contract is an InputError (exit 2).
  const files = positionals.length > 0 ? positionals : undefined;
  // A hook (files, or --staged alone: the paths the index changes) lints only what it touches.
  const hook = files !== undefined || values.staged === true;
  const report = await lintCheckout(io.cwd, { files, staged: values.staged });
  const errors = report.findings.filter((finding) => finding.severity === 'error');
  if (json) {
    io.stdout.write(`${JSON.stringify({ ok: errors.length === 0, ...report }, null, 2)}\n`);
    return errors.length > 0 ? ExitCode.failed : ExitCode.ok;
  }
  for (const finding of report.findings) {
    (finding.severity === 'error' ? io.stderr : io.stdout).write(`${finding.text}\n`);
  }
  if (values.explain) {
    for (const task of report.tasks) {
      io.stdout.write(
        `${task.file}:${task.line}: ${task.taskId}: ${task.verifier}; verified when ${task.verifiedWhen}\n`,
      );
    }
  }
  if (errors.length > 0) {
    io.stderr.write(
      `heartbeat-gate lint: ${plural(errors.length, 'error')}; checked ${summary(report)}\n`,
    );
    return ExitCode.failed;
  }
  // A hook passing only paths lint does not check stays quiet.
  if (report.contracts.length > 0 || report.state || !hook) {
    io.stdout.write(`heartbeat-gate lint: ok: ${summary(report)}\n`);
  }
  return ExitCode.ok;
});
