/**
 * The commit trailer an agent appends to claim evidence (`Build-Done: tests: pass, ...`), written
 * only for a claim the gate accepts, and checked to read back through the commit-msg gate as the
 * same accepted claim: what the agent is handed is what `check-commit` will judge.
 */
import stripAnsi from 'strip-ansi';
import { checkCommitMessage } from './commit-gate.js';
import { EVIDENCE_TRAILERS, evaluateEvidence, type EvidenceOptions } from './evidence/index.js';
import type { EvidenceResult, GatedTopic } from './model.js';

/** A claim turned into a trailer block, or refused with the gate's verdict. */
export type ClaimTrailer =
  | { readonly accepted: true; readonly trailer: string; readonly result: EvidenceResult }
  | { readonly accepted: false; readonly result: EvidenceResult };

/** `build.done` → `Build-Done`: the key the commit-msg gate reads for a topic. */
export function trailerKeyFor(topic: GatedTopic): string {
  const key = Object.keys(EVIDENCE_TRAILERS).find((k) => EVIDENCE_TRAILERS[k] === topic);
  if (key === undefined) throw new Error(`no evidence trailer for ${topic}`);
  return key.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash}${c.toUpperCase()}`);
}

// Colours and control characters (a terminal's copy) do not belong in a commit message.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * The payload as one trailer: its first line after the key, every further line a continuation
 * line (indented, as git folds them), blank lines dropped since a blank line ends the trailers.
 */
export function formatEvidenceTrailer(topic: GatedTopic, payload: string): string {
  const lines = stripAnsi(payload)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(CONTROL, ' ').replace(/\t/g, ' ').trim())
    .filter((line) => line !== '');
  const [first = '', ...rest] = lines;
  return [`${trailerKeyFor(topic)}: ${first}`, ...rest.map((line) => ` ${line}`)].join('\n');
}

/** The trailer block for a claim the gate accepts; a blocked claim is refused with its verdict. */
export function buildClaimTrailer(
  topic: GatedTopic,
  payload: string,
  options: EvidenceOptions = {},
): ClaimTrailer {
  const result = evaluateEvidence(topic, payload, options);
  if (!result.accepted) return { accepted: false, result };
  const trailer = formatEvidenceTrailer(topic, payload);
  // Read back as git and the commit-msg hook will: one claim, of this topic, accepted.
  const readBack = checkCommitMessage(`heartbeat claim\n\n${trailer}\n`, options).claims;
  const back = readBack[0]?.result;
  if (readBack.length !== 1 || back?.topic !== topic || !back.accepted) {
    throw new Error(`the trailer for this ${topic} payload does not read back as its claim`);
  }
  return { accepted: true, trailer, result };
}
