/**
 * `lint`: the contract's task lines, and the state files under the state directory — each must
 * parse, and the derived ones must equal what replaying the ledger gives (so a hand edit shows).
 * Reads the working tree only; never writes.
 */
import { readFile } from 'node:fs/promises';
import { basename, join, normalize } from 'node:path';
import { CONFIG_PATH, loadConfig, type Config } from '../config.js';
import { formatContractDiagnostic } from '../core/contract.js';
import type { ContractDiagnostic } from '../core/model.js';
import { explainVerification, verifyHintProblem } from '../core/verify.js';
import { InputError } from '../errors.js';
import { decodeContractBytes, parseContract } from './contract-file.js';
import { Repo } from '../git/repo.js';
import { readStaged, stagedStateSource } from '../git/staged.js';
import {
  allEvents,
  commitSource,
  dirSource,
  loadStateStore,
  type StateStore,
} from '../git/state-store.js';
import { cycleLogScope, readCycleLog } from './audit-log.js';
import { agentNames, configForAgent, isTeam } from '../core/config-model.js';
import { verifyCycleLog } from './audit-verify.js';
import { changedLedgerLines, lastGateCommit } from './state/verify.js';
import { stateBranchHead } from './state-location.js';
import { derivedStateFindings, futureEventFindings, type LintFinding } from './state-lint.js';

export type { LintFinding } from './state-lint.js';

/** What lint looked at and what it found. */
export interface LintReport {
  /** The contracts linted (a contract that does not exist is not linted). */
  readonly contracts: readonly { file: string; tasks: number }[];
  /**
   * The state directory, when it was checked (`events` unknown when a file did not parse), and
   * the state branch it was read from when that is not the checkout.
   */
  readonly state?: { dir: string; events?: number; branch?: string };
  readonly findings: readonly LintFinding[];
  /** Each task of the linted contracts: which verifier its hint selects, what makes it verified. */
  readonly tasks: readonly LintTask[];
}

/** One task as `lint` explains it. */
export interface LintTask {
  file: string;
  line: number;
  taskId: string;
  verifier: string;
  verifiedWhen: string;
}

/**
 * Which checks a list of changed paths calls for (a hook passes every staged path): each one that
 * is the configured contract or is named HEARTBEAT.md is linted as a contract, any path under the
 * state directory calls for the state check, and other paths are none of lint's business.
 */
export function lintTargets(
  files: readonly string[] | undefined,
  config: Config,
): { contracts: string[]; state: boolean } {
  if (files === undefined) return { contracts: [config.contract], state: true };
  const paths = [...new Set(files.map((file) => normalize(file)))];
  const stateDir = normalize(config.stateDir);
  return {
    contracts: paths.filter(
      (path) => path === normalize(config.contract) || basename(path) === 'HEARTBEAT.md',
    ),
    state: paths.some((path) => path.startsWith(`${stateDir}/`)),
  };
}

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Reads a contract's bytes; undefined when it does not exist (the working tree by default). */
export type ContractReader = (file: string) => Promise<Buffer | undefined>;

/** A contract's findings and tasks; undefined when the file does not exist. */
async function lintContract(
  root: string,
  file: string,
  read: ContractReader = (path) => readIfPresent(join(root, path)),
): Promise<
  | { linted: { file: string; tasks: number }; findings: LintFinding[]; tasks: LintTask[] }
  | undefined
> {
  const bytes = await read(file);
  if (bytes === undefined) return undefined;
  const decoded = decodeContractBytes(bytes, file);
  const contract =
    'text' in decoded
      ? await parseContract(decoded.text, file)
      : { tasks: [], diagnostics: [decoded.diagnostic] };
  // A hint that selects no verifier is judged from the claims naming the task: say how.
  const hintWarnings = contract.tasks.flatMap((task): ContractDiagnostic[] => {
    const problem = verifyHintProblem(task.verify, task);
    return problem
      ? [{ line: task.line, severity: 'warning', message: `task \`${task.id}\`: ${problem}` }]
      : [];
  });
  const diagnostics = [...contract.diagnostics, ...hintWarnings].sort((a, b) => a.line - b.line);
  return {
    linted: { file, tasks: contract.tasks.length },
    findings: diagnostics.map((diagnostic) => ({
      file,
      ...(diagnostic.line > 0 ? { line: diagnostic.line } : {}),
      severity: diagnostic.severity,
      text: formatContractDiagnostic({ ...diagnostic, file }),
    })),
    tasks: contract.tasks.map((task) => ({
      file,
      line: task.line,
      taskId: task.id,
      ...explainVerification(task),
    })),
  };
}

/** Ledger lines the last gate commit before `rev` wrote that the state read changed or lost. */
async function appendOnlyFindings(
  repo: Repo | undefined,
  rev: string,
  config: Config,
  store: StateStore,
): Promise<LintFinding[]> {
  const head = repo && (await repo.resolve(rev));
  if (!repo || !head) return [];
  const anchor = await lastGateCommit(repo, head, config.stateDir);
  if (!anchor) return [];
  const committed = await loadStateStore(
    commitSource(repo, anchor, config.stateDir),
    config.stateDir,
  );
  return changedLedgerLines(committed, store, anchor.slice(0, 12));
}

/** Cycle commits in `rev`'s history that are not what its ledger records (see `log --verify`). */
async function cycleCommitFindings(
  repo: Repo | undefined,
  rev: string,
  config: Config,
  agent: string | undefined,
): Promise<LintFinding[]> {
  const head = repo && (await repo.resolve(rev));
  if (!repo || !head) return [];
  const { ours } = cycleLogScope({ config, agent }, undefined);
  const entries = (await readCycleLog(repo, head)).filter(ours);
  const problems = await verifyCycleLog(repo, config, head, entries);
  return entries.flatMap((entry) =>
    (problems.get(entry.sha) ?? []).map((problem) => ({
      file: entry.sha.slice(0, 12),
      severity: 'error' as const,
      text: `${entry.sha.slice(0, 12)}: error: cycle commit ${entry.cycle} ${problem}`,
    })),
  );
}

/**
 * The commit of the configured state branch when another branch is checked out (init's layout:
 * state beside the code on a branch of its own), where a full lint reads the state; undefined
 * when the checkout is the state's (or there is no state branch yet).
 */
async function stateBranchElsewhere(
  repo: Repo | undefined,
  config: Config,
): Promise<string | undefined> {
  const branch = config.stateBranch;
  if (!repo || !branch || (await repo.currentBranch()) === branch) return undefined;
  return stateBranchHead(repo, branch);
}

async function lintState(
  root: string,
  config: Config,
  /** How a hook calls it: the state the commit holds (the index, else the working tree). */
  hook: { staged: boolean; files: boolean },
): Promise<{
  state: { dir: string; events?: number; branch?: string };
  findings: LintFinding[];
  rev: string;
}> {
  const stateDir = config.stateDir;
  const repo = await Repo.open(root).catch(() => undefined);
  const { staged } = hook;
  // A hook judges what the commit holds; a full lint, the state where it lives.
  const elsewhere = staged || hook.files ? undefined : await stateBranchElsewhere(repo, config);
  const rev = elsewhere ?? 'HEAD';
  const where = {
    dir: stateDir,
    ...(elsewhere && config.stateBranch ? { branch: config.stateBranch } : {}),
  };
  try {
    const source = staged
      ? stagedStateSource(root, stateDir)
      : elsewhere && repo
        ? commitSource(repo, elsewhere, stateDir, { segments: true })
        : dirSource(root, stateDir);
    const store = await loadStateStore(source, stateDir);
    const events = await allEvents(store);
    const findings = await derivedStateFindings(store, config);
    findings.push(...(await appendOnlyFindings(repo, rev, config, store)));
    findings.push(...(await futureEventFindings(store, Date.now())));
    return { state: { ...where, events: events.length }, findings, rev };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const file = error.file ?? stateDir;
    return {
      state: where,
      findings: [{ file, severity: 'error', text: `${error.message}` }],
      rev,
    };
  }
}

/** What `lint` is asked: the paths a commit changes (a hook), read as staged or not. */
export interface LintRequest {
  /** Only the checks these paths call for; unset: everything. */
  readonly files?: readonly string[] | undefined;
  /** Read contracts and state as staged in the index; without files, lint the staged paths. */
  readonly staged?: boolean | undefined;
}

/**
 * `lint` in the repository containing `cwd` (a subdirectory lints the whole repository), as the
 * command and the MCP tool `heartbeat_lint` both run it. Not a repository, a bad configuration
 * or, on a full lint, a missing contract is an InputError.
 */
export async function lintCheckout(cwd: string, request: LintRequest = {}): Promise<LintReport> {
  const repo = await Repo.open(cwd);
  const config = await loadConfig(repo.root);
  const staged = request.staged === true;
  // --staged alone lints what the commit changes: the pre-commit framework's hook names no files.
  const files = request.files ?? (staged ? await repo.stagedPaths() : undefined);
  return lintRepository(repo.root, config, files, staged);
}

/**
 * Lints the repository at `root`: the contract and the state directory, or, given `files` (the
 * paths a commit changes), only the checks those paths call for. A team's agents are linted one
 * by one: each agent's contract and state folder, as its own configuration places them. A full
 * lint requires every contract to exist (an InputError naming the first one missing), except in
 * a checkout of the state branch, which holds no contract.
 */
export async function lintRepository(
  root: string,
  config: Config,
  files?: readonly string[],
  /** Read contracts and state as staged in the index (a pre-commit hook: what the commit holds). */
  staged = false,
): Promise<LintReport> {
  const required = files === undefined && !(await isStateOnlyCheckout(root, config.stateDir));
  const options = { files, staged, required };
  if (!isTeam(config)) return lintAgent(root, config, undefined, options);
  const reports: LintReport[] = [];
  for (const agent of agentNames(config)) {
    reports.push(await lintAgent(root, configForAgent(config, agent), agent, options));
  }
  const states = reports.flatMap((r) => (r.state ? [r.state] : []));
  const events = states.every((s) => s.events !== undefined)
    ? states.reduce((n, s) => n + (s.events ?? 0), 0)
    : undefined;
  // A staged HEARTBEAT.md is every agent's business once: each path is reported once.
  const once = <T>(items: T[], key: (item: T) => string) => [
    ...new Map(items.map((item) => [key(item), item])).values(),
  ];
  return {
    contracts: once(
      reports.flatMap((r) => r.contracts),
      (c) => c.file,
    ),
    ...(states.length > 0
      ? {
          state: {
            dir: config.stateDir,
            ...(events === undefined ? {} : { events }),
            ...(states[0]?.branch === undefined ? {} : { branch: states[0].branch }),
          },
        }
      : {}),
    findings: once(
      reports.flatMap((r) => r.findings),
      (f) => f.text,
    ),
    tasks: once(
      reports.flatMap((r) => r.tasks),
      (t) => `${t.file}:${t.line}`,
    ),
  };
}

/**
 * A state branch checked out: every tracked file is state and the configuration is not tracked
 * (a team's contracts sit under the state directory, beside its configuration), so no contract
 * is expected there.
 */
async function isStateOnlyCheckout(root: string, stateDir: string): Promise<boolean> {
  const repo = await Repo.open(root).catch(() => undefined);
  if (!repo) return false;
  const tracked = (await repo.raw(['ls-files', '-z'])).split('\0').filter(Boolean);
  return (
    tracked.length > 0 &&
    !tracked.includes(CONFIG_PATH) &&
    tracked.every((path) => path.startsWith(`${stateDir}/`))
  );
}

/** The one line a full lint fails with when a contract is missing; names the field that sets it. */
function missingContract(file: string, agent: string | undefined, staged: boolean): InputError {
  const field = agent === undefined ? 'contract' : `team.${agent}.contract`;
  return new InputError(
    `${file}: the contract file does not exist${staged ? ' in the index' : ''} (run 'heartbeat-gate init', or set "${field}" in ${CONFIG_PATH})`,
    file,
  );
}

/** One agent's lint: its contract and its state folder (the single agent's: the repository's). */
async function lintAgent(
  root: string,
  config: Config,
  agent: string | undefined,
  options: { files: readonly string[] | undefined; staged: boolean; required: boolean },
): Promise<LintReport> {
  const { files, staged } = options;
  const targets = lintTargets(files, config);
  const readContract = staged ? (file: string) => readStaged(root, file) : undefined;
  const contracts: { file: string; tasks: number }[] = [];
  const findings: LintFinding[] = [];
  const tasks: LintTask[] = [];
  for (const file of targets.contracts) {
    const result = await lintContract(root, file, readContract);
    // A staged deletion is no contract to lint; a full lint needs the contract.
    if (!result) {
      if (options.required) throw missingContract(file, agent, staged);
      continue;
    }
    contracts.push(result.linted);
    findings.push(...result.findings);
    tasks.push(...result.tasks);
  }
  const state = targets.state
    ? await lintState(root, config, { staged, files: files !== undefined })
    : undefined;
  if (state) findings.push(...state.findings);
  // Cycle commits are history, not staged paths: checked on a full lint only.
  if (files === undefined && state?.state.events !== undefined) {
    const repo = await Repo.open(root).catch(() => undefined);
    findings.push(...(await cycleCommitFindings(repo, state.rev, config, agent)));
  }
  return { contracts, ...(state ? { state: state.state } : {}), findings, tasks };
}
