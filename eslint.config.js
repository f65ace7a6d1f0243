// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
            {
              group: ['../git/*', '../github/*', '../action/*', '../cli/*'],
              message: 'src/core depends on nothing outside it.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'src/core reads no environment.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time is a parameter (now) in src/core.' },
      ],
    },
  },
);
