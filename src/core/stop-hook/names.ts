/**
 * The coding-agent harnesses `stop-hook --harness` answers, in the order docs list them: their
 * own module so that the CLI's declaration of the command names them without loading the rest.
 */
export const HARNESS_NAMES = [
  'claude-code',
  'codex',
  'copilot-cli',
  'gemini-cli',
  'cursor',
] as const;

/** A harness `stop-hook --harness` answers. */
export type HarnessName = (typeof HARNESS_NAMES)[number];
