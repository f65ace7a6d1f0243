/**
 * Errors that mean "the input is wrong", as opposed to a bug or an I/O failure. Entry points turn
 * them into exit code 2 (CLI) or a failed step (Action), with a message that names the file and the
 * line or field so the user can fix it.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    message: string,
    /** The file (or input name) at fault, when there is one. */
    readonly file?: string,
  ) {
    super(message);
  }
}

/** The command line itself is wrong: unknown command, missing or malformed option. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A team's state read or written without naming the agent: `agents` are the names to choose from. */
export class AgentChoiceError extends UsageError {
  constructor(readonly agents: readonly string[]) {
    super(`this repository has several agents: pass --agent <name> (${agents.join(', ')})`);
  }
}

/**
 * A remote refused a push for good (a hook, a protected branch, no permission). An input error
 * for exit codes (exit 2, no stack trace); reported as a push failure, not as bad input.
 */
export class PushRefusedError extends InputError {
  override readonly name = 'InputError';
  readonly kind = 'push-refused';
}
