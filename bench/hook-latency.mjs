#!/usr/bin/env node
/* global console, process */
// The commit-msg hook's cost on every commit: `heartbeat-gate check-commit` on a typical agent
// commit message, side by side with its peers measured in the same run — bare `node -e 0` (the
// floor any Node hook pays) and `commitlint --edit` with config-conventional (the usual
// commit-msg hook). Runs are interleaved round by round so load on the machine hits all alike.
// Goal: check-commit ≤ 1.5x bare node and ≤ 0.25x commitlint (ratios of medians).
//
// usage: node bench/hook-latency.mjs [--rounds N] [--json]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '40' }, json: { type: 'boolean' } },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 3) throw new Error('--rounds: expected an integer ≥ 3');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const cli = join(root, 'dist/cli/index.js');
const commitlint = require.resolve('@commitlint/cli/cli.js');
const conventional = require.resolve('@commitlint/config-conventional');

const dir = mkdtempSync(join(tmpdir(), 'hg-bench-hooks-'));
// A repository, as a hook runs in one (commitlint looks for the git root).
spawnSync('git', ['init', '-q', dir]);
const message = join(dir, 'COMMIT_EDITMSG');
// A typical agent commit: conventional subject, a body, evidence and sign-off trailers, and the
// comment lines git's editor template leaves in the file the hook reads.
writeFileSync(
  message,
  `feat(parser): accept continuation lines in evidence trailers

Multi-line Build-Done payloads now parse as git folds them, so an agent can
list one check per line. Adds table tests from seed 002.

Build-Done: tests: pass, lint: pass, typecheck: pass, audit: pass,
  coverage: pass, complexity: 6, duplication: pass
Heartbeat-Task: run_tests
Signed-off-by: Agent <agent@example.com>
# Please enter the commit message for your changes. Lines starting
# with '#' will be ignored, and an empty message aborts the commit.
`,
);
const config = join(dir, 'commitlint.config.mjs');
writeFileSync(config, `export default { extends: [${JSON.stringify(conventional)}] };\n`);

const contenders = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'heartbeat-gate check-commit', args: [cli, 'check-commit', message] },
  { name: 'commitlint --edit', args: [commitlint, '--config', config, '--edit', message] },
];

function runOnce({ args, name }) {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (run.status !== 0) {
    throw new Error(`${name} exited ${run.status}: ${run.stderr || run.stdout}`);
  }
  return ms;
}

const samples = new Map(contenders.map(({ name }) => [name, []]));
try {
  for (let warm = 0; warm < 3; warm++) contenders.forEach(runOnce);
  for (let round = 0; round < rounds; round++) {
    // Rotate the order each round so no contender always runs first (or last).
    for (let i = 0; i < contenders.length; i++) {
      const contender = contenders[(round + i) % contenders.length];
      samples.get(contender.name).push(runOnce(contender));
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const stats = Object.fromEntries(
  [...samples].map(([name, values]) => [
    name,
    { median: quantile(values, 0.5), p10: quantile(values, 0.1), p90: quantile(values, 0.9) },
  ]),
);
const hook = stats['heartbeat-gate check-commit'].median;
const ratios = {
  vsNode: hook / stats['node -e 0'].median,
  vsCommitlint: hook / stats['commitlint --edit'].median,
};
const goals = { vsNode: 1.5, vsCommitlint: 0.25 };
const met = {
  vsNode: ratios.vsNode <= goals.vsNode,
  vsCommitlint: ratios.vsCommitlint <= goals.vsCommitlint,
};

if (values.json) {
  console.log(
    JSON.stringify(
      { bench: 'hook-latency', node: process.version, rounds, stats, ratios, goals, met },
      null,
      2,
    ),
  );
} else {
  const fmt = (ms) => `${ms.toFixed(1).padStart(7)} ms`;
  console.log(`hook latency — ${rounds} interleaved rounds, node ${process.version}`);
  console.log(
    `${'command'.padEnd(30)} ${'median'.padStart(10)} ${'p10'.padStart(10)} ${'p90'.padStart(10)}`,
  );
  for (const [name, s] of Object.entries(stats)) {
    console.log(`${name.padEnd(30)} ${fmt(s.median)} ${fmt(s.p10)} ${fmt(s.p90)}`);
  }
  console.log(
    `check-commit / node -e 0:      ${ratios.vsNode.toFixed(2)}x (goal ≤ ${goals.vsNode}x: ${met.vsNode ? 'met' : 'MISSED'})`,
  );
  console.log(
    `check-commit / commitlint:     ${ratios.vsCommitlint.toFixed(2)}x (goal ≤ ${goals.vsCommitlint}x: ${met.vsCommitlint ? 'met' : 'MISSED'})`,
  );
}
