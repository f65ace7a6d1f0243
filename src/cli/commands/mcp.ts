/**
 * `heartbeat-gate mcp`: starts the MCP server on stdio in the current repository. The server and
 * the SDK load only here, after the options are read.
 */
import { defineCommand, ExitCode } from '../command.js';

const USAGE = `usage: heartbeat-gate mcp

Serves the gate to coding agents over the Model Context Protocol on standard input and output,
reading the repository it is started in (it never writes to it). Tools: heartbeat_contract,
heartbeat_score, heartbeat_check_evidence, heartbeat_claim_trailer, heartbeat_lint. Resources:
heartbeat://contract, heartbeat://score, heartbeat://cycle/latest. Stops when its input closes.
Register it with your client (Claude Code's .mcp.json and others): see docs/mcp.md.
`;

export const command = defineCommand({
  name: 'mcp',
  summary: 'serve the contract, score and evidence checks to agents over MCP (stdio)',
  usage: USAGE,
  options: {},
  async run({ io }) {
    const { serveStdio } = await import('../../mcp/server.js');
    await serveStdio(io.cwd);
    return ExitCode.ok;
  },
});
