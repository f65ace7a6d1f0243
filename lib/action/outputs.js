/**
 * The Action's outputs (they mirror `heartbeat-gate score --json`). Every run sets all of them,
 * first to their "nothing happened" values, so later steps always read a value.
 */
/** The values a run that did nothing leaves. */
export const NOTHING_HAPPENED = {
    score: '',
    target: '',
    penalty: '',
    reward: '',
    'interval-minutes': '',
    due: 'false',
    blocked: 'false',
    'published-topic': '',
};
/** The output names, as action.yml spells them. */
export const OUTPUT_NAMES = Object.keys(NOTHING_HAPPENED);
