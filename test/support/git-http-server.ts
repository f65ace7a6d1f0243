/**
 * A real git server for tests: bare repositories under one folder served over git's smart HTTP
 * protocol by `git http-backend` (git's own CGI program), behind a node HTTP server in the test
 * process. Pushes and fetches go through git's pack negotiation and ref locking, not a local path.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GitHttpServer {
  /** `http://127.0.0.1:<port>/<name>` for the bare repository `<root>/<name>`. */
  url(name: string): string;
  /** Requests served so far, by service (`git-upload-pack`, `git-receive-pack`, …). */
  readonly requests: Map<string, number>;
  close(): Promise<void>;
}

/** The service a smart-HTTP request is for (info/refs?service=… or the POST's last segment). */
function serviceOf(path: string, query: string): string {
  return /service=(git-[a-z-]+)/.exec(query)?.[1] ?? /\/(git-[a-z-]+)$/.exec(path)?.[1] ?? 'other';
}

/** The password of a request's basic credentials, if any. */
function passwordOf(request: IncomingMessage): string | undefined {
  const match = /^basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/** Runs `git http-backend` for one request, streaming the body in and the CGI answer out. */
function serve(root: string, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  const backend = spawn('git', ['http-backend'], {
    env: {
      ...process.env,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      // http-backend accepts pushes only from an authenticated user.
      REMOTE_USER: 'writer',
      REMOTE_ADDR: request.socket.remoteAddress ?? '127.0.0.1',
      REQUEST_METHOD: request.method ?? 'GET',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: header('content-type'),
      HTTP_CONTENT_ENCODING: header('content-encoding'),
      GIT_PROTOCOL: header('git-protocol'),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  request.pipe(backend.stdin);
  backend.stdin.on('error', () => undefined); // the backend may answer before reading it all
  let head = Buffer.alloc(0);
  let headersSent = false;
  backend.stdout.on('data', (chunk: Buffer) => {
    if (headersSent) {
      response.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const crlf = head.indexOf('\r\n\r\n');
    const lf = head.indexOf('\n\n');
    const end = crlf >= 0 && (lf < 0 || crlf < lf) ? crlf : lf;
    if (end < 0) return;
    const separator = end === crlf ? 4 : 2;
    let status = 200;
    for (const line of head.subarray(0, end).toString('latin1').split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 500;
      else response.setHeader(name, value);
    }
    response.writeHead(status);
    headersSent = true;
    response.write(head.subarray(end + separator));
  });
  const errors: Buffer[] = [];
  backend.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
  backend.on('close', (code) => {
    if (!headersSent) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.write(`git http-backend failed (${code}): ${Buffer.concat(errors).toString()}`);
    }
    response.end();
  });
}

/**
 * Serves every bare repository under `root` until `close()`. With `token`, as GitHub serves a
 * private repository: every request must carry it as HTTP basic credentials (any user name,
 * e.g. `x-access-token`), else 401.
 */
export async function startGitHttpServer(
  root: string,
  options: { token?: string } = {},
): Promise<GitHttpServer> {
  const requests = new Map<string, number>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const service = serviceOf(url.pathname, url.search);
    requests.set(service, (requests.get(service) ?? 0) + 1);
    if (options.token !== undefined && passwordOf(request) !== options.token) {
      requests.set('unauthorized', (requests.get('unauthorized') ?? 0) + 1);
      response.writeHead(401, { 'www-authenticate': 'Basic realm="GitHub"' });
      response.end('Authentication failed\n');
      return;
    }
    serve(root, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name) => `http://127.0.0.1:${port}/${name}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
