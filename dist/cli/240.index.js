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
 * kept, so memory does not grow with the history. None when `rev` does not exist yet. A promise
 * returned by `visit` (its output is full) holds git back until it settles.
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
        return visit({
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
    await forEachCycleLogEntry(repo, rev, since, (entry) => {
        entries.push(entry);
    }, paths);
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

/***/ 2859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   formatCycleLog: () => (/* binding */ formatCycleLog),
/* harmony export */   formatVerifiedLog: () => (/* binding */ formatVerifiedLog)
/* harmony export */ });
/* harmony import */ var _app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4547);
/* harmony import */ var _app_state_location_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3764);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2973);
/* harmony import */ var _core_model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4146);
/* harmony import */ var _git_log_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9448);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(776);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7371);
/* harmony import */ var _app_time_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2706);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2625);
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
${_read_options_js__WEBPACK_IMPORTED_MODULE_7__/* .READ_USAGE */ .r$}`;
/** Room for the longest verdict name, so a streamed log aligns without seeing it all first. */
const VERDICT_WIDTH = Math.max(..._core_model_js__WEBPACK_IMPORTED_MODULE_3__/* .VerdictSchema */ .jp.options.map((verdict) => verdict.length));
/** One cycle as a terminal reads it: a headline, then one line per verdict padded to `width`. */
function formatCycleEntry(e, width) {
    const head = `${e.sha.slice(0, 10)}  ${e.date}  cycle ${e.cycle}  ${e.score}/${e.target} ${e.tier}  ` +
        `${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_9__/* .signed */ .x8)(e.delta)}  next in ${e.intervalMinutes} min  by ${e.author} <${e.authorEmail}>`;
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
const BLOCK = 1 << 14;
/**
 * Prints the log as git walks it, one cycle at a time: text as `formatCycleLog` (verdicts padded
 * to the longest name), or a JSON array written element by element, valid once `end()` ran.
 * `entry` returns a promise when the output is full: the caller reads no more of git until then.
 */
function streamCycleLog(out, json) {
    let count = 0;
    // Written in blocks of 16 KiB (a stream's high-water mark): one write per cycle queued thousands
    // of small buffers on a pipe, and larger blocks outlived young-generation collections.
    let pending = '';
    const write = (text) => {
        pending += text;
        if (pending.length < BLOCK)
            return undefined;
        const accepted = out.write(pending);
        pending = '';
        return accepted === false && out.drained ? out.drained() : undefined;
    };
    return {
        entry(entry) {
            count += 1;
            if (!json)
                return write(`${formatCycleEntry(entry, VERDICT_WIDTH)}\n`);
            const element = JSON.stringify(entry, null, 2).replaceAll('\n', '\n  ');
            return write(`${count === 1 ? '[\n' : ',\n'}  ${element}`);
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
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .defineCommand */ .N)({
    name: 'log',
    summary: 'the audit trail: every cycle commit with score, delta and verdicts (--json)',
    usage: USAGE,
    options: {
        since: { type: 'string' },
        verify: { type: 'boolean' },
        ..._read_options_js__WEBPACK_IMPORTED_MODULE_7__/* .READ_OPTIONS */ .es,
    },
    json: true,
    async run({ values, io, json }) {
        const since = values.since === undefined ? undefined : (0,_app_time_js__WEBPACK_IMPORTED_MODULE_8__/* .parseSince */ .m1)(values.since);
        const read = (0,_read_options_js__WEBPACK_IMPORTED_MODULE_7__/* .readOptions */ .Tt)(values);
        // The plain log reads history through git alone: no Repo adapter, no ledger, no verifier.
        const history = await _git_log_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .HistoryReader */ .qq.open(io.cwd);
        const { config, rev, agent } = await (0,_app_state_location_js__WEBPACK_IMPORTED_MODULE_1__/* .locateState */ .y)(history, await (0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(history.root), read);
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
            await (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__/* .forEachCycleLogEntry */ .$)(history, rev, filter, (entry) => (ours(entry) ? printer.entry(entry) : undefined), paths);
            printer.end();
            return _command_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.ok;
        }
        // Only --verify reads the ledger, through the Repo adapter: loaded for it alone.
        const [{ verifyCycleLog }, { Repo }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(724), __webpack_require__.e(6), __webpack_require__.e(134), __webpack_require__.e(17), __webpack_require__.e(8), __webpack_require__.e(817), __webpack_require__.e(866), __webpack_require__.e(952), __webpack_require__.e(236)]).then(__webpack_require__.bind(__webpack_require__, 8236)),
            Promise.all(/* import() */[__webpack_require__.e(724), __webpack_require__.e(134)]).then(__webpack_require__.bind(__webpack_require__, 4134)),
        ]);
        const repo = await Repo.open(history.root);
        const entries = (await (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__/* .readCycleLog */ .x)(history, rev, filter, paths)).filter(ours);
        const problems = await verifyCycleLog(repo, config, await repo.resolve(rev), entries);
        const verified = entries.map((entry) => ({
            ...entry,
            problems: problems.get(entry.sha) ?? [],
        }));
        io.stdout.write(json ? (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .jsonText */ .s)(verified) : formatVerifiedLog(verified));
        return verified.some((entry) => entry.problems.length > 0) ? _command_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.failed : _command_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .y.ok;
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
