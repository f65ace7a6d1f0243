// Bundles each entry point with ncc into dist/, which is committed (a JavaScript action runs
// straight from the repository, and the CLI runs after `npm ci` without a build).
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { promisify } from 'node:util';
import { transformSync } from 'esbuild';

const run = promisify(execFile);

function failWith({ stdout = '', stderr = '' }) {
  process.stderr.write(`${stdout}${stderr}`);
  process.exit(1);
}

async function runOrExit(command, args) {
  await run(command, args).catch(failWith);
}

// tsc emits src/ as JavaScript once, without type checking (`npm run typecheck` does that), and
// ncc bundles the JavaScript: handing ncc the TypeScript made it type-check the whole program
// once per bundle, two thirds of the build's time.
const emitted = '.cache/js';
// Both bundles build at once. ncc empties its output folder and dist/cli lives inside dist, so
// the CLI builds beside it and moves in after.
const staging = '.cache/dist-cli';
const entries = [
  { source: `${emitted}/action/index.js`, out: 'dist' },
  { source: `${emitted}/cli/index.js`, out: staging },
];

rmSync('dist', { recursive: true, force: true });
rmSync(staging, { recursive: true, force: true });
rmSync(emitted, { recursive: true, force: true });
mkdirSync('.cache', { recursive: true });
await runOrExit('npx', ['tsc', '-p', 'tsconfig.dist.json', '--noCheck']);
const builds = entries.map(({ source, out }) =>
  run('npx', [
    'ncc',
    'build',
    source,
    '-o',
    out,
    '--minify',
    '--no-source-map-register',
    '-q',
    '--license',
    'licenses.txt',
  ]),
);
const results = await Promise.allSettled(builds);
for (const result of results) {
  if (result.status === 'rejected') failWith(result.reason);
}
renameSync(staging, 'dist/cli');

// ncc minifies each entry but leaves the chunks it splits off as webpack wrote them (comments,
// long names): the commit-msg hook's chunk is then parsed at twice its size on every commit.
const chunks = ['dist', 'dist/cli'].flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => /^\d+\.index\.js$/.test(name))
    .map((name) => join(folder, name)),
);
for (const chunk of chunks) {
  const { code } = transformSync(readFileSync(chunk, 'utf8'), {
    format: 'esm',
    minify: true,
    target: 'node20',
    legalComments: 'none',
  });
  writeFileSync(chunk, code);
}
