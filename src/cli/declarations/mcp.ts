import type { CommandSpec } from '../spec.js';
import { READ, REMOTE_READ } from './shared.js';

/** `heartbeat-gate mcp`: see src/cli/spec.ts for what each field is. */
export const declaration = {
  name: 'mcp',
  summary: 'serve the contract, score and evidence checks to agents over MCP (stdio)',
  description: `Serves the gate to coding agents over the Model Context Protocol on standard input and output,
reading the repository it is started in (it never writes to it; --remote fetches). Tools:
heartbeat_contract, heartbeat_score, heartbeat_check_evidence, heartbeat_claim_trailer,
heartbeat_lint. Resources: heartbeat://contract, heartbeat://score, heartbeat://cycle/latest.
Stops when its input closes. Register it with your client (Claude Code's .mcp.json and others):
see docs/mcp.md. The contract and score read one agent's state, as \`prompt\` and \`score\` do
with the same options; with a team, their \`agent\` argument names the agent (default --agent).`,
  options: { ...READ, ...REMOTE_READ },
} as const satisfies CommandSpec;
