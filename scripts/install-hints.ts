/**
 * Every install hint a user reads outside the CLI (README, docs/, examples/: the hook scripts, the
 * workflows) names the package as `installSpec` gives it: the repository at its release tag, never
 * the bare name `heartbeat-gate`, which is not published on the npm registry. `npx tsx
 * scripts/install-hints.ts` rewrites them after a version change; test/docs/install-hints.test.ts
 * fails while one is stale. `init` prints the same spec at run time.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installSpec } from '../src/cli/package.js';

/** The files shipped or read as documentation, relative to the repository. */
export async function hintFiles(): Promise<string[]> {
  const docs = (await readdir('docs')).filter((name) => name.endsWith('.md'));
  const examples = await readdir('examples', { recursive: true, withFileTypes: true });
  return [
    'README.md',
    ...docs.map((name) => `docs/${name}`),
    ...examples
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort(),
  ];
}

/** A package argument naming heartbeat-gate: the bare name, a version of it, or its repository. */
const OURS =
  /^(?:heartbeat-gate(?:@\S*)?|github:heartbeat-gate\/heartbeat-gate(?:#\S*)?|git\+https:\/\/github\.com\/heartbeat-gate\/heartbeat-gate(?:\.git)?(?:#\S*)?)$/;

/** `npm install` / `npm i` / `npm add` and its arguments, up to what ends a shell command. */
const NPM_INSTALL = /\bnpm (?:install|i|add)((?: +[^\s&;|)`"']+)+)/g;

/** `text` with every npm install of heartbeat-gate naming `spec`. */
export function rewriteInstallHints(text: string, spec: string): string {
  return text.replace(NPM_INSTALL, (command, args: string) => {
    const head = command.slice(0, command.length - args.length);
    return head + args.replace(/[^ ]+/g, (arg) => (OURS.test(arg) ? spec : arg));
  });
}

/** Each npm install line of `text` that names heartbeat-gate otherwise than by `spec`. */
export function staleInstallHints(text: string, spec: string): string[] {
  return text
    .split('\n')
    .filter((line) => /\bnpm (?:install|i|add)\b.*\bheartbeat-gate\b/.test(line))
    .filter((line) => rewriteInstallHints(line, spec) !== line || !line.includes(spec));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const spec = await installSpec();
  for (const file of await hintFiles()) {
    const text = await readFile(file, 'utf8');
    const next = rewriteInstallHints(text, spec);
    if (next !== text) await writeFile(file, next);
  }
}
