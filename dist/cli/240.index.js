export const id = 240;
export const ids = [240];
export const modules = {

/***/ 4547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ forEachCycleLogEntry),
/* harmony export */   x: () => (/* binding */ readCycleLog)
/* harmony export */ });
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1002);
/* harmony import */ var _core_cycle_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3937);
/**
 * The audit trail: every cycle commit in git history, read back from its trailers. One `git log`
 * with a format for the whole history (no process per commit), so 10,000 cycles read in one go.
 */


/**
 * Visits each cycle commit reachable from `rev`, newest first, as git prints it: nothing is
 * kept, so memory does not grow with the history. None when `rev` does not exist yet.
 */
async function forEachCycleLogEntry(repo, rev, since, visit, 
/** Only commits touching these paths (a repository's folder of a shared state repository). */
paths = []) {
    const head = await repo.resolve(rev);
    if (!head)
        return;
    await repo.forEachLogRecord(head, _core_cycle_js__WEBPACK_IMPORTED_MODULE_1__/* .CYCLE_SUBJECT_PREFIX */ .HE, (record) => {
        const cycle = (0,_core_cycle_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCycleMessage */ .Pt)(record.message);
        if (!cycle)
            return;
        if (since && !keep(record.date, since))
            return;
        visit({
            sha: record.sha,
            date: record.date,
            author: record.author,
            authorEmail: record.authorEmail,
            ...cycle,
        });
    }, paths);
}
/** Cycle commits reachable from `rev`, newest first; none when `rev` does not exist yet. */
async function readCycleLog(repo, rev, since, paths = []) {
    const entries = [];
    await forEachCycleLogEntry(repo, rev, since, (entry) => entries.push(entry), paths);
    return entries;
}
const HOUR = 3_600_000;
// Filtered here rather than with `git log --since`, which stops early on out-of-order dates.
function keep(date, since) {
    const instant = Date.parse(date);
    if ('instant' in since)
        return instant >= since.instant;
    // Day D starts between UTC midnight - 14 h and + 12 h in every timezone: only the instants in
    // between need the (slow) timezone conversion.
    const midnight = Date.parse(`${since.day}T00:00:00Z`);
    if (instant >= midnight + 12 * HOUR)
        return true;
    if (instant < midnight - 14 * HOUR)
        return false;
    return (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarDay */ .$6)(date, since.timeZone) >= since.day;
}


/***/ }),

/***/ 8236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ verifyCycleLog)
/* harmony export */ });
/* harmony import */ var _core_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3937);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6008);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2249);
/* harmony import */ var _cycle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3055);





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


/***/ }),

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
/**
 * The reading side of the state: where the committed score lives for this repository (the state
 * branch when one is configured, else the working tree) and the score as of `now`. Never writes.
 */







/**
 * The state branch's head: the local branch, else its remote-tracking copy (a clone that never
 * checked it out), else undefined (no state yet).
 */
async function stateBranchHead(repo, branch) {
    return ((await repo.resolve(`refs/heads/${branch}`)) ??
        (await repo.resolve(`refs/remotes/origin/${branch}`)));
}
/**
 * The agents a reading command without `--agent` covers: each team agent by name, or the single
 * agent (undefined).
 */
async function agentsToRead(cwd) {
    const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)((await _git_repo_js__WEBPACK_IMPORTED_MODULE_5__/* .Repo */ .lc.open(cwd)).root);
    return (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(config) ? (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .agentNames */ .QI)(config) : [undefined];
}
/** Opens the repository containing `cwd` and its configuration. */
async function openRepo(cwd, options = {}) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_5__/* .Repo */ .lc.open(cwd);
    const configured = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root);
    // A clone of a shared state repository does not know the other repository's team: there,
    // `--agent` names the agent's folder.
    const loaded = options.repository && !(0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(configured) && options.agent !== undefined
        ? (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .agentFolderTeam */ .$C)(configured, options.agent)
        : configured;
    const config = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .configForAgent */ .zA)(options.branch === undefined ? loaded : { ...loaded, stateBranch: options.branch }, options.agent, options.repository);
    const agent = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(loaded) ? options.agent : undefined;
    if (!config.stateBranch)
        return { repo, config, agent, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(repo, config.stateBranch);
    return { repo, config, agent, stateHead, rev: stateHead ?? config.stateBranch };
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

/***/ 2859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   formatCycleLog: () => (/* binding */ formatCycleLog),
/* harmony export */   formatVerifiedLog: () => (/* binding */ formatVerifiedLog)
/* harmony export */ });
/* harmony import */ var _app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4547);
/* harmony import */ var _core_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4146);
/* harmony import */ var _app_audit_verify_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8236);
/* harmony import */ var _app_read_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9975);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(776);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7371);
/* harmony import */ var _app_time_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2706);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2625);
/**
 * `heartbeat-gate log [--json] [--since <date>]`: the audit trail — every cycle commit in git
 * history with when, score, target, tier, delta, each verdict and who made it.
 */









const USAGE = `usage: heartbeat-gate log [--json] [--since <YYYY-MM-DD | ISO-8601>] [--verify] [--branch <name>] [--agent <name>] [--repository <owner/name>]

Every cycle commit in git history, newest first, read back from its Heartbeat-* trailers: when,
the cycle number, score / target and tier, the points since the previous cycle, each verdict and
who made the commit.
  --json    print the entries as a JSON array
  --since   only cycles from this calendar day (configured timezone) or instant onwards
  --verify  check each cycle commit against the ledger (it adds its cycle event; its score and
            verdicts equal a replay); mismatches are marked and the exit status is 1
${_read_options_js__WEBPACK_IMPORTED_MODULE_6__/* .READ_USAGE */ .r$}`;
/** Room for the longest verdict name, so a streamed log aligns without seeing it all first. */
const VERDICT_WIDTH = Math.max(..._core_model_js__WEBPACK_IMPORTED_MODULE_1__/* .VerdictSchema */ .jp.options.map((verdict) => verdict.length));
/** One cycle as a terminal reads it: a headline, then one line per verdict padded to `width`. */
function formatCycleEntry(e, width) {
    const head = `${e.sha.slice(0, 10)}  ${e.date}  cycle ${e.cycle}  ${e.score}/${e.target} ${e.tier}  ` +
        `${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_8__/* .signed */ .x8)(e.delta)}  next in ${e.intervalMinutes} min  by ${e.author} <${e.authorEmail}>`;
    const verdicts = e.verdicts.flatMap((v) => [
        `    ${v.verdict.padEnd(width)}  ${v.taskId}` +
            (v.contradiction ? '  (ground truth contradiction)' : '') +
            (v.reason ? `  — ${v.reason}` : ''),
        ...(v.contradictions ?? []).map((c) => `      claimed: ${c.claimed}\n      actual:  ${c.actual}`),
    ]);
    return [head, ...verdicts].join('\n');
}
/** The log as a terminal reads it: a headline per cycle, then one line per verdict. */
function formatCycleLog(entries) {
    if (entries.length === 0)
        return 'No cycle commits yet.\n';
    const width = Math.max(0, ...entries.flatMap((e) => e.verdicts.map((v) => v.verdict.length)));
    return entries
        .map((e) => formatCycleEntry(e, width))
        .join('\n')
        .concat('\n');
}
/**
 * Prints the log as git walks it, one cycle at a time: text as `formatCycleLog` (verdicts padded
 * to the longest name), or a JSON array written element by element, valid once `end()` ran.
 */
function streamCycleLog(out, json) {
    let count = 0;
    // Written in blocks: one write per cycle queued thousands of small buffers on a pipe.
    let pending = '';
    const write = (text) => {
        pending += text;
        if (pending.length >= 1 << 16) {
            out.write(pending);
            pending = '';
        }
    };
    return {
        entry(entry) {
            if (json) {
                const element = JSON.stringify(entry, null, 2).replaceAll('\n', '\n  ');
                write(`${count === 0 ? '[\n' : ',\n'}  ${element}`);
            }
            else {
                write(`${formatCycleEntry(entry, VERDICT_WIDTH)}\n`);
            }
            count += 1;
        },
        end() {
            if (json)
                write(count === 0 ? '[]\n' : '\n]\n');
            else if (count === 0)
                write(formatCycleLog([]));
            if (pending !== '')
                out.write(pending);
        },
    };
}
/** The log with each cycle commit marked verified, or not with what differs from the ledger. */
function formatVerifiedLog(entries) {
    if (entries.length === 0)
        return formatCycleLog(entries);
    const forged = entries.filter((entry) => entry.problems.length > 0).length;
    const blocks = entries.map((entry) => {
        const mark = entry.problems.length === 0
            ? '    ✓ verified against the ledger'
            : entry.problems.map((problem) => `    ✗ NOT VERIFIED: ${problem}`).join('\n');
        return `${formatCycleLog([entry]).trimEnd()}\n${mark}`;
    });
    const tally = forged === 0
        ? `All ${entries.length} cycle commit(s) verified against the ledger.`
        : `${forged} of ${entries.length} cycle commit(s) are not what the ledger records.`;
    return `${blocks.join('\n')}\n${tally}\n`;
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_4__/* .defineCommand */ .N)({
    name: 'log',
    summary: 'the audit trail: every cycle commit with score, delta and verdicts (--json)',
    usage: USAGE,
    options: {
        since: { type: 'string' },
        verify: { type: 'boolean' },
        ..._read_options_js__WEBPACK_IMPORTED_MODULE_6__/* .READ_OPTIONS */ .es,
    },
    json: true,
    async run({ values, io, json }) {
        const since = values.since === undefined ? undefined : (0,_app_time_js__WEBPACK_IMPORTED_MODULE_7__/* .parseSince */ .m1)(values.since);
        const read = (0,_read_options_js__WEBPACK_IMPORTED_MODULE_6__/* .readOptions */ .Tt)(values);
        const { repo, config, rev, agent } = await (0,_app_read_state_js__WEBPACK_IMPORTED_MODULE_3__/* .openRepo */ .B8)(io.cwd, read);
        // In a shared state repository, only the commits that touch this repository's folder.
        const paths = read.repository ? [config.stateDir] : [];
        const filter = since === undefined
            ? undefined
            : 'day' in since
                ? { day: since.day, timeZone: config.timeZone }
                : since;
        // A team's agents share the state branch: each reads only the cycle commits naming it.
        const ours = (entry) => agent === undefined || entry.agent === agent;
        if (!values.verify) {
            const printer = streamCycleLog(io.stdout, json);
            await (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__/* .forEachCycleLogEntry */ .$)(repo, rev, filter, (entry) => {
                if (ours(entry))
                    printer.entry(entry);
            }, paths);
            printer.end();
            return _command_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .y.ok;
        }
        const entries = (await (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__/* .readCycleLog */ .x)(repo, rev, filter, paths)).filter(ours);
        const problems = await (0,_app_audit_verify_js__WEBPACK_IMPORTED_MODULE_2__/* .verifyCycleLog */ .m)(repo, config, await repo.resolve(rev), entries);
        const verified = entries.map((entry) => ({
            ...entry,
            problems: problems.get(entry.sha) ?? [],
        }));
        io.stdout.write(json ? (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s)(verified) : formatVerifiedLog(verified));
        return verified.some((entry) => entry.problems.length > 0) ? _command_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .y.failed : _command_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .y.ok;
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


/***/ })

};
