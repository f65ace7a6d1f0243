// Bundles each entry point with ncc into dist/, which is committed (a JavaScript action runs
// straight from the repository, and the CLI runs after `npm ci` without a build).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

// The Action first: ncc writes into its output folder, and dist/cli lives inside dist.
const entries = [
  { source: 'src/action/index.ts', out: 'dist' },
  { source: 'src/cli/index.ts', out: 'dist/cli' },
];

rmSync('dist', { recursive: true, force: true });
for (const { source, out } of entries) {
  execFileSync(
    'npx',
    [
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
    ],
    {
      stdio: 'inherit',
    },
  );
}
