import { mergeLedgers } from '../../core/ledger.js';
import { judgeVerification, planVerification, } from '../../core/verify.js';
import { allowedCommands } from './command.js';
import { claimsFromCommits, cycleChanges, readCycleCommits, } from './commits.js';
import { OBSERVERS } from './observers.js';
export { githubCheckReader } from './checks.js';
export { allowedCommands, runVerifyCommand } from './command.js';
export { claimsFromCommits, cycleChanges, readCycleCommits, } from './commits.js';
/** Verifies each task, in order; commands run one at a time. */
export async function verifyTasks(input) {
    const results = [];
    for (const task of input.tasks) {
        const plan = planVerification(task, input.claims, {
            checkAliases: input.config.checks,
            groundTruthChecks: input.config.groundTruth,
            fallbackSha: input.fallbackSha,
        });
        const checks = new Map();
        const unread = [];
        if (input.readChecks) {
            for (const sha of new Set(plan.checkReads.map((read) => read.sha))) {
                try {
                    checks.set(sha, await input.readChecks(sha));
                }
                catch (error) {
                    unread.push(`checks of ${sha.slice(0, 12)} unreadable: ${error.message}`);
                }
            }
        }
        const observe = OBSERVERS[plan.hint.kind];
        const own = observe
            ? await observe(plan, {
                allowedCommands: input.allowedCommands,
                cwd: input.cwd,
                commandTimeoutMs: input.commandTimeoutMs,
                env: input.env,
                changes: input.changes,
            })
            : {};
        const result = judgeVerification(plan, { checks, ...own });
        results.push(unread.length > 0 ? { ...result, evidence: [...result.evidence, ...unread] } : result);
    }
    return results;
}
/** Reads the cycle's commits from git and verifies every task against them. */
export async function verifyCycle(repo, options) {
    const commits = await readCycleCommits(repo, options.range);
    const fromCommits = options.evidence
        ? claimsFromCommits(commits, options.config.agents, options.evidence)
        : [];
    const claims = mergeLedgers(options.ledgerClaims ?? [], fromCommits).events.filter((event) => event.kind === 'claim');
    const verifications = await verifyTasks({
        tasks: options.tasks,
        claims,
        changes: cycleChanges(commits, options.range),
        allowedCommands: allowedCommands(options.trustedTasks),
        cwd: repo.root,
        commandTimeoutMs: options.config.commandTimeoutSeconds * 1000,
        readChecks: options.readChecks,
        config: options.config,
        fallbackSha: options.range.to,
        ...(options.env ? { env: options.env } : {}),
    });
    return { verifications, claims };
}
