/**
 * What each MCP tool answers, composed from the functions the CLI commands call (`prompt`,
 * `score --json`, `evidence --json`, `lint --json`), so a tool and its command never disagree.
 * Read-only: nothing here writes a file or a commit, nor a ref but the tracking ref `--remote`
 * fetches the state branch into.
 */
import { agentPrompt, readScoreView } from '../app/agent-prompt.js';
import type { ReadOptions } from '../app/read-state.js';
import { lintCheckout } from '../app/lint.js';
import type { GatedTopic } from '../core/model.js';
import { AgentChoiceError, InputError, UsageError } from '../errors.js';
import { resolveNow } from '../app/time.js';
import { jsonText } from '../core/render/text.js';
// The gates come from the hook's chunk rather than a copy of their own (see ./gate.ts).
import { loadGate as gate } from './load-gate.js';

/** A tool's answer: text for the model, the JSON object when the command has a `--json` shape. */
export interface ToolAnswer {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

const text = (value: string) => ({ type: 'text' as const, text: value });

/** A bad input, reported as the CLI reports it (`heartbeat-gate <command>: <message>`). */
function inputFailure(command: string, error: unknown): ToolAnswer {
  if (error instanceof UsageError || error instanceof InputError) {
    return { content: [text(`heartbeat-gate ${command}: ${error.message}`)], isError: true };
  }
  throw error;
}

/** Runs `answer`, turning the CLI's input errors into tool errors with the CLI's message. */
async function asCommand(command: string, answer: () => Promise<ToolAnswer>) {
  try {
    return await answer();
  } catch (error) {
    return inputFailure(command, error);
  }
}

/** What `heartbeat_contract` and `heartbeat_score` take. */
interface ReportArgs {
  now?: string | undefined;
  agent?: string | undefined;
}

/**
 * The agent named by the call, else the server's. A team's call that names none is told how to
 * choose, in the tool's own terms rather than the CLI's option.
 */
async function asReport(
  command: string,
  args: ReportArgs,
  read: ReadOptions,
  answer: (read: ReadOptions) => Promise<ToolAnswer>,
) {
  const chosen = args.agent === undefined ? read : { ...read, agent: args.agent };
  return asCommand(command, async () => {
    try {
      return await answer(chosen);
    } catch (error) {
      if (!(error instanceof AgentChoiceError)) throw error;
      throw new UsageError(
        `this repository has several agents: pass the argument agent, one of ${error.agents.join(', ')} (or start the server with --agent <name>)`,
      );
    }
  });
}

/** `heartbeat_contract`: the prompt `heartbeat-gate prompt` prints. */
export function contractTool(cwd: string, args: ReportArgs, read: ReadOptions = {}) {
  return asReport('prompt', args, read, async (chosen) => ({
    content: [text(await agentPrompt(cwd, resolveNow(args.now), chosen))],
  }));
}

/** `heartbeat_score`: the prompt's score section, then `score --json`. */
export function scoreTool(cwd: string, args: ReportArgs, read: ReadOptions = {}) {
  return asReport('score', args, read, async (chosen) => {
    const view = await readScoreView(cwd, resolveNow(args.now), chosen);
    return {
      content: [text(view.section), text(jsonText(view.summary))],
      structuredContent: view.summary,
    };
  });
}

interface ClaimArgs {
  topic: string;
  payload: string;
  mutationWarnThreshold?: number | undefined;
}

/** `heartbeat_check_evidence`: `evidence --json`'s verdict; a blocked claim is an answer, not an error. */
export function checkEvidenceTool(args: ClaimArgs) {
  return asCommand('evidence', async () => {
    const { evidenceVerdict } = await gate();
    const report = evidenceVerdict(args.topic, args.payload, {
      mutationWarnThreshold: args.mutationWarnThreshold,
    });
    return { content: [text(jsonText(report))], structuredContent: { ...report } };
  });
}

/**
 * `heartbeat_claim_trailer`: the trailer block to append to the commit message, or, for a claim
 * the gate would block, a tool error reading exactly as `evidence` prints it.
 */
export function claimTrailerTool(args: ClaimArgs & { topic: GatedTopic }) {
  return asCommand('evidence', async () => {
    const { buildClaimTrailer } = await gate();
    const claim = buildClaimTrailer(args.topic, args.payload, {
      mutationWarnThreshold: args.mutationWarnThreshold,
    });
    const { published, message } = claim.result;
    if (!claim.accepted) {
      return { content: [text(`${published}\n${message}\n`)], isError: true };
    }
    return {
      content: [text(`${claim.trailer}\n`)],
      structuredContent: { topic: args.topic, trailer: claim.trailer, message },
    };
  });
}

/**
 * `heartbeat_explain_block`: the verdict hidden in a sticky comment or check run, in words, with
 * the verdict itself as structured content; text without one is a tool error saying so.
 */
export async function explainBlockTool(args: { text: string }): Promise<ToolAnswer> {
  const { readVerdictComment, explainVerdict } = await import('../core/render/verdict.js');
  const verdict = readVerdictComment(args.text);
  if (!verdict) {
    return {
      content: [
        text(
          'No heartbeat-gate verdict in this text: pass the body of the sticky comment that starts with <!-- heartbeat-gate:evidence --> (written by the workflow, not by the agent), or the summary of the heartbeat-gate / evidence check run.',
        ),
      ],
      isError: true,
    };
  }
  return {
    content: [text(explainVerdict(verdict)), text(jsonText(verdict))],
    structuredContent: { ...verdict },
  };
}

/** `heartbeat_lint`: `lint --json`, as the command decides what to check (app/lint.ts). */
export function lintTool(cwd: string) {
  return asCommand('lint', async () => {
    const report = await lintCheckout(cwd);
    const result = { ok: !report.findings.some((f) => f.severity === 'error'), ...report };
    return { content: [text(jsonText(result))], structuredContent: result };
  });
}
