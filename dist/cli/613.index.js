export const id = 613;
export const ids = [613];
export const modules = {

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   command: () => (/* binding */ command)
/* harmony export */ });
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(302);
/* harmony import */ var _declarations_mcp_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3398);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7371);
/**
 * `heartbeat-gate mcp`: starts the MCP server on stdio in the current repository. The server and
 * the SDK load only here, after the options are read.
 */



const command = (0,_command_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCommand */ .N)(_declarations_mcp_js__WEBPACK_IMPORTED_MODULE_1__/* .declaration */ .H, async ({ values, io }) => {
    // Checked before the server starts: a bad option is exit 2, not an error on every call.
    const read = (0,_read_options_js__WEBPACK_IMPORTED_MODULE_2__/* .readOptions */ .T)(values);
    const { serveStdio } = await Promise.all(/* import() */[__webpack_require__.e(514), __webpack_require__.e(870), __webpack_require__.e(874)]).then(__webpack_require__.bind(__webpack_require__, 874));
    await serveStdio(io.cwd, read);
    return _command_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.ok;
});


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


/***/ })

};
