/**
 * The reading side of the state: where the committed score lives for this repository (the state
 * branch when one is configured, else the working tree) and the score as of `now`. Never writes.
 */
import { loadConfig } from '../config.js';
import { createScoreState } from '../core/score/state.js';
import { calendarDay } from '../core/score/calendar.js';
import { rolloverScoreState } from '../core/score/rollover.js';
import { Repo } from '../git/repo.js';
import { commitSource, dirSource, loadStateStore } from '../git/state-store.js';
/**
 * The state branch's head: the local branch, else its remote-tracking copy (a clone that never
 * checked it out), else undefined (no state yet).
 */
async function stateBranchHead(repo, branch) {
    return ((await repo.resolve(`refs/heads/${branch}`)) ??
        (await repo.resolve(`refs/remotes/origin/${branch}`)));
}
/** Opens the repository containing `cwd` and its configuration. */
export async function openRepo(cwd) {
    const repo = await Repo.open(cwd);
    const config = await loadConfig(repo.root);
    if (!config.stateBranch)
        return { repo, config, stateHead: undefined, rev: 'HEAD' };
    const stateHead = await stateBranchHead(repo, config.stateBranch);
    return { repo, config, stateHead, rev: stateHead ?? config.stateBranch };
}
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
export async function openRepoState(cwd) {
    const location = await openRepo(cwd);
    const { repo, config, stateHead } = location;
    const source = config.stateBranch
        ? commitSource(repo, stateHead, config.stateDir)
        : dirSource(repo.root, config.stateDir);
    return { ...location, store: await loadStateStore(source, config.stateDir) };
}
/** The committed score state moved to `now`'s calendar day in the configured timezone. */
export function scoreAt(opened, now) {
    const today = calendarDay(now, opened.config.timeZone);
    const committed = opened.store.score;
    if (!committed)
        return { state: createScoreState(today), fresh: true };
    return { state: rolloverScoreState(committed, today), fresh: false };
}
