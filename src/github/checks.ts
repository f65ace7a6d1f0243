/**
 * Check runs: the gate's verdict (and the heartbeat's score) as a completed check on a commit.
 * The one writer of check runs: it clips every text to GitHub's limits after everything else
 * was added, and a write GitHub still refuses (422) is retried once with a minimal report.
 */
import {
  ANNOTATION_MESSAGE_BYTES,
  ANNOTATION_TITLE_BYTES,
  ANNOTATIONS_PER_REQUEST,
  CHECK_OUTPUT_BYTES,
  CHECK_TITLE_BYTES,
  clipBytes,
  ELLIPSIS,
  refusedReportNote,
} from '../core/render/github-limits.js';
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
  /** Markdown; clipped here to GitHub's limit (`CHECK_OUTPUT_BYTES`). */
  summary: string;
  /** The output's details (`output.text`), kept whole on a retry; clipped like the summary. */
  text?: string | undefined;
  detailsUrl?: string | undefined;
  annotations?: readonly CheckAnnotation[];
  /** When it completed; absent, GitHub stamps the time it received it. */
  completedAt?: Date | undefined;
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
    title: clipBytes(a.title, ANNOTATION_TITLE_BYTES, ELLIPSIS),
    message: clipBytes(a.message, ANNOTATION_MESSAGE_BYTES, ELLIPSIS),
  }));
  const title = clipBytes(check.title, CHECK_TITLE_BYTES, ELLIPSIS);
  const output = (summary: string, batch: typeof annotations) => ({
    title,
    summary: clipBytes(summary, CHECK_OUTPUT_BYTES),
    ...(check.text ? { text: clipBytes(check.text, CHECK_OUTPUT_BYTES) } : {}),
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
    ({ data } = await create(refusedReportNote(check.detailsUrl), []));
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
