export const id = 990;
export const ids = [990];
export const modules = {

/***/ 7209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ evidenceReport)
/* harmony export */ });
/* harmony import */ var _core_evidence_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8813);
/**
 * One claim judged by the evidence gates, in the shape `evidence --json` prints and the MCP tool
 * returns. Kept free of zod and git: the commit-msg hook's chunk loads it.
 */

/** Judges `payload` as a claim of `topic` (pass-through topics are accepted untouched). */
function evidenceReport(topic, payload, options = {}) {
    const { published, accepted, failed, missing, warnings, message } = (0,_core_evidence_index_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateEvidence */ .Xi)(topic, payload, options);
    return { topic, published, accepted, failed, missing, warnings, message };
}


/***/ }),

/***/ 9068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ check_commit_command),
  evidenceJudge: () => (/* reexport */ evidenceJudge)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/commit-gate.ts
var commit_gate = __webpack_require__(324);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/cli/command.ts + 1 modules
var command = __webpack_require__(302);
// EXTERNAL MODULE: ./src/cli/declarations/check-commit.ts
var check_commit = __webpack_require__(2238);
// EXTERNAL MODULE: ./src/core/evidence/index.ts + 1 modules
var evidence = __webpack_require__(8813);
;// CONCATENATED MODULE: ./src/core/evidence/thrashing.ts
/**
 * Thrashing detection (seed 002, "Thrashing detection"): a task whose `build.done` claims are
 * rewritten to `build.blocked` three times in a row is abandoned, so that an agent that cannot pass
 * backpressure stops retrying. An accepted claim for the task resets its count. This is the one
 * thrashing rule: the PR gate counts a PR's claims with it ({@link blockedInARow}) and the cycle
 * abandons tasks with it ({@link detectThrashing}).
 */

/** How many consecutive `build.blocked` claims abandon a task (seed 002: "3 times consecutively"). */
const THRASHING_LIMIT = 3;
/** What one claim does to a run of blocks: `build.blocked` adds one, an accepted gated claim ends it. */
function step(claim) {
    if (claim.published === 'build.blocked' && !claim.accepted)
        return 'count';
    return claim.accepted && (0,evidence/* isGatedTopic */.$V)(claim.topic) ? 'reset' : 'neither';
}
/** The current run of blocks in one stream of claims (oldest first), e.g. one PR's claims of a topic. */
function blockedInARow(claims) {
    let count = 0;
    for (const claim of claims) {
        const effect = step({ ...claim, taskIds: [] });
        if (effect === 'count')
            count++;
        else if (effect === 'reset')
            count = 0;
    }
    return count;
}
/**
 * Reads claims in order (oldest first). A `build.blocked` claim adds one to each of its tasks'
 * streaks; an accepted claim of a gated topic ends them. Other claims (`review.blocked`,
 * `verify.failed`, custom topics) neither count nor reset, as in the seed.
 */
function detectThrashing(claims, limit = THRASHING_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1) {
        throw new RangeError(`the thrashing limit must be a positive whole number, got ${limit}`);
    }
    const streaks = new Map();
    // When each abandoned task reached the limit, so they are listed in that order.
    const abandonedAt = new Map();
    let index = 0;
    for (const claim of claims) {
        index++;
        const effect = step(claim);
        if (effect === 'neither')
            continue;
        const resets = effect === 'reset';
        for (const taskId of new Set(claim.taskIds)) {
            if (resets) {
                // Deleting (not zeroing) makes a later run start at the end of the Map's order.
                streaks.delete(taskId);
                abandonedAt.delete(taskId);
                continue;
            }
            const count = (streaks.get(taskId) ?? 0) + 1;
            streaks.set(taskId, count);
            if (count === limit)
                abandonedAt.set(taskId, index);
        }
    }
    return {
        abandoned: [...abandonedAt].sort((a, b) => a[1] - b[1]).map(([taskId]) => taskId),
        streaks: [...streaks].map(([taskId, blocked]) => ({ taskId, blocked })),
    };
}

;// CONCATENATED MODULE: ./src/core/evidence/judge.ts
/**
 * The evidence gates as a cycle judges its commits' claims with them: one object, so no caller can
 * judge claims and leave seed 002's thrashing rule out. The CLI borrows it from the commit hook's
 * chunk (`check-commit` re-exports it), the Action imports it.
 */


const evidenceJudge = {
    evaluateEvidence: evidence/* evaluateEvidence */.Xi,
    evidenceClaimsFromMessage: evidence/* evidenceClaimsFromMessage */.oB,
    detectThrashing: detectThrashing,
};

;// CONCATENATED MODULE: ./src/cli/commands/check-commit.ts
/**
 * `heartbeat-gate check-commit <commit-msg-file>`: the commit-msg hook. Judges the message's
 * evidence trailers; a blocked claim rejects the commit (exit 1) with the rewritten topic and the
 * message the agent reads next on stderr. Start-up time is the product here: this module loads
 * only the trailer parser and the evidence gates (no zod, no git, no Octokit).
 */






/** For `cycle --verify`, which judges commit claims with the same gate without a second copy. */

function renderRejection(result, file) {
    const blocked = result.claims.filter(({ result: r }) => !r.accepted);
    const lines = [
        `heartbeat-gate: commit rejected: ${blocked.length} of ${result.claims.length} evidence claim${result.claims.length === 1 ? '' : 's'} blocked.`,
    ];
    for (const { claim, result: r } of blocked) {
        lines.push('', `${claim.trailer}: ${r.topic} → ${r.published}`, `  ${r.message}`);
    }
    lines.push('', `Your message is kept in ${file}. Run the checks, fix the trailer (or remove it), and commit again.`, '');
    return lines.join('\n');
}
function renderAccepted(result) {
    return result.claims
        .map(({ claim, result: r }) => {
        const line = `heartbeat-gate: ${claim.trailer}: ${r.topic} accepted`;
        return r.message ? `${line}\n  ${r.message}\n` : `${line}\n`;
    })
        .join('');
}
const check_commit_command = (0,command/* defineCommand */.N)(check_commit/* declaration */.H, async ({ positionals, io, json }) => {
    const [file, ...extra] = positionals;
    if (file === undefined || extra.length > 0) {
        throw new errors/* UsageError */.eb('expected exactly one commit message file');
    }
    let message;
    try {
        message = await (0,promises_.readFile)((0,external_node_path_.resolve)(io.cwd, file), 'utf8');
    }
    catch (error) {
        throw new errors/* InputError */.dz(`${file}: cannot read the commit message (${error.code ?? error.message})`, file);
    }
    const result = (0,commit_gate/* checkCommitMessage */.H)(message);
    if (json) {
        io.stdout.write(`${JSON.stringify({
            accepted: result.accepted,
            claims: result.claims.map(({ claim, result: r }) => ({ trailer: claim.trailer, ...r })),
        }, null, 2)}\n`);
    }
    else if (result.accepted) {
        io.stdout.write(renderAccepted(result));
    }
    if (!result.accepted)
        io.stderr.write(renderRejection(result, file));
    return result.accepted ? command/* ExitCode */.y.ok : command/* ExitCode */.y.failed;
});


/***/ }),

/***/ 5788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _app_evidence_report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7209);
/* harmony import */ var _core_evidence_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8813);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(302);
/* harmony import */ var _declarations_evidence_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(929);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/**
 * `heartbeat-gate evidence --topic <topic> [--payload <text>] [--json] [--mutation-warn-threshold N]`:
 * what the evidence gate publishes for a claim, before the agent pushes it. The agent calls this
 * instead of `ralph emit` and, on exit 1, reads the message that says what to fix.
 */






/** `--mutation-warn-threshold` as a number from 0 to 100. */
function readThreshold(text) {
    if (text === undefined)
        return undefined;
    const value = text.trim() === '' ? Number.NaN : Number(text);
    if (!(value >= 0 && value <= 100)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--mutation-warn-threshold must be a number from 0 to 100, got ${JSON.stringify(text)}`);
    }
    return value;
}
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .defineCommand */ .N)(_declarations_evidence_js__WEBPACK_IMPORTED_MODULE_4__/* .declaration */ .H, async ({ values, io, json }) => {
    const topic = values.topic;
    if (topic === undefined || topic.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--topic is required (run 'heartbeat-gate evidence --help')`);
    }
    const mutationWarnThreshold = readThreshold(values['mutation-warn-threshold']);
    // A pass-through topic needs no payload: do not wait on a terminal's standard input for it.
    const payload = values.payload ?? ((0,_core_evidence_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isGatedTopic */ .$V)(topic) ? await io.readStdin() : '');
    const result = (0,_app_evidence_report_js__WEBPACK_IMPORTED_MODULE_0__/* .evidenceReport */ .C)(topic, payload, { mutationWarnThreshold });
    if (json) {
        io.stdout.write((0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonText */ .s$)(result));
    }
    else {
        io.stdout.write(`${result.published}\n`);
        if (result.message !== '')
            io.stdout.write(`${result.message}\n`);
    }
    return result.accepted ? _command_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.ok : _command_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.failed;
});


/***/ }),

/***/ 2238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/** `heartbeat-gate check-commit`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'check-commit',
    summary: "the commit-msg hook: judge a commit message's evidence trailers",
    args: '<commit-msg-file>',
    description: `Judges the Build-Done:, Review-Done: and Verify-Passed: trailers of a commit message (the file git
passes to a commit-msg hook). Exit 0 when every claim is accepted or there is none, 1 when a claim
is blocked (the reason is on stderr), 2 when the file cannot be read.`,
    options: {
        // Written out: the commit-msg hook's chunk holds this declaration, not the shared groups.
        json: { type: 'boolean', description: 'print the verdicts as JSON on stdout' },
    },
};


/***/ }),

/***/ 929:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/** `heartbeat-gate evidence`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'evidence',
    summary: 'judge one evidence claim (build.done, review.done, verify.passed …) before pushing it',
    description: `Evaluates one claim with the evidence gates and prints the topic that is published
(build.blocked, review.blocked or verify.failed when the claim is rejected), then the message the
agent reads next. Only build.done, review.done and verify.passed are gated; every other topic
passes through untouched.`,
    options: {
        topic: {
            type: 'string',
            value: '<topic>',
            required: true,
            description: 'the topic the agent emits (build.done, review.done, verify.passed, ...)',
        },
        payload: {
            type: 'string',
            value: '<text>',
            description: 'the evidence (gated topics only)',
            default: 'standard input',
        },
        // Written out: the commit-msg hook's chunk holds this declaration, not the shared groups.
        json: {
            type: 'boolean',
            description: 'print {topic, published, accepted, failed, missing, warnings, message}',
        },
        'mutation-warn-threshold': {
            type: 'string',
            value: '<0-100>',
            description: 'warn when an accepted build.done reports a lower mutation score',
        },
    },
    epilogue: `Exit codes: 0 accepted (or not gated), 1 blocked, 2 bad usage.

example:
heartbeat-gate evidence --topic build.done --payload "tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass"`,
};


/***/ }),

/***/ 324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ checkCommitMessage)
/* harmony export */ });
/* harmony import */ var _evidence_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8813);
/**
 * The commit-msg gate: every evidence trailer of a commit message (`Build-Done:`, `Review-Done:`,
 * `Verify-Passed:`) is judged by its seed 002 gate; one blocked claim rejects the commit. A message
 * without evidence trailers claims nothing and passes. Pure, and light enough for a git hook.
 */

/** Judges every evidence trailer of a commit message, as git would parse the message. */
function checkCommitMessage(message, options = {}) {
    const claims = (0,_evidence_index_js__WEBPACK_IMPORTED_MODULE_0__/* .evidenceClaimsFromMessage */ .oB)(message, options).map((claim) => ({
        claim,
        result: (0,_evidence_index_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateEvidence */ .Xi)(claim.topic, claim.payload, options),
    }));
    return { accepted: claims.every(({ result }) => result.accepted), claims };
}


/***/ }),

/***/ 5244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pS: () => (/* binding */ GATED_TOPIC_NAMES),
  JH: () => (/* binding */ GATES),
  Tb: () => (/* binding */ gateFor)
});

;// CONCATENATED MODULE: ./src/core/evidence/gate.ts
/** Seed 002's hard threshold ("non-configurable"): `quality.coverage` below 80 % fails. */
const COVERAGE_THRESHOLD = 80;
/** Seed 002's hard threshold ("non-configurable"): `quality.mutation` below 70 % fails. */
const MUTATION_THRESHOLD = 70;
/** Seed 002's hard threshold ("non-configurable"): `complexity` above 10 fails. */
const COMPLEXITY_THRESHOLD = 10;
/** Collects a gate's findings in the order its dimensions are checked. */
class OutcomeBuilder {
    failed = [];
    missing = [];
    claimedPassing = [];
    reasons = [];
    warnings = [];
    pass(dimension) {
        this.claimedPassing.push(dimension);
    }
    fail(dimension, reason) {
        this.failed.push(dimension);
        this.reasons.push(reason);
    }
    miss(dimension) {
        this.missing.push(dimension);
    }
    build(noEvidence) {
        return {
            noEvidence,
            failed: this.failed,
            missing: this.missing,
            claimedPassing: this.claimedPassing,
            reasons: this.reasons,
            warnings: this.warnings,
        };
    }
}
/** A key the payload gives twice with different values fails its dimension, whatever either says. */
function givenTwiceReason(key) {
    return `${key} is given more than once with different values`;
}
/** Describes a pass/fail value that is not `pass`, quoting what the agent wrote (shortened). */
function notPassReason(key, value) {
    const shown = value.trim();
    const quoted = shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
    return `${key} is '${quoted}', not '${key}: pass'`;
}

// EXTERNAL MODULE: ./node_modules/strip-ansi/index.js + 1 modules
var strip_ansi = __webpack_require__(348);
;// CONCATENATED MODULE: ./src/core/evidence/parse.ts
/**
 * Payload parsing shared by the three evidence gates (seed 002, "How Ralph Parses Evidence").
 * Every scan here is a single forward pass with indexOf and slicing: payloads are untrusted and may
 * be megabytes of tool output, so no regular expression ever runs over a whole line.
 */

/** Longest key we recognise; a longer run of key characters before a colon is not a key. */
const MAX_KEY_LENGTH = 64;
/** Characters a key is made of: `tests`, `quality.coverage`, `unit-tests`, `e2e_tests`. */
function isKeyChar(code) {
    return ((code >= 0x61 && code <= 0x7a) || // a-z
        (code >= 0x41 && code <= 0x5a) || // A-Z
        (code >= 0x30 && code <= 0x39) || // 0-9
        code === 0x2e || // .
        code === 0x5f || // _
        code === 0x2d // -
    );
}
function isDigit(code) {
    return code >= 0x30 && code <= 0x39;
}
/**
 * Scans a payload once: strips ANSI, splits on newlines and commas, and records for each wanted key
 * the value of its first occurrence, and which keys were given again with another value. A key matches only whole (`quality.tests:` is not `tests:`) and
 * case-sensitively.
 *
 * @param wanted keys whose values the gate reads
 * @param isEvidenceKey which keys count as "evidence present" (defaults to the wanted ones)
 */
function scanPayload(payload, wanted, isEvidenceKey = (key) => wanted.has(key)) {
    const text = (0,strip_ansi/* default */.A)(payload);
    const values = new Map();
    const conflicting = new Set();
    let anyEvidenceKey = false;
    const separators = new SeparatorCursor(text);
    // Kept across segments: a colon-free segment must not rescan the text up to the next colon.
    let colon = text.indexOf(':');
    let start = 0;
    while (start <= text.length) {
        const end = separators.next(start);
        // Keys of this segment that the gate wants, in order, so each value stops at the next key.
        const found = [];
        while (colon !== -1 && colon < end) {
            const key = keyBefore(text, start, colon);
            if (key !== undefined) {
                if (isEvidenceKey(key))
                    anyEvidenceKey = true;
                if (wanted.has(key))
                    found.push({ key, keyStart: colon - key.length, colon });
            }
            colon = text.indexOf(':', colon + 1);
        }
        for (let i = 0; i < found.length; i++) {
            const entry = found[i];
            const valueEnd = i + 1 < found.length ? found[i + 1].keyStart : end;
            const value = text.slice(entry.colon + 1, valueEnd);
            const first = values.get(entry.key);
            if (first === undefined)
                values.set(entry.key, value);
            else if (first.trim() !== value.trim())
                conflicting.add(entry.key);
        }
        start = end + 1;
    }
    return { values, anyEvidenceKey, conflicting };
}
/**
 * Finds segment ends (newline or comma). It remembers the next of each separator so that a payload
 * of many commas and no newline is not rescanned for a newline at every segment.
 */
class SeparatorCursor {
    text;
    newline = -2;
    comma = -2;
    constructor(text) {
        this.text = text;
    }
    /** Index of the next newline or comma at or after `from`, or the text's length. */
    next(from) {
        if (this.newline !== -1 && this.newline < from)
            this.newline = this.text.indexOf('\n', from);
        if (this.comma !== -1 && this.comma < from)
            this.comma = this.text.indexOf(',', from);
        const newline = this.newline === -1 ? this.text.length : this.newline;
        const comma = this.comma === -1 ? this.text.length : this.comma;
        return Math.min(newline, comma);
    }
}
/** The whole key ending just before `colon`, or undefined when there is none or it is too long. */
function keyBefore(text, segmentStart, colon) {
    let keyStart = colon;
    const limit = Math.max(segmentStart, colon - MAX_KEY_LENGTH);
    while (keyStart > limit && isKeyChar(text.charCodeAt(keyStart - 1)))
        keyStart--;
    if (keyStart === colon)
        return undefined;
    if (keyStart > segmentStart && isKeyChar(text.charCodeAt(keyStart - 1)))
        return undefined;
    return text.slice(keyStart, colon);
}
/**
 * The seed's exact `key: pass`: one space, then `pass` as the whole value, case-sensitive,
 * optionally followed by a parenthesised detail and a full stop. `pass`, `pass (82%)` and
 * `pass.` pass; `passed`, `PASS`, `true`, `  pass` and `pass-but-3-failed` do not.
 */
function saysPass(value) {
    if (value === undefined || !value.startsWith(' pass'))
        return false;
    const rest = value.slice(' pass'.length).trim();
    if (rest === '' || rest === '.')
        return true;
    // One parenthesised detail; indexOf, not a regular expression, over untrusted text.
    const close = rest.indexOf(')');
    return (rest.startsWith('(') &&
        close !== -1 &&
        rest.indexOf('(', 1) === -1 &&
        (close === rest.length - 1 || (close === rest.length - 2 && rest.endsWith('.'))));
}
/**
 * The value starts with `word` in any case, after leading spaces (`fail`, `FAIL`, `failed`,
 * `failing` for `fail`): the orchestrator's case-insensitive `key: fail` prefix match.
 */
function startsWithLower(value, word) {
    let start = 0;
    while (start < value.length && (value[start] === ' ' || value[start] === '\t'))
        start++;
    return value.slice(start, start + word.length).toLowerCase() === word;
}
/**
 * The first number in the text (`achieved 82% coverage` → 82, `10.5` → 10.5, `62 (target 80%)`
 * → 62), if any. A number stands on its own: the digits of a word (`v2`, `x86`) are not one.
 */
function firstNumber(text) {
    for (let i = 0; i < text.length; i++) {
        if (!isDigit(text.charCodeAt(i)))
            continue;
        const before = i > 0 ? text.charCodeAt(i - 1) : Number.NaN;
        if (!Number.isNaN(before) && isWordChar(before)) {
            while (i < text.length && isDigit(text.charCodeAt(i)))
                i++;
            continue;
        }
        return readNumber(text, i);
    }
    return undefined;
}
/** Letters, digits and `_`: what a word is made of. */
function isWordChar(code) {
    return isKeyChar(code) && code !== 0x2e && code !== 0x2d;
}
/** The number right before the first `%` (`pass (82%)` → 82), if there is one. */
function percentage(text) {
    const percent = text.indexOf('%');
    if (percent === -1)
        return undefined;
    let start = percent;
    while (start > 0) {
        const code = text.charCodeAt(start - 1);
        if (!isDigit(code) && code !== 0x2e)
            break;
        start--;
    }
    // Skip stray leading dots (`..5%`) so the number reads as written.
    while (start < percent && !isDigit(text.charCodeAt(start))) {
        if (text.charCodeAt(start) === 0x2e && isDigit(text.charCodeAt(start + 1)))
            break;
        start++;
    }
    if (start === percent)
        return undefined;
    return readNumber(text, start);
}
/** Reads digits with at most one decimal point starting at `from`. */
function readNumber(text, from) {
    let end = from;
    let sawDot = false;
    let sawDigit = false;
    while (end < text.length) {
        const code = text.charCodeAt(end);
        if (isDigit(code))
            sawDigit = true;
        else if (code === 0x2e && !sawDot)
            sawDot = true;
        else
            break;
        end++;
    }
    if (!sawDigit)
        return undefined;
    const value = Number.parseFloat(text.slice(from, end));
    return Number.isFinite(value) ? value : undefined;
}
/** Formats a number the way an agent wrote it (`65`, `79.9`), for messages. */
function formatNumber(value) {
    return String(Math.round(value * 100) / 100);
}

;// CONCATENATED MODULE: ./src/core/evidence/mutation.ts
/**
 * The mutation warning subsystem (seed 002): `mutants:` on `build.done` never blocks, it only warns,
 * row by row as the seed's table says.
 */

/** Reads a `mutants:` value; undefined when the payload has no mutation evidence. */
function readMutants(value) {
    if (value === undefined)
        return undefined;
    const status = saysPass(value)
        ? 'pass'
        : startsWithLower(value, 'warn')
            ? 'warn'
            : startsWithLower(value, 'fail')
                ? 'fail'
                : 'unknown';
    return { status, score: percentage(value) };
}
/**
 * The warnings for one accepted `build.done` (seed 002, "The Mutation Warning Subsystem").
 *
 * @param threshold the configured `mutation_score_warn_threshold`, or undefined when not configured
 */
function mutationWarnings(mutants, threshold) {
    if (mutants === undefined) {
        return threshold === undefined ? [] : ['missing mutation evidence'];
    }
    const score = mutants.score === undefined ? undefined : `${formatNumber(mutants.score)}%`;
    switch (mutants.status) {
        case 'fail':
            return ['mutation testing failed'];
        case 'warn':
            return [`mutation testing warned (score ${score ?? 'not reported'})`];
        case 'unknown':
            return ['mutation testing status unknown'];
        case 'pass':
            if (threshold === undefined)
                return [];
            if (mutants.score === undefined) {
                return [`mutation score missing (threshold ${formatNumber(threshold)}%)`];
            }
            return mutants.score < threshold
                ? [`mutation score ${score} below threshold ${formatNumber(threshold)}%`]
                : [];
    }
}

;// CONCATENATED MODULE: ./src/core/evidence/gates/build.ts
/**
 * The `build.done` gate (seed 002, "Build Evidence"): seven required checks, two optional ones that
 * block only when explicitly negative, and mutation evidence that only ever warns.
 */



/** Required `key: pass` checks, in the seed's order (complexity sits between coverage and duplication). */
const PASS_CHECKS = ['tests', 'lint', 'typecheck', 'audit', 'coverage'];
/** Every key whose presence counts as build evidence (the orchestrator's list). */
const BUILD_KEYS = new Set([
    ...PASS_CHECKS,
    'complexity',
    'duplication',
    'performance',
    'perf',
    'mutants',
    'specs',
]);
/** The dimensions `build.done` requires, for the no-evidence result and the message. */
const BUILD_REQUIRED = [...PASS_CHECKS, 'complexity', 'duplication'];
/** Evaluates a `build.done` payload. */
function evaluateBuildEvidence(payload, options = {}) {
    const { values, anyEvidenceKey, conflicting } = scanPayload(payload, BUILD_KEYS);
    const outcome = new OutcomeBuilder();
    if (!anyEvidenceKey) {
        for (const dimension of BUILD_REQUIRED)
            outcome.miss(dimension);
        return outcome.build(true);
    }
    // A dimension the agent states twice, differently, fails instead of being read.
    const twice = (dimension, ...keys) => {
        const key = [dimension, ...keys].find((k) => conflicting.has(k));
        if (key !== undefined)
            outcome.fail(dimension, givenTwiceReason(key));
        return key !== undefined;
    };
    for (const check of PASS_CHECKS)
        if (!twice(check))
            passCheck(outcome, check, values.get(check));
    if (!twice('complexity'))
        complexityCheck(outcome, values.get('complexity'));
    if (!twice('duplication'))
        duplicationCheck(outcome, values.get('duplication'));
    if (!twice('performance', 'perf')) {
        performanceCheck(outcome, values.get('performance') ?? values.get('perf'));
    }
    if (!twice('specs'))
        specsCheck(outcome, values.get('specs'));
    const mutants = readMutants(values.get('mutants'));
    if (mutants?.status === 'pass')
        outcome.pass('mutants');
    // Seed: mutation evidence is inspected only once the build passes every check.
    if (outcome.failed.length === 0 && outcome.missing.length === 0) {
        outcome.warnings.push(...mutationWarnings(mutants, options.mutationWarnThreshold));
    }
    return outcome.build(false);
}
function passCheck(outcome, key, value) {
    if (value === undefined)
        outcome.miss(key);
    else if (saysPass(value))
        outcome.pass(key);
    else
        outcome.fail(key, notPassReason(key, value));
}
function complexityCheck(outcome, value) {
    if (value === undefined)
        return outcome.miss('complexity');
    const score = firstNumber(value);
    if (score === undefined) {
        outcome.fail('complexity', `complexity has no number (write 'complexity: <N ≤ 10>')`);
    }
    else if (score > COMPLEXITY_THRESHOLD) {
        outcome.fail('complexity', `complexity ${formatNumber(score)} is above ${COMPLEXITY_THRESHOLD}`);
    }
    else {
        outcome.pass('complexity');
    }
}
/** Orchestrator: `duplication: pass` passes; `fail` or anything else is not passing. */
function duplicationCheck(outcome, value) {
    passCheck(outcome, 'duplication', value);
}
/** Words that make a `performance:`/`perf:` line a reported regression. */
const PERFORMANCE_NEGATIVE = ['regress', 'fail', 'slower', 'not ok'];
/**
 * Optional. A `performance:`/`perf:` line saying `regress` (regression, regressed), `fail`,
 * `slower` or `not ok` blocks; one saying `pass`, `ok` or `improved` counts as passing; anything
 * else is as if absent.
 */
function performanceCheck(outcome, value) {
    if (value === undefined)
        return;
    const lower = value.toLowerCase();
    if (PERFORMANCE_NEGATIVE.some((word) => lower.includes(word))) {
        outcome.fail('performance', 'performance reports a regression');
    }
    else if (lower.includes('pass') || lower.includes('ok') || lower.includes('improved')) {
        outcome.pass('performance');
    }
}
/**
 * Optional. `specs: pass` passes; `specs: fail` (any case, `failed`, `failing`) blocks, as the
 * orchestrator's prefix match does; anything else counts as absent.
 */
function specsCheck(outcome, value) {
    if (value === undefined)
        return;
    if (saysPass(value))
        outcome.pass('specs');
    else if (startsWithLower(value, 'fail'))
        outcome.fail('specs', notPassReason('specs', value));
}
/** `build.done`, claimed in a `Build-Done:` trailer or a ```build.done fence. */
const buildGate = {
    topic: 'build.done',
    blockedTopic: 'build.blocked',
    trailer: 'Build-Done',
    required: BUILD_REQUIRED,
    keyPrefix: '',
    expectedPayload: 'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: <N ≤ 10>, duplication: pass',
    failedHeadline: 'evidence failing',
    docs: {
        requires: '`tests`, `lint`, `typecheck`, `audit`, `coverage`, `duplication`: `pass`; `complexity: N` with N ≤ 10',
        blocksWhenNegative: '`performance` / `perf` (regress, slower, not ok, fail), `specs` (fail)',
    },
    evaluate: evaluateBuildEvidence,
};

;// CONCATENATED MODULE: ./src/core/evidence/gates/review.ts
/** The `review.done` gate (seed 002, "Review Evidence"): `tests: pass` and `build: pass`. */


/** The dimensions `review.done` requires, in the seed's order. */
const REVIEW_REQUIRED = ['tests', 'build'];
const REVIEW_KEYS = new Set(REVIEW_REQUIRED);
/** Evaluates a `review.done` payload. */
function evaluateReviewEvidence(payload) {
    const { values, anyEvidenceKey, conflicting } = scanPayload(payload, REVIEW_KEYS);
    const outcome = new OutcomeBuilder();
    for (const key of REVIEW_REQUIRED) {
        const value = values.get(key);
        if (conflicting.has(key))
            outcome.fail(key, givenTwiceReason(key));
        else if (value === undefined)
            outcome.miss(key);
        else if (saysPass(value))
            outcome.pass(key);
        else
            outcome.fail(key, notPassReason(key, value));
    }
    return outcome.build(!anyEvidenceKey);
}
/** `review.done`, claimed in a `Review-Done:` trailer or a ```review.done fence. */
const reviewGate = {
    topic: 'review.done',
    blockedTopic: 'review.blocked',
    trailer: 'Review-Done',
    required: REVIEW_REQUIRED,
    keyPrefix: '',
    expectedPayload: 'tests: pass, build: pass',
    failedHeadline: 'evidence failing',
    docs: { requires: '`tests: pass`, `build: pass`', blocksWhenNegative: '' },
    evaluate: (payload) => evaluateReviewEvidence(payload),
};

;// CONCATENATED MODULE: ./src/core/evidence/gates/verify.ts
/**
 * The `verify.passed` gate (seed 002, "Quality Report"): three pass/fail dimensions and three
 * numeric thresholds, all under `quality.*` keys. Dimensions are named bare (`coverage`).
 */


const PASS_DIMENSIONS = ['tests', 'lint', 'audit'];
/** Numeric dimensions with their bound and direction. */
const NUMERIC_DIMENSIONS = [
    { name: 'coverage', bound: COVERAGE_THRESHOLD, atLeast: true },
    { name: 'mutation', bound: MUTATION_THRESHOLD, atLeast: true },
    { name: 'complexity', bound: COMPLEXITY_THRESHOLD, atLeast: false },
];
/** The dimensions `verify.passed` requires, bare, in the seed's table order. */
const VERIFY_REQUIRED = [
    'tests',
    'lint',
    'audit',
    'coverage',
    'mutation',
    'complexity',
];
const VERIFY_KEYS = new Set([...VERIFY_REQUIRED, 'specs'].map((name) => `quality.${name}`));
/** Any `quality.*:` key is quality-report evidence (the seed: "the parser only checks for quality.*"). */
function isQualityKey(key) {
    return key.startsWith('quality.') && key.length > 'quality.'.length;
}
/** Evaluates a `verify.passed` payload. */
function evaluateVerifyEvidence(payload) {
    const { values, anyEvidenceKey, conflicting } = scanPayload(payload, VERIFY_KEYS, isQualityKey);
    const twice = (name) => {
        const given = conflicting.has(`quality.${name}`);
        if (given)
            outcome.fail(name, givenTwiceReason(`quality.${name}`));
        return given;
    };
    const outcome = new OutcomeBuilder();
    if (!anyEvidenceKey) {
        for (const dimension of VERIFY_REQUIRED)
            outcome.miss(dimension);
        return outcome.build(true);
    }
    for (const name of PASS_DIMENSIONS) {
        if (twice(name))
            continue;
        const value = values.get(`quality.${name}`);
        if (value === undefined)
            outcome.miss(name);
        else if (saysPass(value))
            outcome.pass(name);
        else
            outcome.fail(name, notPassReason(`quality.${name}`, value));
    }
    for (const { name, bound, atLeast } of NUMERIC_DIMENSIONS) {
        if (twice(name))
            continue;
        const value = values.get(`quality.${name}`);
        if (value === undefined) {
            outcome.miss(name);
            continue;
        }
        // Seed 002: "the first number it finds on the relevant line" (`62 (target 80%)` is 62).
        const score = firstNumber(value);
        const unit = atLeast ? '%' : '';
        if (score === undefined) {
            outcome.fail(name, `quality.${name} has no number`);
        }
        else if (atLeast ? score >= bound : score <= bound) {
            outcome.pass(name);
        }
        else {
            const shown = `${formatNumber(score)}${unit}`;
            outcome.fail(name, atLeast
                ? `${name} ${shown} is below ${bound}${unit}`
                : `${name} ${shown} is above ${bound}`);
        }
    }
    const specs = values.get('quality.specs');
    if (twice('specs')) {
        // Stated twice, differently: failed above.
    }
    else if (specs !== undefined) {
        if (saysPass(specs))
            outcome.pass('specs');
        else if (startsWithLower(specs, 'fail')) {
            outcome.fail('specs', notPassReason('quality.specs', specs));
        }
    }
    return outcome.build(false);
}
/** `verify.passed`, claimed in a `Verify-Passed:` trailer or a ```verify.passed fence. */
const verifyGate = {
    topic: 'verify.passed',
    blockedTopic: 'verify.failed',
    trailer: 'Verify-Passed',
    required: VERIFY_REQUIRED,
    keyPrefix: 'quality.',
    expectedPayload: 'quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: <≥ 80>%, quality.mutation: <≥ 70>%, quality.complexity: <≤ 10>',
    failedHeadline: 'quality thresholds failed',
    docs: {
        requires: '`quality.tests`, `quality.lint`, `quality.audit`: `pass`; `quality.coverage` ≥ 80 %, `quality.mutation` ≥ 70 %, `quality.complexity` ≤ 10',
        blocksWhenNegative: '`quality.specs` (fail)',
    },
    evaluate: (payload) => evaluateVerifyEvidence(payload),
};

;// CONCATENATED MODULE: ./src/core/evidence/gates/index.ts



/** Every gate, in the seed's order. */
const GATES = [
    buildGate,
    reviewGate,
    verifyGate,
];
/** Every gated topic, in the seed's order, for input schemas (the MCP tools) to validate against. */
const GATED_TOPIC_NAMES = GATES.map((gate) => gate.topic);
const BY_TOPIC = new Map(GATES.map((gate) => [gate.topic, gate]));
/** The gate of a topic, when it is gated (`build.complete` is not). */
function gateFor(topic) {
    return BY_TOPIC.get(topic);
}


/***/ }),

/***/ 8813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jn: () => (/* reexport */ EVIDENCE_TRAILERS),
  Xi: () => (/* binding */ evaluateEvidence),
  oB: () => (/* reexport */ evidenceClaimsFromMessage),
  $V: () => (/* binding */ isGatedTopic)
});

// UNUSED EXPORTS: COMPLEXITY_THRESHOLD, COVERAGE_THRESHOLD, GATED_TOPICS, GATES, MUTATION_THRESHOLD, blockedTopicFor

// EXTERNAL MODULE: ./src/core/evidence/gates/index.ts + 6 modules
var gates = __webpack_require__(5244);
// EXTERNAL MODULE: ./src/core/trailers.ts
var trailers = __webpack_require__(3507);
;// CONCATENATED MODULE: ./src/core/evidence/trailers.ts
/**
 * Evidence claims in a commit message: one trailer per gated topic (`Build-Done:` → `build.done`),
 * the trailer names coming from the gate registry. Kept out of `core/trailers.ts`, which every
 * reader of cycle commits loads, so that only the evidence gate's own code pulls the gates in.
 */


/** Trailer keys (lowercased) that carry evidence, and the gated topic each claims. */
const EVIDENCE_TRAILERS = Object.fromEntries(gates/* GATES */.JH.map((gate) => [gate.trailer.toLowerCase(), gate.topic]));
/** Every `Build-Done:` / `Review-Done:` / `Verify-Passed:` trailer of a message, in order. */
function evidenceClaimsFromMessage(message, options = {}) {
    const claims = [];
    for (const trailer of (0,trailers/* parseTrailers */.aw)(message, options)) {
        const topic = EVIDENCE_TRAILERS[trailer.key.toLowerCase()];
        if (topic)
            claims.push({ topic, payload: trailer.lines.join('\n'), trailer: trailer.key });
    }
    return claims;
}

;// CONCATENATED MODULE: ./src/core/evidence/index.ts




/** The gated topics, in the seed's order. */
const GATED_TOPICS = gates/* GATES */.JH.map((gate) => gate.topic);
/** True for exactly `build.done`, `review.done` and `verify.passed` (`build.complete` is not gated). */
function isGatedTopic(topic) {
    return (0,gates/* gateFor */.Tb)(topic) !== undefined;
}
function blockedTopicFor(topic) {
    return gateFor(topic)?.blockedTopic;
}
/**
 * Evaluates one claim (seed 002, "How Ralph Decides"). Never throws on any payload text; runs in
 * time linear in the payload's length.
 *
 * @param topic the topic the agent emitted
 * @param payload the evidence text (ANSI colours allowed; comma-separated or one check per line)
 * @throws RangeError when `mutationWarnThreshold` is not a number from 0 to 100
 */
function evaluateEvidence(topic, payload, options = {}) {
    const threshold = options.mutationWarnThreshold;
    if (threshold !== undefined && !(threshold >= 0 && threshold <= 100)) {
        throw new RangeError(`mutationWarnThreshold must be a number from 0 to 100, got ${threshold}`);
    }
    const gate = (0,gates/* gateFor */.Tb)(topic);
    if (!gate) {
        return {
            topic,
            published: topic,
            accepted: true,
            gated: false,
            noEvidence: false,
            failed: [],
            missing: [],
            claimedPassing: [],
            warnings: [],
            message: '',
        };
    }
    const outcome = gate.evaluate(payload, { mutationWarnThreshold: threshold });
    const accepted = !outcome.noEvidence && outcome.failed.length === 0 && outcome.missing.length === 0;
    return {
        topic,
        published: accepted ? topic : gate.blockedTopic,
        accepted,
        gated: true,
        noEvidence: outcome.noEvidence,
        failed: outcome.failed,
        missing: outcome.missing,
        claimedPassing: outcome.claimedPassing,
        warnings: outcome.warnings,
        message: accepted ? acceptedMessage(gate.topic, outcome) : blockedMessage(gate, outcome),
    };
}
function acceptedMessage(topic, outcome) {
    if (outcome.warnings.length === 0)
        return '';
    return `${topic} accepted with warnings: ${outcome.warnings.join('; ')}.`;
}
/** The instruction the agent reads next: what failed, what is missing, what to send instead. */
function blockedMessage(gate, outcome) {
    const { topic, blockedTopic: blocked, expectedPayload } = gate;
    const resend = `Fix this and emit ${topic} again with: ${expectedPayload}.`;
    if (outcome.noEvidence) {
        return `${blocked}: no evidence in the ${topic} payload (none of ${gate.required
            .map((key) => `'${gate.keyPrefix}${key}:'`)
            .join(', ')} appears). Run the checks and emit ${topic} again with: ${expectedPayload}.`;
    }
    const order = [...gate.required, 'performance', 'specs'];
    const rank = (dimension) => order.indexOf(dimension);
    const failing = [...outcome.failed, ...outcome.missing].sort((a, b) => rank(a) - rank(b));
    const details = [...outcome.reasons];
    if (outcome.missing.length > 0)
        details.push(`missing: ${outcome.missing.join(', ')}`);
    return `${blocked}: ${gate.failedHeadline}: ${failing.join(', ')} (${details.join('; ')}). ${resend}`;
}


/***/ }),

/***/ 6570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GATED_TOPIC_NAMES: () => (/* reexport */ gates/* GATED_TOPIC_NAMES */.pS),
  buildClaimTrailer: () => (/* reexport */ buildClaimTrailer),
  evidenceReport: () => (/* reexport */ evidence_report/* evidenceReport */.C)
});

// EXTERNAL MODULE: ./src/app/evidence-report.ts
var evidence_report = __webpack_require__(7209);
// EXTERNAL MODULE: ./node_modules/strip-ansi/index.js + 1 modules
var strip_ansi = __webpack_require__(348);
// EXTERNAL MODULE: ./src/core/commit-gate.ts
var commit_gate = __webpack_require__(324);
// EXTERNAL MODULE: ./src/core/evidence/index.ts + 1 modules
var evidence = __webpack_require__(8813);
;// CONCATENATED MODULE: ./src/core/claim-trailer.ts
/**
 * The commit trailer an agent appends to claim evidence (`Build-Done: tests: pass, ...`), written
 * only for a claim the gate accepts, and checked to read back through the commit-msg gate as the
 * same accepted claim: what the agent is handed is what `check-commit` will judge.
 */



/** `build.done` → `Build-Done`: the key the commit-msg gate reads for a topic. */
function trailerKeyFor(topic) {
    const key = Object.keys(evidence/* EVIDENCE_TRAILERS */.jn).find((k) => evidence/* EVIDENCE_TRAILERS */.jn[k] === topic);
    if (key === undefined)
        throw new Error(`no evidence trailer for ${topic}`);
    return key.replace(/(^|-)([a-z])/g, (_, dash, c) => `${dash}${c.toUpperCase()}`);
}
// Colours and control characters (a terminal's copy) do not belong in a commit message.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
/**
 * The payload as one trailer: its first line after the key, every further line a continuation
 * line (indented, as git folds them), blank lines dropped since a blank line ends the trailers.
 */
function formatEvidenceTrailer(topic, payload) {
    const lines = (0,strip_ansi/* default */.A)(payload)
        .split(/\r\n|\r|\n/)
        .map((line) => line.replace(CONTROL, ' ').replace(/\t/g, ' ').trim())
        .filter((line) => line !== '');
    const [first = '', ...rest] = lines;
    return [`${trailerKeyFor(topic)}: ${first}`, ...rest.map((line) => ` ${line}`)].join('\n');
}
/** The trailer block for a claim the gate accepts; a blocked claim is refused with its verdict. */
function buildClaimTrailer(topic, payload, options = {}) {
    const result = (0,evidence/* evaluateEvidence */.Xi)(topic, payload, options);
    if (!result.accepted)
        return { accepted: false, result };
    const trailer = formatEvidenceTrailer(topic, payload);
    // Read back as git and the commit-msg hook will: one claim, of this topic, accepted.
    const readBack = (0,commit_gate/* checkCommitMessage */.H)(`heartbeat claim\n\n${trailer}\n`, options).claims;
    const back = readBack[0]?.result;
    if (readBack.length !== 1 || back?.topic !== topic || !back.accepted) {
        throw new Error(`the trailer for this ${topic} payload does not read back as its claim`);
    }
    return { accepted: true, trailer, result };
}

// EXTERNAL MODULE: ./src/core/evidence/gates/index.ts + 6 modules
var gates = __webpack_require__(5244);
;// CONCATENATED MODULE: ./src/mcp/gate.ts
/**
 * The evidence gates as the MCP tools use them, bundled into the CLI's "gate" chunk with
 * `evidence` and `check-commit`: one copy of the gates, so the commit-msg hook still loads a
 * single chunk (were the registry reached from the server's own chunk too, it would be split
 * into a third).
 */





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
