/**
 * A long heartbeat history without running 10,000 cycles: cycle commits (the real
 * formatCycleMessage text) written with one `git fast-import` stream, every 10th followed by an
 * ordinary commit, 15 minutes apart. Used by the `log` scale test and the audit benchmark.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formatCycleMessage } from '../../src/core/cycle.js';
const exec = promisify(execFile);
/** Seconds since the epoch of the history's start (cycle n is committed at START + n·900). */
export const HISTORY_START = Date.parse('2026-01-01T00:00:00Z') / 1000;
/** Cycle n of the synthetic history. */
export const syntheticCycle = (n) => ({
    cycle: n,
    score: (n * 7) % 130,
    target: 50 + (n % 40),
    tier: 'good',
    delta: n % 2 === 0 ? 10 : -15,
    intervalMinutes: 17,
    verdicts: [
        { taskId: 'run_tests', verdict: 'verified', contradiction: false },
        {
            taskId: `task_${n % 5}`,
            verdict: n % 2 === 0 ? 'verified' : 'not_verified',
            contradiction: n % 97 === 0,
        },
    ],
});
/** Writes `count` cycle commits onto `main` of the repository at `dir` and checks it out. */
export async function writeCycleHistory(dir, count) {
    const chunks = [];
    let mark = 0;
    for (let n = 1; n <= count; n++) {
        const message = Buffer.from(formatCycleMessage(syntheticCycle(n)));
        const when = HISTORY_START + n * 900;
        chunks.push(`commit refs/heads/main\nmark :${++mark}\ncommitter Cycle Bot <bot@example.com> ${when} +0000\n` +
            `data ${message.length}\n${message.toString()}\n` +
            (mark > 1 ? `from :${mark - 1}\n` : '') +
            '\n');
        if (n % 10 === 0) {
            const other = 'chore: an ordinary commit\n';
            chunks.push(`commit refs/heads/main\nmark :${++mark}\ncommitter A Human <human@example.com> ${when + 1} +0000\n` +
                `data ${other.length}\n${other}\nfrom :${mark - 1}\n\n`);
        }
    }
    const stream = join(dir, '.git', 'import.stream');
    await writeFile(stream, chunks.join(''));
    await exec('sh', ['-c', `git fast-import --quiet < "${stream}"`], { cwd: dir });
    await exec('git', ['reset', '-q', '--hard', 'main'], { cwd: dir });
}
