/**
 * Evidence claims on a pull request (DESIGN "Formats"): fenced blocks in PR comments whose info
 * string is the topic, and trailers on the head commit. Only the agent's own claims count, a
 * comment written before the head was pushed is stale, and the latest claim per topic decides.
 */
import { isAgentCommit, isAgentLogin, type CommitPerson } from './identity.js';

/** A `{ topic, payload }` pair found in a comment body or a commit message. */
export interface RawClaim {
  topic: string;
  payload: string;
}

/** A PR comment as the claims see it (any of issue comments, review bodies, review comments). */
export interface ClaimComment {
  id: number | string;
  author: string;
  body: string;
  /** ISO-8601. */
  createdAt: string;
  /** ISO-8601; an edit after the push makes the comment's claims fresh. */
  updatedAt?: string;
  url?: string;
}

export type { CommitPerson } from './identity.js';

/** The PR's head commit. */
export interface HeadCommit {
  sha: string;
  author?: CommitPerson;
  committer?: CommitPerson;
  /** Claims in its trailers (`Build-Done:` → `build.done`), already parsed. */
  trailerClaims: RawClaim[];
  /** ISO-8601 instant the head was pushed (comments older than this are stale). */
  pushedAt: string;
  url?: string;
}

/** One claim, trusted or not, with where it came from. */
export interface Claim extends RawClaim {
  source: 'comment' | 'trailer';
  /** Stable id: `comment:<id>:<topic>` or `commit:<sha>:<topic>` (the ledger key). */
  id: string;
  author: string;
  /** ISO-8601 instant the claim was written (comment edit time, or the push time). */
  at: string;
  url?: string;
  /** Written before the current head was pushed: it describes other code. */
  stale: boolean;
}

/** A claim that does not count, and why. */
export interface IgnoredClaim extends Claim {
  reason: 'untrusted-author' | 'not-agent-commit';
}

/** The claims of a PR, split into the agent's and everyone else's. */
export interface CollectedClaims {
  /** The agent's claims, oldest first. */
  claims: Claim[];
  /** Claims by anyone else, listed so the operator sees they were ignored. */
  ignored: IgnoredClaim[];
}

/** Topics are dotted names (`build.done`, `feature.done`): a ```ts block is code, not a claim. */
const TOPIC = /^[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)+$/i;

/**
 * The fenced code blocks of a Markdown body whose info string is a topic, in order (CommonMark
 * fences: up to three spaces of indent, a closing fence of the same character at least as long;
 * an unclosed fence runs to the end). Fences inside block quotes or lists are quotes, not claims,
 * and fences inside an HTML comment block are invisible on GitHub, so not claims either.
 */
export function claimsFromCommentBody(body: string): RawClaim[] {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const claims: RawClaim[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (opensHtmlComment(lines[i] ?? '')) {
      // Hidden from the operator on GitHub, so nothing inside counts (fences included).
      let j = i;
      while (j < lines.length && !(lines[j] ?? '').includes('-->')) j++;
      i = j;
      continue;
    }
    const open = fenceOpen(lines[i] ?? '');
    if (!open) continue;
    const { indent, fence, info } = open;
    const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const content: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j] ?? ''); j++) {
      content.push(stripIndent(lines[j] ?? '', indent.length));
    }
    if (TOPIC.test(info)) claims.push({ topic: info.toLowerCase(), payload: content.join('\n') });
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
function fenceOpen(line: string): { indent: string; fence: string; info: string } | undefined {
  let start = 0;
  while (start < 3 && line[start] === ' ') start++;
  const char = line[start];
  if (char !== '`' && char !== '~') return undefined;
  let end = start;
  while (line[end] === char) end++;
  if (end - start < 3 || line.includes('`', end)) return undefined;
  let from = end;
  while (line[from] === ' ' || line[from] === '\t') from++;
  let to = from;
  while (to < line.length && !/\s/.test(line[to] as string)) to++;
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
function opensHtmlComment(line: string): boolean {
  let start = 0;
  while (start < 3 && line[start] === ' ') start++;
  return line.startsWith('<!--', start);
}

function stripIndent(line: string, width: number): string {
  let n = 0;
  while (n < width && line[n] === ' ') n++;
  return line.slice(n);
}

function personLabel(person: CommitPerson | undefined): string {
  return person?.login ?? person?.name ?? person?.email ?? 'unknown';
}

/**
 * Every claim on the PR: fenced blocks in the comments and trailers of the head commit, each
 * marked stale or not, split into the agent's and ignored ones. Trailers of older commits are
 * never passed in: a trailer claim describes its own commit, which must be the head.
 */
export function collectClaims(input: {
  comments: readonly ClaimComment[];
  headCommit: HeadCommit;
  agents: readonly string[];
}): CollectedClaims {
  const { comments, headCommit, agents } = input;
  const pushedAt = Date.parse(headCommit.pushedAt);
  const claims: Claim[] = [];
  const ignored: IgnoredClaim[] = [];
  for (const comment of comments) {
    const at = comment.updatedAt ?? comment.createdAt;
    const trusted = isAgentLogin(comment.author, agents);
    for (const raw of latestPerTopicInOrder(claimsFromCommentBody(comment.body))) {
      const claim: Claim = {
        ...raw,
        source: 'comment',
        id: `comment:${comment.id}:${raw.topic}`,
        author: comment.author,
        at,
        stale: Date.parse(at) < pushedAt,
        ...(comment.url === undefined ? {} : { url: comment.url }),
      };
      if (trusted) claims.push(claim);
      else ignored.push({ ...claim, reason: 'untrusted-author' });
    }
  }
  const agentCommit = isAgentCommit(headCommit, agents);
  for (const raw of latestPerTopicInOrder(headCommit.trailerClaims)) {
    const claim: Claim = {
      topic: raw.topic.toLowerCase(),
      payload: raw.payload,
      source: 'trailer',
      id: `commit:${headCommit.sha}:${raw.topic.toLowerCase()}`,
      author: personLabel(headCommit.author),
      at: headCommit.pushedAt,
      stale: false,
      ...(headCommit.url === undefined ? {} : { url: headCommit.url }),
    };
    if (agentCommit) claims.push(claim);
    else ignored.push({ ...claim, reason: 'not-agent-commit' });
  }
  const byTime = (a: Claim, b: Claim): number => Date.parse(a.at) - Date.parse(b.at);
  return { claims: claims.sort(byTime), ignored: ignored.sort(byTime) };
}

/**
 * Task ids a fenced claim names on its own `Heartbeat-Task: <ids>` lines (comma- or
 * space-separated), as a commit names them in its trailer; first mention first.
 */
export function taskIdsFromClaimPayload(payload: string): string[] {
  const ids = new Set<string>();
  for (const line of payload.split('\n')) {
    const text = line.trim();
    if (text.slice(0, 15).toLowerCase() !== 'heartbeat-task:') continue;
    for (const id of text.slice(15).split(/[\s,]+/)) if (id) ids.add(id);
  }
  return [...ids];
}

/** Within one comment or commit, a repeated topic means the last block wins. */
export function latestPerTopicInOrder(raws: readonly RawClaim[]): RawClaim[] {
  const last = new Map<string, RawClaim>();
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
export function latestClaimPerTopic(claims: readonly Claim[]): Map<string, Claim> {
  const latest = new Map<string, Claim>();
  for (const claim of claims) {
    const current = latest.get(claim.topic);
    if (!current || isNewer(claim, current)) latest.set(claim.topic, claim);
  }
  return latest;
}

function isNewer(claim: Claim, than: Claim): boolean {
  const d = Date.parse(claim.at) - Date.parse(than.at);
  if (d !== 0) return d > 0;
  return claim.source === 'trailer' || than.source !== 'trailer';
}

/** Where the gate's own inputs live; a PR touching any of them changes the gate itself. */
export interface GatePaths {
  /** HEARTBEAT.md (configurable). */
  contractPath: string;
  /** The configuration file, e.g. `.heartbeat/config.json`. */
  configPath: string;
  /** The state folder, e.g. `.heartbeat/`. */
  stateDir: string;
  /** Extra paths or folders (ending in `/`) to guard, e.g. `action.yml`. */
  extra?: readonly string[];
}

/**
 * The changed files that belong to the gate itself: workflows, the contract, the configuration
 * and the state folder. Renamed files count under both names (pass both).
 */
export function gateFilesChanged(files: readonly string[], paths: GatePaths): string[] {
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

function normalizePath(path: string): string {
  return path.replace(/^\.\//, '').replace(/^\/+/, '');
}
