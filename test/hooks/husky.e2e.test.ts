import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { git, gitResult, tempRepo } from '../helpers/hooks-git.js';

// A user's repository set up as the README says: heartbeat-gate installed (its bin in
// node_modules/.bin, here a link to the bundled CLI), `heartbeat-gate init`, then `npx husky`.
// Every commit below is a real `git commit` through the installed hooks.
const root = resolve('.');
const cli = join(root, 'dist/cli/index.js');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((remove) => remove()));

/**
 * `stateBeside`: the user set `stateBranch` to the working branch (init writes `heartbeat-state`),
 * so the gate's state commits land beside the code and its hooks guard them there.
 */
function userRepo(options: { stateBeside?: boolean } = {}): string {
  const { dir, remove } = tempRepo('hg-husky-');
  cleanups.push(remove);
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  symlinkSync(cli, join(dir, 'node_modules/.bin/heartbeat-gate'));
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\n');
  const init = execFileSync(process.execPath, [cli, 'init'], { cwd: dir, encoding: 'utf8' });
  expect(init).toContain('wrote     .husky/commit-msg');
  const configPath = join(dir, '.heartbeat/config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
  expect(config.stateBranch).toBe('heartbeat-state');
  if (options.stateBeside) {
    writeFileSync(configPath, `${JSON.stringify({ ...config, stateBranch: 'main' }, null, 2)}\n`);
  }
  execFileSync(process.execPath, [join(root, 'node_modules/husky/bin.js')], { cwd: dir });
  git(dir, ['add', '-A']);
  const first = gitResult(dir, ['commit', '-q', '-m', 'Set up heartbeat-gate']);
  expect(first.stderr).toContain('heartbeat-gate lint: ok: HEARTBEAT.md');
  expect(first.status).toBe(0);
  return dir;
}

function stage(dir: string, path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
  git(dir, ['add', path]);
}

/** The output docs/hooks.md shows under the `$ <command>` line of a text block. */
function readmeOutput(command: string): string {
  const readme = readFileSync('docs/hooks.md', 'utf8');
  const section = readme.slice(
    readme.indexOf('<!-- section: hooks -->'),
    readme.indexOf('<!-- /section: hooks -->'),
  );
  const start = section.indexOf(`$ ${command}\n`);
  expect(start, `README shows $ ${command}`).toBeGreaterThan(-1);
  const output = section.slice(start + command.length + 3);
  return output.slice(0, output.indexOf('```')).trimEnd();
}

const commits = (dir: string) => git(dir, ['log', '--format=%s']).trim().split('\n');

describe('husky hooks written by heartbeat-gate init', () => {
  it('reject a commit whose Build-Done evidence fails, naming the failing dimensions', () => {
    const dir = userRepo();
    stage(dir, 'src/widget.js', 'export {};\n');
    const commit = gitResult(dir, [
      'commit',
      '-q',
      '-m',
      'Add the widget',
      '-m',
      'Build-Done: tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: fail, complexity: 14, duplication: pass',
    ]);
    expect(commit.status).toBe(1);
    expect(commit.stderr).toContain('Build-Done: build.done → build.blocked');
    expect(commit.stderr).toContain(
      'build.blocked: evidence failing: coverage, complexity (coverage is',
    );
    // The README shows this very commit: its output must be what git really prints.
    expect(commit.stderr.trimEnd()).toBe(
      readmeOutput(
        'git commit -m "Add the widget" -m "Build-Done: tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: fail, complexity: 14, duplication: pass"',
      ),
    );
    expect(commits(dir)).toEqual(['Set up heartbeat-gate']);
  });

  it('commit a passing Build-Done and a commit without trailers', () => {
    const dir = userRepo();
    stage(dir, 'src/widget.js', 'export {};\n');
    const passing = gitResult(dir, [
      'commit',
      '-q',
      '-m',
      'Add the widget',
      '-m',
      'Build-Done: tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 4, duplication: pass',
    ]);
    expect(passing.status).toBe(0);
    stage(dir, 'src/widget.js', 'export const widget = 1;\n');
    expect(gitResult(dir, ['commit', '-q', '-m', 'Give the widget a value']).status).toBe(0);
    expect(commits(dir)).toEqual([
      'Give the widget a value',
      'Add the widget',
      'Set up heartbeat-gate',
    ]);
  });

  it("read the seed's multi-line payload from trailer continuation lines, as git does", () => {
    const dir = userRepo();
    const lines = [
      'tests: pass',
      'lint: pass',
      'typecheck: pass',
      'audit: pass',
      'coverage: pass',
      'complexity: 5',
      'duplication: pass',
      'specs: pass',
      'performance: pass',
    ];
    const message = (payload: string[]) =>
      ['Add the widget', '', `Build-Done: ${payload[0]}`, ...payload.slice(1).map((l) => `  ${l}`)]
        .concat(['# An editor template line: git strips it, and so does the hook.', ''])
        .join('\n');
    const file = join(dir, '.git', 'MESSAGE');
    stage(dir, 'src/widget.js', 'export {};\n');
    writeFileSync(file, message(lines.map((l) => (l === 'specs: pass' ? 'specs: fail' : l))));
    const failing = gitResult(dir, ['commit', '-q', '--cleanup=strip', '-F', file]);
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('build.blocked: evidence failing: specs (');
    writeFileSync(file, message(lines));
    const passing = gitResult(dir, ['commit', '-q', '--cleanup=strip', '-F', file]);
    expect(passing.status, passing.stderr).toBe(0);
    expect(git(dir, ['log', '-1', '--format=%(trailers:key=Build-Done,valueonly,unfold)'])).toBe(
      `${lines.join(' ')}\n\n`,
    );
  });

  it('reject a hand-edited .heartbeat/score.json at pre-commit', () => {
    const dir = userRepo({ stateBeside: true });
    // Real state, written (and committed) by heartbeat-gate itself.
    for (const argv of [
      ['cycle', '--now', '2026-03-02T09:00:00Z'],
      ['verdict', 'run_tests', 'verified', '--now', '2026-03-02T09:05:00Z'],
    ]) {
      execFileSync(process.execPath, [cli, ...argv], { cwd: dir });
    }
    const file = join(dir, '.heartbeat/score.json');
    const score = JSON.parse(readFileSync(file, 'utf8')) as { today: { score: number } };
    score.today.score = 95;
    stage(dir, '.heartbeat/score.json', `${JSON.stringify(score, null, 2)}\n`);
    const commit = gitResult(dir, ['commit', '-q', '-m', 'Bump the score']);
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain(
      '.heartbeat/score.json: error: edited by hand: today.score is 95, the ledger gives 10',
    );
    expect(commits(dir)[0]).toMatch(/^heartbeat: verdict run_tests verified/);
  });

  it('reject a commit that renames a ledger segment out of the state (git reports it as a rename)', () => {
    const dir = userRepo({ stateBeside: true });
    for (const argv of [
      ['cycle', '--now', '2026-03-02T09:00:00Z'],
      ['verdict', 'run_tests', 'not_verified', '--now', '2026-03-02T09:05:00Z'],
    ]) {
      execFileSync(process.execPath, [cli, ...argv], { cwd: dir });
    }
    const segment = git(dir, ['ls-files', '.heartbeat/ledger']).trim().split('\n')[0]!;
    expect(segment).toMatch(/\.jsonl$/);
    mkdirSync(join(dir, 'notes'));
    git(dir, ['mv', segment, 'notes/old-log.jsonl']);
    // With rename detection (git's default), the staged change names only the new path.
    expect(git(dir, ['diff', '--cached', '--name-only']).trim()).toBe('notes/old-log.jsonl');
    const commit = gitResult(dir, ['commit', '-q', '-m', 'Move an old log']);
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain('.heartbeat/');
    expect(commits(dir)[0]).toMatch(/^heartbeat: verdict run_tests not_verified/);
  });

  it('print what the README shows for a hand-edited score', () => {
    const dir = userRepo({ stateBeside: true });
    for (const argv of [
      ['cycle', '--now', '2026-03-02T09:00:00Z'],
      ['verdict', 'run_tests', 'not_verified', '--now', '2026-03-02T09:05:00Z'],
    ]) {
      execFileSync(process.execPath, [cli, ...argv], { cwd: dir });
    }
    const file = join(dir, '.heartbeat/score.json');
    const score = JSON.parse(readFileSync(file, 'utf8')) as { today: { score: number } };
    score.today.score = 10;
    writeFileSync(file, `${JSON.stringify(score, null, 2)}\n`);
    const command = 'git commit -am "Tidy the score"';
    const commit = gitResult(dir, ['commit', '-am', 'Tidy the score']);
    expect(commit.status).not.toBe(0);
    expect(commit.stderr.trimEnd()).toBe(readmeOutput(command));
  });

  it('keep the state off the working branch by default, and reject or report a hand edit wherever it is made', () => {
    const dir = userRepo();
    const head = git(dir, ['rev-parse', 'HEAD']);
    for (const argv of [
      ['cycle', '--now', '2026-03-02T09:00:00Z'],
      ['verdict', 'run_tests', 'verified', '--now', '2026-03-02T09:05:00Z'],
    ]) {
      const out = execFileSync(process.execPath, [cli, ...argv], { cwd: dir, encoding: 'utf8' });
      expect(out).toMatch(/Committed [0-9a-f]{12} on heartbeat-state\./);
    }
    // The working branch and its checkout are as the user left them; the state is on its branch.
    expect(git(dir, ['rev-parse', 'HEAD'])).toBe(head);
    expect(git(dir, ['status', '--porcelain'])).toBe('');
    expect(git(dir, ['log', '--format=%s', 'heartbeat-state']).trim().split('\n')).toEqual([
      'heartbeat: verdict run_tests verified (+10) — score 10/50',
      'heartbeat: cycle 1 — score 0/50 (tightened)',
    ]);
    const read = execFileSync(
      process.execPath,
      [cli, 'score', '--json', '--now', '2026-03-02T09:06:00Z'],
      { cwd: dir, encoding: 'utf8' },
    );
    expect((JSON.parse(read) as { score: number }).score).toBe(10);

    // A state file forged on the working branch is not the gate's: the pre-commit hook rejects it.
    const score = JSON.parse(git(dir, ['show', 'heartbeat-state:.heartbeat/score.json'])) as {
      today: { score: number };
    };
    score.today.score = 95;
    const forged = `${JSON.stringify(score, null, 2)}\n`;
    stage(dir, '.heartbeat/score.json', forged);
    const commit = gitResult(dir, ['commit', '-q', '-m', 'Bump the score']);
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain(
      '.heartbeat/score.json: error: not derived from the ledger: replaying it gives no such file',
    );
    expect(commits(dir)).toEqual(['Set up heartbeat-gate']);
    git(dir, ['rm', '-q', '--cached', '.heartbeat/score.json']);
    rmSync(join(dir, '.heartbeat/score.json'));

    // Edited on the state branch itself (whose tree holds only the state, so no hook of the
    // working branch runs there): lint reports it, and the next write refuses to build on it.
    git(dir, ['checkout', '-q', 'heartbeat-state']);
    writeFileSync(join(dir, '.heartbeat/score.json'), forged);
    git(dir, ['commit', '-qam', 'Bump the score']);
    const lint = spawnSync(process.execPath, [cli, 'lint'], { cwd: dir, encoding: 'utf8' });
    expect(lint.status).toBe(1);
    expect(lint.stderr).toContain(
      '.heartbeat/score.json: error: edited by hand: today.score is 95, the ledger gives 10',
    );
    git(dir, ['checkout', '-q', 'main']);
    const write = spawnSync(
      process.execPath,
      [cli, 'feedback', 'up', '--now', '2026-03-02T09:10:00Z'],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(write.status).toBe(2);
    expect(write.stderr).toMatch(
      /^heartbeat-gate feedback: refusing to build on the state in [0-9a-f]{12}: \.heartbeat\/score\.json: error: edited by hand: today\.score is 95, the ledger gives 10 /,
    );
  });

  it('reject a staged HEARTBEAT.md with a malformed task line at pre-commit', () => {
    const dir = userRepo();
    stage(dir, 'HEARTBEAT.md', '# Heartbeat\n\n## Tasks\n\n- [] deploy | Deploy the site\n');
    const commit = gitResult(dir, ['commit', '-q', '-m', 'Add a task']);
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain('HEARTBEAT.md:5: error:');
    expect(commits(dir)).toEqual(['Set up heartbeat-gate']);
  });

  it('reject a trailer one typo from an evidence trailer, in one line naming the trailer meant', () => {
    const dir = userRepo();
    stage(dir, 'src/widget.js', 'export {};\n');
    const commit = gitResult(dir, [
      'commit',
      '-q',
      '-m',
      'Add the widget',
      '-m',
      'Verify-Pass: quality.tests: pass, quality.lint: pass',
    ]);
    expect(commit.status).not.toBe(0);
    // One line from heartbeat-gate, then husky's own line naming the hook that failed.
    expect(commit.stderr.split('\n')[0]).toBe(
      'heartbeat-gate check-commit: .git/COMMIT_EDITMSG: Verify-Pass: is not an evidence trailer, so nothing would judge its claim; did you mean Verify-Passed:? (your message is kept there)',
    );
    expect(commit.stderr).not.toContain('    at ');
    expect(commits(dir)).toEqual(['Set up heartbeat-gate']);
  });

  it('reject typos in a staged HEARTBEAT.md as errors naming the word meant, each on its line', () => {
    const dir = userRepo();
    stage(
      dir,
      'HEARTBEAT.md',
      [
        '# Heartbeat',
        '',
        '## Tasks',
        '',
        '- [ ] deploy | Deploy the site | mandatory',
        '- [ ] docs | Write the docs | required | verify: fiel:docs/index.md',
        '- [ ] check | Check the release | required | verify: evidence:verify.pass',
        '- [ ] tests | Run the tests | required | verify: check:ci',
        '',
      ].join('\n'),
    );
    const commit = gitResult(dir, ['commit', '-q', '-m', 'Add tasks']);
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain(
      'HEARTBEAT.md:5: error: task `deploy`: unknown flag `mandatory`; did you mean required?',
    );
    expect(commit.stderr).toContain(
      'HEARTBEAT.md:6: error: task `docs`: unknown verify hint kind `fiel:`; did you mean file:?',
    );
    expect(commit.stderr).toContain(
      'HEARTBEAT.md:7: error: task `check`: verify hint `evidence:verify.pass`: unknown topic verify.pass; did you mean verify.passed?',
    );
    expect(commits(dir)).toEqual(['Set up heartbeat-gate']);
    // Committed past the hook, the cycle refuses the contract in one line rather than scoring it.
    expect(gitResult(dir, ['commit', '-q', '--no-verify', '-m', 'Add tasks']).status).toBe(0);
    const cycle = spawnSync(process.execPath, [cli, 'cycle', '--now', '2026-03-02T09:00:00Z'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(cycle.status).toBe(2);
    expect(cycle.stderr).toBe(
      'heartbeat-gate cycle: HEARTBEAT.md:5: error: task `deploy`: unknown flag `mandatory`; did you mean required? (a verification hint by that name is written `verify: mandatory`)\n',
    );
    expect(commits(dir)[0]).toBe('Add tasks');
  });

  it("with a team: commit each agent's contract, cycle, edit a contract; lint stays clean", () => {
    const dir = userRepo();
    const configPath = join(dir, '.heartbeat/config.json');
    const config = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
    const team = { coder: { logins: ['coder-bot'] }, reviewer: { logins: ['reviewer-bot'] } };
    const contract = readFileSync(join(dir, 'HEARTBEAT.md'), 'utf8');
    stage(dir, '.heartbeat/config.json', `${JSON.stringify({ ...config, team }, null, 2)}\n`);
    for (const agent of Object.keys(team)) {
      stage(dir, `.heartbeat/agents/${agent}/HEARTBEAT.md`, contract);
    }
    git(dir, ['rm', '-q', 'HEARTBEAT.md']);
    stage(dir, 'src/widget.js', 'export {};\n');
    const setUp = gitResult(dir, ['commit', '-q', '-m', 'One contract per agent']);
    expect(setUp.stderr).not.toContain('error');
    expect(setUp.status).toBe(0);
    for (const argv of [
      ['cycle', '--agent', 'coder', '--now', '2026-03-02T09:00:00Z'],
      ['verdict', 'run_tests', 'verified', '--agent', 'coder', '--now', '2026-03-02T09:05:00Z'],
    ]) {
      execFileSync(process.execPath, [cli, ...argv], { cwd: dir });
    }
    const lint = () => spawnSync(process.execPath, [cli, 'lint'], { cwd: dir, encoding: 'utf8' });
    const clean = lint();
    expect(clean.stderr).toBe('');
    expect(clean.stdout).toMatch(
      /^heartbeat-gate lint: ok: \.heartbeat\/agents\/coder\/HEARTBEAT\.md \(\d+ tasks?\), \.heartbeat\/agents\/reviewer\/HEARTBEAT\.md \(\d+ tasks?\), \.heartbeat\/ on heartbeat-state \(2 ledger events\)\n$/,
    );
    expect(clean.status).toBe(0);

    // The pre-commit hook lints an agent's edited contract as staged: passed, or refused.
    const broken = contract.replace('## Tasks\n\n', '## Tasks\n\n- [] deploy | Deploy\n');
    stage(dir, '.heartbeat/agents/reviewer/HEARTBEAT.md', broken);
    const refused = gitResult(dir, ['commit', '-q', '-m', 'Add a task']);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/^\.heartbeat\/agents\/reviewer\/HEARTBEAT\.md:\d+: error: /m);
    stage(dir, '.heartbeat/agents/reviewer/HEARTBEAT.md', contract.replace(/\n$/, '\n\n'));
    const edited = gitResult(dir, ['commit', '-q', '-m', 'Tidy the reviewer contract']);
    expect(edited.stderr).not.toContain('error');
    expect(edited.status).toBe(0);
    expect(commits(dir)[0]).toBe('Tidy the reviewer contract');
    expect(lint().status).toBe(0);
  });
});
