export const id = 170;
export const ids = [170];
export const modules = {

/***/ 8600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lF: () => (/* binding */ loadContract),
/* harmony export */   uC: () => (/* binding */ readContractText),
/* harmony export */   yK: () => (/* binding */ decodeContractBytes)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _core_contract_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2013);
/* harmony import */ var _core_utf8_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3776);
/** Reading HEARTBEAT.md from the working tree: a missing or broken contract is an input error. */





/** Loads and parses the configured contract; errors name the file and line. */
async function loadContract(root, config) {
    const contract = (0,_core_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .parseHeartbeatContract */ .uT)(await readContractText(root, config), config.contract);
    // A task line that does not parse would silently drop a task from the cycle: refuse it.
    const error = contract.diagnostics.find((d) => d.severity === 'error');
    if (error)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz((0,_core_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .formatContractDiagnostic */ .n)(error), config.contract);
    return contract;
}
/** The configured contract's text; a missing file or one that is not UTF-8 is an input error. */
async function readContractText(root, config) {
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, config.contract));
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${config.contract}: not found (write a contract, see heartbeat-gate init)`, config.contract);
        }
        throw error;
    }
    const decoded = decodeContractBytes(bytes, config.contract);
    if ('diagnostic' in decoded)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz((0,_core_contract_js__WEBPACK_IMPORTED_MODULE_3__/* .formatContractDiagnostic */ .n)(decoded.diagnostic), config.contract);
    return decoded.text;
}
/** The contract's text, or an error diagnostic on the line of its first byte that is not UTF-8. */
function decodeContractBytes(bytes, file) {
    const decoded = (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeUtf8 */ ._6)(bytes);
    if (decoded.ok)
        return { text: decoded.text };
    return {
        diagnostic: { file, line: decoded.line, severity: 'error', message: (0,_core_utf8_js__WEBPACK_IMPORTED_MODULE_4__/* .notUtf8Message */ .Uj)(decoded) },
    };
}


/***/ }),

/***/ 2013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ formatContractDiagnostic),
/* harmony export */   uT: () => (/* binding */ parseHeartbeatContract)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_ATTEMPTS, MAX_TASK_ID_LENGTH, MAX_TASKS, MAX_CONTRACT_BYTES, DEFAULT_VERIFY_HINT, slugifyTaskId, hasContractErrors */
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2625);
/* harmony import */ var _utf8_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3776);


/** How much of an untrusted line a message quotes. */
const QUOTED = 40;
/** `max_attempts` when a task line does not say (seed 003). */
const DEFAULT_MAX_ATTEMPTS = 3;
/** Task ids travel in commit trailers and messages: a longer one is an error, not a slug. */
const MAX_TASK_ID_LENGTH = 100;
/**
 * The most tasks a contract may hold. Each cycle records its tasks in one ledger line: a million
 * tasks wrote a 120 MB line, over GitHub's 100 MB file limit, so the cap is part of the format.
 */
const MAX_TASKS = 1000;
/** The largest contract in UTF-8 bytes (a real one is a few KB); the rest is not read. */
const MAX_CONTRACT_BYTES = 512 * 1024;
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
    let bytes = 0;
    for (let index = 0; index < lines.length; index++) {
        const line = lines[index];
        bytes += (0,_utf8_js__WEBPACK_IMPORTED_MODULE_0__/* .utf8Length */ .wI)(line) + 1;
        if (bytes - 1 > MAX_CONTRACT_BYTES) {
            parser.overSize(index + 1);
            break;
        }
        parser.line(line, index + 1);
    }
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
    overTasks = false;
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
    /** The contract is over {@link MAX_CONTRACT_BYTES} at `line`: nothing from there on is read. */
    overSize(line) {
        this.report(line, 'error', `the contract is over ${MAX_CONTRACT_BYTES / 1024} KiB by this line (the limit); nothing from here on is read`);
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
        if (this.tasks.length === MAX_TASKS) {
            // Reported once, on the first task over the cap; the tasks after it are not read.
            if (!this.overTasks)
                this.report(line, 'error', `more than ${MAX_TASKS} tasks (the limit): this task and the ones after it are not read`);
            this.overTasks = true;
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
        this.report(line, 'warning', `\`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(trimmed, QUOTED)}\` is not a \`## Tasks\` heading, so the lines under it are not read as tasks`);
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
        const shown = close > 0 && close < 8 ? item.slice(0, close + 1) : (0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(item, 8);
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
        return error(`task_id \`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(rawId, QUOTED)}\` is longer than ${MAX_TASK_ID_LENGTH} characters`);
    const id = slugifyTaskId(rawId);
    if (id === '')
        return error(`task_id \`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(rawId, QUOTED)}\` has no letter or digit`);
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
                return error(`task \`${id}\`: max_attempts must be a whole number of at least 1, not \`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(value, QUOTED)}\``);
            continue;
        }
        // The `verify:` prefix is optional: any other field is the verification hint.
        const hint = key === 'verify' ? field.slice(field.indexOf(':') + 1).trim() : field;
        if (hint === '')
            return error(`task \`${id}\` has an empty verify: hint`);
        if (verify !== undefined)
            return error(`task \`${id}\` has two verification hints (\`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(verify, QUOTED)}\` and \`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(hint, QUOTED)}\`); fields are: required/optional, verify: hint, max_attempts: N`);
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


/***/ }),

/***/ 7219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ summarizeScore)
});

// UNUSED EXPORTS: ScoreSummarySchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
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
var tiers = __webpack_require__(4243);
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

/***/ 3776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uj: () => (/* binding */ notUtf8Message),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   wI: () => (/* binding */ utf8Length)
/* harmony export */ });
/* unused harmony exports firstInvalidUtf8, utf8UnitBytes, isHighSurrogate */
/**
 * Text files are UTF-8. Decoding other bytes as UTF-8 silently turns each bad byte into U+FFFD,
 * which changes task ids (`Überprüfe` in Latin-1 would become `berpr_fe`), so a file that is not
 * UTF-8 is refused with the line of its first bad byte instead.
 */
const strict = new TextDecoder('utf-8', { fatal: true });
/** Decodes UTF-8 (dropping a leading BOM); any invalid sequence is reported. */
function decodeUtf8(bytes) {
    try {
        return { ok: true, text: strict.decode(bytes) };
    }
    catch {
        // The slow scan runs only for a file that is already known to be bad.
        const at = firstInvalidUtf8(bytes);
        const utf16 = bytes.length >= 2 &&
            ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
        return {
            ok: false,
            line: lineAt(bytes, at),
            byte: `0x${(bytes[at] ?? 0).toString(16).toUpperCase().padStart(2, '0')}`,
            hint: utf16
                ? 'UTF-16 (it starts with a UTF-16 byte-order mark)'
                : 'Latin-1 or another legacy encoding',
        };
    }
}
/** A one-line message for a file that is not UTF-8. */
function notUtf8Message(decoded) {
    return `not UTF-8 (byte ${decoded.byte}; looks like ${decoded.hint}): save the file as UTF-8`;
}
/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
function firstInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        if (b < 0x80) {
            i += 1;
            continue;
        }
        // Lead byte → sequence length and the allowed range of the second byte (RFC 3629 table 3-7):
        // no overlong forms, no surrogates, nothing above U+10FFFF.
        let length;
        let low = 0x80;
        let high = 0xbf;
        if (b >= 0xc2 && b <= 0xdf)
            length = 2;
        else if (b >= 0xe0 && b <= 0xef) {
            length = 3;
            if (b === 0xe0)
                low = 0xa0;
            if (b === 0xed)
                high = 0x9f;
        }
        else if (b >= 0xf0 && b <= 0xf4) {
            length = 4;
            if (b === 0xf0)
                low = 0x90;
            if (b === 0xf4)
                high = 0x8f;
        }
        else
            return i;
        for (let k = 1; k < length; k++) {
            const c = bytes[i + k];
            const min = k === 1 ? low : 0x80;
            const max = k === 1 ? high : 0xbf;
            // A truncated or broken sequence: the lead byte is where the text stops being UTF-8.
            if (c === undefined || c < min || c > max)
                return i;
        }
        i += length;
    }
    return bytes.length;
}
function lineAt(bytes, offset) {
    let line = 1;
    for (let i = 0; i < offset; i++) {
        if (bytes[i] === 0x0a)
            line += 1;
        else if (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)
            line += 1;
    }
    return line;
}
/**
 * The UTF-8 length of `text` without encoding it: a surrogate pair is four bytes, and a lone
 * surrogate three (an encoder writes it as U+FFFD).
 */
function utf8Length(text) {
    let length = 0;
    for (let i = 0; i < text.length; i++)
        length += utf8UnitBytes(text, i);
    return length;
}
/**
 * The UTF-8 bytes that the UTF-16 unit at `i` adds: a high surrogate followed by a low one carries
 * the whole pair's four bytes, and the low one none.
 */
function utf8UnitBytes(text, i) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80)
        return 1;
    if (unit < 0x800)
        return 2;
    if (unit < 0xd800 || unit >= 0xe000)
        return 3;
    if (unit < 0xdc00)
        return isLowSurrogate(text.charCodeAt(i + 1)) ? 4 : 3;
    return isHighSurrogate(text.charCodeAt(i - 1)) ? 0 : 3;
}
const isHighSurrogate = (unit) => unit >= 0xd800 && unit < 0xdc00;
const isLowSurrogate = (unit) => unit >= 0xdc00 && unit < 0xe000;


/***/ })

};
