/**
 * Errors that mean "the input is wrong", as opposed to a bug or an I/O failure. Entry points turn
 * them into exit code 2 (CLI) or a failed step (Action), with a message that names the file and the
 * line or field so the user can fix it.
 */
export class InputError extends Error {
    file;
    name = 'InputError';
    constructor(message, 
    /** The file (or input name) at fault, when there is one. */
    file) {
        super(message);
        this.file = file;
    }
}
/** The command line itself is wrong: unknown command, missing or malformed option. */
export class UsageError extends Error {
    name = 'UsageError';
}
/** A team's state read or written without naming the agent: `agents` are the names to choose from. */
export class AgentChoiceError extends UsageError {
    agents;
    constructor(agents) {
        super(`this repository has several agents: pass --agent <name> (${agents.join(', ')})`);
        this.agents = agents;
    }
}
/**
 * A remote refused a push for good (a hook, a protected branch, no permission). An input error
 * for exit codes (exit 2, no stack trace); reported as a push failure, not as bad input.
 */
export class PushRefusedError extends InputError {
    name = 'InputError';
    kind = 'push-refused';
}
