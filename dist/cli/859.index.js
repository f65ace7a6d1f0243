export const id = 859;
export const ids = [859];
export const modules = {

/***/ 4547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ forEachCycleLogEntry),
/* harmony export */   x4: () => (/* binding */ readCycleLog),
/* harmony export */   xJ: () => (/* binding */ cycleLogScope)
/* harmony export */ });
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1002);
/* harmony import */ var _core_cycle_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7119);
/**
 * The audit trail: every cycle commit in git history, read back from its trailers. One `git log`
 * with a format for the whole history (no process per commit), so 10,000 cycles read in one go.
 */


/**
 * Which cycle commits are one agent's: in a shared state repository (`repository`) only those
 * touching its folder (`paths`, a pathspec for git log), and in a team only those naming it.
 */
function cycleLogScope(location, repository) {
    const { config, agent } = location;
    return {
        paths: repository ? [config.stateDir] : [],
        // A team's agents share the state branch: each reads only the cycle commits naming it.
        ours: (entry) => agent === undefined || entry.agent === agent,
    };
}
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
    await repo.forEachLogRecord(head, _core_cycle_message_js__WEBPACK_IMPORTED_MODULE_1__/* .CYCLE_SUBJECT_PREFIX */ .HE, (record) => {
        const cycle = (0,_core_cycle_message_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCycleMessage */ .Pt)(record.message);
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
/* harmony import */ var _core_config_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4837);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(308);
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
    const configured = options.repository && !(0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(loaded) && options.agent !== undefined
        ? (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_0__/* .agentFolderTeam */ .$C)(loaded, options.agent)
        : loaded;
    const config = (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_0__/* .configForAgent */ .zA)(options.branch === undefined ? configured : { ...configured, stateBranch: options.branch }, options.agent, options.repository);
    const agent = (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_0__/* .isTeam */ .IJ)(configured) ? options.agent : undefined;
    if (config.stateBranch !== undefined) {
        (0,_git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .refuseOptionLike */ .zA)(config.stateBranch, options.branch === undefined ? 'stateBranch' : '--branch');
    }
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
/* harmony export */   formatVerifiedLog: () => (/* binding */ formatVerifiedLog),
/* harmony export */   streamCycleLog: () => (/* binding */ streamCycleLog)
/* harmony export */ });
/* harmony import */ var _app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4547);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2973);
/* harmony import */ var _app_state_location_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3764);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7063);
/* harmony import */ var _git_log_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9448);
/* harmony import */ var _log_early_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6526);
/* harmony import */ var _core_cycle_message_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7119);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(302);
/* harmony import */ var _declarations_log_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3684);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2625);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7371);
/* harmony import */ var _app_time_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2706);
/**
 * `heartbeat-gate log [--json] [--since <date>]`: the audit trail — every cycle commit in git
 * history with when, score, target, tier, delta, each verdict and who made it.
 */













/** Room for the longest verdict name, so a streamed log aligns without seeing it all first. */
const VERDICT_WIDTH = Math.max(..._core_vocabulary_js__WEBPACK_IMPORTED_MODULE_10__/* .VERDICTS */ .bk.map((verdict) => verdict.length));
/** One cycle as a terminal reads it: a headline, then one line per verdict padded to `width`. */
function formatCycleEntry(e, width) {
    const head = `${e.sha.slice(0, 10)}  ${e.date}  cycle ${e.cycle}  ${e.score}/${e.target} ${e.tier}  ` +
        `${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_11__/* .signed */ .x8)(e.delta)}  next in ${e.intervalMinutes} min  by ${e.author} <${e.authorEmail}>`;
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
 * to the longest name), or a JSON array written element by element, byte for byte `jsonText` of
 * the entries once `end()` ran.
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
            return write(`${count === 1 ? '[\n' : ',\n'}${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_11__/* .jsonArrayElement */ .kP)(entry)}`);
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
/**
 * Reads `rev`'s log from the git log the entry started early, when it is the one asked for
 * (HEAD's, every path): no process to resolve HEAD, none to start, and git already walking.
 */
function withEarlyLog(history, early) {
    let log = early?.log;
    return {
        resolve: (rev) => log !== undefined && rev === 'HEAD' ? Promise.resolve(rev) : history.resolve(rev),
        forEachLogRecord(rev, subjectPrefix, visit, paths = []) {
            const started = log;
            log = undefined;
            if (started &&
                rev === 'HEAD' &&
                subjectPrefix === _core_cycle_message_js__WEBPACK_IMPORTED_MODULE_5__/* .CYCLE_SUBJECT_PREFIX */ .HE &&
                paths.length === 0) {
                // Its listeners are on before its output flows.
                const read = (0,_git_log_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .readLogRecords */ .Ze)(started, visit);
                early.release();
                return read;
            }
            if (started)
                (0,_log_early_js__WEBPACK_IMPORTED_MODULE_4__/* .discardEarlyLog */ ._R)(started);
            return history.forEachLogRecord(rev, subjectPrefix, visit, paths);
        },
    };
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .defineCommand */ .N)(_declarations_log_js__WEBPACK_IMPORTED_MODULE_7__/* .declaration */ .H, async ({ values, io, json }) => {
    // The git log the entry may have started before loading this command: used, or stopped.
    const early = (0,_log_early_js__WEBPACK_IMPORTED_MODULE_4__/* .takeEarlyLog */ .jt)(io.cwd);
    try {
        return await runLog({ values, io, json }, early);
    }
    finally {
        if (early)
            (0,_log_early_js__WEBPACK_IMPORTED_MODULE_4__/* .discardEarlyLog */ ._R)(early.log);
    }
});
async function runLog({ values, io, json, }, early) {
    const since = values.since === undefined ? undefined : (0,_app_time_js__WEBPACK_IMPORTED_MODULE_9__/* .parseSince */ .m1)(values.since);
    const read = (0,_read_options_js__WEBPACK_IMPORTED_MODULE_8__/* .readOptions */ .T)(values);
    // The plain log reads history through git alone: no Repo adapter, no ledger, no verifier.
    const history = early ? new _git_log_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .HistoryReader */ .qq(await rootOf(early)) : await _git_log_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .HistoryReader */ .qq.open(io.cwd);
    const location = await (0,_app_state_location_js__WEBPACK_IMPORTED_MODULE_2__/* .locateState */ .y)(history, await (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadConfig */ .Z9)(history.root), read);
    const { config, rev } = location;
    const { paths, ours } = (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__/* .cycleLogScope */ .xJ)(location, read.repository);
    const filter = since === undefined
        ? undefined
        : 'day' in since
            ? { day: since.day, timeZone: config.timeZone }
            : since;
    if (!values.verify) {
        const printer = streamCycleLog(io.stdout, json);
        await (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__/* .forEachCycleLogEntry */ .$4)(withEarlyLog(history, early), rev, filter, (entry) => (ours(entry) ? printer.entry(entry) : undefined), paths);
        printer.end();
        return _command_js__WEBPACK_IMPORTED_MODULE_6__/* .ExitCode */ .y.ok;
    }
    // Only --verify reads the ledger, through the Repo adapter: loaded for it alone.
    const [{ verifyCycleLog }, { Repo }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(514), __webpack_require__.e(6), __webpack_require__.e(134), __webpack_require__.e(17), __webpack_require__.e(8), __webpack_require__.e(327), __webpack_require__.e(170), __webpack_require__.e(952), __webpack_require__.e(236)]).then(__webpack_require__.bind(__webpack_require__, 8236)),
        __webpack_require__.e(/* import() */ 134).then(__webpack_require__.bind(__webpack_require__, 4134)),
    ]);
    const repo = await Repo.open(history.root);
    const entries = (await (0,_app_audit_log_js__WEBPACK_IMPORTED_MODULE_0__/* .readCycleLog */ .x4)(history, rev, filter, paths)).filter(ours);
    const problems = await verifyCycleLog(repo, config, await repo.resolve(rev), entries);
    const verified = entries.map((entry) => ({
        ...entry,
        problems: problems.get(entry.sha) ?? [],
    }));
    io.stdout.write(json ? (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_11__/* .jsonText */ .s$)(verified) : formatVerifiedLog(verified));
    return verified.some((entry) => entry.problems.length > 0) ? _command_js__WEBPACK_IMPORTED_MODULE_6__/* .ExitCode */ .y.failed : _command_js__WEBPACK_IMPORTED_MODULE_6__/* .ExitCode */ .y.ok;
}
async function rootOf(early) {
    const root = await early.root;
    if (root === undefined)
        throw (0,_git_log_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .notARepository */ .di)(early.cwd);
    return root;
}


/***/ }),

/***/ 3684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate log`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'log',
    summary: 'the audit trail: every cycle commit with score, delta and verdicts (--json)',
    description: `Every cycle commit in git history, newest first, read back from its Heartbeat-* trailers: when,
the cycle number, score / target and tier, the points since the previous cycle, each verdict and
who made the commit.`,
    options: {
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print the entries as a JSON array'),
        since: {
            type: 'string',
            value: '<YYYY-MM-DD | ISO-8601>',
            description: 'only cycles from this calendar day (configured timezone) or instant onwards',
        },
        verify: {
            type: 'boolean',
            description: 'check each cycle commit against the ledger (it adds its cycle event; its score and verdicts equal a replay); mismatches are marked and the exit status is 1',
        },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .READ */ .Pz,
    },
};


/***/ }),

/***/ 2973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.$M),
/* harmony export */   IJ: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.IJ),
/* harmony export */   JD: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.JD),
/* harmony export */   QI: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.QI),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   kz: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.kz),
/* harmony export */   tF: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.tF),
/* harmony export */   zA: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.zA)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4837);
/**
 * heartbeat-gate's configuration: `.heartbeat/config.json` in the repository, read and checked
 * by the schema in core/config-model.ts (the one home of every rule, default and message).
 */



// The configuration as plain data (its schema, type, defaults, one agent's view) lives in core/config-model.ts.

/** Loads `.heartbeat/config.json` from a repository; defaults when the file does not exist. */
async function loadConfig(repoDir) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repoDir, _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_PATH */ .tF), 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG */ .PV;
        throw error;
    }
    return (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConfig */ .o4)(text);
}


/***/ }),

/***/ 9448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uz: () => (/* binding */ forEachLogRecord),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   Ze: () => (/* binding */ readLogRecords),
/* harmony export */   di: () => (/* reexport safe */ _log_process_js__WEBPACK_IMPORTED_MODULE_1__.di),
/* harmony export */   qq: () => (/* binding */ HistoryReader)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(308);
/* harmony import */ var _log_process_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8442);
/**
 * Reading history: the repository's root, a revision's commit, and `git log` streamed record by
 * record, a thin view over the spawner (./git.ts). `log` runs on this alone, so it starts without
 * loading the Repo adapter, and a slow reader of its output holds git back instead of letting
 * Node queue what git printed.
 */



function toCommitRecord(record) {
    const fields = record.split('\x1f');
    const [sha = '', date = '', author = '', authorEmail = '', message = ''] = fields;
    // A \x1f inside the message (or an author field, which then shifts into it) stays in the
    // message, which is then not a gate's: nothing after it hides from the canonical check.
    if (fields.length <= 5)
        return { sha, date, author, authorEmail, message };
    return { sha, date, author, authorEmail, message: fields.slice(4).join('\x1f') };
}
/** The commit a revision names in the repository at `root`, or undefined when there is none. */
async function resolveCommit(root, rev) {
    try {
        const command = {
            args: ['rev-parse', '-q', '--verify'],
            operands: [`${rev}^{commit}`],
        };
        return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitText */ .q_)(command, { cwd: root })).trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * `git log` of the commits reachable from `rev` whose message starts with `subjectPrefix`, newest
 * first, handing each record to `visit` as git writes it, so that reading a long history overlaps
 * git walking it. When `visit` returns a promise, git's output is not read until it settles (the
 * pipe fills and git waits), so memory does not grow with a slow reader. A throw from `visit`
 * stops git and rejects.
 */
function forEachLogRecord(root, rev, subjectPrefix, visit, 
/** Only commits that touch one of these paths (none: every commit). */
paths = []) {
    return readLogRecords((0,_log_process_js__WEBPACK_IMPORTED_MODULE_1__/* .spawnLog */ .MC)(root, rev, subjectPrefix, paths), visit);
}
/** Reads a {@link spawnLog} process record by record, as {@link forEachLogRecord} describes. */
function readLogRecords(child, visit) {
    return new Promise((resolve, reject) => {
        // Bytes of the record git is still writing (it may span many chunks).
        let partial = [];
        let failure;
        // The last wait a visitor asked for while this chunk was read (they settle in order).
        let wait;
        const emit = (bytes, start, end) => {
            const record = bytes.toString('utf8', start, end);
            if (record.trim().length === 0)
                return;
            const pending = visit(toCommitRecord(record));
            if (pending instanceof Promise)
                wait = pending;
        };
        const err = [];
        child.stdout.on('data', (chunk) => {
            if (failure !== undefined)
                return;
            try {
                let start = 0;
                let end = chunk.indexOf(0);
                if (end === -1) {
                    partial.push(chunk);
                    return;
                }
                if (partial.length > 0) {
                    const head = Buffer.concat([...partial, chunk.subarray(0, end)]);
                    partial = [];
                    emit(head, 0, head.length);
                    start = end + 1;
                    end = chunk.indexOf(0, start);
                }
                for (; end !== -1; end = chunk.indexOf(0, start)) {
                    emit(chunk, start, end);
                    start = end + 1;
                }
                if (start < chunk.length)
                    partial.push(chunk.subarray(start));
            }
            catch (error) {
                failure = error;
                child.kill();
            }
            if (wait !== undefined) {
                const settled = wait;
                wait = undefined;
                child.stdout.pause();
                settled.then(() => child.stdout.resume(), (error) => {
                    failure = error;
                    child.kill();
                    child.stdout.resume();
                });
            }
        });
        child.stderr.on('data', (chunk) => err.push(chunk));
        child.on('error', reject);
        void (0,_log_process_js__WEBPACK_IMPORTED_MODULE_1__/* .logExit */ .J4)(child).then((code) => {
            if (failure !== undefined)
                return reject(failure);
            if (code !== 0) {
                const stderr = Buffer.concat(err).toString('utf8');
                return reject((0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitCommandError */ .C9)({ args: ['log'] }, code ?? 1, stderr));
            }
            try {
                if (partial.length > 0) {
                    const rest = Buffer.concat(partial);
                    emit(rest, 0, rest.length);
                }
                resolve();
            }
            catch (error) {
                reject(error);
            }
        });
    });
}
/** A repository read through {@link forEachLogRecord} and {@link resolveCommit} alone. */
class HistoryReader {
    root;
    constructor(root) {
        this.root = root;
    }
    /** Opens the repository containing `dir`; not a repository is an InputError. */
    static async open(dir) {
        return new HistoryReader(await (0,_log_process_js__WEBPACK_IMPORTED_MODULE_1__/* .gitRoot */ .Jl)(dir));
    }
    resolve(rev) {
        return resolveCommit(this.root, rev);
    }
    forEachLogRecord(rev, subjectPrefix, visit, paths = []) {
        return forEachLogRecord(this.root, rev, subjectPrefix, visit, paths);
    }
}


/***/ })

};
