/**
 * `heartbeat-gate init`: sets up a repository at its root, from any subdirectory — an example
 * HEARTBEAT.md, `.heartbeat/config.json`, the git hooks (husky files, its lines appended to
 * existing ones, or the pre-commit framework configuration to add) and the two workflows the
 * README recommends. Never overwrites an existing file without --force; says what it did.
 */
import { access, chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseAgentHookList, planAgentHooks } from '../../app/agent-hooks.js';
import { CONFIG_PATH, DEFAULT_STATE_BRANCH } from '../../config.js';
import { isGitHubLogin } from '../../core/identity.js';
import { UsageError } from '../../errors.js';
import { Repo } from '../../git/repo.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/init.js';
import { installCommand, installSpec, packageRoot, schemaUrl } from '../package.js';

const HOOK_MODES = ['husky', 'pre-commit', 'none'] as const;
const PRE_COMMIT_CONFIG = '.pre-commit-config.yaml';
/** The hook ids of .pre-commit-hooks.yaml: a configuration naming both needs nothing added. */
const PRE_COMMIT_HOOK_IDS = ['heartbeat-gate-check-commit', 'heartbeat-gate-lint'];
type HookMode = (typeof HOOK_MODES)[number];

/**
 * Where the installed package's JSON Schema is, seen from `.heartbeat/config.json`: the `$schema`
 * of an npm install. The pre-commit framework installs nothing into the repository, so there
 * init writes the schema's URL at the release tag instead (schemaUrl).
 */
export const CONFIG_SCHEMA_REF = '../node_modules/heartbeat-gate/schema/config.schema.json';

/** What the pre-commit framework needs after init: its commit-msg hook runs both of ours. */
const PRE_COMMIT_INSTALL = 'pre-commit install --hook-type commit-msg';

/**
 * The lines init appends to an existing husky hook, naming `install` (installCommand) when the
 * CLI is missing; `present` marks them as there.
 */
const hookAppendix = (install: string): Record<string, { present: string; lines: string }> => ({
  'commit-msg': {
    present: 'heartbeat-gate check-commit',
    lines: `# heartbeat-gate: reject a commit whose evidence trailers fail (added by heartbeat-gate init)
if command -v heartbeat-gate >/dev/null 2>&1; then
  heartbeat-gate check-commit "$1" || exit 1
else
  echo "heartbeat-gate: not installed (${install}), commit-msg check skipped." >&2
fi
`,
  },
  'pre-commit': {
    present: 'heartbeat-gate lint',
    lines: `# heartbeat-gate: lint the staged HEARTBEAT.md and .heartbeat/ state (added by heartbeat-gate init)
if command -v heartbeat-gate >/dev/null 2>&1; then
  git diff --cached --name-only --no-renames -z | xargs -0 -r heartbeat-gate lint --staged -- || exit 1
else
  echo "heartbeat-gate: not installed (${install}), pre-commit lint skipped." >&2
fi
`,
  },
});

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** One file init writes: its text, and whether an existing one is appended to. */
interface Planned {
  readonly target: string;
  readonly text: string;
  readonly executable?: boolean;
  /** Husky hooks: an existing file gets `appendix` once instead of being replaced. */
  readonly appendix?: { present: string; lines: string };
}

/** The default branch: origin's HEAD when known, else the branch checked out, else main. */
async function defaultBranch(repo: Repo): Promise<string> {
  const strip = (ref: string, prefix: string) =>
    ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
  for (const [ref, prefix] of [
    ['refs/remotes/origin/HEAD', 'refs/remotes/origin/'],
    ['HEAD', 'refs/heads/'],
  ] as const) {
    try {
      const symbolic = await repo.raw({ args: ['symbolic-ref', '-q'], operands: [ref] });
      const branch = strip(symbolic.trim(), prefix);
      if (branch) return branch;
    } catch {
      // no such ref (no remote, a detached HEAD): try the next source
    }
  }
  return 'main';
}

/**
 * The workflow with the agent logins of the command line instead of the example's. The logins are
 * checked (isGitHubLogin) before this runs, and written as one single-quoted YAML scalar, so no
 * value can add a key, a step or an expression (`${{ }}`) to the workflow.
 */
function withAgents(workflow: string, agents: readonly string[]): string {
  if (agents.length === 0) return workflow;
  const scalar = `'${agents.join(', ').replaceAll("'", "''")}'`;
  return workflow.replace(/^(\s*agents: ).*$/m, (_line, key: string) => `${key}${scalar}`);
}

function configText(agents: readonly string[], trustedBranch: string, schema: string): string {
  // State on a branch of its own, the one the Action writes: never a commit on the working branch.
  const config = {
    $schema: schema,
    agents,
    trustedBranch,
    stateBranch: DEFAULT_STATE_BRANCH,
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

async function writeAtomically(path: string, text: string, executable: boolean): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // Temp file and rename: an interrupted init never leaves half a file.
  const temp = `${path}.tmp-${process.pid}`;
  await writeFile(temp, text);
  if (executable) await chmod(temp, 0o755);
  await rename(temp, path);
}

export const command = defineCommand(declaration, async ({ values, io }) => {
  const requested = values.hooks;
  if (requested !== undefined && !(HOOK_MODES as readonly string[]).includes(requested)) {
    throw new UsageError(`--hooks: expected husky, pre-commit or none, got '${requested}'`);
  }
  const agents = (values.agent ?? []).map((login) => login.trim());
  if (agents.some((login) => login === '')) throw new UsageError('--agent: empty');
  const bad = agents.find((login) => !isGitHubLogin(login));
  if (bad !== undefined) {
    throw new UsageError(
      `--agent: '${JSON.stringify(bad).slice(1, -1).slice(0, 60)}' is not a GitHub login (letters, digits and single hyphens, at most 39, optionally followed by [bot])`,
    );
  }
  // Refuses outside a repository (exit 2); from a subdirectory, everything goes to the root.
  const repo = await Repo.open(io.cwd);
  const root = repo.root;
  const dryRun = values['dry-run'] ?? false;
  const hooks: HookMode =
    (requested as HookMode | undefined) ??
    ((await exists(join(root, PRE_COMMIT_CONFIG))) ? 'pre-commit' : 'husky');

  // Read and checked before anything is written: a malformed harness file changes nothing.
  const agentHooks =
    values['agent-hooks'] === undefined
      ? []
      : await planAgentHooks(root, parseAgentHookList(values['agent-hooks']));
  const examples = join(await packageRoot(), 'examples');
  const example = (path: string) => readFile(join(examples, path), 'utf8');
  const plan: Planned[] = [
    { target: 'HEARTBEAT.md', text: await example('HEARTBEAT.md') },
    {
      target: CONFIG_PATH,
      text: configText(
        agents,
        await defaultBranch(repo),
        hooks === 'pre-commit' ? await schemaUrl() : CONFIG_SCHEMA_REF,
      ),
    },
  ];
  const spec = await installSpec();
  const appendices = hookAppendix(installCommand(spec));
  if (hooks === 'husky') {
    for (const hook of ['commit-msg', 'pre-commit']) {
      plan.push({
        target: `.husky/${hook}`,
        text: await example(`husky/${hook}`),
        executable: true,
        ...(appendices[hook] ? { appendix: appendices[hook] } : {}),
      });
    }
  }
  for (const workflow of ['evidence-gate.yml', 'heartbeat-schedule.yml']) {
    plan.push({
      target: `.github/workflows/${workflow}`,
      text: withAgents(await example(`workflows/${workflow}`), agents),
    });
  }

  const wouldDo: Record<string, string> = {
    'wrote   ': 'would write',
    replaced: 'would replace',
    appended: 'would append to',
  };
  for (const { target, text, executable, appendix } of plan) {
    const path = join(root, target);
    const present = await exists(path);
    let next = text;
    let action = present ? 'replaced' : 'wrote   ';
    if (present && appendix) {
      const current = await readFile(path, 'utf8');
      if (current.includes(appendix.present)) {
        io.stdout.write(`kept      ${target} (already runs heartbeat-gate)\n`);
        continue;
      }
      next = `${current}${current.endsWith('\n') || current === '' ? '' : '\n'}\n${appendix.lines}`;
      action = 'appended';
    } else if (present && !values.force) {
      io.stdout.write(`kept      ${target} (exists; --force overwrites it)\n`);
      continue;
    }
    if (dryRun) {
      const shown = action === 'appended' ? (appendix?.lines ?? '') : next;
      io.stdout.write(`${wouldDo[action] ?? action} ${target}\n${indent(shown)}\n`);
      continue;
    }
    await writeAtomically(path, next, executable ?? false);
    io.stdout.write(`${action}  ${target}\n`);
  }

  for (const { path, text, existed } of agentHooks) {
    if (text === undefined) {
      io.stdout.write(`kept      ${path} (already runs heartbeat-gate stop-hook)\n`);
    } else if (dryRun) {
      io.stdout.write(`${existed ? 'would merge into' : 'would write'} ${path}\n${indent(text)}\n`);
    } else {
      await writeAtomically(join(root, path), text, false);
      io.stdout.write(`${existed ? 'merged  ' : 'wrote   '}  ${path}\n`);
    }
  }

  if (agents.length === 0) {
    io.stdout.write(
      `\nNo --agent given: no claim counts until the agent's logins are in "agents"\n` +
        `(${CONFIG_PATH}) and in the workflows.\n`,
    );
  }
  // Protecting the branches comes after whatever install step is left ('Then'), else it is next.
  let stepLeft = false;
  if (hooks === 'husky') {
    const left = await huskyLeft(repo, spec);
    stepLeft = left !== '';
    io.stdout.write(left);
  } else if (hooks === 'pre-commit') {
    const current = await readFile(join(root, PRE_COMMIT_CONFIG), 'utf8').catch(() => '');
    if (PRE_COMMIT_HOOK_IDS.every((id) => current.includes(id))) {
      io.stdout.write(`kept      ${PRE_COMMIT_CONFIG} (already runs heartbeat-gate's hooks)\n`);
    } else {
      io.stdout.write(
        `\nAdd to ${PRE_COMMIT_CONFIG}:\n\n${await example('pre-commit-config.yaml')}`,
      );
      stepLeft = true;
    }
    if (!(await preCommitEnabled(repo))) {
      io.stdout.write(`\nNext: enable the hooks:\n  ${PRE_COMMIT_INSTALL}\n`);
      stepLeft = true;
    }
  }
  io.stdout.write(
    `\n${stepLeft ? 'Then' : 'Now'} protect what the agent must not rewrite:\n` +
      '  - the state branch (stateBranch): a ruleset that lets only the heartbeat workflow push\n' +
      '  - the default branch: require the `heartbeat-gate / evidence` check with GitHub Actions\n' +
      "    as its expected source (any other app, the agent's included, could post a green one)\n" +
      "  - the agent's token: no `workflow` scope, so it cannot push a workflow that posts checks\n",
  );
  return ExitCode.ok;
});

/** The packages the project's package.json lists (dependencies or devDependencies). */
async function listedPackages(root: string): Promise<Set<string>> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  } catch {
    return new Set(); // none, or not JSON: nothing is listed
  }
  const lists = ['dependencies', 'devDependencies'].map(
    (key) => (manifest as Record<string, unknown> | null)?.[key],
  );
  return new Set(
    lists.flatMap((list) => (typeof list === 'object' && list !== null ? Object.keys(list) : [])),
  );
}

/**
 * What is left to do for the husky hooks, and only that: the packages package.json does not
 * list yet, then `npx husky` unless git already runs husky's hooks (core.hooksPath).
 */
async function huskyLeft(repo: Repo, spec: string): Promise<string> {
  const listed = await listedPackages(repo.root);
  const hooksPath = await repo
    .raw({ args: ['config', '--get'], operands: ['core.hooksPath'] })
    .catch(() => '');
  const enabled = hooksPath.trim().replace(/\/$/, '') === '.husky/_';
  const missing = ['husky', 'heartbeat-gate'].filter((name) => !listed.has(name));
  const packages = missing.map((name) => (name === 'heartbeat-gate' ? spec : name));
  if (missing.length === 0) return enabled ? '' : '\nNext: enable the hooks:\n  npx husky\n';
  const what =
    missing.length === 1
      ? `${missing[0]} as a dev dependency`
      : `${missing.join(' and ')} as dev dependencies`;
  const install = installCommand(packages.at(-1)!, ...packages.slice(0, -1));
  return enabled
    ? `\nNext: install ${what}:\n  ${install}\n`
    : `\nNext: install ${what} and enable the hooks:\n  ${install} && npx husky\n`;
}

/** Whether `pre-commit install --hook-type commit-msg` ran here: git's commit-msg hook is its. */
async function preCommitEnabled(repo: Repo): Promise<boolean> {
  const hook = await readFile(await repo.gitPath('hooks/commit-msg'), 'utf8').catch(() => '');
  return hook.includes('File generated by pre-commit');
}

function indent(text: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
