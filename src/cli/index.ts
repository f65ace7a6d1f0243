#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin: async () => readFileSync(0, 'utf8'),
  cwd: process.cwd(),
  env: process.env,
});
