/**
 * The `build.done` gate: seven required checks, two optional ones that block only when explicitly
 * negative, and mutation evidence that only ever warns.
 */
import { COMPLEXITY_THRESHOLD, OutcomeBuilder, givenTwiceReason, notPassReason, } from '../gate.js';
import { mutationWarnings, readMutants } from '../mutation.js';
import { firstNumber, formatNumber, saysPass, scanPayload, startsWithLower, unreadableReason, } from '../parse.js';
/** Required `key: pass` checks, in the documented order (complexity sits between coverage and duplication). */
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
export const BUILD_REQUIRED = [...PASS_CHECKS, 'complexity', 'duplication'];
/** Evaluates a `build.done` payload. */
export function evaluateBuildEvidence(payload, options = {}) {
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
    // Mutation evidence is inspected only once the build passes every check.
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
    const read = firstNumber(value);
    if (read === undefined) {
        outcome.fail('complexity', `complexity has no number (write 'complexity: <N ≤ 10>')`);
    }
    else if ('unreadable' in read) {
        outcome.fail('complexity', unreadableReason('complexity', read.unreadable));
    }
    else if (read.value > COMPLEXITY_THRESHOLD) {
        outcome.fail('complexity', `complexity ${formatNumber(read.value)} is above ${COMPLEXITY_THRESHOLD}`);
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
export const buildGate = {
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
