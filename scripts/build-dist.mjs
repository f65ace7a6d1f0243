// Bundles each entry point with ncc into dist/, which is committed (a JavaScript action runs
// straight from the repository, and the CLI runs after `npm ci` without a build).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const entries = [{ source: 'src/cli/index.ts', out: 'dist/cli' }];

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
