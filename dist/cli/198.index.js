export const id = 198;
export const ids = [198];
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

/***/ 4150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ recordFeedback),
/* harmony export */   p: () => (/* binding */ recordVerdict)
/* harmony export */ });
/* harmony import */ var _core_identity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4845);
/* harmony import */ var _core_score_points_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6219);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(871);
/* harmony import */ var _time_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2706);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);






function scoreLine(state) {
    return `score ${state.score.today.score}/${state.score.today.target}`;
}
/** The planned event's effects, or an input error when its id holds other content. */
function effectsOf(event, effects) {
    if (effects.conflicts.includes(event.id)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`event id ${event.id} is already recorded with other content; pass another --id`);
    }
    const state = effects.state;
    if (!state)
        throw new Error('the ledger replayed to nothing after an append');
    const added = effects.added.some((e) => e.id === event.id);
    return { state, added };
}
/** Records the verifier's verdict on a task of the current cycle. */
async function recordVerdict(options) {
    const now = (0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .parseNow */ .A7)(options.now);
    const write = await (0,_ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .writeLedger */ .X)(options, ({ state, branch }) => {
        const progress = state?.progress;
        if (!state || !progress) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('no cycle has started yet: run heartbeat-gate cycle first');
        }
        const task = progress.tasks.find((t) => t.taskId === options.taskId);
        if (!task) {
            const known = progress.tasks.map((t) => t.taskId).join(', ') || 'none';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`task_id: ${options.taskId} is not a task of cycle ${progress.cycle} (its tasks: ${known})`);
        }
        if (Date.parse(now) < Date.parse(progress.startedAt)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--now: ${now} is before cycle ${progress.cycle} started (${progress.startedAt})`);
        }
        const event = {
            id: options.id ?? `verdict:${progress.cycle}:${task.taskId}`,
            at: now,
            kind: 'verdict',
            taskId: task.taskId,
            verdict: options.verdict,
            groundTruthContradiction: options.contradiction ?? false,
            // Judged as the cycle counts it: a penalty tier may have forced it required.
            required: task.required,
            ...(options.evidence !== undefined ? { evidence: options.evidence } : {}),
        };
        const unchanged = () => ({
            event,
            recorded: false,
            delta: 0,
            score: state.score.today.score,
            target: state.score.today.target,
            commit: undefined,
            branch,
            pushed: false,
            retries: 0,
            warnings: [],
        });
        // Verdicts since the last cycle are in the state, whatever month they fell in.
        const earlier = state.sinceLastCycle.verdicts.find((v) => v.id === event.id);
        if (earlier) {
            if (earlier.verdict === event.verdict &&
                earlier.groundTruthContradiction === event.groundTruthContradiction) {
                return { skip: unchanged() };
            }
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${event.id}: task ${task.taskId} already has the verdict ${earlier.verdict}${earlier.groundTruthContradiction ? ' (contradiction)' : ''} in cycle ${progress.cycle}; pass --id to record another`);
        }
        return {
            events: [event],
            finish(effects) {
                const { state: after, added } = effectsOf(event, effects);
                const delta = added ? (0,_core_score_points_js__WEBPACK_IMPORTED_MODULE_0__/* .pointsForVerdict */ .k4)(event) : 0;
                const flag = event.groundTruthContradiction ? ' contradiction' : '';
                const message = `heartbeat: verdict ${event.taskId} ${event.verdict}${flag} (${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(delta)}) — ${scoreLine(after)}\n\n` +
                    `Heartbeat-Event: ${event.id}\nHeartbeat-Score: ${after.score.today.score}\n`;
                return {
                    message,
                    result: {
                        ...unchanged(),
                        recorded: added,
                        delta,
                        score: after.score.today.score,
                        target: after.score.today.target,
                    },
                };
            },
        };
    });
    return { ...write.result, ...writeFields(write) };
}
/** Records an operator's 👍 / 👎 (the seed's POST /api/score/feedback). */
async function recordFeedback(options) {
    const now = (0,_time_js__WEBPACK_IMPORTED_MODULE_3__/* .parseNow */ .A7)(options.now);
    const write = await (0,_ledger_writer_js__WEBPACK_IMPORTED_MODULE_2__/* .writeLedger */ .X)(options, ({ everyAgentLogin, state, branch }) => {
        if (options.by !== undefined && (0,_core_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .looksLikeAgent */ .xC)(options.by, everyAgentLogin)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--by: ${options.by} is (or looks like) an agent login; an agent's own feedback never counts`);
        }
        // A closed cycle (and the day and ratchet floor it settled) is never rewritten.
        const last = state?.lastCycle;
        if (last && Date.parse(now) < Date.parse(last.at)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--now: ${now} is before the last cycle (cycle ${last.cycle} at ${last.at}); feedback cannot rewrite a closed cycle`, '--now');
        }
        const event = {
            id: options.id ?? `feedback:${now}:${options.direction}${options.by ? `:${options.by}` : ''}`,
            at: now,
            kind: 'feedback',
            direction: options.direction,
            ...(options.by !== undefined ? { by: options.by } : {}),
            ...(options.source !== undefined ? { source: options.source } : {}),
        };
        const unchanged = (s) => ({
            event,
            recorded: false,
            delta: 0,
            score: s?.score.today.score ?? 0,
            target: s?.score.today.target ?? 0,
            commit: undefined,
            branch,
            pushed: false,
            retries: 0,
            warnings: [],
        });
        const earlier = state?.sinceLastCycle.feedback.find((f) => f.id === event.id);
        if (earlier) {
            if (earlier.direction === event.direction)
                return { skip: unchanged(state) };
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--id: ${event.id} is already recorded as 👍/👎 ${earlier.direction}`);
        }
        return {
            events: [event],
            finish(effects) {
                const { state: after, added } = effectsOf(event, effects);
                const delta = added ? (0,_core_score_points_js__WEBPACK_IMPORTED_MODULE_0__/* .pointsForFeedback */ ._h)(event.direction) : 0;
                const message = `heartbeat: feedback ${event.direction} (${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(delta)}) — ${scoreLine(after)}\n\n` +
                    `Heartbeat-Event: ${event.id}\nHeartbeat-Score: ${after.score.today.score}\n`;
                return {
                    message,
                    result: {
                        ...unchanged(after),
                        recorded: added,
                        delta,
                        score: after.score.today.score,
                        target: after.score.today.target,
                    },
                };
            },
        };
    });
    return { ...write.result, ...writeFields(write) };
}
function writeFields(write) {
    return {
        commit: write.commit,
        pushed: write.pushed,
        retries: write.retries,
        warnings: write.warnings,
    };
}


/***/ }),

/***/ 2198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ demo_command),
  formatWeek: () => (/* binding */ formatWeek)
});

// EXTERNAL MODULE: ./src/app/audit-log.ts
var audit_log = __webpack_require__(4547);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/app/site.ts + 3 modules
var app_site = __webpack_require__(6079);
// EXTERNAL MODULE: ./src/core/cycle.ts
var cycle = __webpack_require__(3937);
// EXTERNAL MODULE: ./src/core/score/calendar.ts
var calendar = __webpack_require__(1002);
// EXTERNAL MODULE: ./src/core/score/summary.ts + 2 modules
var score_summary = __webpack_require__(7219);
// EXTERNAL MODULE: ./src/core/score/target.ts
var target = __webpack_require__(269);
// EXTERNAL MODULE: ./src/git/git.ts
var git_git = __webpack_require__(308);
// EXTERNAL MODULE: ./src/app/cycle.ts + 9 modules
var app_cycle = __webpack_require__(5952);
;// CONCATENATED MODULE: ./src/app/demo-contract.ts
/**
 * The demo's contract: examples/HEARTBEAT.md, embedded so that the bundled CLI needs no file
 * beside it (a test keeps the two byte-identical).
 */
const DEMO_CONTRACT = `# Heartbeat

You maintain this repository between human reviews. Each heartbeat, work through the tasks below;
a verifier checks every claim against the real sources (check runs, files, commands), never your word.

Release 2.4 is due on Friday: keep \`main\` green and the changelog current.

## Tasks

- [ ] run_tests | Run the test suite on main and fix what breaks | required | verify: check:ci
- [ ] triage_issues | Label and answer new issues | required | verify: file:TRIAGE.md
- [ ] update_changelog | Add merged pull requests to CHANGELOG.md | required | verify: file:CHANGELOG.md
- [ ] refresh_docs | Regenerate the API reference | optional | verify: file:docs/api.md | max_attempts: 5

## Notes

Report a failure as a failure: it costs far less than a claim the verifier disproves.
`;
/** The demo's second agent, `reviewer`: it reviews what `coder` ships. */
const DEMO_REVIEWER_CONTRACT = `# Reviewer heartbeat

You review what the coder agent ships. Each heartbeat, review the open pull requests and confirm
that main is green; a verifier checks every claim.

## Tasks

- [ ] review_prs | Review every open pull request | required | verify: evidence:review.done
- [ ] check_main | Confirm CI is green on main | optional | verify: check:ci
`;

// EXTERNAL MODULE: ./src/app/read-state.ts
var read_state = __webpack_require__(9975);
// EXTERNAL MODULE: ./src/app/record.ts
var record = __webpack_require__(4150);
;// CONCATENATED MODULE: ./src/app/demo-week.ts
/**
 * The demo week: a temporary repository with the example HEARTBEAT.md, and seven days of real
 * cycles, verdicts and operator feedback through the same app layer the CLI commands use (every
 * cycle is a real commit). The days' scores are the seeds' worked example (75, 90, 60, 110, 120,
 * 30), so the targets come out as the seeds' table says: 50, 75, 82, 82, 84, 91, 91.
 */












const EVIDENCE = {
    run_tests: 'check ci: success',
    triage_issues: 'TRIAGE.md changed',
    update_changelog: 'CHANGELOG.md changed',
    refresh_docs: 'docs/api.md changed',
};
const ok = (...tasks) => tasks.map((task) => ({ task, verdict: 'verified', evidence: EVIDENCE[task] }));
const failed = (task, evidence) => ({
    task,
    verdict: 'not_verified',
    evidence,
});
const unclear = (task) => ({
    task,
    verdict: 'unclear',
    evidence: 'no evidence either way',
});
const demo_week_cycle = (verdicts, feedback) => ({
    verdicts,
    ...(feedback ? { feedback } : {}),
});
/** The week. Each day also ends with a closing cycle, so its verdicts are committed that day. */
const DEMO_WEEK = [
    {
        note: 'a good first day: every claim verified',
        cycles: [
            demo_week_cycle(ok('run_tests', 'triage_issues', 'refresh_docs')),
            demo_week_cycle(ok('run_tests', 'update_changelog', 'refresh_docs')),
            demo_week_cycle(ok('triage_issues', 'update_changelog', 'refresh_docs')),
        ],
    },
    {
        note: 'triage_issues claimed done, but TRIAGE.md never changed: not verified (-15)',
        cycles: [
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs')),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
            demo_week_cycle([...ok('run_tests'), failed('triage_issues', 'TRIAGE.md unchanged')]),
        ],
    },
    {
        note: 'the operator reacts with a thumbs down to a sloppy answer (-10)',
        cycles: [
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
            demo_week_cycle(ok('run_tests'), ['down']),
        ],
    },
    {
        note: 'two thumbs up (+3 each); at the end of the day three unclear verdicts and a failure',
        cycles: [
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs')),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog'), ['up']),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog'), ['up']),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
            demo_week_cycle([
                unclear('run_tests'),
                unclear('triage_issues'),
                failed('update_changelog', 'CHANGELOG.md unchanged'),
                unclear('refresh_docs'),
            ]),
        ],
    },
    {
        note: 'the lie: run_tests claimed "tests: pass" while CI failed, a ground truth contradiction (-45)',
        cycles: [
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs')),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs')),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs')),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
            demo_week_cycle([
                {
                    task: 'run_tests',
                    verdict: 'not_verified',
                    contradiction: true,
                    evidence: 'claimed tests: pass; check ci: failure',
                },
            ]),
        ],
    },
    {
        note: 'the bad day: two failures first thing put the agent in lockdown (8-minute heartbeat, every task required)',
        cycles: [
            demo_week_cycle([
                failed('run_tests', 'check ci: failure'),
                failed('triage_issues', 'TRIAGE.md unchanged'),
            ]),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
            demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog')),
        ],
    },
    {
        note: 'a fresh day: the bad day did not lower the target, the ratchet holds it at 91',
        cycles: [demo_week_cycle(ok('run_tests', 'triage_issues', 'update_changelog', 'refresh_docs'), ['up'])],
    },
];
const reviewed = (...tasks) => tasks.map((task) => ({
    task,
    verdict: 'verified',
    evidence: task === 'review_prs' ? 'review.done accepted' : 'check ci: success',
}));
/** The second agent's week (`reviewer`): steadier, smaller, one missed review. */
const DEMO_REVIEWER_WEEK = [
    { note: 'reviews every pull request', cycles: [demo_week_cycle(reviewed('review_prs', 'check_main'))] },
    {
        note: 'two review rounds',
        cycles: [demo_week_cycle(reviewed('review_prs')), demo_week_cycle(reviewed('review_prs', 'check_main'))],
    },
    {
        note: 'a pull request left unreviewed: not verified (-15)',
        cycles: [
            demo_week_cycle([{ task: 'review_prs', verdict: 'not_verified', evidence: 'no review.done on #42' }]),
        ],
    },
    {
        note: 'a careful review the operator thumbs up (+3)',
        cycles: [demo_week_cycle(reviewed('review_prs', 'check_main'), ['up'])],
    },
    {
        note: 'two review rounds',
        cycles: [demo_week_cycle(reviewed('review_prs')), demo_week_cycle(reviewed('review_prs'))],
    },
    { note: 'reviews every pull request', cycles: [demo_week_cycle(reviewed('review_prs', 'check_main'))] },
    {
        note: 'three review rounds',
        cycles: [
            demo_week_cycle(reviewed('review_prs')),
            demo_week_cycle(reviewed('review_prs', 'check_main')),
            demo_week_cycle(reviewed('review_prs')),
        ],
    },
];
/** The demo's two agents, their contracts and their weeks. */
const DEMO_AGENTS = [
    { name: 'coder', login: 'coder-bot', contract: DEMO_CONTRACT, week: DEMO_WEEK },
    {
        name: 'reviewer',
        login: 'reviewer-bot',
        contract: DEMO_REVIEWER_CONTRACT,
        week: DEMO_REVIEWER_WEEK,
    },
];
/** The first day of the demo week (a Monday); times are UTC. */
const DEMO_START = '2026-03-02';
/** The identity and dates the demo's commits carry, so the audit log reads like a real week. */
const IDENTITY = { name: 'heartbeat-gate demo', email: 'demo@heartbeat-gate.invalid' };
async function atInstant(instant, run) {
    const keys = [
        'GIT_AUTHOR_DATE',
        'GIT_COMMITTER_DATE',
        'GIT_AUTHOR_NAME',
        'GIT_AUTHOR_EMAIL',
        'GIT_COMMITTER_NAME',
        'GIT_COMMITTER_EMAIL',
    ];
    const saved = keys.map((key) => [key, process.env[key]]);
    Object.assign(process.env, {
        GIT_AUTHOR_DATE: instant,
        GIT_COMMITTER_DATE: instant,
        GIT_AUTHOR_NAME: IDENTITY.name,
        GIT_AUTHOR_EMAIL: IDENTITY.email,
        GIT_COMMITTER_NAME: IDENTITY.name,
        GIT_COMMITTER_EMAIL: IDENTITY.email,
    });
    try {
        return await run();
    }
    finally {
        for (const [key, value] of saved) {
            if (value === undefined)
                delete process.env[key];
            else
                process.env[key] = value;
        }
    }
}
const at = (date, hour, minute = 0) => `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;
/**
 * Creates the demo repository: HEARTBEAT.md committed on `main`, no configuration; with `team`,
 * the two agents of DEMO_AGENTS instead, each with its contract under `.heartbeat/agents/<name>/`.
 */
async function createDemoRepository(options = {}) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'heartbeat-gate-demo-'));
    const git = (command) => (0,git_git/* gitText */.q_)(command, { cwd: dir });
    await git({ args: ['init', '-q', '--initial-branch=main'] });
    // The machine's settings must not change the demo: no signing prompt, no user hooks.
    await git({ args: ['config'], operands: ['commit.gpgSign', 'false'] });
    await git({ args: ['config'], operands: ['core.hooksPath', '.git/no-hooks'] });
    if (options.team) {
        const team = Object.fromEntries(DEMO_AGENTS.map((a) => [a.name, { logins: [a.login] }]));
        await (0,promises_.mkdir)((0,external_node_path_.join)(dir, '.heartbeat'), { recursive: true });
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, '.heartbeat/config.json'), `${JSON.stringify({ team }, null, 2)}\n`);
        for (const agent of DEMO_AGENTS) {
            await (0,promises_.mkdir)((0,external_node_path_.join)(dir, '.heartbeat/agents', agent.name), { recursive: true });
            await (0,promises_.writeFile)((0,external_node_path_.join)(dir, '.heartbeat/agents', agent.name, 'HEARTBEAT.md'), agent.contract);
        }
        await git({ args: ['add'], paths: ['.heartbeat'] });
    }
    else {
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, 'HEARTBEAT.md'), DEMO_CONTRACT);
        await git({ args: ['add'], paths: ['HEARTBEAT.md'] });
    }
    await atInstant(at(DEMO_START, 8), () => git({ args: ['commit', '-q', '--no-verify', '--message=Add the heartbeat contract'] }));
    return dir;
}
/** Removes the demo repository. */
async function removeDemoRepository(dir) {
    await (0,promises_.rm)(dir, { recursive: true, force: true });
}
/**
 * Creates the demo repository, runs `play` in it, and removes it afterwards (also when `play`
 * fails) unless `keep`: the one clean-up path of `demo` and `demo --keep`.
 */
async function inDemoRepository(options, play) {
    const dir = await createDemoRepository({ team: options.team ?? false });
    try {
        return await play(dir);
    }
    finally {
        if (!options.keep)
            await removeDemoRepository(dir);
    }
}
async function summaryAt(cwd, now, agent) {
    const opened = await (0,read_state/* openRepoState */.oK)(cwd, { agent });
    const { state } = (0,read_state/* scoreAt */.eU)(opened, now);
    const summary = (0,score_summary/* summarizeScore */.E)(state, {
        defaultIntervalMinutes: opened.config.defaultIntervalMinutes,
    });
    return { state, summary };
}
/**
 * Runs a week in `cwd` (the demo's, or `options.week` for `options.agent` of a team), reporting
 * each day as it ends.
 */
async function simulateDemoWeek(cwd, onDay = () => { }, options = {}) {
    const days = [];
    const { agent } = options;
    for (const [index, plan] of (options.week ?? DEMO_WEEK).entries()) {
        const date = (0,calendar/* addDays */.fi)(DEMO_START, index);
        const start = await summaryAt(cwd, at(date, 0), agent);
        const tiers = [];
        const cycles = [...plan.cycles, demo_week_cycle([])];
        for (const [n, planned] of cycles.entries()) {
            const hour = 9 + n;
            const outcome = await atInstant(at(date, hour), () => (0,app_cycle/* runCycle */.OM)({ cwd, agent, now: at(date, hour) }));
            if (!outcome.ran)
                throw new Error(`demo: cycle at ${at(date, hour)} was not due`);
            tiers.push(outcome.record.tier);
            for (const [k, v] of planned.verdicts.entries()) {
                const now = at(date, hour, 15 + k);
                await atInstant(now, () => (0,record/* recordVerdict */.p)({
                    cwd,
                    agent,
                    now,
                    taskId: v.task,
                    verdict: v.verdict,
                    contradiction: v.contradiction ?? false,
                    evidence: v.evidence,
                }));
            }
            for (const [k, direction] of (planned.feedback ?? []).entries()) {
                const now = at(date, hour, 45 + k);
                await atInstant(now, () => (0,record/* recordFeedback */.H)({
                    cwd,
                    agent,
                    now,
                    direction,
                    by: 'operator',
                    id: `demo-reaction-${now}`,
                }));
            }
        }
        const end = await summaryAt(cwd, `${date}T23:59:59.999Z`, agent);
        tiers.push((0,cycle/* cycleTier */.Fq)(end.summary));
        const day = {
            day: index + 1,
            date,
            note: plan.note,
            target: start.summary.target,
            floor: start.summary.floor,
            average: (0,target/* positiveAverage */.TD)(start.state.history),
            tiers,
            cycles: cycles.length,
            end: end.state.today,
            summary: end.summary,
        };
        days.push(day);
        onDay(day);
    }
    return days;
}

// EXTERNAL MODULE: ./src/git/repo.ts
var git_repo = __webpack_require__(4134);
// EXTERNAL MODULE: ./src/cli/command.ts + 1 modules
var command = __webpack_require__(302);
// EXTERNAL MODULE: ./src/cli/declarations/demo.ts
var demo = __webpack_require__(7819);
// EXTERNAL MODULE: ./src/cli/text-table.ts
var text_table = __webpack_require__(1446);
// EXTERNAL MODULE: ./src/cli/commands/leaderboard.ts
var leaderboard = __webpack_require__(9014);
// EXTERNAL MODULE: ./src/cli/commands/log.ts
var commands_log = __webpack_require__(2859);
;// CONCATENATED MODULE: ./src/cli/commands/demo.ts
/**
 * `heartbeat-gate demo`: a week of heartbeat cycles in a temporary repository — verdicts, a lie,
 * operator feedback and a bad day — then the score table day by day and the `log` audit trail.
 * Needs no GitHub and no configuration; the temporary repository is removed at the end.
 */












/** `tightened > good > outstanding`: the day's tiers in order, repeats collapsed. */
function tierPath(day) {
    return day.tiers.filter((tier, i) => tier !== day.tiers[i - 1]).join(' > ');
}
function dayLine(day) {
    return (`Day ${day.day}  ${day.date}  target ${String(day.target).padEnd(3)}  ${day.note}\n` +
        `        -> ${day.end.score}/${day.end.target} ${day.tiers.at(-1)}, next heartbeat in ${day.summary.intervalMinutes} minutes\n`);
}
/** The week as one table: the seeds' progression columns, then what happened each day. */
function formatWeek(days) {
    return (0,text_table/* textTable */.e)([
        'day',
        'date',
        '7-day avg',
        'floor',
        'target',
        'cycles',
        'verified',
        'failed',
        'unclear',
        'lies',
        'up/down',
        'score',
        'tiers through the day',
        'interval',
    ], days.map((d) => [
        String(d.day),
        d.date,
        d.average === undefined ? '-' : String(d.average),
        String(d.floor),
        String(d.target),
        String(d.cycles),
        String(d.end.verifiedCount),
        String(d.end.failedCount),
        String(d.end.unclearCount),
        String(d.end.contradictionCount),
        `${d.end.thumbsUp}/${d.end.thumbsDown}`,
        String(d.end.score),
        tierPath(d),
        `${d.summary.intervalMinutes} min`,
    ]), [
        'right',
        'left',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
        'left',
        'right',
    ]);
}
/** The instant the demo's leaderboard and dashboard are read at: the end of its week. */
const WEEK_END = '2026-03-08T23:59:59.999Z';
const demo_command = (0,command/* defineCommand */.N)(demo/* declaration */.H, async ({ values, io }) => {
    const out = (text) => io.stdout.write(text);
    return inDemoRepository({ team: true, keep: values.keep ?? false }, async (dir) => {
        out('heartbeat-gate demo: a week of two agents, coder and reviewer, in a temporary git repository.\n' +
            'No GitHub: every cycle, verdict and reaction below is a real commit.\n\n' +
            `Repository: ${dir}\n` +
            'Agents:     coder     .heartbeat/agents/coder/HEARTBEAT.md (examples/HEARTBEAT.md): run_tests,\n' +
            '                      triage_issues and update_changelog required, refresh_docs optional\n' +
            '            reviewer  .heartbeat/agents/reviewer/HEARTBEAT.md: review_prs required, check_main optional\n');
        const weeks = [];
        for (const agent of DEMO_AGENTS) {
            out(`\nAgent ${agent.name}\n`);
            const days = await simulateDemoWeek(dir, (day) => out(dayLine(day)), {
                agent: agent.name,
                week: agent.week,
            });
            weeks.push({ agent: agent.name, days });
        }
        for (const { agent, days } of weeks) {
            out(`\nThe week of ${agent}, day by day (${days.length} days` +
                (agent === 'coder'
                    ? "; the seeds' example progression: the target rises with good days, never drops):\n\n"
                    : '):\n\n'));
            out(formatWeek(days));
        }
        const reports = await (0,app_site/* readAgentReports */.H9)(dir, WEEK_END);
        out(`\nThe leaderboard at the end of the week: heartbeat-gate leaderboard\n\n`);
        out((0,leaderboard.formatLeaderboard)((0,app_site/* rankAgents */.R6)(reports)));
        const repo = await git_repo.Repo.open(dir);
        const log = await (0,audit_log/* readCycleLog */.x4)(repo, 'HEAD');
        for (const { agent } of weeks) {
            const mine = log.filter((entry) => entry.agent === agent);
            out(`\nThe audit trail: heartbeat-gate log --agent ${agent} (${mine.length} cycle commits, newest first)\n\n`);
            out((0,commands_log.formatCycleLog)(mine));
        }
        // The dashboard outlives the repository: it is the demo's last word.
        const site = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'heartbeat-gate-demo-site-'));
        await (0,app_site/* writeSite */.bo)(site, (0,app_site/* siteFiles */.J)(reports, WEEK_END, 'UTC'));
        out(values.keep
            ? `\nThe repository is kept at ${dir}: try 'heartbeat-gate score' or 'git log' there.\n`
            : '\nThe temporary repository has been removed.\n');
        out(`\nThe dashboard (heartbeat-gate site): ${(0,external_node_path_.join)(site, 'index.html')}\n`);
        return command/* ExitCode */.y.ok;
    });
});


/***/ }),

/***/ 9014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command),
/* harmony export */   formatLeaderboard: () => (/* binding */ formatLeaderboard)
/* harmony export */ });
/* harmony import */ var _app_site_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6079);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(302);
/* harmony import */ var _declarations_leaderboard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6833);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7371);
/* harmony import */ var _text_table_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1446);
/**
 * `heartbeat-gate leaderboard [--json] [--now <ISO-8601>]`: the agents ranked by today's score
 * as a share of target, with tier, streak, 7-day trend and lies (contradictions) this week.
 */







const tier = (e) => e.penalty !== 'none' ? e.penalty : e.reward !== 'none' ? e.reward : 'normal';
/** The leaderboard as a terminal reads it. */
function formatLeaderboard(entries) {
    return (0,_text_table_js__WEBPACK_IMPORTED_MODULE_4__/* .textTable */ .e)(['rank', 'agent', 'score', 'target', 'share', 'tier', 'streak', '7-day trend', 'lies'], entries.map((e) => [
        String(e.rank),
        e.agent,
        String(e.score),
        String(e.target),
        `${Math.round(e.share * 100)}%`,
        tier(e),
        String(e.streak),
        (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .signed */ .x8)(e.trend7),
        String(e.lies),
    ]), ['right', 'left', 'right', 'right', 'right', 'left', 'right', 'right', 'right']);
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .defineCommand */ .N)(_declarations_leaderboard_js__WEBPACK_IMPORTED_MODULE_2__/* .declaration */ .H, async ({ values, io, now, json }) => {
    const { repository } = (0,_read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .readOptions */ .T)(values);
    const entries = (0,_app_site_js__WEBPACK_IMPORTED_MODULE_0__/* .rankAgents */ .R6)(await (0,_app_site_js__WEBPACK_IMPORTED_MODULE_0__/* .readAgentReports */ .H9)(io.cwd, now, values.ref, repository));
    io.stdout.write(json ? (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s$)(entries) : formatLeaderboard(entries));
    return _command_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .y.ok;
});


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

/***/ 7819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/** `heartbeat-gate demo`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'demo',
    summary: 'a week of two agents in a temporary repository, the leaderboard, the audit log and the dashboard',
    description: `Creates a temporary git repository with two agents, coder (the example HEARTBEAT.md) and reviewer,
simulates a week of heartbeat cycles for each (verdicts, a lie, operator feedback, a bad day) as
real commits, and prints each agent's score day by day, the leaderboard and the audit log; then
writes the dashboard (heartbeat-gate site) to a temporary folder, which it keeps, and prints its
path. Needs no GitHub.`,
    options: {
        keep: {
            type: 'boolean',
            description: 'keep the temporary repository and print its path',
            default: 'remove it',
        },
    },
};


/***/ }),

/***/ 6833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate leaderboard`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'leaderboard',
    summary: 'the agents ranked by score as a share of target (--json)',
    description: `The agents ranked by today's score as a share of their target: tier, streak, the change over
7 days and the lies (ground-truth contradictions) of the last 7 days.`,
    options: { ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print the ranked entries as JSON'), ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT */ .ri, ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)() },
};


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
