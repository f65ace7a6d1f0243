export const id = 367;
export const ids = [367];
export const modules = {

<<<<<<< HEAD:dist/cli/367.index.js
/***/ 1013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ runCycle)
/* harmony export */ });
/* harmony import */ var _core_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3937);
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4544);
/* harmony import */ var _core_score_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7219);
/* harmony import */ var _contract_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8600);
/* harmony import */ var _ledger_writer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8324);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2706);
/**
 * `heartbeat-gate cycle`: when the tier's interval has passed (or with force), append the event
 * that opens the next cycle — the contract's tasks as they are now — replay, and record it as
 * one commit whose message and trailers are the audit record of the cycle that just ended.
 */






/** Runs one heartbeat cycle on the state branch (and pushes it with `push`). */
async function runCycle(options) {
    const now = (0,_time_js__WEBPACK_IMPORTED_MODULE_5__/* .parseNow */ .A)(options.now);
    const write = await (0,_ledger_writer_js__WEBPACK_IMPORTED_MODULE_4__/* .writeLedger */ .X)(options, async (snapshot) => {
        const { config, repo, state, branch } = snapshot;
        const view = { defaultIntervalMinutes: config.defaultIntervalMinutes };
        const replay = { timeZone: config.timeZone };
        const last = state?.lastCycle;
        if (state && last && !options.force) {
            const current = (0,_core_score_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .summarizeScore */ .E)((0,_core_replay_js__WEBPACK_IMPORTED_MODULE_1__/* .rollReplayStateTo */ .jg)(state, now, replay).score, view);
            const due = (0,_core_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .cycleDue */ .f1)({
                lastCycleAt: last.at,
                intervalMinutes: current.intervalMinutes,
                now,
            });
            if (!due.due) {
                return {
                    skip: {
                        ran: false,
                        lastCycle: last.cycle,
                        lastCycleAt: last.at,
                        intervalMinutes: current.intervalMinutes,
                        nextDueAt: due.nextDueAt,
                        branch,
                    },
                };
            }
        }
        const contract = await (0,_contract_file_js__WEBPACK_IMPORTED_MODULE_3__/* .loadContract */ .l)(repo.root, config);
        // Cycles start in order: one that lost a race (or runs on a clock behind the last cycle)
        // starts just after the previous one, so cycle numbers follow the ledger's replay order.
        const lastAt = last ? Date.parse(last.at) : Number.NEGATIVE_INFINITY;
        const startedAt = Date.parse(now) > lastAt ? now : new Date(lastAt + 1).toISOString();
        const event = {
            ...(0,_core_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .buildCycleEvent */ .Fc)({
                cycle: (last?.cycle ?? 0) + 1,
                at: startedAt,
                tasks: contract.tasks,
                defaultIntervalMinutes: config.defaultIntervalMinutes,
            }),
            ...(startedAt !== now ? { requestedAt: now } : {}),
        };
        return {
            events: [event],
            finish(effects) {
                const after = effects.after.get(event.id);
                if (!after || effects.conflicts.includes(event.id)) {
                    throw new Error(`${event.id} is already in the ledger with other content`);
                }
                const window = effects.before.get(event.id)?.sinceLastCycle ?? (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyWindow */ .wi)();
                const summary = (0,_core_score_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .summarizeScore */ .E)(after.score, view);
                const record = {
                    cycle: event.cycle,
                    score: summary.score,
                    target: summary.target,
                    tier: (0,_core_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .cycleTier */ .Fq)(summary),
                    delta: window.points,
                    intervalMinutes: summary.intervalMinutes,
                    verdicts: window.verdicts.map((v) => ({
                        taskId: v.taskId,
                        verdict: v.verdict,
                        contradiction: v.groundTruthContradiction,
                    })),
                };
                const nextDueAt = new Date(Date.parse(startedAt) + summary.intervalMinutes * 60_000).toISOString();
                return {
                    message: (0,_core_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCycleMessage */ .BP)(record),
                    result: {
                        ran: true,
                        record,
                        startedAt,
                        nextDueAt,
                        summary,
                        state: after,
                        commit: undefined,
                        branch,
                        pushed: false,
                        retries: 0,
                        warnings: [],
                    },
                };
            },
        };
    });
    const result = write.result;
    if (!result.ran)
        return result;
    return {
        ...result,
        commit: write.commit,
        pushed: write.pushed,
        retries: write.retries,
        warnings: write.warnings,
    };
}


/***/ }),

/***/ 3367:
=======
/***/ 6294:
>>>>>>> verify:dist/cli/294.index.js
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
<<<<<<< HEAD:dist/cli/367.index.js
/* harmony import */ var _app_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1013);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5562);
=======
/* harmony import */ var _app_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7528);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4533);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3989);
>>>>>>> verify:dist/cli/294.index.js
/**
 * `heartbeat-gate cycle [--now ISO] [--force] [--push] [--remote R] [--branch B] [--json]`:
 * run the next heartbeat cycle when it is due, as one commit with `Heartbeat-*` trailers.
 */



const USAGE = `usage: heartbeat-gate cycle [--force] [--now <ISO-8601>] [--push] [--remote <name>] [--branch <name>] [--json]

Runs the next heartbeat cycle when the tier's interval has passed since the last one: reads
HEARTBEAT.md, opens the cycle's progress, scores what was recorded since the last cycle, and
commits the state with one commit whose trailers are the audit record. Not due: does nothing
and says when the next cycle is due.
  --force           run the cycle even if it is not due yet
  --verify          first judge the ending cycle's tasks by their verify: hints (evidence:, cmd:
                    from the contract on the trusted branch, file:), scoring them in this commit
${_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .WRITE_USAGE */ .o5}`;
function formatOutcome(outcome) {
    if (!outcome.ran) {
        const wait = Math.ceil((Date.parse(outcome.nextDueAt) - Date.parse(outcome.lastCycleAt)) / 60_000);
        return (`Not due: cycle ${outcome.lastCycle} started at ${outcome.lastCycleAt}; the interval is ` +
            `${outcome.intervalMinutes} minutes, so cycle ${outcome.lastCycle + 1} is due at ` +
            `${outcome.nextDueAt} (${wait} minutes after the last). Nothing was written; --force runs it now.\n`);
    }
    const r = outcome.record;
    const verified = r.verdicts.filter((v) => v.verdict === 'verified').length;
    const lines = [
        `heartbeat: cycle ${r.cycle} — score ${r.score}/${r.target} (${r.tier})`,
        `  since the previous cycle: ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .signed */ .x8)(r.delta)} points, ${r.verdicts.length} verdict(s), ${verified} verified`,
        ...r.verdicts.map((v) => `    ${v.taskId}: ${v.verdict}${v.contradiction ? ' (ground truth contradiction)' : ''}`),
        `  tasks this cycle: ${outcome.state.progress?.tasks.length ?? 0}` +
            (outcome.summary.forcedRequired ? ', all forced required' : ''),
        `  next cycle due at ${outcome.nextDueAt} (in ${r.intervalMinutes} minutes)`,
        `  ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .commitLine */ .w_)(outcome).replaceAll('\n', '\n  ')}`,
    ];
    return `${lines.join('\n')}\n`;
}
const command = {
    summary: 'run the next heartbeat cycle when it is due: one commit with Heartbeat-* trailers',
    async run(args, io) {
        const { values, positionals } = (0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseWriteArgs */ .SL)(args, {
            force: { type: 'boolean' },
            verify: { type: 'boolean' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        if (positionals.length > 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`unexpected argument '${positionals[0]}'`);
        const outcome = await (0,_app_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .runCycle */ .O)({
            ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .targetOptions */ .Gl)(io.cwd, values),
            now: (0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .nowOption */ .aH)(values.now),
            force: values.force ?? false,
            // The hook's chunk holds the evidence gate; the cycle borrows it rather than bundling a copy.
            ...(values.verify
                ? { sidecar: { evaluateEvidence: (await __webpack_require__.e(/* import() */ 321).then(__webpack_require__.bind(__webpack_require__, 4702))).evaluateEvidence } }
                : {}),
        });
        if (values.json) {
            const { state: _state, ...rest } = outcome;
            io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonOut */ .NK)(rest));
        }
        else {
            io.stdout.write(formatOutcome(outcome));
        }
        return 0;
    },
};


/***/ }),

/***/ 5562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ targetOptions),
/* harmony export */   NK: () => (/* binding */ jsonOut),
/* harmony export */   SL: () => (/* binding */ parseWriteArgs),
/* harmony export */   aH: () => (/* binding */ nowOption),
/* harmony export */   o5: () => (/* binding */ WRITE_USAGE),
/* harmony export */   w_: () => (/* binding */ commitLine),
/* harmony export */   x8: () => (/* binding */ signed)
/* harmony export */ });
/* unused harmony export WRITE_OPTIONS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _app_time_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2706);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * Options shared by the commands that write state (cycle, verdict, feedback): where the state
 * commit goes (`--branch`, `--push`, `--remote`), `--now`, `--json`, and how a write is reported.
 */



const WRITE_OPTIONS = {
    now: { type: 'string' },
    push: { type: 'boolean' },
    remote: { type: 'string' },
    branch: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
const WRITE_USAGE = `  --now <ISO-8601>  the instant to record at (default: the clock)
  --push            push the state commit to the state branch on the remote; when the remote
                    moved, merge ledgers by event id onto its head and retry
  --remote <name>   the remote to push to (default: origin)
  --branch <name>   the state branch (default: stateBranch in .heartbeat/config.json, else the
                    current branch; created on first use)
  --json            print the result as JSON
`;
/** Parses a writing command's arguments; a malformed command line is a UsageError (exit 2). */
function parseWriteArgs(args, options) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args,
            options: { ...WRITE_OPTIONS, ...options },
            strict: true,
            allowPositionals: true,
        });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(error.message);
    }
}
/** `--now` as a canonical instant (the clock when absent). */
function nowOption(value) {
    return value === undefined ? new Date().toISOString() : (0,_app_time_js__WEBPACK_IMPORTED_MODULE_1__/* .parseNow */ .A)(value);
}
/** Where the state commit goes. */
function targetOptions(cwd, values) {
    return {
        cwd,
        push: values.push ?? false,
        ...(values.remote !== undefined ? { remote: values.remote } : {}),
        ...(values.branch !== undefined ? { branch: values.branch } : {}),
    };
}
/** One line saying where the write went. */
function commitLine(write) {
    const warnings = write.warnings.map((warning) => `\nwarning: ${warning}`).join('');
    if (!write.commit)
        return `Nothing changed on ${write.branch}: the event was already recorded.${warnings}`;
    const pushed = write.pushed
        ? `, pushed${write.retries > 0 ? ` after ${write.retries} retr${write.retries === 1 ? 'y' : 'ies'} (the remote moved)` : ''}`
        : '';
    return `Committed ${write.commit.slice(0, 12)} on ${write.branch}${pushed}.${warnings}`;
}
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
/** A value as pretty JSON with a trailing newline. */
function jsonOut(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}


<<<<<<< HEAD:dist/cli/367.index.js
/***/ }),

/***/ 3937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ formatCycleMessage),
/* harmony export */   Fc: () => (/* binding */ buildCycleEvent),
/* harmony export */   Fq: () => (/* binding */ cycleTier),
/* harmony export */   HE: () => (/* binding */ CYCLE_SUBJECT_PREFIX),
/* harmony export */   Pt: () => (/* binding */ parseCycleMessage),
/* harmony export */   f1: () => (/* binding */ cycleDue)
/* harmony export */ });
/* unused harmony exports CycleTierSchema, CycleVerdictSchema, CycleCommitSchema, cycleSubject */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8816);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4146);
/* harmony import */ var _trailers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3507);
/**
 * The heartbeat cycle as git sees it: whether one is due, the event that opens it, and the commit
 * message (subject plus `Heartbeat-*` trailers) that makes `git log` the audit trail.
 */



/** The single tier word of a cycle: the active penalty, else the active reward, else `normal`. */
const CycleTierSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
    _model_js__WEBPACK_IMPORTED_MODULE_0__/* .PenaltyTierSchema */ .ps.exclude(['none']),
    _model_js__WEBPACK_IMPORTED_MODULE_0__/* .RewardTierSchema */ .Z2.exclude(['none']),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('normal'),
]);
/** Penalty and reward never overlap (< 25% vs >= 50% of target), so one word names the tier. */
function cycleTier(tiers) {
    if (tiers.penalty !== 'none')
        return tiers.penalty;
    if (tiers.reward !== 'none')
        return tiers.reward;
    return 'normal';
}
/**
 * A cycle is due when there was none yet, or when the tier's interval has passed since the last
 * one started (GitHub cron cannot change itself, so the schedule polls and this decides).
 */
function cycleDue(options) {
    const now = Date.parse(options.now);
    if (options.lastCycleAt === undefined)
        return { due: true, nextDueAt: new Date(now).toISOString() };
    const next = Date.parse(options.lastCycleAt) + options.intervalMinutes * 60_000;
    return { due: now >= next, nextDueAt: new Date(next).toISOString() };
}
/** The event that opens cycle `cycle`; its id is stable per cycle number. */
function buildCycleEvent(options) {
    return {
        id: `cycle-${options.cycle}`,
        at: options.at,
        kind: 'cycle',
        cycle: options.cycle,
        tasks: options.tasks.map(({ id, description, required, verify, maxAttempts, preMarked }) => ({
            id,
            description,
            required,
            verify,
            maxAttempts,
            preMarked,
        })),
        defaultIntervalMinutes: options.defaultIntervalMinutes,
    };
}
/** One `Heartbeat-Verdict` trailer. */
const CycleVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    taskId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    verdict: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp,
    contradiction: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
});
/** What a cycle commit records, and what `log` reads back. */
const CycleCommitSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    cycle: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    score: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    target: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    tier: CycleTierSchema,
    /** Points scored since the previous cycle (verdicts and feedback). */
    delta: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    /** Minutes until the next cycle is due under the new tiers. */
    intervalMinutes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive(),
    /** The verdicts recorded since the previous cycle, one per verdict event, in ledger order. */
    verdicts: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(CycleVerdictSchema),
});
/** The subject prefix every cycle commit starts with. */
const CYCLE_SUBJECT_PREFIX = 'heartbeat: cycle ';
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
/** `heartbeat: cycle <n> — score <s>/<target> (<tier>)` followed by the trailers. */
function formatCycleMessage(commit) {
    const subject = cycleSubject(commit);
    const verified = commit.verdicts.filter((v) => v.verdict === 'verified').length;
    const body = `${commit.verdicts.length} verdict(s) since the previous cycle, ${verified} verified; ` +
        `${signed(commit.delta)} points. Next cycle due in ${commit.intervalMinutes} minutes.`;
    const trailers = [
        `Heartbeat-Cycle: ${commit.cycle}`,
        `Heartbeat-Score: ${commit.score}`,
        `Heartbeat-Target: ${commit.target}`,
        `Heartbeat-Tier: ${commit.tier}`,
        `Heartbeat-Delta: ${signed(commit.delta)}`,
        `Heartbeat-Interval: ${commit.intervalMinutes}`,
        ...commit.verdicts.map((v) => `Heartbeat-Verdict: ${v.taskId} ${v.verdict}${v.contradiction ? ' contradiction' : ''}`),
    ];
    return `${subject}\n\n${body}\n\n${trailers.join('\n')}\n`;
}
/** The subject line of a cycle commit. */
function cycleSubject(commit) {
    return `${CYCLE_SUBJECT_PREFIX}${commit.cycle} — score ${commit.score}/${commit.target} (${commit.tier})`;
}
const INTEGER = /^[+-]?\d+$/;
/**
 * The inverse of formatCycleMessage: reads a cycle commit's message (as `git log` prints it) back
 * from its trailer block, parsed as git parses trailers. Returns undefined for any other commit,
 * and for one whose trailers are missing, repeated, malformed or disagree with its subject (a
 * hand-written look-alike is not an audit record).
 */
function parseCycleMessage(message) {
    if (!message.startsWith(CYCLE_SUBJECT_PREFIX))
        return undefined;
    const single = new Map();
    const verdicts = [];
    for (const { key, value } of (0,_trailers_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTrailers */ .aw)(message, { cleanup: 'none' })) {
        const name = key.toLowerCase();
        if (!name.startsWith('heartbeat-'))
            continue;
        const field = name.slice('heartbeat-'.length);
        if (field === 'verdict') {
            const [taskId = '', verdict, flag, ...rest] = value.split(/\s+/);
            const parsed = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp.safeParse(verdict);
            if (!parsed.success || rest.length > 0 || (flag !== undefined && flag !== 'contradiction'))
                return undefined;
            verdicts.push({ taskId, verdict: parsed.data, contradiction: flag === 'contradiction' });
        }
        else {
            if (single.has(field))
                return undefined;
            single.set(field, value);
        }
    }
    const int = (field) => {
        const value = single.get(field);
        return value !== undefined && INTEGER.test(value) ? Number(value) : undefined;
    };
    const parsed = CycleCommitSchema.safeParse({
        cycle: int('cycle'),
        score: int('score'),
        target: int('target'),
        tier: single.get('tier'),
        delta: int('delta'),
        intervalMinutes: int('interval'),
        verdicts,
    });
    if (!parsed.success)
        return undefined;
    const subject = (message.split('\n', 1)[0] ?? '').trimEnd();
    return subject === cycleSubject(parsed.data) ? parsed.data : undefined;
}


/***/ }),

/***/ 3507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aw: () => (/* binding */ parseTrailers),
/* harmony export */   oB: () => (/* binding */ evidenceClaimsFromMessage)
/* harmony export */ });
/* unused harmony exports cleanupCommitMessage, EVIDENCE_TRAILERS, taskIdsFromMessage */
const GIT_GENERATED_PREFIXES = ['Signed-off-by: ', '(cherry picked from commit '];
const CUT_LINE = '------------------------ >8 ------------------------\n';
// git's own ctype: ASCII only, whatever the locale.
const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isAlnum = (c) => /^[A-Za-z0-9]$/.test(c);
function nextLine(s, i) {
    const nl = s.indexOf('\n', i);
    return nl === -1 ? s.length : nl + 1;
}
/** Start of the last line of s[0, len), -1 when len is 0 (a final newline belongs to its line). */
function lastLine(s, len) {
    if (len === 0)
        return -1;
    if (len === 1)
        return 0;
    for (let i = len - 2; i >= 0; i--)
        if (s[i] === '\n')
            return i + 1;
    return 0;
}
function isBlankLine(s, i) {
    for (; i < s.length && s[i] !== '\n'; i++)
        if (!isSpace(s[i]))
            return false;
    return true;
}
/** Offset of the `:` in `<token><optional blanks>:`, or -1 when the line is not shaped so. */
function findSeparator(s, start) {
    let whitespaceFound = false;
    for (let i = start; i < s.length; i++) {
        const c = s[i];
        if (c === ':')
            return i - start;
        if (!whitespaceFound && (isAlnum(c) || c === '-'))
            continue;
        if (i !== start && (c === ' ' || c === '\t')) {
            whitespaceFound = true;
            continue;
        }
        break;
    }
    return -1;
}
function trim(text) {
    let a = 0;
    let b = text.length;
    while (a < b && isSpace(text[a]))
        a++;
    while (b > a && isSpace(text[b - 1]))
        b--;
    return text.slice(a, b);
}
/** Where the message proper ends: before a `---` divider line, when dividers count. */
function findPatchStart(s, divider) {
    if (!divider)
        return s.length;
    for (let i = 0; i < s.length; i = nextLine(s, i)) {
        if (s.startsWith('---', i) && isSpace(s[i + 3]))
            return i;
    }
    return s.length;
}
/** Where `git commit -v`'s scissors line starts, or len. */
function locateCutLine(s, len, comment) {
    const pattern = `\n${comment} ${CUT_LINE}`;
    if (s.startsWith(pattern.slice(1)))
        return 0;
    const at = s.indexOf(pattern);
    return at === -1 ? len : Math.min(at + 1, len);
}
/** git's ignore_non_trailer: the trailing run of comments, blank lines and an old `Conflicts:` block. */
function endOfLogMessage(s, len, comment) {
    const cutoff = locateCutLine(s, len, comment);
    let boc = 0;
    let inConflicts = false;
    for (let bol = 0; bol < cutoff;) {
        const nl = s.indexOf('\n', bol);
        const next = nl === -1 || nl >= len ? len : nl + 1;
        if (s[bol] === comment || s[bol] === '\n') {
            if (!boc)
                boc = bol;
        }
        else if (s.startsWith('Conflicts:\n', bol)) {
            inConflicts = true;
            if (!boc)
                boc = bol;
        }
        else if (inConflicts && s[bol] === '\t') {
            // a path inside the old conflicts block
        }
        else if (boc) {
            boc = 0;
            inConflicts = false;
        }
        bol = next;
    }
    return boc ? boc : cutoff;
}
/** git's find_trailer_start: the last paragraph, if it counts as a trailer block. */
function findTrailerStart(s, len, comment) {
    let title = 0;
    for (; title < len; title = nextLine(s, title)) {
        if (s[title] === comment)
            continue;
        if (isBlankLine(s, title))
            break;
    }
    let onlySpaces = true;
    let recognizedPrefix = false;
    let trailerLines = 0;
    let nonTrailerLines = 0;
    let possibleContinuationLines = 0;
    for (let l = lastLine(s, len); l >= title; l = lastLine(s, l)) {
        if (s[l] === comment) {
            nonTrailerLines += possibleContinuationLines;
            possibleContinuationLines = 0;
            continue;
        }
        if (isBlankLine(s, l)) {
            if (onlySpaces)
                continue;
            nonTrailerLines += possibleContinuationLines;
            if (recognizedPrefix && trailerLines * 3 >= nonTrailerLines)
                return nextLine(s, l);
            if (trailerLines && !nonTrailerLines)
                return nextLine(s, l);
            return len;
        }
        onlySpaces = false;
        if (GIT_GENERATED_PREFIXES.some((prefix) => s.startsWith(prefix, l))) {
            trailerLines++;
            possibleContinuationLines = 0;
            recognizedPrefix = true;
            continue;
        }
        if (findSeparator(s, l) >= 1 && !isSpace(s[l])) {
            trailerLines++;
            possibleContinuationLines = 0;
        }
        else if (isSpace(s[l])) {
            possibleContinuationLines++;
        }
        else {
            nonTrailerLines += 1 + possibleContinuationLines;
            possibleContinuationLines = 0;
        }
    }
    return len;
}
/**
 * `git commit`'s default cleanup of an edited message (`--cleanup=strip`), plus the cut at the
 * `git commit -v` scissors line (a hook cannot tell whether `-v` was given; the line is git's own).
 */
function cleanupCommitMessage(message, commentChar = '#') {
    const text = message.slice(0, locateCutLine(message, message.length, commentChar));
    const out = [];
    let empties = 0;
    for (const raw of text.split('\n')) {
        if (raw.startsWith(commentChar))
            continue;
        let end = raw.length;
        while (end > 0 && isSpace(raw[end - 1]))
            end--;
        if (end === 0) {
            empties++;
            continue;
        }
        if (empties > 0 && out.length > 0)
            out.push('');
        empties = 0;
        out.push(raw.slice(0, end));
    }
    return out.length ? `${out.join('\n')}\n` : '';
}
/** The trailers of a commit message, in order, as git parses them. */
function parseTrailers(message, options = {}) {
    const comment = options.commentChar ?? '#';
    const s = (options.cleanup ?? 'strip') === 'strip' ? cleanupCommitMessage(message, comment) : message;
    const end = endOfLogMessage(s, findPatchStart(s, options.divider ?? false), comment);
    const start = findTrailerStart(s, end, comment);
    // Join continuation lines onto the trailer above them, as trailer_info_get does.
    const entries = [];
    for (const line of s.slice(start, end).split(/(?<=\n)/)) {
        if (line === '')
            continue;
        const last = entries[entries.length - 1];
        if (last?.joinable && isSpace(line[0])) {
            last.text += line;
            continue;
        }
        entries.push({ text: line, joinable: findSeparator(line, 0) >= 1 });
    }
    const trailers = [];
    for (const { text } of entries) {
        if (text.startsWith(comment))
            continue;
        const sep = findSeparator(text, 0);
        if (sep < 1)
            continue;
        const raw = trim(text.slice(sep + 1));
        trailers.push({
            key: trim(text.slice(0, sep)),
            value: trim(raw.replace(/\n[ \t\n\r]*/g, ' ')),
            lines: raw.split('\n').map(trim),
        });
    }
    return trailers;
}
/** Trailer keys (lowercased) that carry evidence, and the gated topic each claims. */
const EVIDENCE_TRAILERS = {
    'build-done': 'build.done',
    'review-done': 'review.done',
    'verify-passed': 'verify.passed',
};
/** Every `Build-Done:` / `Review-Done:` / `Verify-Passed:` trailer of a message, in order. */
function evidenceClaimsFromMessage(message, options = {}) {
    const claims = [];
    for (const trailer of parseTrailers(message, options)) {
        const topic = EVIDENCE_TRAILERS[trailer.key.toLowerCase()];
        if (topic)
            claims.push({ topic, payload: trailer.lines.join('\n'), trailer: trailer.key });
    }
    return claims;
}
/** Task ids named by `Heartbeat-Task:` trailers (comma- or space-separated), first mention first. */
function taskIdsFromMessage(message, options = {}) {
    const ids = new Set();
    for (const trailer of parseTrailers(message, options)) {
        if (trailer.key.toLowerCase() !== 'heartbeat-task')
            continue;
        for (const id of trailer.value.split(/[\s,]+/))
            if (id)
                ids.add(id);
    }
    return [...ids];
}


=======
>>>>>>> verify:dist/cli/294.index.js
/***/ })

};
