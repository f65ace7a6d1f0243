export const id = 11;
export const ids = [11];
export const modules = {

/***/ 9975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ openRepo),
/* harmony export */   eU: () => (/* binding */ scoreAt),
/* harmony export */   oK: () => (/* binding */ openRepoState)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2973);
/* harmony import */ var _core_score_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4563);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1002);
/* harmony import */ var _core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8617);
/* harmony import */ var _git_repo_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4134);
/* harmony import */ var _git_state_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2249);
/**
 * The reading side of the state: where the committed score lives for this repository (the state
 * branch when one is configured, else the working tree) and the score as of `now`. Never writes.
 */






/**
 * The state branch's head: the local branch, else its remote-tracking copy (a clone that never
 * checked it out), else undefined (no state yet).
 */
async function stateBranchHead(repo, branch) {
    return ((await repo.resolve(`refs/heads/${branch}`)) ??
        (await repo.resolve(`refs/remotes/origin/${branch}`)));
}
/** Opens the repository containing `cwd` and its configuration. */
async function openRepo(cwd) {
    const repo = await _git_repo_js__WEBPACK_IMPORTED_MODULE_4__/* .Repo */ .l.open(cwd);
    const config = await (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(repo.root);
    if (!config.stateBranch)
        return { repo, config, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(repo, config.stateBranch);
    return { repo, config, stateHead, rev: stateHead ?? config.stateBranch };
}
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
async function openRepoState(cwd) {
    const location = await openRepo(cwd);
    const { repo, config, stateHead } = location;
    const source = config.stateBranch
        ? (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .commitSource */ .nv)(repo, stateHead, config.stateDir)
        : (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .dirSource */ .v9)(repo.root, config.stateDir);
    return { ...location, store: await (0,_git_state_store_js__WEBPACK_IMPORTED_MODULE_5__/* .loadStateStore */ .Dw)(source, config.stateDir) };
}
/** The committed score state moved to `now`'s calendar day in the configured timezone. */
function scoreAt(opened, now) {
    const today = (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .calendarDay */ .$6)(now, opened.config.timeZone);
    const committed = opened.store.score;
    if (!committed)
        return { state: (0,_core_score_state_js__WEBPACK_IMPORTED_MODULE_1__/* .createScoreState */ .qF)(today), fresh: true };
    return { state: (0,_core_score_rollover_js__WEBPACK_IMPORTED_MODULE_3__/* .rolloverScoreState */ .z)(committed, today), fresh: false };
}


/***/ }),

/***/ 8011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  command: () => (/* binding */ command)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/app/read-state.ts
var read_state = __webpack_require__(9975);
;// CONCATENATED MODULE: ./src/core/badge.ts
/** shields.io's palette, so the badge sits well next to others. */
const BADGE_COLOURS = {
    lockdown: '#e05d44',
    escalated: '#e05d44',
    tightened: '#fe7d37',
    warning: '#dfb317',
    outstanding: '#44cc11',
    excellent: '#44cc11',
    good: '#97ca00',
    normal: '#007ec6',
};
/** The colour of the badge: the penalty decides first, then the reward. */
function badgeColour(input) {
    if (input.penalty !== 'none')
        return BADGE_COLOURS[input.penalty];
    if (input.reward !== 'none')
        return BADGE_COLOURS[input.reward];
    return BADGE_COLOURS.normal;
}
function escapeXml(text) {
    return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
// Verdana 11px averages about 6.5px per character; shields.io pads each side by 5px.
const textWidth = (text) => Math.round(text.length * 6.5) + 10;
/** The badge's right-hand text, e.g. `45/75 good`. */
function badgeMessage(input) {
    const tier = input.penalty !== 'none' ? input.penalty : input.reward !== 'none' ? input.reward : '';
    return `${input.score}/${input.target}${tier ? ` ${tier}` : ''}`;
}
/** A flat shield as an SVG document. */
function renderBadge(input) {
    const label = input.label ?? 'heartbeat';
    const message = badgeMessage(input);
    const colour = badgeColour(input);
    const lw = textWidth(label);
    const mw = textWidth(message);
    const width = lw + mw;
    const l = escapeXml(label);
    const m = escapeXml(message);
    return [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${l}: ${m}">`,
        `<title>${l}: ${m}</title>`,
        `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>`,
        `<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>`,
        `<g clip-path="url(#r)"><rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${mw}" height="20" fill="${colour}"/><rect width="${width}" height="20" fill="url(#s)"/></g>`,
        `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">`,
        `<text x="${lw / 2}" y="15" fill="#010101" fill-opacity=".3">${l}</text><text x="${lw / 2}" y="14">${l}</text>`,
        `<text x="${lw + mw / 2}" y="15" fill="#010101" fill-opacity=".3">${m}</text><text x="${lw + mw / 2}" y="14">${m}</text>`,
        `</g></svg>`,
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./src/core/score/summary.ts + 2 modules
var score_summary = __webpack_require__(7219);
// EXTERNAL MODULE: ./src/git/state-store.ts
var state_store = __webpack_require__(2249);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
;// CONCATENATED MODULE: ./src/cli/commands/badge.ts
/**
 * `heartbeat-gate badge [--out <file>] [--now <ISO-8601>]`: an SVG shield with the score against
 * the target, coloured like the seed's status pill (green on track, red when penalised).
 */






const USAGE = `usage: heartbeat-gate badge [--out <file>] [--now <ISO-8601>] [--label <text>]

An SVG shield: score / target and the active tier, coloured by the penalty or reward tier.
  --out     write the SVG to this file (atomically) instead of standard output
  --label   the left-hand text (default: heartbeat)
  --now     the instant to report at (default: the clock)
`;
const command = {
    summary: 'an SVG shield with the score and its tier colour (--out file)',
    async run(args, io) {
        const { values } = (0,options/* parseCommandArgs */.Qx)(args, {
            out: { type: 'string' },
            label: { type: 'string' },
            now: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const now = (0,options/* resolveNow */.Nq)(values.now);
        const opened = await (0,read_state/* openRepoState */.oK)(io.cwd);
        const summary = (0,score_summary/* summarizeScore */.E)((0,read_state/* scoreAt */.eU)(opened, now).state, {
            defaultIntervalMinutes: opened.config.defaultIntervalMinutes,
        });
        const svg = renderBadge({ ...summary, label: values.label });
        if (values.out === undefined) {
            io.stdout.write(svg);
            return 0;
        }
        const out = (0,external_node_path_.resolve)(io.cwd, values.out);
        await (0,state_store/* writeStateFiles */.AV)((0,external_node_path_.dirname)(out), new Map([[(0,external_node_path_.basename)(out), svg]]));
        io.stdout.write(`Wrote ${values.out} (${summary.score}/${summary.target}).\n`);
        return 0;
    },
};


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nq: () => (/* binding */ resolveNow),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   m1: () => (/* binding */ parseSince),
/* harmony export */   s$: () => (/* binding */ jsonText)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1002);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/**
 * Option parsing shared by the commands: node's parseArgs in strict mode, its errors turned into
 * UsageError (exit 2), plus the `--now` and date values every time-dependent command takes.
 */



/** Parses `args` against `options` (no positionals unless `positionals` is set). */
function parseCommandArgs(args, options, positionals = false) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, strict: true, allowPositionals: positionals });
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(error.message);
    }
}
// A calendar day, or a date-time that says its offset (a bare local time would depend on the machine).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;
/** `--now <ISO-8601>` as a UTC instant; the machine's clock when absent. */
function resolveNow(value, clock = () => new Date()) {
    if (value === undefined)
        return clock().toISOString();
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--now: not an ISO-8601 instant with a timezone: ${JSON.stringify(value)} (e.g. 2026-03-07T09:30:00Z)`);
    }
    return new Date(ms).toISOString();
}
function isCalendarDay(date) {
    try {
        (0,_core_score_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .dayNumber */ .U$)(date);
        return true;
    }
    catch {
        return false;
    }
}
function parseSince(value) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        if (!isCalendarDay(value))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--since: not a calendar day: ${JSON.stringify(value)}`);
        return { day: value };
    }
    const ms = Date.parse(value);
    if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--since: not a date (YYYY-MM-DD) or an ISO-8601 instant: ${JSON.stringify(value)}`);
    }
    return { instant: ms };
}
/** Writes a value as pretty JSON with a trailing newline. */
function jsonText(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}


/***/ })

};
