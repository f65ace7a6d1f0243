/**
 * MCP start: `heartbeat-gate mcp` answering a client's `initialize` (the client waits on it before
 * anything else), against the CLI's `--help` — the cost of loading the MCP SDK on top of the CLI.
 * The peer is `--help` until the CLI has a `--version`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

export async function measure(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hg-bench-mcp-'));
  try {
    const cli = resolve('dist/cli/index.js');
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir };
    // Time only a server that answers: the first run must print the initialize result.
    const first = spawnSync(process.execPath, [cli, 'mcp'], { cwd: dir, env, input: INITIALIZE });
    if (!String(first.stdout).includes('"serverInfo"')) {
      throw new Error(`heartbeat-gate mcp did not answer initialize: ${String(first.stderr)}`);
    }
    const [mcpMs, helpMs] = await compareCommands(
      [
        {
          file: process.execPath,
          args: [cli, 'mcp'],
          options: { cwd: dir, env, input: INITIALIZE, stdio: ['pipe', 'ignore', 'pipe'] },
        },
        { file: process.execPath, args: [cli, '--help'], options: { cwd: dir, env } },
      ],
      15,
    );
    return [
      ratioRow({
        name: 'MCP server start (initialize)',
        subject: 'heartbeat-gate mcp, initialize answered',
        peer: 'heartbeat-gate --help',
        subjectValue: mcpMs!,
        peerValue: helpMs!,
        goal: { maxRatio: 1.5, text: '≤ 1.5x' },
        note: 'the peer is `--help` until the CLI has `--version`; the server loads the MCP SDK (its protocol schemas and JSON Schema validator) before it can answer, and loads git and the gates only on the first tool call.',
      }),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
