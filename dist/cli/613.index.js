export const id = 613;
export const ids = [613];
export const modules = {

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3567);
/**
 * `heartbeat-gate mcp`: starts the MCP server on stdio in the current repository. The server and
 * the SDK load only here, after the options are read.
 */

const USAGE = `usage: heartbeat-gate mcp

Serves the gate to coding agents over the Model Context Protocol on standard input and output,
reading the repository it is started in (it never writes to it). Tools: heartbeat_contract,
heartbeat_score, heartbeat_check_evidence, heartbeat_claim_trailer, heartbeat_lint. Resources:
heartbeat://contract, heartbeat://score, heartbeat://cycle/latest. Stops when its input closes.
Register it with your client (Claude Code's .mcp.json and others): see docs/mcp.md.
`;
const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCommand */ .N)({
    name: 'mcp',
    summary: 'serve the contract, score and evidence checks to agents over MCP (stdio)',
    usage: USAGE,
    options: {},
    async run({ io }) {
        const { serveStdio } = await Promise.all(/* import() */[__webpack_require__.e(133), __webpack_require__.e(870), __webpack_require__.e(874)]).then(__webpack_require__.bind(__webpack_require__, 874));
        await serveStdio(io.cwd);
        return _command_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.ok;
    },
});


/***/ })

};
