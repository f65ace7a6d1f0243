/** The README between a heading and the next heading of the same or a higher level (code blocks skipped). */
export declare function part(heading: string): string;
export interface Step {
    command: string;
    expected: string[];
}
/** The `$ command` lines of a part's console blocks, each with the lines shown under it. */
export declare function steps(text: string): Step[];
/** Splits a command line as sh does for plain words and '…' / "…" quotes. */
export declare function words(command: string): string[];
/** Runs the steps in `cwd`: heartbeat-gate in-process, `echo $?` from the last, the rest in sh. */
export declare function play(cwd: string, list: Step[]): Promise<void>;
