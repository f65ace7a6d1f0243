/**
 * HEARTBEAT.md, the heartbeat contract (docs/contract.md): structured tasks under `## Tasks`,
 * freeform context everywhere else. Never throws, and runs in time linear in its input: every line
 * is scanned a constant number of times and no regular expression can backtrack.
 */
import type { ContractDiagnostic, HeartbeatContract } from './model.js';
/** `max_attempts` when a task line does not say. */
export declare const DEFAULT_MAX_ATTEMPTS = 3;
/** Task ids travel in commit trailers and messages: a longer one is an error, not a slug. */
export declare const MAX_TASK_ID_LENGTH = 100;
/**
 * The most tasks a contract may hold. Each cycle records its tasks in one ledger line: a million
 * tasks wrote a 120 MB line, over GitHub's 100 MB file limit, so the cap is part of the format.
 */
export declare const MAX_TASKS = 1000;
/** The largest contract in UTF-8 bytes (a real one is a few KB); the rest is not read. */
export declare const MAX_CONTRACT_BYTES: number;
/** The verification hint when a task line names none. */
export declare const DEFAULT_VERIFY_HINT = "task_completed";
/**
 * The task id of `text`: lowercased (NFC), every run of characters other than letters, digits
 * and combining marks (spaces, `-`, `_`, `.`, punctuation) becomes one `_`, and leading or
 * trailing `_` are dropped. `Check E-mail!` → `check_e_mail`. Idempotent; empty when `text` has
 * no letter or digit.
 */
export declare function slugifyTaskId(text: string): string;
/** OpenClaw's reply when its heartbeat checklist needs nothing: marks a file written for OpenClaw. */
export declare const OPENCLAW_OK = "HEARTBEAT_OK";
/** `file:line: severity: message`, the form editors and CI logs link. */
export declare function formatContractDiagnostic(diagnostic: ContractDiagnostic): string;
/** Whether the contract has any error (a warning alone leaves it usable as is). */
export declare function hasContractErrors(contract: HeartbeatContract): boolean;
/**
 * Parses HEARTBEAT.md text. Tasks come from the `## Tasks` section (up to the next heading of
 * level 1 or 2); everything else is the freeform context. A line inside `## Tasks` that looks like
 * a task but does not parse is an error diagnostic with its line number, never dropped silently;
 * other text there is a warning, since it reaches neither the tasks nor the context.
 * `file` names the contract in diagnostics.
 */
export declare function parseHeartbeatContract(text: string, file?: string): HeartbeatContract;
