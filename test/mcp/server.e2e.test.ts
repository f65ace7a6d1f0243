/**
 * `heartbeat-gate mcp` as an agent's client sees it: the SDK's own client over stdio against the
 * built CLI, in a repository whose state and cycle commits the built CLI made. Every tool answers
 * what its CLI command prints on the same repository, a blocked claim reads as `evidence` prints
 * it, bad input is a tool error with the CLI's message, and nothing in the repository or `.git`
 * changes by a single byte.
 */
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitSandbox } from '../helpers/git.js';
import {
  ALL_PASS,
  CLI,
  cli,
  connect,
  fingerprint,
  LINT_FAIL,
  texts,
  TOOL_NAMES,
} from './client.js';

const sandbox = new GitSandbox();
const NOW = '2026-03-02T12:00:00Z';
const CONTRACT = `# Heartbeat

Keep main green.

## Tasks

- [ ] run_tests | Run the tests | required | verify: check:ci
- [ ] refresh_docs | Refresh the docs | optional | verify: file:docs/api.md
`;

let dir = '';
let client: Client;
let stderr: () => string;

function ok(args: string[]): string {
  const run = cli(dir, args);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run.stdout;
}

beforeAll(async () => {
  dir = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
  ok(['cycle', '--now', '2026-03-02T09:00:00Z']);
  ok(['verdict', 'run_tests', 'verified', '--now', '2026-03-02T09:10:00Z']);
  // One cycle due by then (a run performs every cycle due since the last, each at its due time).
  ok(['cycle', '--now', '2026-03-02T09:16:00Z']);
  ({ client, stderr } = await connect(dir));
});

afterAll(async () => {
  await client?.close();
  await sandbox.cleanup();
});

describe('heartbeat-gate mcp with the SDK client', () => {
  it('names itself with the package version and says how to use it', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8'));
    expect(client.getServerVersion()).toEqual({ name: 'heartbeat-gate', version: pkg.version });
    expect(client.getInstructions()).toContain('heartbeat_check_evidence');
  });

  it('lists the six tools, read-only, with input schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(tool.inputSchema.type).toBe('object');
    }
    const trailer = tools.find((t) => t.name === 'heartbeat_claim_trailer')!;
    expect(trailer.inputSchema.properties?.topic).toMatchObject({
      enum: ['build.done', 'review.done', 'verify.passed'],
    });
    expect(trailer.inputSchema.required).toEqual(['topic', 'payload']);
  });

  it('heartbeat_contract answers what `prompt` prints', async () => {
    const result = await client.callTool({ name: 'heartbeat_contract', arguments: { now: NOW } });
    expect(result.isError).toBeFalsy();
    expect(texts(result)).toEqual([ok(['prompt', '--now', NOW])]);
    expect(texts(result)[0]).toContain('run_tests');
  });

  it('heartbeat_score answers the prompt score section and `score --json`', async () => {
    const result = await client.callTool({ name: 'heartbeat_score', arguments: { now: NOW } });
    expect(result.isError).toBeFalsy();
    const summary = JSON.parse(ok(['score', '--json', '--now', NOW]));
    expect(result.structuredContent).toEqual(summary);
    const [section, json] = texts(result);
    expect(JSON.parse(json!)).toEqual(summary);
    expect(ok(['prompt', '--now', NOW]).endsWith(section!)).toBe(true);
    expect(section).toContain('## Accountability score');
    expect(summary.score).toBe(10);
  });

  it('heartbeat_check_evidence answers `evidence --json`: build.blocked naming lint', async () => {
    const result = await client.callTool({
      name: 'heartbeat_check_evidence',
      arguments: { topic: 'build.done', payload: LINT_FAIL },
    });
    expect(result.isError).toBeFalsy();
    const run = cli(dir, ['evidence', '--topic', 'build.done', '--payload', LINT_FAIL, '--json']);
    expect(run.code).toBe(1);
    expect(result.structuredContent).toEqual(JSON.parse(run.stdout));
    expect(texts(result)).toEqual([run.stdout]);
    expect(result.structuredContent).toMatchObject({
      decision: 'block',
      claims: [{ published: 'build.blocked', accepted: false, failed: ['lint'] }],
      fixes: [
        { topic: 'build.done', dimension: 'lint', problem: 'failed', wouldPass: 'lint: pass' },
      ],
    });
  });

  it.each([
    ['build.done', ALL_PASS],
    ['review.done', 'tests: pass, build: pass'],
    ['release.cut', ''],
  ])('heartbeat_check_evidence agrees with `evidence --json` on %s', async (topic, payload) => {
    const result = await client.callTool({
      name: 'heartbeat_check_evidence',
      arguments: { topic, payload },
    });
    const run = cli(dir, ['evidence', '--topic', topic, '--payload', payload, '--json']);
    expect(run.code).toBe(0);
    expect(result.structuredContent).toEqual(JSON.parse(run.stdout));
  });

  it('heartbeat_check_evidence refuses a typo of a gated topic as `evidence` does, naming the topic meant', async () => {
    const result = await client.callTool({
      name: 'heartbeat_check_evidence',
      arguments: { topic: 'verify.pass', payload: 'quality.tests: pass' },
    });
    const run = cli(dir, ['evidence', '--topic', 'verify.pass', '--payload', 'x', '--json']);
    expect(run.code).toBe(2);
    expect(result.isError).toBe(true);
    expect(texts(result)).toEqual([run.stderr.trimEnd()]);
    expect(run.stderr).toContain('unknown topic verify.pass; did you mean verify.passed?');
  });

  it('heartbeat_claim_trailer refuses a blocked claim with the message `evidence` prints', async () => {
    const result = await client.callTool({
      name: 'heartbeat_claim_trailer',
      arguments: { topic: 'build.done', payload: LINT_FAIL },
    });
    const run = cli(dir, ['evidence', '--topic', 'build.done', '--payload', LINT_FAIL]);
    expect(result.isError).toBe(true);
    expect(texts(result)).toEqual([run.stdout]);
    expect(run.stdout).toMatch(/^build\.blocked\n.*lint/);
  });

  it('heartbeat_claim_trailer gives a trailer that a real commit through the hook accepts', async () => {
    const payload = ALL_PASS.split(', ').join('\n');
    const result = await client.callTool({
      name: 'heartbeat_claim_trailer',
      arguments: { topic: 'build.done', payload },
    });
    expect(result.isError).toBeFalsy();
    const [block] = texts(result);
    expect(block).toBe(`Build-Done: ${payload.split('\n').join('\n ')}\n`);
    // A scratch clone, so the repository under test stays untouched.
    const clone = await sandbox.clone(dir);
    const message = join(await sandbox.dir(), 'COMMIT_EDITMSG');
    await writeFile(message, `Fix the flaky test\n\n${block}`);
    expect(cli(clone, ['check-commit', message])).toMatchObject({ code: 0 });
    execFileSync('git', ['commit', '-q', '--allow-empty', '-F', message], { cwd: clone });
    const parsed = execFileSync(
      'git',
      ['log', '-1', '--format=%(trailers:key=Build-Done,unfold)'],
      {
        cwd: clone,
        encoding: 'utf8',
      },
    );
    expect(parsed.trim()).toBe(`Build-Done: ${ALL_PASS.split(', ').join(' ')}`);
  });

  it('heartbeat_lint answers `lint --json`, naming a broken task line', async () => {
    const clean = await client.callTool({ name: 'heartbeat_lint', arguments: {} });
    expect(clean.structuredContent).toEqual(JSON.parse(ok(['lint', '--json'])));
    expect(clean.structuredContent).toMatchObject({ ok: true });

    const broken = await sandbox.repo({ 'HEARTBEAT.md': `${CONTRACT}- [ ] no separators here\n` });
    const other = await connect(broken);
    try {
      const result = await other.client.callTool({ name: 'heartbeat_lint', arguments: {} });
      const run = cli(broken, ['lint', '--json']);
      expect(run.code).toBe(1);
      expect(result.structuredContent).toEqual(JSON.parse(run.stdout));
      expect(JSON.stringify(result.structuredContent)).toContain('HEARTBEAT.md:9');
    } finally {
      await other.client.close();
    }
  });

  it("heartbeat_lint in a team's repository answers as `lint --json`: each agent's contract", async () => {
    const team = await sandbox.repo({
      '.heartbeat/config.json': JSON.stringify({
        team: { coder: { logins: ['coder[bot]'] }, reviewer: { logins: ['reviewer[bot]'] } },
      }),
      '.heartbeat/agents/coder/HEARTBEAT.md': CONTRACT,
      '.heartbeat/agents/reviewer/HEARTBEAT.md': CONTRACT,
      'src/widget.js': 'export {};\n',
    });
    expect(cli(team, ['cycle', '--agent', 'coder', '--now', '2026-03-02T09:00:00Z'])).toMatchObject(
      { code: 0 },
    );
    const other = await connect(team);
    try {
      const clean = await other.client.callTool({ name: 'heartbeat_lint', arguments: {} });
      const run = cli(team, ['lint', '--json']);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(clean.structuredContent).toEqual(JSON.parse(run.stdout));
      expect(clean.structuredContent).toMatchObject({
        ok: true,
        contracts: [
          { file: '.heartbeat/agents/coder/HEARTBEAT.md', tasks: 2 },
          { file: '.heartbeat/agents/reviewer/HEARTBEAT.md', tasks: 2 },
        ],
      });

      // A missing agent contract: the same one-line error from both.
      await rm(join(team, '.heartbeat/agents/reviewer/HEARTBEAT.md'));
      const missing = await other.client.callTool({ name: 'heartbeat_lint', arguments: {} });
      const refused = cli(team, ['lint', '--json']);
      expect(refused.code).toBe(2);
      expect(missing.isError).toBe(true);
      expect(texts(missing)).toEqual([refused.stderr.trimEnd()]);
      expect(texts(missing)[0]).toMatch(
        /^heartbeat-gate lint: \.heartbeat\/agents\/reviewer\/HEARTBEAT\.md: the contract file does not exist/,
      );
    } finally {
      await other.client.close();
    }
  });

  it('a bad argument is a tool error with the CLI message', async () => {
    const result = await client.callTool({
      name: 'heartbeat_score',
      arguments: { now: 'yesterday' },
    });
    const run = cli(dir, ['score', '--now', 'yesterday']);
    expect(run.code).toBe(2);
    expect(result.isError).toBe(true);
    expect(texts(result)).toEqual([run.stderr.trimEnd()]);

    const topic = await client.callTool({
      name: 'heartbeat_claim_trailer',
      arguments: { topic: 'build.complete', payload: ALL_PASS },
    });
    expect(topic.isError).toBe(true);
    expect(texts(topic)[0]).toMatch(/topic/);
  });

  it('a missing contract is a tool error with the message `prompt` gives', async () => {
    const empty = await sandbox.repo({ 'README.md': '# nothing here\n' });
    const other = await connect(empty);
    try {
      const result = await other.client.callTool({ name: 'heartbeat_contract', arguments: {} });
      const run = cli(empty, ['prompt']);
      expect(run.code).toBe(2);
      expect(result.isError).toBe(true);
      expect(texts(result)).toEqual([run.stderr.trimEnd()]);
    } finally {
      await other.client.close();
    }
  });

  it('serves the contract, the score section and the latest cycle commit as resources', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([
      'heartbeat://contract',
      'heartbeat://score',
      'heartbeat://cycle/latest',
    ]);
    const read = async (uri: string) => {
      const { contents } = await client.readResource({ uri });
      return (contents[0] as { text: string }).text;
    };
    expect(await read('heartbeat://contract')).toBe(CONTRACT);
    expect(await read('heartbeat://score')).toContain('## Accountability score');
    const latest = JSON.parse(await read('heartbeat://cycle/latest'));
    expect(latest).toEqual(JSON.parse(ok(['log', '--json']))[0]);
    expect(latest.cycle).toBe(2);
  });

  it('writes nothing: the repository and .git are byte-identical after every tool and resource', async () => {
    const before = await fingerprint(dir);
    const fresh = await connect(dir);
    try {
      const calls: [string, Record<string, unknown>][] = [
        ['heartbeat_contract', {}],
        ['heartbeat_score', {}],
        ['heartbeat_check_evidence', { topic: 'build.done', payload: LINT_FAIL }],
        ['heartbeat_claim_trailer', { topic: 'build.done', payload: ALL_PASS }],
        ['heartbeat_claim_trailer', { topic: 'build.done', payload: LINT_FAIL }],
        ['heartbeat_lint', {}],
      ];
      for (const [name, args] of calls) await fresh.client.callTool({ name, arguments: args });
      const { resources } = await fresh.client.listResources();
      for (const { uri } of resources) await fresh.client.readResource({ uri });
    } finally {
      await fresh.client.close();
    }
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('writes nothing when the state lives on a state branch (read through git)', async () => {
    const repo = await sandbox.repo({
      'HEARTBEAT.md': CONTRACT,
      '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat-state' }),
    });
    expect(cli(repo, ['cycle', '--now', '2026-03-02T09:00:00Z'])).toMatchObject({ code: 0 });
    const before = await fingerprint(repo);
    const other = await connect(repo);
    try {
      const score = await other.client.callTool({ name: 'heartbeat_score', arguments: {} });
      expect(score.isError).toBeFalsy();
      await other.client.callTool({ name: 'heartbeat_contract', arguments: {} });
      await other.client.callTool({ name: 'heartbeat_lint', arguments: {} });
      const { contents } = await other.client.readResource({ uri: 'heartbeat://cycle/latest' });
      expect(JSON.parse((contents[0] as { text: string }).text)).toMatchObject({ cycle: 1 });
    } finally {
      await other.client.close();
    }
    expect(await fingerprint(repo)).toEqual(before);
  });

  it("serves one team agent's state from the state repository its writes went to", async () => {
    const state = await sandbox.dir();
    execFileSync('git', ['init', '-q', '--bare', state]);
    const team = await sandbox.repo({
      '.heartbeat/config.json': JSON.stringify({
        stateBranch: 'heartbeat-state',
        team: { coder: { logins: ['coder[bot]'] }, reviewer: { logins: ['reviewer[bot]'] } },
      }),
      '.heartbeat/agents/coder/HEARTBEAT.md': CONTRACT,
      '.heartbeat/agents/reviewer/HEARTBEAT.md': CONTRACT.replace('Keep main green.', 'Review.'),
    });
    const where = ['--remote', state, '--repository', 'acme/widgets'];
    const record = (args: string[]) =>
      expect(cli(team, [...args, ...where])).toMatchObject({ code: 0, stderr: '' });
    record(['cycle', '--force', '--now', '2026-03-02T09:00:00Z', '--agent', 'reviewer']);
    record([
      'feedback',
      'up',
      '--id',
      'r-1',
      '--now',
      '2026-03-02T09:05:00Z',
      '--agent',
      'reviewer',
    ]);
    record(['cycle', '--force', '--now', '2026-03-02T09:10:00Z', '--agent', 'coder']);
    record(['cycle', '--force', '--now', '2026-03-02T09:20:00Z', '--agent', 'coder']);
    const asCli = (command: string, ...more: string[]) => {
      const run = cli(team, [command, '--now', NOW, '--agent', 'reviewer', ...where, ...more]);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      return run.stdout;
    };

    const served = await connect(team, process.execPath, [
      CLI,
      'mcp',
      '--agent',
      'reviewer',
      ...where,
    ]);
    const unnamed = await connect(team);
    const chooser = await connect(team, process.execPath, [CLI, 'mcp', ...where]);
    try {
      const score = await served.client.callTool({
        name: 'heartbeat_score',
        arguments: { now: NOW },
      });
      expect(score.isError).toBeFalsy();
      expect(score.structuredContent).toEqual(JSON.parse(asCli('score', '--json')));
      expect((score.structuredContent as { score: number }).score).toBeGreaterThan(0);
      const contract = await served.client.callTool({
        name: 'heartbeat_contract',
        arguments: { now: NOW },
      });
      expect(texts(contract)).toEqual([asCli('prompt')]);
      expect(texts(contract)[0]).toContain('Review.');
      const { contents } = await served.client.readResource({ uri: 'heartbeat://cycle/latest' });
      expect(JSON.parse((contents[0] as { text: string }).text)).toMatchObject({
        agent: 'reviewer',
        cycle: 1,
      });

      // A team's server without --agent: a call that names no agent is told the names and how
      // to choose; one that names an agent gets that agent's answers, as the CLI gives them.
      for (const name of ['heartbeat_score', 'heartbeat_contract']) {
        const refused = await unnamed.client.callTool({ name, arguments: {} });
        expect(refused.isError).toBe(true);
        expect(texts(refused)).toEqual([
          `heartbeat-gate ${name === 'heartbeat_score' ? 'score' : 'prompt'}: this repository has several agents: pass the argument agent, one of coder, reviewer (or start the server with --agent <name>)`,
        ]);
      }
      const { tools } = await chooser.client.listTools();
      for (const tool of tools.filter((t) =>
        ['heartbeat_score', 'heartbeat_contract'].includes(t.name),
      )) {
        expect(Object.keys(tool.inputSchema.properties ?? {}).sort()).toEqual(['agent', 'now']);
      }
      const chosen = await chooser.client.callTool({
        name: 'heartbeat_score',
        arguments: { now: NOW, agent: 'reviewer' },
      });
      expect(chosen.structuredContent).toEqual(score.structuredContent);
      const coder = await chooser.client.callTool({
        name: 'heartbeat_score',
        arguments: { now: NOW, agent: 'coder' },
      });
      const coderCli = cli(team, ['score', '--json', '--now', NOW, '--agent', 'coder', ...where]);
      expect(coder.structuredContent).toEqual(JSON.parse(coderCli.stdout));
      expect(coder.structuredContent).not.toEqual(score.structuredContent);
      const chosenContract = await chooser.client.callTool({
        name: 'heartbeat_contract',
        arguments: { now: NOW, agent: 'reviewer' },
      });
      expect(texts(chosenContract)).toEqual([asCli('prompt')]);
      const unknown = await chooser.client.callTool({
        name: 'heartbeat_score',
        arguments: { agent: 'revewer' },
      });
      expect(unknown.isError).toBe(true);
      expect(texts(unknown)[0]).toMatch(
        /^heartbeat-gate score: unknown agent "revewer": the configuration names coder, reviewer/,
      );
    } finally {
      await served.client.close();
      await unnamed.client.close();
      await chooser.client.close();
    }
    // A bad option is exit 2 before anything is served.
    expect(cli(team, ['mcp', '--repository', 'not a name'], '')).toMatchObject({ code: 2 });
  });

  it("lists and serves each team agent's resources on a server started without --agent", async () => {
    const team = await sandbox.repo({
      '.heartbeat/config.json': JSON.stringify({
        team: { coder: { logins: ['coder[bot]'] }, reviewer: { logins: ['reviewer[bot]'] } },
      }),
      '.heartbeat/agents/coder/HEARTBEAT.md': CONTRACT,
      '.heartbeat/agents/reviewer/HEARTBEAT.md': CONTRACT.replace('Keep main green.', 'Review.'),
    });
    for (const [agent, at] of [
      ['reviewer', '2026-03-02T09:00:00Z'],
      ['coder', '2026-03-02T09:10:00Z'],
      ['coder', '2026-03-02T09:20:00Z'],
    ] as const) {
      expect(cli(team, ['cycle', '--force', '--now', at, '--agent', agent])).toMatchObject({
        code: 0,
        stderr: '',
      });
    }
    const unnamed = await connect(team);
    try {
      const { resources } = await unnamed.client.listResources();
      expect(resources.map((r) => r.uri)).toEqual([
        'heartbeat://contract',
        'heartbeat://score',
        'heartbeat://cycle/latest',
        'heartbeat://contract?agent=coder',
        'heartbeat://contract?agent=reviewer',
        'heartbeat://score?agent=coder',
        'heartbeat://score?agent=reviewer',
        'heartbeat://cycle/latest?agent=coder',
        'heartbeat://cycle/latest?agent=reviewer',
      ]);
      const read = async (uri: string) => {
        const { contents } = await unnamed.client.readResource({ uri });
        expect(contents[0]?.uri).toBe(uri);
        return (contents[0] as { text: string }).text;
      };
      for (const agent of ['coder', 'reviewer']) {
        expect(await read(`heartbeat://contract?agent=${agent}`)).toBe(
          await readFile(join(team, `.heartbeat/agents/${agent}/HEARTBEAT.md`), 'utf8'),
        );
        const log = JSON.parse(cli(team, ['log', '--json', '--agent', agent]).stdout);
        expect(JSON.parse(await read(`heartbeat://cycle/latest?agent=${agent}`))).toEqual(log[0]);
        // The score section as the agent's own prompt shows it.
        const section = await read(`heartbeat://score?agent=${agent}`);
        expect(section).toContain('## Accountability score');
        const prompt = cli(team, ['prompt', '--agent', agent]).stdout;
        expect(prompt).toContain(section.split('\n').slice(0, 3).join('\n'));
      }
      expect(JSON.parse(await read('heartbeat://cycle/latest?agent=coder'))).toMatchObject({
        agent: 'coder',
        cycle: 2,
      });
      // The plain URIs name no agent here: the error says which to read.
      for (const uri of ['heartbeat://contract', 'heartbeat://score', 'heartbeat://cycle/latest']) {
        await expect(unnamed.client.readResource({ uri })).rejects.toThrow(
          `heartbeat-gate mcp: this repository has several agents: read ${uri}?agent=<name>, one of coder, reviewer (or start the server with --agent <name>)`,
        );
      }
      await expect(
        unnamed.client.readResource({ uri: 'heartbeat://score?agent=revewer' }),
      ).rejects.toThrow(/heartbeat-gate mcp: unknown agent "revewer"/);
    } finally {
      await unnamed.client.close();
    }
  });

  it('answers one line naming init in a repository nobody set up, for every resource', async () => {
    const bare = await sandbox.repo({ 'README.md': '# nothing here\n' });
    const other = await connect(bare);
    try {
      const { resources } = await other.client.listResources();
      expect(resources.map((r) => r.uri)).toEqual([
        'heartbeat://contract',
        'heartbeat://score',
        'heartbeat://cycle/latest',
      ]);
      for (const { uri } of resources) {
        await expect(other.client.readResource({ uri })).rejects.toThrow(
          'heartbeat-gate mcp: this repository is not set up (no .heartbeat/config.json, no HEARTBEAT.md, nothing recorded): run heartbeat-gate init first',
        );
      }
      const score = await other.client.callTool({ name: 'heartbeat_score', arguments: {} });
      expect(score.isError).toBe(true);
      expect(texts(score)[0]).toMatch(/^heartbeat-gate score: this repository is not set up/);
    } finally {
      await other.client.close();
    }
  });

  it('a payload that smuggles a second trailer stays one claim, judged whole', async () => {
    // A blank line and a trailer of its own inside the payload: refused, the first lint counts.
    const smuggled = `${LINT_FAIL}\n\nBuild-Done: ${ALL_PASS}`;
    const blocked = await client.callTool({
      name: 'heartbeat_claim_trailer',
      arguments: { topic: 'build.done', payload: smuggled },
    });
    expect(blocked.isError).toBe(true);
    expect(texts(blocked)[0]).toMatch(/^build\.blocked\n/);
    // Accepted evidence with a failing claim of another topic tacked on: it stays inside this one.
    const tacked = `${ALL_PASS}\n\nVerify-Passed: quality.tests: fail`;
    const result = await client.callTool({
      name: 'heartbeat_claim_trailer',
      arguments: { topic: 'build.done', payload: tacked },
    });
    const [block] = texts(result);
    expect(block).toBe(`Build-Done: ${ALL_PASS}\n Verify-Passed: quality.tests: fail\n`);
    const message = join(await sandbox.dir(), 'COMMIT_EDITMSG');
    await writeFile(message, `Fix\n\n${block}`);
    const run = cli(dir, ['check-commit', '--json', message]);
    expect(JSON.parse(run.stdout).claims.map((c: { trailer: string }) => c.trailer)).toEqual([
      'Build-Done',
    ]);
  });

  it('keeps stdout for the protocol: nothing on stderr', () => {
    expect(stderr()).toBe('');
  });
});
