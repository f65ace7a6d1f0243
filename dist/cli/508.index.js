export const id = 508;
export const ids = [508];
export const modules = {

/***/ 4757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ calendarDay),
/* harmony export */   U$: () => (/* binding */ dayNumber),
/* harmony export */   Wk: () => (/* binding */ dateFromDayNumber)
/* harmony export */ });
/* unused harmony export addDays */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4533);
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


/***/ }),

/***/ 4460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _h: () => (/* binding */ pointsForFeedback),
/* harmony export */   k4: () => (/* binding */ pointsForVerdict)
/* harmony export */ });
/* unused harmony export POINTS */
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

/***/ 1118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ rolloverScoreState)
/* harmony export */ });
/* harmony import */ var _calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4757);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9822);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3162);



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

/***/ 9822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DP: () => (/* binding */ applyFeedbackToScore),
/* harmony export */   It: () => (/* binding */ emptyDay),
/* harmony export */   Tt: () => (/* binding */ applyVerdictToScore),
/* harmony export */   qF: () => (/* binding */ createScoreState)
/* harmony export */ });
/* harmony import */ var _calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4757);
/* harmony import */ var _points_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4460);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3162);



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

/***/ 3162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ BASE_MINIMUM_TARGET),
/* harmony export */   KR: () => (/* binding */ computeDailyTarget),
/* harmony export */   bu: () => (/* binding */ ROLLING_WINDOW_DAYS),
/* harmony export */   fC: () => (/* binding */ raiseFloor)
/* harmony export */ });
/* unused harmony exports MAX_DAILY_TARGET, divideRoundHalfDown, positiveAverage */
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

/***/ 8539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ Repo)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5890);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4533);
/**
 * The git operations heartbeat-gate needs, through simple-git. State commits are built with
 * plumbing (a private index, `commit-tree`, a compare-and-swap `update-ref`) so that a cycle never
 * touches the user's index or staged work and never runs the user's commit hooks.
 */







const execFileAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
/** The identity state commits use where git has none configured. */
function identityFallback() {
    const name = 'heartbeat-gate';
    const email = 'heartbeat-gate@users.noreply.github.com';
    return {
        GIT_AUTHOR_NAME: process.env.GIT_AUTHOR_NAME ?? name,
        GIT_AUTHOR_EMAIL: process.env.GIT_AUTHOR_EMAIL ?? email,
        GIT_COMMITTER_NAME: process.env.GIT_COMMITTER_NAME ?? name,
        GIT_COMMITTER_EMAIL: process.env.GIT_COMMITTER_EMAIL ?? email,
    };
}
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
            root = (await (0,simple_git__WEBPACK_IMPORTED_MODULE_5__/* .simpleGit */ .Lp)({ baseDir: dir }).revparse(['--show-toplevel'])).trim();
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .d(`${dir}: not inside a git repository`, dir);
        }
        return new Repo(root, (0,simple_git__WEBPACK_IMPORTED_MODULE_5__/* .simpleGit */ .Lp)({ baseDir: root }));
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
    blobs = new Map();
    /** The text of a blob (blobs are immutable, so each is read once). */
    readBlob(blob) {
        let text = this.blobs.get(blob);
        if (!text)
            this.blobs.set(blob, (text = this.run(['cat-file', 'blob', blob])));
        return text;
    }
    /**
     * Commits `base`'s tree with `files` (repository-relative path → text) replaced or added, as a
     * child of `base` (a root commit without one). Nothing outside the object store changes.
     */
    async commitFiles(options) {
        const scratch = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'heartbeat-gate-commit-'));
        try {
            const env = { GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(scratch, 'index') };
            const paths = [...options.files.keys()];
            const blobFiles = await Promise.all(paths.map(async (path, n) => {
                const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(scratch, `blob-${n}`);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, options.files.get(path) ?? '');
                return file;
            }));
            // One git for all blobs, one for the index: a cycle is a handful of processes, not dozens.
            const blobs = blobFiles.length
                ? (await this.run(['hash-object', '-w', '--stdin-paths'], { input: blobFiles.join('\n') }))
                    .trim()
                    .split('\n')
                : [];
            await this.run(options.base ? ['read-tree', options.base] : ['read-tree', '--empty'], {
                env,
            });
            const entries = paths.map((path, n) => `100644 ${blobs[n]}\t${path}\n`).join('');
            if (entries)
                await this.run(['update-index', '--add', '--index-info'], { env, input: entries });
            const tree = (await this.run(['write-tree'], { env })).trim();
            const parents = [...(options.base ? [options.base] : []), ...(options.otherParents ?? [])];
            const args = ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent])];
            try {
                return (await this.run(args, { input: options.message })).trim();
            }
            catch (error) {
                // Machines without an identity (CI runners, fresh containers) get heartbeat-gate's.
                if (!/identity|tell me who you are|empty ident/i.test(error.message))
                    throw error;
                return (await this.run(args, { input: options.message, env: identityFallback() })).trim();
            }
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(scratch, { recursive: true, force: true });
        }
    }
    /** Runs git with optional extra environment and standard input; rejects on a non-zero exit. */
    run(args, options = {}) {
        return new Promise((resolve, reject) => {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
                cwd: this.root,
                env: options.env ? { ...process.env, ...options.env } : process.env,
            });
            const out = [];
            const err = [];
            child.stdout.on('data', (chunk) => out.push(chunk));
            child.stderr.on('data', (chunk) => err.push(chunk));
            child.on('error', reject);
            child.on('close', (code) => {
                if (code === 0)
                    resolve(Buffer.concat(out).toString('utf8'));
                else {
                    const stderr = Buffer.concat(err).toString('utf8').trim();
                    reject(new Error(`git ${args[0]} failed (${code}): ${stderr}`));
                }
            });
            // A git that exits without reading its input closes the pipe; its exit status tells.
            child.stdin.on('error', () => undefined);
            if (options.input === undefined)
                child.stdin.end();
            else
                child.stdin.end(options.input);
        });
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
    /** Paths that differ between two commits (under `dir` when given). */
    async changedPaths(from, to, dir) {
        const args = ['diff-tree', '-r', '-z', '--name-only', '--no-renames', from, to];
        const out = await this.raw(dir ? [...args, '--', `${dir}/`] : args);
        return out.split('\0').filter((path) => path.length > 0);
    }
    /** True when `ancestor` is reachable from `commit`. */
    async isAncestor(ancestor, commit) {
        // The answer is the exit status alone, which simple-git does not report (exit 1 with an
        // empty stderr resolves), so ask git directly.
        try {
            await execFileAsync('git', ['merge-base', '--is-ancestor', ancestor, commit], {
                cwd: this.root,
            });
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


/***/ })

};
