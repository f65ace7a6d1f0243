/**
 * Runs a `cmd:` verify hint with a time limit. Only commands the trusted contract holds ever get
 * here (see `allowedCommands`), but the scripts they call may be the agent's, so the command runs
 * in a sandbox (a copy of the tree without credentials, a minimal environment; see
 * `../sandbox.ts`) and its output is stripped of anything token-like before it is kept.
 */
import { spawn } from 'node:child_process';
import type { HeartbeatTask } from '../../core/model.js';
import { redactSecrets, secretValues } from '../../core/secrets.js';
import {
  parseVerifyHint,
  type CommandRun,
  type Observations,
  type VerificationPlan,
} from '../../core/verify.js';
import { guardRunnerFiles, openCommandSandbox, type Launch } from '../sandbox.js';

/** How much of the command's output the evidence keeps (its end, where failures are reported). */
const OUTPUT_TAIL = 4096;

/**
 * Runs `command` with `sh -c` in a sandboxed copy of `cwd`. After `timeoutMs` the whole process
 * group is killed and the run is reported as timed out (unclear), never as passed or failed.
 * `env` is the caller's environment (default `process.env`): the command gets only a few of its
 * variables, and the values of its credential variables are cut from the output.
 */
export async function runVerifyCommand(
  command: string,
  options: { cwd: string; timeoutMs: number; env?: NodeJS.ProcessEnv },
): Promise<CommandRun> {
  const callerEnv = options.env ?? process.env;
  let sandbox: Awaited<ReturnType<typeof openCommandSandbox>>;
  try {
    sandbox = await openCommandSandbox(options.cwd, callerEnv);
  } catch (error) {
    const reason = `its sandbox could not be prepared: ${(error as Error).message}`;
    return { ran: false, command, reason: redactSecrets(reason, secretValues(callerEnv)) };
  }
  const runnerFiles = await guardRunnerFiles(callerEnv);
  let run: CommandRun & { ran: true };
  let touched: string[];
  try {
    run = await spawnLaunch(
      command,
      sandbox.launch(command, options.timeoutMs),
      sandbox.tree,
      options.timeoutMs,
    );
  } finally {
    touched = await runnerFiles.restore();
    await sandbox.dispose();
  }
  const output = redactSecrets(run.output, secretValues(callerEnv));
  if (touched.length === 0) return { ...run, output };
  const note = `wrote to the runner's ${touched.join(', ')} file(s); undone`;
  return {
    ...run,
    output: `${output}${output === '' || output.endsWith('\n') ? '' : '\n'}${note}`,
  };
}

/**
 * Runs `command` with `sh -c` in `cwd` as its own process group, killed whole after `timeoutMs`;
 * keeps the end of its output. The sandboxing is the caller's (see {@link runVerifyCommand}).
 */
export function spawnCommand(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<CommandRun & { ran: true }> {
  return spawnLaunch(command, { file: 'sh', args: ['-c', command], env }, cwd, timeoutMs);
}

/** {@link spawnCommand} with the program that starts `command` given (see `Launch`). */
function spawnLaunch(
  command: string,
  launch: Launch,
  cwd: string,
  timeoutMs: number,
): Promise<CommandRun & { ran: true }> {
  return new Promise((resolve) => {
    let output = '';
    let timedOut = false;
    const child = spawn(launch.file, [...launch.args], {
      cwd,
      env: launch.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a time-out kills the command's children too.
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const killGroup = () => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ran: true, command, exitCode: null, timedOut, output: error.message });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      // Children left in the background would outlive the check (and the file guard): end them.
      if (!timedOut) {
        try {
          process.kill(-(child.pid ?? 0), 'SIGKILL');
        } catch {
          // the group is gone already
        }
      }
      resolve({ ran: true, command, exitCode: code, timedOut, output });
    });
  });
}

/**
 * The `cmd:` hints a cycle may run: those of the contract read from the trusted branch, by task.
 * A command the agent added or changed anywhere else (a PR, the working tree) is not in it.
 */
export function allowedCommands(
  trustedTasks: ReadonlyArray<Pick<HeartbeatTask, 'id' | 'verify'>> | undefined,
): Map<string, string> {
  const allowed = new Map<string, string>();
  for (const task of trustedTasks ?? []) {
    const hint = parseVerifyHint(task.verify);
    if (hint.kind === 'cmd') allowed.set(task.id, hint.command);
  }
  return allowed;
}

/** The `cmd:` observer: runs the plan's command when the trusted contract holds it for the task. */
export async function observeCommand(
  plan: VerificationPlan,
  context: {
    allowedCommands: ReadonlyMap<string, string>;
    cwd: string;
    commandTimeoutMs: number;
    env?: NodeJS.ProcessEnv | undefined;
  },
): Promise<Observations> {
  if (plan.command === undefined) return {};
  const trusted = context.allowedCommands.get(plan.task.id);
  if (trusted !== plan.command) {
    return {
      command: {
        ran: false,
        command: plan.command,
        reason: 'the command is not in the contract on the trusted branch',
      },
    };
  }
  return {
    command: await runVerifyCommand(plan.command, {
      cwd: context.cwd,
      timeoutMs: context.commandTimeoutMs,
      ...(context.env ? { env: context.env } : {}),
    }),
  };
}
