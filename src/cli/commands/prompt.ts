/**
 * `heartbeat-gate prompt [--now <ISO-8601>]`: what the agent reads before its next cycle — the
 * contract with the open cycle's progress (`buildContractPrompt`), then the score section
 * (`buildScorePromptSection`), as Markdown on standard output.
 */
import { agentPromptSections } from '../../app/agent-prompt.js';
import { defineCommand, ExitCode } from '../command.js';
import { jsonText } from '../options.js';

const USAGE = `usage: heartbeat-gate prompt [--now <ISO-8601>] [--branch <name>] [--agent <name>] [--json]

Prints the agent's prompt for its next heartbeat cycle (Markdown): the HEARTBEAT.md context and
tasks with the open cycle's progress (pending, retries, done, abandoned), then the accountability
score section (progress bar, points needed, rules, the active penalty or reward).
  --now     the instant the score is reported at (default: the clock)
  --branch  read the state from this branch (default: stateBranch from the configuration)
  --agent <name>   the agent to read, when the configuration names several (team)
  --json    print { contract, score }: the two sections as Markdown strings
`;

export const command = defineCommand({
  name: 'prompt',
  summary: "the agent's next-cycle prompt: contract, progress and score section (Markdown)",
  usage: USAGE,
  options: { branch: { type: 'string' }, agent: { type: 'string' } },
  now: true,
  json: true,
  async run({ values, io, now, json }) {
    const sections = await agentPromptSections(io.cwd, now, {
      branch: values.branch,
      agent: values.agent,
    });
    io.stdout.write(
      json ? jsonText(sections) : `${sections.contract.trimEnd()}\n\n${sections.score}`,
    );
    return ExitCode.ok;
  },
});
