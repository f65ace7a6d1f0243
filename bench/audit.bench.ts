/**
 * Audit: `heartbeat-gate log --json` over 10,000 cycle commits against `git log --format=%H` of
 * the same history (the least any reader of that history must pay). Two more peers run in the
 * same rounds to show where a gap comes from: the `git log` that `log` itself runs (full messages),
 * and a bare `node -e 0`. Then `log`'s peak memory on 10,000 commits against 1,000 (flat in the
 * history's length, under the issue's 60 MiB), with a bare node's as the floor.
 */
import { resolve } from 'node:path';
import { writeCycleHistory } from '../test/helpers/cycle-history.js';
import { GitSandbox } from '../test/helpers/git.js';
import { compareCommands, comparePeakMemory, ratioRow, type BenchRow } from './measure.js';

const COMMITS = 10_000;
const FEWER = 1_000;

export async function measure(): Promise<BenchRow[]> {
  const sandbox = new GitSandbox();
  try {
    const dir = await sandbox.repo();
    await writeCycleHistory(dir, COMMITS);
    // The same command on one cycle commit: what `log` costs before any history is read.
    const small = await sandbox.repo();
    await writeCycleHistory(small, 1);
    const fewer = await sandbox.repo();
    await writeCycleHistory(fewer, FEWER);
    const cli = resolve('dist/cli/index.js');
    const options = { cwd: dir };
    const [logMs, gitLogMs, gitMessagesMs, nodeMs, fixedMs] = await compareCommands(
      [
        { file: process.execPath, args: [cli, 'log', '--json'], options },
        { file: 'git', args: ['log', '--format=%H'], options },
        // What `log` asks git for (src/git/repo.ts): every cycle commit's full message.
        {
          file: 'git',
          args: [
            'log',
            '-z',
            '--format=%H%x1f%cI%x1f%an%x1f%ae%x1f%B',
            '--grep=^heartbeat: cycle ',
            'HEAD',
            '--',
          ],
          options,
        },
        { file: process.execPath, args: ['-e', '0'], options },
        { file: process.execPath, args: [cli, 'log', '--json'], options: { cwd: small } },
      ],
      9,
    );
    const [peakMiB, fewerPeakMiB, nodePeakMiB] = await comparePeakMemory(
      [
        { file: process.execPath, args: [cli, 'log', '--json'], options },
        { file: process.execPath, args: [cli, 'log', '--json'], options: { cwd: fewer } },
        { file: process.execPath, args: ['-e', '0'], options },
      ],
      5,
    );
    const floor = (gitMessagesMs! + nodeMs!) / gitLogMs!;
    const perHistory = logMs! - fixedMs!;
    return [
      ratioRow({
        name: `audit log (${COMMITS.toLocaleString('en')} cycle commits)`,
        subject: 'heartbeat-gate log --json',
        peer: 'git log --format=%H',
        subjectValue: logMs!,
        peerValue: gitLogMs!,
        goal: { maxRatio: 2, text: '≤ 2x' },
        note:
          `\`log\` needs every message, not only the hashes: the git log it runs takes ` +
          `${(gitMessagesMs! / gitLogMs!).toFixed(2)}x \`git log --format=%H\` alone, and starting node ` +
          `${(nodeMs! / gitLogMs!).toFixed(2)}x more, so running both one after the other costs ` +
          `${floor.toFixed(2)}x before a message is read. \`log\` on a one-commit history (node, the CLI ` +
          `and its git calls, git started before the command loads) takes ${fixedMs!.toFixed(0)} ms, ` +
          `${(fixedMs! / gitLogMs!).toFixed(2)}x; the ` +
          `other ${perHistory.toFixed(0)} ms are the history: git writing 10,000 messages (4 MB) into a ` +
          `pipe, and node reading, checking and printing them as JSON while git runs.`,
      }),
      ratioRow({
        name: `audit log peak memory (${COMMITS.toLocaleString('en')} cycle commits)`,
        subject: `heartbeat-gate log --json (${COMMITS.toLocaleString('en')})`,
        peer: `the same on ${FEWER.toLocaleString('en')} cycle commits`,
        subjectValue: peakMiB!,
        peerValue: fewerPeakMiB!,
        unit: 'MiB',
        goal: { maxValue: 60, maxExcess: 8, text: '≤ 60 MiB, ≤ +8 MiB' },
        note:
          `Peak resident memory of the \`log\` process itself (median of 5). A bare \`node -e 0\` ` +
          `peaks at ${nodePeakMiB!.toFixed(1)} MiB; the rest is the CLI (61 KB of code, no zod), the ` +
          `JIT compiling the hot parser, and the buffers of git's pipe and of stdout.`,
      }),
      ratioRow({
        name: 'audit: the git log `log` runs',
        subject: 'git log -z --format=…%B --grep',
        peer: 'git log --format=%H',
        subjectValue: gitMessagesMs!,
        peerValue: gitLogMs!,
      }),
      ratioRow({
        name: 'audit: log on one cycle commit',
        subject: 'heartbeat-gate log --json',
        peer: 'git log --format=%H (10,000 commits)',
        subjectValue: fixedMs!,
        peerValue: gitLogMs!,
      }),
      ratioRow({
        name: 'audit: node start',
        subject: 'node -e 0',
        peer: 'git log --format=%H',
        subjectValue: nodeMs!,
        peerValue: gitLogMs!,
      }),
    ];
  } finally {
    await sandbox.cleanup();
  }
}
