/**
 * The heartbeat as the schedule runs it: poll operators' reactions, record the new feedback, run a
 * cycle when the tier's interval has passed (with the feedback counted first), and commit all of
 * it — ledger, derived files, poll cursor — as one commit on the state branch, pushed with retry.
 */
import { loadConfig } from '../config.js';
import { chartDays } from '../core/render/schedule.js';
import { applyLedgerEvent, rollReplayStateTo } from '../core/replay.js';
import { calendarDay } from '../core/score/calendar.js';
import { pointsForFeedback, pointsForVerdict } from '../core/score/points.js';
import { createScoreState } from '../core/score/state.js';
import { summarizeScore } from '../core/score/summary.js';
import { Repo } from '../git/repo.js';
import { commitSource, loadStateStore } from '../git/state-store.js';
import { evaluateEvidence, evidenceClaimsFromMessage } from '../core/evidence/index.js';
import { planCycle } from './cycle.js';
import { writeLedger } from './ledger-writer.js';
import { pollReactions } from './reactions.js';
import { githubCheckReader } from './verifiers/checks.js';
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
/** The commit message of a run that recorded feedback but ran no cycle. */
function feedbackMessage(added, state) {
    const up = added.filter((e) => e.direction === 'up').length;
    const down = added.length - up;
    const points = added.reduce((sum, e) => sum + pointsForFeedback(e.direction), 0);
    const score = state ? `${state.score.today.score}/${state.score.today.target}` : '0/50';
    return (`heartbeat: feedback ${signed(points)} (${up} 👍, ${down} 👎) — score ${score}\n\n` +
        added.map((e) => `Heartbeat-Event: ${e.id}\n`).join('') +
        `Heartbeat-Score: ${state?.score.today.score ?? 0}\n`);
}
/** A verdict as the report shows it, with the two sides of each contradiction. */
function verdictRow(event) {
    return {
        taskId: event.taskId,
        verdict: event.verdict,
        groundTruthContradiction: event.groundTruthContradiction,
        required: event.required,
        points: pointsForVerdict(event),
        ...(event.contradictions ? { contradictions: event.contradictions } : {}),
    };
}
/** Today's verdicts (calendar day of `now` in `timeZone`), read from the ledger's recent months. */
async function todaysVerdicts(store, now, timeZone) {
    const today = calendarDay(now, timeZone);
    const rows = [];
    // A calendar day touches at most two UTC months.
    for (const month of store.months.slice(-2)) {
        for (const event of await store.segment(month)) {
            if (event.kind !== 'verdict' || calendarDay(event.at, timeZone) !== today)
                continue;
            rows.push(verdictRow(event));
        }
    }
    return rows;
}
/** Runs one scheduled heartbeat. */
export async function runSchedule(options) {
    const repo = await Repo.open(options.cwd);
    const config = await loadConfig(repo.root);
    const remote = options.remote ?? 'origin';
    const agents = [...new Set([...config.agents, ...options.agents])];
    const operators = [...new Set([...config.operators, ...options.operators])];
    const head = options.push
        ? await repo.fetchBranch(remote, options.branch)
        : await repo.resolve(`refs/heads/${options.branch}`);
    const store = await loadStateStore(commitSource(repo, head, config.stateDir), config.stateDir);
    const poll = await pollReactions({
        client: options.client,
        repository: options.repository,
        agents,
        operators,
        store,
        notBefore: store.progress?.startedAt,
        now: options.now,
    });
    const files = new Map([[poll.cursorFile.path, poll.cursorFile.text]]);
    // All four verifiers: check runs and statuses through the API, commands only from the contract
    // on the trusted branch, the cycle's commits from the checkout of the default branch.
    const sidecar = {
        evidence: { evaluateEvidence, evidenceClaimsFromMessage },
        readChecks: githubCheckReader(options.client, options.repository),
        remote,
        cache: new Map(),
    };
    let before;
    let recorded = [];
    let judged = [];
    const write = await writeLedger({ cwd: options.cwd, branch: options.branch, push: options.push, remote }, async (snapshot) => {
        before = snapshot.state;
        // The due decision sees the feedback first: a 👎 can tighten the interval.
        let withFeedback = snapshot.state;
        for (const event of poll.events) {
            withFeedback = applyLedgerEvent(withFeedback, event, { timeZone: config.timeZone });
        }
        const cycle = await planCycle(
        // The inputs' agents count too: only their commits carry claims the verifiers judge.
        { ...snapshot, config: { ...snapshot.config, agents }, state: withFeedback }, { now: options.now, sidecar });
        const feedback = poll.events;
        if ('skip' in cycle) {
            if (feedback.length === 0)
                return cycle;
            return {
                events: feedback,
                files,
                finish(effects) {
                    recorded = effects.added.filter((e) => e.kind === 'feedback');
                    return { message: feedbackMessage(recorded, effects.state), result: cycle.skip };
                },
            };
        }
        return {
            events: [...feedback, ...cycle.events],
            files,
            finish(effects) {
                recorded = effects.added.filter((e) => e.kind === 'feedback');
                judged = effects.added.filter((e) => e.kind === 'verdict');
                return cycle.finish(effects);
            },
        };
    });
    const cycle = write.result;
    const after = cycle.ran ? cycle.state : recordedState(before, recorded, config.timeZone);
    const state = after
        ? rollReplayStateTo(after, options.now, { timeZone: config.timeZone })
        : undefined;
    const score = state?.score ?? createScoreState(calendarDay(options.now, config.timeZone));
    const summary = summarizeScore(score, { defaultIntervalMinutes: config.defaultIntervalMinutes });
    return {
        poll,
        recorded,
        cycle,
        summary,
        verdicts: [
            ...(await todaysVerdicts(store, options.now, config.timeZone)),
            // The store was read before this run wrote: add the verdicts its cycle just recorded.
            ...judged
                .filter((e) => calendarDay(e.at, config.timeZone) === calendarDay(options.now, config.timeZone))
                .map(verdictRow),
        ],
        chart: chartDays(score),
        branch: write.branch,
        commit: write.commit,
        pushed: write.pushed,
        retries: write.retries,
        warnings: write.warnings,
    };
}
/** The state after the recorded feedback, when no cycle ran. */
function recordedState(before, recorded, timeZone) {
    let state = before;
    for (const event of recorded)
        state = applyLedgerEvent(state, event, { timeZone });
    return state;
}
