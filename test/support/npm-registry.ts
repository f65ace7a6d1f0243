/**
 * An npm registry for tests: the packages installed in this checkout's node_modules, packed by
 * `npm pack` and served by a node HTTP server in the test process with the registry's two
 * documents (a package's metadata at `/<name>`, its tarball at `/<name>/-/<file>.tgz`). npm installs
 * from it as from registry.npmjs.org, with no network; what npm asked for is recorded, so a test
 * can say which packages an install needed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface NpmRegistry {
  /** The registry's address, for `npm_config_registry`. */
  readonly url: string;
  /** The names of the packages npm asked about (metadata or tarball), in the order asked. */
  readonly requested: string[];
  close(): Promise<void>;
}

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

function manifestOf(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** Where node would find `name` from `dir`: the nearest node_modules up the tree that has it. */
function installedDir(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    try {
      manifestOf(candidate);
      return candidate;
    } catch {
      if (dirname(dir) === dir) throw new Error(`${name} is not installed above ${from}`);
    }
  }
}

/**
 * The installed packages `names` and everything they depend on, found from `root` as node finds
 * them (so each is the version the lockfile gave its dependent).
 */
export function installedClosure(
  names: string[],
  root = resolve('.'),
): { name: string; dir: string }[] {
  const found = new Map<string, string>();
  const visit = (name: string, from: string) => {
    const dir = installedDir(name, from);
    if (found.has(dir)) return;
    found.set(dir, name);
    for (const dependency of Object.keys(manifestOf(dir).dependencies ?? {})) {
      visit(dependency, dir);
    }
  };
  for (const name of names) visit(name, root);
  return [...found].map(([dir, name]) => ({ name, dir }));
}

/** Serves the packages installed in `dirs` (one version each) until `close()`. */
export async function startNpmRegistry(dirs: string[]): Promise<NpmRegistry> {
  const packed = mkdtempSync(join(tmpdir(), 'hg-npm-registry-'));
  const packs = JSON.parse(
    (
      await run('npm', [
        'pack',
        '--ignore-scripts',
        '--json',
        '--pack-destination',
        packed,
        ...dirs,
      ])
    ).stdout,
  ) as { name: string; filename: string; integrity: string; shasum: string }[];
  const packages = new Map(
    dirs.map((dir) => {
      const manifest = manifestOf(dir);
      const pack = packs.find((entry) => entry.name === manifest.name)!;
      return [manifest.name, { manifest, ...pack }] as const;
    }),
  );
  const requested: string[] = [];
  let url = '';
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const tarball = path.indexOf('/-/');
    const name = path.slice(1, tarball < 0 ? undefined : tarball);
    requested.push(name);
    const served = packages.get(name);
    if (!served) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"not found"}');
    } else if (tarball >= 0) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(readFileSync(join(packed, served.filename)));
    } else {
      const { manifest } = served;
      const dist = {
        tarball: `${url}${encodeURIComponent(name)}/-/${served.filename}`,
        integrity: served.integrity,
        shasum: served.shasum,
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          name,
          'dist-tags': { latest: manifest.version },
          versions: { [manifest.version]: { ...manifest, dist } },
        }),
      );
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    requested,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(packed, { recursive: true, force: true });
    },
  };
}
