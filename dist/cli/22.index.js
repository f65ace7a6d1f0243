export const id = 22;
export const ids = [22];
export const modules = {

/***/ 2613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate badge`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'badge',
    summary: 'an SVG shield with the score and its tier colour (--out file)',
    description: `An SVG shield: score / target and the active tier, coloured by the penalty or reward tier.`,
    options: {
        out: {
            type: 'string',
            value: '<file>',
            description: 'write the SVG to this file (atomically)',
            default: 'standard output',
        },
        label: {
            type: 'string',
            value: '<text>',
            description: 'the left-hand text',
            default: 'heartbeat',
        },
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)(),
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .READ */ .Pz,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE_READ */ .mc,
    },
};


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

/***/ 4412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate cycle`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'cycle',
    summary: 'run the next heartbeat cycle when it is due: one commit with Heartbeat-* trailers',
    positionals: true,
    description: `Runs the next heartbeat cycle when the tier's interval has passed since the last one: reads
HEARTBEAT.md, opens the cycle's progress, scores what was recorded since the last cycle, and
commits the state with one commit whose trailers are the audit record. Not due: does nothing
and says when the next cycle is due.`,
    options: {
        force: { type: 'boolean', description: 'run the cycle even if it is not due yet' },
        verify: {
            type: 'boolean',
            description: "first judge the ending cycle's tasks by their verify: hints (evidence:, cmd: from the contract on the trusted branch, file:), scoring them in this commit",
        },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .WRITE */ .Cm,
    },
};


/***/ }),

/***/ 7819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/** `heartbeat-gate demo`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'demo',
    summary: 'a week of two agents in a temporary repository, the leaderboard, the audit log and the dashboard',
    description: `Creates a temporary git repository with two agents, coder (the example HEARTBEAT.md) and reviewer,
simulates a week of heartbeat cycles for each (verdicts, a lie, operator feedback, a bad day) as
real commits, and prints each agent's score day by day, the leaderboard and the audit log; then
writes the dashboard (heartbeat-gate site) to a temporary folder, which it keeps, and prints its
path. Needs no GitHub.`,
    options: {
        keep: {
            type: 'boolean',
            description: 'keep the temporary repository and print its path',
            default: 'remove it',
        },
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

/***/ 6967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate feedback`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'feedback',
    summary: "record an operator's thumbs up (+3) or down (-10); prints the delta and the new score",
    args: 'up|down',
    description: `Records an operator's thumbs up (+3) or thumbs down (-10) and prints the delta and the new score.
It is the operator's local note: it counts here, but the Action counts only the 👍 / 👎 reactions
it reads from GitHub itself. An instant before the last cycle is refused.`,
    options: {
        id: {
            type: 'string',
            value: '<source id>',
            description: 'the reaction or comment id; the same id twice is recorded once',
        },
        by: {
            type: 'string',
            value: '<login>',
            description: "the operator (any agent's login from the configuration is refused)",
        },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .WRITE */ .Cm,
    },
};


/***/ }),

/***/ 1914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate history`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'history',
    summary: 'today and the 7-day score history (--json for the API shape)',
    description: `Today and the last 7 archived days, oldest first: score, the target in force that day, verdict
counts, operator feedback and whether the day reached its target.`,
    options: {
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print { today, history } as JSON (the shape of the score history API); each day also lists its verdicts with their reasons ("verdicts")'),
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)(),
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .READ */ .Pz,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE_READ */ .mc,
    },
};


/***/ }),

/***/ 5022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMANDS: () => (/* binding */ COMMANDS)
/* harmony export */ });
/* harmony import */ var _init_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2310);
/* harmony import */ var _lint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2265);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(929);
/* harmony import */ var _check_commit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2238);
/* harmony import */ var _cycle_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4412);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1731);
/* harmony import */ var _feedback_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6967);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1914);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5494);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3684);
/* harmony import */ var _badge_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2613);
/* harmony import */ var _demo_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7819);
/* harmony import */ var _mcp_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3398);
/* harmony import */ var _site_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(6787);
/* harmony import */ var _leaderboard_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(6833);
/**
 * Every command's declaration, in the order `help` lists them: what `help`, the general usage and
 * docs/cli.md read. Loaded only for them: each command's module imports its own declaration, so
 * the commit-msg hook loads one small declaration, not all of them.
 */
















const COMMANDS = {
    init: _init_js__WEBPACK_IMPORTED_MODULE_0__/* .declaration */ .H,
    lint: _lint_js__WEBPACK_IMPORTED_MODULE_1__/* .declaration */ .H,
    evidence: _evidence_js__WEBPACK_IMPORTED_MODULE_2__/* .declaration */ .H,
    'check-commit': _check_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .declaration */ .H,
    cycle: _cycle_js__WEBPACK_IMPORTED_MODULE_4__/* .declaration */ .H,
    verdict: _verdict_js__WEBPACK_IMPORTED_MODULE_5__/* .declaration */ .H,
    feedback: _feedback_js__WEBPACK_IMPORTED_MODULE_6__/* .declaration */ .H,
    score: _score_js__WEBPACK_IMPORTED_MODULE_7__/* .declaration */ .H,
    history: _history_js__WEBPACK_IMPORTED_MODULE_8__/* .declaration */ .H,
    prompt: _prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .declaration */ .H,
    log: _log_js__WEBPACK_IMPORTED_MODULE_10__/* .declaration */ .H,
    badge: _badge_js__WEBPACK_IMPORTED_MODULE_11__/* .declaration */ .H,
    demo: _demo_js__WEBPACK_IMPORTED_MODULE_12__/* .declaration */ .H,
    mcp: _mcp_js__WEBPACK_IMPORTED_MODULE_13__/* .declaration */ .H,
    site: _site_js__WEBPACK_IMPORTED_MODULE_14__/* .declaration */ .H,
    leaderboard: _leaderboard_js__WEBPACK_IMPORTED_MODULE_15__/* .declaration */ .H,
};


/***/ }),

/***/ 2310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/** `heartbeat-gate init`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'init',
    summary: 'set up HEARTBEAT.md, .heartbeat/config.json, the git hooks and the two workflows',
    description: `Sets up heartbeat-gate at the root of the git repository you are in (any subdirectory works):
HEARTBEAT.md                           an example heartbeat contract
.heartbeat/config.json                 $schema, the agent logins, trustedBranch (the default branch)
.husky/commit-msg, .husky/pre-commit   the git hooks (--hooks husky, the default); an existing
                                       hook gets heartbeat-gate's lines appended, once
.github/workflows/evidence-gate.yml    the merge gate (pull_request_target, never runs PR code)
.github/workflows/heartbeat-schedule.yml  the heartbeat: reactions, cycles, the score check
With --hooks pre-commit (the default when .pre-commit-config.yaml exists) it prints the
configuration to add instead of writing husky files. An existing file is kept unless --force.`,
    options: {
        agent: {
            type: 'string',
            value: '<login>',
            multiple: true,
            description: 'an agent login, e.g. --agent my-agent[bot]',
        },
        hooks: {
            type: 'string',
            value: 'husky|pre-commit|none',
            description: 'which git hooks to set up',
            default: 'pre-commit when .pre-commit-config.yaml exists, else husky',
        },
        'dry-run': { type: 'boolean', description: 'print what would be written, write nothing' },
        force: {
            type: 'boolean',
            description: 'overwrite existing files (hooks are still only appended to)',
        },
    },
};


/***/ }),

/***/ 6833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate leaderboard`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'leaderboard',
    summary: 'the agents ranked by score as a share of target (--json)',
    description: `The agents ranked by today's score as a share of their target: tier, streak, the change over
7 days and the lies (ground-truth contradictions) of the last 7 days.`,
    options: { ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print the ranked entries as JSON'), ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT */ .ri, ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)() },
};


/***/ }),

/***/ 2265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate lint`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'lint',
    summary: 'check HEARTBEAT.md and that .heartbeat/ state equals a replay of the ledger',
    args: '[files...]',
    description: `Checks the heartbeat contract (HEARTBEAT.md: every line under '## Tasks' must be a task) and the
state files under .heartbeat/ (each valid, and equal to what replaying the ledger gives, so a
hand edit is caught). With files, only the checks they call for run: a HEARTBEAT.md is linted as
a contract, a path under .heartbeat/ calls for the state check, other paths are ignored.
Exit 0 when clean (warnings allowed), 1 with the errors on stderr, 2 on a bad configuration, a
missing contract file or outside a git repository.`,
    options: {
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print the report as JSON on stdout'),
        staged: {
            type: 'boolean',
            description: 'read contracts as staged in the index (what the commit will hold), as a pre-commit hook must',
        },
        explain: {
            type: 'boolean',
            description: 'one line per task: which verifier its hint selects and what makes it verified (always in --json, as "tasks")',
        },
    },
};


/***/ }),

/***/ 3684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate log`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'log',
    summary: 'the audit trail: every cycle commit with score, delta and verdicts (--json)',
    description: `Every cycle commit in git history, newest first, read back from its Heartbeat-* trailers: when,
the cycle number, score / target and tier, the points since the previous cycle, each verdict and
who made the commit.`,
    options: {
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print the entries as a JSON array'),
        since: {
            type: 'string',
            value: '<YYYY-MM-DD | ISO-8601>',
            description: 'only cycles from this calendar day (configured timezone) or instant onwards',
        },
        verify: {
            type: 'boolean',
            description: 'check each cycle commit against the ledger (it adds its cycle event; its score and verdicts equal a replay); mismatches are marked and the exit status is 1',
        },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .READ */ .Pz,
    },
};


/***/ }),

/***/ 3398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate mcp`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'mcp',
    summary: 'serve the contract, score and evidence checks to agents over MCP (stdio)',
    description: `Serves the gate to coding agents over the Model Context Protocol on standard input and output,
reading the repository it is started in (it never writes to it; --remote fetches). Tools:
heartbeat_contract, heartbeat_score, heartbeat_check_evidence, heartbeat_claim_trailer,
heartbeat_lint. Resources: heartbeat://contract, heartbeat://score, heartbeat://cycle/latest.
Stops when its input closes. Register it with your client (Claude Code's .mcp.json and others):
see docs/mcp.md. The contract and score read one agent's state, as \`prompt\` and \`score\` do
with the same options.`,
    options: { ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .READ */ .Pz, ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE_READ */ .mc },
};


/***/ }),

/***/ 5494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate prompt`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'prompt',
    summary: "the agent's next-cycle prompt: contract, progress and score section (Markdown)",
    description: `Prints the agent's prompt for its next heartbeat cycle (Markdown): the HEARTBEAT.md context and
tasks with the open cycle's progress (pending, retries, done, abandoned), then the accountability
score section (progress bar, points needed, rules, the active penalty or reward).
The contract is always this repository's; where the state is read from follows the options.`,
    options: {
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)('the instant the score is reported at'),
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print { contract, score }: the two sections as Markdown strings'),
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .READ */ .Pz,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE_READ */ .mc,
    },
};


/***/ }),

/***/ 64:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate score`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'score',
    summary: 'the score, target, tiers and interval as of now (--json for the API shape)',
    description: `The accountability score as of now: score and target, the ratchet floor, today's verified and
failed counts, penalty and reward tiers, the heartbeat interval, the streak and lifetime stats.`,
    options: {
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .json */ .Pq)('print the summary as JSON (the shape of the score API)'),
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)('the instant to report at; the day rolls over in the configured timezone'),
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .READ */ .Pz,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE_READ */ .mc,
    },
};


/***/ }),

/***/ 2049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ WRITE),
/* harmony export */   Pq: () => (/* binding */ json),
/* harmony export */   Pz: () => (/* binding */ READ),
/* harmony export */   mc: () => (/* binding */ REMOTE_READ),
/* harmony export */   ri: () => (/* binding */ REPORT),
/* harmony export */   tB: () => (/* binding */ now)
/* harmony export */ });
/**
 * Options several commands declare alike: `--json`, `--now`, where a reading command reads and
 * where a writing command's state commit goes.
 */
const json = (description = 'print the result as JSON') => ({ json: { type: 'boolean', description } });
const now = (description = 'the instant to report at') => ({ now: { type: 'string', value: '<ISO-8601>', description, default: 'the clock' } });
/** Where a reading command reads the state. */
const READ = {
    branch: {
        type: 'string',
        value: '<name>',
        description: 'read the state from this branch',
        default: 'stateBranch from the configuration',
    },
    agent: {
        type: 'string',
        value: '<name>',
        description: 'the agent to read, when the configuration names several (team)',
    },
    repository: {
        type: 'string',
        value: '<owner/name>',
        description: "in a state repository shared by many (a clone of it, or --remote): read that repository's folder (<stateDir>/<owner>/<name>/; with --agent, its agent's)",
    },
};
/** A reading command that reads one agent's state files can fetch them first. */
const REMOTE_READ = {
    remote: {
        type: 'string',
        value: '<name|url|path>',
        description: 'fetch the state branch from this remote first and read it there: a state repository (with --repository), or the remote a --push sends state to',
    },
};
/** The dashboard's readers: a revision, and a state repository's folder. */
const REPORT = {
    ref: {
        type: 'string',
        value: '<rev>',
        description: 'read the state committed at this revision',
        default: 'the state branch, else the work tree',
    },
    repository: {
        type: 'string',
        value: '<owner/name>',
        description: "in a clone of a state repository shared by many: that repository's agents",
    },
};
/** Where a writing command's state commit goes (cycle, verdict, feedback). */
const WRITE = {
    ...now('the instant to record at'),
    push: {
        type: 'boolean',
        description: 'push the state commit to the state branch on the remote; when the remote moved, merge ledgers by event id onto its head and retry',
    },
    remote: {
        type: 'string',
        value: '<name|url|path>',
        description: "the remote to push to: a remote's name, or a state repository's URL or path",
        default: 'origin',
    },
    repository: {
        type: 'string',
        value: '<owner/name>',
        description: "this repository's name in a state repository shared by many: its state goes under <stateDir>/<owner>/<name>/ on --branch of --remote (implies --push; needs --remote)",
    },
    'push-attempts': {
        type: 'string',
        value: '<n>',
        description: 'how many lost push races (1-100) before giving up with exit 2; the event is then safe to record again',
        default: '40',
    },
    'fold-pending': {
        type: 'boolean',
        description: 'publish this write for other writers to carry should its push lose a race, and carry theirs: one push lands many events. Only when every writer that can push to the remote is trusted: a pending write is folded unchecked',
    },
    branch: {
        type: 'string',
        value: '<name>',
        description: 'the state branch, created on first use',
        default: 'stateBranch in .heartbeat/config.json, else the current branch',
    },
    agent: {
        type: 'string',
        value: '<name>',
        description: 'the agent whose state this is, when the configuration names several (team)',
    },
    ...json(),
};


/***/ }),

/***/ 6787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate site`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'site',
    summary: 'the dashboard as a static site (--out dir), for GitHub Pages or file://',
    description: `Renders the dashboard as static HTML into <dir>: index.html with the leaderboard, one page per
agent (score pill, 30-day chart of score, target and ratchet floor, tier timeline, today's
verdicts, feedback, contradictions) and the assets they load. No server: open index.html or
publish the folder on GitHub Pages.`,
    options: {
        out: {
            type: 'string',
            value: '<dir>',
            required: true,
            description: "the folder to write (created when missing; only the site's files are written)",
        },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT */ .ri,
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_0__/* .now */ .tB)(),
    },
};


/***/ }),

/***/ 1731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ declaration)
/* harmony export */ });
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2049);

/** `heartbeat-gate verdict`: see src/cli/spec.ts for what each field is. */
const declaration = {
    name: 'verdict',
    summary: "record the verifier's verdict on a task of the current cycle",
    args: '<task_id> verified|not_verified|unclear',
    description: `Records the verifier's verdict on a task of the current cycle and commits it: verified +10
(+5 optional), not_verified -15, unclear -2, and a ground truth contradiction a further -30.`,
    options: {
        contradiction: {
            type: 'boolean',
            description: "the agent claimed what the verifier's real source contradicts",
        },
        evidence: {
            type: 'string',
            value: '<text>',
            description: 'what the verifier looked at (kept in the ledger for the audit)',
        },
        id: {
            type: 'string',
            value: '<id>',
            description: 'the event id (one verdict per task per cycle)',
            default: 'verdict:<cycle>:<task_id>',
        },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_0__/* .WRITE */ .Cm,
    },
};


/***/ })

};
