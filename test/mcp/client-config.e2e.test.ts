/**
 * The client configurations users copy: docs/mcp.md's snippets and examples/mcp/.mcp.json are
 * valid JSON of the shape each client reads, and the command they name starts the server when
 * the package is installed in the repository (npm's `node_modules/.bin` link, as `npm install`
 * makes it): the SDK client spawns it, and the inspector reads the example file itself.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitSandbox } from '../helpers/git.js';
import { CLI, connect, inspectorRepo, TOOL_NAMES } from './client.js';

const sandbox = new GitSandbox();
const EXAMPLE = 'examples/mcp/.mcp.json';
let dir = '';
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
  // What `npm install --save-dev heartbeat-gate` leaves for npx to find.
  await mkdir(join(dir, 'node_modules/.bin'), { recursive: true });
  await symlink(CLI, join(dir, 'node_modules/.bin/heartbeat-gate'));
});
afterAll(() => sandbox.cleanup());

describe('the documented client configurations', () => {
  it('docs/mcp.md shows examples/mcp/.mcp.json as it is', async () => {
    const example = JSON.parse(await readFile(EXAMPLE, 'utf8'));
    const json = blocks(docs, 'json').map((b) => JSON.parse(b));
    expect(json).toHaveLength(3);
    expect(json[0]).toEqual(example);
    expect(entryOf(example)).toMatchObject({ type: 'stdio' });
  });

  it('every snippet names the same command, and the TOML one too', () => {
    const entries = blocks(docs, 'json').map((b) => entryOf(JSON.parse(b)));
    for (const entry of entries) {
      expect(entry.command).toBe('npx');
      expect(entry.args).toEqual(['--no', 'heartbeat-gate', 'mcp']);
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

  it('`heartbeat-gate mcp --help` points to this page', () => {
    const run = spawnSync(process.execPath, [CLI, 'mcp', '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('docs/mcp.md');
  });
});
