/**
 * `heartbeat-gate lint [files...]`: HEARTBEAT.md's task lines (line-numbered) and the state files
 * under `.heartbeat/` (valid, and equal to a replay of the ledger). Given files (a pre-commit
 * hook passes the staged paths), only the checks those paths call for run.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { lintRepository, type LintReport } from '../../app/lint.js';
import { CONFIG_PATH, loadConfig } from '../../config.js';
import { InputError } from '../../errors.js';
import { Repo } from '../../git/repo.js';
import { readStaged } from '../../git/staged.js';
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
  // Not a repository is an InputError (exit 2); a subdirectory lints the whole repository.
  const repo = await Repo.open(io.cwd);
  const { root } = repo;
  const config = await loadConfig(root);
  // --staged alone lints what the commit changes: the pre-commit framework's hook names no files.
  const files =
    positionals.length > 0 ? positionals : values.staged ? await repo.stagedPaths() : undefined;
  const readContract = values.staged ? (file: string) => readStaged(root, file) : undefined;
  if (files === undefined && !(await isStateOnlyCheckout(repo, config.stateDir))) {
    const present = readContract
      ? (await readContract(config.contract)) !== undefined
      : await exists(join(root, config.contract));
    if (!present) {
      throw new InputError(
        `${config.contract}: the contract file does not exist${values.staged ? ' in the index' : ''} (run 'heartbeat-gate init', or set "contract" in ${CONFIG_PATH})`,
        config.contract,
      );
    }
  }
  const report = await lintRepository(root, config, files, values.staged === true);
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
  if (report.contracts.length > 0 || report.state || files === undefined) {
    io.stdout.write(`heartbeat-gate lint: ok: ${summary(report)}\n`);
  }
  return ExitCode.ok;
});

/** A state branch checked out: every tracked file is state, so no contract is expected there. */
async function isStateOnlyCheckout(repo: Repo, stateDir: string): Promise<boolean> {
  const tracked = (await repo.raw(['ls-files', '-z'])).split('\0').filter(Boolean);
  return tracked.length > 0 && tracked.every((path) => path.startsWith(`${stateDir}/`));
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
