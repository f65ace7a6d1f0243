/**
 * The Action's own state commits: written through GitHub's API, so GitHub signs them for the
 * token's bot, and recognised by what GitHub asserts about them (a valid signature, the bot as
 * author) — never by an author name, a message or content anyone can write. The commit is built
 * and verified locally first; the API is asked to create exactly that tree.
 */
import type { Repo } from '../git/repo.js';
import {
  createStateCommit,
  readCommitAttestation,
  type CommitAttestation,
  type StateFileChange,
} from '../github/state-commits.js';
import type { GitHub } from '../github/octokit.js';
import { ACTIONS_BOT } from '../github/sticky-comment.js';
import type { StatePublisher } from './ledger-writer.js';
import { STATE_SUBJECT_PREFIX } from './state/verify.js';
import { InputError } from '../errors.js';
import {
  readWorkflowRun,
  readWorkflowRunAttempt,
  type WorkflowRun,
} from '../github/workflow-runs.js';
import {
  namedRun,
  notHeartbeatRun,
  unboundReason,
  withRunTrailer,
  type HeartbeatIdentity,
} from './state/run-binding.js';

/** Where the Action's state lives on GitHub (another repository is possible). */
export interface StateRepository {
  owner: string;
  repo: string;
}

/** The login GitHub signs GITHUB_TOKEN's API commits for. */
export const STATE_COMMIT_BOT = ACTIONS_BOT;

/** A GitHub login as inline code (logins hold no backtick; one is dropped all the same). */
export const loginCode = (login: string) => `\`${login.replaceAll('`', '').slice(0, 60)}\``;

/**
 * Why a commit is not one the Action wrote (Markdown), or undefined when it is. `writer` is the
 * login GitHub signs the gate's commits for: `github-actions[bot]` for GITHUB_TOKEN, the
 * `state-writer` input in a shared state repository.
 */
export function foreignReason(
  attestation: CommitAttestation,
  subject: string,
  writer: string = STATE_COMMIT_BOT,
): string | undefined {
  if (!attestation.verified || attestation.reason !== 'valid')
    return `not signed by GitHub (verification: ${attestation.reason.replace(/[^a-z_]/g, '')})`;
  if (attestation.authorLogin?.toLowerCase() !== writer.toLowerCase())
    return `signed, but for ${attestation.authorLogin ? loginCode(attestation.authorLogin) : 'no GitHub account'}, not ${loginCode(writer)}`;
  if (!subject.startsWith(STATE_SUBJECT_PREFIX)) return 'not a heartbeat-gate state commit';
  return undefined;
}

/**
 * What GitHub asserts about each commit, asked once per commit per run. `confirmed`: attestations
 * already read in another request (the poll's GraphQL query confirms the state head when it is the
 * gate's own); any other commit is asked through `GET /repos/{o}/{r}/commits/{sha}`.
 */
export function commitAttestations(
  github: Pick<GitHub, 'rest'>,
  target: StateRepository,
  confirmed: readonly CommitAttestation[] = [],
): (sha: string) => Promise<CommitAttestation> {
  return askedOnce(
    (sha: string) => readCommitAttestation(github, target, sha),
    confirmed.map((attestation) => [attestation.sha, Promise.resolve(attestation)]),
  );
}

/** `ask` once per key for the run (a failed answer is asked again next time). */
function askedOnce<K, V>(
  ask: (key: K) => Promise<V>,
  known: Iterable<[K, Promise<V>]> = [],
): (key: K) => Promise<V> {
  const answers = new Map<K, Promise<V>>(known);
  return (key) => {
    let answer = answers.get(key);
    if (!answer) {
      answer = ask(key);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
}

/** The state files `commit` changes against `base` (all of its files for a root commit). */
async function stateChanges(
  repo: Repo,
  base: string | undefined,
  commit: string,
): Promise<StateFileChange[]> {
  const listing = base
    ? await repo.raw({
        args: ['diff-tree', '-r', '-z', '--no-renames', '--name-status'],
        operands: [base, commit],
      })
    : await repo.raw({ args: ['ls-tree', '-r', '-z', '--name-only'], operands: [commit] });
  const fields = listing.split('\0').filter((field) => field.length > 0);
  const entries: { status: string; path: string }[] = [];
  if (base) {
    for (let i = 0; i + 1 < fields.length; i += 2)
      entries.push({ status: fields[i] ?? '', path: fields[i + 1] ?? '' });
  } else {
    for (const path of fields) entries.push({ status: 'A', path });
  }
  const changes: StateFileChange[] = [];
  for (const { status, path } of entries) {
    changes.push({
      path,
      text:
        status === 'D'
          ? null
          : await repo.raw({ args: ['cat-file', 'blob'], operands: [`${commit}:${path}`] }),
    });
  }
  return changes;
}

/**
 * Publishes a locally built state commit through the API (same parents, same tree, GitHub's
 * identity and signature) instead of `git push`, then fetches the branch so the run sees it.
 */
export function apiStatePublisher(
  github: Pick<GitHub, 'rest' | 'graphql'>,
  target: StateRepository,
  /**
   * The run writing (the Action): its id and attempt named in each commit's trailers (no attempt:
   * none named, read as 1), its commits remembered.
   */
  run?: Pick<RunBinding, 'id' | 'written'> & { attempt?: number },
): StatePublisher {
  return async ({ repo, commit, parents, branch, remote, newBranch, ...rest }) => {
    const message = run ? withRunTrailer(rest.message, run.id, run.attempt) : rest.message;
    const [base] = parents;
    const treeOf = async (rev: string) =>
      (await repo.raw({ args: ['rev-parse'], operands: [`${rev}^{tree}`] })).trim();
    const tree = await treeOf(commit);
    const baseTree = base ? await treeOf(base) : undefined;
    const result = await createStateCommit(
      github,
      { ...target, branch },
      {
        parents,
        baseTree,
        changes: await stateChanges(repo, base, commit),
        message,
        expectedTree: tree,
        newBranch,
      },
    );
    if (result.pushed) {
      run?.written.add(result.commit);
      await repo.fetchBranch(remote, branch);
    }
    return result;
  };
}

/** The heartbeat run this process is, as the runner names it (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT). */
export interface RunBinding {
  /** This run's id, written in each state commit's `Heartbeat-Run` trailer. */
  id: number;
  /** This attempt of the run (1, higher for a re-run), in its `Heartbeat-Run-Attempt` trailer. */
  attempt: number;
  /**
   * The state commits this attempt landed (a commit naming this run and attempt that it did not
   * land is forged).
   */
  written: Set<string>;
  /** What GitHub says this run is: the heartbeat workflow and branch every state commit must name. */
  identity(): Promise<HeartbeatIdentity>;
  /** This run as GitHub answers it (after `identity`: a heartbeat run). */
  own(): Promise<WorkflowRun>;
  /**
   * Why a commit naming `runIds` and `attempts` (its trailers) is not a heartbeat run's
   * (Markdown), or undefined.
   */
  check(
    sha: string,
    runIds: readonly string[],
    attempts: readonly string[],
    committedAt: string | undefined,
  ): Promise<string | undefined>;
}

/**
 * The binding of state commits to heartbeat runs: one `GET .../actions/runs/{id}` for this run,
 * then one per distinct run a commit names, and one more (`.../attempts/{n}`) per earlier attempt
 * than GitHub's latest a commit names (each cached for the run). `trustedBranch` is the branch the
 * configuration is read from. This run must itself be the heartbeat's (refused otherwise: a
 * dispatch of the workflow on another branch, or another workflow using the Action).
 */
export function runBinding(
  github: Pick<GitHub, 'rest'>,
  repository: StateRepository,
  run: { id: number; attempt: number; written: Set<string> },
  trustedBranch: string,
): RunBinding {
  const { id: runId, attempt: runAttempt, written } = run;
  const read = askedOnce((id: number) => readWorkflowRun(github, repository, id));
  const readAttempt = askedOnce((key: string) => {
    const [id = 0, attempt = 0] = key.split('/').map(Number);
    return readWorkflowRunAttempt(github, repository, id, attempt);
  });
  const repositoryName = `${repository.owner}/${repository.repo}`;
  let identity: Promise<HeartbeatIdentity> | undefined;
  const binding: RunBinding = {
    id: runId,
    attempt: runAttempt,
    written,
    own: async () => {
      await binding.identity();
      return (await read(runId)) as WorkflowRun;
    },
    identity: () =>
      (identity ??= read(runId).then((own) => {
        if (!own)
          throw new InputError(
            `GITHUB_RUN_ID ${runId} is not a workflow run of ${repositoryName}: the heartbeat runs only in GitHub Actions`,
            'GITHUB_RUN_ID',
          );
        const heartbeat = { repository: repositoryName, path: own.path, branch: trustedBranch };
        const not = notHeartbeatRun(own, heartbeat);
        if (not)
          throw new InputError(
            `this run is not the heartbeat (${not.replaceAll('`', '')}): state is written only by the heartbeat workflow's runs on ${trustedBranch}`,
            'GITHUB_RUN_ID',
          );
        return heartbeat;
      })),
    async check(sha, runIds, attempts, committedAt) {
      const heartbeat = await binding.identity();
      const named = namedRun(runIds, attempts);
      if (typeof named === 'string') return named;
      const { id, attempt } = named;
      if (id === runId && attempt === runAttempt)
        return written.has(sha)
          ? undefined
          : `signed, but names this very run (${runId}${runAttempt > 1 ? `, attempt ${runAttempt}` : ''}), which did not write it`;
      if (id === runId && attempt > runAttempt)
        return `signed, but names attempt ${attempt} of this very run (${runId}), which is attempt ${runAttempt}`;
      // An earlier attempt (this run's after a re-run, or another run's) is checked against its
      // own window; GitHub's answer for the run is its latest attempt's.
      const latest = await read(id);
      const answer =
        latest && attempt < latest.attempt ? await readAttempt(`${id}/${attempt}`) : latest;
      return unboundReason(named, answer, committedAt, heartbeat);
    },
  };
  return binding;
}
