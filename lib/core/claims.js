/**
 * Evidence claims on a pull request (DESIGN "Formats"): fenced blocks in PR comments whose info
 * string is the topic, and trailers on the head commit. Only the agent's own claims count, a
 * comment written before the head was pushed is stale, and the latest claim per topic decides.
 */
import { isAgentCommit, isAgentLogin } from './identity.js';
/** Topics are dotted names (`build.done`, `feature.done`): a ```ts block is code, not a claim. */
const TOPIC = /^[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)+$/i;
/**
 * The fenced code blocks of a Markdown body whose info string is a topic, in order (CommonMark
 * fences: up to three spaces of indent, a closing fence of the same character at least as long;
 * an unclosed fence runs to the end). Fences inside block quotes or lists are quotes, not claims,
 * and fences inside an HTML comment block are invisible on GitHub, so not claims either.
 */
export function claimsFromCommentBody(body) {
    const lines = body.replace(/\r\n?/g, '\n').split('\n');
    const claims = [];
    for (let i = 0; i < lines.length; i++) {
        if (opensHtmlComment(lines[i] ?? '')) {
            // Hidden from the operator on GitHub, so nothing inside counts (fences included).
            let j = i;
            while (j < lines.length && !(lines[j] ?? '').includes('-->'))
                j++;
            i = j;
            continue;
        }
        const open = fenceOpen(lines[i] ?? '');
        if (!open)
            continue;
        const { indent, fence, info } = open;
        const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
        const content = [];
        let j = i + 1;
        for (; j < lines.length && !close.test(lines[j] ?? ''); j++) {
            content.push(stripIndent(lines[j] ?? '', indent.length));
        }
        if (TOPIC.test(info))
            claims.push({ topic: info.toLowerCase(), payload: content.join('\n') });
        i = j;
    }
    return claims;
}
/**
 * An opening fence: up to three spaces, three or more backticks or tildes, then an info string
 * whose first word is returned; no backtick may follow the fence. Scanned by hand: as a regular
 * expression (`[^\s`]*[^`]*$`) a line like "```aaa…a`" backtracks quadratically, and a comment
 * is untrusted text of up to megabytes.
 */
function fenceOpen(line) {
    let start = 0;
    while (start < 3 && line[start] === ' ')
        start++;
    const char = line[start];
    if (char !== '`' && char !== '~')
        return undefined;
    let end = start;
    while (line[end] === char)
        end++;
    if (end - start < 3 || line.includes('`', end))
        return undefined;
    let from = end;
    while (line[from] === ' ' || line[from] === '\t')
        from++;
    let to = from;
    while (to < line.length && !/\s/.test(line[to]))
        to++;
    return {
        indent: line.slice(0, start),
        fence: line.slice(start, end),
        info: line.slice(from, to),
    };
}
/**
 * Whether `line` opens an HTML comment block (CommonMark HTML block 2: up to three spaces, then
 * `<!--`; the block runs to the first line, this one included, holding `-->`).
 */
function opensHtmlComment(line) {
    let start = 0;
    while (start < 3 && line[start] === ' ')
        start++;
    return line.startsWith('<!--', start);
}
function stripIndent(line, width) {
    let n = 0;
    while (n < width && line[n] === ' ')
        n++;
    return line.slice(n);
}
function personLabel(person) {
    return person?.login ?? person?.name ?? person?.email ?? 'unknown';
}
/**
 * Every claim on the PR: fenced blocks in the comments and trailers of the head commit, each
 * marked stale or not, split into the agent's and ignored ones. Trailers of older commits are
 * never passed in: a trailer claim describes its own commit, which must be the head.
 */
export function collectClaims(input) {
    const { comments, headCommit, agents } = input;
    const pushedAt = Date.parse(headCommit.pushedAt);
    const claims = [];
    const ignored = [];
    for (const comment of comments) {
        const at = comment.updatedAt ?? comment.createdAt;
        const trusted = isAgentLogin(comment.author, agents);
        for (const raw of latestPerTopicInOrder(claimsFromCommentBody(comment.body))) {
            const claim = {
                ...raw,
                source: 'comment',
                id: `comment:${comment.id}:${raw.topic}`,
                author: comment.author,
                at,
                stale: Date.parse(at) < pushedAt,
                ...(comment.url === undefined ? {} : { url: comment.url }),
            };
            if (trusted)
                claims.push(claim);
            else
                ignored.push({ ...claim, reason: 'untrusted-author' });
        }
    }
    const agentCommit = isAgentCommit(headCommit, agents);
    for (const raw of latestPerTopicInOrder(headCommit.trailerClaims)) {
        const claim = {
            topic: raw.topic.toLowerCase(),
            payload: raw.payload,
            source: 'trailer',
            id: `commit:${headCommit.sha}:${raw.topic.toLowerCase()}`,
            author: personLabel(headCommit.author),
            at: headCommit.pushedAt,
            stale: false,
            ...(headCommit.url === undefined ? {} : { url: headCommit.url }),
        };
        if (agentCommit)
            claims.push(claim);
        else
            ignored.push({ ...claim, reason: 'not-agent-commit' });
    }
    const byTime = (a, b) => Date.parse(a.at) - Date.parse(b.at);
    return { claims: claims.sort(byTime), ignored: ignored.sort(byTime) };
}
/** Within one comment or commit, a repeated topic means the last block wins. */
function latestPerTopicInOrder(raws) {
    const last = new Map();
    for (const raw of raws) {
        const topic = raw.topic.toLowerCase();
        last.delete(topic);
        last.set(topic, { topic, payload: raw.payload });
    }
    return [...last.values()];
}
/**
 * The latest claim per topic, in the order topics were first claimed. Claims sort by time; on
 * equal times a trailer (the pushed code itself) wins over a comment.
 */
export function latestClaimPerTopic(claims) {
    const latest = new Map();
    for (const claim of claims) {
        const current = latest.get(claim.topic);
        if (!current || isNewer(claim, current))
            latest.set(claim.topic, claim);
    }
    return latest;
}
function isNewer(claim, than) {
    const d = Date.parse(claim.at) - Date.parse(than.at);
    if (d !== 0)
        return d > 0;
    return claim.source === 'trailer' || than.source !== 'trailer';
}
/**
 * The changed files that belong to the gate itself: workflows, the contract, the configuration
 * and the state folder. Renamed files count under both names (pass both).
 */
export function gateFilesChanged(files, paths) {
    const guards = [
        '.github/workflows/',
        '.github/actions/',
        paths.contractPath,
        paths.configPath,
        paths.stateDir.endsWith('/') ? paths.stateDir : `${paths.stateDir}/`,
        ...(paths.extra ?? []),
    ].map(normalizePath);
    return [...new Set(files)].filter((file) => {
        const f = normalizePath(file);
        return guards.some((g) => (g.endsWith('/') ? f.startsWith(g) : f === g));
    });
}
function normalizePath(path) {
    return path.replace(/^\.\//, '').replace(/^\/+/, '');
}
