/**
 * `heartbeat-gate prompt [--now <ISO-8601>]`: what the agent reads before its next cycle — the
 * contract with the open cycle's progress (`buildContractPrompt`), then the score section
 * (`buildScorePromptSection`), as Markdown on standard output.
 */
import { loadContract } from '../../app/contract-file.js';
import { openRepoState, scoreAt } from '../../app/read-state.js';
import { buildContractPrompt } from '../../core/contract-prompt.js';
import { buildScorePromptSection } from '../../core/score/prompt.js';
import { defineCommand, ExitCode } from '../command.js';
import { jsonText } from '../options.js';

const USAGE = `usage: heartbeat-gate prompt [--now <ISO-8601>] [--branch <name>] [--json]

Prints the agent's prompt for its next heartbeat cycle (Markdown): the HEARTBEAT.md context and
tasks with the open cycle's progress (pending, retries, done, abandoned), then the accountability
score section (progress bar, points needed, rules, the active penalty or reward).
  --now     the instant the score is reported at (default: the clock)
  --branch  read the state from this branch (default: stateBranch from the configuration)
  --json    print { contract, score }: the two sections as Markdown strings
`;

export const command = defineCommand({
  name: 'prompt',
  summary: "the agent's next-cycle prompt: contract, progress and score section (Markdown)",
  usage: USAGE,
  options: { branch: { type: 'string' } },
  now: true,
  json: true,
  async run({ values, io, now, json }) {
    const opened = await openRepoState(io.cwd, { branch: values.branch });
    const contract = await loadContract(opened.repo.root, opened.config);
    const { state } = scoreAt(opened, now);
    const contractSection = buildContractPrompt(contract, opened.store.progress);
    const scoreSection = buildScorePromptSection(state, {
      defaultIntervalMinutes: opened.config.defaultIntervalMinutes,
    });
    io.stdout.write(
      json
        ? jsonText({ contract: contractSection, score: scoreSection })
        : `${contractSection.trimEnd()}\n\n${scoreSection}`,
    );
    return ExitCode.ok;
  },
});
