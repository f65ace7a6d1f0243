export const id = 905;
export const ids = [905];
export const modules = {

/***/ 9975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   dW: () => (/* binding */ verdictsOnDays),
/* harmony export */   eU: () => (/* binding */ scoreAt),
/* harmony export */   gW: () => (/* binding */ agentsToRead),
/* harmony export */   oK: () => (/* binding */ openRepoState)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2973);
/* harmony import */ var _core_score_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4563);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1002);
/* harmony import */ var _core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8617);
/* harmony import */ var _core_score_points_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6219);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4134);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2249);
/* harmony import */ var _state_location_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3764);
/**
 * The reading side of the state: where the committed score lives for this repository (the state
 * branch when one is configured, else the working tree) and the score as of `now`. Never writes.
 */








/**
 * The agents a reading command without `--agent` covers: each team agent by name, or the single
 * agent (undefined).
 */
async function agentsToRead(cwd, repository, 
/** The revision the folders are listed at (default: where the reading commands read). */
ref) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_5__.Repo.open(cwd);
    const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root);
    if ((0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(config) || repository === undefined) {
        return (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(config) ? (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .agentNames */ .QI)(config) : [undefined];
    }
    // A clone of a shared state repository: that repository's agents are the folders its writers
    // made under its own folder (none: its single agent).
    const location = await (0,_state_location_js__WEBPACK_IMPORTED_MODULE_7__/* .locateState */ .y)(repo, config, { repository });
    const head = await repo.resolve(ref ?? location.rev);
    if (!head)
        return [undefined];
    const folders = new Set();
    const prefix = `${location.config.stateDir}/agents/`;
    for (const entry of await repo.listTree(head, `${location.config.stateDir}/agents`)) {
        const name = entry.path.slice(prefix.length).split('/')[0];
        if (name)
            folders.add(name);
    }
    return folders.size > 0 ? [...folders].sort() : [undefined];
}
/** Opens the repository containing `cwd` and its configuration. */
async function openRepo(cwd, options = {}) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_5__.Repo.open(cwd);
    return { repo, ...(await (0,_state_location_js__WEBPACK_IMPORTED_MODULE_7__/* .locateState */ .y)(repo, await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root), options)) };
}
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
async function openRepoState(cwd, options = {}) {
    const location = await openRepo(cwd, options);
    const { repo, config, stateHead } = location;
    const source = config.stateBranch
        ? (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_6__/* .commitSource */ .nv)(repo, stateHead, config.stateDir)
        : (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_6__/* .dirSource */ .v9)(repo.root, config.stateDir);
    return { ...location, store: await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_6__/* .loadStateStore */ .Dw)(source, config.stateDir) };
}
/** The committed score state moved to `now`'s calendar day in the configured timezone. */
function scoreAt(opened, now) {
    const today = (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .calendarDay */ .$6)(now, opened.config.timeZone);
    const committed = opened.store.score;
    if (!committed)
        return { state: (0,_core_score_state_js__WEBPACK_IMPORTED_MODULE_1__/* .createScoreState */ .qF)(today), fresh: true };
    return { state: (0,_core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__/* .rolloverScoreState */ .z)(committed, today), fresh: false };
}
/**
 * The ledger's verdicts on each of `dates` (calendar days in `timeZone`), oldest first, with their
 * reasons. Reads only the months those days touch.
 */
async function verdictsOnDays(opened, dates) {
    const { store, config } = opened;
    const wanted = new Set(dates);
    const byDay = new Map(dates.map((date) => [date, []]));
    // A calendar day in any timezone touches its own UTC month or a neighbour.
    const months = new Set(dates.flatMap((date) => {
        const at = Date.parse(`${date}T12:00:00Z`);
        return [-1, 0, 1].map((d) => new Date(at + d * 86_400_000).toISOString().slice(0, 7));
    }));
    for (const month of store.months.filter((m) => months.has(m))) {
        for (const event of await store.segment(month)) {
            if (event.kind !== 'verdict')
                continue;
            const day = (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .calendarDay */ .$6)(event.at, config.timeZone);
            if (!wanted.has(day))
                continue;
            byDay.get(day).push({
                at: event.at,
                taskId: event.taskId,
                verdict: event.verdict,
                required: event.required,
                groundTruthContradiction: event.groundTruthContradiction,
                points: (0,_core_score_points_js__WEBPACK_IMPORTED_MODULE_4__/* .pointsForVerdict */ .k4)(event),
                ...(event.reason ? { reason: event.reason } : {}),
            });
        }
    }
    return byDay;
}


/***/ }),

/***/ 3764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ locateState)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2973);
/**
 * Where a repository's heartbeat state lives: the state branch's head when one is configured,
 * else HEAD. Needs only a way to resolve revisions, so `log` finds it without the Repo adapter.
 */

/**
 * The state branch's head: the local branch, else its remote-tracking copy (a clone that never
 * checked it out), else undefined (no state yet).
 */
async function stateBranchHead(git, branch) {
    return ((await git.resolve(`refs/heads/${branch}`)) ??
        (await git.resolve(`refs/remotes/origin/${branch}`)));
}
/** Where `loaded` (the repository's configuration) puts the state, as `options` ask to read it. */
async function locateState(git, loaded, options = {}) {
    // A clone of a shared state repository does not know the other repository's team: there,
    // `--agent` names the agent's folder.
    const configured = options.repository && !(0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(loaded) && options.agent !== undefined
        ? (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .agentFolderTeam */ .$C)(loaded, options.agent)
        : loaded;
    const config = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .configForAgent */ .zA)(options.branch === undefined ? configured : { ...configured, stateBranch: options.branch }, options.agent, options.repository);
    const agent = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(configured) ? options.agent : undefined;
    if (!config.stateBranch)
        return { config, agent, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(git, config.stateBranch);
    return { config, agent, stateHead, rev: stateHead ?? config.stateBranch };
}


/***/ }),

/***/ 8905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   formatHistory: () => (/* binding */ formatHistory)
/* harmony export */ });
/* harmony import */ var _app_read_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9975);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(776);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7371);
/* harmony import */ var _text_table_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1446);
/**
 * `heartbeat-gate history [--json] [--now <ISO-8601>]`: today plus the archived days of the
 * rolling 7-day window (the seed's `GET /api/score/history`).
 */





const USAGE = `usage: heartbeat-gate history [--json] [--now <ISO-8601>] [--branch <name>] [--agent <name>] [--repository <owner/name>]

Today and the last 7 archived days, oldest first: score, the target in force that day, verdict
counts, operator feedback and whether the day reached its target.
  --json   print { today, history } as JSON (the seed's GET /api/score/history); each day
           also lists its verdicts with their reasons ("verdicts")
  --now    the instant to report at (default: the clock)
${_read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_USAGE */ .r$}`;
/** The history table: archived days oldest first, then today. */
function formatHistory(today, history) {
    const row = (day, label) => [
        day.date,
        label,
        String(day.score),
        String(day.target),
        String(day.verifiedCount),
        String(day.failedCount),
        String(day.unclearCount),
        String(day.contradictionCount),
        `${day.thumbsUp}/${day.thumbsDown}`,
        day.targetReached ? 'yes' : 'no',
    ];
    return (0,_text_table_js__WEBPACK_IMPORTED_MODULE_4__/* .textTable */ .e)([
        'date',
        '',
        'score',
        'target',
        'verified',
        'failed',
        'unclear',
        'contradictions',
        'up/down',
        'reached',
    ], [...history.map((day) => row(day, '')), row(today, 'today')], ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left']);
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .defineCommand */ .N)({
    name: 'history',
    summary: 'today and the 7-day score history (--json for the API shape)',
    usage: USAGE,
    options: _read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .READ_OPTIONS */ .es,
    now: true,
    json: true,
    async run({ values, io, now, json }) {
        const opened = await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_0__/* .openRepoState */ .oK)(io.cwd, (0,_read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .readOptions */ .Tt)(values));
        const { state } = (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_0__/* .scoreAt */ .eU)(opened, now);
        if (!json) {
            io.stdout.write(formatHistory(state.today, state.history));
            return _command_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .y.ok;
        }
        const days = [...state.history, state.today];
        const verdicts = await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictsOnDays */ .dW)(opened, days.map((day) => day.date));
        const withVerdicts = (day) => ({ ...day, verdicts: verdicts.get(day.date) ?? [] });
        io.stdout.write((0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonText */ .s)({ today: withVerdicts(state.today), history: state.history.map(withVerdicts) }));
        return _command_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .y.ok;
    },
});


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* reexport safe */ _core_render_text_js__WEBPACK_IMPORTED_MODULE_2__.s$)
/* harmony export */ });
/* unused harmony export parseCommandArgs */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2625);
/**
 * Option parsing shared by the commands: node's parseArgs in strict mode, its errors turned into
 * UsageError (exit 2). Instants (`--now`, `--since`) are parsed by src/app/time.ts.
 */


/** Parses `args` against `options` (no positionals unless `positionals` is set). */
function parseCommandArgs(args, options, positionals = false) {
    try {
        return parseArgs({ args, options, strict: true, allowPositionals: positionals });
    }
    catch (error) {
        throw new UsageError(error.message);
    }
}



/***/ }),

/***/ 7371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tt: () => (/* binding */ readOptions),
/* harmony export */   es: () => (/* binding */ READ_OPTIONS),
/* harmony export */   r$: () => (/* binding */ READ_USAGE)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2973);

const READ_OPTIONS = {
    branch: { type: 'string' },
    agent: { type: 'string' },
    repository: { type: 'string' },
};
const READ_USAGE = `  --branch <name>  read the state from this branch (default: stateBranch from the configuration)
  --agent <name>   the agent to read, when the configuration names several (team)
  --repository <owner/name>
                   in a clone of a state repository shared by many: read that repository's
                   folder (<stateDir>/<owner>/<name>/; with --agent, its agent's)
`;
/** The reading options as read-state takes them; a bad `--repository` is exit 2 naming it. */
function readOptions(values) {
    return {
        branch: values.branch,
        agent: values.agent,
        repository: values.repository === undefined
            ? undefined
            : (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRepositoryName */ .$M)(values.repository, '--repository'),
    };
}


/***/ }),

/***/ 1446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ textTable)
/* harmony export */ });
/**
 * Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned.
 * Cells are expected to be single-width characters (no emoji), so that columns line up.
 */
/** Renders `rows` under `header`, two spaces between columns, trailing spaces trimmed. */
function textTable(header, rows, align = []) {
    const all = [header, ...rows];
    const widths = header.map((_, col) => Math.max(...all.map((row) => (row[col] ?? '').length)));
    const line = (row) => widths
        .map((width, col) => {
        const cell = row[col] ?? '';
        return align[col] === 'right' ? cell.padStart(width) : cell.padEnd(width);
    })
        .join('  ')
        .trimEnd();
    return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}


/***/ })

};
