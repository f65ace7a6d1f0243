/**
 * MCP start: `heartbeat-gate mcp` answering a client's `initialize` (the client waits on it before
 * anything else), against the CLI's `--version` (issue 17's peer) — the cost of loading the MCP SDK
 * on top of the CLI.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compareCommands, ratioRow, type BenchRow } from './measure.js';

/** One `initialize` request as a client sends it, then end of input: the server answers and exits. */
export const INITIALIZE = `${JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'heartbeat-gate-bench', version: '1.0.0' },
  },
})}\n`;

const SDK = 'node_modules/@modelcontextprotocol/sdk/dist/esm';

export async function measure(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hg-bench-mcp-'));
  try {
    const cli = resolve('dist/cli/index.js');
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir };
    // The floor the SDK sets: its server with no tool, loaded from node_modules, answering the same.
    // Only servers that answer are timed: each must print the initialize result once first.
    const bare = join(dir, 'bare-sdk-server.mjs');
    const sdk = (path: string) => JSON.stringify(pathToFileURL(resolve(SDK, path)).href);
    writeFileSync(
      bare,
      `import { McpServer } from ${sdk('server/mcp.js')};\n` +
        `import { StdioServerTransport } from ${sdk('server/stdio.js')};\n` +
        `await new McpServer({ name: 'bare', version: '1.0.0' }).connect(new StdioServerTransport());\n`,
    );
    for (const server of [[cli, 'mcp'], [bare]]) {
      const answer = spawnSync(process.execPath, server, { cwd: dir, env, input: INITIALIZE });
      if (!String(answer.stdout).includes('"serverInfo"')) {
        throw new Error(`${server.join(' ')} did not answer initialize: ${String(answer.stderr)}`);
      }
    }
    const input: SpawnSyncOptions = {
      cwd: dir,
      env,
      input: INITIALIZE,
      stdio: ['pipe', 'ignore', 'pipe'],
    };
    const [mcpMs, versionMs, bareMs] = await compareCommands(
      [
        { file: process.execPath, args: [cli, 'mcp'], options: input },
        { file: process.execPath, args: [cli, '--version'], options: { cwd: dir, env } },
        { file: process.execPath, args: [bare], options: input },
      ],
      15,
    );
    return [
      ratioRow({
        name: 'MCP server start (initialize)',
        subject: 'heartbeat-gate mcp, initialize answered',
        peer: 'heartbeat-gate --version',
        subjectValue: mcpMs!,
        peerValue: versionMs!,
        goal: { maxRatio: 1.5, text: '≤ 1.5x' },
        note: 'Before it can answer, the server loads the MCP SDK, whose server module imports zod (v3, v4 and v4-mini), ajv and ajv-formats and builds its protocol schemas; our tools, git and the gates load only on the first call. The next row is the floor that sets: a bare SDK server with no tools, loaded from node_modules, answers later than ours (the bundle loads faster than the package files).',
      }),
      ratioRow({
        name: 'MCP start: the SDK alone',
        subject: 'heartbeat-gate mcp, initialize answered',
        peer: 'a bare SDK server (no tools, from node_modules)',
        subjectValue: mcpMs!,
        peerValue: bareMs!,
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
