import { clip, closest } from './render/text.js';
import { utf8Length } from './utf8.js';
/** How much of an untrusted line a message quotes. */
const QUOTED = 40;
/** `max_attempts` when a task line does not say. */
export const DEFAULT_MAX_ATTEMPTS = 3;
/** Task ids travel in commit trailers and messages: a longer one is an error, not a slug. */
export const MAX_TASK_ID_LENGTH = 100;
/**
 * The most tasks a contract may hold. Each cycle records its tasks in one ledger line: a million
 * tasks wrote a 120 MB line, over GitHub's 100 MB file limit, so the cap is part of the format.
 */
export const MAX_TASKS = 1000;
/** The largest contract in UTF-8 bytes (a real one is a few KB); the rest is not read. */
export const MAX_CONTRACT_BYTES = 512 * 1024;
/** The verification hint when a task line names none. */
export const DEFAULT_VERIFY_HINT = 'task_completed';
/**
 * The task id of `text`: lowercased (NFC), every run of characters other than letters, digits
 * and combining marks (spaces, `-`, `_`, `.`, punctuation) becomes one `_`, and leading or
 * trailing `_` are dropped. `Check E-mail!` → `check_e_mail`. Idempotent; empty when `text` has
 * no letter or digit.
 */
export function slugifyTaskId(text) {
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
/** OpenClaw's reply when its heartbeat checklist needs nothing: marks a file written for OpenClaw. */
export const OPENCLAW_OK = 'HEARTBEAT_OK';
/** `file:line: severity: message`, the form editors and CI logs link. */
export function formatContractDiagnostic(diagnostic) {
    const where = `${diagnostic.file ?? 'HEARTBEAT.md'}${diagnostic.line > 0 ? `:${diagnostic.line}` : ''}`;
    return `${where}: ${diagnostic.severity}: ${diagnostic.message}`;
}
/** Whether the contract has any error (a warning alone leaves it usable as is). */
export function hasContractErrors(contract) {
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
export function parseHeartbeatContract(text, file) {
    const parser = new ContractParser(file);
    const source = typeof text === 'string' ? text : '';
    const lines = (source.startsWith('\uFEFF') ? source.slice(1) : source).split(/\r\n|\r|\n/);
    let bytes = 0;
    for (let index = 0; index < lines.length; index++) {
        const line = lines[index];
        bytes += utf8Length(line) + 1;
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
            this.report(0, 'warning', 
            // OpenClaw's heartbeat checklist: free-form lines and HEARTBEAT_OK, no tasks to judge.
            this.context.some((line) => line.includes(OPENCLAW_OK))
                ? `no \`## Tasks\` section: an OpenClaw heartbeat checklist (${OPENCLAW_OK}) with no tasks for heartbeat-gate to judge; all of it is the context the agent reads (add a \`## Tasks\` section to have tasks judged too)`
                : 'no `## Tasks` section: the contract has no tasks, and all of it is freeform context');
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
        this.report(line, 'warning', `\`${clip(trimmed, QUOTED)}\` is not a \`## Tasks\` heading, so the lines under it are not read as tasks`);
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
        return error(`task_id \`${clip(rawId, QUOTED)}\` is longer than ${MAX_TASK_ID_LENGTH} characters`);
    const id = slugifyTaskId(rawId);
    if (id === '')
        return error(`task_id \`${clip(rawId, QUOTED)}\` has no letter or digit`);
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
                return error(`task \`${id}\`: max_attempts must be a whole number of at least 1, not \`${clip(value, QUOTED)}\``);
            continue;
        }
        const typo = key === 'verify' ? undefined : mistypedField(field, key);
        if (typo)
            return error(`task \`${id}\`: ${typo}`);
        // The `verify:` prefix is optional: any other field is the verification hint.
        const hint = key === 'verify' ? field.slice(field.indexOf(':') + 1).trim() : field;
        if (hint === '')
            return error(`task \`${id}\` has an empty verify: hint`);
        if (verify !== undefined)
            return error(`task \`${id}\` has two verification hints (\`${clip(verify, QUOTED)}\` and \`${clip(hint, QUOTED)}\`); fields are: required/optional, verify: hint, max_attempts: N`);
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
/** Words meant as a flag: read as one, a task would silently get them as its verification hint. */
const FLAG_ALIASES = {
    mandatory: 'required',
    compulsory: 'required',
    obligatory: 'required',
    must: 'required',
    req: 'required',
    opt: 'optional',
    elective: 'optional',
    voluntary: 'optional',
};
/** Words meant as a field key. */
const KEY_ALIASES = {
    attempts: 'max_attempts',
    retries: 'max_attempts',
    max_retries: 'max_attempts',
};
/**
 * A field that is a typo of a flag (`| mandatory |`, `| requried |`) or of a key
 * (`| max_attempt: 5 |`, `| verfy: x |`), in words, else undefined (then it is the hint).
 */
function mistypedField(field, key) {
    if (key === '') {
        // A flag is one word; a hint in words (`email_count > 0`) is not a flag.
        if (/\s/.test(field))
            return undefined;
        const meant = closest(field, ['required', 'optional'], { aliases: FLAG_ALIASES });
        return (meant &&
            `unknown flag \`${clip(field, QUOTED)}\`; did you mean ${meant}? (a verification hint by that name is written \`verify: ${clip(field, QUOTED)}\`)`);
    }
    const meant = closest(key, ['verify', 'max_attempts'], { aliases: KEY_ALIASES });
    return meant && `unknown field \`${clip(key, QUOTED)}:\`; did you mean ${meant}:?`;
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
