/**
 * Runs the bundled Action (`node dist/index.js`) exactly as the GitHub runner does: inputs as
 * `INPUT_*` variables with action.yml's defaults filled in, the payload in GITHUB_EVENT_PATH,
 * outputs and the job summary written to the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name.
 * Under the machine's Node 20 and under Node 24, the runtime GitHub runs `node24` actions on.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import {
  addWorkflowRun,
  completeWorkflowRun,
  linkGitRepository,
  serverAt,
  type WorkflowRunRecord,
} from './github-server/index.js';
import { NODE24_BIN } from './node24.js';
import { loadWebhookExample, type WebhookPayload } from './webhooks.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The bundle action.yml runs. */
export const ACTION_BUNDLE = join(ROOT, 'dist/index.js');

/** A Node runtime to run the bundle under. */
export interface NodeRuntime {
  name: string;
  bin: string;
}

/** Node 20 (this machine's, running the tests) and Node 24 (npm `node@24` in tools/node24). */
export const NODE_RUNTIMES: readonly NodeRuntime[] = [
  { name: 'node20', bin: process.execPath },
  { name: 'node24', bin: NODE24_BIN },
];

interface ActionYml {
  inputs?: Record<string, { default?: string; required?: boolean }>;
  outputs?: Record<string, { description?: string }>;
}

let actionYml: ActionYml | undefined;

/** action.yml, parsed. */
export async function readActionYml(): Promise<ActionYml> {
  actionYml ??= parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as ActionYml;
  return actionYml;
}

/** How to run the Action once. */
export interface RunActionOptions {
  node: NodeRuntime;
  /** GITHUB_EVENT_NAME. */
  event: string;
  /** Written to GITHUB_EVENT_PATH. */
  payload: WebhookPayload;
  /** GITHUB_REPOSITORY, `owner/name`. */
  repository: string;
  /** GITHUB_API_URL: the local test server's url. */
  apiUrl: string;
  /** What `${{ github.token }}` expands to; default `ghs_test_token`. */
  token?: string;
  /** Inputs by action.yml name; absent ones get action.yml's default. */
  inputs?: Record<string, string>;
  /** GITHUB_SHA; default 40 zeros (the PR gate reads the head from the payload, not from here). */
  sha?: string;
  /** GITHUB_WORKSPACE; default an empty temporary folder. */
  workspace?: string;
  /** More environment variables (e.g. GITHUB_REF). */
  env?: Record<string, string>;
  /**
   * The workflow run GitHub starts for this job (recorded in the local server, completed when the
   * process ends): its file (default `.github/workflows/heartbeat.yml`) and branch (default the
   * repository's default branch).
   */
  workflow?: { path?: string; branch?: string };
  /**
   * The run GitHub re-ran for this job (after `rerunWorkflowRun` or `POST .../rerun`): the job is
   * its latest attempt (GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT), completed when the process ends.
   */
  rerun?: WorkflowRunRecord;
}

/** A workflow command the Action printed (`::warning title=x::message`). */
export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  title?: string;
  message: string;
}

/** What the run left behind, as the runner would read it. */
export interface ActionRunResult {
  /** The process exit code: 0 success, 1 failed step. */
  code: number;
  stdout: string;
  stderr: string;
  /** GITHUB_OUTPUT, parsed (the last value of a name wins, as on the runner). */
  outputs: Record<string, string>;
  /** GITHUB_STEP_SUMMARY's Markdown. */
  summary: string;
  /** error / warning / notice workflow commands, in order. */
  annotations: Annotation[];
}

/** `INPUT_<NAME>`: spaces to underscores, upper case; hyphens stay (as the runner and core do). */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/**
 * One scheduled run on `workspace` (a checkout of the repository's remote), as the cron trigger
 * starts it: the `schedule` payload and GITHUB_SHA the checkout's HEAD.
 */
export async function runScheduledAction(
  options: Omit<RunActionOptions, 'event' | 'payload' | 'sha' | 'workspace'> & {
    workspace: string;
  },
): Promise<ActionRunResult> {
  const sha = await new Promise<string>((done, fail) =>
    execFile('git', ['rev-parse', 'HEAD'], { cwd: options.workspace }, (error, stdout) =>
      error ? fail(error) : done(stdout.trim()),
    ),
  );
  return runAction({ ...options, event: 'schedule', payload: loadWebhookExample('schedule'), sha });
}

/** Runs `node dist/index.js` once under `options.node` and collects what it left. */
export async function runAction(options: RunActionOptions): Promise<ActionRunResult> {
  const dir = await mkdtemp(join(tmpdir(), 'hg-action-'));
  try {
    const token = options.token ?? 'ghs_test_token';
    const eventPath = join(dir, 'event.json');
    const outputPath = join(dir, 'output');
    const summaryPath = join(dir, 'summary.md');
    await writeFile(eventPath, JSON.stringify(options.payload));
    await writeFile(outputPath, '');
    await writeFile(summaryPath, '');
    const workspace = options.workspace ?? (await mkdtemp(join(dir, 'workspace-')));
    await linkOrigin(options, workspace);
    const run = options.rerun ?? startRun(options);

    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? dir,
      TZ: 'UTC',
      LANG: 'C.UTF-8',
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: options.event,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: options.repository,
      GITHUB_REPOSITORY_OWNER: options.repository.split('/')[0] ?? '',
      GITHUB_SHA: options.sha ?? '0'.repeat(40),
      GITHUB_API_URL: options.apiUrl,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: String(run?.id ?? 4242),
      GITHUB_RUN_ATTEMPT: String(run?.runAttempt ?? 1),
      ...(run
        ? {
            GITHUB_RUN_NUMBER: String(run.runNumber),
            GITHUB_REF: `refs/heads/${run.headBranch}`,
            GITHUB_WORKFLOW_REF: `${options.repository}/${run.path}@refs/heads/${run.headBranch}`,
          }
        : {}),
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: summaryPath,
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: dir,
      ...options.env,
    };
    const yml = await readActionYml();
    for (const [name, spec] of Object.entries(yml.inputs ?? {})) {
      const value = options.inputs?.[name] ?? spec.default ?? '';
      env[inputVariable(name)] = value.replace(/\$\{\{\s*github\.token\s*\}\}/g, token);
    }
    for (const name of Object.keys(options.inputs ?? {})) {
      if (!(name in (yml.inputs ?? {}))) throw new Error(`action.yml has no input '${name}'`);
    }

    const { code, stdout, stderr } = await new Promise<{
      code: number;
      stdout: string;
      stderr: string;
    }>((done) => {
      execFile(
        options.node.bin,
        [ACTION_BUNDLE],
        { cwd: workspace, env, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
        (error, out, err) => {
          const exit = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
          done({ code: exit, stdout: String(out), stderr: String(err) });
        },
      );
    });
    const server = serverAt(options.apiUrl);
    if (run && server) completeWorkflowRun(server.state, run, code === 0 ? 'success' : 'failure');
    return {
      code,
      stdout,
      stderr,
      outputs: parseOutputFile(await readFile(outputPath, 'utf8')),
      summary: await readFile(summaryPath, 'utf8'),
      annotations: parseAnnotations(stdout),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** GITHUB_OUTPUT's `name<<delimiter` blocks (and plain `name=value` lines). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = '', delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
      outputs[name] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

/** Decodes a workflow command's escaped data (%25 %0D %0A, and %3A %2C in properties). */
function unescapeCommand(text: string): string {
  return text
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');
}

/** The `::error|warning|notice [props]::message` lines of the Action's stdout. */
export function parseAnnotations(stdout: string): Annotation[] {
  const annotations: Annotation[] = [];
  for (const line of stdout.split('\n')) {
    const match = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const [, level, props = '', message = ''] = match;
    const title = /(?:^|,)title=([^,]*)/.exec(props)?.[1];
    annotations.push({
      level: level as Annotation['level'],
      message: unescapeCommand(message),
      ...(title === undefined ? {} : { title: unescapeCommand(title) }),
    });
  }
  return annotations;
}

/** The events whose runs write state (the heartbeat's): GitHub records each such run. */
const HEARTBEAT_EVENTS = new Set(['schedule', 'workflow_dispatch']);
/** A comment's deletion starts the heartbeat too (class E). */
const DELETIONS = new Set(['issue_comment', 'pull_request_review_comment']);

/**
 * The run GitHub starts for a heartbeat job, recorded in the local server at `apiUrl` so the
 * Action can read it back (other events keep the fixed run id 4242 their tests link to).
 */
function startRun(options: RunActionOptions): WorkflowRunRecord | undefined {
  const server = serverAt(options.apiUrl);
  const [owner = '', repo = ''] = options.repository.split('/');
  const deletion = DELETIONS.has(options.event) && options.payload.action === 'deleted';
  if (!server || !(HEARTBEAT_EVENTS.has(options.event) || deletion) || options.env?.GITHUB_RUN_ID)
    return undefined;
  // A review comment's run is the pull request's, on its head branch (as GitHub records it).
  const pull = options.payload.pull_request as { head?: { ref?: string } } | undefined;
  const prBranch = options.event === 'pull_request_review_comment' ? pull?.head?.ref : undefined;
  const branch = options.workflow?.branch ?? prBranch ?? branchOf(options.env?.GITHUB_REF);
  return addWorkflowRun(server.state, {
    owner,
    repo,
    event: options.event,
    headSha: options.sha ?? '0'.repeat(40),
    ...(options.workflow?.path ? { path: options.workflow.path } : {}),
    // The branch the run is on: the runner's GITHUB_REF, a pull request's head branch.
    ...(branch ? { headBranch: branch } : {}),
  });
}

const branchOf = (ref: string | undefined) => ref?.replace(/^refs\/heads\//, '') || undefined;

/**
 * On GitHub the API's repository and the checkout's remote are one repository: the local server
 * at `apiUrl` serves GITHUB_REPOSITORY's git data (Git Data API, commits) from the workspace's
 * `origin` when that is a local bare repository.
 */
async function linkOrigin(options: RunActionOptions, workspace: string): Promise<void> {
  const server = serverAt(options.apiUrl);
  const [owner = '', repo = ''] = options.repository.split('/');
  if (!server || !owner || !repo) return;
  const origin = await new Promise<string>((done) =>
    execFile('git', ['remote', 'get-url', 'origin'], { cwd: workspace }, (error, stdout) =>
      done(error ? '' : stdout.trim()),
    ),
  );
  const gitDir = origin.replace(/^file:\/\//, '');
  if (gitDir.startsWith('/')) linkGitRepository(server.state, { owner, repo, gitDir });
}
