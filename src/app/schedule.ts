/**
 * The heartbeat as the schedule runs it: poll operators' reactions, record the new feedback, run a
 * cycle when the tier's interval has passed (with the feedback counted first), and commit all of
 * it — ledger and derived files — as one commit on the state branch, pushed once: the branch's one writer is this workflow
 * (its concurrency group), so a refused push fails the run. The
 * configuration and the contract come from the trusted branch, whatever ref the run was started on.
 */
import {
  agentNames,
  allAgentLogins,
  CONFIG_PATH,
  configForAgent,
  DEFAULT_STATE_BRANCH,
  repositoryStateBranch,
  isTeam,
  type Config,
  type RepositoryName,
} from '../config.js';
import { InputError } from '../errors.js';
import type { LeaderboardEntry } from '../core/leaderboard.js';
import { rankAgents, readAgentReport, type AgentReport } from './site.js';
import { ledgerMonth, type ReplayState } from '../core/ledger.js';
import type { FeedbackEvent, LedgerEvent } from '../core/model.js';
import { chartDays } from '../core/render/schedule.js';
import type { ChartDay, VerdictRow } from '../core/render/score.js';
import { rollReplayStateTo, type CountedVerdict, type ReplayOptions } from '../core/replay.js';
import { calendarDay } from '../core/score/calendar.js';
import { pointsForFeedback, pointsForVerdict } from '../core/score/points.js';
import { createScoreState } from '../core/score/state.js';
import { summarizeScore, type ScoreSummary } from '../core/score/summary.js';
import { gitFailure, redactUrlCredentials, Repo, trackingRef } from '../git/repo.js';
import { commitSource, loadStateStore, type StateStore } from '../git/state-store.js';
import { evidenceJudge } from '../core/evidence/judge.js';
import { branchRuleCount } from '../github/branch-rules.js';
import type { GitHubClient, RepoCoordinates } from '../github/reactions.js';
import { planCycle, type CycleOutcome } from './cycle.js';
import { verdictsAsCounted } from './read-state.js';
import { refused } from './state/publish.js';
import { writeLedger } from './ledger-writer.js';
import {
  deletedCommentEvents,
  listFeedbackPulls,
  listFeedbackSubjects,
  lookbackStart,
  pollReactions,
  rememberedAgentComments,
  recordedSince,
  type ReactionPollResult,
} from './reactions.js';
import type { DeletedComment } from '../core/deleted-feedback.js';
import { openTrustedTree } from './trusted-tree.js';
import { confirmedAttestation, createStateBranch } from '../github/state-commits.js';
import {
  apiStatePublisher,
  commitAttestations,
  runBinding,
  STATE_COMMIT_BOT,
  type RunBinding,
  type StateRepository,
} from './signed-state.js';
import { resolveStateTrust, TrustedState, type StateTrust } from './state/trust.js';
import { findLostBranch, findRollback, type ReadMoves, type Rollback } from './state/remembered.js';
import { branchMovesSince } from '../github/branch-pushes.js';
import { githubCheckReader } from './verifiers/checks.js';
import { firstCheckSuiteAt } from '../github/pull-request.js';
import { deletedCommentClaims, githubCommentClaimReader } from './verifiers/comments.js';
import { githubCommitPusherReader } from './verifiers/pushers.js';
import type { SidecarSources } from './verifiers/sidecar.js';
import { signed } from '../core/render/text.js';
import { looksLikeAgent } from '../core/identity.js';
import { commentsToRemember, latestAsserted } from '../core/comment-memory.js';

/** What a scheduled run needs. */
export interface ScheduleOptions {
  /** The workspace: a checkout of the repository (any ref; its files are not read). */
  cwd: string;
  /** The trusted branch (default: the remote's default branch). */
  trustedBranch?: string | undefined;
  /**
   * The state branch a workflow names through the former `state-branch` input: the state branch
   * is the configuration's `stateBranch` (else `heartbeat-state`), where the CLI and the hooks
   * read it too, and a workflow naming another is refused before anything is read or written.
   */
  formerStateBranch?: string | undefined;
  /** Push to `remote` (default `origin`), merging and retrying when it moved. */
  push: boolean;
  remote?: string;
  now: string;
  client: GitHubClient;
  repository: RepoCoordinates;
  /** Agent and operator logins besides the configuration's. */
  agents: readonly string[];
  operators: readonly string[];
  /** State kept in a state repository shared by many, under this repository's folder. */
  sharedState?: SharedStateRepository | undefined;
  /** The comment whose `deleted` event started the run: the 👎 it carried are recorded too. */
  deleted?: DeletedComment | undefined;
  /**
   * Record the deleted comment's 👎 alone: no poll, no cycle, nothing read from GitHub but the
   * state's trust (a deletion's run that could not judge, or lost a race, tries again this way).
   */
  deletedOnly?: boolean;
  /**
   * This workflow run (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT) and the state commits it landed (kept
   * across its tries): every state commit names it, and only commits naming a heartbeat run's
   * attempt (as GitHub's API says) are built on (see state/run-binding.ts).
   */
  run: HeartbeatRun;
}

/** This workflow run's attempt, and what its tries share (a deletion's run tries up to 9 times). */
export interface HeartbeatRun {
  id: number;
  /** GitHub's attempt of the run: 1, then 2, 3… for each re-run of it. */
  attempt: number;
  written: Set<string>;
  /** What GitHub says this run is and which commits are the heartbeat's: asked once a run. */
  binding?: RunBinding;
  /** GitHub's listings of the state branch's moves: read once a run each. */
  moves?: Map<string, ReturnType<ReadMoves>>;
}

/** Another repository holding the state of many (the `state-repository` input). */
export interface SharedStateRepository {
  repository: StateRepository;
  /** A client with a token that can write it (`state-token`). */
  client: GitHubClient;
  /** Its git remote (a URL the token authenticates). */
  remote: string;
  /** The login GitHub signs that token's commits for: only its verified commits are the gate's. */
  writer: string;
}

/** What a scheduled run did for one agent. */
export interface ScheduleOutcome {
  /** The team agent (undefined: the single agent). */
  agent: string | undefined;
  poll: ReactionPollResult;
  /** Feedback this run added to the ledger (a concurrent run may have added some first). */
  recorded: FeedbackEvent[];
  cycle: CycleOutcome;
  /** The score as of `now`, after everything. */
  summary: ScoreSummary;
  verdicts: VerdictRow[];
  chart: ChartDay[];
  branch: string;
  /** The trusted branch the configuration and contract were read from, and its commit. */
  trusted: { branch: string; commit: string };
  config: Config;
  /** The state commit, when anything was recorded. */
  commit: string | undefined;
  pushed: boolean;
  warnings: string[];
  /** The state branch's head did not verify: what the run left out and built on instead. */
  tampering: StateTrust | undefined;
  /** The state branch was moved back from the head the last heartbeat recorded. */
  rollback: Rollback | undefined;
  /** The state branch's head as this run leaves it (recorded for the next run). */
  stateHead: string | undefined;
  /** No ruleset protects the state branch (false also when the token cannot tell). */
  unprotected: boolean;
  /** The instant the run scored at. */
  now: string;
}

/** What a scheduled run did: each agent's outcome, in the configuration's order. */
export interface ScheduleRun {
  agents: ScheduleOutcome[];
  /** A team's agents ranked as `leaderboard` ranks them (undefined for a single agent). */
  leaderboard: LeaderboardEntry[] | undefined;
}

/** The commit message of a run that recorded feedback but ran no cycle. */
function feedbackMessage(
  added: readonly FeedbackEvent[],
  state: ReplayState | undefined,
  agent: string | undefined,
): string {
  const up = added.filter((e) => e.direction === 'up').length;
  const down = added.length - up;
  const points = added.reduce((sum, e) => sum + pointsForFeedback(e.direction), 0);
  const score = state ? `${state.score.today.score}/${state.score.today.target}` : '0/50';
  return (
    `heartbeat: feedback ${signed(points)} (${up} 👍, ${down} 👎) — score ${score}\n\n` +
    added.map((e) => `Heartbeat-Event: ${e.id}\n`).join('') +
    `Heartbeat-Score: ${state?.score.today.score ?? 0}\n` +
    (agent === undefined ? '' : `Heartbeat-Agent: ${agent}\n`)
  );
}

/** A verdict as the report shows it, with the two sides of each contradiction. */
function verdictRow(event: CountedVerdict): VerdictRow {
  return {
    taskId: event.taskId,
    verdict: event.verdict,
    groundTruthContradiction: event.groundTruthContradiction,
    required: event.required,
    points: pointsForVerdict(event),
    ...(event.contradictions ? { contradictions: event.contradictions } : {}),
    ...(event.reason ? { reason: event.reason } : {}),
  };
}

/**
 * Today's verdicts (calendar day of `now`), read from the ledger's recent months and what this run
 * wrote (`added`; the store was read before it), as the ledger with both counts them.
 */
async function todaysVerdicts(
  store: StateStore,
  now: string,
  options: ReplayOptions,
  added: readonly LedgerEvent[],
): Promise<VerdictRow[]> {
  const today = calendarDay(now, options.timeZone);
  // A calendar day touches at most two UTC months.
  const first = store.months.at(-2) ?? store.months.at(-1) ?? ledgerMonth({ at: now });
  const verdicts = await verdictsAsCounted(store, { first }, options, added);
  return verdicts.filter((e) => calendarDay(e.at, options.timeZone) === today).map(verdictRow);
}

/** Runs one scheduled heartbeat: each agent's poll and cycle (when due), one after the other. */
export async function runSchedule(options: ScheduleOptions): Promise<ScheduleRun> {
  const remote = options.remote ?? 'origin';
  const trusted = await openTrustedTree({
    cwd: options.cwd,
    remote,
    branch: options.trustedBranch,
  });
  try {
    const { config } = trusted;
    if (isTeam(config) && options.agents.length > 0) {
      throw new InputError(
        `the agents input names logins of no agent (${options.agents.join(', ')}): with a team, list each agent's logins under team.<name>.logins in ${CONFIG_PATH}`,
        'agents',
      );
    }
    const writer = options.sharedState?.writer;
    if (
      writer !== undefined &&
      looksLikeAgent(writer, [...allAgentLogins(config), ...options.agents])
    ) {
      // Its signed commits are the gate's: an agent's own token would sign the agent's score.
      throw new InputError(
        `input 'state-writer' names an agent's login (${writer}): it must be the account only the gate's state-token signs for`,
        'state-writer',
      );
    }
    const binding = (options.run.binding ??= runBinding(
      options.client,
      options.repository,
      options.run,
      trusted.branch,
    ));
    // Refused before anything is written when this run is not the heartbeat's.
    await binding.identity();
    const outcomes: ScheduleOutcome[] = [];
    for (const agent of isTeam(config) ? agentNames(config) : [undefined]) {
      outcomes.push(
        await runOnTrustedTree(
          options,
          trusted.root,
          config,
          { branch: trusted.branch, commit: trusted.commit },
          agent,
          binding,
        ),
      );
    }
    return {
      agents: outcomes,
      leaderboard: isTeam(config)
        ? await teamLeaderboard(trusted.root, config, outcomes, options)
        : undefined,
    };
  } finally {
    await trusted.dispose();
  }
}

/** The team ranked from each agent's state as this run left it on the state branch. */
async function teamLeaderboard(
  root: string,
  team: Config,
  outcomes: readonly ScheduleOutcome[],
  options: ScheduleOptions,
): Promise<LeaderboardEntry[]> {
  const repo = await Repo.open(root);
  const reports: AgentReport[] = [];
  const last = outcomes.at(-1);
  if (!last) return [];
  const shared = options.sharedState;
  // A shared state repository's branch is only tracked here, never a local branch.
  const head = await repo.resolve(
    shared ? trackingRef(shared.remote, last.branch) : `refs/heads/${last.branch}`,
  );
  for (const outcome of outcomes) {
    const config = configForAgent(team, outcome.agent, sharedFolder(options));
    const store = await loadStateStore(commitSource(repo, head, config.stateDir), config.stateDir);
    reports.push(await readAgentReport({ config, agent: outcome.agent, store }, outcome.now));
  }
  return rankAgents(reports);
}

/**
 * When a deletion was seen: when GitHub created the run it started (the deletion came before),
 * the same on a re-run, not the runner's later clock. The payload names no deletion time: a
 * `deleted` event's `comment.updated_at` is its last edit's.
 */
async function deletionSeenAt(binding: RunBinding, now: string): Promise<string> {
  const created = (await binding.own()).createdAt;
  return Date.parse(created) < Date.parse(now) ? created : now;
}

async function runOnTrustedTree(
  options: ScheduleOptions,
  root: string,
  team: Config,
  trusted: { branch: string; commit: string },
  agentName: string | undefined,
  binding: RunBinding,
): Promise<ScheduleOutcome> {
  const repo = await Repo.open(root);
  const remote = options.remote ?? 'origin';
  const shared = options.sharedState;
  // The state's own repository: this one, or a state repository shared by many.
  const stateRemote = shared?.remote ?? remote;
  const stateRepository = shared?.repository ?? options.repository;
  const stateClient = shared?.client ?? options.client;
  // This agent's view: its logins, contract, operators, interval and state folder.
  const config = configForAgent(team, agentName, sharedFolder(options));
  const configuredBranch = config.stateBranch ?? DEFAULT_STATE_BRANCH;
  if (options.formerStateBranch !== undefined && options.formerStateBranch !== configuredBranch) {
    throw new InputError(
      `input 'state-branch' is no longer read: the state branch is "stateBranch" in ${CONFIG_PATH} on the trusted branch (the CLI and the hooks read it there too), ${JSON.stringify(configuredBranch)} here; set it to ${JSON.stringify(options.formerStateBranch.slice(0, 200))} there, or remove the input`,
      'state-branch',
    );
  }
  // In a state repository, this repository's own branch (its one writer is this workflow); the
  // configured branch is then the older layout's, which the first write moves from.
  const folder = sharedFolder(options);
  const stateBranch = folder ? repositoryStateBranch(folder) : configuredBranch;
  // Only reactions verified through the API move the score here; CLI feedback is a local note.
  const replay: ReplayOptions = { timeZone: config.timeZone, feedback: 'reactions' };
  const agents = [...new Set([...config.agents, ...options.agents])];
  const operators = [...new Set([...config.operators, ...options.operators])];
  // Another agent's reaction is never an operator's, whatever its permission.
  const otherAgents = allAgentLogins(team).filter((login) => !agents.includes(login));
  let head = options.push
    ? await fetchState(repo, stateRemote, stateBranch, shared)
    : await repo.resolve(`refs/heads/${stateBranch}`);
  // What GitHub's activity says of the state branch: every head it had (issue 26, class G).
  // Read once a run for each instant asked.
  const readMoves: ReadMoves = (since) => {
    const cache = (options.run.moves ??= new Map());
    const key = `${stateBranch} ${since ?? ''}`;
    let read = cache.get(key);
    if (!read) {
      read = branchMovesSince(stateClient, { ...stateRepository, branch: stateBranch, since });
      cache.set(key, read);
    }
    return read;
  };
  /** The state commit the heartbeat wrote at or under `sha`, if any. */
  const trustedUnder = async (sha: string) =>
    (
      await resolveStateTrust(
        repo,
        config,
        sha,
        commitAttestations(stateClient, stateRepository, []),
        shared?.writer,
        binding.check,
      )
    ).trusted;
  // Every agent's folder of the repository: a restore brings each back from the state it builds
  // on, so a state lost in any of them is a rollback (src/app/state/remembered.ts).
  const folders = (isTeam(team) ? agentNames(team) : [agentName]).map(
    (name) => configForAgent(team, name, folder).stateDir,
  );
  // A branch gone after it held a state the gate wrote: created again there, never started empty.
  const lost =
    !head && options.push
      ? await findLostBranch(
          repo,
          folders,
          { remote: stateRemote, branch: stateBranch },
          readMoves,
          trustedUnder,
        )
      : undefined;
  if (lost) {
    const target = { ...stateRepository, branch: stateBranch };
    const created = await createStateBranch(stateClient, target, lost.remembered.sha);
    // Refused when another run created it meanwhile: built on as this run finds it.
    head = await fetchState(repo, stateRemote, stateBranch, shared);
    if (!head && !created.pushed) throw refused(stateRemote, stateBranch, created.reason);
  }
  // The poll's first GraphQL request also asks what GitHub asserts about the state head: in the
  // usual case (the head is the gate's own last commit) no request of its own is needed. A shared
  // state repository is another repository, which this repository's token may not read.
  const deletedOnly = options.deleted !== undefined && options.deletedOnly === true;
  const pulls = deletedOnly
    ? undefined
    : await listFeedbackPulls({
        client: options.client,
        repository: options.repository,
        agents,
        now: options.now,
        ...(head && options.push && !shared ? { commit: { ...stateRepository, sha: head } } : {}),
      });
  const confirmed = pulls && confirmedAttestation(pulls.commit, STATE_COMMIT_BOT);
  // A pushed state branch is built on only down to the last commit the Action wrote and GitHub
  // signed for it, and only as far as that verifies (see state/trust.ts and signed-state.ts).
  const attest = commitAttestations(stateClient, stateRepository, confirmed ? [confirmed] : []);
  const trust = new TrustedState(repo, config, attest, shared?.writer, binding.check);
  let base = head && options.push ? await trust.base(head) : head;
  // A head moved back from the one the last heartbeat recorded: the remembered state is built on.
  const moved =
    head && options.push
      ? await findRollback(
          repo,
          folders,
          { remote: stateRemote, branch: stateBranch, head, trusted: base },
          readMoves,
          async (sha) =>
            (await resolveStateTrust(repo, config, sha, attest, shared?.writer, binding.check))
              .trusted,
        )
      : undefined;
  if (head && moved) base = trust.restore(head, moved.remembered.sha);
  const rollback = moved ?? lost;
  const store = await loadStateStore(commitSource(repo, base, config.stateDir), config.stateDir);

  // The agents' comments the trusted state remembers: only those created since are listed, so
  // what others wrote before costs no request (issue 26, class C; src/core/comment-memory.ts).
  // A record is believed up to the latest instant GitHub has asserted to this run: its creation,
  // or the newest update of the pull requests it listed.
  const created = pulls ? (await binding.own()).createdAt : undefined;
  const known =
    pulls && created !== undefined
      ? await rememberedAgentComments(store, {
          since: lookbackStart(options.now),
          bound: latestAsserted(created, pulls.newest),
          agents,
        })
      : undefined;
  const listed =
    pulls &&
    (await listFeedbackSubjects({
      client: options.client,
      repository: options.repository,
      agents,
      now: options.now,
      pulls,
      known,
    }));
  // What this listing adds, kept by the cycle this run writes: every comment GitHub created
  // before this workflow run was (GitHub's time, before anything was listed) is then remembered.
  const agentComments =
    listed &&
    created !== undefined &&
    commentsToRemember(listed, known, { before: created, agents });

  const poll = !listed
    ? { events: [], ignored: [], subjects: 0 }
    : await pollReactions({
        client: options.client,
        repository: options.repository,
        agents,
        otherAgents,
        operators,
        store,
        notBefore: store.progress?.startedAt,
        now: options.now,
        timeZone: config.timeZone,
        listed,
      });
  // A comment deleted before any poll saw its 👎 (issue 26, class E): charged to its deleter.
  const feedback: FeedbackEvent[] = options.deleted
    ? [
        ...poll.events,
        ...(await deletedCommentEvents({
          comment: options.deleted,
          agent: agents,
          everyAgent: [...allAgentLogins(team), ...options.agents],
          // Every agent's ledger as this run found it: one 👎 is charged once in a team.
          stores: await Promise.all(
            (isTeam(team) ? agentNames(team) : [agentName]).map((name) => {
              if (name === agentName) return store;
              const { stateDir } = configForAgent(team, name, folder);
              return loadStateStore(commitSource(repo, base, stateDir), stateDir);
            }),
          ),
          notBefore: store.progress?.startedAt,
          now: options.now,
        })),
      ]
    : poll.events;

  // The claims of the agent's PR comment this run's event deleted: recorded, so that the cycles
  // due while it stood judge it as if it were there (src/app/verifiers/comments.ts).
  const recordedIds = new Set(
    options.deleted
      ? (await recordedSince(store, options.deleted.createdAt, 'claim')).map((e) => e.id)
      : [],
  );
  const deletedClaims = options.deleted
    ? (
        await deletedCommentClaims(
          options.client,
          options.repository,
          { evaluateEvidence: evidenceJudge.evaluateEvidence },
          { comment: options.deleted, agents, now: await deletionSeenAt(binding, options.now) },
        )
      ).filter((event) => !recordedIds.has(event.id))
    : [];
  const observed: LedgerEvent[] = [...feedback, ...deletedClaims];

  // All four verifiers: check runs and statuses through the API, commands only from the contract
  // on the trusted branch, the cycle's commits from the checkout of the default branch, and the
  // agent's PR comment claims through the API.
  let defaultBranch: Promise<string> | undefined;
  const trustedBranch = (): Promise<string> =>
    (defaultBranch ??= options.client.rest.repos
      .get({ ...options.repository })
      .then((r) => r.data.default_branch));
  const sidecar: SidecarSources = {
    evidence: evidenceJudge,
    // The agent can push a verdict to the state branch: only the gate's own stop the sidecar.
    judgeDespiteVerdicts: true,
    defaultBranch: trustedBranch,
    readChecks: githubCheckReader(options.client, options.repository),
    // From the poll's listing: what others write adds no request (issue 26, class C).
    readCommentClaims: githubCommentClaimReader(
      options.client,
      options.repository,
      { evaluateEvidence: evidenceJudge.evaluateEvidence },
      listed,
      async (since) => [...(await recordedSince(store, since, 'claim')), ...deletedClaims],
    ),
    // Whose a commit is: the pusher GitHub names, never an e-mail another agent could write.
    commitPushers: {
      read: githubCommitPusherReader(options.client, options.repository, {
        logins: [...agents, ...otherAgents],
        branch: trustedBranch,
        since: (asOf) => lookbackStart(asOf),
      }),
      onlyAgent: otherAgents.length === 0,
    },
    remote,
    cache: new Map(),
    pushedAt: firstSuiteReader(options.client, options.repository, trustedBranch),
  };
  let before: ReplayState | undefined;
  let recorded: FeedbackEvent[] = [];
  let added: readonly LedgerEvent[] = [];
  // The state after everything this run wrote (feedback at a cycle's instant sorts after it).
  let written: ReplayState | undefined;
  const write = await writeLedger<CycleOutcome>(
    {
      cwd: root,
      branch: configuredBranch,
      push: options.push,
      remote: stateRemote,
      config: team,
      agent: agentName,
      repository: sharedFolder(options),
      feedback: 'reactions',
      trustedBase: (remoteHead) => trust.base(remoteHead),
      // Through the API, so GitHub signs the commit for the Action's bot.
      publish: apiStatePublisher(stateClient, stateRepository, binding),
    },
    async (snapshot) => {
      before = snapshot.state;
      // Each due cycle sees the feedback made before its instant: a 👎 can tighten the interval.
      const cycle = await planCycle(
        // The inputs' agents count too: only their commits carry claims the verifiers judge.
        { ...snapshot, config: { ...snapshot.config, agents } },
        {
          now: options.now,
          sidecar,
          feedback,
          ...(deletedOnly ? { cycles: false as const } : {}),
          ...(agentComments ? { agentComments } : {}),
        },
      );
      if ('skip' in cycle) {
        if (observed.length === 0) return cycle;
        return {
          events: observed,
          finish(effects) {
            written = effects.state;
            recorded = effects.added.filter((e): e is FeedbackEvent => e.kind === 'feedback');
            added = effects.added;
            return {
              message: feedbackMessage(recorded, effects.state, agentName),
              result: cycle.skip,
            };
          },
        };
      }
      return {
        events: [...observed, ...cycle.events],
        finish(effects) {
          written = effects.state;
          recorded = effects.added.filter((e): e is FeedbackEvent => e.kind === 'feedback');
          added = effects.added;
          return cycle.finish(effects);
        },
      };
    },
  );

  const cycle = write.result;
  const after = written ?? before;
  const state = after ? rollReplayStateTo(after, options.now, replay) : undefined;
  const score = state?.score ?? createScoreState(calendarDay(options.now, config.timeZone));
  const summary = summarizeScore(score, { defaultIntervalMinutes: config.defaultIntervalMinutes });
  return {
    agent: agentName,
    now: options.now,
    poll,
    recorded,
    cycle,
    summary,
    verdicts: await todaysVerdicts(store, options.now, replay, added),
    chart: chartDays(score),
    branch: write.branch,
    trusted,
    config,
    commit: write.commit,
    pushed: write.pushed,
    warnings: write.warnings,
    tampering: trust.tampering(),
    rollback,
    stateHead: write.commit ?? head,
    unprotected:
      (await branchRuleCount(stateClient, { ...stateRepository, branch: write.branch })) === 0,
  };
}

/**
 * The state branch's head on its remote. A shared state repository the token cannot read is bad
 * input naming it and git's own reason (no stack trace; the token is a header, never in a URL).
 */
async function fetchState(
  repo: Repo,
  remote: string,
  branch: string,
  shared: SharedStateRepository | undefined,
): Promise<string | undefined> {
  try {
    return await repo.fetchBranch(remote, branch);
  } catch (error) {
    const git = shared ? gitFailure(error) : undefined;
    if (git === undefined || !shared) throw error;
    const { owner, repo: name } = shared.repository;
    throw new InputError(
      `cannot read the state repository ${owner}/${name} (${redactUrlCredentials(git)}): give state-token read and write access to its contents`,
      'state-token',
    );
  }
}

/** This repository's folder in a shared state repository (undefined: state kept here). */
function sharedFolder(options: ScheduleOptions): RepositoryName | undefined {
  return options.sharedState
    ? { owner: options.repository.owner, name: options.repository.repo }
    : undefined;
}

/**
 * When GitHub first saw each commit on the default branch (its first check suite there), read once
 * per commit per run.
 */
function firstSuiteReader(
  client: GitHubClient,
  repository: RepoCoordinates,
  branch: () => Promise<string>,
): (sha: string) => Promise<string | undefined> {
  const seen = new Map<string, Promise<string | undefined>>();
  return (sha) => {
    let at = seen.get(sha);
    if (!at) {
      at = branch().then((name) => firstCheckSuiteAt(client, { ...repository, sha, branch: name }));
      seen.set(sha, at);
    }
    return at;
  };
}
