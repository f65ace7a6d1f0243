export const id = 973;
export const ids = [973];
export const modules = {

/***/ 2973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.$M),
/* harmony export */   IJ: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.IJ),
/* harmony export */   JD: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.JD),
/* harmony export */   QI: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.QI),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   kz: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.kz),
/* harmony export */   parseConfig: () => (/* binding */ parseConfig),
/* harmony export */   tF: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.tF),
/* harmony export */   zA: () => (/* reexport safe */ _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__.zA)
/* harmony export */ });
/* unused harmony export ConfigSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1514);
/* harmony import */ var _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7597);
/* harmony import */ var _core_render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/**
 * heartbeat-gate's configuration: `.heartbeat/config.json` in the repository, parsed once with zod.
 * Every default lives here, in one place.
 */






// The configuration as plain data (its type, defaults, one agent's view) lives in core/config-model.ts.

/** An agent's name: it names a state folder, a contract folder and a dashboard page. */
const AgentNameSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .AGENT_NAME */ .g$, {
    message: 'an agent name is 1-40 lowercase letters, digits, - or _ (it names a folder)',
});
/** One agent of a repository that runs several (`team.<name>`). */
const TeamAgentSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    logins: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .min(1)
        .describe("This agent's GitHub logins: their commits, comments and PRs count as this agent's (matched as `agents` is)."),
    contract: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("This agent's contract, relative to the repository root. Unset: `.heartbeat/agents/<name>/HEARTBEAT.md`."),
    operators: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .default([])
        .describe('Logins whose 👍 / 👎 count for this agent, besides the top-level `operators`.'),
    defaultIntervalMinutes: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .optional()
        .describe("This agent's heartbeat interval when no tier changes it. Unset: the top-level one."),
})
    .strict();
/** The schema of `.heartbeat/config.json`; parsing fills in every default. */
const ConfigSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    $schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .optional()
        .describe('The JSON Schema editors complete and check this file with (ignored by heartbeat-gate).'),
    stateDir: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .default(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_DEFAULTS */ .IE.stateDir)
        .describe('Folder (relative to the repository root) holding the ledger and derived files.'),
    contract: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .default(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_DEFAULTS */ .IE.contract)
        .describe('The heartbeat contract, relative to the repository root.'),
    timeZone: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .refine(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .isTimeZone */ .kQ, { message: 'not an IANA timezone (e.g. UTC, Europe/Paris)' })
        .default(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_DEFAULTS */ .IE.timeZone)
        .describe('IANA timezone in which the day rolls over.'),
    defaultIntervalMinutes: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .default(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_DEFAULTS */ .IE.defaultIntervalMinutes)
        .describe('The heartbeat interval in minutes when no penalty or reward tier changes it.'),
    stateBranch: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe('Branch that holds the state: writes commit there, and score, history, log, prompt and badge read it (the local branch, else origin/<branch>). Unset: the current branch.'),
    agents: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .default([])
        .describe("The agent's GitHub logins: their commits, comments and PRs count as the agent's. Matched exactly (case aside): `name` and `name[bot]` are two accounts, list both if both act. With `team`, leave it empty and list each agent's logins there."),
    team: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(AgentNameSchema, TeamAgentSchema)
        .optional()
        .describe('Several agents in one repository: agent name → its logins, contract, operators and interval. Each agent keeps its own ledger, score and cycles under `<stateDir>/agents/<name>/`. Unset: one agent, `agents`, `contract` and the state directory itself (the layout of a single agent).'),
    operators: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .default([])
        .describe('Logins whose 👍 / 👎 count as operator feedback (besides repository write access).'),
    checks: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP())
        .default({})
        .describe('Verification hint `check:<name>` → the GitHub check run or status context to consult.'),
    groundTruth: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1))
        .default({})
        .describe('Ground truth: evidence dimension → the check run or status that really decides it (`{ "tests": "CI / test" }`). An accepted claim that a mapped dimension passed, on a commit where that check failed, is a ground-truth contradiction.'),
    producers: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)))
        .default({})
        .describe('Who may produce each ground-truth check: check name → the app slugs (check runs) and logins (commit statuses) whose readings count (`{ "CI / test": ["github-actions"] }`). A name not listed counts any producer but an agent; an agent\'s own reading never counts.'),
    commandTimeoutSeconds: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .int()
        .positive()
        .max(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_COMMAND_TIMEOUT_SECONDS */ .p8)
        .default(_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_DEFAULTS */ .IE.commandTimeoutSeconds)
        .describe('Seconds a `cmd:` verify hint may run before it is stopped and judged unclear.'),
    trustedBranch: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .min(1)
        .optional()
        .describe("The branch whose HEARTBEAT.md is trusted to run `cmd:` hints, read from the remote (`origin/<branch>`, fetched first); a hint found only elsewhere never runs. Unset: the repository's default branch (the API's `default_branch` in the Action, `origin/HEAD` locally)."),
})
    .strict();
const sameShape = true;
void sameShape;
/** Parses configuration text; a bad file is an InputError naming the file and the field. */
function parseConfig(text, file = _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_PATH */ .tF) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${file}: not valid JSON (${error.message})`, file);
    }
    // Nearly every file is valid: accepted without the schema, which names what is wrong otherwise.
    const accepted = (0,_core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .acceptConfig */ .tn)(value);
    if (accepted)
        return accepted;
    const parsed = ConfigSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        if (issue?.code === 'unrecognized_keys') {
            const known = Object.keys(ConfigSchema.shape);
            const key = issue.keys[0] ?? '';
            const where = issue.path.length > 0 ? `${issue.path.join('.')}.` : '';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${file}: unknown key ${JSON.stringify(`${where}${key}`)}${issue.path.length > 0 ? '' : (0,_core_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(key, known)}`, file);
        }
        const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${file}: ${field}: ${issue?.message ?? 'invalid'}`, file);
    }
    return parsed.data;
}
/** Loads `.heartbeat/config.json` from a repository; defaults when the file does not exist. */
async function loadConfig(repoDir) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repoDir, _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .CONFIG_PATH */ .tF), 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return _core_config_model_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONFIG */ .PV;
        throw error;
    }
    return parseConfig(text);
}


/***/ })

};
