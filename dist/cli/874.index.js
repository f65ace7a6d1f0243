export const id = 874;
export const ids = [874];
export const modules = {

/***/ 6044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ loadGate)
/* harmony export */ });
/** Loads ./gate.ts, in the CLI's "gate" chunk with `evidence` and `check-commit`. */
const loadGate = () => __webpack_require__.e(/* import() | gate */ 990).then(__webpack_require__.bind(__webpack_require__, 6570));


/***/ }),

/***/ 874:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serveStdio: () => (/* binding */ serveStdio)
});

// UNUSED EXPORTS: SERVER_INFO, createHeartbeatServer

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js + 57 modules
var mcp = __webpack_require__(2371);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js + 1 modules
var stdio = __webpack_require__(9424);
// EXTERNAL MODULE: ./src/mcp/load-gate.ts
var load_gate = __webpack_require__(6044);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
;// CONCATENATED MODULE: ./src/mcp/schemas.ts
/**
 * The tools' input schemas: zod shapes the SDK validates calls against and lists as JSON Schema.
 * The topic of a trailer is one of the gate registry's topics; `now` is checked by the CLI's own
 * `--now` rule, so a bad value reads as the CLI's message.
 */

const now = schemas/* string */.YjP()
    .optional()
    .describe('the instant to report at, ISO-8601 with a timezone (default: the clock), as --now');
const mutationWarnThreshold = schemas/* number */.aig()
    .min(0)
    .max(100)
    .optional()
    .describe('warn when an accepted build.done reports a lower mutation score (0-100)');
const payload = schemas/* string */.YjP()
    .describe('the evidence, comma-separated or one check per line, e.g. "tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass"');
/** `heartbeat_contract` and `heartbeat_score`, as `prompt` and `score` take them. */
const ReportInput = { now };
/** `heartbeat_check_evidence`, as `evidence` takes it. */
const EvidenceInput = {
    topic: schemas/* string */.YjP()
        .min(1)
        .describe('the topic the agent emits: build.done, review.done or verify.passed are gated; any other passes through'),
    payload,
    mutationWarnThreshold,
};
/** `heartbeat_claim_trailer`: only the gated topics (the gate registry's) have a trailer. */
function claimTrailerInput(topics) {
    return {
        topic: schemas/* enum */.k5n(topics).describe(`the claim: ${topics.join(', ')}`),
        payload,
        mutationWarnThreshold,
    };
}

;// CONCATENATED MODULE: ./src/mcp/resource-list.ts
/** The resources the server lists; what each holds is read by ./resources.ts on a read. */
const RESOURCES = [
    {
        name: 'contract',
        uri: 'heartbeat://contract',
        title: 'Heartbeat contract',
        description: 'HEARTBEAT.md (the configured contract file) as it is in the working tree',
        mimeType: 'text/markdown',
    },
    {
        name: 'score',
        uri: 'heartbeat://score',
        title: 'Accountability score',
        description: "the score section of the agent's prompt as of now (seed 004, Agent Awareness)",
        mimeType: 'text/markdown',
    },
    {
        name: 'latest-cycle',
        uri: 'heartbeat://cycle/latest',
        title: 'Latest cycle commit',
        description: 'the newest cycle commit as `heartbeat-gate log --json` reports it (null before the first cycle)',
        mimeType: 'application/json',
    },
];

;// CONCATENATED MODULE: ./src/mcp/server.ts
/**
 * `heartbeat-gate mcp`: the gate's agent side as a Model Context Protocol server on stdio. Tools
 * and resources read the repository the server was started in, fresh on every call, and never
 * write. Loaded only by the `mcp` command, so no other command pays for the SDK.
 */





// What answers a call loads on the first call, not at start: `initialize` must be quick (the
// client waits on it) and needs only the SDK; git, the state store and the gates come later.
const tools = () => Promise.all(/* import() */[__webpack_require__.e(6), __webpack_require__.e(134), __webpack_require__.e(17), __webpack_require__.e(8), __webpack_require__.e(327), __webpack_require__.e(170), __webpack_require__.e(952), __webpack_require__.e(549), __webpack_require__.e(59)]).then(__webpack_require__.bind(__webpack_require__, 5059));
const readers = () => Promise.all(/* import() */[__webpack_require__.e(134), __webpack_require__.e(17), __webpack_require__.e(170), __webpack_require__.e(549), __webpack_require__.e(748)]).then(__webpack_require__.bind(__webpack_require__, 6021));
/** The server's identity in `initialize` (the version is held to package.json's by a test). */
const SERVER_INFO = { name: 'heartbeat-gate', version: '1.0.0' };
// Every tool only reads the repository: clients may call them without asking the user.
const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false };
const INSTRUCTIONS = `heartbeat-gate holds you to the tasks in HEARTBEAT.md and accepts "done" only with evidence.
Before a cycle, read heartbeat_contract. Before you claim build.done, review.done or verify.passed,
call heartbeat_check_evidence with your evidence; when it is blocked, fix what the message names.
To claim in a commit, append the block heartbeat_claim_trailer returns to the commit message.`;
/**
 * The MCP server for the repository containing `cwd`; `topics` are the gated topics; `read` is
 * which agent's state it reads, and where (`mcp --agent`, `--repository`, `--remote`).
 */
function createHeartbeatServer(cwd, topics, read = {}) {
    const server = new mcp/* McpServer */._(SERVER_INFO, { instructions: INSTRUCTIONS });
    server.registerTool('heartbeat_contract', {
        title: 'Heartbeat contract',
        description: "The agent's prompt for its next cycle, as `heartbeat-gate prompt` prints it: the HEARTBEAT.md context and tasks with this cycle's progress, then the score section.",
        inputSchema: ReportInput,
        annotations: READ_ONLY,
    }, async (args) => (await tools()).contractTool(cwd, args, read));
    server.registerTool('heartbeat_score', {
        title: 'Accountability score',
        description: 'The score section of the prompt (Markdown), then the score as `heartbeat-gate score --json` reports it: score, target, floor, tiers, interval, streak.',
        inputSchema: ReportInput,
        annotations: READ_ONLY,
    }, async (args) => (await tools()).scoreTool(cwd, args, read));
    server.registerTool('heartbeat_check_evidence', {
        title: 'Check evidence',
        description: 'Judges a claim with the evidence gates before you push it, as `heartbeat-gate evidence --json`: the published topic (build.blocked, review.blocked or verify.failed when rejected), the failing and missing dimensions, and the message to act on.',
        inputSchema: EvidenceInput,
        annotations: READ_ONLY,
    }, async (args) => (await tools()).checkEvidenceTool(args));
    server.registerTool('heartbeat_claim_trailer', {
        title: 'Claim trailer',
        description: "The exact trailer block (e.g. `Build-Done: tests: pass, ...`) to append as the last paragraph of your commit message; refused with the gate's message when the evidence would be blocked.",
        inputSchema: claimTrailerInput(topics),
        annotations: READ_ONLY,
    }, async (args) => (await tools()).claimTrailerTool(args));
    server.registerTool('heartbeat_lint', {
        title: 'Lint the contract',
        description: 'Diagnostics for HEARTBEAT.md (every line under ## Tasks must be a task, with its line number) and the state files, as `heartbeat-gate lint --json`.',
        annotations: READ_ONLY,
    }, async () => (await tools()).lintTool(cwd));
    for (const { name, uri, title, description, mimeType } of RESOURCES) {
        server.registerResource(name, uri, { title, description, mimeType }, async () => {
            const text = await (await readers()).readResource(name, cwd, read);
            return { contents: [{ uri, mimeType, text }] };
        });
    }
    return server;
}
/**
 * Serves the repository containing `cwd` on this process's stdin and stdout until stdin ends.
 * Requests still in flight then finish and answer before the process exits.
 */
async function serveStdio(cwd, read = {}) {
    // The gate registry lives in the hook's chunk; the server takes the topic list from there.
    const { GATED_TOPIC_NAMES } = await (0,load_gate/* loadGate */.W)();
    const server = createHeartbeatServer(cwd, GATED_TOPIC_NAMES, read);
    await server.connect(new stdio/* StdioServerTransport */.S());
    await new Promise((resolve) => {
        process.stdin.once('end', resolve);
        process.stdin.once('close', resolve);
    });
}


/***/ })

};
