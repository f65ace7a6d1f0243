import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { CycleProgressSchema, ScoreStateSchema, type LedgerEvent } from '../../src/core/model.js';
import { parse } from '../../src/core/plain-schema.js';
import { ReplayStateRule } from '../../src/core/state-rules.js';
import { replayLedger } from '../../src/core/replay.js';
import { allEvents, dirSource, loadStateStore, stateJson } from '../../src/git/state-store.js';
import { git } from './git.js';

/** Every file under `root` (the .git folder's refs and HEAD included), path → bytes. */
export async function snapshotTree(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path);
      // git's object store and index are content-addressed caches; refs say what changed.
      if (rel === '.git/objects' || rel === '.git/index' || rel === '.git/logs') continue;
      if (entry.isDirectory()) await walk(path);
      else files.set(rel, (await readFile(path)).toString('base64'));
    }
  }
  await walk(root);
  files.set('(refs)', await git(root, 'for-each-ref', '--format=%(refname) %(objectname)'));
  return files;
}

/** The ledger of a working tree's state folder, every segment parsed. */
export async function worktreeLedger(
  root: string,
  stateDir = '.heartbeat',
): Promise<LedgerEvent[]> {
  return allEvents(await loadStateStore(dirSource(root, stateDir), stateDir));
}

/** What score.json and progress.json must hold: a full replay of the ledger from nothing. */
export async function fullReplayFiles(root: string, timeZone = 'UTC') {
  const state = replayLedger(await worktreeLedger(root), { timeZone });
  return {
    score: state && stateJson(ScoreStateSchema.parse(state.score)),
    progress: state?.progress && stateJson(CycleProgressSchema.parse(state.progress)),
    checkpoint: state && stateJson(parse(ReplayStateRule, state)),
  };
}

/** The ledger's text (every segment, in order) in the repository `root` at `rev`. */
export async function ledgerAt(
  root: string,
  rev: string,
  stateDir = '.heartbeat',
): Promise<string> {
  const paths = (await git(root, 'ls-tree', '-r', '--name-only', rev, `${stateDir}/ledger`))
    .split('\n')
    .filter(Boolean);
  const segments = await Promise.all(paths.map((path) => git(root, 'show', `${rev}:${path}`)));
  return segments.join('\n');
}

/** The parsed trailers of a commit, as git reads them. */
export async function commitTrailers(root: string, rev: string): Promise<string[]> {
  const message = await git(root, 'log', '-1', '--format=%B', rev);
  const { execFile } = await import('node:child_process');
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      ['interpret-trailers', '--parse'],
      { cwd: root },
      (error, stdout) =>
        error ? reject(error) : resolve(stdout.trim().split('\n').filter(Boolean)),
    );
    child.stdin?.end(message);
  });
}
