/**
 * `init --agent-hooks`: reads each harness's configuration file, merges the stop hook into it
 * (core/agent-hooks.ts) and writes it back. Every file is read and checked before any is written,
 * so a broken one leaves all of them as they were.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AGENT_HOOK_TARGETS, mergeAgentHook } from '../core/agent-hooks.js';
import { HARNESS_NAMES, type HarnessName } from '../core/stop-hook/harness.js';
import { InputError, UsageError } from '../errors.js';

/** What init will do with one harness's file. */
export interface AgentHookPlan {
  harness: HarnessName;
  path: string;
  /** The file's new text; undefined when it already runs the hook. */
  text: string | undefined;
  existed: boolean;
}

/** The harness names of `--agent-hooks a,b,c`, each checked. */
export function parseAgentHookList(list: string): HarnessName[] {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) throw new UsageError('--agent-hooks: name at least one harness');
  for (const name of names) {
    if (!(HARNESS_NAMES as readonly string[]).includes(name)) {
      throw new UsageError(
        `--agent-hooks: unknown harness '${name}' (one of ${HARNESS_NAMES.join(', ')})`,
      );
    }
  }
  return [...new Set(names)] as HarnessName[];
}

/** Reads and merges every harness's file; an unreadable or malformed one is an InputError. */
export async function planAgentHooks(
  root: string,
  harnesses: readonly HarnessName[],
): Promise<AgentHookPlan[]> {
  const plans: AgentHookPlan[] = [];
  for (const harness of harnesses) {
    const { path } = AGENT_HOOK_TARGETS[harness];
    let text: string | undefined;
    try {
      text = await readFile(join(root, path), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let existing: unknown;
    if (text !== undefined && text.trim() !== '') {
      try {
        existing = JSON.parse(text);
      } catch (error) {
        throw new InputError(`${path}: not valid JSON (${(error as Error).message})`, path);
      }
    }
    const merge = mergeAgentHook(harness, existing);
    if (merge.kind === 'invalid') throw new InputError(`${path}: ${merge.problem}`, path);
    plans.push({
      harness,
      path,
      existed: text !== undefined,
      text: merge.kind === 'added' ? `${JSON.stringify(merge.config, null, 2)}\n` : undefined,
    });
  }
  return plans;
}
