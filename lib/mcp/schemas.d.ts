/**
 * The tools' input schemas: zod shapes the SDK validates calls against and lists as JSON Schema.
 * The topic of a trailer is the model's GatedTopicSchema, the one the ledger and gates use; `now`
 * is checked by the CLI's own `--now` rule, so a bad value reads as the CLI's message.
 */
import { z } from 'zod';
/** `heartbeat_contract` and `heartbeat_score`, as `prompt` and `score` take them. */
export declare const ReportInput: {
    now: z.ZodOptional<z.ZodString>;
};
/** `heartbeat_check_evidence`, as `evidence` takes it. */
export declare const EvidenceInput: {
    topic: z.ZodString;
    payload: z.ZodString;
    mutationWarnThreshold: z.ZodOptional<z.ZodNumber>;
};
/** `heartbeat_claim_trailer`: only the gated topics have a trailer. */
export declare const ClaimTrailerInput: {
    topic: z.ZodEnum<{
        "build.done": "build.done";
        "review.done": "review.done";
        "verify.passed": "verify.passed";
    }>;
    payload: z.ZodString;
    mutationWarnThreshold: z.ZodOptional<z.ZodNumber>;
};
