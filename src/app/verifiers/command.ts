/**
 * Runs a `cmd:` verify hint in the repository with a time limit. Only commands the trusted
 * contract holds ever get here (see `allowedCommands`); the runner still hands the command no
 * tokens, so a verification step cannot act on GitHub as the gate.
 */
import { spawn } from 'node:child_process';
import type { HeartbeatTask } from '../../core/model.js';
import {
  parseVerifyHint,
  type CommandRun,
  type Observations,
  type VerificationPlan,
} from '../../core/verify.js';

/** How much of the command's output the evidence keeps (its end, where failures are reported). */
const OUTPUT_TAIL = 4096;

/** Environment names never passed to a verify command. */
const SECRET = /(TOKEN|SECRET|PASSWORD|PRIVATE_KEY)/i;

function commandEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !SECRET.test(name) && !name.startsWith('INPUT_')),
  );
}

/**
 * Runs `command` with `sh -c` in `cwd`. After `timeoutMs` the whole process group is killed and
 * the run is reported as timed out (unclear), never as passed or failed.
 */
export function runVerifyCommand(
  command: string,
  options: { cwd: string; timeoutMs: number; env?: NodeJS.ProcessEnv },
): Promise<CommandRun> {
  return new Promise((resolve) => {
    let output = '';
    let timedOut = false;
    const child = spawn('sh', ['-c', command], {
      cwd: options.cwd,
      env: commandEnv(options.env ?? process.env),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a time-out kills the command's children too.
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ran: true, command, exitCode: null, timedOut, output: error.message });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
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
