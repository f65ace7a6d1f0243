/**
 * The score summary's zod schema, for the library (`ScoreSummarySchema`) and the tests that read
 * `score --json`: apart from summary.ts, so a command that prints a summary loads no zod.
 */
import { z } from 'zod';
/** The score summary, as `heartbeat-gate score --json` prints it. */
export declare const ScoreSummarySchema: z.ZodObject<{
    date: z.ZodString;
    score: z.ZodNumber;
    target: z.ZodNumber;
    floor: z.ZodNumber;
    pointsNeeded: z.ZodNumber;
    verifiedCount: z.ZodNumber;
    failedCount: z.ZodNumber;
    thumbsUp: z.ZodNumber;
    thumbsDown: z.ZodNumber;
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
