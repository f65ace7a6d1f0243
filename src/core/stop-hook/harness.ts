/**
 * The coding-agent harnesses whose stop hook `stop-hook` answers: how each one's input reads, how
 * each one is told "keep working", and how long each waits for a hook. Plain data in, plain data
 * out; docs/agent-hooks.md quotes each harness's documentation.
 */

import type { HarnessName } from './names.js';

export { HARNESS_NAMES, type HarnessName } from './names.js';

/** What every harness's input comes down to. */
export interface StopHookInput {
  /** The session (or conversation) the block count belongs to. */
  sessionId: string;
  /** The folder the agent works in, when the input names one. */
  cwd?: string;
  /** The agent's final message, when the input carries it. */
  message?: string;
  /** The transcript to read the final message from otherwise. */
  transcriptPath?: string;
  /** The harness says this stop is not the agent finishing (Cursor: aborted, error): let it be. */
  notAFinish?: string;
}

/** The answer: what to print on stdout (and stderr) and the exit code. */
export interface HarnessAnswer {
  stdout: string;
  stderr: string;
  exitCode: 0;
}

/** One harness: its documented defaults, its input and its answer. */
export interface Harness {
  name: HarnessName;
  /** Seconds the harness waits for a hook when its configuration names no timeout. */
  defaultTimeoutSeconds: number;
  read(input: Record<string, unknown>): StopHookInput;
  /** `reason` blocks; `undefined` allows (with `note` shown where the harness can show one). */
  answer(reason: string | undefined, note: string | undefined): HarnessAnswer;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The fields the Claude Code family (Claude Code, Codex, Gemini CLI) shares. */
function readClaudeLike(input: Record<string, unknown>, messageField: string): StopHookInput {
  const read: StopHookInput = { sessionId: text(input.session_id) ?? '' };
  const cwd = text(input.cwd);
  const message = text(input[messageField]);
  const transcript = text(input.transcript_path);
  if (cwd !== undefined) read.cwd = cwd;
  if (message !== undefined) read.message = message;
  if (transcript !== undefined) read.transcriptPath = transcript;
  return read;
}

const json = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** `{"decision":"block","reason"}` on stdout, exit 0; allowing prints nothing (Codex, Copilot). */
function decisionAnswer(blockWord: 'block' | 'deny', noteField: boolean) {
  return (reason: string | undefined, note: string | undefined): HarnessAnswer => {
    if (reason !== undefined) {
      return { stdout: json({ decision: blockWord, reason }), stderr: '', exitCode: 0 };
    }
    const stderr = note === undefined ? '' : `heartbeat-gate: ${note}\n`;
    const stdout = note !== undefined && noteField ? json({ systemMessage: note }) : '';
    return { stdout, stderr, exitCode: 0 };
  };
}

export const HARNESSES: Readonly<Record<HarnessName, Harness>> = {
  'claude-code': {
    name: 'claude-code',
    defaultTimeoutSeconds: 600,
    read: (input) => readClaudeLike(input, 'last_assistant_message'),
    answer: decisionAnswer('block', true),
  },
  codex: {
    name: 'codex',
    defaultTimeoutSeconds: 600,
    read: (input) => readClaudeLike(input, 'last_assistant_message'),
    answer: decisionAnswer('block', false),
  },
  'copilot-cli': {
    name: 'copilot-cli',
    defaultTimeoutSeconds: 30,
    read(input) {
      // Copilot names its fields in camelCase; its agentStop input carries only the transcript.
      const read: StopHookInput = {
        sessionId: text(input.sessionId) ?? text(input.session_id) ?? '',
      };
      const cwd = text(input.cwd);
      const transcript = text(input.transcriptPath) ?? text(input.transcript_path);
      if (cwd !== undefined) read.cwd = cwd;
      if (transcript !== undefined) read.transcriptPath = transcript;
      if (read.sessionId === '' && transcript !== undefined) read.sessionId = transcript;
      return read;
    },
    answer: decisionAnswer('block', false),
  },
  'gemini-cli': {
    name: 'gemini-cli',
    defaultTimeoutSeconds: 60,
    read: (input) => readClaudeLike(input, 'prompt_response'),
    answer: decisionAnswer('deny', true),
  },
  cursor: {
    name: 'cursor',
    defaultTimeoutSeconds: 60,
    read(input) {
      const read: StopHookInput = { sessionId: text(input.conversation_id) ?? '' };
      const roots = input.workspace_roots;
      const root = Array.isArray(roots) ? text(roots[0]) : undefined;
      const transcript = text(input.transcript_path);
      if (root !== undefined) read.cwd = root;
      if (transcript !== undefined) read.transcriptPath = transcript;
      const status = text(input.status);
      // Only a finished turn is a claim of being done; an abort or an error is the user's.
      if (status !== undefined && status !== 'completed') read.notAFinish = `status ${status}`;
      return read;
    },
    answer(reason, note) {
      if (reason !== undefined)
        return { stdout: json({ followup_message: reason }), stderr: '', exitCode: 0 };
      return {
        stdout: json({}),
        stderr: note === undefined ? '' : `heartbeat-gate: ${note}\n`,
        exitCode: 0,
      };
    },
  },
};

/** The harness of a name given on the command line, if it is one. */
export function harnessNamed(name: string): Harness | undefined {
  return Object.hasOwn(HARNESSES, name) ? HARNESSES[name as HarnessName] : undefined;
}

/**
 * The seconds the hook gives itself: below the harness's timeout by a tenth (at least 3 s), so
 * the hook answers (blocking, when it could not judge) before the harness gives up on it, which
 * would let the agent stop unjudged.
 */
export function hookDeadlineSeconds(harnessTimeoutSeconds: number): number {
  return Math.max(1, harnessTimeoutSeconds - Math.max(3, Math.ceil(harnessTimeoutSeconds / 10)));
}

/**
 * The agent's last message in a transcript (JSON lines): the last entry written by the assistant,
 * in any of the shapes the harnesses use (`{type:"assistant",message:{content:[{type:"text"}]}}`,
 * `{role:"assistant",content}`, `{type:"assistant.message",data:{content}}`). Lines that are not
 * JSON are skipped.
 */
export function lastAssistantMessage(transcript: string): string | undefined {
  const lines = transcript.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = (lines[i] ?? '').trim();
    if (line === '') continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    const found = assistantText(entry);
    if (found !== undefined) return found;
  }
  return undefined;
}

function assistantText(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const e = entry as Record<string, unknown>;
  const message = (e.message ?? e.data ?? e) as Record<string, unknown> | undefined;
  const role = e.role ?? e.type ?? message?.role;
  if (role !== 'assistant' && role !== 'assistant.message' && role !== 'model') return undefined;
  const content = message?.content ?? e.content ?? e.text;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return undefined;
  const parts = content
    .map((part) =>
      typeof part === 'string'
        ? part
        : typeof part === 'object' &&
            part !== null &&
            typeof (part as { text?: unknown }).text === 'string'
          ? (part as { text: string }).text
          : '',
    )
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join('\n') : undefined;
}
