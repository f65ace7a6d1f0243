import { parseHeartbeatContract } from '../../core/contract.js';
import { isAbandoned } from '../../core/progress.js';
import { evidenceText, parseVerifyHint } from '../../core/verify.js';
import { verifyCycle } from './index.js';
/**
 * The tasks of the contract on the trusted branch (its remote-tracking copy first: a local branch
 * is as writable as the working tree), or undefined when there is none.
 */
export async function trustedContractTasks(repo, config) {
    for (const ref of [
        `refs/remotes/origin/${config.trustedBranch}`,
        `refs/heads/${config.trustedBranch}`,
    ]) {
        const commit = await repo.resolve(ref);
        if (!commit)
            continue;
        let text;
        try {
            text = await repo.raw(['show', `${commit}:${config.contract}`]);
        }
        catch {
            return undefined;
        }
        return parseHeartbeatContract(text, config.contract).tasks;
    }
    return undefined;
}
/** Verifies the tasks of `state.lastCycle` and returns their verdict events, timed before `startedAt`. */
export async function sidecarVerdicts(snapshot, startedAt, sources = {}) {
    const { repo, config, state } = snapshot;
    const head = await repo.resolve('HEAD');
    const last = state?.lastCycle;
    if (!state || !last || !head)
        return { events: [], verifications: [], head };
    const judged = new Set(state.sinceLastCycle.verdicts.map((v) => v.taskId));
    const progress = new Map((state.progress?.tasks ?? []).map((t) => [t.taskId, t]));
    const tasks = last.tasks.filter((task) => {
        const current = progress.get(task.id);
        return (parseVerifyHint(task.verify).kind !== 'none' &&
            !judged.has(task.id) &&
            !(current && isAbandoned(current)));
    });
    if (tasks.length === 0)
        return { events: [], verifications: [], head };
    const verify = async () => {
        // A shallow checkout holds neither the last cycle's head nor the commits since it (and its
        // cut-off commit would look as if it added every file): fetch the history first.
        if (await repo.isShallow()) {
            const remote = sources.remote ?? 'origin';
            try {
                await repo.unshallow(remote);
            }
            catch (error) {
                throw new Error(`the checkout is shallow and its history could not be fetched from ${remote} ` +
                    `(check out with fetch-depth: 0): ${error.message.trim()}`, { cause: error });
            }
        }
        const from = last.head && (await repo.isAncestor(last.head, head)) ? last.head : undefined;
        const { verifications } = await verifyCycle(repo, {
            tasks,
            range: from ? { from, to: head } : { since: last.at, to: head },
            trustedTasks: await trustedContractTasks(repo, config),
            config,
            readChecks: sources.readChecks,
            evidence: sources.evidence,
            ...(sources.env ? { env: sources.env } : {}),
        });
        return verifications;
    };
    const key = `${last.id}:${tasks.map((t) => t.id).join(',')}`;
    const pending = sources.cache?.get(key) ?? verify();
    sources.cache?.set(key, pending);
    const verifications = await pending;
    // Just before the next cycle opens, and never before the cycle being judged.
    const at = new Date(Math.max(Date.parse(last.at), Date.parse(startedAt) - 1)).toISOString();
    const events = verifications.map((v) => {
        const required = progress.get(v.taskId)?.required ??
            last.tasks.find((t) => t.id === v.taskId)?.required ??
            true;
        return {
            id: `verdict:${last.cycle}:${v.taskId}`,
            at,
            kind: 'verdict',
            taskId: v.taskId,
            verdict: v.verdict,
            groundTruthContradiction: v.groundTruthContradiction,
            required,
            evidence: evidenceText(v),
            ...(v.contradictions.length > 0
                ? { contradictions: v.contradictions.map(({ claimed, actual }) => ({ claimed, actual })) }
                : {}),
        };
    });
    return { events, verifications, head };
}
