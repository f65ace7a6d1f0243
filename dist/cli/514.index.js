export const id = 514;
export const ids = [514];
export const modules = {

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

/***/ 7190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ judgeVerification),
/* harmony export */   Oo: () => (/* binding */ parseVerifyHint),
/* harmony export */   lU: () => (/* binding */ planVerification),
/* harmony export */   on: () => (/* binding */ verifyHintProblem),
/* harmony export */   rS: () => (/* binding */ evidenceText)
/* harmony export */ });
/* unused harmony exports VERIFIER_KINDS, checkOutcome, claimConcernsTask, changedMatching */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The verification sidecar's pure half (seeds 001 and 003, "Task Verification"): the task's
 * `verify:` hint selects a verifier, {@link planVerification} says what real state that verifier
 * must look at, adapters (src/app/verifiers/) look, and {@link judgeVerification} turns what they
 * saw into a verdict, the evidence behind it, and any ground-truth contradiction.
 */

/** The verifier kinds, in the order the README lists them. */
const VERIFIER_KINDS = (/* unused pure expression or super */ null && (['evidence', 'check', 'cmd', 'file']));
/** Reads a hint (with or without its `verify:` prefix). Anything unrecognised selects none. */
function parseVerifyHint(hint) {
    const raw = hint.trim().replace(/^verify:\s*/i, '');
    const match = /^(evidence|check|cmd|file):(.*)$/s.exec(raw);
    const value = match?.[2]?.trim() ?? '';
    if (!match || value === '')
        return { kind: 'none', raw };
    switch (match[1]) {
        case 'evidence':
            return { kind: 'evidence', topic: value.toLowerCase(), raw };
        case 'check':
            return { kind: 'check', name: value, raw };
        case 'cmd':
            return { kind: 'cmd', command: value, raw };
        default:
            return { kind: 'file', pattern: value.replace(/^\.\//, ''), raw };
    }
}
/**
 * Why a hint will always be judged `unclear`, for `lint` to warn with; undefined when the hint
 * selects a verifier.
 */
function verifyHintProblem(hint) {
    const parsed = parseVerifyHint(hint);
    if (parsed.kind !== 'none')
        return undefined;
    const empty = /^(evidence|check|cmd|file):\s*$/.exec(parsed.raw);
    const what = empty ? `'${empty[1]}:' names nothing` : `'${parsed.raw}' selects no verifier`;
    return (`verify hint ${what}; use evidence:<topic>, check:<name>, cmd:<command> or file:<path or glob> ` +
        `(otherwise the task is judged unclear, -2, every cycle)`);
}
const FAILED_CONCLUSIONS = new Set(['failure', 'cancelled', 'timed_out']);
const FAILED_STATES = new Set(['failure', 'error']);
function readingOutcome(reading) {
    if (reading.source === 'status') {
        if (reading.status === 'success')
            return 'success';
        return FAILED_STATES.has(reading.status) ? 'failure' : 'pending';
    }
    if (reading.status !== 'completed' || !reading.conclusion)
        return 'pending';
    if (reading.conclusion === 'success')
        return 'success';
    return FAILED_CONCLUSIONS.has(reading.conclusion) ? 'failure' : 'inconclusive';
}
/**
 * The outcome of `name` among a commit's latest check runs and statuses: any failure wins (a
 * red signal is never hidden by a green one), then pending, then success; neutral or skipped
 * runs are inconclusive; nothing by that name is absent.
 */
function checkOutcome(readings, name) {
    const outcomes = new Set(readings.filter((r) => r.name === name).map(readingOutcome));
    for (const outcome of ['failure', 'pending', 'success', 'inconclusive']) {
        if (outcomes.has(outcome))
            return outcome;
    }
    return 'absent';
}
/**
 * Whether a claim speaks about a task: a claim naming tasks (`Heartbeat-Task:`) concerns exactly
 * those; one naming none concerns the tasks whose hint selects it (`evidence:<its topic>`, or any
 * `check:`, which reads the commit it points to). So one untargeted lie is never charged to
 * every task of the contract.
 */
function claimConcernsTask(claim, taskId, hint) {
    if (claim.taskIds.length > 0)
        return claim.taskIds.includes(taskId);
    if (hint.kind === 'evidence')
        return claim.topic === hint.topic;
    return hint.kind === 'check';
}
/** Plans one task's verification from its hint and the claims since the last cycle. */
function planVerification(task, claimsSinceLastCycle, options = {}) {
    const hint = parseVerifyHint(task.verify);
    const claims = claimsSinceLastCycle.filter((c) => claimConcernsTask(c, task.id, hint));
    const accepted = claims.filter((c) => c.accepted);
    const claimedSha = [...accepted].reverse().find((c) => c.sha)?.sha ??
        [...claims].reverse().find((c) => c.sha)?.sha ??
        options.fallbackSha;
    const checkReads = [];
    if (hint.kind === 'check' && claimedSha) {
        const name = options.checkAliases?.[hint.name] ?? hint.name;
        checkReads.push({ sha: claimedSha, name, reason: { kind: 'hint' } });
    }
    for (const claim of accepted) {
        if (!claim.sha)
            continue;
        for (const dimension of claim.claimedPassing) {
            const name = options.groundTruthChecks?.[dimension];
            if (name)
                checkReads.push({ sha: claim.sha, name, reason: { kind: 'claim', dimension, claim } });
        }
    }
    return {
        task: { id: task.id, verify: task.verify, preMarked: task.preMarked },
        hint,
        claims,
        claimedSha,
        checkReads,
        command: hint.kind === 'cmd' ? hint.command : undefined,
    };
}
const short = (sha) => sha.slice(0, 12);
function describeClaim(claim) {
    const where = claim.sha ? ` on ${short(claim.sha)}` : '';
    return `${claim.topic}${where}`;
}
/**
 * The verdict of one planned verification. A real source that failed where the agent claimed
 * success — an accepted claim of a dimension mapped to that check, a task pre-marked `[x]`, or
 * an accepted claim naming the task whose `cmd:` fails — is `not_verified` with
 * `groundTruthContradiction`, whatever the hint's own verdict.
 */
function judgeVerification(plan, observed) {
    const { hint, task } = plan;
    const evidence = [];
    const contradictions = [];
    const outcomeOf = (read) => {
        const readings = observed.checks?.get(read.sha);
        return readings ? checkOutcome(readings, read.name) : undefined;
    };
    const accepted = plan.claims.filter((c) => c.accepted);
    const claimedDone = task.preMarked || accepted.length > 0;
    const doneSide = () => [
        ...(task.preMarked ? ['pre-marked [x]'] : []),
        ...accepted.map((c) => `accepted ${describeClaim(c)}`),
    ].join('; ');
    let verdict = 'unclear';
    switch (hint.kind) {
        case 'evidence': {
            const blocked = plan.claims.filter((c) => !c.accepted);
            if (accepted.length > 0) {
                verdict = 'verified';
                evidence.push(...accepted.map((c) => `accepted ${describeClaim(c)} (${c.id})`));
            }
            else if (blocked.length > 0) {
                verdict = 'not_verified';
                evidence.push(...blocked.map((c) => `blocked: published ${c.published} (${c.id})`));
            }
            else {
                evidence.push(`no ${hint.topic} claim since the last cycle`);
            }
            break;
        }
        case 'check': {
            const read = plan.checkReads.find((r) => r.reason.kind === 'hint');
            if (!read) {
                evidence.push(`no claimed commit to read check ${hint.name} on`);
                break;
            }
            const outcome = outcomeOf(read);
            if (outcome === undefined) {
                evidence.push(`check ${read.name} on ${short(read.sha)} not read (no GitHub API here)`);
                break;
            }
            evidence.push(`check ${read.name} on ${short(read.sha)}: ${outcome}`);
            if (outcome === 'success')
                verdict = 'verified';
            if (outcome === 'failure') {
                verdict = 'not_verified';
                if (task.preMarked) {
                    contradictions.push({
                        taskId: task.id,
                        claimed: 'pre-marked [x]',
                        actual: `check ${read.name} concluded failure on ${short(read.sha)}`,
                    });
                }
            }
            break;
        }
        case 'cmd': {
            const run = observed.command;
            if (!run || !run.ran) {
                evidence.push(`command not run: ${run?.reason ?? 'no command runner here'}`);
                break;
            }
            const tail = run.output.trim().split('\n').slice(-3).join(' / ');
            const status = run.timedOut ? 'timed out' : `exit ${run.exitCode ?? 'killed'}`;
            evidence.push(`cmd ${run.command}: ${status}${tail ? ` — ${tail}` : ''}`);
            if (run.timedOut)
                break;
            verdict = run.exitCode === 0 ? 'verified' : 'not_verified';
            if (verdict === 'not_verified' && claimedDone) {
                contradictions.push({
                    taskId: task.id,
                    claimed: doneSide(),
                    actual: `command ${run.command} exited ${run.exitCode ?? 'on a signal'}`,
                });
            }
            break;
        }
        case 'file': {
            const changes = observed.changes;
            if (!changes) {
                evidence.push('cycle commits not read');
                break;
            }
            const matches = changedMatching(changes.paths, hint.pattern);
            verdict = matches.length > 0 ? 'verified' : 'not_verified';
            evidence.push(matches.length > 0
                ? `${matches.slice(0, 5).join(', ')}${matches.length > 5 ? ', …' : ''} changed in ${changes.range}`
                : `${hint.pattern} unchanged in ${changes.range} (${changes.commits} commit(s))`);
            break;
        }
        case 'none':
            evidence.push(`hint '${hint.raw}' selects no verifier`);
            break;
    }
    for (const read of plan.checkReads) {
        if (read.reason.kind !== 'claim')
            continue;
        const outcome = outcomeOf(read);
        if (outcome === undefined)
            continue;
        const { dimension, claim } = read.reason;
        evidence.push(`ground truth: ${dimension} → check ${read.name} on ${short(read.sha)}: ${outcome}`);
        if (outcome === 'failure') {
            contradictions.push({
                taskId: task.id,
                claimed: `${dimension}: pass (${describeClaim(claim)})`,
                actual: `check ${read.name} concluded failure on ${short(read.sha)}`,
            });
        }
    }
    const unique = dedupe(contradictions);
    return {
        taskId: task.id,
        hint,
        verdict: unique.length > 0 ? 'not_verified' : verdict,
        groundTruthContradiction: unique.length > 0,
        evidence,
        contradictions: unique,
    };
}
function dedupe(contradictions) {
    const seen = new Set();
    return contradictions.filter((c) => {
        const key = `${c.claimed}\n${c.actual}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * The changed paths a `file:` pattern selects: an exact path, a folder (`docs/` or `docs`), or a
 * glob (`docs/**\/*.md`, picomatch syntax with dotfiles included).
 */
function changedMatching(paths, pattern) {
    const normalized = pattern.replace(/^\.\//, '');
    const isGlob = picomatch__WEBPACK_IMPORTED_MODULE_0___default().scan(normalized).isGlob;
    const matcher = isGlob ? picomatch__WEBPACK_IMPORTED_MODULE_0___default()(normalized, { dot: true }) : undefined;
    const folder = normalized.endsWith('/') ? normalized : `${normalized}/`;
    return paths.filter((path) => matcher ? matcher(path) : path === normalized || path.startsWith(folder));
}
/** The one-line evidence text stored on the ledger's verdict event. */
function evidenceText(verification) {
    const lines = [...verification.evidence];
    for (const c of verification.contradictions) {
        lines.push(`contradiction: claimed ${c.claimed}; actual ${c.actual}`);
    }
    return lines.join('; ');
}


/***/ })

};
