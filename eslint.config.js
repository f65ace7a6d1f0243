// @ts-check
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The layers (docs/decisions.md, "Layers"): each may import only the folders listed for it.
 * Paths are resolved, so `../../git/repo.js` from `src/core/evidence/` is caught like `../git`.
 * `src/errors.ts` is a leaf every layer may use; `src/config.ts` reads the settings file, an adapter.
 */
const LAYERS = [
  { layer: 'core', may: ['core'] },
  { layer: 'git', may: ['core', 'git'] },
  { layer: 'github', may: ['core', 'github'] },
  { layer: 'config.ts', may: ['core'] },
  { layer: 'app', may: ['core', 'git', 'github', 'config.ts', 'app'] },
  { layer: 'action', may: ['core', 'git', 'github', 'config.ts', 'app', 'action'] },
  { layer: 'mcp', may: ['core', 'git', 'config.ts', 'app', 'mcp'] },
  // The CLI starts the MCP server (`heartbeat-gate mcp`): the one entry that launches another.
  { layer: 'cli', may: ['core', 'git', 'github', 'config.ts', 'app', 'cli', 'mcp'] },
  { layer: 'index.ts', may: ['core', 'config.ts'] },
];

/** The Action reaches GitHub through src/app; only the entry builds the client (issue 14). */
const ACTION_GITHUB_ALLOWED = ['./octokit.ts'];

const zones = LAYERS.map(({ layer, may }) => ({
  target: `./src/${layer}`,
  from: './src',
  except: ['./errors.ts', ...may.map((folder) => `./${folder}`)],
  message: `src/${layer} may import only from ${may.map((m) => `src/${m}`).join(', ')} and src/errors.ts.`,
}));
zones.push({
  target: './src/action',
  from: './src/github',
  except: ACTION_GITHUB_ALLOWED,
  message: 'src/action reaches GitHub through src/app; only src/github/octokit.ts is built here.',
});

export default tseslint.config(
  { ignores: ['dist/', 'lib/', 'node_modules/', 'tools/', 'coverage/', '.cache/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The sources import `./x.js` for `./x.ts` (NodeNext); resolve as TypeScript does.
      'import-x/resolver-next': [
        createNodeResolver({
          extensionAlias: { '.js': ['.ts', '.js'] },
          extensions: ['.ts', '.js'],
        }),
      ],
    },
    // Import cycles are checked by scripts/check-cycles.ts (type-only edges count there).
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // One way to run git (src/git/git.ts): its API keeps a value from being read as an option.
    // Only the `cmd:` verifier (and its sandbox) starts another program.
    files: ['src/**/*.ts'],
    ignores: ['src/git/git.ts', 'src/app/verifiers/command.ts', 'src/app/sandbox.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:child_process', 'child_process'].map((name) => ({
            name,
            message: 'git runs through src/git/git.ts (runGit, gitText, spawnGit).',
          })),
        },
      ],
    },
  },
  {
    // The core is pure: every rule of the seeds is testable without a fake.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@actions/*', '@octokit/*'],
              message: 'src/core is pure: GitHub lives in src/github.',
            },
            { group: ['simple-git'], message: 'src/core is pure: git lives in src/git.' },
            {
              group: ['node:*', 'fs', 'fs/*', 'child_process', 'process', 'os', 'path'],
              message: 'src/core is pure: no I/O, no clock, no environment.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'src/core reads no environment.' },
        { name: 'performance', message: 'Time is a parameter (now) in src/core.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time is a parameter (now) in src/core.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
          message: 'Time is a parameter (now) in src/core: new Date() reads the clock.',
        },
        {
          selector: 'CallExpression[callee.name="Date"]',
          message: 'Time is a parameter (now) in src/core: Date() reads the clock.',
        },
      ],
    },
  },
);
