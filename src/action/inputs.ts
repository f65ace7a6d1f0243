/**
 * The Action's inputs, read once into one typed settings object. Defaults live here and in
 * action.yml, which a test holds in agreement; an empty input means "use the default".
 */
import { z } from 'zod';
import { InputError } from '../errors.js';
import { CONFIG_PATH, parseRepositoryName, type RepositoryName } from '../config.js';

/** A list input: comma- or newline-separated, blanks dropped, e.g. `agent[bot], alice`. */
const list = z.string().transform((text) =>
  text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

/** Input name → its schema; the keys are exactly action.yml's inputs. */
export const InputsSchema = z.object({
  /** Token for the GitHub API (action.yml default: `${{ github.token }}`). */
  token: z.string().min(1, 'is empty: pass a token (default ${{ github.token }})'),
  /** Logins whose commits and comments count as the agent's, added to the configuration's. */
  agents: list.default([]),
  /** Logins whose approvals and reactions count as an operator's, besides write access. */
  operators: list.default([]),
  /** Topics that need an accepted claim for the evidence check to pass. */
  'required-topics': list
    .refine((topics) => topics.length > 0, 'names no topic')
    .default(['build.done']),
  /** Seed 002's advisory mutation score threshold (0–100); warnings only, never blocks. */
  'mutation-warn-threshold': z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'is not a number from 0 to 100')
    .transform(Number)
    .refine((n) => n >= 0 && n <= 100, 'is not a number from 0 to 100')
    .optional(),
  /** Which PRs the evidence check judges: agents' (default) or all. */
  gate: z.enum(['agents', 'all']).default('agents'),
  /** A state repository shared by many (`owner/name`): state goes under this repository's folder. */
  'state-repository': z.string().trim().min(1).optional(),
  /** A token that can write `state-repository` (never printed). */
  'state-token': z.string().trim().min(1).optional(),
  /** The login GitHub signs `state-token`'s commits for: only its verified commits are the gate's. */
  'state-writer': z.string().trim().min(1).optional(),
});

/** The raw inputs as the runner passes them (`undefined` when empty). */
export type RawInputs = Partial<Record<keyof z.input<typeof InputsSchema>, string | undefined>>;

/** The parsed inputs. */
export type Inputs = z.infer<typeof InputsSchema>;

/** The input names, as action.yml spells them. */
export const INPUT_NAMES = Object.keys(InputsSchema.shape) as (keyof Inputs)[];

/** Parses raw inputs; a bad one is an InputError naming the input. */
export function parseInputs(raw: RawInputs): Inputs {
  const parsed = InputsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') || '(inputs)';
    throw new InputError(`input '${name}' ${issue?.message ?? 'is invalid'}`, name);
  }
  sharedStateInputs(parsed.data);
  return parsed.data;
}

/** The shared state repository the inputs name, with its token and writer; undefined: none. */
export interface SharedStateInputs {
  repository: RepositoryName;
  token: string;
  writer: string;
}

/**
 * `state-repository` with the `state-token` and `state-writer` it needs, checked together: one
 * without the others is an InputError naming what is missing.
 */
export function sharedStateInputs(inputs: Inputs): SharedStateInputs | undefined {
  const text = inputs['state-repository'];
  const token = inputs['state-token'];
  const writer = inputs['state-writer'];
  if (text === undefined) {
    const stray = token !== undefined ? 'state-token' : writer !== undefined ? 'state-writer' : '';
    if (stray) {
      throw new InputError(
        `input '${stray}' is set without 'state-repository' (it is only used for a shared state repository)`,
        stray,
      );
    }
    return undefined;
  }
  const repository = parseRepositoryName(text, "input 'state-repository'");
  if (token === undefined) {
    throw new InputError(
      `input 'state-token' is empty: 'state-repository' needs a token that can write ${repository.owner}/${repository.name} (GITHUB_TOKEN reaches only this repository)`,
      'state-token',
    );
  }
  if (writer === undefined) {
    throw new InputError(
      "input 'state-writer' is empty: name the login GitHub signs state-token's commits for (a GitHub App's `<app>[bot]`, or the account of a fine-grained token); only its verified commits are trusted as the gate's",
      'state-writer',
    );
  }
  return { repository, token, writer };
}

/**
 * The configuration has one home, CONFIG_PATH on the trusted branch, where the hooks and the CLI
 * read it too: a workflow naming another file through the former `config` input would have the
 * Action judge by rules the hooks never saw, so it is refused rather than ignored.
 */
function refuseConfigInput(getInput: (name: string) => string): void {
  const named = getInput('config').trim();
  if (named === '' || named.replace(/^\.\//, '') === CONFIG_PATH) return;
  throw new InputError(
    `input 'config' is no longer read: the configuration is always ${CONFIG_PATH} on the trusted branch (the hooks and the CLI read it there too); move ${JSON.stringify(named.slice(0, 200))} there and remove the input`,
    'config',
  );
}

/**
 * The inputs, and the state branch a workflow still names through the former `state-branch`
 * input: the state branch has one home, the configuration's `stateBranch`, which the CLI and the
 * hooks read too, so a workflow naming another is refused once the configuration is read.
 */
export type ActionInputs = Inputs & { formerStateBranch?: string | undefined };

/** Reads every input through `getInput` (core.getInput in the Action); empty means default. */
export function readInputs(getInput: (name: string) => string): ActionInputs {
  refuseConfigInput(getInput);
  const raw: RawInputs = {};
  for (const name of INPUT_NAMES) raw[name] = getInput(name) || undefined;
  const formerStateBranch = getInput('state-branch').trim();
  return { ...parseInputs(raw), ...(formerStateBranch ? { formerStateBranch } : {}) };
}
