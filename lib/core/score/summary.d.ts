/**
 * The score at a glance (the seed's `GET /api/score`): what `heartbeat-gate score --json`, the
 * Action's outputs and the check run report.
 */
import { z } from 'zod';
import { type ScoreState } from '../model.js';
/** The score summary (seed 001 "Score API Endpoints", `GET /api/score`). */
export declare const ScoreSummarySchema: z.ZodObject<{
    date: z.ZodString;
    score: z.ZodNumber;
    target: z.ZodNumber;
    floor: z.ZodNumber;
    pointsNeeded: z.ZodNumber;
    verifiedCount: z.ZodNumber;
    failedCount: z.ZodNumber;
    penalty: z.ZodEnum<{
        none: "none";
        warning: "warning";
        tightened: "tightened";
        escalated: "escalated";
        lockdown: "lockdown";
    }>;
    reward: z.ZodEnum<{
        none: "none";
        good: "good";
        excellent: "excellent";
        outstanding: "outstanding";
    }>;
    intervalMinutes: z.ZodNumber;
    streak: z.ZodNumber;
    forcedRequired: z.ZodBoolean;
    penaltyMessage: z.ZodNullable<z.ZodString>;
    rewardMessage: z.ZodNullable<z.ZodString>;
    lifetime: z.ZodObject<{
        targetFloor: z.ZodNumber;
        totalScore: z.ZodNumber;
        totalVerified: z.ZodNumber;
        totalFailed: z.ZodNumber;
        totalContradictions: z.ZodNumber;
        daysTracked: z.ZodNumber;
        bestDayScore: z.ZodNumber;
        streak: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>;
export type ScoreSummary = z.infer<typeof ScoreSummarySchema>;
/** Options shared by the summary and the prompt section. */
export interface ScoreViewOptions {
    /** The configured heartbeat interval, used when no tier changes it. */
    defaultIntervalMinutes: number;
}
/** Summarizes `state` for reporting: tiers, interval, messages and lifetime stats. */
export declare function summarizeScore(state: ScoreState, options: ScoreViewOptions): ScoreSummary;
