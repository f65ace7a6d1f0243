/**
 * The Action's outputs (they mirror `heartbeat-gate score --json`). Every run sets all of them,
 * first to their "nothing happened" values, so later steps always read a value.
 */
/** Output name → value, keys exactly action.yml's outputs. */
export interface ActionOutputs {
    /** Today's score, or empty when the run did not read the state. */
    score: string;
    /** Today's target, or empty. */
    target: string;
    /** The active penalty tier (`none` … `lockdown`), or empty. */
    penalty: string;
    /** The active reward tier (`none` … `outstanding`), or empty. */
    reward: string;
    /** Minutes until the next heartbeat cycle is due, or empty. */
    'interval-minutes': string;
    /** `true` when this run was due for a heartbeat cycle. */
    due: string;
    /** `true` when the evidence gate blocked the PR. */
    blocked: string;
    /** The topic the gate published for the first required topic (`build.done` or `build.blocked`). */
    'published-topic': string;
}
/** The values a run that did nothing leaves. */
export declare const NOTHING_HAPPENED: Readonly<ActionOutputs>;
/** The output names, as action.yml spells them. */
export declare const OUTPUT_NAMES: (keyof ActionOutputs)[];
