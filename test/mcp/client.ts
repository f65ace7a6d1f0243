/**
 * Test support for the MCP server: the SDK's own client over stdio against the built CLI
 * (`node dist/cli/index.js mcp`), a repository with real cycle commits made by the built CLI,
 * and a byte-for-byte fingerprint of a folder.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

export const CLI = resolve('dist/cli/index.js');

/** The six tools, in the order the server lists them. */
export const TOOL_NAMES = [
  'heartbeat_contract',
  'heartbeat_score',
  'heartbeat_check_evidence',
  'heartbeat_claim_trailer',
  'heartbeat_explain_block',
  'heartbeat_lint',
];

/** A build.done payload with lint failing: the gate publishes build.blocked naming lint. */
export const LINT_FAIL =
  'tests: pass, lint: fail, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';
export const ALL_PASS =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';

/** Runs the built CLI in `cwd` as a user would. */
export function cli(cwd: string, args: string[], input?: string) {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The SDK client connected to `command args` started in `cwd`; stderr is kept for assertions. */
export async function connect(
  cwd: string,
  command = process.execPath,
  args = [CLI, 'mcp'],
  env: Record<string, string> = {},
) {
  const transport = new StdioClientTransport({
    command,
    args,
    cwd,
    env: { ...(process.env as Record<string, string>), ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'heartbeat-gate-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

/** The text of a tool result's content items. */
export function texts(result: object): string[] {
  const { content } = result as { content: { type: string; text: string }[] };
  return content.map((item) => item.text);
}

/**
 * Every file and folder under `root`, `.git` and its objects, index and logs included: path →
 * sha256 of the bytes (or the link target), so any write anywhere shows as a difference.
 */
export async function fingerprint(root: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path);
      const stat = await lstat(path);
      if (entry.isDirectory()) {
        seen.set(`${rel}/`, `dir ${stat.mode.toString(8)}`);
        await walk(path);
      } else if (entry.isSymbolicLink()) {
        seen.set(rel, `link ${await readlink(path)}`);
      } else {
        const hash = createHash('sha256')
          .update(await readFile(path))
          .digest('hex');
        seen.set(rel, `${stat.mode.toString(8)} ${stat.mtimeMs} ${hash}`);
      }
    }
  }
  await walk(root);
  return seen;
}

/**
 * A repository for the MCP inspector: inspector-cli 1.0.3 finds its own package.json by testing
 * `../package.json` against the working directory, so the repository's parent folder must hold
 * one (true of a package in a workspace); its client then names itself from its own package.
 */
export async function inspectorRepo(
  sandbox: { dir(prefix?: string): Promise<string> },
  files: Record<string, string>,
): Promise<string> {
  const outer = await sandbox.dir('hg-mcp-');
  await writeFile(join(outer, 'package.json'), '{ "name": "workspace", "private": true }\n');
  const dir = join(outer, 'repo');
  await mkdir(dir);
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  for (const [path, text] of Object.entries(files)) await writeFile(join(dir, path), text);
  execFileSync('git', ['add', '-A'], { cwd: dir });
  execFileSync('git', ['commit', '-q', '-m', 'initial'], { cwd: dir });
  return dir;
}
