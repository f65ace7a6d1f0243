/**
 * The commit-msg hook's start-up cost, for `npm run bench`: runs bench/hook-latency.mjs (plain
 * node, also runnable on its own) and reports its two ratios against their goals.
 */
import { execFileSync } from 'node:child_process';
export async function measure() {
    const report = JSON.parse(execFileSync(process.execPath, ['bench/hook-latency.mjs', '--json'], { encoding: 'utf8' }));
    const ms = (name) => report.stats[name]?.median ?? Number.NaN;
    const subject = 'heartbeat-gate check-commit';
    return [
        {
            name: 'commit-msg hook vs bare node',
            subject,
            peer: 'node -e 0',
            subjectValue: ms(subject),
            peerValue: ms('node -e 0'),
            unit: 'ms',
            ratio: report.ratios.vsNode,
            goal: { maxRatio: report.goals.vsNode, text: `≤ ${report.goals.vsNode}x` },
        },
        {
            name: 'commit-msg hook vs commitlint',
            subject,
            peer: 'commitlint --edit (config-conventional)',
            subjectValue: ms(subject),
            peerValue: ms('commitlint --edit'),
            unit: 'ms',
            ratio: report.ratios.vsCommitlint,
            goal: { maxRatio: report.goals.vsCommitlint, text: `≤ ${report.goals.vsCommitlint}x` },
        },
    ];
}
