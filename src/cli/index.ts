#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { drainedOf } from './drain.js';
import { discardEarlyLog, startEarlyLog } from './log-early.js';
import { main } from './main.js';

const argv = process.argv.slice(2);
if (argv[0] === 'log') {
  // `log` is short-lived and its hot parser is small: V8's optimising compiler spent more CPU
  // compiling it than it saved, and its compile zones were 8 of the 60 MiB `log` may use
  // (docs/benchmarks.md). Set before any function is hot; the interpreter and baseline code run it.
  setFlagsFromString('--no-turbofan');
  // `log` is as fast as git lets it be only if git walks the history while node loads the command.
  startEarlyLog(argv.slice(1), process.cwd());
}

// A reader that leaves early (`| head -1`) must not abort a command half-way through its work
// (init's remaining files, a state commit): the output is lost, the work and exit code are not.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

process.exitCode = await main(argv, {
  stdout: {
    write: (text: string) => process.stdout.write(text),
    drained: drainedOf(process.stdout),
  },
  stderr: process.stderr,
  readStdin: async () => readFileSync(0, 'utf8'),
  cwd: process.cwd(),
  env: process.env,
});
discardEarlyLog();
