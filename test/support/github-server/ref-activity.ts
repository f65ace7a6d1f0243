/**
 * GitHub's repository activity for a linked repository, kept as GitHub keeps it: every move of a
 * branch (a push, a force push, its creation, its deletion), whoever made it and however: git over
 * any transport, or the API. A test cannot leave a move out of it, so a test cannot agree with the
 * code by seeding only the moves the code expects.
 *
 * A `reference-transaction` hook in the linked repository appends each committed ref move to a
 * log, dated as GitHub dates a push: by the server's clock when it lands. The clock is the test's
 * (`state.clock`, any function, set or ticking at will), so the hook asks the server for it
 * (`CLOCK_PATH`); a move the server makes itself (the API) carries its time in the environment, as
 * the server is busy in that git call then. Before every request the server records what the log
 * gained. The actor is the token's login for the API, and none for git (a test's or the runner's
 * git push names no account here, while GitHub always knows one; a test that needs it seeds the
 * pushes, or sets `TEST_GIT_PUSHER` for its git).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GitHubState } from './state.js';
import { execFileSync } from 'node:child_process';

const ZERO = '0'.repeat(40);
const LOG = 'heartbeat-test-activity.log';

/** Where the server answers its clock (`state.now()`), outside GitHub's API, for the hook. */
export const CLOCK_PATH = '/_local/now';

/** The environment of a branch move the server makes itself: who made it, and when. */
export function movedBy(state: GitHubState, actor: string): Record<string, string> {
  return { TEST_GIT_PUSHER: actor, TEST_GIT_MOVED_AT: state.now() };
}

// The clock is read once a transaction, by the Node that runs the tests (without the runner's
// clock of a spawned Action's NODE_OPTIONS); unreachable (the server stopped), the move is dated
// when the server next reads the log, as before the hook read the clock.
const readClock = (url: string) =>
  `NODE_OPTIONS= '${process.execPath}' -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(5000) }).then((r) => (r.ok ? r.text() : "-")).catch(() => "-").then((t) => process.stdout.write(t))' '${url}${CLOCK_PATH}'`;

// `git gc` packs refs in transactions of their own (a loose ref written to packed-refs, then the
// loose one deleted while the ref still resolves): the hook skips a deletion of a ref that still
// resolves, and the reader a move to the value the ref already had.
const hook = (url: string) => `#!/bin/sh
[ "$1" = committed ] || exit 0
at="\${TEST_GIT_MOVED_AT:-}"
while read -r old new ref; do
  case "$ref" in refs/heads/*) ;; *) continue ;; esac
  if [ "$new" = ${ZERO} ] && git rev-parse -q --verify "$ref" >/dev/null; then continue; fi
  [ -n "$at" ] || at=$(${readClock(url)})
  printf '%s %s %s %s %s\\n' "$old" "$new" "$ref" "\${TEST_GIT_PUSHER:--}" "\${at:--}" >> "$(git rev-parse --absolute-git-dir)/${LOG}"
done
exit 0
`;

/** GitHub's timestamp form, as `state.now()` writes it. */
const STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

interface Linked {
  gitDir: string;
  owner: string;
  repo: string;
  /** Bytes of the log already recorded. */
  read: number;
  /** Each branch's value as recorded so far. */
  heads: Map<string, string>;
}

const linkedRepos = new WeakMap<GitHubState, Linked[]>();

/** Installs the hook that records `gitDir`'s branch moves as `owner/repo`'s activity. */
export function recordRefActivity(
  state: GitHubState,
  ref: { owner: string; repo: string; gitDir: string },
): void {
  const list = linkedRepos.get(state) ?? [];
  if (list.some((linked) => linked.gitDir === ref.gitDir)) return;
  const hooks = execFileSync(
    'git',
    ['rev-parse', '--path-format=absolute', '--git-path', 'hooks'],
    {
      cwd: ref.gitDir,
      encoding: 'utf8',
    },
  ).trim();
  mkdirSync(hooks, { recursive: true });
  const file = join(hooks, 'reference-transaction');
  writeFileSync(file, hook(state.base.api));
  chmodSync(file, 0o755);
  // The branches as they are when linked: the repository's history before the test began.
  const heads = new Map<string, string>();
  const listed = execFileSync(
    'git',
    ['for-each-ref', '--format=%(refname) %(objectname)', 'refs/heads'],
    {
      cwd: ref.gitDir,
      encoding: 'utf8',
    },
  );
  for (const line of listed.split('\n').filter(Boolean)) {
    const [name = '', sha = ''] = line.split(' ');
    heads.set(name, sha);
  }
  // Moves logged before, for another server, are that history too.
  const log = join(ref.gitDir, LOG);
  list.push({ ...ref, read: existsSync(log) ? statSync(log).size : 0, heads });
  linkedRepos.set(state, list);
}

/** Records what the linked repositories' logs gained since the last call. */
export function syncRefActivity(state: GitHubState): void {
  for (const linked of linkedRepos.get(state) ?? []) {
    const file = join(linked.gitDir, LOG);
    if (!existsSync(file)) continue;
    const text = readFileSync(file);
    if (text.length <= linked.read) continue;
    const lines = text.subarray(linked.read).toString('utf8').split('\n').filter(Boolean);
    linked.read = text.length;
    for (const line of lines) {
      const [logged = ZERO, after = ZERO, ref = '', logger = '-', at = '-'] = line.split(' ');
      const actor = logger === '-' ? null : logger;
      const before = linked.heads.get(ref) ?? (logged === ZERO ? ZERO : logged);
      if (before === after) continue;
      if (after === ZERO) linked.heads.delete(ref);
      else linked.heads.set(ref, after);
      state.addPush({
        owner: linked.owner,
        repo: linked.repo,
        ref,
        before,
        after,
        actor,
        ...(STAMP.test(at) ? { timestamp: at } : {}),
        recorded: true,
        activityType:
          before === ZERO
            ? 'branch_creation'
            : after === ZERO
              ? 'branch_deletion'
              : isAncestor(linked.gitDir, before, after)
                ? 'push'
                : 'force_push',
      });
    }
  }
}

function isAncestor(gitDir: string, older: string, newer: string): boolean {
  try {
    execFileSync('git', ['merge-base', '--is-ancestor', older, newer], {
      cwd: gitDir,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}
