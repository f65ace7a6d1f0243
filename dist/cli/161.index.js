export const id = 161;
export const ids = [161];
export const modules = {

/***/ 2973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ agentFolderTeam),
/* harmony export */   $M: () => (/* binding */ parseRepositoryName),
/* harmony export */   IJ: () => (/* binding */ isTeam),
/* harmony export */   JD: () => (/* binding */ allAgentLogins),
/* harmony export */   QI: () => (/* binding */ agentNames),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   kz: () => (/* binding */ DEFAULT_AGENT),
/* harmony export */   tF: () => (/* binding */ CONFIG_PATH),
/* harmony export */   zA: () => (/* binding */ configForAgent)
/* harmony export */ });
/* unused harmony exports ConfigSchema, stateDirFor, agentOfLogin, DEFAULT_CONFIG, parseConfig */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1514);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2625);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * heartbeat-gate's configuration: `.heartbeat/config.json` in the repository, parsed once with zod.
 * Every default lives here, in one place.
 */





/** Where the configuration file lives, relative to the repository root. */
const CONFIG_PATH = '.heartbeat/config.json';
function isTimeZone(value) {
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: value });
        return true;
    }
    catch {
        return false;
    }
}
/** An agent's name: it names a state folder, a contract folder and a dashboard page. */
const AgentNameSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, {
    message: 'an agent name is 1-40 lowercase letters, digits, - or _ (it names a folder)',
});
/** One agent of a repository that runs several (`team.<name>`). */
const TeamAgentSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    logins: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1))
        .min(1)
        .describe("This agent's GitHub logins: their commits, comments and PRs count as this agent's (matched as `agents` is)."),
    contract: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("This agent's contract, relative to the repository root. Unset: `.heartbeat/agents/<name>/HEARTBEAT.md`."),
    operators: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1))
        .default([])
        .describe('Logins whose 👍 / 👎 count for this agent, besides the top-level `operators`.'),
    defaultIntervalMinutes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe("This agent's heartbeat interval when no tier changes it. Unset: the top-level one."),
})
    .strict();
/** The schema of `.heartbeat/config.json`; parsing fills in every default. */
const ConfigSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    $schema: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .optional()
        .describe('The JSON Schema editors complete and check this file with (ignored by heartbeat-gate).'),
    stateDir: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .default('.heartbeat')
        .describe('Folder (relative to the repository root) holding the ledger and derived files.'),
    contract: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .default('HEARTBEAT.md')
        .describe('The heartbeat contract, relative to the repository root.'),
    timeZone: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .refine(isTimeZone, { message: 'not an IANA timezone (e.g. UTC, Europe/Paris)' })
        .default('UTC')
        .describe('IANA timezone in which the day rolls over.'),
    defaultIntervalMinutes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .positive()
        .default(15)
        .describe('The heartbeat interval in minutes when no penalty or reward tier changes it.'),
    stateBranch: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe('Branch that holds the state: writes commit there, and score, history, log, prompt and badge read it (the local branch, else origin/<branch>). Unset: the current branch.'),
    agents: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1))
        .default([])
        .describe("The agent's GitHub logins: their commits, comments and PRs count as the agent's. Matched exactly (case aside): `name` and `name[bot]` are two accounts, list both if both act. With `team`, leave it empty and list each agent's logins there."),
    team: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(AgentNameSchema, TeamAgentSchema)
        .optional()
        .describe('Several agents in one repository: agent name → its logins, contract, operators and interval. Each agent keeps its own ledger, score and cycles under `<stateDir>/agents/<name>/`. Unset: one agent, `agents`, `contract` and the state directory itself (the layout of a single agent).'),
    operators: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1))
        .default([])
        .describe('Logins whose 👍 / 👎 count as operator feedback (besides repository write access).'),
    checks: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP())
        .default({})
        .describe('Verification hint `check:<name>` → the GitHub check run or status context to consult.'),
    groundTruth: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1))
        .default({})
        .describe('Ground truth: evidence dimension → the check run or status that really decides it (`{ "tests": "CI / test" }`). An accepted claim that a mapped dimension passed, on a commit where that check failed, is a ground-truth contradiction.'),
    producers: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)))
        .default({})
        .describe('Who may produce each ground-truth check: check name → the app slugs (check runs) and logins (commit statuses) whose readings count (`{ "CI / test": ["github-actions"] }`). A name not listed counts any producer but an agent; an agent\'s own reading never counts.'),
    commandTimeoutSeconds: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()
        .int()
        .positive()
        .max(3600)
        .default(120)
        .describe('Seconds a `cmd:` verify hint may run before it is stopped and judged unclear.'),
    trustedBranch: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("The branch whose HEARTBEAT.md is trusted to run `cmd:` hints, read from the remote (`origin/<branch>`, fetched first); a hint found only elsewhere never runs. Unset: the repository's default branch (the API's `default_branch` in the Action, `origin/HEAD` locally)."),
})
    .strict();
/** The name the single agent of a configuration without `team` goes by. */
const DEFAULT_AGENT = 'agent';
/** The agents a configuration names: `team`'s names in order, else the single default agent. */
function agentNames(config) {
    return config.team ? Object.keys(config.team) : [DEFAULT_AGENT];
}
/** Whether the configuration names several agents (`team`), each with a state folder of its own. */
function isTeam(config) {
    return config.team !== undefined;
}
/** GitHub's characters: an owner is 1-39 letters, digits or inner hyphens; a name 1-100 of `A-Za-z0-9._-`. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
const REPOSITORY = /^[A-Za-z0-9._-]{1,100}$/;
/**
 * Parses `owner/name` strictly (it becomes two folders of the state repository): exactly one
 * slash, GitHub's characters, no `.` or `..`. A bad one is an InputError naming `source` (the
 * flag or input it came from).
 */
function parseRepositoryName(text, source) {
    const [owner = '', name = '', ...rest] = text.split('/');
    if (rest.length > 0 || !OWNER.test(owner) || !REPOSITORY.test(name) || /^\.\.?$/.test(name)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${source}: ${JSON.stringify(text.slice(0, 200))} is not a GitHub repository as owner/name (an owner is letters, digits and single inner hyphens; a name is letters, digits, '.', '-' or '_', not '.' or '..')`, source);
    }
    return { owner, name };
}
/**
 * Where one agent's state lives, relative to the repository root: the state directory itself for
 * the single agent (today's layout, unchanged), `<stateDir>/agents/<name>` for a team's agent.
 * In a shared state repository (`repository` given) the same layout sits under
 * `<stateDir>/<owner>/<name>`, lowercased since GitHub's names ignore case (one repository, one
 * folder). The one place this path is computed.
 */
function stateDirFor(config, agent, repository) {
    const root = repository
        ? `${config.stateDir}/${repository.owner.toLowerCase()}/${repository.name.toLowerCase()}`
        : config.stateDir;
    return config.team ? `${root}/agents/${agent}` : root;
}
/** Every login of every agent: a reaction, approval or `--by` from any of them is an agent's. */
function allAgentLogins(config) {
    const team = Object.values(config.team ?? {}).flatMap((agent) => agent.logins);
    return [...new Set([...config.agents, ...team])];
}
/** The name of the agent `login` belongs to (exact login match, case aside), if any. */
function agentOfLogin(config, login) {
    const wanted = login.toLowerCase();
    for (const [name, agent] of Object.entries(config.team ?? {})) {
        if (agent.logins.some((l) => l.toLowerCase() === wanted))
            return name;
    }
    return undefined;
}
/**
 * One agent's view of the configuration, so every single-agent path (writer, cycle, readers,
 * gates) works unchanged: its logins as `agents`, its contract, operators, interval and state
 * folder. Without `team`, the configuration itself (`agent` must be the default name or unset).
 * An unknown name is a UsageError naming the known ones.
 */
function configForAgent(config, agent, repository) {
    const names = agentNames(config);
    if (!config.team) {
        if (agent !== undefined && agent !== DEFAULT_AGENT)
            throw unknownAgent(agent, names);
        return repository
            ? { ...config, stateDir: stateDirFor(config, DEFAULT_AGENT, repository) }
            : config;
    }
    if (agent === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`this repository has several agents: pass --agent <name> (${names.join(', ')})`);
    }
    const profile = config.team[agent];
    if (!profile || !Object.hasOwn(config.team, agent))
        throw unknownAgent(agent, names);
    // Without `team`: the agent's view is a single-agent configuration, so it is never projected twice.
    const { team: _team, ...single } = config;
    return {
        ...single,
        agents: profile.logins,
        operators: [...new Set([...config.operators, ...profile.operators])],
        contract: profile.contract ?? `.heartbeat/agents/${agent}/HEARTBEAT.md`,
        defaultIntervalMinutes: profile.defaultIntervalMinutes ?? config.defaultIntervalMinutes,
        stateDir: stateDirFor(config, agent, repository),
    };
}
/**
 * A configuration whose team is the one agent `agent` (no logins): how a clone of a shared state
 * repository reads `--repository <r> --agent <name>`, the folder of an agent of another repository's
 * team. A name that cannot be an agent's is a UsageError.
 */
function agentFolderTeam(config, agent) {
    if (!AgentNameSchema.safeParse(agent).success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--agent: ${JSON.stringify(agent.slice(0, 60))} is not an agent name (1-40 lowercase letters, digits, - or _)`);
    }
    return { ...config, team: { [agent]: { logins: [], operators: [] } } };
}
function unknownAgent(agent, names) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`unknown agent ${JSON.stringify(agent)}: the configuration names ${names.join(', ')}${(0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .didYouMean */ .au)(agent, names)}`);
}
/** The configuration used when the repository has no config file. */
const DEFAULT_CONFIG = ConfigSchema.parse({});
/** Parses configuration text; a bad file is an InputError naming the file and the field. */
function parseConfig(text, file = CONFIG_PATH) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${file}: not valid JSON (${error.message})`, file);
    }
    const parsed = ConfigSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        if (issue?.code === 'unrecognized_keys') {
            const known = Object.keys(ConfigSchema.shape);
            const key = issue.keys[0] ?? '';
            const where = issue.path.length > 0 ? `${issue.path.join('.')}.` : '';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${file}: unknown key ${JSON.stringify(`${where}${key}`)}${issue.path.length > 0 ? '' : (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .didYouMean */ .au)(key, known)}`, file);
        }
        const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${file}: ${field}: ${issue?.message ?? 'invalid'}`, file);
    }
    return parsed.data;
}
/** Loads `.heartbeat/config.json` from a repository; defaults when the file does not exist. */
async function loadConfig(repoDir) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repoDir, CONFIG_PATH), 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return DEFAULT_CONFIG;
        throw error;
    }
    return parseConfig(text);
}


/***/ }),

/***/ 4146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ew: () => (/* binding */ LifetimeStatsSchema),
/* harmony export */   Le: () => (/* binding */ LedgerEventSchema),
/* harmony export */   Pj: () => (/* binding */ CycleProgressSchema),
/* harmony export */   Y7: () => (/* binding */ CycleEventSchema),
/* harmony export */   Z2: () => (/* binding */ RewardTierSchema),
/* harmony export */   dC: () => (/* binding */ FeedbackEventSchema),
/* harmony export */   jp: () => (/* binding */ VerdictSchema),
/* harmony export */   jx: () => (/* binding */ ScoreStateSchema),
/* harmony export */   ps: () => (/* binding */ PenaltyTierSchema),
/* harmony export */   rX: () => (/* binding */ VerdictEventSchema)
/* harmony export */ });
/* unused harmony exports HeartbeatTaskSchema, ContractDiagnosticSchema, HeartbeatContractSchema, TaskStatusSchema, TaskProgressSchema, DailyScoreSchema, ClaimEventSchema, OpenClaimSchema, EvidenceResultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1514);
/**
 * The shapes every part of heartbeat-gate agrees on, each with its zod schema so that any
 * state read from disk or the network is parsed at the boundary, never trusted.
 * Names follow the seeds (see ../../../shared/seeds).
 */

/** A verification sidecar's verdict on one task (seed 003, "Verification Process"). */
const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['verified', 'not_verified', 'unclear']);
/** One task line of HEARTBEAT.md's `## Tasks` section (seed 003, "Task Line Format"). */
const HeartbeatTaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Unique slug: lowercased, spaces to underscores. */
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** `required` unless the line says `optional`. */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** The verification hint, without the optional `verify:` prefix; default `task_completed`. */
    verify: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** `max_attempts: N`, default 3. */
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The agent pre-marked the task `[x]` / `[X]`. */
    preMarked: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** 1-based line number in the contract file. */
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
});
/** A problem found in a contract, with its line number: errors for task lines that do not parse. */
const ContractDiagnosticSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The contract's path, when the caller named it. */
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** 1-based; 0 for the file as a whole (e.g. no `## Tasks` section). */
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['error', 'warning']),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/** The parsed HEARTBEAT.md (seed 003): structured tasks plus the freeform context around them. */
const HeartbeatContractSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HeartbeatTaskSchema),
    /** Everything outside `## Tasks` (before and after), passed to the agent as prompt context. */
    context: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    diagnostics: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ContractDiagnosticSchema),
});
/** Per-task status within a cycle (seed 003, "Progress Tracking"). */
const TaskStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pending', 'verified', 'failed', 'skipped']);
/** One task's progress within a cycle: status, attempts and the last verdict. */
const TaskProgressSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    taskId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    status: TaskStatusSchema,
    attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** Effective requiredness this cycle: true when the contract says so or a penalty tier forces it. */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Carried from the contract so progress alone can render a prompt. */
    preMarked: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    lastVerdict: VerdictSchema.optional(),
});
/** The progress of one heartbeat cycle, as produced by `initCycleProgress`. */
const CycleProgressSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    cycle: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** ISO-8601 instant the cycle started. */
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Escalated and lockdown penalty tiers force every task required. */
    forcedRequired: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TaskProgressSchema),
});
/** Penalty levels (seeds 001, 004), mildest first. */
const PenaltyTierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['none', 'warning', 'tightened', 'escalated', 'lockdown']);
/** Reward levels (seeds 001, 004), lowest first. */
const RewardTierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['none', 'good', 'excellent', 'outstanding']);
/** One day's score (seed 004 `DailyScore`). */
const DailyScoreSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Calendar day `YYYY-MM-DD` in the configured rollover timezone. */
    date: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^\d{4}-\d{2}-\d{2}$/),
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    /** The target in force that day. */
    target: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    verifiedCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    failedCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    unclearCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    contradictionCount: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    thumbsUp: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    thumbsDown: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** The score reached the day's target at some moment (a streak day). */
    targetReached: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
/** Lifetime statistics (seed 004 `lifetime`), including the ratchet floor. */
const LifetimeStatsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The ratchet: the highest target ever computed; only rises. */
    targetFloor: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    totalScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    totalVerified: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    totalFailed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    totalContradictions: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    daysTracked: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    bestDayScore: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    /** Consecutive archived days whose score reached that day's target. */
    streak: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
});
/** The persisted score (seed 004 `ScoreState`): today, up to 7 archived days, lifetime. */
const ScoreStateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    today: DailyScoreSchema,
    /** Archived days, oldest first, at most 7. */
    history: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DailyScoreSchema).max(7),
    lifetime: LifetimeStatsSchema,
});
/**
 * One ledger event. The ledger is append-only and the source of truth; score and progress are
 * derived by replaying it in (at, id) order. `id` is stable per real-world event (reaction id,
 * comment id + topic, commit sha + topic, cycle number), so ingesting it twice changes nothing.
 */
const EventBase = {
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** ISO-8601 instant the event happened. */
    at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().datetime({ offset: true }),
};
/** A ledger event: a verification verdict on one task (scored by seed 004's table). */
const VerdictEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('verdict'),
    taskId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    verdict: VerdictSchema,
    /** The agent claimed what the verifier's real source contradicts: -30 on top of -15. */
    groundTruthContradiction: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Whether the task counted as required when judged (+10 vs +5). */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** What the verifier looked at, for the audit trail. */
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Why, in one line (`cmd: exited 1`), as the cycle commit and `log` show it. */
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Seed 002 thrashing: the task's claims were blocked three times in a row; no retries today. */
    abandoned: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
    /** Each ground-truth contradiction with its two sides, as the verification sidecar found it. */
    contradictions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ claimed: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), actual: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })).optional(),
});
/** A ledger event: an operator's 👍 / 👎 on the agent's work. */
const FeedbackEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('feedback'),
    direction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['up', 'down']),
    /** Login of the operator who reacted. */
    by: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** What was reacted to (comment URL, review id, ...). */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/** A ledger event: a completion claim and what the evidence gate published for it (audit only). */
const ClaimEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('claim'),
    /** The topic the agent emitted (`build.done`, ...). */
    topic: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The topic published after the gate (`build.blocked` when rejected). */
    published: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    accepted: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Failing dimensions, e.g. `lint`, `coverage`. */
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Dimensions the agent claimed passed, e.g. `tests` (for ground-truth checks). */
    claimedPassing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** The commit the claim describes, when known. */
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    taskIds: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Where the claim came from: `trailer`, `comment`, `cli`. */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/**
 * An accepted claim whose ground truth had not concluded when the gate judged it (CI still
 * running, a `[skip ci]` commit): the task was `unclear`, and each later cycle reads the check
 * again until it concludes (a failure is then a ground-truth contradiction) or the bound passes.
 */
const OpenClaimSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    taskId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** The claim's ledger id (`commit:<sha>:<topic>`, `comment:<id>:<topic>`). */
    claimId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    topic: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The commit whose check is read. */
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    /** The dimension the claim said passed, and the check `groundTruth` maps it to. */
    dimension: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    check: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** When the gate first judged the claim with its check not concluded. */
    since: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().datetime({ offset: true }),
});
/** A ledger event: a heartbeat cycle started, with the contract's tasks at that moment. */
const CycleEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    ...EventBase,
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('cycle'),
    cycle: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The contract's tasks as they were when the cycle started, so replay needs no old files. */
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HeartbeatTaskSchema.omit({ line: true })),
    /** The configured default interval in minutes (the interval in the "none" tiers). */
    defaultIntervalMinutes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /**
     * The instant the cycle was asked for, when it started later (it lost a race to another cycle,
     * or its clock was behind): two such cycles stay two events rather than one.
     */
    requestedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().datetime({ offset: true }).optional(),
    /** The work branch's head when the cycle started: the next cycle verifies the commits after it. */
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Claims still awaiting their ground truth, which the next cycle's sidecar reads again. */
    openClaims: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(OpenClaimSchema).optional(),
});
/** One line of the ledger (`.heartbeat/ledger/YYYY-MM.jsonl`): any of the four event kinds. */
const LedgerEventSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [
    VerdictEventSchema,
    FeedbackEventSchema,
    ClaimEventSchema,
    CycleEventSchema,
]);
/** What the evidence gate publishes for one claim (seed 002). */
const EvidenceResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** The topic the agent emitted. */
    topic: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** What is published: the topic itself when accepted, else `build.blocked` / `review.blocked` / `verify.failed`. */
    published: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    accepted: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** False for every topic other than the three gated ones (they pass through untouched). */
    gated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** The payload held none of the gate's keys at all (a different message from "failing"). */
    noEvidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Dimensions present but failing (e.g. `lint`, `coverage`). */
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Required dimensions absent from the payload. */
    missing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Dimensions the payload says pass (e.g. `tests`), for ground-truth checks. */
    claimedPassing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Non-blocking diagnostics (mutation warnings). */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** The human-readable instruction the agent reads next; empty when accepted without warnings. */
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});


/***/ }),

/***/ 9448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uz: () => (/* binding */ forEachLogRecord),
/* harmony export */   qq: () => (/* binding */ HistoryReader)
/* harmony export */ });
/* unused harmony exports gitRoot, resolveCommit */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * Reading history with git and nothing else: the repository's root, a revision's commit, and
 * `git log` streamed record by record. `log` runs on this alone, so it starts without loading
 * simple-git (the Repo adapter, about 8 MiB of a 60 MiB budget), and a slow reader of its output
 * holds git back instead of letting Node queue what git printed.
 */



const execFileAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
const LOG_FORMAT = '--format=%H%x1f%cI%x1f%an%x1f%ae%x1f%B';
function toCommitRecord(record) {
    const [sha = '', date = '', author = '', authorEmail = '', message = ''] = record.split('\x1f');
    return { sha, date, author, authorEmail, message };
}
/** The top folder of the repository containing `dir`; not a repository is an InputError. */
async function gitRoot(dir) {
    try {
        const { stdout } = await execFileAsync('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
        return stdout.trim();
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${dir}: not inside a git repository`, dir);
    }
}
/** The commit a revision names in the repository at `root`, or undefined when there is none. */
async function resolveCommit(root, rev) {
    try {
        const { stdout } = await execFileAsync('git', ['rev-parse', '-q', '--verify', `${rev}^{commit}`], {
            cwd: root,
        });
        return stdout.trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * `git log` of the commits reachable from `rev` whose message starts with `subjectPrefix`, newest
 * first, handing each record to `visit` as git writes it, so that reading a long history overlaps
 * git walking it. When `visit` returns a promise, git's output is not read until it settles (the
 * pipe fills and git waits), so memory does not grow with a slow reader. A throw from `visit`
 * stops git and rejects.
 */
function forEachLogRecord(root, rev, subjectPrefix, visit, 
/** Only commits that touch one of these paths (none: every commit). */
paths = []) {
    const args = ['log', '-z', LOG_FORMAT, `--grep=^${subjectPrefix}`, rev, '--', ...paths];
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
            cwd: root,
            // Into a pipe git flushes after every commit unless told not to: 10,000 commits were
            // 5,000 reads of a few hundred bytes each, rather than ~900 full ones.
            env: { ...process.env, GIT_FLUSH: '0' },
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        // Bytes of the record git is still writing (it may span many chunks).
        let partial = [];
        let failure;
        // The last wait a visitor asked for while this chunk was read (they settle in order).
        let wait;
        const emit = (bytes, start, end) => {
            const record = bytes.toString('utf8', start, end);
            if (record.trim().length === 0)
                return;
            const pending = visit(toCommitRecord(record));
            if (pending instanceof Promise)
                wait = pending;
        };
        const err = [];
        child.stdout.on('data', (chunk) => {
            if (failure !== undefined)
                return;
            try {
                let start = 0;
                let end = chunk.indexOf(0);
                if (end === -1) {
                    partial.push(chunk);
                    return;
                }
                if (partial.length > 0) {
                    const head = Buffer.concat([...partial, chunk.subarray(0, end)]);
                    partial = [];
                    emit(head, 0, head.length);
                    start = end + 1;
                    end = chunk.indexOf(0, start);
                }
                for (; end !== -1; end = chunk.indexOf(0, start)) {
                    emit(chunk, start, end);
                    start = end + 1;
                }
                if (start < chunk.length)
                    partial.push(chunk.subarray(start));
            }
            catch (error) {
                failure = error;
                child.kill();
            }
            if (wait !== undefined) {
                const settled = wait;
                wait = undefined;
                child.stdout.pause();
                settled.then(() => child.stdout.resume(), (error) => {
                    failure = error;
                    child.kill();
                    child.stdout.resume();
                });
            }
        });
        child.stderr.on('data', (chunk) => err.push(chunk));
        child.on('error', reject);
        child.on('close', (code) => {
            if (failure !== undefined)
                return reject(failure);
            if (code !== 0) {
                const stderr = Buffer.concat(err).toString('utf8').trim();
                return reject(new Error(`git log failed (${code}): ${stderr}`));
            }
            try {
                if (partial.length > 0) {
                    const rest = Buffer.concat(partial);
                    emit(rest, 0, rest.length);
                }
                resolve();
            }
            catch (error) {
                reject(error);
            }
        });
    });
}
/** A repository read through {@link forEachLogRecord} and {@link resolveCommit} alone. */
class HistoryReader {
    root;
    constructor(root) {
        this.root = root;
    }
    /** Opens the repository containing `dir`; not a repository is an InputError. */
    static async open(dir) {
        return new HistoryReader(await gitRoot(dir));
    }
    resolve(rev) {
        return resolveCommit(this.root, rev);
    }
    forEachLogRecord(rev, subjectPrefix, visit, paths = []) {
        return forEachLogRecord(this.root, rev, subjectPrefix, visit, paths);
    }
}


/***/ })

};
