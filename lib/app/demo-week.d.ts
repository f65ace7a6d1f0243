import type { CycleTier } from '../core/cycle.js';
import type { DailyScore, Verdict } from '../core/model.js';
import { type ScoreSummary } from '../core/score/summary.js';
type TaskId = 'run_tests' | 'triage_issues' | 'update_changelog' | 'refresh_docs';
interface PlannedVerdict {
    task: TaskId;
    verdict: Verdict;
    contradiction?: boolean;
    evidence: string;
}
/** One cycle: the verdicts the verifier reports on its tasks, then any operator feedback. */
interface PlannedCycle {
    verdicts: PlannedVerdict[];
    feedback?: ('up' | 'down')[];
}
interface PlannedDay {
    /** What happens that day, in a line. */
    note: string;
    cycles: PlannedCycle[];
}
/** The week. Each day also ends with a closing cycle, so its verdicts are committed that day. */
export declare const DEMO_WEEK: readonly PlannedDay[];
/** The first day of the demo week (a Monday); times are UTC. */
export declare const DEMO_START = "2026-03-02";
/** One simulated day, as the score saw it. */
export interface DemoDay {
    day: number;
    date: string;
    note: string;
    /** At the start of the day: the target in force, the ratchet floor and the 7-day positive average. */
    target: number;
    floor: number;
    average: number | undefined;
    /** The day's tier at each cycle, then at the end of the day. */
    tiers: CycleTier[];
    cycles: number;
    /** The day's totals at midnight. */
    end: DailyScore;
    summary: ScoreSummary;
}
/** Creates the demo repository: HEARTBEAT.md committed on `main`, no configuration. */
export declare function createDemoRepository(): Promise<string>;
/** Removes the demo repository. */
export declare function removeDemoRepository(dir: string): Promise<void>;
/** Runs the week in `cwd`, reporting each day as it ends. */
export declare function simulateDemoWeek(cwd: string, onDay?: (day: DemoDay) => void): Promise<DemoDay[]>;
export {};
