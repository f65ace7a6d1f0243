#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { main } from './main.js';
// A reader that leaves early (`| head -1`) must not abort a command half-way through its work
// (init's remaining files, a state commit): the output is lost, the work and exit code are not.
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
    });
}
process.exitCode = await main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    readStdin: async () => readFileSync(0, 'utf8'),
    cwd: process.cwd(),
    env: process.env,
});
