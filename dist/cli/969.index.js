export const id = 969;
export const ids = [969];
export const modules = {

/***/ 3966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/core/evidence/index.ts + 6 modules
var evidence = __webpack_require__(6348);
// EXTERNAL MODULE: ./src/core/trailers.ts
var trailers = __webpack_require__(4580);
;// CONCATENATED MODULE: ./src/core/commit-gate.ts
/**
 * The commit-msg gate: every evidence trailer of a commit message (`Build-Done:`, `Review-Done:`,
 * `Verify-Passed:`) is judged by its seed 002 gate; one blocked claim rejects the commit. A message
 * without evidence trailers claims nothing and passes. Pure, and light enough for a git hook.
 */


/** Judges every evidence trailer of a commit message, as git would parse the message. */
function checkCommitMessage(message, options = {}) {
    const claims = (0,trailers/* evidenceClaimsFromMessage */.oB)(message, options).map((claim) => ({
        claim,
        result: (0,evidence/* evaluateEvidence */.Xi)(claim.topic, claim.payload, options),
    }));
    return { accepted: claims.every(({ result }) => result.accepted), claims };
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(4533);
;// CONCATENATED MODULE: ./src/cli/commands/check-commit.ts
/**
 * `heartbeat-gate check-commit <commit-msg-file>`: the commit-msg hook. Judges the message's
 * evidence trailers; a blocked claim rejects the commit (exit 1) with the rewritten topic and the
 * message the agent reads next on stderr. Start-up time is the product here: this module loads
 * only the trailer parser and the evidence gates (no zod, no git, no Octokit).
 */





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


/***/ }),

/***/ 6890:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ stripAnsi)
});

;// CONCATENATED MODULE: ../../main/node_modules/ansi-regex/index.js
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

;// CONCATENATED MODULE: ../../main/node_modules/strip-ansi/index.js


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
