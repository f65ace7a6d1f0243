/** What every event handler of the Action gets and provides. */
import type { GitHub } from '../github/octokit.js';
import type { ActionInputs } from './inputs.js';
import type { ActionOutputs } from './outputs.js';
import type { Runtime } from './runtime.js';
import type { JobSummary } from './summary.js';

/** Log lines and annotations of the job (core.info / core.warning / core.error in the Action). */
export interface ActionLog {
  info(message: string): void;
  warning(message: string, title?: string): void;
  error(message: string, title?: string): void;
}

/** One run of the Action, as a handler sees it. */
export interface ActionRun {
  runtime: Runtime;
  inputs: ActionInputs;
  github: GitHub;
  /** The run's clock, read once. */
  now: Date;
  /** Set what this run decided; main writes them all at the end. */
  outputs: ActionOutputs;
  summary: JobSummary;
  log: ActionLog;
}

/** What a handler concludes: `failed` fails the job with that message. */
export interface HandlerResult {
  failed?: string;
}

/** What a handler can use when the run failed before or inside `run`. */
export interface FailedRun {
  runtime: Runtime;
  /** Absent when the inputs could not be read. */
  inputs?: ActionInputs;
  /** Absent when no client could be built (no token). */
  github?: GitHub;
  now: Date;
  summary: JobSummary;
  log: ActionLog;
}

/** The Action's work for one or more event names. */
export interface EventHandler {
  run(run: ActionRun): Promise<HandlerResult>;
  /**
   * Posts a final conclusion after an error (a required check that never reports blocks a PR
   * forever). Must not throw: main logs anything it does throw.
   */
  reportFailure?(run: FailedRun, error: Error): Promise<void>;
}
