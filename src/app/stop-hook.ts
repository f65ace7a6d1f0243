/**
 * `stop-hook`'s I/O around the pure decision (core/stop-hook): the harness's input, the final
 * message (input field, else the transcript), the configuration (as the trusted branch holds it),
 * Ralph's event file, the configured commands, and the per-session block count on disk. Anything
 * that goes wrong, the deadline included, becomes a block: the hook never fails open.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { CONFIG_PATH, DEFAULT_CONFIG, type Config } from '../core/config-model.js';
import {
  claimsInMessage,
  couldNotJudge,
  decideStop,
  dimensionsToRun,
  judgeClaims,
  type DimensionRun,
  type StopDecision,
  type StopSession,
} from '../core/stop-hook/decide.js';
import {
  lastAssistantMessage,
  type Harness,
  type HarnessAnswer,
  type StopHookInput,
} from '../core/stop-hook/harness.js';
import { buildVerdict, type Verdict } from '../core/verdict.js';
import { redactSecrets, secretValues } from '../core/secrets.js';
import { readRalphEvents } from './ralph-events.js';
import { runGit, type GitCommand } from '../git/git.js';

/** What `stop-hook` was asked. */
export interface StopHookOptions {
  harness: Harness;
  /** The harness's input (standard input). */
  stdin: string;
  /** Where the hook was started (the input's `cwd` wins). */
  cwd: string;
  deadlineSeconds: number;
  env: NodeJS.ProcessEnv;
}

/** The answer to print and the verdict behind it. */
export interface StopHookResult {
  answer: HarnessAnswer;
  verdict: Verdict;
  stoppedWithoutEvidence: boolean;
}

/** Runs the hook; never throws, never allows what it could not judge. */
export async function runStopHook(options: StopHookOptions): Promise<StopHookResult> {
  const started = Date.now();
  const deadline = started + options.deadlineSeconds * 1000;
  let store: SessionStore | undefined;
  let maxBlocks = DEFAULT_CONFIG.stopHook.maxBlocks;
  let decision: StopDecision;
  try {
    const input = readInput(options);
    if (input.notAFinish !== undefined) {
      const verdict = buildVerdict({
        source: 'stop-hook',
        claims: [],
        conclusion: 'neutral',
        title: `Not judged: the harness reports ${input.notAFinish}`,
        reason: '',
      });
      return {
        answer: options.harness.answer(undefined, undefined),
        verdict,
        stoppedWithoutEvidence: false,
      };
    }
    const root = await repositoryRoot(input.cwd ?? options.cwd);
    store = await sessionStore(root, options.harness.name, input.sessionId);
    const session = await store.read();
    const judged = await withDeadline(deadline, options.deadlineSeconds, async (remainingMs) => {
      const config = await hookConfig(root);
      maxBlocks = config.config.stopHook.maxBlocks;
      return judge({ input, root, config, session, env: options.env, remainingMs });
    });
    decision = judged;
  } catch (error) {
    const session = store ? await store.read().catch(() => EMPTY_SESSION) : EMPTY_SESSION;
    decision = couldNotJudge(reasonOf(error), session, maxBlocks);
  }
  try {
    await store?.write(decision.session);
  } catch (error) {
    // A count that cannot be kept must not turn a block into an allow; it only stops counting.
    decision.verdict.notes.push(`the block count could not be saved: ${reasonOf(error)}`);
  }
  const { verdict } = decision;
  const block = verdict.decision === 'block' ? verdict.reason : undefined;
  const note = decision.stoppedWithoutEvidence ? verdict.notes.at(-1) : undefined;
  return {
    answer: options.harness.answer(block, note),
    verdict,
    stoppedWithoutEvidence: decision.stoppedWithoutEvidence,
  };
}

const EMPTY_SESSION: StopSession = { blocks: 0, accepted: [] };

/** The hook's own failure: named, so that the block says why. */
class HookFailure extends Error {}

function reasonOf(error: unknown): string {
  if (error instanceof HookFailure) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `internal error: ${message.split('\n')[0] ?? ''}`;
}

function readInput(options: StopHookOptions): StopHookInput {
  let value: unknown;
  try {
    value = JSON.parse(options.stdin);
  } catch {
    throw new HookFailure(
      `its input is not JSON (${options.harness.name} writes a JSON object to the hook's standard input)`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HookFailure('its input is not a JSON object');
  }
  return options.harness.read(value as Record<string, unknown>);
}

/** Runs `work` with what is left of the deadline; past it, a HookFailure naming the deadline. */
async function withDeadline<T>(
  deadline: number,
  seconds: number,
  work: (remainingMs: () => number) => Promise<T>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new HookFailure(`it reached its deadline of ${seconds} s before it could judge`)),
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([work(() => deadline - Date.now()), expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function repositoryRoot(cwd: string): Promise<string> {
  return (await git(cwd, { args: ['rev-parse', '--show-toplevel'] }))?.trim() ?? resolve(cwd);
}

/** git's output, or undefined when it fails (a missing ref, not a repository). */
async function git(root: string, command: GitCommand): Promise<string | undefined> {
  try {
    const exit = await runGit(command, { cwd: root });
    return exit.code === 0 ? exit.stdout.toString('utf8') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The hook's configuration: as the trusted branch holds it (the remote's copy first), so that
 * an agent cannot lower the cap or drop a command by editing its working tree. The trusted branch
 * is the one rule's (src/app/trusted-branch.ts) from what the clone knows, with no network: the
 * remote's default branch as `origin/HEAD` names it, or what its configuration names; the working
 * tree's `trustedBranch` only in a clone with none (pointing it at a branch that does not exist
 * dropped every command). Without a trusted branch the working tree's configuration is used, but
 * its commands are not run.
 */
async function hookConfig(root: string): Promise<{ config: Config; trusted: boolean }> {
  // Loaded here: the hook's chunk is the commit-msg hook's, which reads no configuration.
  const { loadConfig, parseConfig } = await import('../config.js');
  const { trustedBranchName } = await import('./trusted-branch.js');
  const local = await loadConfig(root);
  /** The configuration on `branch` (the remote's copy first), undefined when there is no branch. */
  const configOn = async (branch: string) => {
    for (const ref of [`refs/remotes/origin/${branch}`, `refs/heads/${branch}`]) {
      const found = await git(root, {
        args: ['rev-parse', '--verify', '--quiet'],
        operands: [`${ref}^{commit}`],
      });
      if (found === undefined) continue;
      const text = await git(root, {
        args: ['cat-file', 'blob'],
        operands: [`${ref}:${CONFIG_PATH}`],
      });
      return text === undefined ? DEFAULT_CONFIG : parseConfig(text, `${ref}:${CONFIG_PATH}`);
    }
    return undefined;
  };
  const branch = await trustedBranchName({
    remoteDefault: async () =>
      (
        await git(root, {
          args: ['symbolic-ref', '--short'],
          operands: ['refs/remotes/origin/HEAD'],
        })
      )
        ?.trim()
        .replace(/^origin\//, '') || undefined,
    namedBy: async (name) => (await configOn(name))?.trustedBranch,
    local: local.trustedBranch,
  });
  const config = branch === undefined ? undefined : await configOn(branch);
  if (config) return { config, trusted: true };
  return { config: { ...local, stopHook: { ...local.stopHook, commands: {} } }, trusted: false };
}

/** Finds the final message, judges it, runs the commands, decides. */
async function judge(context: {
  input: StopHookInput;
  root: string;
  config: { config: Config; trusted: boolean };
  session: StopSession;
  env: NodeJS.ProcessEnv;
  remainingMs: () => number;
}): Promise<StopDecision> {
  const { input, root, config, session } = context;
  const notes: string[] = [];
  if (!config.trusted) {
    notes.push('no trusted branch found: the configured commands were not run');
  }
  let message = input.message;
  if (message === undefined && input.transcriptPath !== undefined) {
    const path = isAbsolute(input.transcriptPath)
      ? input.transcriptPath
      : join(root, input.transcriptPath);
    message = lastAssistantMessage(await readFile(path, 'utf8').catch(() => ''));
  }
  if (message === undefined)
    notes.push(
      "the agent's final message was not found (no message field, no readable transcript)",
    );
  const results = judgeClaims(claimsInMessage(message ?? ''));
  const { commands, requiredTopics, maxBlocks } = config.config.stopHook;
  const runs: DimensionRun[] = [];
  for (const dimension of dimensionsToRun(results, commands)) {
    const command = commands[dimension]!;
    const timeout = context.remainingMs() - 250;
    if (timeout <= 0) throw new HookFailure(`it reached its deadline before running ${command}`);
    const { spawnCommand } = await import('./verifiers/command.js');
    const run = await spawnCommand(command, root, context.env, timeout);
    if (run.timedOut) {
      throw new HookFailure(
        `it reached its deadline while ${command} (for ${dimension}) was running`,
      );
    }
    const tail = redactSecrets(run.output, secretValues(context.env))
      .trim()
      .split('\n')
      .slice(-3)
      .join(' / ');
    runs.push({ dimension, command, exitCode: run.exitCode, outputTail: tail.slice(-300) });
  }
  const ralph = await readRalphEvents(root);
  const acceptedElsewhere = ralph.events
    .filter((e) => e.result.accepted && e.result.gated)
    .map((e) => e.result.topic);
  return decideStop({
    results,
    runs,
    requiredTopics,
    acceptedElsewhere,
    session,
    maxBlocks,
    notes,
  });
}

/** Where one session's block count lives: in the repository's git folder, else the temp folder. */
interface SessionStore {
  read(): Promise<StopSession>;
  write(session: StopSession): Promise<void>;
}

async function sessionStore(
  root: string,
  harness: string,
  sessionId: string,
): Promise<SessionStore> {
  const gitDir = (
    await git(root, { args: ['rev-parse', '--path-format=absolute', '--git-common-dir'] })
  )?.trim();
  const dir = gitDir
    ? join(gitDir, 'heartbeat-gate', 'stop-hook')
    : join(tmpdir(), 'heartbeat-gate-stop-hook');
  // Hashed: a session id is the harness's text, never a path.
  const key = createHash('sha256')
    .update(`${harness}\0${sessionId}\0${root}`)
    .digest('hex')
    .slice(0, 32);
  const file = join(dir, `${key}.json`);
  return {
    async read() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ...EMPTY_SESSION };
        throw error;
      }
      const value = JSON.parse(text) as Partial<StopSession>;
      const blocks =
        Number.isSafeInteger(value.blocks) && (value.blocks as number) >= 0
          ? (value.blocks as number)
          : 0;
      const accepted = Array.isArray(value.accepted)
        ? value.accepted.filter((t) => typeof t === 'string')
        : [];
      return { blocks, accepted };
    },
    async write(session) {
      await mkdir(dir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, `${JSON.stringify(session)}\n`);
      await rename(temp, file);
    },
  };
}
