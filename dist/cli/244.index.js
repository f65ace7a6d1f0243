export const id = 244;
export const ids = [244];
export const modules = {

/***/ 5244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JH: () => (/* binding */ GATES),
  Eo: () => (/* binding */ GatedTopicSchema),
  Tb: () => (/* binding */ gateFor)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
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
/**
 * The registry of gated topics (seed 002). Adding a gate is one file in this folder (a
 * {@link GateDescriptor}) and one line below: the topic list, the rewrite to the blocked topic, the
 * commit trailer, the messages and the README's table all follow from it.
 */




/** Every gate, in the seed's order. */
const GATES = [
    buildGate,
    reviewGate,
    verifyGate,
];
/** A gated topic, as input schemas (the MCP tools, the ledger) validate it. */
const GatedTopicSchema = schemas/* enum */.k5n(GATES.map((gate) => gate.topic));
const BY_TOPIC = new Map(GATES.map((gate) => [gate.topic, gate]));
/** The gate of a topic, when it is gated (`build.complete` is not). */
function gateFor(topic) {
    return BY_TOPIC.get(topic);
}


/***/ })

};
