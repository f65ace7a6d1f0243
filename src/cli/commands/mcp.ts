/**
 * `heartbeat-gate mcp`: starts the MCP server on stdio in the current repository. The server and
 * the SDK load only here, after the options are read.
 */
import { defineCommand, ExitCode } from '../command.js';
import {
  READ_OPTIONS,
  READ_USAGE,
  readOptions,
  REMOTE_READ_OPTION,
  REMOTE_READ_USAGE,
} from '../read-options.js';

const USAGE = `usage: heartbeat-gate mcp [--agent <name>] [--branch <name>] [--repository <owner/name>] [--remote <name|url|path>]

Serves the gate to coding agents over the Model Context Protocol on standard input and output,
reading the repository it is started in (it never writes to it; --remote fetches). Tools: heartbeat_contract,
heartbeat_score, heartbeat_check_evidence, heartbeat_claim_trailer, heartbeat_lint. Resources:
heartbeat://contract, heartbeat://score, heartbeat://cycle/latest. Stops when its input closes.
Register it with your client (Claude Code's .mcp.json and others): see docs/mcp.md. The contract
and score read one agent's state, as \`prompt\` and \`score\` do with the same options:
${READ_USAGE}${REMOTE_READ_USAGE}`;

export const command = defineCommand({
  name: 'mcp',
  summary: 'serve the contract, score and evidence checks to agents over MCP (stdio)',
  usage: USAGE,
  options: { ...READ_OPTIONS, ...REMOTE_READ_OPTION },
  async run({ values, io }) {
    // Checked before the server starts: a bad option is exit 2, not an error on every call.
    const read = readOptions(values);
    const { serveStdio } = await import('../../mcp/server.js');
    await serveStdio(io.cwd, read);
    return ExitCode.ok;
  },
});
