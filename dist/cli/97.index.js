export const id = 97;
export const ids = [97];
export const modules = {

/***/ 3367:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_cycle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3055);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3567);
/* harmony import */ var _write_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5562);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);
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
${_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .WRITE_USAGE */ .o5}`;
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
        `  since the previous cycle: ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .signed */ .x8)(r.delta)} points, ${r.verdicts.length} verdict(s), ${verified} verified`,
        ...r.verdicts.map((v) => `    ${v.taskId}: ${v.verdict}${v.contradiction ? ' (ground truth contradiction)' : ''}`),
        `  tasks this cycle: ${outcome.state.progress?.tasks.length ?? 0}` +
            (outcome.summary.forcedRequired ? ', all forced required' : ''),
        `  next cycle due at ${outcome.nextDueAt} (in ${r.intervalMinutes} minutes)`,
        `  ${(0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLine */ .w_)(outcome).replaceAll('\n', '\n  ')}`,
    ];
    return `${lines.join('\n')}\n`;
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .defineCommand */ .N)({
    name: 'cycle',
    summary: 'run the next heartbeat cycle when it is due: one commit with Heartbeat-* trailers',
    usage: USAGE,
    options: {
        ..._write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .TARGET_OPTIONS */ .FG,
        force: { type: 'boolean' },
        verify: { type: 'boolean' },
    },
    positionals: true,
    now: true,
    json: true,
    async run({ values, positionals, io, now, json }) {
        if (positionals.length > 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unexpected argument '${positionals[0]}'`);
        const outcome = await (0,_app_cycle_js__WEBPACK_IMPORTED_MODULE_0__/* .runCycle */ .OM)({
            ...(0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .targetOptions */ .Gl)(io.cwd, values),
            now,
            force: values.force ?? false,
            // The hook's chunk holds the evidence gate; the cycle borrows it rather than bundling a copy.
            ...(values.verify ? { sidecar: { evidence: await __webpack_require__.e(/* import() */ 380).then(__webpack_require__.bind(__webpack_require__, 380)) } } : {}),
        });
        if (json) {
            const { state: _state, ...rest } = outcome;
            io.stdout.write((0,_write_options_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonOut */ .NK)(rest));
        }
        else {
            io.stdout.write(formatOutcome(outcome));
        }
        return _command_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.ok;
    },
});


/***/ }),

/***/ 5562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ TARGET_OPTIONS),
/* harmony export */   Gl: () => (/* binding */ targetOptions),
/* harmony export */   NK: () => (/* binding */ jsonOut),
/* harmony export */   o5: () => (/* binding */ WRITE_USAGE),
/* harmony export */   w_: () => (/* binding */ commitLine)
/* harmony export */ });
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2625);

/** Where a writing command's state commit goes (`--now`, `--json` and `--help` are the shell's). */
const TARGET_OPTIONS = {
    push: { type: 'boolean' },
    remote: { type: 'string' },
    branch: { type: 'string' },
};
const WRITE_USAGE = `  --now <ISO-8601>  the instant to record at (default: the clock)
  --push            push the state commit to the state branch on the remote; when the remote
                    moved, merge ledgers by event id onto its head and retry
  --remote <name>   the remote to push to (default: origin)
  --branch <name>   the state branch (default: stateBranch in .heartbeat/config.json, else the
                    current branch; created on first use)
  --json            print the result as JSON
`;
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
        ? `, pushed${write.retries > 0 ? ` after ${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(write.retries, 'retry', 'retries')} (the remote moved)` : ''}`
        : '';
    return `Committed ${write.commit.slice(0, 12)} on ${write.branch}${pushed}.${warnings}`;
}
/** A value as pretty JSON with a trailing newline. */
function jsonOut(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}


/***/ }),

/***/ 4146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* reexport safe */ _evidence_gates_index_js__WEBPACK_IMPORTED_MODULE_1__.Eo),
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
/* harmony import */ var _evidence_gates_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5244);
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
/** The gated topics of seed 002; the gate registry (`evidence/gates/`) is their one home. */

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

/***/ 348:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ stripAnsi)
});

;// CONCATENATED MODULE: ./node_modules/ansi-regex/index.js
// Valid string terminator sequences are ESC\ and 0x9c; OSC also accepts BEL.
const ST = String.raw`(?:\u001B\u005C|\u009C)`;

// OSC sequences only: ESC ] ... BEL/ST (or the C1 introducer 0x9d ... BEL/ST).
// Payloads stop at terminators, cancellations, and C1 controls. An unterminated string cannot swallow the next sequence or repeatedly scan its payload from later introducers. Terminals likewise abort a control string on an unexpected ESC.
const stringControls = String.raw`\u0018\u001A\u001B\u0080-\u009F`;
const osc = String.raw`(?:\u001B\]|\u009D)[^\u0007${stringControls}]*(?:\u0007|${ST})`;

// DCS, SOS, PM, APC, and screen window titles have opaque payloads terminated by ST. Nested ESC payloads, such as tmux passthrough, require a parser.
const controlString = String.raw`(?:\u001B[PX^_k]|[\u0090\u0098\u009E\u009F])[^${stringControls}]*${ST}`;

// Linux console palette controls have fixed lengths and no string terminator; iTerm2 terminates its palette assignments. Consume an immediately adjacent OSC terminator, but match these controls before OSC so a later BEL cannot consume visible text.
const linuxPalette = String.raw`\u001B\](?:P[\dA-Fa-f]{7}|R)(?:\u0007|${ST})?`;

// CSI: ESC [ or C1 CSI, parameter bytes (0x30–0x3f), intermediate bytes (0x20–0x2f), then a final byte (0x40–0x7e).
// `= < >` are final bytes in two-byte VT52 escapes (`ESC >`) but parameter bytes in a CSI (`ESC [ > 0 ; 276 ; 0 c`, the device attributes reply). Match CSI first to consume the whole sequence, where its introducer makes the two unambiguous.
const csi = String.raw`(?:\u001B\[|\u009B)[\u0030-\u003F]*[\u0020-\u002F]*[\u0040-\u007E]`;

// Related escapes: ESC, intermediate bytes (0x20–0x2f), then a final byte (0x30–0x7e), or a supported two-byte escape.
// The two-byte final class stays narrow so that ESC followed by an arbitrary character is not read as a sequence. CSI parameters belong only to the CSI form, preventing partial matches and avoiding a second scan with nested repetition.
// Escapes whose final byte is a digit include `ESC 7` and `ESC 8` (save and restore cursor), `ESC ( 0` (line drawing character set), and `ESC # 8` (screen alignment).
// A digit is never a CSI final byte. These escapes end immediately at their final byte, so `ESC 7 l` is read as the escape followed by text rather than a sequence with parameter 7 and final byte `l`.
const ansi_regex_escape = String.raw`\u001B(?:[\u0020-\u002F]+[\u0030-\u007E]|[\dA-PR-TZcf-oq-uy=><~|}])`;

const pattern = `${linuxPalette}|${osc}|${controlString}|${csi}|${ansi_regex_escape}`;

function ansiRegex({onlyFirst = false} = {}) {
	return new RegExp(pattern, onlyFirst ? undefined : 'g');
}

;// CONCATENATED MODULE: ./node_modules/strip-ansi/index.js


const regex = ansiRegex();

function stripAnsi(string) {
	if (typeof string !== 'string') {
		throw new TypeError(`Expected a \`string\`, got \`${typeof string}\``);
	}

	// Fast path: ANSI codes require ESC (7-bit) or CSI (8-bit) introducer
	if (!string.includes('\u001B') && !string.includes('\u009B')) {
		return string;
	}

	// Even though the regex is global, we don't need to reset the `.lastIndex`
	// because unlike `.exec()` and `.test()`, `.replace()` does it automatically
	// and doing it manually has a performance penalty.
	return string.replace(regex, '');
}


/***/ })

};
