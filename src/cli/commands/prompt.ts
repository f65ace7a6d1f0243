/**
 * `heartbeat-gate prompt [--now <ISO-8601>]`: what the agent reads before its next cycle — the
 * contract with the open cycle's progress (`buildContractPrompt`), then the score section
 * (`buildScorePromptSection`), as Markdown on standard output.
 */
import { agentPrompt } from '../../app/agent-prompt.js';
import type { CliCommand } from '../io.js';
import { parseCommandArgs, resolveNow } from '../options.js';

const USAGE = `usage: heartbeat-gate prompt [--now <ISO-8601>]

Prints the agent's prompt for its next heartbeat cycle (Markdown): the HEARTBEAT.md context and
tasks with the open cycle's progress (pending, retries, done, abandoned), then the accountability
score section (progress bar, points needed, rules, the active penalty or reward).
  --now    the instant the score is reported at (default: the clock)
`;

export const command: CliCommand = {
  summary: "the agent's next-cycle prompt: contract, progress and score section (Markdown)",
  async run(args, io) {
    const { values } = parseCommandArgs(args, {
      now: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    io.stdout.write(await agentPrompt(io.cwd, resolveNow(values.now)));
    return 0;
  },
};
