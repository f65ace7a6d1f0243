export const id = 548;
export const ids = [548];
export const modules = {

/***/ 8600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ loadContract)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _core_contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2013);
/** Reading HEARTBEAT.md from the working tree: a missing or broken contract is an input error. */




/** Loads and parses the configured contract; errors name the file and line. */
async function loadContract(root, config) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, config.contract), 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${config.contract}: not found (write a contract, see heartbeat-gate init)`, config.contract);
        }
        throw error;
    }
    const contract = (0,_core_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .parseHeartbeatContract */ .uT)(text, config.contract);
    // A task line that does not parse would silently drop a task from the cycle: refuse it.
    const error = contract.diagnostics.find((d) => d.severity === 'error');
    if (error)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d((0,_core_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .formatContractDiagnostic */ .n)(error), config.contract);
    return contract;
}


/***/ }),

/***/ 9975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   eU: () => (/* binding */ scoreAt),
/* harmony export */   oK: () => (/* binding */ openRepoState)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2973);
/* harmony import */ var _core_score_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4563);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1002);
/* harmony import */ var _core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8617);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4134);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2249);
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
/** Opens the repository containing `cwd` and its configuration. */
async function openRepo(cwd) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_4__/* .Repo */ .l.open(cwd);
    const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root);
    if (!config.stateBranch)
        return { repo, config, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(repo, config.stateBranch);
    return { repo, config, stateHead, rev: stateHead ?? config.stateBranch };
}
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
async function openRepoState(cwd) {
    const location = await openRepo(cwd);
    const { repo, config, stateHead } = location;
    const source = config.stateBranch
        ? (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .commitSource */ .nv)(repo, stateHead, config.stateDir)
        : (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .dirSource */ .v9)(repo.root, config.stateDir);
    return { ...location, store: await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .loadStateStore */ .Dw)(source, config.stateDir) };
}
/** The committed score state moved to `now`'s calendar day in the configured timezone. */
function scoreAt(opened, now) {
    const today = (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .calendarDay */ .$6)(now, opened.config.timeZone);
    const committed = opened.store.score;
    if (!committed)
        return { state: (0,_core_score_state_js__WEBPACK_IMPORTED_MODULE_1__/* .createScoreState */ .qF)(today), fresh: true };
    return { state: (0,_core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__/* .rolloverScoreState */ .z)(committed, today), fresh: false };
}


/***/ }),

/***/ 5548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/app/contract-file.ts
var contract_file = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/app/read-state.ts
var read_state = __webpack_require__(9975);
// EXTERNAL MODULE: ./src/core/progress.ts
var progress = __webpack_require__(4664);
;// CONCATENATED MODULE: ./src/core/contract-prompt.ts

function standing(row) {
    switch (row.status) {
        case 'verified':
            return 'done';
        case 'skipped':
            return 'skipped';
        case 'failed':
            return (0,progress/* isAbandoned */.zI)(row) ? 'abandoned' : 'retry';
        case 'pending':
            return row.attempts > 0 ? 'retry' : 'pending';
    }
}
/**
 * The contract and the cycle's progress as the prompt text an agent reads (Markdown). Tasks are
 * listed in contract order under: pending, retries (with the attempt this will be, of how many,
 * and the last verdict), done, skipped, and failed with no attempts left. A contract task the
 * progress does not hold yet is pending, or done when pre-marked `[x]`.
 */
function buildContractPrompt(contract, progress) {
    const rows = new Map(progress?.tasks.map((row) => [row.taskId, row]));
    const groups = {
        pending: [],
        retry: [],
        done: [],
        skipped: [],
        abandoned: [],
    };
    for (const task of contract.tasks) {
        const row = rows.get(task.id);
        const required = row?.required ?? task.required;
        const label = `\`${task.id}\`: ${task.description} [${required ? 'REQUIRED' : 'optional'}] (verify: ${task.verify})`;
        // Before the cycle opens, the contract alone says what is pending (seed 003: `[x]` is done).
        const group = row ? standing(row) : task.preMarked ? 'done' : 'pending';
        groups[group].push(`- ${label}${row ? detail(group, row) : group === 'done' ? PRE_MARKED : ''}`);
    }
    const lines = [`## Heartbeat contract${progress ? ` — cycle ${progress.cycle}` : ''}`, ''];
    const context = contract.context.trim();
    if (context !== '')
        lines.push('### Context from HEARTBEAT.md', '', context, '');
    if (progress?.forcedRequired)
        lines.push('Your score is in a penalty tier that forces every task required this cycle: optional tasks count as required.', '');
    const section = (title, items) => {
        if (items.length > 0)
            lines.push(`### ${title}`, '', ...items, '');
    };
    section('Pending tasks', groups.pending);
    section('Retries (a previous attempt was not verified)', groups.retry);
    section('Done this cycle', groups.done);
    section('Skipped', groups.skipped);
    section('Failed, no attempts left (not retried)', groups.abandoned);
    if (contract.tasks.length === 0) {
        lines.push('The contract has no tasks: add them under `## Tasks` in HEARTBEAT.md.', '');
    }
    else if (groups.pending.length + groups.retry.length === 0) {
        lines.push('Nothing is left to do this cycle.', '');
    }
    else {
        lines.push('Do the required tasks first. For each task, leave evidence the verifier can check against its hint, and tie each commit to its task with a `Heartbeat-Task: <task_id>` trailer. The verifier checks real sources: claim only what is true.', '');
    }
    return `${lines.join('\n').trimEnd()}\n`;
}
const PRE_MARKED = ' — pre-marked [x]; a mark the verifier disproves is a ground truth contradiction';
function detail(group, row) {
    const last = row.lastVerdict ? `; last verdict: ${row.lastVerdict}` : '';
    switch (group) {
        case 'retry':
            return ` — attempt ${row.attempts + 1} of ${row.maxAttempts}${last}`;
        case 'done':
            return row.preMarked && row.attempts === 0 ? PRE_MARKED : ' — verified';
        case 'abandoned':
            return ` — ${row.attempts} of ${row.maxAttempts} attempts used${last}`;
        case 'pending':
        case 'skipped':
            return '';
    }
}

// EXTERNAL MODULE: ./src/core/score/points.ts
var points = __webpack_require__(6219);
// EXTERNAL MODULE: ./src/core/score/summary.ts + 2 modules
var summary = __webpack_require__(7219);
// EXTERNAL MODULE: ./src/core/score/target.ts
var target = __webpack_require__(269);
;// CONCATENATED MODULE: ./src/core/score/prompt.ts



/** Width of the progress bar in characters, between the brackets. */
const PROGRESS_BAR_WIDTH = 20;
/** `[########------------] 35/82`: the share of the target reached, never below empty or past full. */
function progressBar(score, target, width = PROGRESS_BAR_WIDTH) {
    const filled = Math.min(width, Math.max(0, Math.floor((score * width) / target)));
    return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${score}/${target}`;
}
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** The score section of the heartbeat prompt, as Markdown text. */
function buildScorePromptSection(state, options) {
    const s = (0,summary/* summarizeScore */.E)(state, options);
    const status = [s.penaltyMessage, s.rewardMessage].filter((m) => m !== null);
    const lines = [
        '## Accountability score',
        '',
        `${progressBar(s.score, s.target)}`,
        s.pointsNeeded > 0
            ? `Points needed to reach today's target: ${s.pointsNeeded}`
            : `Today's target of ${s.target} is reached. Tomorrow's target will be at least ${s.floor}.`,
        `Today: ${s.verifiedCount} verified, ${s.failedCount} failed. Streak: ${plural(s.streak, 'day')} at target.`,
        `Penalty tier: ${s.penalty}. Reward tier: ${s.reward}. Next heartbeat in ${s.intervalMinutes} minutes.`,
        ...(s.forcedRequired ? ['Every task counts as required this cycle.'] : []),
        '',
        ...(status.length > 0 ? [...status, ''] : []),
        '### How you are scored',
        '',
        `- Verified required task: ${signed(points/* POINTS */.iN.verifiedRequired)}`,
        `- Verified optional task: ${signed(points/* POINTS */.iN.verifiedOptional)}`,
        `- Not verified (claimed but not done, or skipped): ${signed(points/* POINTS */.iN.notVerified)}`,
        `- Unclear verdict: ${signed(points/* POINTS */.iN.unclear)}`,
        `- Ground truth contradiction (you claimed it, the real source says otherwise): ${signed(points/* POINTS */.iN.groundTruthContradiction)}, on top of ${signed(points/* POINTS */.iN.notVerified)}`,
        `- Operator thumbs up: ${signed(points/* POINTS */.iN.thumbsUp)}; thumbs down: ${signed(points/* POINTS */.iN.thumbsDown)}`,
        '',
        '### The moving target',
        '',
        `Today's target is the highest of: the average of your positive days among the last 7, the ratchet floor (now ${s.floor}: the highest target ever set, it never drops) and ${target/* BASE_MINIMUM_TARGET */.$f}, capped at ${target/* MAX_DAILY_TARGET */.Z4}. Your reward for a good day is a higher bar tomorrow; a bad day does not lower it, because days at or below zero are left out of the average. Tanking, coasting and sandbagging gain nothing: the ratchet makes gaming the score futile.`,
        '',
        '### Do',
        '',
        '- Do the required tasks first, then the optional ones.',
        '- Leave evidence a verifier can check: a passing check run, a command that succeeds, the changed file.',
        '- Report a failure as a failure; it costs far less than a claim the verifier disproves.',
        '',
        "### Don't",
        '',
        "- Don't mark a task `[x]` or claim `tests: pass` unless it is true.",
        "- Don't claim completion without evidence, and don't pad the work to collect points.",
        '',
        'The verifier checks the real sources (check runs, commands, the commits themselves), never your word. The operator sees this score, its history and every verdict in the check run and the git log.',
    ];
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
;// CONCATENATED MODULE: ./src/cli/commands/prompt.ts
/**
 * `heartbeat-gate prompt [--now <ISO-8601>]`: what the agent reads before its next cycle — the
 * contract with the open cycle's progress (`buildContractPrompt`), then the score section
 * (`buildScorePromptSection`), as Markdown on standard output.
 */





const USAGE = `usage: heartbeat-gate prompt [--now <ISO-8601>]

Prints the agent's prompt for its next heartbeat cycle (Markdown): the HEARTBEAT.md context and
tasks with the open cycle's progress (pending, retries, done, abandoned), then the accountability
score section (progress bar, points needed, rules, the active penalty or reward).
  --now    the instant the score is reported at (default: the clock)
`;
const command = {
    summary: "the agent's next-cycle prompt: contract, progress and score section (Markdown)",
    async run(args, io) {
        const { values } = (0,options/* parseCommandArgs */.Qx)(args, {
            now: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const now = (0,options/* resolveNow */.Nq)(values.now);
        const opened = await (0,read_state/* openRepoState */.oK)(io.cwd);
        const contract = await (0,contract_file/* loadContract */.l)(opened.repo.root, opened.config);
        const { state } = (0,read_state/* scoreAt */.eU)(opened, now);
        const contractSection = buildContractPrompt(contract, opened.store.progress);
        const scoreSection = buildScorePromptSection(state, {
            defaultIntervalMinutes: opened.config.defaultIntervalMinutes,
        });
        io.stdout.write(`${contractSection.trimEnd()}\n\n${scoreSection}`);
        return 0;
    },
};


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nq: () => (/* binding */ resolveNow),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   m1: () => (/* binding */ parseSince),
/* harmony export */   s$: () => (/* binding */ jsonText)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1002);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * Option parsing shared by the commands: node's parseArgs in strict mode, its errors turned into
 * UsageError (exit 2), plus the `--now` and date values every time-dependent command takes.
 */



/** Parses `args` against `options` (no positionals unless `positionals` is set). */
function parseCommandArgs(args, options, positionals = false) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, strict: true, allowPositionals: positionals });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(error.message);
    }
}
// A calendar day, or a date-time that says its offset (a bare local time would depend on the machine).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;
/** `--now <ISO-8601>` as a UTC instant; the machine's clock when absent. */
function resolveNow(value, clock = () => new Date()) {
    if (value === undefined)
        return clock().toISOString();
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--now: not an ISO-8601 instant with a timezone: ${JSON.stringify(value)} (e.g. 2026-03-07T09:30:00Z)`);
    }
    return new Date(ms).toISOString();
}
function isCalendarDay(date) {
    try {
        (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dayNumber */ .U$)(date);
        return true;
    }
    catch {
        return false;
    }
}
function parseSince(value) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        if (!isCalendarDay(value))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--since: not a calendar day: ${JSON.stringify(value)}`);
        return { day: value };
    }
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--since: not a date (YYYY-MM-DD) or an ISO-8601 instant: ${JSON.stringify(value)}`);
    }
    return { instant: ms };
}
/** Writes a value as pretty JSON with a trailing newline. */
function jsonText(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}


/***/ }),

/***/ 2013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ formatContractDiagnostic),
/* harmony export */   uT: () => (/* binding */ parseHeartbeatContract)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_ATTEMPTS, MAX_TASK_ID_LENGTH, DEFAULT_VERIFY_HINT, slugifyTaskId, hasContractErrors */
/** `max_attempts` when a task line does not say (seed 003). */
const DEFAULT_MAX_ATTEMPTS = 3;
/** Task ids travel in commit trailers and messages: a longer one is an error, not a slug. */
const MAX_TASK_ID_LENGTH = 100;
/** The verification hint when a task line names none (seed 003). */
const DEFAULT_VERIFY_HINT = 'task_completed';
/**
 * The task id of `text`: lowercased (NFC), every run of characters other than letters, digits
 * and combining marks (spaces, `-`, `_`, `.`, punctuation) becomes one `_`, and leading or
 * trailing `_` are dropped. `Check E-mail!` → `check_e_mail`. Idempotent; empty when `text` has
 * no letter or digit.
 */
function slugifyTaskId(text) {
    const slug = text
        .toLowerCase()
        .normalize('NFC')
        .replace(/[^\p{L}\p{N}\p{M}]+/gu, '_');
    let start = 0;
    let end = slug.length;
    while (start < end && slug[start] === '_')
        start++;
    while (end > start && slug[end - 1] === '_')
        end--;
    return slug.slice(start, end);
}
/** `file:line: severity: message`, the form editors and CI logs link. */
function formatContractDiagnostic(diagnostic) {
    const where = `${diagnostic.file ?? 'HEARTBEAT.md'}${diagnostic.line > 0 ? `:${diagnostic.line}` : ''}`;
    return `${where}: ${diagnostic.severity}: ${diagnostic.message}`;
}
/** Whether the contract has any error (a warning alone leaves it usable as is). */
function hasContractErrors(contract) {
    return contract.diagnostics.some((d) => d.severity === 'error');
}
const TASK_FORMAT = '`- [ ] task_id | Description | required/optional | verify: hint | max_attempts: N`';
/**
 * Parses HEARTBEAT.md text. Tasks come from the `## Tasks` section (up to the next heading of
 * level 1 or 2); everything else is the freeform context. A line inside `## Tasks` that looks like
 * a task but does not parse is an error diagnostic with its line number, never dropped silently;
 * other text there is a warning, since it reaches neither the tasks nor the context.
 * `file` names the contract in diagnostics.
 */
function parseHeartbeatContract(text, file) {
    const parser = new ContractParser(file);
    const source = typeof text === 'string' ? text : '';
    const lines = (source.startsWith('\uFEFF') ? source.slice(1) : source).split(/\r\n|\r|\n/);
    lines.forEach((line, index) => parser.line(line, index + 1));
    return parser.finish();
}
class ContractParser {
    file;
    tasks = [];
    firstLine = new Map();
    context = [];
    diagnostics = [];
    inTasks = false;
    tasksHeadingLine = 0;
    fence;
    inComment = false;
    constructor(file) {
        this.file = file;
    }
    line(raw, line) {
        if (this.fence) {
            if (closesFence(raw, this.fence))
                this.fence = undefined;
            if (!this.inTasks)
                this.context.push(raw);
            return;
        }
        const opened = opensFence(raw, line);
        if (opened) {
            this.fence = opened;
            if (this.inTasks)
                this.report(line, 'warning', 'a code block inside `## Tasks` is neither a task nor context');
            else
                this.context.push(raw);
            return;
        }
        if (this.inComment || raw.trimStart().startsWith('<!--')) {
            // HTML comments are how a task is switched off: inside `## Tasks` they are skipped quietly.
            this.inComment = !closesComment(raw, this.inComment);
            if (!this.inTasks)
                this.context.push(raw);
            return;
        }
        const heading = parseHeading(raw);
        if (heading && heading.level <= 2) {
            if (heading.level === 2 && isTasksTitle(heading.title)) {
                if (this.tasksHeadingLine > 0)
                    this.report(line, 'warning', `a second \`## Tasks\` section (the first is on line ${this.tasksHeadingLine}); its tasks are added to the first's`);
                else
                    this.tasksHeadingLine = line;
                this.inTasks = true;
                return;
            }
            this.inTasks = false;
        }
        this.warnNearMissHeading(raw, line, heading);
        // Sub-headings (`### Morning`) group tasks inside the section.
        if (this.inTasks && heading)
            return;
        if (this.inTasks)
            this.taskLine(raw, line);
        else
            this.context.push(raw);
    }
    finish() {
        if (this.tasksHeadingLine === 0)
            this.report(0, 'warning', 'no `## Tasks` section: the contract has no tasks, and all of it is freeform context');
        else if (this.tasks.length === 0 && !this.diagnostics.some((d) => d.severity === 'error'))
            this.report(this.tasksHeadingLine, 'warning', 'the `## Tasks` section holds no tasks');
        if (this.fence)
            this.report(this.fence.line, 'warning', 'this code block is never closed; it runs to the end');
        let first = 0;
        let last = this.context.length;
        while (first < last && this.context[first].trim() === '')
            first++;
        while (last > first && this.context[last - 1].trim() === '')
            last--;
        return {
            tasks: this.tasks,
            context: this.context.slice(first, last).join('\n'),
            diagnostics: this.diagnostics,
        };
    }
    taskLine(raw, line) {
        const parsed = parseTaskLine(raw.trim());
        if (parsed.kind === 'blank')
            return;
        if (parsed.kind === 'prose') {
            this.report(line, 'warning', 'not a task line: text inside `## Tasks` reaches neither the tasks nor the context (move it outside the section)');
            return;
        }
        if (parsed.kind === 'error') {
            this.report(line, 'error', parsed.message);
            return;
        }
        const task = { ...parsed.task, line };
        const firstLine = this.firstLine.get(task.id);
        if (firstLine !== undefined) {
            this.report(line, 'error', `duplicate task_id \`${task.id}\` (first on line ${firstLine}); task ids must be unique`);
            return;
        }
        this.firstLine.set(task.id, line);
        this.tasks.push(task);
    }
    warnNearMissHeading(raw, line, heading) {
        const trimmed = raw.trim();
        if (!trimmed.startsWith('#'))
            return;
        let hashes = 0;
        while (trimmed[hashes] === '#')
            hashes++;
        const title = heading ? heading.title : trimmed.slice(hashes).trim();
        const words = title.toLowerCase();
        if (!(words === 'tasks' || words === 'tasks:' || words.startsWith('tasks ')))
            return;
        if (heading?.level === 2 && isTasksTitle(heading.title))
            return;
        this.report(line, 'warning', `\`${clip(trimmed)}\` is not a \`## Tasks\` heading, so the lines under it are not read as tasks`);
    }
    /** Records a diagnostic, keeping the list in line order (the few late ones are inserted). */
    report(line, severity, message) {
        const diagnostic = {
            ...(this.file === undefined ? {} : { file: this.file }),
            line,
            severity,
            message,
        };
        let at = this.diagnostics.length;
        while (at > 0 && this.diagnostics[at - 1].line > line)
            at--;
        this.diagnostics.splice(at, 0, diagnostic);
    }
}
/** An ATX heading (`## Title ##`, up to three spaces of indentation), else undefined. */
function parseHeading(raw) {
    let i = 0;
    while (i < 3 && raw[i] === ' ')
        i++;
    let level = 0;
    while (raw[i + level] === '#')
        level++;
    if (level < 1 || level > 6)
        return undefined;
    const after = raw[i + level];
    if (after !== undefined && after !== ' ' && after !== '\t')
        return undefined;
    let title = raw.slice(i + level).trim();
    // A closing sequence of #s counts only when set off by whitespace (or it is the whole title).
    let end = title.length;
    while (end > 0 && title[end - 1] === '#')
        end--;
    if (end === 0 || title[end - 1] === ' ' || title[end - 1] === '\t')
        title = title.slice(0, end).trim();
    return { level, title };
}
function isTasksTitle(title) {
    const lower = title.toLowerCase();
    return lower === 'tasks' || lower === 'tasks:';
}
/** A fenced code block opener (three or more backticks or tildes), else undefined. */
function opensFence(raw, line) {
    const trimmed = raw.trimStart();
    const char = trimmed[0];
    if (char !== '`' && char !== '~')
        return undefined;
    let length = 0;
    while (trimmed[length] === char)
        length++;
    if (length < 3)
        return undefined;
    // CommonMark: a backtick fence's info string holds no backtick.
    if (char === '`' && trimmed.indexOf('`', length) !== -1)
        return undefined;
    return { char, length, line };
}
function closesFence(raw, fence) {
    const trimmed = raw.trim();
    if (trimmed.length < fence.length)
        return false;
    for (const c of trimmed)
        if (c !== fence.char)
            return false;
    return true;
}
/** Whether an HTML comment open on (or before) this line is closed on it. */
function closesComment(raw, alreadyOpen) {
    const from = alreadyOpen ? 0 : raw.indexOf('<!--') + 4;
    return raw.indexOf('-->', from) !== -1;
}
/** Classifies one trimmed line inside `## Tasks`. */
function parseTaskLine(trimmed) {
    if (trimmed === '')
        return { kind: 'blank' };
    const first = trimmed[0];
    if (first === '-' || first === '*' || first === '+') {
        if (isThematicBreak(trimmed))
            return { kind: 'blank' };
        const second = trimmed[1];
        if (second !== undefined && second !== ' ' && second !== '\t' && second !== '[')
            return { kind: 'prose' };
        return parseCheckboxItem(trimmed.slice(1).trimStart());
    }
    if (first === '[' && looksLikeCheckbox(trimmed))
        return error(`a checkbox without a list marker: start the line with \`- \`, as in ${TASK_FORMAT}`);
    if (isOrderedListItem(trimmed))
        return error(`a numbered list item: task lines start with \`-\`, \`*\` or \`+\`, as in ${TASK_FORMAT}`);
    if (first !== '|' && first !== '>' && trimmed.includes('|'))
        return error(`a task line must start with a list marker and a checkbox, as in ${TASK_FORMAT}`);
    return { kind: 'prose' };
}
function parseCheckboxItem(item) {
    if (item === '')
        return error(`an empty list item: expected ${TASK_FORMAT}`);
    if (item[0] !== '[')
        return error(`a list item without a checkbox: expected \`[ ]\` or \`[x]\`, as in ${TASK_FORMAT}`);
    const mark = item[1];
    if (item[2] !== ']' || (mark !== ' ' && mark !== 'x' && mark !== 'X')) {
        const close = item.indexOf(']');
        const shown = close > 0 && close < 8 ? item.slice(0, close + 1) : clip(item, 8);
        return error(`checkbox \`${shown}\` is not \`[ ]\`, \`[x]\` or \`[X]\``);
    }
    const body = item.slice(3).trim();
    if (body === '')
        return error(`a checkbox without a task: expected ${TASK_FORMAT}`);
    return parseFields(body, mark !== ' ');
}
function parseFields(body, preMarked) {
    const fields = body.split('|').map((field) => field.trim());
    // Trailing pipes (`... | verify: x |`) add nothing.
    while (fields.length > 1 && fields[fields.length - 1] === '')
        fields.pop();
    const [rawId = '', description = '', ...options] = fields;
    if (rawId === '')
        return error(`empty task_id: expected ${TASK_FORMAT}`);
    if (rawId.length > MAX_TASK_ID_LENGTH)
        return error(`task_id \`${clip(rawId)}\` is longer than ${MAX_TASK_ID_LENGTH} characters`);
    const id = slugifyTaskId(rawId);
    if (id === '')
        return error(`task_id \`${clip(rawId)}\` has no letter or digit`);
    if (fields.length < 2)
        return error(`task \`${id}\` has no description: expected \`task_id | Description\``);
    if (description === '')
        return error(`task \`${id}\` has an empty description`);
    let required;
    let verify;
    let maxAttempts;
    for (const field of options) {
        if (field === '')
            continue;
        const lower = field.toLowerCase();
        if (lower === 'required' || lower === 'optional') {
            const value = lower === 'required';
            if (required !== undefined && required !== value)
                return error(`task \`${id}\` is marked both required and optional`);
            required = value;
            continue;
        }
        const key = fieldKey(field);
        if (key === 'max_attempts') {
            if (maxAttempts !== undefined)
                return error(`task \`${id}\` gives max_attempts twice`);
            const value = field.slice(field.indexOf(':') + 1).trim();
            maxAttempts = wholeNumber(value);
            if (maxAttempts === undefined || maxAttempts < 1)
                return error(`task \`${id}\`: max_attempts must be a whole number of at least 1, not \`${clip(value)}\``);
            continue;
        }
        // The `verify:` prefix is optional: any other field is the verification hint.
        const hint = key === 'verify' ? field.slice(field.indexOf(':') + 1).trim() : field;
        if (hint === '')
            return error(`task \`${id}\` has an empty verify: hint`);
        if (verify !== undefined)
            return error(`task \`${id}\` has two verification hints (\`${clip(verify)}\` and \`${clip(hint)}\`); fields are: required/optional, verify: hint, max_attempts: N`);
        verify = hint;
    }
    return {
        kind: 'task',
        task: {
            id,
            description,
            required: required ?? true,
            verify: verify ?? DEFAULT_VERIFY_HINT,
            maxAttempts: maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
            preMarked,
        },
    };
}
/** The key of a `key: value` field, normalized (`Max-Attempts` → `max_attempts`), else ''. */
function fieldKey(field) {
    const colon = field.indexOf(':');
    if (colon < 1 || colon > 20)
        return '';
    return slugifyTaskId(field.slice(0, colon));
}
function wholeNumber(text) {
    if (text === '' || text.length > 15)
        return undefined;
    for (const c of text)
        if (c < '0' || c > '9')
            return undefined;
    return Number(text);
}
function isThematicBreak(trimmed) {
    const char = trimmed[0];
    let count = 0;
    for (const c of trimmed) {
        if (c === char)
            count++;
        else if (c !== ' ' && c !== '\t')
            return false;
    }
    return count >= 3;
}
/** `[ ]`, `[x]`, `[]`, `[-]` at the start, not a link (`[x](...)`, `[x]: ...`). */
function looksLikeCheckbox(trimmed) {
    const close = trimmed.indexOf(']');
    if (close < 1 || close > 3)
        return false;
    const next = trimmed[close + 1];
    return next !== '(' && next !== '[' && next !== ':';
}
function isOrderedListItem(trimmed) {
    let digits = 0;
    while (digits < 10 && trimmed[digits] >= '0' && trimmed[digits] <= '9')
        digits++;
    if (digits === 0 || digits > 9)
        return false;
    const mark = trimmed[digits];
    const space = trimmed[digits + 1];
    return (mark === '.' || mark === ')') && (space === ' ' || space === '\t');
}
function error(message) {
    return { kind: 'error', message };
}
/** At most `max` characters of untrusted text, for a message. */
function clip(text, max = 40) {
    return text.length > max ? `${text.slice(0, max)}…` : text;
}


/***/ }),

/***/ 4664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ initCycleProgress),
/* harmony export */   ow: () => (/* binding */ applyVerdictToProgress),
/* harmony export */   zI: () => (/* binding */ isAbandoned)
/* harmony export */ });
/**
 * Opens a cycle for `tasks`, carrying state from `previous` (seed 003, "Cycle Initialization"):
 * a task pre-marked `[x]` starts verified with 0 attempts; one that failed with its attempts used
 * up stays failed; one that failed with retries left starts pending with its attempts kept;
 * verified and skipped tasks start pending afresh; new tasks start pending; tasks no longer in the
 * contract drop out. A task still pending from the previous cycle keeps its attempts, so a
 * retry that was never judged is not a fresh start.
 */
function initCycleProgress(tasks, previous, options) {
    const before = new Map(previous?.tasks.map((task) => [task.taskId, task]));
    const seen = new Set();
    const rows = [];
    for (const task of tasks) {
        // A contract with a duplicate id is reported by the parser; the first task wins here too.
        if (seen.has(task.id))
            continue;
        seen.add(task.id);
        rows.push(carryOver(task, before.get(task.id), options.forceAllRequired));
    }
    return {
        cycle: options.cycle,
        startedAt: options.startedAt,
        forcedRequired: options.forceAllRequired,
        tasks: rows,
    };
}
function carryOver(task, previous, forceAllRequired) {
    const base = {
        taskId: task.id,
        maxAttempts: task.maxAttempts,
        required: task.required || forceAllRequired,
        preMarked: task.preMarked,
    };
    if (task.preMarked)
        return { ...base, status: 'verified', attempts: 0 };
    if (previous === undefined)
        return { ...base, status: 'pending', attempts: 0 };
    const lastVerdict = previous.lastVerdict === undefined ? {} : { lastVerdict: previous.lastVerdict };
    switch (previous.status) {
        case 'failed':
            // The contract's current max_attempts decides, so lowering it can end the retries.
            return previous.attempts >= task.maxAttempts
                ? { ...base, status: 'failed', attempts: previous.attempts, ...lastVerdict }
                : { ...base, status: 'pending', attempts: previous.attempts, ...lastVerdict };
        case 'pending':
            return { ...base, status: 'pending', attempts: previous.attempts, ...lastVerdict };
        case 'verified':
        case 'skipped':
            return { ...base, status: 'pending', attempts: 0 };
    }
}
/**
 * Records a verdict on `taskId`: every verdict is an attempt; `verified` marks the task verified,
 * `not_verified` and `unclear` mark it failed (retried next cycle while attempts remain).
 * A verdict on a task the cycle does not hold leaves the progress unchanged.
 */
function applyVerdictToProgress(progress, taskId, verdict) {
    if (!progress.tasks.some((task) => task.taskId === taskId))
        return progress;
    return {
        ...progress,
        tasks: progress.tasks.map((task) => task.taskId === taskId
            ? {
                ...task,
                status: verdict === 'verified' ? 'verified' : 'failed',
                attempts: task.attempts + 1,
                lastVerdict: verdict,
            }
            : task),
    };
}
/** A task that failed and has no attempts left: it is not retried until the contract changes. */
function isAbandoned(task) {
    return task.status === 'failed' && task.attempts >= task.maxAttempts;
}


/***/ })

};
