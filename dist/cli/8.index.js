export const id = 8;
export const ids = [8];
export const modules = {

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
        rows.push(carryOver(task, before.get(task.id), options.forceAllRequired, options.newDay));
    }
    return {
        cycle: options.cycle,
        startedAt: options.startedAt,
        forcedRequired: options.forceAllRequired,
        tasks: rows,
    };
}
function carryOver(task, previous, forceAllRequired, newDay = false) {
    if (task.preMarked)
        return taskRow(task, forceAllRequired, 'verified', 0);
    if (previous === undefined)
        return taskRow(task, forceAllRequired, 'pending', 0);
    // A new day: nothing is abandoned for good, so coasting after max_attempts cannot last.
    if (newDay)
        return taskRow(task, forceAllRequired, 'pending', 0, previous.lastVerdict);
    switch (previous.status) {
        case 'failed':
            // The contract's current max_attempts decides, so lowering it can end the retries.
            return taskRow(task, forceAllRequired, previous.attempts >= task.maxAttempts ? 'failed' : 'pending', previous.attempts, previous.lastVerdict);
        case 'pending':
            return taskRow(task, forceAllRequired, 'pending', previous.attempts, previous.lastVerdict);
        case 'verified':
        case 'skipped':
            return taskRow(task, forceAllRequired, 'pending', 0);
    }
}
/** One task's row, keys in the order progress.json has always written them. */
function taskRow(task, forceAllRequired, status, attempts, lastVerdict) {
    // Written out rather than spread: a new cycle builds one per task, and a year's replay opens 35,000 cycles.
    const row = {
        taskId: task.id,
        maxAttempts: task.maxAttempts,
        required: task.required || forceAllRequired,
        preMarked: task.preMarked,
        status,
        attempts,
    };
    if (lastVerdict !== undefined)
        row.lastVerdict = lastVerdict;
    return row;
}
/**
 * Records a verdict on `taskId`: every verdict is an attempt; `verified` marks the task verified,
 * `not_verified` and `unclear` mark it failed (retried next cycle while attempts remain).
 * A verdict on a task the cycle does not hold leaves the progress unchanged.
 */
function applyVerdictToProgress(progress, taskId, verdict, abandoned = false) {
    if (!progress.tasks.some((task) => task.taskId === taskId))
        return progress;
    return {
        ...progress,
        tasks: progress.tasks.map((task) => task.taskId === taskId
            ? {
                ...task,
                status: verdict === 'verified' ? 'verified' : 'failed',
                // Thrashing spends every attempt at once: abandoned until the day rolls over.
                attempts: abandoned ? Math.max(task.attempts + 1, task.maxAttempts) : task.attempts + 1,
                lastVerdict: verdict,
            }
            : task),
    };
}
/** A task that failed and has no attempts left: it is not retried until the contract changes. */
function isAbandoned(task) {
    return task.status === 'failed' && task.attempts >= task.maxAttempts;
}


/***/ }),

/***/ 6008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E_: () => (/* binding */ applyLedgerEvent),
  wi: () => (/* binding */ emptyWindow),
  z: () => (/* binding */ replayLedger),
  jg: () => (/* binding */ rollReplayStateTo)
});

// EXTERNAL MODULE: ./src/core/ledger.ts
var ledger = __webpack_require__(2558);
// EXTERNAL MODULE: ./src/core/progress.ts
var core_progress = __webpack_require__(4664);
// EXTERNAL MODULE: ./src/core/score/calendar.ts
var calendar = __webpack_require__(1002);
;// CONCATENATED MODULE: ./src/core/feedback.ts
/**
 * Operator feedback from 👍 / 👎 reactions (seeds 001 and 004: +3 / -10): which of the reactions
 * GitHub lists count. GitHub has no reaction webhook, so the Action polls; this module holds every
 * rule of that poll as plain data in, plain data out.
 *
 * Every poll lists every 👍 and 👎 on every polled subject (no cursor: a count the agent can keep
 * steady by swapping its own reaction, or a cursor it can push, would hide an operator's 👎).
 * A reaction counts when:
 * - its user is an operator (write, maintain or admin permission, or listed in `operators`),
 * - its user is not the agent, nor any look-alike of its logins (`looksLikeAgent`),
 * - for a 👍 only: the text it approves was not edited at or after it (an edit never voids a 👎),
 * - for a 👍 only: the operator has fewer than `DAILY_THUMBS_UP_CAP` 👍 counted that day,
 * - the same operator's same content on the same subject was never counted before: the ledger key
 *   is (subject, operator, content), so removing and re-adding a 👍 counts once.
 */



/**
 * At most this many of one operator's 👍 count towards one calendar day's score (+15): an
 * operator approving a flood of the agent's comments does not buy the agent a day. A 👍 past the
 * cap is ignored for now and looked at again at the next poll. 👎 has no cap.
 */
const DAILY_THUMBS_UP_CAP = 5;
const time = (iso) => Date.parse(iso);
const DIRECTION = { '+1': 'up', '-1': 'down' };
const OPERATOR_PERMISSIONS = new Set([
    'admin',
    'maintain',
    'write',
]);
/** Whether a login's reactions are operator feedback (the agent's never are). */
function isOperator(login, trust) {
    if (looksLikeAgent(login, trust.agents))
        return false;
    if (isListedOperator(login, trust.operators))
        return true;
    const permission = trust.permissions.get(login.toLowerCase()) ?? 'none';
    return OPERATOR_PERMISSIONS.has(permission);
}
/**
 * The key that makes feedback count once: (subject, operator, content). `source` is the subject's
 * URL, which every feedback event the Action ever wrote carries, so events written before this key
 * existed (ids `reaction-<reaction id>`) are recognised too.
 */
function feedbackKey(source, by, direction) {
    return `${source} ${by.toLowerCase()} ${direction}`;
}
/** The ledger id of an operator's reaction: one per (subject, operator, content), ever. */
function reactionEventId(subjectKey, by, content) {
    return `reaction:${subjectKey}:${by.toLowerCase()}:${DIRECTION[content]}`;
}
/**
 * Whether a feedback event is a reaction the Action verified through the API: only the Action
 * writes the subject's URL as `source` beside the reactor; `heartbeat-gate feedback` (any
 * version) never does, so what it records is the operator's local note, never a reaction.
 */
function isVerifiedReaction(event) {
    return event.by !== undefined && event.source !== undefined && /^reaction[-:]/.test(event.id);
}
/**
 * Feedback on the state branch that the Action did not write from a verified reaction (recorded
 * with `heartbeat-gate feedback`, or forged), since `since`: shown as not counted, never scored.
 */
function localNotes(events, since) {
    return events
        .filter((e) => !isVerifiedReaction(e) && (since === undefined || Date.parse(e.at) >= Date.parse(since)))
        .map((e) => ({
        user: e.by ?? 'unknown',
        content: e.direction === 'up' ? '+1' : '-1',
        url: e.source ?? '',
        reason: 'local-note',
    }));
}
/** The key of one operator's day in `RecordedFeedback.upsPerDay`. */
function capKey(login, day) {
    return `${login.toLowerCase()} ${day}`;
}
/** Reads recorded feedback events into what the poll needs (`timeZone` decides the day). */
function recordedFeedback(events, timeZone) {
    const ids = new Set();
    const keys = new Set();
    const upsPerDay = new Map();
    for (const event of events) {
        ids.add(event.id);
        if (event.by === undefined)
            continue;
        if (event.source !== undefined)
            keys.add(feedbackKey(event.source, event.by, event.direction));
        if (event.direction === 'up') {
            const key = capKey(event.by, calendarDay(event.at, timeZone));
            upsPerDay.set(key, (upsPerDay.get(key) ?? 0) + 1);
        }
    }
    return { ids, keys, upsPerDay };
}
/**
 * Judges one reaction on `subject`, `recorded` being what the ledger (and this poll so far) holds.
 * The event's instant is the reaction's, but never before `notBefore` (the last cycle): a
 * late-polled reaction lands in the open cycle instead of rewriting one already committed.
 */
function judgeReaction(options) {
    const { reaction, subject, trust, recorded } = options;
    const direction = DIRECTION[reaction.content];
    const id = reactionEventId(subject.key, reaction.user, reaction.content);
    if (looksLikeAgent(reaction.user, trust.agents))
        return { counts: false, reason: 'agent' };
    if (recorded.ids.has(id) || recorded.keys.has(feedbackKey(subject.url, reaction.user, direction)))
        return { counts: false, reason: 'already-counted' };
    if (!isOperator(reaction.user, trust))
        return { counts: false, reason: 'not-an-operator' };
    // A 👍 approves the text it saw; a 👎 stands whatever the agent does to the text afterwards.
    // An edit in the same second as the reaction may have come after it.
    if (direction === 'up' &&
        subject.editedAt !== undefined &&
        time(subject.editedAt) >= time(reaction.createdAt)) {
        return { counts: false, reason: 'edited-after-reaction' };
    }
    const at = options.notBefore !== undefined && time(options.notBefore) > time(reaction.createdAt)
        ? options.notBefore
        : reaction.createdAt;
    if (direction === 'up' &&
        (recorded.upsPerDay.get(capKey(reaction.user, calendarDay(at, options.timeZone))) ?? 0) >=
            DAILY_THUMBS_UP_CAP) {
        return { counts: false, reason: 'daily-cap' };
    }
    return {
        counts: true,
        event: { id, at, kind: 'feedback', direction, by: reaction.user, source: subject.url },
    };
}
/**
 * The reactors whose permission the poll must know: not the agent, not a listed operator, with at
 * least one reaction not already recorded.
 */
function reactorsToAsk(subjects, trust, recorded) {
    const logins = new Map();
    for (const subject of subjects) {
        for (const { user, content } of subject.reactions) {
            if (looksLikeAgent(user, trust.agents) || isListedOperator(user, trust.operators))
                continue;
            const direction = DIRECTION[content];
            if (recorded.ids.has(reactionEventId(subject.key, user, content)) ||
                recorded.keys.has(feedbackKey(subject.url, user, direction)))
                continue;
            logins.set(user.toLowerCase(), user);
        }
    }
    return [...logins.values()];
}
/**
 * Decides a whole poll, oldest reaction first (so the daily cap keeps the earliest). Reactions
 * already counted are neither recorded nor reported; the others that do not count are reported
 * when made at or after `reportSince` (so one stranger's reaction is not reported every run).
 */
function decideFeedback(options) {
    const ids = new Set(options.recorded.ids);
    const keys = new Set(options.recorded.keys);
    const upsPerDay = new Map(options.recorded.upsPerDay);
    const recorded = { ids, keys, upsPerDay };
    const events = [];
    const ignored = [];
    const all = options.subjects.flatMap((subject) => subject.reactions.map((reaction) => ({ subject, reaction })));
    all.sort((a, b) => time(a.reaction.createdAt) - time(b.reaction.createdAt));
    for (const { subject, reaction } of all) {
        const judgement = judgeReaction({
            reaction,
            subject,
            trust: options.trust,
            recorded,
            notBefore: options.notBefore,
            timeZone: options.timeZone,
        });
        if (judgement.counts) {
            const { event } = judgement;
            events.push(event);
            ids.add(event.id);
            keys.add(feedbackKey(subject.url, reaction.user, event.direction));
            if (event.direction === 'up') {
                const key = capKey(reaction.user, calendarDay(event.at, options.timeZone));
                upsPerDay.set(key, (upsPerDay.get(key) ?? 0) + 1);
            }
        }
        else if (judgement.reason !== 'already-counted' &&
            (options.reportSince === undefined || time(reaction.createdAt) >= time(options.reportSince))) {
            ignored.push({
                ...(reaction.id === undefined ? {} : { reactionId: reaction.id }),
                user: reaction.user,
                content: reaction.content,
                url: subject.url,
                reason: judgement.reason,
            });
        }
    }
    return { events: sortEvents(events), ignored };
}

// EXTERNAL MODULE: ./src/core/score/points.ts
var score_points = __webpack_require__(6219);
// EXTERNAL MODULE: ./src/core/score/rollover.ts
var rollover = __webpack_require__(8617);
// EXTERNAL MODULE: ./src/core/score/state.ts
var score_state = __webpack_require__(4563);
// EXTERNAL MODULE: ./src/core/score/tiers.ts
var tiers = __webpack_require__(4243);
;// CONCATENATED MODULE: ./src/core/replay.ts
/**
 * Replay: the ledger's events, in (at, id) order, folded into the state they imply — the score
 * (seed 004), the current cycle's progress (seed 003) and what happened since the last cycle.
 * score.json and progress.json are exactly this state written out, so they can always be
 * recomputed from the ledger, and a replay may resume from any monthly checkpoint.
 */








/** Nothing scored since the last cycle. */
function emptyWindow() {
    return { points: 0, verdicts: [], feedback: [] };
}
/**
 * Moves a replay state to the calendar day of `instant` (a later day archives today; an earlier
 * one changes nothing). Readers use it to show the score as of `now`.
 */
function rollReplayStateTo(state, instant, options) {
    const date = (0,calendar/* calendarDay */.$6)(instant, options.timeZone);
    const score = (0,rollover/* rolloverScoreState */.z)(state.score, date);
    return score === state.score ? state : { ...state, score };
}
/**
 * Applies one event. Before it, the score rolls over to the event's calendar day; then a cycle
 * opens the next cycle's progress (every task forced required in the escalated and lockdown
 * tiers), a verdict moves score and progress, feedback moves the score, and a claim is an audit
 * record only.
 */
function applyLedgerEvent(previous, event, options) {
    const state = previous
        ? rollReplayStateTo(previous, event.at, options)
        : {
            score: (0,score_state/* createScoreState */.qF)((0,calendar/* calendarDay */.$6)(event.at, options.timeZone)),
            sinceLastCycle: emptyWindow(),
        };
    const window = state.sinceLastCycle;
    switch (event.kind) {
        case 'cycle': {
            const { score, target } = state.score.today;
            const previous = state.progress;
            // Only a previous cycle with attempts spent needs its day computed (a year is 35,000 cycles).
            const newDay = previous !== undefined &&
                previous.tasks.some((task) => task.attempts > 0) &&
                (0,calendar/* calendarDay */.$6)(previous.startedAt, options.timeZone) !== state.score.today.date;
            const progress = (0,core_progress/* initCycleProgress */.Ad)(event.tasks, previous, {
                cycle: event.cycle,
                startedAt: event.at,
                forceAllRequired: (0,tiers/* forcesAllRequired */.jL)((0,tiers/* penaltyTier */.mv)(score, target)),
                ...(newDay ? { newDay } : {}),
            });
            return { score: state.score, progress, lastCycle: event, sinceLastCycle: emptyWindow() };
        }
        case 'verdict': {
            const scored = {
                verdict: event.verdict,
                required: event.required,
                groundTruthContradiction: event.groundTruthContradiction,
            };
            const known = state.progress?.tasks.some((task) => task.taskId === event.taskId);
            return {
                ...state,
                score: (0,score_state/* applyVerdictToScore */.Tt)(state.score, scored),
                progress: state.progress && known
                    ? (0,core_progress/* applyVerdictToProgress */.ow)(state.progress, event.taskId, event.verdict, event.abandoned === true)
                    : state.progress,
                sinceLastCycle: {
                    ...window,
                    points: window.points + (0,score_points/* pointsForVerdict */.k4)(scored),
                    verdicts: [...window.verdicts, event],
                },
            };
        }
        case 'feedback':
            if (options.feedback === 'reactions' && !isVerifiedReaction(event))
                return state;
            return {
                ...state,
                score: (0,score_state/* applyFeedbackToScore */.DP)(state.score, event.direction),
                sinceLastCycle: {
                    ...window,
                    points: window.points + (0,score_points/* pointsForFeedback */._h)(event.direction),
                    feedback: [...window.feedback, event],
                },
            };
        case 'claim':
            return state;
    }
}
/**
 * Replays `events` (sorted here into (at, id) order) on top of `from` — a checkpoint, or nothing
 * for the start of the ledger. An empty ledger replays to `undefined`: there is no day yet.
 *
 * The same fold as applying applyLedgerEvent to each event in turn, but verdicts (most of a
 * ledger) update a working copy in place instead of copying the state per event: a year's ledger
 * is ~200,000 events. The copy is this replay's own; `from` and the events are never changed.
 */
function replayLedger(events, options, from) {
    const sorted = (0,ledger/* sortEvents */.kD)(events);
    if (sorted.length === 0)
        return from;
    let state = from && structuredClone(from);
    const days = utcDayCache(options.timeZone);
    for (const event of sorted) {
        if (state === undefined || event.kind !== 'verdict') {
            state = applyLedgerEvent(state, event, options);
            continue;
        }
        if (days.day(event.at) !== state.score.today.date) {
            state = rollReplayStateTo(state, event.at, options);
        }
        applyVerdictInPlace(state, event);
    }
    return state;
}
/** applyLedgerEvent's verdict case on a state this replay owns, after the day rolled over. */
function applyVerdictInPlace(state, event) {
    const scored = {
        verdict: event.verdict,
        required: event.required,
        groundTruthContradiction: event.groundTruthContradiction,
    };
    const points = (0,score_points/* pointsForVerdict */.k4)(scored);
    const verified = event.verdict === 'verified' ? 1 : 0;
    const failed = event.verdict === 'not_verified' ? 1 : 0;
    const contradiction = event.groundTruthContradiction ? 1 : 0;
    const { today, lifetime } = state.score;
    today.verifiedCount += verified;
    today.failedCount += failed;
    today.unclearCount += event.verdict === 'unclear' ? 1 : 0;
    today.contradictionCount += contradiction;
    today.score += points;
    today.targetReached = today.targetReached || today.score >= today.target;
    lifetime.totalScore += points;
    lifetime.totalVerified += verified;
    lifetime.totalFailed += failed;
    lifetime.totalContradictions += contradiction;
    if (state.progress) {
        for (const task of state.progress.tasks) {
            if (task.taskId !== event.taskId)
                continue;
            task.status = event.verdict === 'verified' ? 'verified' : 'failed';
            task.attempts = event.abandoned
                ? Math.max(task.attempts + 1, task.maxAttempts)
                : task.attempts + 1;
            task.lastVerdict = event.verdict;
        }
    }
    const window = state.sinceLastCycle;
    window.points += points;
    window.verdicts.push(event);
}
/** calendarDay for UTC, computed once per day of instants rather than once per event. */
function utcDayCache(timeZone) {
    let start = Number.NaN;
    let end = Number.NaN;
    let cached = '';
    return {
        day(instant) {
            if (timeZone !== 'UTC')
                return (0,calendar/* calendarDay */.$6)(instant, timeZone);
            const ms = Date.parse(instant);
            if (ms >= start && ms < end)
                return cached;
            cached = (0,calendar/* calendarDay */.$6)(instant, timeZone);
            start = Date.parse(`${cached}T00:00:00Z`);
            end = start + 86_400_000;
            return cached;
        },
    };
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
