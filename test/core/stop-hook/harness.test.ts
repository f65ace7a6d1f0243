import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HARNESSES,
  hookDeadlineSeconds,
  lastAssistantMessage,
} from '../../../src/core/stop-hook/harness.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/agent-hooks');
const fixture = async (file: string) =>
  JSON.parse(await readFile(join(FIXTURES, file), 'utf8')) as Record<string, unknown>;

describe('reading each harness’s documented input', () => {
  it.each([
    ['claude-code', 'claude-code.stop.json', { sessionId: 'abc123', cwd: '/home/user/my-project' }],
    ['codex', 'codex.stop.json', { message: 'Done. All tests pass.' }],
    ['gemini-cli', 'gemini-cli.AfterAgent.json', { message: 'Done.' }],
    [
      'copilot-cli',
      'copilot-cli.agentStop.json',
      { sessionId: '3f1c9a52-6b8e-4f0d-9c47-2a1e5d7b8c90' },
    ],
    [
      'cursor',
      'cursor.stop.json',
      { sessionId: 'cdefee2d-2727-4b73-bf77-d9d830f31d2a', cwd: '/home/user/my-project' },
    ],
  ] as const)('%s', async (name, file, expected) => {
    expect(HARNESSES[name].read(await fixture(file))).toMatchObject(expected);
  });

  it('Copilot and Cursor carry no message: the transcript is named instead', async () => {
    expect(
      HARNESSES['copilot-cli'].read(await fixture('copilot-cli.agentStop.json')).message,
    ).toBeUndefined();
    expect(HARNESSES.cursor.read(await fixture('cursor.stop.json')).transcriptPath).toContain(
      'cdefee2d',
    );
  });

  it('Cursor judges only a completed turn', async () => {
    const input = { ...(await fixture('cursor.stop.json')), status: 'aborted' };
    expect(HARNESSES.cursor.read(input).notAFinish).toBe('status aborted');
  });
});

describe('answering in each harness’s shape', () => {
  it.each([
    ['claude-code', { decision: 'block', reason: 'why' }],
    ['codex', { decision: 'block', reason: 'why' }],
    ['copilot-cli', { decision: 'block', reason: 'why' }],
    ['gemini-cli', { decision: 'deny', reason: 'why' }],
    ['cursor', { followup_message: 'why' }],
  ] as const)('%s blocks with exit 0 and %j', (name, shape) => {
    const answer = HARNESSES[name].answer('why', undefined);
    expect(answer.exitCode).toBe(0);
    expect(JSON.parse(answer.stdout)).toEqual(shape);
  });

  it('allowing prints no block, and a note goes where the harness shows one', () => {
    expect(HARNESSES.codex.answer(undefined, undefined).stdout).toBe('');
    expect(JSON.parse(HARNESSES['claude-code'].answer(undefined, 'n').stdout)).toEqual({
      systemMessage: 'n',
    });
    expect(HARNESSES.codex.answer(undefined, 'n').stderr).toContain('n');
  });
});

describe('hookDeadlineSeconds', () => {
  it.each([
    [600, 540],
    [60, 54],
    [30, 27],
    [5, 2],
  ])('a %i s harness timeout gives the hook %i s', (timeout, deadline) => {
    expect(hookDeadlineSeconds(timeout)).toBe(deadline);
  });
});

describe('lastAssistantMessage', () => {
  it('reads the recorded Copilot and Cursor transcripts', async () => {
    for (const file of ['copilot-cli.transcript.jsonl', 'cursor.transcript.jsonl']) {
      expect(lastAssistantMessage(await readFile(join(FIXTURES, file), 'utf8'))).toBe('Done.');
    }
  });

  it("reads Claude Code's transcript shape and skips entries without text", () => {
    const lines = [
      {
        type: 'assistant',
        message: { role: 'assistant', content: [{ type: 'text', text: 'Claimed.' }] },
      },
      {
        type: 'assistant',
        message: { role: 'assistant', content: [{ type: 'tool_use', id: 't' }] },
      },
      'not json',
    ].map((l) => (typeof l === 'string' ? l : JSON.stringify(l)));
    expect(lastAssistantMessage(lines.join('\n'))).toBe('Claimed.');
  });

  it('a transcript without an assistant entry has no message', () => {
    expect(lastAssistantMessage('{"type":"user","message":{"content":"hi"}}\n')).toBeUndefined();
  });
});
