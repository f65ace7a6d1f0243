// The dashboard workflow a user copies: runs after the heartbeat workflow, renders the site with
// the CLI and publishes it with the official Pages actions, with no write access to the code.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number>;
}
interface Job {
  needs?: string;
  if?: string;
  steps: Step[];
  environment?: { name: string };
}
interface Workflow {
  on: { workflow_run?: { workflows: string[]; types: string[] }; workflow_dispatch?: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const load = async <T>(path: string) => parse(await readFile(path, 'utf8')) as T;
const workflow = () => load<Workflow>('examples/workflows/dashboard-pages.yml');

describe('examples/workflows/dashboard-pages.yml', () => {
  it('runs after each completed run of the heartbeat workflow, and by hand', async () => {
    const { on } = await workflow();
    const heartbeat = await load<{ name: string }>('examples/workflows/heartbeat-schedule.yml');
    expect(on.workflow_run).toEqual({ workflows: [heartbeat.name], types: ['completed'] });
    expect('workflow_dispatch' in on).toBe(true);
  });

  it('reads the repository only, with the permissions deploy-pages needs', async () => {
    expect((await workflow()).permissions).toEqual({
      contents: 'read',
      pages: 'write',
      'id-token': 'write',
    });
  });

  it('renders the site from a full checkout and uploads that folder, then deploys it', async () => {
    const { jobs } = await workflow();
    const build = jobs.build;
    expect(build?.if).toContain("workflow_run.conclusion == 'success'");
    const steps = build?.steps ?? [];
    expect(steps[0]).toMatchObject({ uses: 'actions/checkout@v4', with: { 'fetch-depth': 0 } });
    const site = steps.find((s) => s.run?.includes('heartbeat-gate site'));
    // The installed copy: after npm ci, and npx may not download another.
    expect(site?.run).toMatch(/^npx --no heartbeat-gate site /);
    expect(steps.indexOf(site as Step)).toBeGreaterThan(steps.findIndex((s) => s.run === 'npm ci'));
    expect(steps.findIndex((s) => s.run === 'npm ci')).toBeGreaterThan(0);
    const out = /--out (\S+)/.exec(site?.run ?? '')?.[1];
    expect(out).toBeDefined();
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with?.path).toBe(out);
    expect(steps.indexOf(upload as Step)).toBeGreaterThan(steps.indexOf(site as Step));
    const deploy = jobs.deploy;
    expect(deploy?.needs).toBe('build');
    expect(deploy?.environment?.name).toBe('github-pages');
    expect(deploy?.steps.map((s) => s.uses)).toEqual(['actions/deploy-pages@v4']);
  });
});
