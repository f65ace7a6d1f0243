export const id = 236;
export const ids = [236];
export const modules = {

/***/ 8236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verifyCycleLog: () => (/* binding */ verifyCycleLog)
/* harmony export */ });
/* harmony import */ var _core_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3937);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6008);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2249);
/* harmony import */ var _cycle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5952);





/** Every cycle's record as a replay of the ledger at `head` gives it, by cycle number. */
async function replayedRecords(repo, config, head) {
    const store = await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .loadStateStore */ .Dw)((0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .commitSource */ .nv)(repo, head, config.stateDir), config.stateDir);
    const view = { defaultIntervalMinutes: config.defaultIntervalMinutes };
    const records = new Map();
    let state;
    for (const event of await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_2__/* .allEvents */ .Xz)(store)) {
        const before = state;
        state = (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_1__/* .applyLedgerEvent */ .E_)(state, event, { timeZone: config.timeZone });
        if (event.kind === 'cycle') {
            records.set(event.cycle, (0,_cycle_js__WEBPACK_IMPORTED_MODULE_3__/* .cycleCommitRecord */ .jn)(event.cycle, before, state, view));
        }
    }
    return records;
}
const verdictList = (record) => record.verdicts
    .map((v) => `${v.taskId} ${v.verdict}${v.contradiction ? ' contradiction' : ''}`)
    .join(', ') || 'none';
/** The verdict and contradiction trailers a record is written with (as the gate writes them). */
const verdictTrailers = (record) => (0,_core_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCycleMessage */ .BP)(record)
    .split('\n')
    .filter((line) => /^Heartbeat-(Verdict|Contradiction):/.test(line))
    .join('\n');
/** How a commit's record differs from the ledger's, one phrase per field. */
function recordProblems(stated, ledger) {
    const problems = [];
    if (stated.score !== ledger.score || stated.target !== ledger.target) {
        problems.push(`says score ${stated.score}/${stated.target}, the ledger gives ${ledger.score}/${ledger.target}`);
    }
    if (stated.tier !== ledger.tier) {
        problems.push(`says tier ${stated.tier}, the ledger gives ${ledger.tier}`);
    }
    if (stated.delta !== ledger.delta) {
        problems.push(`says delta ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(stated.delta)}, the ledger gives ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(ledger.delta)}`);
    }
    if (stated.intervalMinutes !== ledger.intervalMinutes) {
        problems.push(`says next in ${stated.intervalMinutes} min, the ledger gives ${ledger.intervalMinutes}`);
    }
    if (verdictTrailers(stated) !== verdictTrailers(ledger)) {
        problems.push(`says verdicts ${verdictList(stated)}, the ledger gives ${verdictList(ledger)}`);
    }
    return problems;
}
/**
 * The problems of each listed cycle commit (by sha; an empty list: it verifies), judged against
 * the ledger at `head` (the state branch's head `log` reads).
 */
async function verifyCycleLog(repo, config, head, entries) {
    const result = new Map();
    if (!head || entries.length === 0)
        return result;
    const records = await replayedRecords(repo, config, head);
    const added = await repo.addedLines(entries.map((entry) => entry.sha), `${config.stateDir}/ledger`);
    for (const entry of entries) {
        const problems = [];
        const id = `"id":"cycle-${entry.cycle}"`;
        if (!(added.get(entry.sha) ?? []).some((line) => line.startsWith(`{${id},`))) {
            problems.push(`adds no cycle-${entry.cycle} event to the ledger`);
        }
        const ledger = records.get(entry.cycle);
        if (ledger)
            problems.push(...recordProblems(entry, ledger));
        else
            problems.push(`the ledger has no cycle ${entry.cycle}`);
        result.set(entry.sha, problems);
    }
    return result;
}


/***/ })

};
