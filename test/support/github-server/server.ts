/**
 * A local GitHub REST API for tests: every request is matched to an operation of GitHub's OpenAPI
 * description and validated; every JSON response is validated too. Anything GitHub would reject,
 * and any response GitHub would never send, lands in `violations`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { error, type Handler, type HandlerContext, type Reply } from './context.js';
import { actionHandlers } from './handlers/actions.js';
import { checkHandlers } from './handlers/checks.js';
import { graphqlReply } from './handlers/graphql.js';
import { issueHandlers } from './handlers/issues.js';
import { listingHandlers } from './handlers/listings.js';
import { pullHandlers } from './handlers/pulls.js';
import { repoHandlers } from './handlers/repos.js';
import { branchRuleHandlers } from './handlers/branch-rules.js';
import { gitDataHandlers } from './handlers/git-data.js';
import { userHandlers } from './handlers/users.js';
import { CLOCK_PATH, syncRefActivity } from './ref-activity.js';
import { overLimit } from './limits.js';
import { matchRoute } from './openapi.js';
import { GitHubState } from './state.js';
import { validateBody, validateParameters, validateResponse } from './validate.js';

/** One request the server answered. */
export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** The matched operation (`checks/create`), or undefined for an unknown route. */
  operationId: string | undefined;
  status: number;
}

/** A request GitHub would reject, or a response GitHub would never send. Tests expect none. */
export interface Violation {
  kind: 'unknown-route' | 'request' | 'unimplemented' | 'response' | 'server-error';
  method: string;
  path: string;
  operationId: string | undefined;
  problems: string[];
}

/** A running test server. */
export interface GitHubServer {
  /** Base URL to use as GITHUB_API_URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  state: GitHubState;
  requests: RecordedRequest[];
  violations: Violation[];
  /** Tokens that may read but not write (a fork PR's GITHUB_TOKEN): writes answer 403. */
  readOnlyTokens: Set<string>;
  /** Which login each token acts as; unknown tokens act as `github-actions[bot]`. */
  tokenUsers: Map<string, string>;
  /**
   * Answer the next `requests` requests with GitHub's secondary rate limit (403, `retry-after:
   * retryAfter` seconds), as GitHub does to bursts of writes. Not a violation: the client must wait.
   */
  secondaryRateLimit(requests: number, retryAfter: number): void;
  /**
   * Refuse the next request to `operationId` with `status` (default 422) as GitHub refuses what
   * the description does not say (an undocumented limit). Not a violation: the client must cope.
   * `graphql:<operation name>` refuses the next GraphQL query of that name.
   */
  refuseNext(operationId: string, status?: number, message?: string): void;
  /**
   * Run `act` (a change to `state`) just before the next request to `operationId` is answered:
   * what someone else does between two of the client's requests, which it must not rely on never
   * happening. `graphql:<operation name>` names the next GraphQL query of that name. The request
   * is then answered over the changed state, as any other.
   */
  beforeNext(operationId: string, act: () => void): void;
  close(): Promise<void>;
}

const HANDLERS: Record<string, Handler> = {
  ...repoHandlers,
  ...pullHandlers,
  ...issueHandlers,
  ...checkHandlers,
  ...listingHandlers,
  ...branchRuleHandlers,
  ...gitDataHandlers,
  ...userHandlers,
  ...actionHandlers,
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function tokenOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization ?? '';
  return /^(?:token|bearer)\s+(\S+)$/i.exec(header)?.[1];
}

const running = new Map<string, GitHubServer>();

/** The running server at `url` (a test's GITHUB_API_URL), if any. */
export function serverAt(url: string): GitHubServer | undefined {
  return running.get(url.replace(/\/+$/, ''));
}

/** Start a server on 127.0.0.1 with an empty state. */
export async function startGitHubServer(): Promise<GitHubServer> {
  const http = createServer();
  let limited = { requests: 0, retryAfter: 0 };
  const refusals = new Map<string, Reply>();
  const acts = new Map<string, () => void>();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const server: GitHubServer = {
    url,
    state: new GitHubState({ api: url, html: 'https://github.com' }),
    requests: [],
    violations: [],
    readOnlyTokens: new Set(),
    tokenUsers: new Map(),
    secondaryRateLimit: (requests, retryAfter) => {
      limited = { requests, retryAfter };
    },
    refuseNext: (operationId, status = 422, message = 'Unprocessable Entity') => {
      refusals.set(operationId, error(status, message));
    },
    beforeNext: (operationId, act) => {
      acts.set(operationId, act);
    },
    close: () => new Promise((resolve, reject) => http.close((e) => (e ? reject(e) : resolve()))),
  };
  http.on('request', (req, res) => {
    // The linked repositories' hook dating a move (ref-activity.ts): not a request to GitHub.
    if (req.url === CLOCK_PATH) {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(server.state.now());
      return;
    }
    if (limited.requests > 0) {
      limited.requests--;
      return secondaryLimit(server, req, res, limited.retryAfter);
    }
    handle(server, req, res, refusals, acts).catch((e: unknown) => {
      const path = req.url ?? '';
      server.violations.push({
        kind: 'server-error',
        method: req.method ?? '',
        path,
        operationId: undefined,
        problems: [String(e)],
      });
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  // Keep-alive sockets would hold close() open until they time out.
  const close = server.close;
  server.close = () => {
    running.delete(url);
    http.closeAllConnections();
    return close();
  };
  running.set(url, server);
  return server;
}

async function handle(
  server: GitHubServer,
  req: IncomingMessage,
  res: ServerResponse,
  refusals: Map<string, Reply>,
  acts: Map<string, () => void>,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', server.url);
  const text = await readBody(req);
  const record = (operationId: string | undefined, reply: Reply, body: unknown) => {
    server.requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      operationId,
      status: reply.status,
    });
    send(res, reply);
  };
  const violate = (kind: Violation['kind'], operationId: string | undefined, problems: string[]) =>
    server.violations.push({
      kind,
      method,
      path: url.pathname + url.search,
      operationId,
      problems,
    });

  // Branch moves made over git since the last request join the repository activity now.
  syncRefActivity(server.state);
  if (method === 'POST' && url.pathname === '/graphql') {
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Recorded as sent.
    }
    // `refuseNext('graphql:<operation name>')` refuses the next query of that name, unexecuted.
    const query = (body as { query?: unknown } | null)?.query;
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(typeof query === 'string' ? query : '')?.[1];
    const refusal = name === undefined ? undefined : refusals.get(`graphql:${name}`);
    if (name !== undefined) actBefore(acts, `graphql:${name}`);
    if (refusal) {
      refusals.delete(`graphql:${name}`);
      return record('graphql', refusal, body);
    }
    const token = tokenOf(req);
    const reply = graphqlReply(server.state, text, token, {
      actor: (token && server.tokenUsers.get(token)) ?? 'github-actions[bot]',
      readOnly: token !== undefined && server.readOnlyTokens.has(token),
    });
    if (reply.violation) violate('request', 'graphql', [reply.violation]);
    return record('graphql', reply, body);
  }
  const match = matchRoute(method, url.pathname);
  if (!match) {
    violate('unknown-route', undefined, [
      `${method} ${url.pathname} is not an operation of GitHub's REST API`,
    ]);
    return record(undefined, error(404, 'Not Found'), text);
  }
  const op = match.route.operation;
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    violate('request', op.operationId, ['body is not JSON']);
    return record(op.operationId, error(400, 'Problems parsing JSON'), text);
  }
  const { values, problems } = validateParameters(op, match.params, url.searchParams);
  problems.push(...validateBody(op, body));
  if (problems.length) {
    violate('request', op.operationId, problems);
    return record(op.operationId, error(422, `Invalid request.\n\n${problems.join('\n')}`), body);
  }
  const token = tokenOf(req);
  if (method !== 'GET' && method !== 'HEAD') {
    if (!token) {
      violate('request', op.operationId, ['a write without a token']);
      return record(op.operationId, error(401, 'Requires authentication'), body);
    }
    // Not a violation: this is how GitHub answers a fork PR's token, and the Action must cope.
    if (server.readOnlyTokens.has(token)) {
      return record(op.operationId, error(403, 'Resource not accessible by integration'), body);
    }
  }
  const tooLarge = overLimit(
    op.operationId,
    body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
  );
  if (tooLarge) {
    violate('request', op.operationId, [String(tooLarge.violation)]);
    return record(op.operationId, tooLarge, body);
  }
  actBefore(acts, op.operationId);
  const refusal = refusals.get(op.operationId);
  if (refusal) {
    refusals.delete(op.operationId);
    return record(op.operationId, refusal, body);
  }
  const handler = HANDLERS[op.operationId];
  if (!handler) {
    violate('unimplemented', op.operationId, [
      `the test server does not implement ${op.operationId} yet`,
    ]);
    return record(op.operationId, error(404, 'Not Found'), body);
  }
  const ctx: HandlerContext = {
    state: server.state,
    params: values,
    body: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
    url,
    accept: req.headers.accept ?? '',
    actor: (token && server.tokenUsers.get(token)) ?? 'github-actions[bot]',
  };
  const reply = handler(ctx);
  syncRefActivity(server.state);
  if (reply.violation) violate('request', op.operationId, [reply.violation]);
  if (reply.raw === undefined) {
    const invalid = validateResponse(op, reply.status, reply.body);
    if (invalid.length) violate('response', op.operationId, invalid);
  }
  record(op.operationId, reply, body);
}

/** Runs, once, what `beforeNext` set for the request to `operationId`. */
function actBefore(acts: Map<string, () => void>, operationId: string): void {
  const act = acts.get(operationId);
  acts.delete(operationId);
  act?.();
}

/** GitHub's answer to a burst: 403 with `retry-after`, recorded like any request. */
function secondaryLimit(
  server: GitHubServer,
  req: IncomingMessage,
  res: ServerResponse,
  retryAfter: number,
): void {
  const url = new URL(req.url ?? '/', server.url);
  req.resume();
  const method = (req.method ?? 'GET').toUpperCase();
  server.requests.push({
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: undefined,
    operationId: matchRoute(method, url.pathname)?.route.operation.operationId,
    status: 403,
  });
  send(res, {
    ...error(
      403,
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    ),
    headers: { 'retry-after': String(retryAfter) },
  });
}

let requestCounter = 1;

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = {
    'x-github-media-type': 'github.v3; format=json',
    'x-github-request-id': `TEST:${requestCounter++}`,
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
    ...reply.headers,
  };
  if (reply.raw) {
    res.writeHead(reply.status, { ...headers, 'content-type': reply.raw.contentType });
    res.end(reply.raw.text);
    return;
  }
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status, headers).end();
    return;
  }
  res.writeHead(reply.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(reply.body));
}
