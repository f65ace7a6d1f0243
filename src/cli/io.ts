/** Where a command's output goes. */
export interface CliWriter {
  /** Writes `text`; false when the writer is full (a stream's backpressure). */
  write(text: string): unknown;
  /**
   * Resolves once a full writer can take more (a stream's `drain`). Writers that never fill
   * (a test's buffer) leave it out.
   */
  drained?(): Promise<void>;
}

/** What a CLI command may touch of the outside world; tests pass their own. */
export interface CliIO {
  readonly stdout: CliWriter;
  readonly stderr: { write(text: string): unknown };
  /** Reads all of standard input; commands that take a payload on stdin call it. */
  readonly readStdin: () => Promise<string>;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** A command: parses its own arguments and returns the exit code (0 ok, 1 gate failed, 2 bad input). */
export interface CliCommand {
  readonly name?: string;
  run(args: string[], io: CliIO): Promise<number>;
}
