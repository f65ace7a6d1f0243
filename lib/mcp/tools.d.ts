import type { GatedTopic } from '../core/model.js';
/** A tool's answer: text for the model, the JSON object when the command has a `--json` shape. */
export interface ToolAnswer {
    [key: string]: unknown;
    content: {
        type: 'text';
        text: string;
    }[];
    structuredContent?: Record<string, unknown>;
    isError?: boolean;
}
/** `heartbeat_contract`: the prompt `heartbeat-gate prompt` prints. */
export declare function contractTool(cwd: string, args: {
    now?: string | undefined;
}): Promise<ToolAnswer>;
/** `heartbeat_score`: the prompt's score section, then `score --json`. */
export declare function scoreTool(cwd: string, args: {
    now?: string | undefined;
}): Promise<ToolAnswer>;
interface ClaimArgs {
    topic: string;
    payload: string;
    mutationWarnThreshold?: number | undefined;
}
/** `heartbeat_check_evidence`: `evidence --json`; a blocked claim is an answer, not an error. */
export declare function checkEvidenceTool(args: ClaimArgs): Promise<ToolAnswer>;
/**
 * `heartbeat_claim_trailer`: the trailer block to append to the commit message, or, for a claim
 * the gate would block, a tool error reading exactly as `evidence` prints it.
 */
export declare function claimTrailerTool(args: ClaimArgs & {
    topic: GatedTopic;
}): Promise<ToolAnswer>;
/** `heartbeat_lint`: `lint --json` over the contract and the state files. */
export declare function lintTool(cwd: string): Promise<ToolAnswer>;
export {};
