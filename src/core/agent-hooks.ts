/**
 * Where each agent harness is told to run `stop-hook`, and the entry `init --agent-hooks` merges
 * into its configuration: everything already there is kept, our entry is added once, and a file
 * that already has it is left as it is (so running init twice changes nothing).
 */
import { HARNESSES, type HarnessName } from './stop-hook/harness.js';

/** What marks our entry, wherever a harness keeps its command. */
export const STOP_HOOK_MARK = 'heartbeat-gate stop-hook';

/** The command a harness runs: the project's installed CLI. */
export function stopHookCommand(harness: HarnessName): string {
  return `npx --no-install heartbeat-gate stop-hook --harness ${harness}`;
}

/** One harness's configuration file and how our entry sits in it. */
interface HookTarget {
  /** Relative to the repository root. */
  path: string;
  /** The event our hook answers. */
  event: string;
  /** Top-level fields the file needs besides `hooks` (Copilot's and Cursor's `version`). */
  header?: Record<string, unknown>;
  /** The entry to append to `hooks[event]`. */
  entry(command: string): Record<string, unknown>;
}

const seconds = (harness: HarnessName) => HARNESSES[harness].defaultTimeoutSeconds;

/**
 * The entry of the Claude Code family: a matcher group holding one command hook. The timeout is
 * written out so that the hook's own deadline (a tenth below it) holds.
 */
const groupEntry =
  (timeout: number) =>
  (command: string): Record<string, unknown> => ({
    hooks: [{ type: 'command', command, timeout }],
  });

export const AGENT_HOOK_TARGETS: Readonly<Record<HarnessName, HookTarget>> = {
  'claude-code': {
    path: '.claude/settings.json',
    event: 'Stop',
    entry: groupEntry(seconds('claude-code')),
  },
  codex: { path: '.codex/hooks.json', event: 'Stop', entry: groupEntry(seconds('codex')) },
  'copilot-cli': {
    path: '.github/hooks/heartbeat-gate.json',
    event: 'agentStop',
    header: { version: 1 },
    entry: (command) => ({
      type: 'command',
      bash: command,
      timeoutSec: seconds('copilot-cli'),
    }),
  },
  'gemini-cli': {
    path: '.gemini/settings.json',
    event: 'AfterAgent',
    // Gemini CLI counts a hook's timeout in milliseconds.
    entry: (command) => ({
      hooks: [
        {
          name: 'heartbeat-gate',
          type: 'command',
          command,
          timeout: seconds('gemini-cli') * 1000,
        },
      ],
    }),
  },
  cursor: {
    path: '.cursor/hooks.json',
    event: 'stop',
    header: { version: 1 },
    entry: (command) => ({ command }),
  },
};

/** The merge's outcome: the configuration to write, or why the file cannot take our entry. */
export type AgentHookMerge =
  | { kind: 'added'; config: Record<string, unknown> }
  | { kind: 'present' }
  | { kind: 'invalid'; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges our stop hook into a harness's configuration (`undefined`: the file does not exist).
 * Another key, event or hook is kept as it was; our entry is recognised by its command.
 */
export function mergeAgentHook(harness: HarnessName, existing: unknown): AgentHookMerge {
  const target = AGENT_HOOK_TARGETS[harness];
  const config = existing === undefined ? {} : existing;
  if (!isObject(config)) return { kind: 'invalid', problem: 'not a JSON object' };
  if (JSON.stringify(config).includes(STOP_HOOK_MARK)) return { kind: 'present' };
  const hooks = config.hooks ?? {};
  if (!isObject(hooks)) return { kind: 'invalid', problem: '"hooks" is not an object' };
  const list = hooks[target.event] ?? [];
  if (!Array.isArray(list)) {
    return { kind: 'invalid', problem: `"hooks.${target.event}" is not a list` };
  }
  const merged: Record<string, unknown> = { ...(target.header ?? {}), ...config };
  merged.hooks = { ...hooks, [target.event]: [...list, target.entry(stopHookCommand(harness))] };
  return { kind: 'added', config: merged };
}
