/**
 * The Action's `run()`: read the runner's environment and the inputs, hand the event to its
 * handler, then write the outputs and the job summary whatever happened. No rule lives here.
 */
import * as core from '@actions/core';
import { InputError, PushRefusedError } from '../errors.js';
import { createGitHubClient, type GitHub } from '../github/octokit.js';
import { handlerFor } from './events.js';
import type { ActionLog, EventHandler } from './handler.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { NOTHING_HAPPENED, OUTPUT_NAMES, type ActionOutputs } from './outputs.js';
import { readRuntime, type Runtime } from './runtime.js';
import { JobSummary } from './summary.js';
import { escapeMarkdown } from '../core/render/markdown.js';

const log: ActionLog = {
  info: (message) => core.info(message),
  warning: (message, title) => core.warning(message, title ? { title } : {}),
  error: (message, title) => core.error(message, title ? { title } : {}),
};

/** Runs the Action once; the process exit code follows core.setFailed. */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const outputs: ActionOutputs = { ...NOTHING_HAPPENED };
  for (const name of OUTPUT_NAMES) core.setOutput(name, outputs[name]);
  const summary = new JobSummary();
  const now = new Date();
  let runtime: Runtime | undefined;
  let inputs: ActionInputs | undefined;
  let github: GitHub | undefined;
  let handler: EventHandler | undefined;
  try {
    // Before anything can print it: the runner masks secrets it knows, not a token we were handed.
    const stateToken = core.getInput('state-token');
    if (stateToken) core.setSecret(stateToken);
    runtime = readRuntime(env);
    handler = handlerFor(runtime.eventName, runtime.payload);
    const token = core.getInput('token');
    if (token) github = createGitHubClient({ token, baseUrl: runtime.apiUrl, log });
    inputs = readInputs((name) => core.getInput(name));
    if (!handler) {
      summary.add(`Nothing to do for \`${escapeMarkdown(runtime.eventName)}\` events.`);
      log.info(`heartbeat-gate: nothing to do for '${runtime.eventName}' events`);
      return;
    }
    github ??= createGitHubClient({ token: inputs.token, baseUrl: runtime.apiUrl, log });
    const result = await handler.run({ runtime, inputs, github, now, outputs, summary, log });
    if (result.failed) core.setFailed(result.failed);
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    const what =
      error instanceof PushRefusedError
        ? 'Push failed'
        : error instanceof InputError
          ? 'Bad input'
          : 'heartbeat-gate failed';
    core.setFailed(`${what}: ${error.message}`);
    summary.add(`### ❌ ${what}\n\n${escapeMarkdown(error.message)}`);
    if (!(error instanceof InputError) && error.stack) core.debug(error.stack);
    if (runtime && handler?.reportFailure) {
      try {
        await handler.reportFailure(
          {
            runtime,
            now,
            summary,
            log,
            ...(inputs ? { inputs } : {}),
            ...(github ? { github } : {}),
          },
          error,
        );
      } catch (reportError) {
        log.warning(`could not report the failure: ${(reportError as Error).message}`);
      }
    }
  } finally {
    for (const name of OUTPUT_NAMES) {
      if (outputs[name] !== NOTHING_HAPPENED[name]) core.setOutput(name, outputs[name]);
    }
    await writeSummary(summary);
  }
}

async function writeSummary(summary: JobSummary): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info(summary.render());
    return;
  }
  try {
    await core.summary.addRaw(summary.render()).write();
  } catch (error) {
    core.warning(`could not write the job summary: ${(error as Error).message}`);
  }
}
