import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoRepository, removeDemoRepository } from '../../src/app/demo-week.js';
import { serializeLedger } from '../../src/core/ledger.js';
import type { LedgerEvent } from '../../src/core/model.js';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = `# Heartbeat

Keep main green.

## Tasks

- [ ] run_tests | Run the test suite | required | verify: check:ci
- [ ] update_changelog | Add merged PRs to CHANGELOG.md | optional | verify: file:CHANGELOG.md
`;

const verdict = (id: string, at: string): LedgerEvent => ({
  id,
  at,
  kind: 'verdict',
  taskId: 'run_tests',
  verdict: 'verified',
  groundTruthContradiction: false,
  required: true,
});

/** A repository holding `files`, and the sample contract unless the test brings its own. */
async function repo(files: Record<string, string>): Promise<string> {
  const dir = await sandbox.repo();
  const own = 'HEARTBEAT.md' in files || '.heartbeat/config.json' in files;
  await writeFiles(dir, own ? files : { 'HEARTBEAT.md': CONTRACT, ...files });
  return dir;
}

describe('heartbeat-gate lint: the contract', () => {
  it('passes a well-formed HEARTBEAT.md and says what it checked', async () => {
    const dir = await repo({ 'HEARTBEAT.md': CONTRACT });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result).toEqual({
      code: 0,
      stdout: 'heartbeat-gate lint: ok: HEARTBEAT.md (2 tasks), .heartbeat/ (no ledger yet)\n',
      stderr: '',
    });
  });

  it('reports a malformed task line with its line number and exits 1', async () => {
    const dir = await repo({
      'HEARTBEAT.md': `${CONTRACT}- [] deploy | Deploy | required\n`,
    });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^HEARTBEAT\.md:9: error: /m);
    expect(result.stderr).toContain('heartbeat-gate lint: 1 error; checked HEARTBEAT.md (2 tasks)');
  });

  it('lints the contract the configuration names', async () => {
    const dir = await repo({
      '.heartbeat/config.json': JSON.stringify({ contract: 'docs/AGENT.md' }),
      'docs/AGENT.md': '## Tasks\n\n- [ ] | no id\n',
    });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^docs\/AGENT\.md:3: error: /m);
  });

  it('warns, with the line, about each verify hint that selects no verifier, and still passes', async () => {
    const dir = await repo({
      'HEARTBEAT.md':
        `${CONTRACT}- [ ] inbox | Check the inbox | required | verify: email_count\n` +
        '- [ ] deploy | Deploy | optional\n',
    });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([
      "HEARTBEAT.md:9: warning: task `inbox`: verify hint 'email_count' selects no verifier; use evidence:<topic>, check:<name>, cmd:<command> or file:<path or glob> (otherwise the task is verified only by an accepted claim naming it, Heartbeat-Task: inbox; with none it is not_verified, -15, every cycle)",
      "HEARTBEAT.md:10: warning: task `deploy`: verify hint 'task_completed' selects no verifier; use evidence:<topic>, check:<name>, cmd:<command> or file:<path or glob> (otherwise the task is verified only by an accepted claim naming it, Heartbeat-Task: deploy; with none it is unclear, -2, every cycle)",
      'heartbeat-gate lint: ok: HEARTBEAT.md (4 tasks), .heartbeat/ (no ledger yet)',
      '',
    ]);
  });

  it('fails on a verify hint no verifier can judge, naming the hint meant, rather than warn every cycle', async () => {
    const dir = await repo({
      'HEARTBEAT.md':
        `${CONTRACT}- [ ] smoke | Smoke test | required | verify: cmd:\n` +
        '- [ ] docs | Write the docs | required | verify: fiel:docs/*.md\n' +
        '- [ ] ship | Ship it | required | verify: evidence:verify.pass\n',
    });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').slice(0, 3)).toEqual([
      'HEARTBEAT.md:9: error: task `smoke`: verify hint `cmd:` names nothing (expected cmd:<command>)',
      'HEARTBEAT.md:10: error: task `docs`: unknown verify hint kind `fiel:`; did you mean file:?',
      'HEARTBEAT.md:11: error: task `ship`: verify hint `evidence:verify.pass`: unknown topic verify.pass; did you mean verify.passed?',
    ]);
  });
});

describe('heartbeat-gate lint: state files', () => {
  it('rejects a score.json that does not parse, naming the file and field', async () => {
    const dir = await repo({ '.heartbeat/score.json': JSON.stringify({ today: {} }) });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^\.heartbeat\/score\.json: field today\.\w+: /m);
  });

  it('rejects a ledger line that is not an event, with its line number', async () => {
    const good = serializeLedger([verdict('v1', '2026-03-02T10:00:00Z')]);
    const dir = await repo({
      '.heartbeat/ledger/2026-03.jsonl': `${good}{"id":"v2","kind":"verdict"}\n`,
    });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('.heartbeat/ledger/2026-03.jsonl: line 2: ');
  });

  it('rejects a ledger segment whose lines were reordered by hand', async () => {
    const events = [verdict('v1', '2026-03-02T10:00:00Z'), verdict('v2', '2026-03-03T10:00:00Z')];
    const lines = serializeLedger(events).trimEnd().split('\n').reverse();
    const dir = await repo({ '.heartbeat/ledger/2026-03.jsonl': `${lines.join('\n')}\n` });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '.heartbeat/ledger/2026-03.jsonl:1: error: not the canonical ledger',
    );
  });
});

/** A repository whose state was written by heartbeat-gate itself: cycles and verdicts over two months. */
async function recordedRepo(): Promise<string> {
  const dir = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
  const steps = [
    ['cycle', '--now', '2026-03-30T09:00:00Z'],
    ['verdict', 'run_tests', 'verified', '--now', '2026-03-30T09:05:00Z'],
    ['cycle', '--force', '--now', '2026-04-01T09:00:00Z'],
    ['verdict', 'run_tests', 'not_verified', '--now', '2026-04-01T09:05:00Z'],
  ];
  for (const argv of steps) {
    const step = await runCli(argv, { cwd: dir });
    expect(step.code, step.stderr).toBe(0);
  }
  return dir;
}

describe("heartbeat-gate lint: state on a branch of its own (init's layout)", () => {
  /** A repository whose state lives on `heartbeat-state`, with a cycle and a 👎 recorded there. */
  async function stateBranchRepo(): Promise<string> {
    const dir = await repo({
      'HEARTBEAT.md': CONTRACT,
      '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat-state' }),
    });
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-qm', 'set up heartbeat-gate');
    for (const argv of [
      ['cycle', '--now', '2026-03-01T09:00:00Z'],
      ['feedback', 'down', '--now', '2026-03-01T09:05:00Z'],
    ]) {
      const step = await runCli(argv, { cwd: dir });
      expect(step.code, step.stderr).toBe(0);
    }
    return dir;
  }

  it('reads the state branch from the working branch, and names it', async () => {
    const dir = await stateBranchRepo();
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      'heartbeat-gate lint: ok: HEARTBEAT.md (2 tasks), .heartbeat/ on heartbeat-state (2 ledger events)\n',
    );
  });

  it('reports a hand edit committed on the state branch, from the working branch', async () => {
    const dir = await stateBranchRepo();
    const main = await git(dir, 'rev-parse', '--abbrev-ref', 'HEAD');
    await git(dir, 'checkout', '-q', 'heartbeat-state');
    const file = join(dir, '.heartbeat/score.json');
    const score = JSON.parse(readFileSync(file, 'utf8')) as { today: { score: number } };
    score.today.score = 95;
    writeFileSync(file, `${JSON.stringify(score, null, 2)}\n`);
    await git(dir, 'commit', '-qam', 'tidy');
    await git(dir, 'checkout', '-q', main);

    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '.heartbeat/score.json: error: edited by hand: today.score is 95',
    );
  });
});

describe('heartbeat-gate lint: state equals a replay of the ledger', () => {
  it('accepts the state heartbeat-gate wrote', async () => {
    const dir = await recordedRepo();
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      'heartbeat-gate lint: ok: HEARTBEAT.md (2 tasks), .heartbeat/ (4 ledger events)\n',
    );
  });

  it('rejects a score.json edited by hand, saying which field and what the ledger gives', async () => {
    const dir = await recordedRepo();
    const file = join(dir, '.heartbeat/score.json');
    const score = JSON.parse(readFileSync(file, 'utf8')) as { today: { score: number } };
    expect(score.today.score).toBe(-15);
    score.today.score = 40;
    writeFileSync(file, `${JSON.stringify(score, null, 2)}\n`);
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '.heartbeat/score.json: error: edited by hand: today.score is 40, the ledger gives -15',
    );
  });

  it('rejects a missing or invented checkpoint and a reformatted progress.json', async () => {
    const dir = await recordedRepo();
    const checkpoints = join(dir, '.heartbeat/checkpoints');
    writeFileSync(
      join(checkpoints, '2026-03.json'),
      readFileSync(join(checkpoints, '2026-04.json'), 'utf8'),
    );
    rmSync(join(checkpoints, '2026-04.json'));
    const progress = join(dir, '.heartbeat/progress.json');
    writeFileSync(progress, JSON.stringify(JSON.parse(readFileSync(progress, 'utf8'))));
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '.heartbeat/checkpoints/2026-04.json: error: missing: replaying the ledger gives this file',
    );
    expect(result.stderr).toContain(
      '.heartbeat/checkpoints/2026-03.json: error: not derived from the ledger',
    );
    expect(result.stderr).toContain('.heartbeat/progress.json: error: not in canonical form');
  });

  it('rejects derived files when the ledger is gone', async () => {
    const dir = await recordedRepo();
    rmSync(join(dir, '.heartbeat/ledger'), { recursive: true });
    rmSync(join(dir, '.heartbeat/checkpoints'), { recursive: true });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      '.heartbeat/score.json: error: not derived from the ledger: replaying it gives no such file',
    );
  });
});

describe('heartbeat-gate lint [files...]', () => {
  it('runs only the checks the named files call for, ignoring other paths', async () => {
    const dir = await repo({
      'HEARTBEAT.md': '## Tasks\n\n- [ ] | broken\n',
      '.heartbeat/score.json': '{',
      'README.md': 'hello\n',
    });
    expect(await runCli(['lint', 'README.md', 'src/index.ts'], { cwd: dir })).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    const contractOnly = await runCli(['lint', '--', 'HEARTBEAT.md', 'README.md'], { cwd: dir });
    expect(contractOnly.code).toBe(1);
    expect(contractOnly.stderr).toContain('HEARTBEAT.md:3: error:');
    expect(contractOnly.stderr).not.toContain('score.json');
    const stateOnly = await runCli(['lint', '.heartbeat/score.json'], { cwd: dir });
    expect(stateOnly.code).toBe(1);
    expect(stateOnly.stderr).toContain('.heartbeat/score.json: not valid JSON');
    expect(stateOnly.stderr).not.toContain('HEARTBEAT.md');
  });

  it('skips a contract that a commit deletes', async () => {
    const dir = await repo({});
    expect((await runCli(['lint', 'HEARTBEAT.md'], { cwd: dir })).code).toBe(0);
  });

  it('prints a JSON report with --json', async () => {
    const dir = await repo({ 'HEARTBEAT.md': '## Tasks\n\n- [ ] | broken\n' });
    const result = await runCli(['lint', '--json'], { cwd: dir });
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      ok: boolean;
      findings: { file: string; line: number; severity: string }[];
    };
    expect(report.ok).toBe(false);
    expect(report.findings).toMatchObject([{ file: 'HEARTBEAT.md', line: 3, severity: 'error' }]);
  });

  it('exits 2 when the configuration itself is bad', async () => {
    const dir = await repo({ '.heartbeat/config.json': '{"stateDir": 3}' });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('.heartbeat/config.json: stateDir:');
  });
});

describe('heartbeat-gate lint: where it runs', () => {
  it('fails with exit 2 naming the configured contract when it is missing', async () => {
    const dir = await sandbox.repo();
    await writeFiles(dir, { '.heartbeat/config.json': JSON.stringify({ contract: 'AGENT.md' }) });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^heartbeat-gate lint: AGENT\.md: the contract file does not exist/,
    );
  });

  it('fails with exit 2 outside a git repository', async () => {
    const dir = await sandbox.dir('hg-lint-nogit-');
    await writeFiles(dir, { 'HEARTBEAT.md': CONTRACT });
    const result = await runCli(['lint'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`heartbeat-gate lint: ${dir}: not inside a git repository\n`);
  });

  it('from a subdirectory lints the repository root', async () => {
    const dir = await repo({ 'HEARTBEAT.md': CONTRACT, 'src/app/index.ts': 'export {};\n' });
    const result = await runCli(['lint'], { cwd: join(dir, 'src/app') });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('ok: HEARTBEAT.md (2 tasks)');
  });

  it('--staged reads the contract from the index, not the working copy', async () => {
    const dir = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    await writeFiles(dir, { 'HEARTBEAT.md': `${CONTRACT}- [] deploy | Deploy | required\n` });
    await git(dir, 'add', 'HEARTBEAT.md');
    await writeFiles(dir, { 'HEARTBEAT.md': CONTRACT });
    expect((await runCli(['lint', 'HEARTBEAT.md'], { cwd: dir })).code).toBe(0);
    const staged = await runCli(['lint', '--staged', 'HEARTBEAT.md'], { cwd: dir });
    expect(staged.code).toBe(1);
    expect(staged.stderr).toMatch(/^HEARTBEAT\.md:9: error: /m);
  });

  it('--staged without files lints the paths the index changes, as staged, and is quiet on others', async () => {
    // The pre-commit framework's hook at commit-msg: it is handed no files.
    const dir = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    await writeFiles(dir, { 'widget.txt': 'widget\n' });
    await git(dir, 'add', 'widget.txt');
    const other = await runCli(['lint', '--staged'], { cwd: dir });
    expect(other).toMatchObject({ code: 0, stdout: '', stderr: '' });
    await writeFiles(dir, { 'HEARTBEAT.md': `${CONTRACT}- [] deploy | Deploy | required\n` });
    await git(dir, 'add', 'HEARTBEAT.md');
    await writeFiles(dir, { 'HEARTBEAT.md': CONTRACT });
    const staged = await runCli(['lint', '--staged'], { cwd: dir });
    expect(staged.code).toBe(1);
    expect(staged.stderr).toMatch(/^HEARTBEAT\.md:9: error: /m);
  });
});

describe('heartbeat-gate lint: a repository with a team', () => {
  const TEAM = JSON.stringify({
    team: { coder: { logins: ['coder-bot'] }, reviewer: { logins: ['reviewer-bot'] } },
  });
  const CODER = '.heartbeat/agents/coder/HEARTBEAT.md';
  const REVIEWER = '.heartbeat/agents/reviewer/HEARTBEAT.md';

  /** Code and each agent's contract committed, then a cycle and a verdict for the coder. */
  async function teamRepo(): Promise<string> {
    const dir = await sandbox.repo({
      '.heartbeat/config.json': TEAM,
      [CODER]: CONTRACT,
      [REVIEWER]: CONTRACT,
      'src/widget.ts': 'export {};\n',
    });
    for (const argv of [
      ['cycle', '--agent', 'coder', '--now', '2026-03-02T09:00:00Z'],
      ['verdict', 'run_tests', 'verified', '--agent', 'coder', '--now', '2026-03-02T09:10:00Z'],
    ]) {
      const step = await runCli(argv, { cwd: dir });
      expect(step.code, step.stderr).toBe(0);
    }
    return dir;
  }

  it("checks each agent's contract and state folder, not a root HEARTBEAT.md", async () => {
    const dir = await teamRepo();
    const result = await runCli(['lint'], { cwd: dir });
    expect(result).toEqual({
      code: 0,
      stdout: `heartbeat-gate lint: ok: ${CODER} (2 tasks), ${REVIEWER} (2 tasks), .heartbeat/ (2 ledger events)\n`,
      stderr: '',
    });
  });

  it("fails on a broken agent contract naming its line, and on a missing one naming the agent's field", async () => {
    const dir = await teamRepo();
    await writeFiles(dir, { [REVIEWER]: `${CONTRACT}- [] deploy | Deploy | required\n` });
    const broken = await runCli(['lint'], { cwd: dir });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^\.heartbeat\/agents\/reviewer\/HEARTBEAT\.md:9: error: /m);

    rmSync(join(dir, REVIEWER));
    const missing = await runCli(['lint'], { cwd: dir });
    expect(missing).toEqual({
      code: 2,
      stdout: '',
      stderr: `heartbeat-gate lint: ${REVIEWER}: the contract file does not exist (run 'heartbeat-gate init', or set "team.reviewer.contract" in .heartbeat/config.json)\n`,
    });
  });

  it("the pre-commit hook's lint --staged passes an agent's edited contract and rejects a broken one", async () => {
    const dir = await teamRepo();
    await writeFiles(dir, {
      [CODER]: CONTRACT.replace('Keep main green.', 'Keep main green, always.'),
    });
    await git(dir, 'add', CODER);
    const edited = await runCli(['lint', '--staged', '--', CODER], { cwd: dir });
    expect(edited).toEqual({
      code: 0,
      // A team's contract sits in its agent's state folder: that state is checked too.
      stdout: `heartbeat-gate lint: ok: ${CODER} (2 tasks), .heartbeat/ (2 ledger events)\n`,
      stderr: '',
    });
    await writeFiles(dir, { [CODER]: `${CONTRACT}- [] deploy | Deploy | required\n` });
    await git(dir, 'add', CODER);
    const broken = await runCli(['lint', '--staged', '--', CODER], { cwd: dir });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^\.heartbeat\/agents\/coder\/HEARTBEAT\.md:9: error: /m);
  });

  it("the demo's team repository lints clean before and after a code file is committed", async () => {
    const dir = await createDemoRepository({ team: true });
    try {
      for (const agent of ['coder', 'reviewer']) {
        const cycle = await runCli(['cycle', '--agent', agent, '--now', '2026-03-02T09:00:00Z'], {
          cwd: dir,
        });
        expect(cycle.code, cycle.stderr).toBe(0);
      }
      const ok = `heartbeat-gate lint: ok: ${CODER} (4 tasks), ${REVIEWER} (2 tasks), .heartbeat/ (2 ledger events)\n`;
      expect(await runCli(['lint'], { cwd: dir })).toEqual({ code: 0, stdout: ok, stderr: '' });
      await writeFiles(dir, { 'README.md': '# widgets\n' });
      await git(dir, 'add', 'README.md');
      await git(dir, 'commit', '-qm', 'Add a README');
      expect(await runCli(['lint'], { cwd: dir })).toEqual({ code: 0, stdout: ok, stderr: '' });
    } finally {
      await removeDemoRepository(dir);
    }
  });
});

describe('heartbeat-gate lint --explain: which verifier each task gets (issue 15)', () => {
  const contract = `## Tasks

- [ ] run_tests | Run the test suite | required | verify: check:CI / test
- [ ] smoke | Smoke test | required | verify: cmd:npm run smoke
- [ ] ship | Ship the widget | required | verify: evidence:build.done
- [ ] changelog | Update the changelog | optional | verify: file:CHANGELOG.md
- [ ] inbox | Answer the mail | required
`;

  it('prints one line per task: its verifier and what makes it verified', async () => {
    const dir = await repo({ 'HEARTBEAT.md': contract });
    const result = await runCli(['lint', '--explain', 'HEARTBEAT.md'], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n').filter((l) => l.includes('; verified when '))).toEqual([
      'HEARTBEAT.md:3: run_tests: check (check:CI / test); verified when that check run / commit status succeeded on the branch head (and the claimed commit)',
      'HEARTBEAT.md:4: smoke: cmd (cmd:npm run smoke); verified when exit 0 (run in the repository, commandTimeoutSeconds)',
      'HEARTBEAT.md:5: ship: evidence (evidence:build.done); verified when an accepted claim of the topic since the last cycle',
      "HEARTBEAT.md:6: changelog: file (file:CHANGELOG.md); verified when the path changed in the cycle's commits",
      'HEARTBEAT.md:7: inbox: claims naming the task; verified when an accepted gated claim names it (Heartbeat-Task: inbox)',
    ]);
  });

  it('--json always holds the same, as "tasks"', async () => {
    const dir = await repo({ 'HEARTBEAT.md': contract });
    const result = await runCli(['lint', '--json', 'HEARTBEAT.md'], { cwd: dir });
    const report = JSON.parse(result.stdout) as { tasks: unknown[] };
    expect(report.tasks).toHaveLength(5);
    expect(report.tasks[4]).toEqual({
      file: 'HEARTBEAT.md',
      line: 7,
      taskId: 'inbox',
      verifier: 'claims naming the task',
      verifiedWhen: 'an accepted gated claim names it (Heartbeat-Task: inbox)',
    });
  });

  it('without --explain the text report stays as it was', async () => {
    const dir = await repo({ 'HEARTBEAT.md': contract });
    const result = await runCli(['lint', 'HEARTBEAT.md'], { cwd: dir });
    expect(result.stdout).not.toContain('verified when');
  });
});
