/**
 * Audit: `heartbeat-gate log --json` over 10,000 cycle commits against `git log --format=%H` of
 * the same history (the least any reader of that history must pay).
 */
import { resolve } from 'node:path';
import { writeCycleHistory } from '../test/helpers/cycle-history.js';
import { GitSandbox } from '../test/helpers/git.js';
import { compareCommands, ratioRow, type BenchRow } from './measure.js';

const COMMITS = 10_000;

export async function measure(): Promise<BenchRow[]> {
  const sandbox = new GitSandbox();
  try {
    const dir = await sandbox.repo();
    await writeCycleHistory(dir, COMMITS);
    const cli = resolve('dist/cli/index.js');
    const [logMs, gitLogMs] = await compareCommands(
      [
        { file: process.execPath, args: [cli, 'log', '--json'], options: { cwd: dir } },
        { file: 'git', args: ['log', '--format=%H'], options: { cwd: dir } },
      ],
      9,
    );
    return [
      ratioRow({
        name: `audit log (${COMMITS.toLocaleString('en')} cycle commits)`,
        subject: 'heartbeat-gate log --json',
        peer: 'git log --format=%H',
        subjectValue: logMs!,
        peerValue: gitLogMs!,
        goal: { maxRatio: 2, text: '≤ 2x' },
      }),
    ];
  } finally {
    await sandbox.cleanup();
  }
}
