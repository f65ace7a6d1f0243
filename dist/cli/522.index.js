export const id = 522;
export const ids = [522];
export const modules = {

/***/ 980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _app_lint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4527);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2973);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/**
 * `heartbeat-gate lint [files...]`: HEARTBEAT.md's task lines (line-numbered) and the state files
 * under `.heartbeat/` (valid, and equal to a replay of the ledger). Given files (a pre-commit
 * hook passes the staged paths), only the checks those paths call for run.
 */




const HELP = `usage: heartbeat-gate lint [--json] [files...]

Checks the heartbeat contract (HEARTBEAT.md: every line under '## Tasks' must be a task) and the
state files under .heartbeat/ (each valid, and equal to what replaying the ledger gives, so a
hand edit is caught). With files, only the checks they call for run: a HEARTBEAT.md is linted as
a contract, a path under .heartbeat/ calls for the state check, other paths are ignored.
Exit 0 when clean (warnings allowed), 1 with the errors on stderr, 2 on a bad configuration.

  --json   print the report as JSON on stdout
`;
function summary(report) {
    const parts = report.contracts.map(({ file, tasks }) => `${file} (${tasks} task${tasks === 1 ? '' : 's'})`);
    if (report.state) {
        const { dir, events } = report.state;
        parts.push(events === undefined
            ? `${dir}/`
            : events === 0
                ? `${dir}/ (no ledger yet)`
                : `${dir}/ (${events} ledger event${events === 1 ? '' : 's'})`);
    }
    return parts.length > 0 ? parts.join(', ') : 'nothing to lint';
}
const command = {
    summary: 'check HEARTBEAT.md and that .heartbeat/ state equals a replay of the ledger',
    async run(args, io) {
        let parsed;
        try {
            parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
                args,
                allowPositionals: true,
                options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
            });
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`${error.message}\n\n${HELP}`);
        }
        if (parsed.values.help) {
            io.stdout.write(HELP);
            return 0;
        }
        const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(io.cwd);
        const files = parsed.positionals.length > 0 ? parsed.positionals : undefined;
        const report = await (0,_app_lint_js__WEBPACK_IMPORTED_MODULE_1__/* .lintRepository */ .A)(io.cwd, config, files);
        const errors = report.findings.filter((finding) => finding.severity === 'error');
        if (parsed.values.json) {
            io.stdout.write(`${JSON.stringify({ ok: errors.length === 0, ...report }, null, 2)}\n`);
            return errors.length > 0 ? 1 : 0;
        }
        for (const finding of report.findings) {
            (finding.severity === 'error' ? io.stderr : io.stdout).write(`${finding.text}\n`);
        }
        if (errors.length > 0) {
            io.stderr.write(`heartbeat-gate lint: ${errors.length} error${errors.length === 1 ? '' : 's'}; checked ${summary(report)}\n`);
            return 1;
        }
        // A hook passing only paths lint does not check stays quiet.
        if (report.contracts.length > 0 || report.state || files === undefined) {
            io.stdout.write(`heartbeat-gate lint: ok: ${summary(report)}\n`);
        }
        return 0;
    },
};


/***/ }),

/***/ 4146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ GatedTopicSchema),
/* harmony export */   Ew: () => (/* binding */ LifetimeStatsSchema),
/* harmony export */   Le: () => (/* binding */ LedgerEventSchema),
/* harmony export */   Pj: () => (/* binding */ CycleProgressSchema),
/* harmony export */   Y7: () => (/* binding */ CycleEventSchema),
/* harmony export */   Z2: () => (/* binding */ RewardTierSchema),
/* harmony export */   dC: () => (/* binding */ FeedbackEventSchema),
/* harmony export */   jp: () => (/* binding */ VerdictSchema),
/* harmony export */   jx: () => (/* binding */ ScoreStateSchema),
/* harmony export */   ps: () => (/* binding */ PenaltyTierSchema),
/* harmony export */   rX: () => (/* binding */ VerdictEventSchema)
/* harmony export */ });
/* unused harmony exports HeartbeatTaskSchema, ContractDiagnosticSchema, HeartbeatContractSchema, TaskStatusSchema, TaskProgressSchema, DailyScoreSchema, ClaimEventSchema, EvidenceResultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);
/**
 * The shapes every part of heartbeat-gate agrees on, each with its zod schema so that any
 * state read from disk or the network is parsed at the boundary, never trusted.
 * Names follow the seeds (see ../../../shared/seeds).
 */

/** A verification sidecar's verdict on one task (seed 003, "Verification Process"). */
const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['verified', 'not_verified', 'unclear']);
/** One task line of HEARTBEAT.md's `## Tasks` section (seed 003, "Task Line Format"). */
const HeartbeatTaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Unique slug: lowercased, spaces to underscores. */
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** `required` unless the line says `optional`. */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** The verification hint, without the optional `verify:` prefix; default `task_completed`. */
    verify: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** `max_attempts: N`, default 3. */
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The agent pre-marked the task `[x]` / `[X]`. */
    preMarked: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** 1-based line number in the contract file. */
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
});
/** A problem found in a contract, with its line number: errors for task lines that do not parse. */
const ContractDiagnosticSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The contract's path, when the caller named it. */
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** 1-based; 0 for the file as a whole (e.g. no `## Tasks` section). */
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['error', 'warning']),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/** The parsed HEARTBEAT.md (seed 003): structured tasks plus the freeform context around them. */
const HeartbeatContractSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HeartbeatTaskSchema),
    /** Everything outside `## Tasks` (before and after), passed to the agent as prompt context. */
    context: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    diagnostics: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ContractDiagnosticSchema),
});
/** Per-task status within a cycle (seed 003, "Progress Tracking"). */
const TaskStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pending', 'verified', 'failed', 'skipped']);
const TaskProgressSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    taskId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    status: TaskStatusSchema,
    attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** Effective requiredness this cycle: true when the contract says so or a penalty tier forces it. */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Carried from the contract so progress alone can render a prompt. */
    preMarked: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    lastVerdict: VerdictSchema.optional(),
});
/** The progress of one heartbeat cycle, as produced by `initCycleProgress`. */
const CycleProgressSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    cycle: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** ISO-8601 instant the cycle started. */
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Escalated and lockdown penalty tiers force every task required. */
    forcedRequired: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TaskProgressSchema),
});
/** Penalty levels (seeds 001, 004), mildest first. */
const PenaltyTierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['none', 'warning', 'tightened', 'escalated', 'lockdown']);
/** Reward levels (seeds 001, 004), lowest first. */
const RewardTierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['none', 'good', 'excellent', 'outstanding']);
/** One day's score (seed 004 `DailyScore`). */
const DailyScoreSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Calendar day `YYYY-MM-DD` in the configured rollover timezone. */
    date: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^\d{4}-\d{2}-\d{2}$/),
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    /** The target in force that day. */
    target: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    verifiedCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    failedCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    unclearCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    contradictionCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    thumbsUp: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    thumbsDown: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** The score reached the day's target at some moment (a streak day). */
    targetReached: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** Lifetime statistics (seed 004 `lifetime`), including the ratchet floor. */
const LifetimeStatsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The ratchet: the highest target ever computed; only rises. */
    targetFloor: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    totalScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    totalVerified: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    totalFailed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    totalContradictions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    daysTracked: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    bestDayScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    /** Consecutive archived days whose score reached that day's target. */
    streak: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
});
/** The persisted score (seed 004 `ScoreState`): today, up to 7 archived days, lifetime. */
const ScoreStateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    today: DailyScoreSchema,
    /** Archived days, oldest first, at most 7. */
    history: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DailyScoreSchema).max(7),
    lifetime: LifetimeStatsSchema,
});
/** The three gated topics of seed 002 and what a failing claim is rewritten to. */
const GatedTopicSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['build.done', 'review.done', 'verify.passed']);
/**
 * One ledger event. The ledger is append-only and the source of truth; score and progress are
 * derived by replaying it in (at, id) order. `id` is stable per real-world event (reaction id,
 * comment id + topic, commit sha + topic, cycle number), so ingesting it twice changes nothing.
 */
const EventBase = {
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** ISO-8601 instant the event happened. */
    at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().datetime({ offset: true }),
};
const VerdictEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('verdict'),
    taskId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    verdict: VerdictSchema,
    /** The agent claimed what the verifier's real source contradicts: -30 on top of -15. */
    groundTruthContradiction: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Whether the task counted as required when judged (+10 vs +5). */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** What the verifier looked at, for the audit trail. */
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Each ground-truth contradiction with its two sides, as the verification sidecar found it. */
    contradictions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ claimed: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), actual: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })).optional(),
});
const FeedbackEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('feedback'),
    direction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['up', 'down']),
    /** Login of the operator who reacted. */
    by: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** What was reacted to (comment URL, review id, ...). */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const ClaimEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('claim'),
    /** The topic the agent emitted (`build.done`, ...). */
    topic: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The topic published after the gate (`build.blocked` when rejected). */
    published: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    accepted: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Failing dimensions, e.g. `lint`, `coverage`. */
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Dimensions the agent claimed passed, e.g. `tests` (for ground-truth checks). */
    claimedPassing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** The commit the claim describes, when known. */
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    taskIds: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Where the claim came from: `trailer`, `comment`, `cli`. */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const CycleEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('cycle'),
    cycle: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The contract's tasks as they were when the cycle started, so replay needs no old files. */
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HeartbeatTaskSchema.omit({ line: true })),
    /** The configured default interval in minutes (the interval in the "none" tiers). */
    defaultIntervalMinutes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /**
     * The instant the cycle was asked for, when it started later (it lost a race to another cycle,
     * or its clock was behind): two such cycles stay two events rather than one.
     */
    requestedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().datetime({ offset: true }).optional(),
    /** The work branch's head when the cycle started: the next cycle verifies the commits after it. */
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const LedgerEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [
    VerdictEventSchema,
    FeedbackEventSchema,
    ClaimEventSchema,
    CycleEventSchema,
]);
/** What the evidence gate publishes for one claim (seed 002). */
const EvidenceResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The topic the agent emitted. */
    topic: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** What is published: the topic itself when accepted, else `build.blocked` / `review.blocked` / `verify.failed`. */
    published: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    accepted: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** False for every topic other than the three gated ones (they pass through untouched). */
    gated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** The payload held none of the gate's keys at all (a different message from "failing"). */
    noEvidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Dimensions present but failing (e.g. `lint`, `coverage`). */
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Required dimensions absent from the payload. */
    missing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Dimensions the payload says pass (e.g. `tests`), for ground-truth checks. */
    claimedPassing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Non-blocking diagnostics (mutation warnings). */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** The human-readable instruction the agent reads next; empty when accepted without warnings. */
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});


/***/ }),

/***/ 1002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ calendarDay),
/* harmony export */   U$: () => (/* binding */ dayNumber),
/* harmony export */   Wk: () => (/* binding */ dateFromDayNumber),
/* harmony export */   fi: () => (/* binding */ addDays)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * Calendar days in the configured rollover timezone. Pure: the instant is a parameter.
 */

const DAY_MS = 86_400_000;
const YEAR_10000_MS = Date.UTC(10000, 0, 1);
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Building a DateTimeFormat costs far more than using one, and replay asks once per event.
const dayFormats = new Map();
function dayFormat(timeZone) {
    let format = dayFormats.get(timeZone);
    if (format)
        return format;
    try {
        format = new Intl.DateTimeFormat('en-US', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
        });
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`timezone: unknown IANA time zone ${JSON.stringify(timeZone)}`);
    }
    dayFormats.set(timeZone, format);
    return format;
}
/**
 * The calendar day (`YYYY-MM-DD`) that `instant` (ISO-8601) falls on in `timeZone` (an IANA name
 * such as `UTC` or `Europe/Berlin`). Throws InputError naming the bad field.
 */
function calendarDay(instant, timeZone) {
    const ms = Date.parse(instant);
    if (Number.isNaN(ms))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`now: not an ISO-8601 instant: ${JSON.stringify(instant)}`);
    const format = dayFormat(timeZone);
    // UTC, the default, needs no Intl formatting (10x faster; replay asks once per event).
    if (timeZone === 'UTC' && ms >= 0 && ms < YEAR_10000_MS)
        return new Date(ms).toISOString().slice(0, 10);
    const parts = format.formatToParts(ms);
    const part = (type) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
/** Days since 1970-01-01 for a `YYYY-MM-DD` string; throws InputError when it is not one. */
function dayNumber(date) {
    const m = DATE_RE.exec(date);
    const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
    // Date.UTC rolls 2026-02-30 over to March; a round trip catches it.
    if (Number.isNaN(ms) || dateFromDayNumber(ms / DAY_MS) !== date) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`date: not a calendar day YYYY-MM-DD: ${JSON.stringify(date)}`);
    }
    return ms / DAY_MS;
}
/** The `YYYY-MM-DD` string of a day number (see `dayNumber`). */
function dateFromDayNumber(day) {
    return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
/** The calendar day `days` after `date` (negative goes back). */
function addDays(date, days) {
    return dateFromDayNumber(dayNumber(date) + days);
}


/***/ }),

/***/ 4243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ rewardTier),
/* harmony export */   jL: () => (/* binding */ forcesAllRequired),
/* harmony export */   mv: () => (/* binding */ penaltyTier)
/* harmony export */ });
/* unused harmony export percentOf */
/**
 * The penalty tier of `score` against `target`. Bounds are strict `<` against the target's
 * fractions rounded to whole points (`Math.round`, halves up, so `score < 12.5` and
 * `score < 13` agree for whole scores): lockdown `< -round(0.2·target)`, escalated `< 0`,
 * tightened `< round(0.15·target)`, warning `< round(0.25·target)`.
 */
function penaltyTier(score, target) {
    if (score < -percentOf(target, 20))
        return 'lockdown';
    if (score < 0)
        return 'escalated';
    if (score < percentOf(target, 15))
        return 'tightened';
    if (score < percentOf(target, 25))
        return 'warning';
    return 'none';
}
/** `percent`% of `target`, rounded half up, in integer arithmetic (0.15·70 is not exact in floats). */
function percentOf(target, percent) {
    return Math.floor((percent * target + 50) / 100);
}
/**
 * The reward tier of `score` against `target` (`>=` on score/target, compared in whole numbers):
 * outstanding at 90 %, or at 70 % with a streak of 3 or more days; excellent at 70 %; good at 50 %.
 */
function rewardTier(score, target, streak) {
    const atLeast = (percent) => 100 * score >= percent * target;
    if (atLeast(90) || (atLeast(70) && streak >= 3))
        return 'outstanding';
    if (atLeast(70))
        return 'excellent';
    if (atLeast(50))
        return 'good';
    return 'none';
}
/** Escalated and lockdown force every task of the cycle to count as required. */
function forcesAllRequired(penalty) {
    return penalty === 'escalated' || penalty === 'lockdown';
}


/***/ })

};
