export const id = 318;
export const ids = [318];
export const modules = {

/***/ 3937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ reasonLine),
/* harmony export */   BP: () => (/* binding */ formatCycleMessage),
/* harmony export */   Fc: () => (/* binding */ buildCycleEvent),
/* harmony export */   Fq: () => (/* binding */ cycleTier),
/* harmony export */   HE: () => (/* binding */ CYCLE_SUBJECT_PREFIX),
/* harmony export */   Pt: () => (/* binding */ parseCycleMessage),
/* harmony export */   f1: () => (/* binding */ cycleDue)
/* harmony export */ });
/* unused harmony exports CycleTierSchema, CycleVerdictSchema, CycleCommitSchema, cycleSubject, parseCycleMessageAsGit */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4146);
/* harmony import */ var _trailers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3507);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2625);
/**
 * The heartbeat cycle as git sees it: whether one is due, the event that opens it, and the commit
 * message (subject plus `Heartbeat-*` trailers) that makes `git log` the audit trail.
 */




/** The single tier word of a cycle: the active penalty, else the active reward, else `normal`. */
const CycleTierSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    _model_js__WEBPACK_IMPORTED_MODULE_0__/* .PenaltyTierSchema */ .ps.exclude(['none']),
    _model_js__WEBPACK_IMPORTED_MODULE_0__/* .RewardTierSchema */ .Z2.exclude(['none']),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('normal'),
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
const CycleVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    taskId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    verdict: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp,
    contradiction: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** The two sides of each ground-truth contradiction (`Heartbeat-Contradiction` trailers). */
    contradictions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ claimed: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), actual: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })).optional(),
    /** Why, in one line (`Heartbeat-Reason` trailers), when the verdict came with one. */
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
});
/** What a cycle commit records, and what `log` reads back. */
const CycleCommitSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    cycle: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    score: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    target: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    tier: CycleTierSchema,
    /** Points scored since the previous cycle (verdicts and feedback). */
    delta: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    /** Minutes until the next cycle is due under the new tiers. */
    intervalMinutes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    /** The verdicts recorded since the previous cycle, one per verdict event, in ledger order. */
    verdicts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(CycleVerdictSchema),
    /** The team agent whose cycle this is (`Heartbeat-Agent`); absent for a single agent. */
    agent: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
});
/** The subject prefix every cycle commit starts with. */
const CYCLE_SUBJECT_PREFIX = 'heartbeat: cycle ';
/** One side of a `Heartbeat-Contradiction` trailer: one line, without the `|` that separates them. */
const trailerSide = (text) => text.replace(/[\r\n]+/g, ' ').replaceAll('|', '/');
/** A reason as one trailer line: one line, runs of spaces squeezed (git would), at most 200 characters. */
function reasonLine(text) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 200 ? `${line.slice(0, 199)}…` : line || '-';
}
/** `heartbeat: cycle <n> — score <s>/<target> (<tier>)` followed by the trailers. */
function formatCycleMessage(commit) {
    const subject = cycleSubject(commit);
    const verified = commit.verdicts.filter((v) => v.verdict === 'verified').length;
    const body = `${commit.verdicts.length} verdict(s) since the previous cycle, ${verified} verified; ` +
        `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_2__/* .signed */ .x8)(commit.delta)} points. Next cycle due in ${commit.intervalMinutes} minutes.`;
    const trailers = [
        `Heartbeat-Cycle: ${commit.cycle}`,
        `Heartbeat-Score: ${commit.score}`,
        `Heartbeat-Target: ${commit.target}`,
        `Heartbeat-Tier: ${commit.tier}`,
        `Heartbeat-Delta: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_2__/* .signed */ .x8)(commit.delta)}`,
        `Heartbeat-Interval: ${commit.intervalMinutes}`,
        ...commit.verdicts.map((v) => `Heartbeat-Verdict: ${v.taskId} ${v.verdict}${v.contradiction ? ' contradiction' : ''}`),
        ...commit.verdicts.flatMap((v) => (v.contradictions ?? []).map((c) => `Heartbeat-Contradiction: ${v.taskId} claimed ${trailerSide(c.claimed)} | actual ${trailerSide(c.actual)}`)),
        ...commit.verdicts.flatMap((v) => v.reason === undefined ? [] : [`Heartbeat-Reason: ${v.taskId} ${reasonLine(v.reason)}`]),
        ...(commit.agent === undefined ? [] : [`Heartbeat-Agent: ${commit.agent}`]),
    ];
    return `${subject}\n\n${body}\n\n${trailers.join('\n')}\n`;
}
/** The subject line of a cycle commit. */
function cycleSubject(commit) {
    return `${CYCLE_SUBJECT_PREFIX}${commit.cycle} — score ${commit.score}/${commit.target} (${commit.tier})`;
}
const INTEGER = /^[+-]?\d+$/;
// git trims a trailer's value, so an empty (or blank) actual side loses its space.
const CONTRADICTION = /^(\S+) claimed ([^|]*) \| actual(?: ([^|]*))?$/;
/**
 * The inverse of formatCycleMessage: reads a cycle commit's message (as `git log` prints it) back
 * from its trailer block, parsed as git parses trailers. Returns undefined for any other commit,
 * and for one whose trailers are missing, repeated, malformed or disagree with its subject (a
 * hand-written look-alike is not an audit record).
 *
 * `log` reads thousands of these, nearly all exactly as formatCycleMessage wrote them: such a
 * message is read line by line, and kept only when writing the result back gives the same text
 * (then git's parser would have found the same trailers); anything else takes git's parser.
 */
function parseCycleMessage(message) {
    if (!message.startsWith(CYCLE_SUBJECT_PREFIX))
        return undefined;
    return readCanonicalCycleMessage(message) ?? parseCycleMessageAsGit(message);
}
/** parseCycleMessage with git's trailer parser on every message (the reference the quick path must agree with). */
function parseCycleMessageAsGit(message) {
    if (!message.startsWith(CYCLE_SUBJECT_PREFIX))
        return undefined;
    return cycleFromTrailers(message, (0,_trailers_js__WEBPACK_IMPORTED_MODULE_3__/* .parseTrailers */ .aw)(message, { cleanup: 'none' }));
}
const isAsciiSpace = (code) => code === 32 || code === 9 || code === 10 || code === 13;
/** The `Key: value` lines of the last paragraph, values trimmed as git trims them; undefined unless every line is one. */
function canonicalTrailers(message) {
    if (!message.endsWith('\n'))
        return undefined;
    const start = message.lastIndexOf('\n\n', message.length - 2);
    if (start === -1)
        return undefined;
    const trailers = [];
    for (let at = start + 2; at < message.length;) {
        const end = message.indexOf('\n', at);
        const colon = message.indexOf(':', at);
        if (colon <= at || colon > end)
            return undefined;
        let from = colon + 1;
        let to = end;
        while (from < to && isAsciiSpace(message.charCodeAt(from)))
            from++;
        while (to > from && isAsciiSpace(message.charCodeAt(to - 1)))
            to--;
        trailers.push({ key: message.slice(at, colon), value: message.slice(from, to) });
        at = end + 1;
    }
    return trailers;
}
const CANONICAL_KEYS = [
    'Heartbeat-Cycle',
    'Heartbeat-Score',
    'Heartbeat-Target',
    'Heartbeat-Tier',
    'Heartbeat-Delta',
    'Heartbeat-Interval',
];
const CYCLE_TIERS = new Set([
    ..._model_js__WEBPACK_IMPORTED_MODULE_0__/* .PenaltyTierSchema */ .ps.exclude(['none']).options,
    ..._model_js__WEBPACK_IMPORTED_MODULE_0__/* .RewardTierSchema */ .Z2.exclude(['none']).options,
    'normal',
]);
const VERDICTS = new Set(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictSchema */ .jp.options);
/**
 * A message exactly as formatCycleMessage writes it, read without git's parser or the schema (the
 * same checks, by hand); undefined for anything else, which then takes the full path.
 */
function readCanonicalCycleMessage(message) {
    const trailers = canonicalTrailers(message);
    if (!trailers || trailers.length < CANONICAL_KEYS.length)
        return undefined;
    for (const [i, key] of CANONICAL_KEYS.entries())
        if (trailers[i].key !== key)
            return undefined;
    const int = (i) => {
        const value = trailers[i].value;
        return INTEGER.test(value) ? Number(value) : Number.NaN;
    };
    const [cycle, score, target, delta, intervalMinutes] = [int(0), int(1), int(2), int(4), int(5)];
    const tier = trailers[3].value;
    if (![cycle, score, target, delta, intervalMinutes].every(Number.isSafeInteger) ||
        cycle <= 0 ||
        intervalMinutes <= 0 ||
        !CYCLE_TIERS.has(tier)) {
        return undefined;
    }
    const verdicts = [];
    let i = CANONICAL_KEYS.length;
    for (; i < trailers.length && trailers[i].key === 'Heartbeat-Verdict'; i++) {
        const [taskId = '', verdict = '', flag, ...rest] = trailers[i].value.split(/\s+/);
        if (!taskId || !VERDICTS.has(verdict) || rest.length > 0)
            return undefined;
        if (flag !== undefined && flag !== 'contradiction')
            return undefined;
        verdicts.push({ taskId, verdict: verdict, contradiction: flag === 'contradiction' });
    }
    const contradicted = firstContradictedVerdicts(verdicts);
    for (; i < trailers.length && trailers[i].key === 'Heartbeat-Contradiction'; i++) {
        const sides = CONTRADICTION.exec(trailers[i].value);
        if (!sides)
            return undefined;
        const [, taskId = '', claimed = '', actual = ''] = sides;
        const verdict = contradicted.get(taskId);
        if (!verdict)
            return undefined;
        (verdict.contradictions ??= []).push({ claimed, actual });
    }
    const unexplained = reasonTargets(verdicts);
    for (; i < trailers.length && trailers[i].key === 'Heartbeat-Reason'; i++) {
        if (!attachReason(unexplained, trailers[i].value))
            return undefined;
    }
    const agent = trailers[i]?.key === 'Heartbeat-Agent' ? trailers[i++].value : undefined;
    if (i < trailers.length)
        return undefined;
    const commit = { cycle, score, target, tier, delta, intervalMinutes, verdicts };
    if (agent !== undefined)
        commit.agent = agent;
    return formatCycleMessage(commit) === message ? commit : undefined;
}
/**
 * The first contradicted verdict of each task, which that task's contradictions belong to. A
 * map, not a search per contradiction: a look-alike message with thousands of each would make
 * `log` quadratic.
 */
function firstContradictedVerdicts(verdicts) {
    const first = new Map();
    for (const verdict of verdicts) {
        if (verdict.contradiction && !first.has(verdict.taskId))
            first.set(verdict.taskId, verdict);
    }
    return first;
}
/** Each task's verdicts still without a reason, in order, for `Heartbeat-Reason` trailers to fill. */
function reasonTargets(verdicts) {
    const targets = new Map();
    for (const verdict of verdicts) {
        const list = targets.get(verdict.taskId);
        if (list)
            list.push(verdict);
        else
            targets.set(verdict.taskId, [verdict]);
    }
    return targets;
}
/** Gives `<task> <reason>` to that task's next verdict without one; false when there is none. */
function attachReason(targets, value) {
    const space = value.indexOf(' ');
    if (space <= 0)
        return false;
    const verdict = targets.get(value.slice(0, space))?.shift();
    if (!verdict)
        return false;
    verdict.reason = value.slice(space + 1);
    return true;
}
function cycleFromTrailers(message, trailers) {
    const single = new Map();
    const verdicts = [];
    const contradictions = [];
    const reasons = [];
    for (const { key, value } of trailers) {
        const name = key.toLowerCase();
        if (!name.startsWith('heartbeat-'))
            continue;
        const field = name.slice('heartbeat-'.length);
        if (field === 'reason') {
            reasons.push(value);
        }
        else if (field === 'contradiction') {
            const sides = CONTRADICTION.exec(value);
            if (!sides)
                return undefined;
            const [, taskId = '', claimed = '', actual = ''] = sides;
            contradictions.push({ taskId, claimed, actual });
        }
        else if (field === 'verdict') {
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
    // Each contradiction belongs to a contradicted verdict of its task, as formatCycleMessage writes it.
    const contradicted = firstContradictedVerdicts(verdicts);
    for (const { taskId, claimed, actual } of contradictions) {
        const verdict = contradicted.get(taskId);
        if (!verdict)
            return undefined;
        (verdict.contradictions ??= []).push({ claimed, actual });
    }
    const unexplained = reasonTargets(verdicts);
    for (const reason of reasons)
        if (!attachReason(unexplained, reason))
            return undefined;
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
        ...(single.has('agent') ? { agent: single.get('agent') } : {}),
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
/* harmony export */   NM: () => (/* binding */ taskIdsFromMessage),
/* harmony export */   aw: () => (/* binding */ parseTrailers)
/* harmony export */ });
/* unused harmony export cleanupCommitMessage */
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
