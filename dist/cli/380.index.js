export const id = 380;
export const ids = [380];
export const modules = {

/***/ 380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ check_commit_command),
  detectThrashing: () => (/* reexport */ detectThrashing),
  evaluateEvidence: () => (/* reexport */ evidence/* evaluateEvidence */.Xi),
  evidenceClaimsFromMessage: () => (/* reexport */ evidence/* evidenceClaimsFromMessage */.oB)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/commit-gate.ts
var commit_gate = __webpack_require__(324);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
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

;// CONCATENATED MODULE: ./src/cli/commands/check-commit.ts
/**
 * `heartbeat-gate check-commit <commit-msg-file>`: the commit-msg hook. Judges the message's
 * evidence trailers; a blocked claim rejects the commit (exit 1) with the rewritten topic and the
 * message the agent reads next on stderr. Start-up time is the product here: this module loads
 * only the trailer parser and the evidence gates (no zod, no git, no Octokit).
 */





/** For `cycle --verify`, which judges commit claims with the same gate without a second copy. */


const HELP = `usage: heartbeat-gate check-commit [--json] <commit-msg-file>

Judges the Build-Done:, Review-Done: and Verify-Passed: trailers of a commit message (the file git
passes to a commit-msg hook). Exit 0 when every claim is accepted or there is none, 1 when a claim
is blocked (the reason is on stderr), 2 when the file cannot be read.

  --json   print the verdicts as JSON on stdout
`;
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
const check_commit_command = (0,command/* defineCommand */.N)({
    name: 'check-commit',
    summary: 'judge the evidence trailers of a commit message (commit-msg hook)',
    usage: HELP,
    options: {},
    positionals: true,
    json: true,
    async run({ positionals, io, json }) {
        const [file, ...extra] = positionals;
        if (file === undefined || extra.length > 0) {
            throw new errors/* UsageError */.eb(`expected exactly one commit message file\n\n${HELP}`);
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
    },
});


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


/***/ })

};
