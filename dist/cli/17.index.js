export const id = 17;
export const ids = [17];
export const modules = {

/***/ 2558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ serializeLedger),
/* harmony export */   dR: () => (/* binding */ mergeLedgers),
/* harmony export */   h8: () => (/* binding */ parseLedger),
/* harmony export */   i4: () => (/* binding */ ReplayStateSchema),
/* harmony export */   kD: () => (/* binding */ sortEvents),
/* harmony export */   kQ: () => (/* binding */ ledgerMonth)
/* harmony export */ });
/* unused harmony exports eventTime, compareEvents, splitByMonth, CycleWindowSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1514);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4146);
/**
 * The event ledger: the append-only source of truth for score and progress. Text in, events out,
 * and back again — no I/O here; src/git/state-store.ts reads and writes the files.
 *
 * On disk the ledger is JSON Lines split into monthly segments (`ledger/YYYY-MM.jsonl`, UTC month
 * of `at`), each sorted by (at, id), so the same set of events always serializes to the same bytes
 * and two copies merge by a plain union of ids.
 */


/**
 * Parses JSON Lines ledger text. Blank lines are ignored; every other line must be one event.
 * Errors are data (with line numbers) so the caller decides how to report them.
 */
function parseLedger(text) {
    const events = [];
    const errors = [];
    const lines = text.split('\n');
    lines.forEach((raw, index) => {
        const line = index + 1;
        if (raw.trim() === '')
            return;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (error) {
            errors.push({ line, message: `not JSON (${error.message})` });
            return;
        }
        const parsed = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .LedgerEventSchema */ .Le.safeParse(value);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'event';
            errors.push({ line, message: `${field}: ${issue?.message ?? 'invalid event'}` });
            return;
        }
        events.push(parsed.data);
    });
    return { events, errors };
}
/** Milliseconds since the epoch of an event's `at` (offsets allowed, so compare instants). */
function eventTime(event) {
    return Date.parse(event.at);
}
/** The replay order: by instant, then by id, so every copy of the ledger replays alike. */
function compareEvents(a, b) {
    const byTime = eventTime(a) - eventTime(b);
    if (byTime !== 0)
        return byTime;
    if (a.id === b.id)
        return 0;
    return a.id < b.id ? -1 : 1;
}
/** Events sorted into replay order (a copy). */
function sortEvents(events) {
    // Each instant is parsed once, not twice per comparison: a year's ledger is ~200,000 events.
    const keyed = events.map((event) => ({ event, time: eventTime(event) }));
    keyed.sort((a, b) => {
        const byTime = a.time - b.time;
        if (byTime !== 0)
            return byTime;
        if (a.event.id === b.event.id)
            return 0;
        return a.event.id < b.event.id ? -1 : 1;
    });
    return keyed.map(({ event }) => event);
}
/** Canonical text of a ledger file: sorted, one event per line, trailing newline. */
function serializeLedger(events) {
    return sortEvents(events)
        .map((event) => JSON.stringify(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .LedgerEventSchema */ .Le.parse(event)))
        .map((line) => `${line}\n`)
        .join('');
}
/**
 * Unions ledgers by event id. The first occurrence of an id wins, so ingesting an event twice
 * changes nothing; a later copy with different content is reported, never silently kept.
 */
function mergeLedgers(...ledgers) {
    const byId = new Map();
    const added = [];
    const conflicts = [];
    ledgers.forEach((ledger, index) => {
        for (const event of ledger) {
            const text = JSON.stringify(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .LedgerEventSchema */ .Le.parse(event));
            const seen = byId.get(event.id);
            if (seen) {
                if (seen.text !== text && !conflicts.includes(event.id))
                    conflicts.push(event.id);
                continue;
            }
            byId.set(event.id, { event, text });
            if (index > 0)
                added.push(event);
        }
    });
    return {
        events: sortEvents([...byId.values()].map((entry) => entry.event)),
        added: sortEvents(added),
        conflicts,
    };
}
/** The segment an event belongs to: the UTC month of its instant, `YYYY-MM`. */
function ledgerMonth(event) {
    return new Date(eventTime(event)).toISOString().slice(0, 7);
}
/** Groups events into monthly segments, each in replay order, months ascending. */
function splitByMonth(events) {
    const months = new Map();
    for (const event of sortEvents(events)) {
        const month = ledgerMonth(event);
        const list = months.get(month);
        if (list)
            list.push(event);
        else
            months.set(month, [event]);
    }
    return new Map([...months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/** What the cycle commit reports: everything scored since the last cycle event. */
const CycleWindowSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Sum of the points of the events since the last cycle (verdicts and feedback). */
    points: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    verdicts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .VerdictEventSchema */ .rX),
    feedback: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .FeedbackEventSchema */ .dC),
});
/** The state a ledger replays to; also what a monthly checkpoint stores. */
const ReplayStateSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    score: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ScoreStateSchema */ .jx,
    progress: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .CycleProgressSchema */ .Pj.optional(),
    lastCycle: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .CycleEventSchema */ .Y7.optional(),
    sinceLastCycle: CycleWindowSchema,
});


/***/ }),

/***/ 4146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/* unused harmony exports HeartbeatTaskSchema, ContractDiagnosticSchema, HeartbeatContractSchema, TaskStatusSchema, TaskProgressSchema, DailyScoreSchema, ClaimEventSchema, OpenClaimSchema, EvidenceResultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);
/* harmony import */ var _vocabulary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7063);
/**
 * The shapes every part of heartbeat-gate agrees on, each with its zod schema so that any
 * state read from disk or the network is parsed at the boundary, never trusted.
 * Names follow the seeds (see ../../../shared/seeds).
 */


/** A verification sidecar's verdict on one task (seed 003, "Verification Process"). */
const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .VERDICTS */ .bk);
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
/** One task's progress within a cycle: status, attempts and the last verdict. */
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
const PenaltyTierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .PENALTY_TIERS */ .gR);
/** Reward levels (seeds 001, 004), lowest first. */
const RewardTierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_vocabulary_js__WEBPACK_IMPORTED_MODULE_1__/* .REWARD_TIERS */ .i_);
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
/** A ledger event: a verification verdict on one task (scored by seed 004's table). */
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
    /** Why, in one line (`cmd: exited 1`), as the cycle commit and `log` show it. */
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Seed 002 thrashing: the task's claims were blocked three times in a row; no retries today. */
    abandoned: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
    /** Each ground-truth contradiction with its two sides, as the verification sidecar found it. */
    contradictions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ claimed: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), actual: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })).optional(),
});
/** A ledger event: an operator's 👍 / 👎 on the agent's work. */
const FeedbackEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('feedback'),
    direction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['up', 'down']),
    /** Login of the operator who reacted. */
    by: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** What was reacted to (comment URL, review id, ...). */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** A ledger event: a completion claim and what the evidence gate published for it (audit only). */
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
/**
 * An accepted claim whose ground truth had not concluded when the gate judged it (CI still
 * running, a `[skip ci]` commit): the task was `unclear`, and each later cycle reads the check
 * again until it concludes (a failure is then a ground-truth contradiction) or the bound passes.
 */
const OpenClaimSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    taskId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** The claim's ledger id (`commit:<sha>:<topic>`, `comment:<id>:<topic>`). */
    claimId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    topic: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The commit whose check is read. */
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** The dimension the claim said passed, and the check `groundTruth` maps it to. */
    dimension: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    check: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** When the gate first judged the claim with its check not concluded. */
    since: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().datetime({ offset: true }),
});
/** A ledger event: a heartbeat cycle started, with the contract's tasks at that moment. */
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
    /** Claims still awaiting their ground truth, which the next cycle's sidecar reads again. */
    openClaims: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(OpenClaimSchema).optional(),
});
/** One line of the ledger (`.heartbeat/ledger/YYYY-MM.jsonl`): any of the four event kinds. */
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

/***/ 6219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _h: () => (/* binding */ pointsForFeedback),
/* harmony export */   iN: () => (/* binding */ POINTS),
/* harmony export */   k4: () => (/* binding */ pointsForVerdict)
/* harmony export */ });
/** Point values, named after the seed's rows. */
const POINTS = {
    verifiedRequired: 10,
    verifiedOptional: 5,
    notVerified: -15,
    unclear: -2,
    /** Stacks with `notVerified`: a contradicted claim costs -45 in all. */
    groundTruthContradiction: -30,
    thumbsUp: 3,
    thumbsDown: -10,
};
/**
 * Points for one verdict. A ground-truth contradiction adds -30 to whatever the verdict is worth,
 * so the seed's case (not_verified + contradiction) is -45.
 */
function pointsForVerdict(v) {
    let points;
    switch (v.verdict) {
        case 'verified':
            points = v.required ? POINTS.verifiedRequired : POINTS.verifiedOptional;
            break;
        case 'not_verified':
            points = POINTS.notVerified;
            break;
        case 'unclear':
            points = POINTS.unclear;
            break;
    }
    return v.groundTruthContradiction ? points + POINTS.groundTruthContradiction : points;
}
/** Points for an operator's 👍 (`up`, +3) or 👎 (`down`, -10). */
function pointsForFeedback(direction) {
    return direction === 'up' ? POINTS.thumbsUp : POINTS.thumbsDown;
}


/***/ }),

/***/ 8617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ rolloverScoreState)
/* harmony export */ });
/* harmony import */ var _calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1002);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4563);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(269);



/** Archives `today` and returns the state of the next calendar day, which starts at 0. */
function archiveDay(state, nextDate) {
    const day = state.today;
    const history = [...state.history, day].slice(-_target_js__WEBPACK_IMPORTED_MODULE_2__/* .ROLLING_WINDOW_DAYS */ .bu);
    const l = state.lifetime;
    const target = (0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .computeDailyTarget */ .KR)(history, l.targetFloor);
    return {
        today: (0,_state_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyDay */ .It)(nextDate, target),
        history,
        lifetime: {
            ...l,
            targetFloor: (0,_target_js__WEBPACK_IMPORTED_MODULE_2__/* .raiseFloor */ .fC)(l.targetFloor, target),
            daysTracked: l.daysTracked + 1,
            bestDayScore: l.daysTracked === 0 ? day.score : Math.max(l.bestDayScore, day.score),
            // A streak day reached its own target at some moment; any other day breaks the streak.
            streak: day.targetReached ? l.streak + 1 : 0,
        },
    };
}
/**
 * Moves `state` to calendar day `date` (`YYYY-MM-DD`).
 * - Same day: unchanged. An earlier day (a clock or timezone going backwards): unchanged too,
 *   because history only moves forward.
 * - Later day: today is archived; each calendar day skipped in between is archived as a
 *   zero-score day with the target then in force (zero is not positive, so it stays out of the
 *   average; it did not reach its target, so it breaks the streak; it counts in daysTracked).
 */
function rolloverScoreState(state, date) {
    // The common case by far (every event of a day): nothing to archive, nothing to validate again.
    if (date === state.today.date)
        return state;
    const from = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dayNumber */ .U$)(state.today.date);
    const to = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dayNumber */ .U$)(date);
    let next = state;
    // Each step archives `today` (calendar day `day - 1`) and opens calendar day `day`.
    for (let day = from + 1; day <= to; day += 1) {
        // Once a full window of empty days is archived, the target equals the floor and each further
        // empty day changes only dates and daysTracked: a long gap jumps ahead, keeping the last 7.
        const emptyArchived = day - from - 2;
        const jump = to - day - (_target_js__WEBPACK_IMPORTED_MODULE_2__/* .ROLLING_WINDOW_DAYS */ .bu - 1);
        if (emptyArchived >= _target_js__WEBPACK_IMPORTED_MODULE_2__/* .ROLLING_WINDOW_DAYS */ .bu && jump > 0) {
            day += jump;
            next = {
                ...next,
                today: { ...next.today, date: (0,_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateFromDayNumber */ .Wk)(day - 1) },
                lifetime: { ...next.lifetime, daysTracked: next.lifetime.daysTracked + jump },
            };
        }
        next = archiveDay(next, (0,_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateFromDayNumber */ .Wk)(day));
    }
    return next;
}


/***/ }),

/***/ 4563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DP: () => (/* binding */ applyFeedbackToScore),
/* harmony export */   It: () => (/* binding */ emptyDay),
/* harmony export */   Tt: () => (/* binding */ applyVerdictToScore),
/* harmony export */   qF: () => (/* binding */ createScoreState)
/* harmony export */ });
/* harmony import */ var _calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1002);
/* harmony import */ var _points_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6219);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(269);



/** A day with no events yet: score 0, all counts 0. */
function emptyDay(date, target) {
    return {
        date,
        score: 0,
        target,
        verifiedCount: 0,
        failedCount: 0,
        unclearCount: 0,
        contradictionCount: 0,
        thumbsUp: 0,
        thumbsDown: 0,
        targetReached: false,
    };
}
/** Day 1: score 0, target 50 (the base minimum), floor 50, no history. */
function createScoreState(date) {
    (0,_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dayNumber */ .U$)(date); // validates YYYY-MM-DD
    return {
        today: emptyDay(date, _target_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_MINIMUM_TARGET */ .$f),
        history: [],
        lifetime: {
            targetFloor: _target_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_MINIMUM_TARGET */ .$f,
            totalScore: 0,
            totalVerified: 0,
            totalFailed: 0,
            totalContradictions: 0,
            daysTracked: 0,
            bestDayScore: 0,
            streak: 0,
        },
    };
}
/** Adds `points` to today and the lifetime total; marks the target reached if it now is. */
function addPoints(state, points, today) {
    const score = state.today.score + points;
    return {
        ...state,
        today: {
            ...today,
            score,
            targetReached: today.targetReached || score >= today.target,
        },
        lifetime: { ...state.lifetime, totalScore: state.lifetime.totalScore + points },
    };
}
/**
 * Applies one verifier verdict to today's score: the points, today's counts (verified →
 * verifiedCount, not_verified → failedCount, unclear → unclearCount, a contradiction also →
 * contradictionCount) and the lifetime totals.
 */
function applyVerdictToScore(state, v) {
    const t = state.today;
    const verified = v.verdict === 'verified' ? 1 : 0;
    const failed = v.verdict === 'not_verified' ? 1 : 0;
    const contradiction = v.groundTruthContradiction ? 1 : 0;
    const next = addPoints(state, (0,_points_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsForVerdict */ .k4)(v), {
        ...t,
        verifiedCount: t.verifiedCount + verified,
        failedCount: t.failedCount + failed,
        unclearCount: t.unclearCount + (v.verdict === 'unclear' ? 1 : 0),
        contradictionCount: t.contradictionCount + contradiction,
    });
    const l = next.lifetime;
    return {
        ...next,
        lifetime: {
            ...l,
            totalVerified: l.totalVerified + verified,
            totalFailed: l.totalFailed + failed,
            totalContradictions: l.totalContradictions + contradiction,
        },
    };
}
/**
 * Applies an operator's 👍 (`up`, +3) or 👎 (`down`, -10). A 👍 also counts toward today's (and
 * the lifetime's) verified count, a 👎 toward the failed count.
 */
function applyFeedbackToScore(state, direction) {
    const t = state.today;
    const up = direction === 'up' ? 1 : 0;
    const down = 1 - up;
    const next = addPoints(state, (0,_points_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsForFeedback */ ._h)(direction), {
        ...t,
        verifiedCount: t.verifiedCount + up,
        failedCount: t.failedCount + down,
        thumbsUp: t.thumbsUp + up,
        thumbsDown: t.thumbsDown + down,
    });
    const l = next.lifetime;
    return {
        ...next,
        lifetime: {
            ...l,
            totalVerified: l.totalVerified + up,
            totalFailed: l.totalFailed + down,
        },
    };
}


/***/ }),

/***/ 269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ BASE_MINIMUM_TARGET),
/* harmony export */   KR: () => (/* binding */ computeDailyTarget),
/* harmony export */   TD: () => (/* binding */ positiveAverage),
/* harmony export */   Z4: () => (/* binding */ MAX_DAILY_TARGET),
/* harmony export */   bu: () => (/* binding */ ROLLING_WINDOW_DAYS),
/* harmony export */   fC: () => (/* binding */ raiseFloor)
/* harmony export */ });
/* unused harmony export divideRoundHalfDown */
/** The target can never go below this (`BASE_MINIMUM_TARGET`). */
const BASE_MINIMUM_TARGET = 50;
/** Ceiling that prevents runaway target inflation (`MAX_DAILY_TARGET`). */
const MAX_DAILY_TARGET = 500;
/** Only the last 7 archived days count toward the average. */
const ROLLING_WINDOW_DAYS = 7;
/**
 * `n / d` rounded to a whole number, halves rounded down (82.5 → 82, 83.75 → 84), in integer
 * arithmetic so no float error can tip a half. This is the rule that reproduces the seed's worked
 * example exactly; `Math.round` would give 83 on its Day 3.
 */
function divideRoundHalfDown(n, d) {
    const q = Math.floor(n / d);
    const r = n - q * d;
    return 2 * r > d ? q + 1 : q;
}
/**
 * The rounded average of the positive days (score > 0) among the last 7 archived days, or
 * `undefined` when there is none. Zero and negative days are left out so a bad day cannot drag
 * the target down (the seed's "sandbagging").
 */
function positiveAverage(history) {
    const positive = history
        .slice(-ROLLING_WINDOW_DAYS)
        .map((day) => day.score)
        .filter((score) => score > 0);
    if (positive.length === 0)
        return undefined;
    const sum = positive.reduce((a, b) => a + b, 0);
    return divideRoundHalfDown(sum, positive.length);
}
/**
 * The day's target: `max(positive 7-day average, ratchet floor, 50)`, capped at 500. `history`
 * is the archived days, oldest first, today excluded.
 */
function computeDailyTarget(history, targetFloor) {
    const average = positiveAverage(history) ?? 0;
    return Math.min(MAX_DAILY_TARGET, Math.max(average, targetFloor, BASE_MINIMUM_TARGET));
}
/** The ratchet: the floor only rises, to the new target, and never above 500. */
function raiseFloor(targetFloor, newTarget) {
    return Math.min(MAX_DAILY_TARGET, Math.max(targetFloor, newTarget));
}


/***/ }),

/***/ 2249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AV: () => (/* binding */ writeStateFiles),
/* harmony export */   Dw: () => (/* binding */ loadStateStore),
/* harmony export */   Fh: () => (/* binding */ removeStaleTempFiles),
/* harmony export */   Xz: () => (/* binding */ allEvents),
/* harmony export */   mE: () => (/* binding */ stateJson),
/* harmony export */   mt: () => (/* binding */ statePaths),
/* harmony export */   nv: () => (/* binding */ commitSource),
/* harmony export */   tK: () => (/* binding */ gitBlobId),
/* harmony export */   v9: () => (/* binding */ dirSource)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _core_ledger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2558);
/* harmony import */ var _core_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4146);
/**
 * The files under `.heartbeat/`: reading them (from the working tree or from a commit) with zod
 * validation, and writing them atomically. Layout:
 *
 *   ledger/YYYY-MM.jsonl      the append-only event ledger, one segment per UTC month
 *   checkpoints/YYYY-MM.json  the replayed state before that month (so a cycle replays one month)
 *   score.json                the score state (seed 004 ScoreState), derived
 *   progress.json             the current cycle's progress (seed 003), derived
 *
 * A file that does not parse is an InputError naming it and the line or field; nothing is written.
 */






const MONTH = /^(\d{4}-\d{2})\.(jsonl|json)$/;
/** Paths of the state files, relative to the repository root. */
const statePaths = (stateDir) => ({
    score: `${stateDir}/score.json`,
    progress: `${stateDir}/progress.json`,
    segment: (month) => `${stateDir}/ledger/${month}.jsonl`,
    checkpoint: (month) => `${stateDir}/checkpoints/${month}.json`,
});
/** The state directory of a working tree. */
function dirSource(root, stateDir) {
    return {
        async list() {
            const files = new Map();
            for (const sub of ['ledger', 'checkpoints']) {
                let names = [];
                try {
                    names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, stateDir, sub));
                }
                catch (error) {
                    if (error.code !== 'ENOENT')
                        throw error;
                }
                for (const name of names)
                    files.set(`${stateDir}/${sub}/${name}`, undefined);
            }
            return files;
        },
        async read(path) {
            try {
                return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, path), 'utf8');
            }
            catch (error) {
                if (error.code === 'ENOENT')
                    return undefined;
                throw error;
            }
        },
        describe: (path) => path,
    };
}
/**
 * The state directory as committed in `commit` (undefined: an empty state). With `segments`, the
 * ledger segments are read on load too, for a caller that reads every one of them anyway.
 */
function commitSource(repo, commit, stateDir, options = {}) {
    let entries;
    const tree = () => (entries ??= commit
        ? repo.listTree(commit, stateDir).then(async (list) => {
            // What is read on load is read by one git process (segments only when asked for).
            await repo.prefetchBlobs(list
                .filter((e) => options.segments || !e.path.startsWith(`${stateDir}/ledger/`))
                .map((e) => e.blob));
            return new Map(list.map((e) => [e.path, e.blob]));
        })
        : Promise.resolve(new Map()));
    return {
        async list() {
            return new Map([...(await tree())].filter(([path]) => /\/(ledger|checkpoints)\//.test(path)));
        },
        async read(path) {
            const blob = (await tree()).get(path);
            return blob === undefined ? undefined : repo.readBlob(blob);
        },
        describe: (path) => `${commit?.slice(0, 12) ?? 'HEAD'}:${path}`,
    };
}
function parseJsonFile(schema, text, file) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${file}: not valid JSON (${error.message})`, file);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${file}: field ${field}: ${issue?.message ?? 'invalid'}`, file);
    }
    return parsed.data;
}
/** Loads and validates the state files of a source; the first bad file throws an InputError. */
async function loadStateStore(source, stateDir) {
    const paths = statePaths(stateDir);
    const listing = await source.list();
    const months = [];
    const segmentIds = new Map();
    const checkpoints = new Map();
    for (const [path, id] of listing) {
        // A temp file left by an interrupted atomic write is not state.
        if (path.includes('.tmp-'))
            continue;
        const name = path.slice(path.lastIndexOf('/') + 1);
        const match = MONTH.exec(name);
        const isLedger = path.startsWith(`${stateDir}/ledger/`);
        if (!match || (isLedger ? match[2] !== 'jsonl' : match[2] !== 'json')) {
            const expected = isLedger ? 'YYYY-MM.jsonl' : 'YYYY-MM.json';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${source.describe(path)}: unexpected file (expected ${expected})`, path);
        }
        const month = match[1] ?? '';
        if (isLedger) {
            months.push(month);
            segmentIds.set(month, id);
        }
        else {
            const text = (await source.read(path)) ?? '';
            checkpoints.set(month, parseJsonFile(_core_ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .ReplayStateSchema */ .i4, text, source.describe(path)));
        }
    }
    months.sort();
    const scoreText = await source.read(paths.score);
    const progressText = await source.read(paths.progress);
    const score = scoreText === undefined
        ? undefined
        : parseJsonFile(_core_model_js__WEBPACK_IMPORTED_MODULE_5__/* .ScoreStateSchema */ .jx, scoreText, source.describe(paths.score));
    const progress = progressText === undefined
        ? undefined
        : parseJsonFile(_core_model_js__WEBPACK_IMPORTED_MODULE_5__/* .CycleProgressSchema */ .Pj, progressText, source.describe(paths.progress));
    const parsed = new Map();
    const segmentText = (month) => source.read(paths.segment(month));
    const loadSegment = async (month) => {
        const file = source.describe(paths.segment(month));
        const { events, errors } = (0,_core_ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLedger */ .h8)((await segmentText(month)) ?? '');
        const [first] = errors;
        if (first)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${file}: line ${first.line}: ${first.message}`, file);
        const stray = events.find((event) => (0,_core_ledger_js__WEBPACK_IMPORTED_MODULE_4__/* .ledgerMonth */ .kQ)(event) !== month);
        if (stray) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${file}: event ${stray.id} at ${stray.at} belongs to another month`, file);
        }
        return events;
    };
    return {
        source,
        stateDir,
        score,
        progress,
        months,
        segmentIds,
        segmentText,
        segment(month) {
            let events = parsed.get(month);
            if (!events)
                parsed.set(month, (events = loadSegment(month)));
            return events;
        },
        checkpoint: (month) => checkpoints.get(month),
    };
}
/** Every event of a store, in month order (parses every segment). */
async function allEvents(store) {
    const events = [];
    for (const month of store.months)
        events.push(...(await store.segment(month)));
    return events;
}
/** The id git gives `text` as a blob, computed here: comparing files needs no git process. */
function gitBlobId(text) {
    const bytes = Buffer.from(text, 'utf8');
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
/** Canonical JSON for derived files, so equal states are equal bytes. */
function stateJson(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}
/**
 * Writes files (repository-relative path → text) under `root`, each atomically: a temp file in
 * the same folder, then a rename, so a reader never sees half a file.
 */
async function writeStateFiles(root, files) {
    for (const [path, text] of files) {
        const target = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, path);
        const temp = `${target}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(target), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, text);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, target);
        }
        catch (error) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true }).catch(() => undefined);
            // Named by the file meant, not the temp file.
            throw Object.assign(error, { path: target });
        }
    }
}
/** Whether process `pid` is running (a permission error means it is, as someone else's). */
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
/**
 * Removes the temp files of writers that died between writing and renaming (their pid is in the
 * name); a running writer's are left alone. Best effort: a folder that cannot be read is skipped.
 */
async function removeStaleTempFiles(root, stateDir) {
    for (const sub of ['', 'ledger', 'checkpoints']) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, stateDir, sub);
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir).catch(() => []);
        for (const name of names) {
            const pid = /\.tmp-(\d+)-/.exec(name)?.[1];
            if (pid !== undefined && !alive(Number(pid))) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name), { force: true }).catch(() => undefined);
            }
        }
    }
}


/***/ })

};
