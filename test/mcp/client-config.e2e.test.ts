/**
 * The client configurations users copy: docs/mcp.md's snippets and examples/mcp/.mcp.json are
 * valid JSON of the shape each client reads, and the command they name starts the server when
 * the package is installed in the repository (npm's `node_modules/.bin` link, as `npm install`
 * makes it): the SDK client spawns it, and the inspector reads the example file itself.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitSandbox } from '../helpers/git.js';
import { CLI, connect, inspectorRepo, TOOL_NAMES } from './client.js';

const sandbox = new GitSandbox();
const NOW = '2026-03-02T12:00:00Z';
const EXAMPLE = 'examples/mcp/.mcp.json';
const TEAM_EXAMPLE = 'examples/mcp/team.mcp.json';
const INSPECTOR = resolve('node_modules/@modelcontextprotocol/inspector-cli/build/cli.js');
let dir = '';
let teamDir = '';
let docs = '';

interface ServerEntry {
  type?: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** The fenced blocks of `text` with the given info string. */
function blocks(text: string, info: string): string[] {
  return [...text.matchAll(new RegExp(`^\`\`\`${info}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    (m) => m[1]!,
  );
}

/** The heartbeat-gate entry of a client configuration (`mcpServers`, or VS Code's `servers`). */
function entryOf(config: Record<string, Record<string, ServerEntry>>): ServerEntry {
  const servers = config.mcpServers ?? config.servers;
  expect(Object.keys(servers ?? {})).toEqual(['heartbeat-gate']);
  return servers!['heartbeat-gate']!;
}

beforeAll(async () => {
  docs = await readFile('docs/mcp.md', 'utf8');
  dir = await inspectorRepo(sandbox, {
    'package.json': '{ "name": "agent-work", "private": true }\n',
    'HEARTBEAT.md': await readFile('examples/HEARTBEAT.md', 'utf8'),
    '.mcp.json': await readFile(EXAMPLE, 'utf8'),
  });
  // What installing heartbeat-gate as a dev dependency leaves for npx to find.
  await mkdir(join(dir, 'node_modules/.bin'), { recursive: true });
  await symlink(CLI, join(dir, 'node_modules/.bin/heartbeat-gate'));
  // A team of two, each with a cycle; coder's task verified, so their scores differ.
  const contract = await readFile('examples/HEARTBEAT.md', 'utf8');
  teamDir = await inspectorRepo(sandbox, {
    'package.json': '{ "name": "team-work", "private": true }\n',
    '.mcp.json': await readFile(TEAM_EXAMPLE, 'utf8'),
  });
  await mkdir(join(teamDir, '.heartbeat/agents/coder'), { recursive: true });
  await mkdir(join(teamDir, '.heartbeat/agents/reviewer'), { recursive: true });
  await writeFile(
    join(teamDir, '.heartbeat/config.json'),
    JSON.stringify({
      team: { coder: { logins: ['coder[bot]'] }, reviewer: { logins: ['reviewer[bot]'] } },
    }),
  );
  await writeFile(join(teamDir, '.heartbeat/agents/coder/HEARTBEAT.md'), contract);
  await writeFile(join(teamDir, '.heartbeat/agents/reviewer/HEARTBEAT.md'), contract);
  execFileSync('git', ['add', '-A'], { cwd: teamDir });
  execFileSync('git', ['commit', '-q', '-m', 'the team'], { cwd: teamDir });
  for (const args of [
    ['cycle', '--now', '2026-03-02T09:00:00Z', '--agent', 'coder'],
    ['cycle', '--now', '2026-03-02T09:00:00Z', '--agent', 'reviewer'],
    ['verdict', 'run_tests', 'verified', '--now', '2026-03-02T09:05:00Z', '--agent', 'coder'],
  ]) {
    execFileSync(process.execPath, [CLI, ...args], { cwd: teamDir });
  }
  await mkdir(join(teamDir, 'node_modules/.bin'), { recursive: true });
  await symlink(CLI, join(teamDir, 'node_modules/.bin/heartbeat-gate'));
});
afterAll(() => sandbox.cleanup());

describe('the documented client configurations', () => {
  it('docs/mcp.md shows examples/mcp/.mcp.json and team.mcp.json as they are', async () => {
    const example = JSON.parse(await readFile(EXAMPLE, 'utf8'));
    const team = JSON.parse(await readFile(TEAM_EXAMPLE, 'utf8'));
    const json = blocks(docs, 'json').map((b) => JSON.parse(b));
    expect(json).toHaveLength(4);
    expect(json[0]).toEqual(example);
    expect(json.filter((config) => JSON.stringify(config) === JSON.stringify(team))).toHaveLength(
      1,
    );
    expect(entryOf(example)).toMatchObject({ type: 'stdio' });
    expect(entryOf(team)).toMatchObject({
      type: 'stdio',
      command: 'npx',
      args: ['--no', 'heartbeat-gate', 'mcp', '--agent', 'coder'],
    });
  });

  it('every snippet names the same command, and the TOML one too', () => {
    const entries = blocks(docs, 'json').map((b) => entryOf(JSON.parse(b)));
    for (const entry of entries) {
      expect(entry.command).toBe('npx');
      // The team example pins its agent; every other snippet is the one command.
      const pinned = entry.args.length === 5 ? entry.args.slice(0, 3) : entry.args;
      expect(pinned).toEqual(['--no', 'heartbeat-gate', 'mcp']);
      expect(entry.type ?? 'stdio').toBe('stdio');
    }
    const [toml] = blocks(docs, 'toml');
    expect(toml).toBe(
      '[mcp_servers.heartbeat-gate]\ncommand = "npx"\nargs = ["--no", "heartbeat-gate", "mcp"]\n',
    );
  });

  it('the SDK client starts the server with the example configuration', async () => {
    const entry = entryOf(JSON.parse(await readFile(EXAMPLE, 'utf8')));
    const { client } = await connect(dir, entry.command, entry.args, entry.env);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    } finally {
      await client.close();
    }
  });

  it('the inspector reads the example file and lists the tools', () => {
    const run = spawnSync(
      process.execPath,
      [
        resolve('node_modules/@modelcontextprotocol/inspector-cli/build/cli.js'),
        '--cli',
        '--config',
        '.mcp.json',
        '--server',
        'heartbeat-gate',
        '--method',
        'tools/list',
      ],
      { cwd: dir, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).tools.map((t: { name: string }) => t.name)).toEqual(TOOL_NAMES);
  });

  it("the team example's server answers for its agent, and any agent named in the call", async () => {
    const entry = entryOf(JSON.parse(await readFile(TEAM_EXAMPLE, 'utf8')));
    const { client } = await connect(teamDir, entry.command, entry.args, entry.env);
    const asCli = (agent: string) =>
      JSON.parse(
        execFileSync(process.execPath, [CLI, 'score', '--json', '--now', NOW, '--agent', agent], {
          cwd: teamDir,
          encoding: 'utf8',
        }),
      );
    try {
      const own = await client.callTool({ name: 'heartbeat_score', arguments: { now: NOW } });
      expect(own.structuredContent).toEqual(asCli('coder'));
      expect((own.structuredContent as { score: number }).score).toBe(10);
      const other = await client.callTool({
        name: 'heartbeat_score',
        arguments: { now: NOW, agent: 'reviewer' },
      });
      expect(other.structuredContent).toEqual(asCli('reviewer'));
      expect((other.structuredContent as { score: number }).score).toBe(0);
    } finally {
      await client.close();
    }
  });

  it("the inspector commands docs/mcp.md shows run, the team's score call included", () => {
    const commands = blocks(docs, 'sh')
      .flatMap((block) => block.split('\n'))
      .filter((line) => line.startsWith('npx @modelcontextprotocol/inspector-cli '));
    expect(commands).toHaveLength(2);
    // The maintained inspector's commands (Node 22.19+, not installed here) take the same arguments.
    const maintained = blocks(docs, 'sh')
      .flatMap((block) => block.split('\n'))
      .filter((line) => line.startsWith('npx @modelcontextprotocol/inspector '));
    const argsOf = (line: string) => line.split(' ').slice(2);
    expect(maintained.map(argsOf)).toEqual(commands.map(argsOf));
    // The documented arguments, run by the installed copy of the package they name.
    const run = (line: string) => {
      const args = line.split(' ').slice(2);
      const result = spawnSync(process.execPath, [INSPECTOR, ...args], {
        cwd: teamDir,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status, result.stderr).toBe(0);
      return JSON.parse(result.stdout);
    };
    expect(run(commands[0]!).tools.map((t: { name: string }) => t.name)).toEqual(TOOL_NAMES);
    const score = run(commands[1]!);
    expect(score.isError).toBeFalsy();
    // At the clock, today is past the team's day; coder's one verified task says whose it is.
    expect(score.structuredContent).toMatchObject({ lifetime: { totalVerified: 1 } });
  });

  it('`heartbeat-gate mcp --help` points to this page', () => {
    const run = spawnSync(process.execPath, [CLI, 'mcp', '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('docs/mcp.md');
  });
});
