export const id = 980;
export const ids = [980];
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
/* harmony import */ var _core_config_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7597);
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

/***/ 4980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ log_command),
  cycleEntryJson: () => (/* binding */ cycleEntryJson),
  formatCycleLog: () => (/* binding */ formatCycleLog),
  formatVerifiedLog: () => (/* binding */ formatVerifiedLog)
});

// EXTERNAL MODULE: ./src/app/audit-log.ts
var audit_log = __webpack_require__(4547);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/config-model.ts
var config_model = __webpack_require__(7597);
;// CONCATENATED MODULE: ./src/app/config-file.ts
/**
 * The configuration file read without loading zod when it is valid (as nearly every one is):
 * `log` starts faster and smaller. Anything acceptConfig does not accept, a missing JSON
 * included, goes to config.ts's parseConfig, the one home of every message about a bad file.
 */



/** `.heartbeat/config.json` of the repository at `root`, as config.ts's loadConfig reads it. */
async function readConfigFile(root) {
    let text;
    try {
        text = await (0,promises_.readFile)((0,external_node_path_.join)(root, config_model/* CONFIG_PATH */.tF), 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return config_model/* DEFAULT_CONFIG */.PV;
        throw error;
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        value = undefined;
    }
    const accepted = value === undefined ? undefined : (0,config_model/* acceptConfig */.tn)(value);
    if (accepted)
        return accepted;
    const { parseConfig } = await Promise.all(/* import() */[__webpack_require__.e(133), __webpack_require__.e(973)]).then(__webpack_require__.bind(__webpack_require__, 2973));
    return parseConfig(text);
}

// EXTERNAL MODULE: ./src/app/state-location.ts
var state_location = __webpack_require__(3764);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
// EXTERNAL MODULE: ./src/git/log-reader.ts
var log_reader = __webpack_require__(9448);
// EXTERNAL MODULE: ./src/cli/log-early.ts
var log_early = __webpack_require__(6526);
// EXTERNAL MODULE: ./src/core/cycle-message.ts
var cycle_message = __webpack_require__(7119);
// EXTERNAL MODULE: ./src/cli/command.ts + 1 modules
var command = __webpack_require__(302);
// EXTERNAL MODULE: ./src/cli/declarations/log.ts
var log = __webpack_require__(3684);
// EXTERNAL MODULE: ./src/core/render/text.ts
var render_text = __webpack_require__(2625);
// EXTERNAL MODULE: ./src/cli/read-options.ts
var read_options = __webpack_require__(7371);
// EXTERNAL MODULE: ./src/app/time.ts
var time = __webpack_require__(2706);
;// CONCATENATED MODULE: ./src/cli/commands/log.ts
/**
 * `heartbeat-gate log [--json] [--since <date>]`: the audit trail — every cycle commit in git
 * history with when, score, target, tier, delta, each verdict and who made it.
 */













/** Room for the longest verdict name, so a streamed log aligns without seeing it all first. */
const VERDICT_WIDTH = Math.max(...vocabulary/* VERDICTS */.bk.map((verdict) => verdict.length));
/** One cycle as a terminal reads it: a headline, then one line per verdict padded to `width`. */
function formatCycleEntry(e, width) {
    const head = `${e.sha.slice(0, 10)}  ${e.date}  cycle ${e.cycle}  ${e.score}/${e.target} ${e.tier}  ` +
        `${(0,render_text/* signed */.x8)(e.delta)}  next in ${e.intervalMinutes} min  by ${e.author} <${e.authorEmail}>`;
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
const q = JSON.stringify;
/**
 * `JSON.stringify(entry, null, 2)` indented two more spaces (an element of the printed array),
 * written out for the one shape an entry has: 10,000 entries printed this way allocate a string
 * each instead of an object tree walk, and a test holds it equal to JSON.stringify.
 */
function cycleEntryJson(e) {
    let text = `{\n    "sha": ${q(e.sha)},\n    "date": ${q(e.date)},\n    "author": ${q(e.author)},\n` +
        `    "authorEmail": ${q(e.authorEmail)},\n    "cycle": ${q(e.cycle)},\n    "score": ${q(e.score)},\n` +
        `    "target": ${q(e.target)},\n    "tier": ${q(e.tier)},\n    "delta": ${q(e.delta)},\n` +
        `    "intervalMinutes": ${q(e.intervalMinutes)},\n    "verdicts": `;
    if (e.verdicts.length === 0)
        text += '[]';
    else {
        text += '[';
        for (const [i, v] of e.verdicts.entries()) {
            text +=
                `${i === 0 ? '' : ','}\n      {\n        "taskId": ${q(v.taskId)},\n        "verdict": ${q(v.verdict)},\n` +
                    `        "contradiction": ${q(v.contradiction)}`;
            if (v.contradictions !== undefined) {
                text += ',\n        "contradictions": ';
                if (v.contradictions.length === 0)
                    text += '[]';
                else {
                    text += '[';
                    for (const [j, c] of v.contradictions.entries()) {
                        text +=
                            `${j === 0 ? '' : ','}\n          {\n            "claimed": ${q(c.claimed)},\n` +
                                `            "actual": ${q(c.actual)}\n          }`;
                    }
                    text += '\n        ]';
                }
            }
            if (v.reason !== undefined)
                text += `,\n        "reason": ${q(v.reason)}`;
            text += '\n      }';
        }
        text += '\n    ]';
    }
    if (e.agent !== undefined)
        text += `,\n    "agent": ${q(e.agent)}`;
    return `${text}\n  }`;
}
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
            return write(`${count === 1 ? '[\n' : ',\n'}  ${cycleEntryJson(entry)}`);
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
                subjectPrefix === cycle_message/* CYCLE_SUBJECT_PREFIX */.HE &&
                paths.length === 0) {
                // Its listeners are on before its output flows.
                const read = (0,log_reader/* readLogRecords */.Ze)(started, visit);
                early.release();
                return read;
            }
            if (started)
                (0,log_early/* discardEarlyLog */._R)(started);
            return history.forEachLogRecord(rev, subjectPrefix, visit, paths);
        },
    };
}
const log_command = (0,command/* defineCommand */.N)(log/* declaration */.H, async ({ values, io, json }) => {
    // The git log the entry may have started before loading this command: used, or stopped.
    const early = (0,log_early/* takeEarlyLog */.jt)(io.cwd);
    try {
        return await runLog({ values, io, json }, early);
    }
    finally {
        if (early)
            (0,log_early/* discardEarlyLog */._R)(early.log);
    }
});
async function runLog({ values, io, json, }, early) {
    const since = values.since === undefined ? undefined : (0,time/* parseSince */.m1)(values.since);
    const read = (0,read_options/* readOptions */.T)(values);
    // The plain log reads history through git alone: no Repo adapter, no ledger, no verifier.
    const history = early ? new log_reader/* HistoryReader */.qq(await rootOf(early)) : await log_reader/* HistoryReader */.qq.open(io.cwd);
    const location = await (0,state_location/* locateState */.y)(history, await readConfigFile(history.root), read);
    const { config, rev } = location;
    const { paths, ours } = (0,audit_log/* cycleLogScope */.xJ)(location, read.repository);
    const filter = since === undefined
        ? undefined
        : 'day' in since
            ? { day: since.day, timeZone: config.timeZone }
            : since;
    if (!values.verify) {
        const printer = streamCycleLog(io.stdout, json);
        await (0,audit_log/* forEachCycleLogEntry */.$4)(withEarlyLog(history, early), rev, filter, (entry) => (ours(entry) ? printer.entry(entry) : undefined), paths);
        printer.end();
        return command/* ExitCode */.y.ok;
    }
    // Only --verify reads the ledger, through the Repo adapter: loaded for it alone.
    const [{ verifyCycleLog }, { Repo }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(133), __webpack_require__.e(6), __webpack_require__.e(134), __webpack_require__.e(901), __webpack_require__.e(8), __webpack_require__.e(327), __webpack_require__.e(170), __webpack_require__.e(952), __webpack_require__.e(236)]).then(__webpack_require__.bind(__webpack_require__, 8236)),
        __webpack_require__.e(/* import() */ 134).then(__webpack_require__.bind(__webpack_require__, 4134)),
    ]);
    const repo = await Repo.open(history.root);
    const entries = (await (0,audit_log/* readCycleLog */.x4)(history, rev, filter, paths)).filter(ours);
    const problems = await verifyCycleLog(repo, config, await repo.resolve(rev), entries);
    const verified = entries.map((entry) => ({
        ...entry,
        problems: problems.get(entry.sha) ?? [],
    }));
    io.stdout.write(json ? (0,render_text/* jsonText */.s$)(verified) : formatVerifiedLog(verified));
    return verified.some((entry) => entry.problems.length > 0) ? command/* ExitCode */.y.failed : command/* ExitCode */.y.ok;
}
async function rootOf(early) {
    const root = await early.root;
    if (root === undefined)
        throw (0,log_reader/* notARepository */.di)(early.cwd);
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

/***/ 2049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ WRITE),
/* harmony export */   Pq: () => (/* binding */ json),
/* harmony export */   Pz: () => (/* binding */ READ),
/* harmony export */   mc: () => (/* binding */ REMOTE_READ),
/* harmony export */   ri: () => (/* binding */ REPORT),
/* harmony export */   tB: () => (/* binding */ now)
/* harmony export */ });
/**
 * Options several commands declare alike: `--json`, `--now`, where a reading command reads and
 * where a writing command's state commit goes.
 */
const json = (description = 'print the result as JSON') => ({ json: { type: 'boolean', description } });
const now = (description = 'the instant to report at') => ({ now: { type: 'string', value: '<ISO-8601>', description, default: 'the clock' } });
/** Where a reading command reads the state. */
const READ = {
    branch: {
        type: 'string',
        value: '<name>',
        description: 'read the state from this branch',
        default: 'stateBranch from the configuration',
    },
    agent: {
        type: 'string',
        value: '<name>',
        description: 'the agent to read, when the configuration names several (team)',
    },
    repository: {
        type: 'string',
        value: '<owner/name>',
        description: "in a state repository shared by many (a clone of it, or --remote): read that repository's folder (<stateDir>/<owner>/<name>/; with --agent, its agent's)",
    },
};
/** A reading command that reads one agent's state files can fetch them first. */
const REMOTE_READ = {
    remote: {
        type: 'string',
        value: '<name|url|path>',
        description: 'fetch the state branch from this remote first and read it there: a state repository (with --repository), or the remote a --push sends state to',
    },
};
/** The dashboard's readers: a revision, and a state repository's folder. */
const REPORT = {
    ref: {
        type: 'string',
        value: '<rev>',
        description: 'read the state committed at this revision',
        default: 'the state branch, else the work tree',
    },
    repository: {
        type: 'string',
        value: '<owner/name>',
        description: "in a clone of a state repository shared by many: that repository's agents",
    },
};
/** Where a writing command's state commit goes (cycle, verdict, feedback). */
const WRITE = {
    ...now('the instant to record at'),
    push: {
        type: 'boolean',
        description: 'push the state commit to the state branch on the remote; when the remote moved, merge ledgers by event id onto its head and retry',
    },
    remote: {
        type: 'string',
        value: '<name|url|path>',
        description: "the remote to push to: a remote's name, or a state repository's URL or path",
        default: 'origin',
    },
    repository: {
        type: 'string',
        value: '<owner/name>',
        description: "this repository's name in a state repository shared by many: its state goes under <stateDir>/<owner>/<name>/ on --branch of --remote (implies --push; needs --remote)",
    },
    'push-attempts': {
        type: 'string',
        value: '<n>',
        description: 'how many lost push races (1-100) before giving up with exit 2; the event is then safe to record again',
        default: '40',
    },
    'fold-pending': {
        type: 'boolean',
        description: 'publish this write for other writers to carry should its push lose a race, and carry theirs: one push lands many events. Only when every writer that can push to the remote is trusted: a pending write is folded unchecked',
    },
    branch: {
        type: 'string',
        value: '<name>',
        description: 'the state branch, created on first use',
        default: 'stateBranch in .heartbeat/config.json, else the current branch',
    },
    agent: {
        type: 'string',
        value: '<name>',
        description: 'the agent whose state this is, when the configuration names several (team)',
    },
    ...json(),
};


/***/ }),

/***/ 7371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ readOptions)
/* harmony export */ });
/* harmony import */ var _core_config_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7597);

/** The reading options as read-state takes them; a bad `--repository` is exit 2 naming it. */
function readOptions(values) {
    return {
        branch: values.branch,
        agent: values.agent,
        remote: values.remote,
        repository: values.repository === undefined
            ? undefined
            : (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRepositoryName */ .$M)(values.repository, '--repository'),
    };
}


/***/ }),

/***/ 7597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ agentFolderTeam),
/* harmony export */   $M: () => (/* binding */ parseRepositoryName),
/* harmony export */   IE: () => (/* binding */ CONFIG_DEFAULTS),
/* harmony export */   IJ: () => (/* binding */ isTeam),
/* harmony export */   JD: () => (/* binding */ allAgentLogins),
/* harmony export */   PV: () => (/* binding */ DEFAULT_CONFIG),
/* harmony export */   QI: () => (/* binding */ agentNames),
/* harmony export */   g$: () => (/* binding */ AGENT_NAME),
/* harmony export */   kQ: () => (/* binding */ isTimeZone),
/* harmony export */   kz: () => (/* binding */ DEFAULT_AGENT),
/* harmony export */   p8: () => (/* binding */ MAX_COMMAND_TIMEOUT_SECONDS),
/* harmony export */   tF: () => (/* binding */ CONFIG_PATH),
/* harmony export */   tn: () => (/* binding */ acceptConfig),
/* harmony export */   zA: () => (/* binding */ configForAgent)
/* harmony export */ });
/* unused harmony exports stateDirFor, agentOfLogin */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2625);
/**
 * The configuration as plain data: its type, its defaults, one agent's view of it, and a quick
 * zod-free acceptance of a valid file, so that `log` starts without loading zod. The schema in
 * src/config.ts stays the home of every error message: whatever `acceptConfig` does not accept
 * is parsed there (a type check there and a test keep the two in step).
 */


/** Where the configuration file lives, relative to the repository root. */
const CONFIG_PATH = '.heartbeat/config.json';
/** An agent's name: it names a state folder, a contract folder and a dashboard page. */
const AGENT_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;
/** The most seconds a `cmd:` verify hint may be given. */
const MAX_COMMAND_TIMEOUT_SECONDS = 3600;
/** The defaults of the scalar settings (the lists and maps default to empty). */
const CONFIG_DEFAULTS = {
    stateDir: '.heartbeat',
    contract: 'HEARTBEAT.md',
    timeZone: 'UTC',
    defaultIntervalMinutes: 15,
    commandTimeoutSeconds: 120,
};
function isTimeZone(value) {
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: value });
        return true;
    }
    catch {
        return false;
    }
}
const KEYS = new Set([
    '$schema',
    'stateDir',
    'contract',
    'timeZone',
    'defaultIntervalMinutes',
    'stateBranch',
    'agents',
    'team',
    'operators',
    'checks',
    'groundTruth',
    'producers',
    'commandTimeoutSeconds',
    'trustedBranch',
]);
const TEAM_KEYS = new Set([
    'logins',
    'contract',
    'operators',
    'defaultIntervalMinutes',
]);
const isObject = (value) => typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    !Object.hasOwn(value, '__proto__');
const isName = (value) => typeof value === 'string' && value.length > 0;
const isNames = (value) => Array.isArray(value) && value.every(isName);
const isPositive = (value) => Number.isSafeInteger(value) && value > 0;
const absentOr = (value, check) => value === undefined || check(value);
const isRecordOf = (value, check) => isObject(value) && Object.values(value).every(check);
function acceptTeamAgent(value) {
    if (!isObject(value) || !Object.keys(value).every((key) => TEAM_KEYS.has(key)))
        return undefined;
    const { logins, contract, operators, defaultIntervalMinutes } = value;
    if (!isNames(logins) ||
        logins.length === 0 ||
        !absentOr(contract, isName) ||
        !absentOr(operators, isNames) ||
        !absentOr(defaultIntervalMinutes, isPositive)) {
        return undefined;
    }
    const agent = { logins: [...logins] };
    if (contract !== undefined)
        agent.contract = contract;
    agent.operators = operators === undefined ? [] : [...operators];
    if (defaultIntervalMinutes !== undefined)
        agent.defaultIntervalMinutes = defaultIntervalMinutes;
    return agent;
}
/**
 * The configuration `value` (parsed JSON) describes, defaults filled in, when it is certainly
 * valid; undefined otherwise (then ConfigSchema decides, and names what is wrong). Never accepts
 * what the schema rejects, and gives what the schema gives.
 */
function acceptConfig(value) {
    if (!isObject(value) || !Object.keys(value).every((key) => KEYS.has(key)))
        return undefined;
    const v = value;
    const timeZone = v.timeZone;
    if (!absentOr(v.$schema, (x) => typeof x === 'string') ||
        !absentOr(v.stateDir, isName) ||
        !absentOr(v.contract, isName) ||
        !absentOr(timeZone, (x) => typeof x === 'string' && isTimeZone(x)) ||
        !absentOr(v.defaultIntervalMinutes, isPositive) ||
        !absentOr(v.stateBranch, isName) ||
        !absentOr(v.agents, isNames) ||
        !absentOr(v.operators, isNames) ||
        !absentOr(v.checks, (x) => isRecordOf(x, (y) => typeof y === 'string')) ||
        !absentOr(v.groundTruth, (x) => isRecordOf(x, isName)) ||
        !absentOr(v.producers, (x) => isRecordOf(x, isNames)) ||
        !absentOr(v.commandTimeoutSeconds, (x) => isPositive(x) && x <= MAX_COMMAND_TIMEOUT_SECONDS) ||
        !absentOr(v.trustedBranch, isName)) {
        return undefined;
    }
    let team;
    if (v.team !== undefined) {
        if (!isObject(v.team))
            return undefined;
        team = {};
        for (const [name, entry] of Object.entries(v.team)) {
            const agent = AGENT_NAME.test(name) ? acceptTeamAgent(entry) : undefined;
            if (!agent)
                return undefined;
            team[name] = agent;
        }
    }
    const config = {};
    if (v.$schema !== undefined)
        config.$schema = v.$schema;
    config.stateDir = v.stateDir ?? CONFIG_DEFAULTS.stateDir;
    config.contract = v.contract ?? CONFIG_DEFAULTS.contract;
    config.timeZone = timeZone ?? CONFIG_DEFAULTS.timeZone;
    config.defaultIntervalMinutes =
        v.defaultIntervalMinutes ?? CONFIG_DEFAULTS.defaultIntervalMinutes;
    if (v.stateBranch !== undefined)
        config.stateBranch = v.stateBranch;
    config.agents = [...(v.agents ?? [])];
    if (team !== undefined)
        config.team = team;
    config.operators = [...(v.operators ?? [])];
    config.checks = { ...(v.checks ?? {}) };
    config.groundTruth = { ...(v.groundTruth ?? {}) };
    config.producers = Object.fromEntries(Object.entries(v.producers ?? {}).map(([check, producers]) => [check, [...producers]]));
    config.commandTimeoutSeconds =
        v.commandTimeoutSeconds ?? CONFIG_DEFAULTS.commandTimeoutSeconds;
    if (v.trustedBranch !== undefined)
        config.trustedBranch = v.trustedBranch;
    return config;
}
/** The configuration used when the repository has no config file. */
const DEFAULT_CONFIG = acceptConfig({});
/** The name the single agent of a configuration without `team` goes by. */
const DEFAULT_AGENT = 'agent';
/** The agents a configuration names: `team`'s names in order, else the single default agent. */
function agentNames(config) {
    return config.team ? Object.keys(config.team) : [DEFAULT_AGENT];
}
/** Whether the configuration names several agents (`team`), each with a state folder of its own. */
function isTeam(config) {
    return config.team !== undefined;
}
/** GitHub's characters: an owner is 1-39 letters, digits or inner hyphens; a name 1-100 of `A-Za-z0-9._-`. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const REPOSITORY = /^[A-Za-z0-9._-]{1,100}$/;
/**
 * Parses `owner/name` strictly (it becomes two folders of the state repository): exactly one
 * slash, GitHub's characters, no `.` or `..`. A bad one is an InputError naming `source` (the
 * flag or input it came from).
 */
function parseRepositoryName(text, source) {
    const [owner = '', name = '', ...rest] = text.split('/');
    if (rest.length > 0 || !OWNER.test(owner) || !REPOSITORY.test(name) || /^\.\.?$/.test(name)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${source}: ${JSON.stringify(text.slice(0, 200))} is not a GitHub repository as owner/name (an owner is letters, digits and single inner hyphens; a name is letters, digits, '.', '-' or '_', not '.' or '..')`, source);
    }
    return { owner, name };
}
/**
 * Where one agent's state lives, relative to the repository root: the state directory itself for
 * the single agent (today's layout, unchanged), `<stateDir>/agents/<name>` for a team's agent.
 * In a shared state repository (`repository` given) the same layout sits under
 * `<stateDir>/<owner>/<name>`, lowercased since GitHub's names ignore case (one repository, one
 * folder). The one place this path is computed.
 */
function stateDirFor(config, agent, repository) {
    const root = repository
        ? `${config.stateDir}/${repository.owner.toLowerCase()}/${repository.name.toLowerCase()}`
        : config.stateDir;
    return config.team ? `${root}/agents/${agent}` : root;
}
/** Every login of every agent: a reaction, approval or `--by` from any of them is an agent's. */
function allAgentLogins(config) {
    const team = Object.values(config.team ?? {}).flatMap((agent) => agent.logins);
    return [...new Set([...config.agents, ...team])];
}
/** The name of the agent `login` belongs to (exact login match, case aside), if any. */
function agentOfLogin(config, login) {
    const wanted = login.toLowerCase();
    for (const [name, agent] of Object.entries(config.team ?? {})) {
        if (agent.logins.some((l) => l.toLowerCase() === wanted))
            return name;
    }
    return undefined;
}
/**
 * One agent's view of the configuration, so every single-agent path (writer, cycle, readers,
 * gates) works unchanged: its logins as `agents`, its contract, operators, interval and state
 * folder. Without `team`, the configuration itself (`agent` must be the default name or unset).
 * An unknown name is a UsageError naming the known ones.
 */
function configForAgent(config, agent, repository) {
    const names = agentNames(config);
    if (!config.team) {
        if (agent !== undefined && agent !== DEFAULT_AGENT)
            throw unknownAgent(agent, names);
        return repository
            ? { ...config, stateDir: stateDirFor(config, DEFAULT_AGENT, repository) }
            : config;
    }
    if (agent === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`this repository has several agents: pass --agent <name> (${names.join(', ')})`);
    }
    const profile = config.team[agent];
    if (!profile || !Object.hasOwn(config.team, agent))
        throw unknownAgent(agent, names);
    // Without `team`: the agent's view is a single-agent configuration, so it is never projected twice.
    const { team: _team, ...single } = config;
    return {
        ...single,
        agents: profile.logins,
        operators: [...new Set([...config.operators, ...profile.operators])],
        contract: profile.contract ?? `.heartbeat/agents/${agent}/HEARTBEAT.md`,
        defaultIntervalMinutes: profile.defaultIntervalMinutes ?? config.defaultIntervalMinutes,
        stateDir: stateDirFor(config, agent, repository),
    };
}
/**
 * A configuration whose team is the one agent `agent` (no logins): how a clone of a shared state
 * repository reads `--repository <r> --agent <name>`, the folder of an agent of another repository's
 * team. A name that cannot be an agent's is a UsageError.
 */
function agentFolderTeam(config, agent) {
    if (!AGENT_NAME.test(agent)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--agent: ${JSON.stringify(agent.slice(0, 60))} is not an agent name (1-40 lowercase letters, digits, - or _)`);
    }
    return { ...config, team: { [agent]: { logins: [], operators: [] } } };
}
function unknownAgent(agent, names) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unknown agent ${JSON.stringify(agent)}: the configuration names ${names.join(', ')}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .didYouMean */ .au)(agent, names)}`);
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
