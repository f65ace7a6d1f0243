/**
 * What the agent reads before its next cycle, read from the repository containing `cwd`: the
 * contract with the open cycle's progress, then the score section. Never writes.
 */
import { buildContractPrompt } from '../core/contract-prompt.js';
import { buildScorePromptSection } from '../core/score/prompt.js';
import { summarizeScore, type ScoreSummary } from '../core/score/summary.js';
import { loadContract } from './contract-file.js';
import {
  openRepoState,
  scoreAt,
  type ReadOptions,
  type RepoState,
  type ScoreAt,
} from './read-state.js';

/** The score as of `now`, both as `score --json` reports it and as the prompt's section. */
export interface ScoreView {
  readonly summary: ScoreSummary;
  /** The score section of the prompt (seed 004, "Agent Awareness"), Markdown. */
  readonly section: string;
  /** No score recorded yet: a fresh Day 1. */
  readonly fresh: boolean;
}

function scoreViewOf(opened: RepoState, { state, fresh }: ScoreAt): ScoreView {
  const options = { defaultIntervalMinutes: opened.config.defaultIntervalMinutes };
  return {
    summary: summarizeScore(state, options),
    section: buildScorePromptSection(state, options),
    fresh,
  };
}

/** The score of the repository containing `cwd` as of `now`, read where `options` say. */
export async function readScoreView(
  cwd: string,
  now: string,
  options: ReadOptions = {},
): Promise<ScoreView> {
  const opened = await openRepoState(cwd, options);
  return scoreViewOf(opened, await scoreAt(opened, now));
}

/** The prompt's two sections (Markdown): the contract with its progress, and the score. */
export async function agentPromptSections(
  cwd: string,
  now: string,
  options: ReadOptions = {},
): Promise<{ contract: string; score: string }> {
  const opened = await openRepoState(cwd, options);
  const contract = await loadContract(opened.repo.root, opened.config);
  // The contract's progress and the score as of the same instant.
  const at = await scoreAt(opened, now);
  return {
    contract: buildContractPrompt(contract, at.progress),
    score: scoreViewOf(opened, at).section,
  };
}

/** The whole prompt, as `heartbeat-gate prompt` prints it (Markdown). */
export async function agentPrompt(
  cwd: string,
  now: string,
  options: ReadOptions = {},
): Promise<string> {
  const { contract, score } = await agentPromptSections(cwd, now, options);
  return `${contract.trimEnd()}\n\n${score}`;
}
