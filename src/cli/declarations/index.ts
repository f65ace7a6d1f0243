/**
 * Every command's declaration, in the order `help` lists them: what `help`, the general usage and
 * docs/cli.md read. Loaded only for them: each command's module imports its own declaration, so
 * the commit-msg hook loads one small declaration, not all of them.
 */
import { declaration as init } from './init.js';
import { declaration as lint } from './lint.js';
import { declaration as evidence } from './evidence.js';
import { declaration as checkCommit } from './check-commit.js';
import { declaration as stopHook } from './stop-hook.js';
import { declaration as cycle } from './cycle.js';
import { declaration as verdict } from './verdict.js';
import { declaration as feedback } from './feedback.js';
import { declaration as score } from './score.js';
import { declaration as history } from './history.js';
import { declaration as prompt } from './prompt.js';
import { declaration as log } from './log.js';
import { declaration as badge } from './badge.js';
import { declaration as demo } from './demo.js';
import { declaration as mcp } from './mcp.js';
import { declaration as site } from './site.js';
import { declaration as leaderboard } from './leaderboard.js';

export const COMMANDS = {
  init,
  lint,
  evidence,
  'check-commit': checkCommit,
  'stop-hook': stopHook,
  cycle,
  verdict,
  feedback,
  score,
  history,
  prompt,
  log,
  badge,
  demo,
  mcp,
  site,
  leaderboard,
} as const;

export type CommandName = keyof typeof COMMANDS;
