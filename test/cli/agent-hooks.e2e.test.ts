/**
 * `init --agent-hooks` and `evidence --ralph-events`, the built CLI in real repositories.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.js';
import { GitSandbox, writeFiles } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

const ALL = 'claude-code,codex,copilot-cli,gemini-cli,cursor';
const FILES = [
  '.claude/settings.json',
  '.codex/hooks.json',
  '.github/hooks/heartbeat-gate.json',
  '.gemini/settings.json',
  '.cursor/hooks.json',
];
const CLAUDE_SETTINGS = {
  permissions: { allow: ['Bash(npm test)'] },
  hooks: {
    PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './guard.sh' }] }],
    Stop: [{ hooks: [{ type: 'command', command: './notify.sh' }] }],
  },
};

const read = (repo: string, path: string) => readFile(join(repo, path), 'utf8');

describe('init --agent-hooks', () => {
  it('keeps the existing .claude/settings.json hooks, adds ours once, and a second run changes nothing', async () => {
    const repo = await sandbox.repo({ '.claude/settings.json': JSON.stringify(CLAUDE_SETTINGS) });
    const first = await runCliProcess(repo, ['init', '--hooks', 'none', '--agent-hooks', ALL]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('merged    .claude/settings.json');
    const settings = JSON.parse(
      await read(repo, '.claude/settings.json'),
    ) as typeof CLAUDE_SETTINGS;
    expect(settings.permissions).toEqual(CLAUDE_SETTINGS.permissions);
    expect(settings.hooks.PreToolUse).toEqual(CLAUDE_SETTINGS.hooks.PreToolUse);
    expect(settings.hooks.Stop).toEqual([
      CLAUDE_SETTINGS.hooks.Stop[0],
      {
        hooks: [
          {
            type: 'command',
            command: 'npx --no-install heartbeat-gate stop-hook --harness claude-code',
            timeout: 600,
          },
        ],
      },
    ]);
    const written = await Promise.all(FILES.map((f) => read(repo, f)));
    for (const [i, text] of written.entries()) {
      expect(text.match(/heartbeat-gate stop-hook/g), FILES[i]).toHaveLength(1);
    }

    const second = await runCliProcess(repo, ['init', '--hooks', 'none', '--agent-hooks', ALL]);
    expect(second.code).toBe(0);
    for (const file of FILES) expect(second.stdout).toContain(`kept      ${file}`);
    expect(await Promise.all(FILES.map((f) => read(repo, f)))).toEqual(written);
  });

  it('a malformed harness file is named (exit 2) and nothing is written', async () => {
    const repo = await sandbox.repo({ '.gemini/settings.json': '{"hooks": [' });
    const result = await runCliProcess(repo, ['init', '--agent-hooks', ALL]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('.gemini/settings.json: not valid JSON');
    await expect(read(repo, '.claude/settings.json')).rejects.toThrow();
    await expect(read(repo, 'HEARTBEAT.md')).rejects.toThrow();
  });

  it('an unknown harness is a usage error', async () => {
    const repo = await sandbox.repo();
    const result = await runCliProcess(repo, ['init', '--agent-hooks', 'claude-code,vim']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown harness 'vim'");
  });
});

const PASSING =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';
const event = (topic: string, payload: string) =>
  JSON.stringify({ topic, payload, ts: '2026-11-27T10:00:00Z' });

describe('evidence --ralph-events', () => {
  it('reports a failing build.done as build.blocked naming the dimension; other topics pass through', async () => {
    const repo = await sandbox.repo();
    await writeFiles(repo, {
      '.ralph/events-20261127.jsonl': [
        event('build.task', 'refactor the parser'),
        event('build.done', PASSING.replace('lint: pass', 'lint: fail')),
        event('confession.clean', ''),
      ].join('\n'),
    });
    const result = await runCliProcess(repo, [
      'evidence',
      '--ralph-events',
      '.ralph/events-20261127.jsonl',
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('.ralph/events-20261127.jsonl:1 build.task → build.task');
    expect(result.stdout).toContain('.ralph/events-20261127.jsonl:2 build.done → build.blocked');
    expect(result.stdout).toContain('build.blocked: evidence failing: lint');
    expect(result.stdout).toContain(
      '.ralph/events-20261127.jsonl:3 confession.clean → confession.clean',
    );
  });

  it('--json prints the verdict, valid against the schema; a later passing build.done stands', async () => {
    const repo = await sandbox.repo();
    await writeFiles(repo, {
      'events.jsonl': [event('build.done', 'tests: fail'), event('build.done', PASSING)].join('\n'),
    });
    const result = await runCliProcess(repo, [
      'evidence',
      '--ralph-events',
      'events.jsonl',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const verdict = JSON.parse(result.stdout) as {
      source: string;
      decision: string;
      notes: string[];
    };
    const schema = JSON.parse(
      await readFile(join(import.meta.dirname, '../../schema/verdict.schema.json'), 'utf8'),
    );
    expect(new Ajv2020().validate(schema, verdict)).toBe(true);
    expect(verdict).toMatchObject({ source: 'ralph-events', decision: 'allow' });
    expect(verdict.notes[0]).toContain('line 1: build.done → build.blocked');
  });

  it('a line that is not an event is named with its line (exit 2)', async () => {
    const repo = await sandbox.repo();
    await writeFiles(repo, { 'events.jsonl': `${event('build.done', PASSING)}\nnot json\n` });
    const result = await runCliProcess(repo, ['evidence', '--ralph-events', 'events.jsonl']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('events.jsonl:2: not a JSON object');
  });
});
