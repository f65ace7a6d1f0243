/**
 * What the runner tells the Action through its environment (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH,
 * GITHUB_REPOSITORY, ...), parsed once at the boundary.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { InputError } from '../errors.js';

/** The runner's view of this run. */
export interface Runtime {
  /** `pull_request`, `issue_comment`, `schedule`, ... */
  eventName: string;
  /** The webhook payload (GITHUB_EVENT_PATH), parsed further by each handler with its own schema. */
  payload: Record<string, unknown>;
  owner: string;
  repo: string;
  /** GITHUB_SHA: the commit the workflow runs on (never checked out or run by the gate). */
  sha: string;
  /** GITHUB_API_URL, e.g. https://api.github.com. */
  apiUrl: string;
  /** GITHUB_SERVER_URL without a trailing slash, e.g. https://github.com (git remotes live there). */
  serverUrl: string;
  /** The workflow run's page, linked from check runs. */
  runUrl: string | undefined;
  /** GITHUB_RUN_ID: this workflow run (undefined outside a runner). */
  runId: number | undefined;
  /** GITHUB_RUN_ATTEMPT: which attempt of the run this is (1, higher for a re-run). */
  runAttempt: number | undefined;
  /** GITHUB_WORKSPACE: the repository checkout, when the workflow made one. */
  workspace: string;
}

const EnvSchema = z.object({
  GITHUB_EVENT_NAME: z.string().min(1),
  GITHUB_EVENT_PATH: z.string().min(1),
  GITHUB_REPOSITORY: z.string().regex(/^[^/\s]+\/[^/\s]+$/, 'is not owner/name'),
  GITHUB_SHA: z.string().default(''),
  GITHUB_API_URL: z.string().url().default('https://api.github.com'),
  GITHUB_SERVER_URL: z.string().url().default('https://github.com'),
  GITHUB_RUN_ID: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'is not a run id')
    .optional(),
  GITHUB_RUN_ATTEMPT: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'is not an attempt number')
    .optional(),
  GITHUB_WORKSPACE: z.string().default(''),
});

/** Reads the runner's environment; anything missing or malformed is an InputError naming it. */
export function readRuntime(env: NodeJS.ProcessEnv): Runtime {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new InputError(
      `${name} ${issue?.message ?? 'is invalid'} (the GitHub runner sets it)`,
      name,
    );
  }
  const e = parsed.data;
  let payload: unknown;
  try {
    payload = JSON.parse(readFileSync(e.GITHUB_EVENT_PATH, 'utf8'));
  } catch (error) {
    throw new InputError(
      `GITHUB_EVENT_PATH ${e.GITHUB_EVENT_PATH}: cannot read the event payload (${(error as Error).message})`,
      e.GITHUB_EVENT_PATH,
    );
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new InputError(
      `GITHUB_EVENT_PATH ${e.GITHUB_EVENT_PATH}: the payload is not a JSON object`,
      e.GITHUB_EVENT_PATH,
    );
  }
  const [owner = '', repo = ''] = e.GITHUB_REPOSITORY.split('/');
  const server = e.GITHUB_SERVER_URL.replace(/\/+$/, '');
  return {
    eventName: e.GITHUB_EVENT_NAME,
    payload: payload as Record<string, unknown>,
    owner,
    repo,
    sha: e.GITHUB_SHA,
    apiUrl: e.GITHUB_API_URL,
    serverUrl: server,
    runUrl: e.GITHUB_RUN_ID
      ? `${server}/${owner}/${repo}/actions/runs/${e.GITHUB_RUN_ID}`
      : undefined,
    runId: e.GITHUB_RUN_ID ? Number(e.GITHUB_RUN_ID) : undefined,
    runAttempt: e.GITHUB_RUN_ATTEMPT ? Number(e.GITHUB_RUN_ATTEMPT) : undefined,
    workspace: e.GITHUB_WORKSPACE,
  };
}

/** The payload read with a handler's own schema; a payload without what it needs is an error naming the field. */
export function parsePayload<T>(schema: z.ZodType<T>, runtime: Runtime): T {
  const parsed = schema.safeParse(runtime.payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `the ${runtime.eventName} payload has no usable ${issue?.path.join('.') ?? 'content'} (${issue?.message ?? 'invalid'})`,
    );
  }
  return parsed.data;
}
