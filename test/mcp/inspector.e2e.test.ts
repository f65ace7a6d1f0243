/**
 * A third-party client: the MCP inspector's CLI mode (`@modelcontextprotocol/inspector-cli
 * --cli`) starts the built server, lists its tools and calls heartbeat_check_evidence.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitSandbox } from '../helpers/git.js';
import { CLI, cli, inspectorRepo, LINT_FAIL, TOOL_NAMES } from './client.js';

const INSPECTOR = resolve('node_modules/@modelcontextprotocol/inspector-cli/build/cli.js');
const sandbox = new GitSandbox();
let dir = '';

/** Runs the inspector in `dir`; its answer is JSON on stdout. */
function inspector(args: string[]) {
  const run = spawnSync(process.execPath, [INSPECTOR, '--cli', ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

beforeAll(async () => {
  dir = await inspectorRepo(sandbox, {
    'HEARTBEAT.md': await readFile('examples/HEARTBEAT.md', 'utf8'),
  });
});
afterAll(() => sandbox.cleanup());

describe('the MCP inspector CLI against heartbeat-gate mcp', () => {
  it('lists the six tools', () => {
    const answer = inspector([process.execPath, CLI, 'mcp', '--method', 'tools/list']);
    expect(answer.tools.map((t: { name: string }) => t.name)).toEqual(TOOL_NAMES);
  });

  it('calls heartbeat_check_evidence and gets build.blocked naming lint, as `evidence` says', () => {
    const answer = inspector([
      process.execPath,
      CLI,
      'mcp',
      '--method',
      'tools/call',
      '--tool-name',
      'heartbeat_check_evidence',
      '--tool-arg',
      'topic=build.done',
      `payload=${LINT_FAIL}`,
    ]);
    const run = cli(dir, ['evidence', '--topic', 'build.done', '--payload', LINT_FAIL, '--json']);
    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent).toEqual(JSON.parse(run.stdout));
    expect(answer.structuredContent).toMatchObject({
      decision: 'block',
      claims: [{ published: 'build.blocked', failed: ['lint'] }],
    });
    expect(answer.structuredContent.reason).toContain('lint');
  });
});
