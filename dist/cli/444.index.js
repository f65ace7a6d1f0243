export const id = 444;
export const ids = [444];
export const modules = {

/***/ 6444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: ./src/core/cycle.ts
var cycle = __webpack_require__(140);
// EXTERNAL MODULE: ./src/core/replay.ts + 1 modules
var core_replay = __webpack_require__(9049);
// EXTERNAL MODULE: ./src/core/score/summary.ts + 2 modules
var score_summary = __webpack_require__(802);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(4533);
;// CONCATENATED MODULE: ./src/core/contract.ts
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

;// CONCATENATED MODULE: ./src/app/contract-file.ts
/** Reading HEARTBEAT.md from the working tree: a missing or broken contract is an input error. */




/** Loads and parses the configured contract; errors name the file and line. */
async function loadContract(root, config) {
    let text;
    try {
        text = await (0,promises_.readFile)((0,external_node_path_.join)(root, config.contract), 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            throw new errors/* InputError */.d(`${config.contract}: not found (write a contract, see heartbeat-gate init)`, config.contract);
        }
        throw error;
    }
    const contract = parseHeartbeatContract(text, config.contract);
    // A task line that does not parse would silently drop a task from the cycle: refuse it.
    const error = contract.diagnostics.find((d) => d.severity === 'error');
    if (error)
        throw new errors/* InputError */.d(formatContractDiagnostic(error), config.contract);
    return contract;
}

// EXTERNAL MODULE: ./src/app/ledger-writer.ts
var ledger_writer = __webpack_require__(7943);
// EXTERNAL MODULE: ./src/app/time.ts
var time = __webpack_require__(2759);
;// CONCATENATED MODULE: ./src/app/cycle.ts
/**
 * `heartbeat-gate cycle`: when the tier's interval has passed (or with force), append the event
 * that opens the next cycle — the contract's tasks as they are now — replay, and record it as
 * one commit whose message and trailers are the audit record of the cycle that just ended.
 */






/** Runs one heartbeat cycle on the state branch (and pushes it with `push`). */
async function runCycle(options) {
    const now = (0,time/* parseNow */.A)(options.now);
    const write = await (0,ledger_writer/* writeLedger */.X)(options, (snapshot) => planCycle(snapshot, { now, ...(options.force ? { force: true } : {}) }));
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
/**
 * The ledger plan of one cycle on a snapshot: skip when not due (unless forced), else the cycle
 * event and its commit message. The Action's schedule composes it with the polled feedback.
 */
async function planCycle(snapshot, options) {
    const { now } = options;
    const { config, repo, state, branch } = snapshot;
    const view = { defaultIntervalMinutes: config.defaultIntervalMinutes };
    const replay = { timeZone: config.timeZone };
    const last = state?.lastCycle;
    if (state && last && !options.force) {
        const current = (0,score_summary/* summarizeScore */.E)((0,core_replay/* rollReplayStateTo */.jg)(state, now, replay).score, view);
        const due = (0,cycle/* cycleDue */.f1)({
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
    const contract = await loadContract(repo.root, config);
    // Cycles start in order: one that lost a race (or runs on a clock behind the last cycle)
    // starts just after the previous one, so cycle numbers follow the ledger's replay order.
    const lastAt = last ? Date.parse(last.at) : Number.NEGATIVE_INFINITY;
    const startedAt = Date.parse(now) > lastAt ? now : new Date(lastAt + 1).toISOString();
    const event = {
        ...(0,cycle/* buildCycleEvent */.Fc)({
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
            const window = effects.before.get(event.id)?.sinceLastCycle ?? (0,core_replay/* emptyWindow */.wi)();
            const summary = (0,score_summary/* summarizeScore */.E)(after.score, view);
            const record = {
                cycle: event.cycle,
                score: summary.score,
                target: summary.target,
                tier: (0,cycle/* cycleTier */.Fq)(summary),
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
                message: (0,cycle/* formatCycleMessage */.BP)(record),
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
}

// EXTERNAL MODULE: ./src/cli/write-options.ts
var write_options = __webpack_require__(3989);
;// CONCATENATED MODULE: ./src/cli/commands/cycle.ts
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
${write_options/* WRITE_USAGE */.o5}`;
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
        `  since the previous cycle: ${(0,write_options/* signed */.x8)(r.delta)} points, ${r.verdicts.length} verdict(s), ${verified} verified`,
        ...r.verdicts.map((v) => `    ${v.taskId}: ${v.verdict}${v.contradiction ? ' (ground truth contradiction)' : ''}`),
        `  tasks this cycle: ${outcome.state.progress?.tasks.length ?? 0}` +
            (outcome.summary.forcedRequired ? ', all forced required' : ''),
        `  next cycle due at ${outcome.nextDueAt} (in ${r.intervalMinutes} minutes)`,
        `  ${(0,write_options/* commitLine */.w_)(outcome).replaceAll('\n', '\n  ')}`,
    ];
    return `${lines.join('\n')}\n`;
}
const command = {
    summary: 'run the next heartbeat cycle when it is due: one commit with Heartbeat-* trailers',
    async run(args, io) {
        const { values, positionals } = (0,write_options/* parseWriteArgs */.SL)(args, { force: { type: 'boolean' } });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        if (positionals.length > 0)
            throw new errors/* UsageError */.e(`unexpected argument '${positionals[0]}'`);
        const outcome = await runCycle({
            ...(0,write_options/* targetOptions */.Gl)(io.cwd, values),
            now: (0,write_options/* nowOption */.aH)(values.now),
            force: values.force ?? false,
        });
        if (values.json) {
            const { state: _state, ...rest } = outcome;
            io.stdout.write((0,write_options/* jsonOut */.NK)(rest));
        }
        else {
            io.stdout.write(formatOutcome(outcome));
        }
        return 0;
    },
};


/***/ }),

/***/ 140:
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7838);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1151);
/* harmony import */ var _trailers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4580);
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

/***/ 802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ summarizeScore)
});

// UNUSED EXPORTS: ScoreSummarySchema

// EXTERNAL MODULE: ../../main/node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(7838);
// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(1151);
;// CONCATENATED MODULE: ./src/core/score/interval.ts
/** The seed's "Normal ~15 minutes", used when no default is configured. */
const DEFAULT_INTERVAL_MINUTES = 15;
const PENALTY_MINUTES = {
    lockdown: 8,
    escalated: 10,
    tightened: 12,
};
const REWARD_MINUTES = {
    outstanding: 20,
    excellent: 20,
    good: 17,
};
/**
 * Minutes until the next heartbeat. The tier tables decide where the seeds' two tables disagree
 * (tightened is 12, escalated 10: the interval table's "Low (tightened) ~10" names the escalated
 * row); a penalty outranks a reward; warning and no tier use the configured default.
 */
function heartbeatIntervalMinutes(tiers, defaultMinutes = DEFAULT_INTERVAL_MINUTES) {
    return PENALTY_MINUTES[tiers.penalty] ?? REWARD_MINUTES[tiers.reward] ?? defaultMinutes;
}

;// CONCATENATED MODULE: ./src/core/score/messages.ts
/** The active penalty's message, or `null` when there is no penalty. */
function penaltyMessage(tier, c) {
    switch (tier) {
        case 'none':
            return null;
        case 'warning':
            return `WARNING: your score ${c.score} is below 25% of today's target ${c.target}. Only verified work raises it; claims without evidence lower it further.`;
        case 'tightened':
            return `TIGHTENED OVERSIGHT: your score ${c.score} is below 15% of today's target ${c.target}. The heartbeat now runs every ${c.intervalMinutes} minutes.`;
        case 'escalated':
            return `ESCALATED: your score ${c.score} is below zero. Every task is now required and the heartbeat runs every ${c.intervalMinutes} minutes.`;
        case 'lockdown':
            return `LOCKDOWN: your score ${c.score} is below -20% of today's target ${c.target}. Every task is required, the heartbeat runs every ${c.intervalMinutes} minutes, and the operator has been notified.`;
    }
}
/** The active reward's message, or `null` when there is none. */
function rewardMessage(tier, c) {
    switch (tier) {
        case 'none':
            return null;
        case 'good':
            return `On track: ${c.score} of ${c.target} (50% or more of today's target). Keep verifying your work.`;
        case 'excellent':
            return `Excellent: ${c.score} of ${c.target} (70% or more of today's target). Honest, verified work is paying off; the heartbeat runs every ${c.intervalMinutes} minutes.`;
        case 'outstanding':
            return `OUTSTANDING: ${c.score} of ${c.target}${c.streak >= 3 ? ` with a ${c.streak}-day streak` : ''}. Earned autonomy: the heartbeat runs every ${c.intervalMinutes} minutes.`;
    }
}

// EXTERNAL MODULE: ./src/core/score/tiers.ts
var tiers = __webpack_require__(7570);
;// CONCATENATED MODULE: ./src/core/score/summary.ts
/**
 * The score at a glance (the seed's `GET /api/score`): what `heartbeat-gate score --json`, the
 * Action's outputs and the check run report.
 */





/** The score summary (seed 001 "Score API Endpoints", `GET /api/score`). */
const ScoreSummarySchema = schemas/* object */.Ikc({
    /** The calendar day the summary describes. */
    date: schemas/* string */.YjP(),
    score: schemas/* number */.aig().int(),
    target: schemas/* number */.aig().int(),
    /** The ratchet floor. */
    floor: schemas/* number */.aig().int(),
    /** Points still missing to reach today's target (0 once reached). */
    pointsNeeded: schemas/* number */.aig().int().nonnegative(),
    verifiedCount: schemas/* number */.aig().int().nonnegative(),
    failedCount: schemas/* number */.aig().int().nonnegative(),
    penalty: model/* PenaltyTierSchema */.ps,
    reward: model/* RewardTierSchema */.Z2,
    /** Minutes until the next heartbeat under the active tiers. */
    intervalMinutes: schemas/* number */.aig().int().positive(),
    /** Consecutive archived days that reached their target. */
    streak: schemas/* number */.aig().int().nonnegative(),
    /** Escalated and lockdown force every task required. */
    forcedRequired: schemas/* boolean */.zMY(),
    penaltyMessage: schemas/* string */.YjP().nullable(),
    rewardMessage: schemas/* string */.YjP().nullable(),
    lifetime: model/* LifetimeStatsSchema */.Ew,
});
/** Summarizes `state` for reporting: tiers, interval, messages and lifetime stats. */
function summarizeScore(state, options) {
    const { score, target } = state.today;
    const streak = state.lifetime.streak;
    const penalty = (0,tiers/* penaltyTier */.mv)(score, target);
    const reward = (0,tiers/* rewardTier */.C$)(score, target, streak);
    const intervalMinutes = heartbeatIntervalMinutes({ penalty, reward }, options.defaultIntervalMinutes);
    const context = { score, target, intervalMinutes, streak };
    return {
        date: state.today.date,
        score,
        target,
        floor: state.lifetime.targetFloor,
        pointsNeeded: Math.max(0, target - score),
        verifiedCount: state.today.verifiedCount,
        failedCount: state.today.failedCount,
        penalty,
        reward,
        intervalMinutes,
        streak,
        forcedRequired: (0,tiers/* forcesAllRequired */.jL)(penalty),
        penaltyMessage: penaltyMessage(penalty, context),
        rewardMessage: rewardMessage(reward, context),
        lifetime: state.lifetime,
    };
}


/***/ }),

/***/ 4580:
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


/***/ })

};
