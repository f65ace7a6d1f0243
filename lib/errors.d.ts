/**
 * Errors that mean "the input is wrong", as opposed to a bug or an I/O failure. Entry points turn
 * them into exit code 2 (CLI) or a failed step (Action), with a message that names the file and the
 * line or field so the user can fix it.
 */
export declare class InputError extends Error {
    /** The file (or input name) at fault, when there is one. */
    readonly file?: string | undefined;
    readonly name = "InputError";
    constructor(message: string, 
    /** The file (or input name) at fault, when there is one. */
    file?: string | undefined);
}
/** The command line itself is wrong: unknown command, missing or malformed option. */
export declare class UsageError extends Error {
    readonly name = "UsageError";
}
/** A team's state read or written without naming the agent: `agents` are the names to choose from. */
export declare class AgentChoiceError extends UsageError {
    readonly agents: readonly string[];
    constructor(agents: readonly string[]);
}
/**
 * A remote refused a push for good (a hook, a protected branch, no permission). An input error
 * for exit codes (exit 2, no stack trace); reported as a push failure, not as bad input.
 */
export declare class PushRefusedError extends InputError {
    readonly name = "InputError";
    readonly kind = "push-refused";
}
