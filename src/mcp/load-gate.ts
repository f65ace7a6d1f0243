/** Loads ./gate.ts, in the CLI's "gate" chunk with `evidence` and `check-commit`. */
export const loadGate = () => import(/* webpackChunkName: "gate" */ './gate.js');
