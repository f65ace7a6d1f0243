/**
 * `heartbeat-gate prompt [--now <ISO-8601>]`: what the agent reads before its next cycle — the
 * contract with the open cycle's progress (`buildContractPrompt`), then the score section
 * (`buildScorePromptSection`), as Markdown on standard output.
 */
import { agentPromptSections } from '../../app/agent-prompt.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/prompt.js';
import { jsonText } from '../../core/render/text.js';
import { readOptions } from '../read-options.js';

export const command = defineCommand(declaration, async ({ values, io, now, json }) => {
  const sections = await agentPromptSections(io.cwd, now, readOptions(values));
  io.stdout.write(
    json ? jsonText(sections) : `${sections.contract.trimEnd()}\n\n${sections.score}`,
  );
  return ExitCode.ok;
});
