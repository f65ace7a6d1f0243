import type { FeedbackEvent } from '../core/model.js';
import type { ChartDay, VerdictRow } from '../core/render/score.js';
import { type ScoreSummary } from '../core/score/summary.js';
import type { GitHubClient, RepoCoordinates } from '../github/reactions.js';
import { type CycleOutcome } from './cycle.js';
import { type ReactionPollResult } from './reactions.js';
/** What a scheduled run needs. */
export interface ScheduleOptions {
    /** The workspace: a checkout of the default branch (configuration and HEARTBEAT.md come from it). */
    cwd: string;
    /** The state branch (created on first use). */
    branch: string;
    /** Push to `remote` (default `origin`), merging and retrying when it moved. */
    push: boolean;
    remote?: string;
    now: string;
    client: GitHubClient;
    repository: RepoCoordinates;
    /** Agent and operator logins besides the configuration's. */
    agents: readonly string[];
    operators: readonly string[];
}
/** What a scheduled run did. */
export interface ScheduleOutcome {
    poll: ReactionPollResult;
    /** Feedback this run added to the ledger (a concurrent run may have added some first). */
    recorded: FeedbackEvent[];
    cycle: CycleOutcome;
    /** The score as of `now`, after everything. */
    summary: ScoreSummary;
    verdicts: VerdictRow[];
    chart: ChartDay[];
    branch: string;
    /** The state commit, when anything was recorded. */
    commit: string | undefined;
    pushed: boolean;
    retries: number;
    warnings: string[];
}
/** Runs one scheduled heartbeat. */
export declare function runSchedule(options: ScheduleOptions): Promise<ScheduleOutcome>;
