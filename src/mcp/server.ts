/**
 * `heartbeat-gate mcp`: the gate's agent side as a Model Context Protocol server on stdio. Tools
 * and resources read the repository the server was started in, fresh on every call, and never
 * write. Loaded only by the `mcp` command, so no other command pays for the SDK.
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { ReadOptions } from '../app/read-state.js';
import type { GatedTopic } from '../core/model.js';
import { loadGate } from './load-gate.js';
import { claimTrailerInput, EvidenceInput, ExplainInput, ReportInput } from './schemas.js';
import { RESOURCES } from './resource-list.js';

// What answers a call loads on the first call, not at start: `initialize` must be quick (the
// client waits on it) and needs only the SDK; git, the state store and the gates come later.
const tools = () => import('./tools.js');
const readers = () => import('./resources.js');

/** The server's identity in `initialize` (the version is held to package.json's by a test). */
export const SERVER_INFO = { name: 'heartbeat-gate', version: '1.0.0' } as const;

// Every tool only reads the repository: clients may call them without asking the user.
const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

const INSTRUCTIONS = `heartbeat-gate holds you to the tasks in HEARTBEAT.md and accepts "done" only with evidence.
Before a cycle, read heartbeat_contract. Before you claim build.done, review.done or verify.passed,
call heartbeat_check_evidence with your evidence; when it is blocked, fix what the message names.
To claim in a commit, append the block heartbeat_claim_trailer returns to the commit message.
In a repository with several agents, pass your agent name as the agent argument of heartbeat_contract and heartbeat_score.`;

/**
 * The MCP server for the repository containing `cwd`; `topics` are the gated topics; `read` is
 * which agent's state it reads, and where (`mcp --agent`, `--repository`, `--remote`).
 */
export function createHeartbeatServer(
  cwd: string,
  topics: readonly [GatedTopic, ...GatedTopic[]],
  read: ReadOptions = {},
) {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });

  server.registerTool(
    'heartbeat_contract',
    {
      title: 'Heartbeat contract',
      description:
        "The agent's prompt for its next cycle, as `heartbeat-gate prompt` prints it: the HEARTBEAT.md context and tasks with this cycle's progress, then the score section.",
      inputSchema: ReportInput,
      annotations: READ_ONLY,
    },
    async (args) => (await tools()).contractTool(cwd, args, read),
  );
  server.registerTool(
    'heartbeat_score',
    {
      title: 'Accountability score',
      description:
        'The score section of the prompt (Markdown), then the score as `heartbeat-gate score --json` reports it: score, target, floor, tiers, interval, streak.',
      inputSchema: ReportInput,
      annotations: READ_ONLY,
    },
    async (args) => (await tools()).scoreTool(cwd, args, read),
  );
  server.registerTool(
    'heartbeat_check_evidence',
    {
      title: 'Check evidence',
      description:
        'Judges a claim with the evidence gates before you push it, as `heartbeat-gate evidence --json`: the published topic (build.blocked, review.blocked or verify.failed when rejected), the failing and missing dimensions, and the message to act on.',
      inputSchema: EvidenceInput,
      annotations: READ_ONLY,
    },
    async (args) => (await tools()).checkEvidenceTool(args),
  );
  server.registerTool(
    'heartbeat_claim_trailer',
    {
      title: 'Claim trailer',
      description:
        "The exact trailer block (e.g. `Build-Done: tests: pass, ...`) to append as the last paragraph of your commit message; refused with the gate's message when the evidence would be blocked.",
      inputSchema: claimTrailerInput(topics),
      annotations: READ_ONLY,
    },
    async (args) => (await tools()).claimTrailerTool(args),
  );
  server.registerTool(
    'heartbeat_explain_block',
    {
      title: 'Explain a block',
      description:
        'Explains why the evidence check (or the sticky PR comment) blocked, from the verdict JSON hidden in it: each failing or missing dimension and the text that would pass. Pass the comment body or the check run summary.',
      inputSchema: ExplainInput,
      annotations: READ_ONLY,
    },
    async (args) => (await tools()).explainBlockTool(args),
  );
  server.registerTool(
    'heartbeat_lint',
    {
      title: 'Lint the contract',
      description:
        "Diagnostics for HEARTBEAT.md (every line under ## Tasks must be a task, with its line number; with a team, each agent's) and the state files, as `heartbeat-gate lint --json`.",
      annotations: READ_ONLY,
    },
    async () => (await tools()).lintTool(cwd),
  );

  for (const { name, uri, title, description, mimeType } of RESOURCES) {
    server.registerResource(name, uri, { title, description, mimeType }, async () => {
      const text = await (await readers()).readResource(name, cwd, read);
      return { contents: [{ uri, mimeType, text }] };
    });
    // With a team, each agent's copy, listed by name: `heartbeat://score?agent=coder`.
    const template = new ResourceTemplate(`${uri}{?agent}`, {
      list: async () => ({ resources: await (await readers()).agentResources(name, cwd, read) }),
    });
    server.registerResource(
      `${name}-of-agent`,
      template,
      {
        title: `${title} (one agent)`,
        description: `${description}, for the team agent that ?agent= names`,
        mimeType,
      },
      async (agentUri, { agent }) => {
        const chosen = { ...read, agent: decodeURIComponent(String(agent)) };
        const text = await (await readers()).readResource(name, cwd, chosen);
        return { contents: [{ uri: agentUri.href, mimeType, text }] };
      },
    );
  }
  return server;
}

/**
 * Serves the repository containing `cwd` on this process's stdin and stdout until stdin ends.
 * Requests still in flight then finish and answer before the process exits.
 */
export async function serveStdio(cwd: string, read: ReadOptions = {}): Promise<void> {
  // The gate registry lives in the hook's chunk; the server takes the topic list from there.
  const { GATED_TOPIC_NAMES } = await loadGate();
  const server = createHeartbeatServer(cwd, GATED_TOPIC_NAMES, read);
  await server.connect(new StdioServerTransport());
  await new Promise<void>((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
  });
}
