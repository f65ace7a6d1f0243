/**
 * GitHub's documented size limits on what a request may write, enforced before a handler runs:
 * a request over one answers 422 like GitHub and is a violation (the code under test must clip).
 */
import { invalid, type Reply } from './context.js';

/** A check run's `output.summary` and `output.text`: 65,535 bytes of UTF-8 (✅ is 3, 👍 is 4). */
export const CHECK_OUTPUT_BYTES = 65_535;
/** Annotations in one create or update request. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** An issue or PR comment body, in characters (UTF-16 code units, as GitHub's Rails counts). */
export const COMMENT_BODY_CHARACTERS = 65_536;
/** Commits GitHub lists for a PR, whatever the page. */
export const PULL_COMMITS_LISTED = 250;
/** Files GitHub lists for a PR, whatever the page. */
export const PULL_FILES_LISTED = 3_000;

const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

function checkOutput(body: Record<string, unknown>): Reply | undefined {
  const output = body.output as
    { summary?: unknown; text?: unknown; annotations?: unknown[] } | undefined;
  if (!output) return undefined;
  for (const field of ['summary', 'text'] as const) {
    const value = output[field];
    if (typeof value === 'string' && utf8Bytes(value) > CHECK_OUTPUT_BYTES) {
      return invalid(
        `Invalid request.\n\nOnly ${CHECK_OUTPUT_BYTES} characters are allowed; ${utf8Bytes(value)} were supplied.`,
        [{ field: `output.${field}`, code: 'custom' }],
      );
    }
  }
  if ((output.annotations?.length ?? 0) > ANNOTATIONS_PER_REQUEST) {
    return invalid(
      `Invalid request.\n\nOnly ${ANNOTATIONS_PER_REQUEST} annotations are allowed per request; ${output.annotations?.length} were supplied.`,
      [{ field: 'output.annotations', code: 'custom' }],
    );
  }
  return undefined;
}

function commentBody(body: Record<string, unknown>): Reply | undefined {
  const text = body.body;
  if (typeof text === 'string' && text.length > COMMENT_BODY_CHARACTERS) {
    return invalid('Validation Failed', [
      {
        field: 'body',
        code: 'custom',
        message: `body is too long (maximum is ${COMMENT_BODY_CHARACTERS} characters)`,
      },
    ]);
  }
  return undefined;
}

const LIMITS: Record<string, (body: Record<string, unknown>) => Reply | undefined> = {
  'checks/create': checkOutput,
  'checks/update': checkOutput,
  'issues/create-comment': commentBody,
  'issues/update-comment': commentBody,
};

/** GitHub's 422 when the request body is over one of its limits, else undefined. */
export function overLimit(operationId: string, body: Record<string, unknown>): Reply | undefined {
  return LIMITS[operationId]?.(body);
}
