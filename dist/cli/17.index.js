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
