export const id = 396;
export const ids = [396];
export const modules = {

/***/ 820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B8: () => (/* binding */ openRepo),
  oK: () => (/* binding */ openRepoState),
  eU: () => (/* binding */ scoreAt)
});

// EXTERNAL MODULE: ./src/config.ts
var src_config = __webpack_require__(868);
// EXTERNAL MODULE: ./src/core/score/calendar.ts
var calendar = __webpack_require__(757);
;// CONCATENATED MODULE: ./src/core/score/points.ts
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
function points_pointsForVerdict(v) {
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
function points_pointsForFeedback(direction) {
    return direction === 'up' ? POINTS.thumbsUp : POINTS.thumbsDown;
}

;// CONCATENATED MODULE: ./src/core/score/target.ts
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

;// CONCATENATED MODULE: ./src/core/score/state.ts



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
    (0,calendar/* dayNumber */.U$)(date); // validates YYYY-MM-DD
    return {
        today: emptyDay(date, BASE_MINIMUM_TARGET),
        history: [],
        lifetime: {
            targetFloor: BASE_MINIMUM_TARGET,
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
    const next = addPoints(state, pointsForVerdict(v), {
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
    const next = addPoints(state, pointsForFeedback(direction), {
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

;// CONCATENATED MODULE: ./src/core/score/rollover.ts



/** Archives `today` and returns the state of the next calendar day, which starts at 0. */
function archiveDay(state, nextDate) {
    const day = state.today;
    const history = [...state.history, day].slice(-ROLLING_WINDOW_DAYS);
    const l = state.lifetime;
    const target = computeDailyTarget(history, l.targetFloor);
    return {
        today: emptyDay(nextDate, target),
        history,
        lifetime: {
            ...l,
            targetFloor: raiseFloor(l.targetFloor, target),
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
    const from = (0,calendar/* dayNumber */.U$)(state.today.date);
    const to = (0,calendar/* dayNumber */.U$)(date);
    let next = state;
    // Each step archives `today` (calendar day `day - 1`) and opens calendar day `day`.
    for (let day = from + 1; day <= to; day += 1) {
        // Once a full window of empty days is archived, the target equals the floor and each further
        // empty day changes only dates and daysTracked: a long gap jumps ahead, keeping the last 7.
        const emptyArchived = day - from - 2;
        const jump = to - day - (ROLLING_WINDOW_DAYS - 1);
        if (emptyArchived >= ROLLING_WINDOW_DAYS && jump > 0) {
            day += jump;
            next = {
                ...next,
                today: { ...next.today, date: (0,calendar/* dateFromDayNumber */.Wk)(day - 1) },
                lifetime: { ...next.lifetime, daysTracked: next.lifetime.daysTracked + jump },
            };
        }
        next = archiveDay(next, (0,calendar/* dateFromDayNumber */.Wk)(day));
    }
    return next;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(975);
// EXTERNAL MODULE: ../../main/node_modules/simple-git/dist/index.mjs + 2 modules
var dist = __webpack_require__(890);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(533);
;// CONCATENATED MODULE: ./src/git/repo.ts
/**
 * The git operations heartbeat-gate needs, through simple-git. State commits are built with
 * plumbing (a private index, `commit-tree`, a compare-and-swap `update-ref`) so that a cycle never
 * touches the user's index or staged work and never runs the user's commit hooks.
 */







const execFileAsync = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const ZERO_OID = '0000000000000000000000000000000000000000';
/** A repository on disk. */
class Repo {
    root;
    git;
    constructor(root, git) {
        this.root = root;
        this.git = git;
    }
    /** Opens the repository containing `dir`; not a repository is an InputError. */
    static async open(dir) {
        let root;
        try {
            root = (await (0,dist/* simpleGit */.Lp)({ baseDir: dir }).revparse(['--show-toplevel'])).trim();
        }
        catch {
            throw new errors/* InputError */.d(`${dir}: not inside a git repository`, dir);
        }
        return new Repo(root, (0,dist/* simpleGit */.Lp)({ baseDir: root }));
    }
    /** Runs git with the given arguments and returns its standard output. */
    async raw(args, env) {
        if (!env)
            return this.git.raw(args);
        // simple-git guards explicit environments (it refuses many inherited variables); a private
        // index (GIT_INDEX_FILE) or a fallback identity is all we add, so run git directly for those.
        const { stdout } = await execFileAsync('git', args, {
            cwd: this.root,
            env: { ...process.env, ...env },
            maxBuffer: 256 * 1024 * 1024,
        });
        return stdout;
    }
    /** The checked-out branch, or undefined when HEAD is detached. */
    async currentBranch() {
        try {
            const ref = (await this.raw(['symbolic-ref', '-q', 'HEAD'])).trim();
            return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** The commit a revision names, or undefined when it does not exist (e.g. an unborn branch). */
    async resolve(rev) {
        try {
            return ((await this.raw(['rev-parse', '-q', '--verify', `${rev}^{commit}`])).trim() || undefined);
        }
        catch {
            return undefined;
        }
    }
    /** Files under `dir` in a commit, with their blob ids. */
    async listTree(commit, dir) {
        const out = await this.raw(['ls-tree', '-r', '-z', commit, '--', `${dir}/`]);
        return out
            .split('\0')
            .filter((line) => line.length > 0)
            .map((line) => {
            const [meta = '', path = ''] = line.split('\t');
            return { path, blob: meta.split(' ')[2] ?? '' };
        })
            .filter((entry) => entry.blob.length > 0);
    }
    /** The text of a blob. */
    readBlob(blob) {
        return this.raw(['cat-file', 'blob', blob]);
    }
    /**
     * Commits `base`'s tree with `files` (repository-relative path → text) replaced or added, as a
     * child of `base` (a root commit without one). Nothing outside the object store changes.
     */
    async commitFiles(options) {
        const scratch = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'heartbeat-gate-commit-'));
        try {
            const env = { GIT_INDEX_FILE: (0,external_node_path_.join)(scratch, 'index') };
            await this.raw(options.base ? ['read-tree', options.base] : ['read-tree', '--empty'], env);
            let n = 0;
            for (const [path, text] of options.files) {
                const file = (0,external_node_path_.join)(scratch, `blob-${n++}`);
                await (0,promises_.writeFile)(file, text);
                const blob = (await this.raw(['hash-object', '-w', '--', file])).trim();
                await this.raw(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], env);
            }
            const tree = (await this.raw(['write-tree'], env)).trim();
            const messageFile = (0,external_node_path_.join)(scratch, 'message');
            await (0,promises_.writeFile)(messageFile, options.message);
            const parents = options.base ? ['-p', options.base] : [];
            const args = ['commit-tree', tree, ...parents, '-F', messageFile];
            return (await this.raw(args, await this.identityFallback())).trim();
        }
        finally {
            await (0,promises_.rm)(scratch, { recursive: true, force: true });
        }
    }
    /** A committer identity for machines that have none configured (CI runners, fresh containers). */
    async identityFallback() {
        try {
            await this.raw(['var', 'GIT_COMMITTER_IDENT']);
            await this.raw(['var', 'GIT_AUTHOR_IDENT']);
            return undefined;
        }
        catch {
            const name = 'heartbeat-gate';
            const email = 'heartbeat-gate@users.noreply.github.com';
            return {
                GIT_AUTHOR_NAME: process.env.GIT_AUTHOR_NAME ?? name,
                GIT_AUTHOR_EMAIL: process.env.GIT_AUTHOR_EMAIL ?? email,
                GIT_COMMITTER_NAME: process.env.GIT_COMMITTER_NAME ?? name,
                GIT_COMMITTER_EMAIL: process.env.GIT_COMMITTER_EMAIL ?? email,
            };
        }
    }
    /** Moves `ref` to `to` only if it still points at `from` (undefined: must not exist yet). */
    async updateRef(ref, to, from) {
        await this.raw(['update-ref', ref, to, from ?? ZERO_OID]);
    }
    /** Stages the working-tree content of exactly these paths (the user's other staged work stays). */
    async stagePaths(paths) {
        if (paths.length > 0)
            await this.raw(['update-index', '--add', '--', ...paths]);
    }
    /** True when `ancestor` is reachable from `commit`. */
    async isAncestor(ancestor, commit) {
        try {
            await this.raw(['merge-base', '--is-ancestor', ancestor, commit]);
            return true;
        }
        catch {
            return false;
        }
    }
    /** Fast-forwards the checked-out branch and working tree to `commit`; false if it cannot. */
    async fastForward(commit) {
        try {
            await this.raw(['merge', '--ff-only', '-q', commit]);
            return true;
        }
        catch {
            return false;
        }
    }
    /**
     * Fetches `branch` from `remote` into `refs/remotes/<remote>/<branch>` and returns its head,
     * or undefined when the remote has no such branch yet.
     */
    async fetchBranch(remote, branch) {
        const heads = await this.raw(['ls-remote', '--heads', remote, `refs/heads/${branch}`]);
        if (heads.trim() === '')
            return undefined;
        const tracking = `refs/remotes/${remote}/${branch}`;
        await this.raw(['fetch', '-q', '--no-tags', remote, `+refs/heads/${branch}:${tracking}`]);
        return this.resolve(tracking);
    }
    /** Pushes `commit` to `remote`'s `branch` (fast-forward only); false when the remote refused. */
    async push(remote, commit, branch) {
        try {
            await this.raw(['push', '-q', remote, `${commit}:refs/heads/${branch}`]);
        }
        catch {
            return false;
        }
        await this.raw(['update-ref', `refs/remotes/${remote}/${branch}`, commit]);
        return true;
    }
    /** Commits reachable from `rev` whose message starts with `subjectPrefix`, newest first. */
    async log(rev, subjectPrefix) {
        const out = await this.raw([
            'log',
            '-z',
            '--format=%H%x1f%cI%x1f%an%x1f%ae%x1f%B',
            `--grep=^${subjectPrefix}`,
            rev,
            '--',
        ]);
        return out
            .split('\0')
            .filter((record) => record.trim().length > 0)
            .map((record) => {
            const [sha = '', date = '', author = '', authorEmail = '', message = ''] = record.split('\x1f');
            return { sha, date, author, authorEmail, message };
        });
    }
}

// EXTERNAL MODULE: ./src/git/state-store.ts
var state_store = __webpack_require__(50);
;// CONCATENATED MODULE: ./src/app/read-state.ts
/**
 * The reading side of the state: where the committed score lives for this repository (the state
 * branch when one is configured, else the working tree) and the score as of `now`. Never writes.
 */






/**
 * The state branch's head: the local branch, else its remote-tracking copy (a clone that never
 * checked it out), else undefined (no state yet).
 */
async function stateBranchHead(repo, branch) {
    return ((await repo.resolve(`refs/heads/${branch}`)) ??
        (await repo.resolve(`refs/remotes/origin/${branch}`)));
}
/** Opens the repository containing `cwd` and its configuration. */
async function openRepo(cwd) {
    const repo = await Repo.open(cwd);
    const config = await (0,src_config/* loadConfig */.Z9)(repo.root);
    if (!config.stateBranch)
        return { repo, config, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(repo, config.stateBranch);
    return { repo, config, stateHead, rev: stateHead ?? config.stateBranch };
}
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
async function openRepoState(cwd) {
    const location = await openRepo(cwd);
    const { repo, config, stateHead } = location;
    const source = config.stateBranch
        ? (0,state_store/* commitSource */.nv)(repo, stateHead, config.stateDir)
        : (0,state_store/* dirSource */.v9)(repo.root, config.stateDir);
    return { ...location, store: await (0,state_store/* loadStateStore */.Dw)(source, config.stateDir) };
}
/** The committed score state moved to `now`'s calendar day in the configured timezone. */
function scoreAt(opened, now) {
    const today = (0,calendar/* calendarDay */.$6)(now, opened.config.timeZone);
    const committed = opened.store.score;
    if (!committed)
        return { state: createScoreState(today), fresh: true };
    return { state: rolloverScoreState(committed, today), fresh: false };
}


/***/ }),

/***/ 219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nq: () => (/* binding */ resolveNow),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   m1: () => (/* binding */ parseSince),
/* harmony export */   s$: () => (/* binding */ jsonText)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(757);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(533);
/**
 * Option parsing shared by the commands: node's parseArgs in strict mode, its errors turned into
 * UsageError (exit 2), plus the `--now` and date values every time-dependent command takes.
 */



/** Parses `args` against `options` (no positionals unless `positionals` is set). */
function parseCommandArgs(args, options, positionals = false) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, strict: true, allowPositionals: positionals });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(error.message);
    }
}
// A calendar day, or a date-time that says its offset (a bare local time would depend on the machine).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;
/** `--now <ISO-8601>` as a UTC instant; the machine's clock when absent. */
function resolveNow(value, clock = () => new Date()) {
    if (value === undefined)
        return clock().toISOString();
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--now: not an ISO-8601 instant with a timezone: ${JSON.stringify(value)} (e.g. 2026-03-07T09:30:00Z)`);
    }
    return new Date(ms).toISOString();
}
function isCalendarDay(date) {
    try {
        (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dayNumber */ .U$)(date);
        return true;
    }
    catch {
        return false;
    }
}
function parseSince(value) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        if (!isCalendarDay(value))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--since: not a calendar day: ${JSON.stringify(value)}`);
        return { day: value };
    }
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--since: not a date (YYYY-MM-DD) or an ISO-8601 instant: ${JSON.stringify(value)}`);
    }
    return { instant: ms };
}
/** Writes a value as pretty JSON with a trailing newline. */
function jsonText(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}


/***/ }),

/***/ 757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ calendarDay),
/* harmony export */   U$: () => (/* binding */ dayNumber),
/* harmony export */   Wk: () => (/* binding */ dateFromDayNumber)
/* harmony export */ });
/* unused harmony export addDays */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(533);
/**
 * Calendar days in the configured rollover timezone. Pure: the instant is a parameter.
 */

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * The calendar day (`YYYY-MM-DD`) that `instant` (ISO-8601) falls on in `timeZone` (an IANA name
 * such as `UTC` or `Europe/Berlin`). Throws InputError naming the bad field.
 */
function calendarDay(instant, timeZone) {
    const ms = Date.parse(instant);
    if (Number.isNaN(ms))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`now: not an ISO-8601 instant: ${JSON.stringify(instant)}`);
    let format;
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


/***/ })

};
