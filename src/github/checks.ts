/**
 * Check runs: the gate's verdict (and the heartbeat's score) as a completed check on a commit.
 * The one writer of check runs: it clips every text to GitHub's limits after everything else
 * was added, and a write GitHub still refuses (422) is retried once with a minimal report.
 */
import type { RepoRef } from './pull-request.js';
import type { GitHub } from './octokit.js';

/** A file-less note on a check run (GitHub requires a path; the gate names the contract's). */
export interface CheckAnnotation {
  path: string;
  level: 'notice' | 'warning' | 'failure';
  title: string;
  message: string;
}

/** A completed check run to post. */
export interface CompletedCheck {
  name: string;
  headSha: string;
  conclusion: 'success' | 'failure' | 'neutral';
  title: string;
  /** Markdown; clipped here to GitHub's 65,535 bytes. */
  summary: string;
  detailsUrl?: string | undefined;
  annotations?: readonly CheckAnnotation[];
  /** When it completed; absent, GitHub stamps the time it received it. */
  completedAt?: Date | undefined;
}

/** GitHub takes at most 50 annotations per request. */
const ANNOTATIONS_PER_REQUEST = 50;

/** GitHub refuses a check run's `output.summary` or `output.text` over 65,535 bytes of UTF-8. */
export const CHECK_OUTPUT_BYTES = 65_535;

/** GitHub refuses an annotation message over 64 KB. */
const ANNOTATION_MESSAGE_BYTES = 64_000;

const TRUNCATED = '\n\n… (truncated: the full report is in the job summary)';

/**
 * `text` cut to at most `maxBytes` bytes of UTF-8 on a character boundary, with `note` appended
 * when anything was cut (the note counts against the limit).
 */
export function clipUtf8(text: string, maxBytes: number, note = TRUNCATED): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = Math.max(0, maxBytes - Buffer.byteLength(note, 'utf8'));
  // Back up to the first byte of a character: never a broken sequence.
  while (end > 0 && ((bytes[end] as number) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8') + note;
}

/** The smallest report: where to read the rest. */
function minimalSummary(detailsUrl: string | undefined): string {
  return detailsUrl
    ? `GitHub refused the full report; it is in the [job summary](${detailsUrl}).`
    : 'GitHub refused the full report; it is in the workflow run’s job summary.';
}

const statusOf = (error: unknown): number | undefined => (error as { status?: number }).status;

/**
 * Posts a completed check run (more than 50 annotations go in follow-up updates); its id. A 422
 * is retried once with a minimal summary and no annotations, with the same conclusion.
 */
export async function postCompletedCheck(
  github: Pick<GitHub, 'rest'>,
  where: RepoRef,
  check: CompletedCheck,
): Promise<number> {
  const annotations = (check.annotations ?? []).map((a) => ({
    path: a.path,
    start_line: 1,
    end_line: 1,
    annotation_level: a.level,
    title: clipUtf8(a.title, 255, '…'),
    message: clipUtf8(a.message, ANNOTATION_MESSAGE_BYTES, '…'),
  }));
  const title = clipUtf8(check.title, 1000, '…');
  const output = (summary: string, batch: typeof annotations) => ({
    title,
    summary: clipUtf8(summary, CHECK_OUTPUT_BYTES),
    ...(batch.length > 0 ? { annotations: batch } : {}),
  });
  const create = (summary: string, batch: typeof annotations) =>
    github.rest.checks.create({
      owner: where.owner,
      repo: where.repo,
      name: check.name,
      head_sha: check.headSha,
      status: 'completed',
      conclusion: check.conclusion,
      ...(check.completedAt ? { completed_at: check.completedAt.toISOString() } : {}),
      ...(check.detailsUrl ? { details_url: check.detailsUrl } : {}),
      output: output(summary, batch),
    });
  let data: { id: number };
  try {
    ({ data } = await create(check.summary, annotations.slice(0, ANNOTATIONS_PER_REQUEST)));
  } catch (error) {
    if (statusOf(error) !== 422) throw error;
    ({ data } = await create(minimalSummary(check.detailsUrl), []));
    return data.id;
  }
  for (let i = ANNOTATIONS_PER_REQUEST; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
    await github.rest.checks.update({
      owner: where.owner,
      repo: where.repo,
      check_run_id: data.id,
      output: output(check.summary, annotations.slice(i, i + ANNOTATIONS_PER_REQUEST)),
    });
  }
  return data.id;
}

/** A write the token may not make: a fork PR's read-only token (403), or no such permission. */
export function isWriteForbidden(error: unknown): boolean {
  return statusOf(error) === 403;
}
