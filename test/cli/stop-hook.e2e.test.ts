/**
 * `heartbeat-gate stop-hook`, the built CLI driven as each harness drives it: the harness's
 * documented input (test/fixtures/agent-hooks) on standard input, its answer read back in its own
 * shape. The verdict is the one `evidence --json` gives and validates against the schema.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/agent-hooks');
const PASSING =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 3, duplication: pass';
const LINT_FAILING = PASSING.replace('lint: pass', 'lint: fail');
const claim = (payload: string) => `Done.\n\n\`\`\`build.done\n${payload}\n\`\`\``;

type HarnessName = 'claude-code' | 'codex' | 'copilot-cli' | 'gemini-cli' | 'cursor';

const sandbox = new GitSandbox();
let validate: (value: unknown) => boolean;
let schemaErrors: () => unknown;

/** A repository whose trusted branch (`main`) holds the configuration; the agent works on `agent`. */
async function repository(stopHook: Record<string, unknown> = {}): Promise<string> {
  const config = JSON.stringify({ trustedBranch: 'main', stopHook });
  const repo = await sandbox.repo({ '.heartbeat/config.json': config, 'README.md': 'x\n' });
  await git(repo, 'checkout', '-q', '-b', 'agent');
  return repo;
}

let sessions = 0;

/**
 * The harness's recorded input with this test's folder, message and session: the message goes
 * where the harness puts it, in a transcript file for the two that only name one.
 */
async function inputFor(harness: HarnessName, repo: string, message: string, session?: string) {
  const id = session ?? `session-${++sessions}`;
  const file = {
    'claude-code': 'claude-code.stop.json',
    codex: 'codex.stop.json',
    'copilot-cli': 'copilot-cli.agentStop.json',
    'gemini-cli': 'gemini-cli.AfterAgent.json',
    cursor: 'cursor.stop.json',
  }[harness];
  const input = JSON.parse(await readFile(join(FIXTURES, file), 'utf8')) as Record<string, unknown>;
  switch (harness) {
    case 'claude-code':
    case 'codex':
      return { ...input, cwd: repo, session_id: id, last_assistant_message: message };
    case 'gemini-cli':
      return { ...input, cwd: repo, session_id: id, prompt_response: message };
    case 'copilot-cli': {
      const transcript = join(repo, '..', `${id}-copilot.jsonl`);
      const recorded = await readFile(join(FIXTURES, 'copilot-cli.transcript.jsonl'), 'utf8');
      const last = JSON.stringify({ type: 'assistant.message', data: { content: message } });
      await writeFile(transcript, recorded.replace(/^.*"Done\."}}$/m, last));
      return { ...input, cwd: repo, sessionId: id, transcriptPath: transcript };
    }
    case 'cursor': {
      const transcript = join(repo, '..', `${id}-cursor.jsonl`);
      const recorded = await readFile(join(FIXTURES, 'cursor.transcript.jsonl'), 'utf8');
      const last = JSON.stringify({
        role: 'assistant',
        message: { content: [{ type: 'text', text: message }] },
      });
      await writeFile(transcript, recorded.replace(/^.*"Done\."}\]}}$/m, last));
      return {
        ...input,
        workspace_roots: [repo],
        conversation_id: id,
        transcript_path: transcript,
      };
    }
  }
}

async function hook(harness: HarnessName, repo: string, input: unknown, more: string[] = []) {
  return runCliProcess(repo, ['stop-hook', '--harness', harness, ...more], undefined, {
    stdin: JSON.stringify(input),
  });
}

/** The harness's answer: blocked (and why), or allowed. */
function answerOf(harness: HarnessName, stdout: string): { blocked: boolean; reason: string } {
  const answer = stdout.trim() === '' ? {} : (JSON.parse(stdout) as Record<string, string>);
  if (harness === 'cursor') {
    return {
      blocked: answer.followup_message !== undefined,
      reason: answer.followup_message ?? '',
    };
  }
  const word = harness === 'gemini-cli' ? 'deny' : 'block';
  return { blocked: answer.decision === word, reason: answer.reason ?? '' };
}

beforeAll(async () => {
  const schema = JSON.parse(
    await readFile(join(import.meta.dirname, '../../schema/verdict.schema.json'), 'utf8'),
  );
  const ajv = new Ajv2020({ allErrors: true });
  const compiled = ajv.compile(schema);
  validate = (value) => compiled(value);
  schemaErrors = () => compiled.errors;
});
afterAll(() => sandbox.cleanup());

const HARNESSES: HarnessName[] = ['claude-code', 'codex', 'copilot-cli', 'gemini-cli', 'cursor'];

describe.each(HARNESSES)('stop-hook --harness %s', (harness) => {
  it('blocks a failing claim in its own shape, naming the failing dimension; allows a passing one', async () => {
    const repo = await repository();
    const blocked = await hook(harness, repo, await inputFor(harness, repo, claim(LINT_FAILING)));
    expect(blocked.code).toBe(0);
    const answer = answerOf(harness, blocked.stdout);
    expect(answer.blocked).toBe(true);
    expect(answer.reason).toContain('build.blocked: evidence failing: lint');

    const allowed = await hook(harness, repo, await inputFor(harness, repo, claim(PASSING)));
    expect(allowed.code).toBe(0);
    expect(answerOf(harness, allowed.stdout).blocked).toBe(false);
  });

  it('blocks a tests: pass claim whose mapped command fails, naming both sides', async () => {
    const repo = await repository({ commands: { tests: 'echo "1 failing test" >&2; exit 3' } });
    const result = await hook(harness, repo, await inputFor(harness, repo, claim(PASSING)));
    const answer = answerOf(harness, result.stdout);
    expect(answer.blocked).toBe(true);
    expect(answer.reason).toContain('contradiction: you claimed tests: pass (build.done)');
    expect(answer.reason).toContain('exited 3');
    expect(answer.reason).toContain('1 failing test');
  });

  it('blocks when it reaches its deadline (never fails open)', async () => {
    const repo = await repository({ commands: { tests: 'sleep 30' } });
    const result = await hook(harness, repo, await inputFor(harness, repo, claim(PASSING)), [
      '--deadline',
      '1',
    ]);
    const answer = answerOf(harness, result.stdout);
    expect(answer.blocked).toBe(true);
    expect(answer.reason).toContain('deadline');
  });

  it('the ninth consecutive block lets the agent stop and says it stopped without evidence', async () => {
    const repo = await repository();
    const session = `capped-${harness}`;
    for (let i = 1; i <= 8; i++) {
      const result = await hook(
        harness,
        repo,
        await inputFor(harness, repo, claim(LINT_FAILING), session),
      );
      expect(answerOf(harness, result.stdout).blocked, `block ${i}`).toBe(true);
    }
    const ninth = await hook(
      harness,
      repo,
      await inputFor(harness, repo, claim(LINT_FAILING), session),
    );
    expect(answerOf(harness, ninth.stdout).blocked).toBe(false);
    expect(ninth.stdout + ninth.stderr).toContain('stopped without evidence');
  });
});

describe('stop-hook', () => {
  it("the issue's example: lint: fail blocks naming lint, lint: pass does not", async () => {
    const repo = await repository();
    const input = (payload: string) => ({
      hook_event_name: 'Stop',
      stop_hook_active: false,
      session_id: 's1',
      cwd: repo,
      last_assistant_message: claim(payload),
    });
    const blocked = await hook('claude-code', repo, input(LINT_FAILING));
    const answer = JSON.parse(blocked.stdout) as { decision: string; reason: string };
    expect(answer.decision).toBe('block');
    expect(answer.reason).toMatch(/evidence failing: lint\b/);
    const allowed = await hook('claude-code', repo, input(PASSING));
    expect(allowed.stdout).not.toContain('"decision":"block"');
  });

  it('a second false "done" is refused although the harness says stop_hook_active', async () => {
    const repo = await repository();
    const first = await inputFor('claude-code', repo, claim(LINT_FAILING), 'twice');
    expect(answerOf('claude-code', (await hook('claude-code', repo, first)).stdout).blocked).toBe(
      true,
    );
    const again = { ...first, stop_hook_active: true };
    expect(answerOf('claude-code', (await hook('claude-code', repo, again)).stdout).blocked).toBe(
      true,
    );
  });

  it('required topics block until one is accepted in the session', async () => {
    const repo = await repository({ requiredTopics: ['build.done'] });
    const idle = await hook(
      'codex',
      repo,
      await inputFor('codex', repo, 'Here is the plan.', 'req'),
    );
    const answer = answerOf('codex', idle.stdout);
    expect(answer.blocked).toBe(true);
    expect(answer.reason).toContain('build.done: no accepted claim yet');
    const done = await hook('codex', repo, await inputFor('codex', repo, claim(PASSING), 'req'));
    expect(answerOf('codex', done.stdout).blocked).toBe(false);
    // Accepted once in the session: a later plain answer may end its turn.
    const later = await hook('codex', repo, await inputFor('codex', repo, 'Anything else?', 'req'));
    expect(answerOf('codex', later.stdout).blocked).toBe(false);
  });

  it('a required topic accepted in Ralph’s event file counts', async () => {
    const repo = await repository({ requiredTopics: ['build.done'] });
    await writeFiles(repo, {
      '.ralph/current-events': '.ralph/events-20261127.jsonl\n',
      '.ralph/events-20261127.jsonl': `${JSON.stringify({ topic: 'build.done', payload: PASSING, ts: '2026-11-27T10:00:00Z' })}\n`,
    });
    const result = await hook('codex', repo, await inputFor('codex', repo, 'All set.'));
    expect(answerOf('codex', result.stdout).blocked).toBe(false);
  });

  it('commands the agent adds in its working tree are not run', async () => {
    const repo = await repository();
    await writeFiles(repo, {
      '.heartbeat/config.json': JSON.stringify({
        trustedBranch: 'main',
        stopHook: { commands: { tests: 'touch ran-it' }, maxBlocks: 1 },
      }),
    });
    const result = await hook(
      'claude-code',
      repo,
      await inputFor('claude-code', repo, claim(PASSING)),
    );
    expect(answerOf('claude-code', result.stdout).blocked).toBe(false);
    await expect(readFile(join(repo, 'ran-it'))).rejects.toThrow();
  });

  it("in a clone, a working tree pointing trustedBranch elsewhere still runs the default branch's commands", async () => {
    const origin = await sandbox.bareRemote({
      '.heartbeat/config.json': JSON.stringify({
        trustedBranch: 'main',
        stopHook: { commands: { tests: 'echo "1 failing test" >&2; exit 3' } },
      }),
    });
    const repo = await sandbox.clone(origin);
    await git(repo, 'checkout', '-q', '-b', 'agent');
    for (const trustedBranch of ['no-such-branch', 'agent']) {
      await writeFiles(repo, {
        '.heartbeat/config.json': JSON.stringify({ trustedBranch, stopHook: { commands: {} } }),
      });
      const result = await hook(
        'claude-code',
        repo,
        await inputFor('claude-code', repo, claim(PASSING)),
      );
      const answer = answerOf('claude-code', result.stdout);
      expect(answer.blocked, trustedBranch).toBe(true);
      expect(answer.reason).toContain('exited 3');
    }
  });

  it("runs the commands of the branch the default branch's configuration trusts", async () => {
    const origin = await sandbox.bareRemote({
      '.heartbeat/config.json': JSON.stringify({ trustedBranch: 'release' }),
    });
    const seed = await sandbox.clone(origin);
    await git(seed, 'checkout', '-q', '-b', 'release');
    await writeFiles(seed, {
      '.heartbeat/config.json': JSON.stringify({
        trustedBranch: 'release',
        stopHook: { commands: { tests: 'echo "1 failing test" >&2; exit 3' } },
      }),
    });
    await git(seed, 'commit', '-qam', 'release: the stop hook runs the tests');
    await git(seed, 'push', '-q', 'origin', 'release');
    const repo = await sandbox.clone(origin);
    await git(repo, 'checkout', '-q', '-b', 'agent');
    const result = await hook(
      'claude-code',
      repo,
      await inputFor('claude-code', repo, claim(PASSING)),
    );
    const answer = answerOf('claude-code', result.stdout);
    expect(answer.blocked).toBe(true);
    expect(answer.reason).toContain('exited 3');
  });

  it('input that is not JSON blocks with the reason', async () => {
    const repo = await repository();
    const result = await runCliProcess(repo, ['stop-hook', '--harness', 'claude-code'], undefined, {
      stdin: 'not json',
    });
    const answer = JSON.parse(result.stdout) as { decision: string; reason: string };
    expect(answer.decision).toBe('block');
    expect(answer.reason).toContain('not JSON');
  });

  it('Cursor: a stop that is not a finished turn is not judged', async () => {
    const repo = await repository();
    const input = { ...(await inputFor('cursor', repo, claim(LINT_FAILING))), status: 'aborted' };
    expect(answerOf('cursor', (await hook('cursor', repo, input)).stdout).blocked).toBe(false);
  });

  it('--json prints the verdict, valid against the schema, equal to evidence --json on the claim', async () => {
    const repo = await repository();
    const result = await hook(
      'claude-code',
      repo,
      await inputFor('claude-code', repo, claim(LINT_FAILING)),
      ['--json'],
    );
    const verdict = JSON.parse(result.stdout) as { claims: unknown[]; decision: string };
    expect(validate(verdict), JSON.stringify(schemaErrors())).toBe(true);
    expect(verdict.decision).toBe('block');
    const evidence = await runCliProcess(repo, [
      'evidence',
      '--topic',
      'build.done',
      '--payload',
      LINT_FAILING,
      '--json',
    ]);
    const cli = JSON.parse(evidence.stdout) as { claims: unknown[]; decision: string };
    expect(validate(cli), JSON.stringify(schemaErrors())).toBe(true);
    expect(verdict.claims).toEqual(cli.claims);
    expect(verdict.decision).toEqual(cli.decision);
  });
});
