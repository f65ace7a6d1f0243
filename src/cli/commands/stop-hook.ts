/**
 * `heartbeat-gate stop-hook --harness <name> [--deadline <seconds>] [--json]`: a coding-agent
 * harness's stop hook. It answers in the harness's own shape whether the agent may end its turn,
 * with the verdict the required check gives (docs/agent-hooks.md).
 */
import { HARNESS_NAMES } from '../../core/stop-hook/names.js';
import { UsageError } from '../../errors.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/stop-hook.js';
import { jsonText } from '../../core/render/text.js';

export const command = defineCommand(declaration, async ({ values, io, json }) => {
  // Loaded here: this module shares the commit-msg hook's chunk (the evidence gates), which
  // must stay small; the hook's own code comes in a chunk of its own.
  const [{ runStopHook }, { harnessNamed, hookDeadlineSeconds }] = await Promise.all([
    import('../../app/stop-hook.js'),
    import('../../core/stop-hook/harness.js'),
  ]);
  const harness = harnessNamed(values.harness ?? '');
  if (!harness) {
    throw new UsageError(`--harness must be one of ${HARNESS_NAMES.join(', ')}`);
  }
  const deadline =
    values.deadline === undefined
      ? hookDeadlineSeconds(harness.defaultTimeoutSeconds)
      : Number(values.deadline);
  if (!(deadline > 0 && deadline <= 3600)) {
    throw new UsageError(
      `--deadline must be a number of seconds from 1 to 3600, got ${JSON.stringify(values.deadline)}`,
    );
  }
  const stdin = await io.readStdin().catch(() => '');
  const result = await runStopHook({
    harness,
    stdin,
    cwd: io.cwd,
    deadlineSeconds: deadline,
    env: { ...io.env },
  });
  if (json) {
    io.stdout.write(jsonText(result.verdict));
  } else {
    io.stdout.write(result.answer.stdout);
    io.stderr.write(result.answer.stderr);
  }
  return ExitCode.ok;
});
