/**
 * heartbeat-gate's own package: its root folder (for the shipped examples/) and its version. Found
 * by walking up from this module to the package.json named heartbeat-gate, the same from src/cli,
 * dist/cli and node_modules/heartbeat-gate/dist/cli (a path computed at run time, so the bundler
 * does not copy package.json into dist/).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Manifest {
  name?: unknown;
  version?: unknown;
  repository?: unknown;
}

async function findPackage(): Promise<{ root: string; manifest: Manifest }> {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Manifest;
      if (manifest.name === 'heartbeat-gate') return { root: dir, manifest };
    } catch {
      // no package.json here (or not ours): keep climbing
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('heartbeat-gate: cannot find its own package.json');
    dir = parent;
  }
}

/** The package's root folder. */
export async function packageRoot(): Promise<string> {
  return (await findPackage()).root;
}

/** The package's version, as package.json says. */
export async function packageVersion(): Promise<string> {
  const { version } = (await findPackage()).manifest;
  return typeof version === 'string' ? version : 'unknown';
}

/**
 * What `npm install` takes to install this version: `github:<owner>/<name>#v<version>`, from
 * package.json's repository and version. The name `heartbeat-gate` is not published on the npm
 * registry (anyone could register it), so every install hint (init's, the hooks', the docs',
 * written by scripts/install-hints.ts) gives the repository at its release tag.
 */
export function installSpecOf(manifest: Manifest): string {
  const { slug, version } = releaseOf(manifest);
  return `github:${slug}#v${version}`;
}

/** The GitHub repository (`owner/name`) and version package.json names: where a release lives. */
function releaseOf(manifest: Manifest): { slug: string; version: string } {
  const { repository, version } = manifest;
  const url =
    typeof repository === 'object' && repository !== null
      ? (repository as { url?: unknown }).url
      : repository;
  const slug =
    typeof url === 'string'
      ? /(?:github\.com[/:]|^github:)([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(url)?.[1]
      : undefined;
  if (slug === undefined || typeof version !== 'string')
    throw new Error('heartbeat-gate: package.json names no GitHub repository or version');
  return { slug, version };
}

/**
 * The configuration's JSON Schema at this version's release tag, as a URL an editor fetches: the
 * `$schema` of a repository that has no node_modules (the pre-commit framework's users).
 */
export function schemaUrlOf(manifest: Manifest): string {
  const { slug, version } = releaseOf(manifest);
  return `https://raw.githubusercontent.com/${slug}/v${version}/schema/config.schema.json`;
}

/**
 * The outcome metrics' definitions, docs/dashboard.md at this version's release tag on GitHub:
 * what the dashboard links (its folder has no docs, and a page rendered by this version is defined
 * by this version's docs).
 */
export function dashboardDocsUrlOf(manifest: Manifest): string {
  const { slug, version } = releaseOf(manifest);
  return `https://github.com/${slug}/blob/v${version}/docs/dashboard.md#outcome-metrics`;
}

/** The dashboard docs' URL of the package this CLI runs from (see {@link dashboardDocsUrlOf}). */
export async function dashboardDocsUrl(): Promise<string> {
  return dashboardDocsUrlOf((await findPackage()).manifest);
}

/** The schema URL of the package this CLI runs from (see {@link schemaUrlOf}). */
export async function schemaUrl(): Promise<string> {
  return schemaUrlOf((await findPackage()).manifest);
}

/** The install spec of the package this CLI runs from (see {@link installSpecOf}). */
export async function installSpec(): Promise<string> {
  return installSpecOf((await findPackage()).manifest);
}

/** The line every hint shows: `npm install --save-dev [packages…] <spec>`. */
export function installCommand(spec: string, ...alongside: string[]): string {
  return `npm install --save-dev ${[...alongside, spec].join(' ')}`;
}
