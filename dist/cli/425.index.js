export const id = 425;
export const ids = [425];
export const modules = {

/***/ 5425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command),
  evaluateEvidence: () => (/* reexport */ evidence/* evaluateEvidence */.Xi),
  evidenceClaimsFromMessage: () => (/* reexport */ evidence/* evidenceClaimsFromMessage */.oB)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/core/evidence/index.ts + 8 modules
var evidence = __webpack_require__(9816);
;// CONCATENATED MODULE: ./src/core/commit-gate.ts
/**
 * The commit-msg gate: every evidence trailer of a commit message (`Build-Done:`, `Review-Done:`,
 * `Verify-Passed:`) is judged by its seed 002 gate; one blocked claim rejects the commit. A message
 * without evidence trailers claims nothing and passes. Pure, and light enough for a git hook.
 */

/** Judges every evidence trailer of a commit message, as git would parse the message. */
function checkCommitMessage(message, options = {}) {
    const claims = (0,evidence/* evidenceClaimsFromMessage */.oB)(message, options).map((claim) => ({
        claim,
        result: (0,evidence/* evaluateEvidence */.Xi)(claim.topic, claim.payload, options),
    }));
    return { accepted: claims.every(({ result }) => result.accepted), claims };
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
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
const command = {
    summary: 'judge the evidence trailers of a commit message (commit-msg hook)',
    async run(args, io) {
        let parsed;
        try {
            parsed = (0,external_node_util_.parseArgs)({
                args,
                allowPositionals: true,
                options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
            });
        }
        catch (error) {
            throw new errors/* UsageError */.e(`${error.message}\n\n${HELP}`);
        }
        if (parsed.values.help) {
            io.stdout.write(HELP);
            return 0;
        }
        const [file, ...extra] = parsed.positionals;
        if (file === undefined || extra.length > 0) {
            throw new errors/* UsageError */.e(`expected exactly one commit message file\n\n${HELP}`);
        }
        let message;
        try {
            message = await (0,promises_.readFile)((0,external_node_path_.resolve)(io.cwd, file), 'utf8');
        }
        catch (error) {
            throw new errors/* InputError */.d(`${file}: cannot read the commit message (${error.code ?? error.message})`, file);
        }
        const result = checkCommitMessage(message);
        if (parsed.values.json) {
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
        return result.accepted ? 0 : 1;
    },
};


/***/ })

};
