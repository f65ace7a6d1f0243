/**
 * `heartbeat-gate prompt [--now <ISO-8601>]`: what the agent reads before its next cycle — the
 * contract with the open cycle's progress (`buildContractPrompt`), then the score section
 * (`buildScorePromptSection`), as Markdown on standard output.
 */
import { agentPromptSections } from '../../app/agent-prompt.js';
import { defineCommand, ExitCode } from '../command.js';
import { jsonText } from '../options.js';
import {
  READ_OPTIONS,
  READ_USAGE,
  readOptions,
  REMOTE_READ_OPTION,
  REMOTE_READ_USAGE,
} from '../read-options.js';

const USAGE = `usage: heartbeat-gate prompt [--now <ISO-8601>] [--json] [--branch <name>] [--agent <name>] [--repository <owner/name>] [--remote <name|url|path>]

Prints the agent's prompt for its next heartbeat cycle (Markdown): the HEARTBEAT.md context and
tasks with the open cycle's progress (pending, retries, done, abandoned), then the accountability
score section (progress bar, points needed, rules, the active penalty or reward).
The contract is always this repository's; where the state is read from follows the options.
  --now     the instant the score is reported at (default: the clock)
  --json    print { contract, score }: the two sections as Markdown strings
${READ_USAGE}${REMOTE_READ_USAGE}`;

export const command = defineCommand({
  name: 'prompt',
  summary: "the agent's next-cycle prompt: contract, progress and score section (Markdown)",
  usage: USAGE,
  options: { ...READ_OPTIONS, ...REMOTE_READ_OPTION },
  now: true,
  json: true,
  async run({ values, io, now, json }) {
    const sections = await agentPromptSections(io.cwd, now, readOptions(values));
    io.stdout.write(
      json ? jsonText(sections) : `${sections.contract.trimEnd()}\n\n${sections.score}`,
    );
    return ExitCode.ok;
  },
});
