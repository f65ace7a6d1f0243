/**
 * `heartbeat-gate check-commit <commit-msg-file>`: the commit-msg hook. Judges the message's
 * evidence trailers; a blocked claim rejects the commit (exit 1) with the rewritten topic and the
 * message the agent reads next on stderr. Start-up time is the product here: this module loads
 * only the trailer parser and the evidence gates (no zod, no git, no Octokit).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { checkCommitMessage, type CommitGateResult } from '../../core/commit-gate.js';
import { InputError, UsageError } from '../../errors.js';
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/check-commit.js';

/** For `cycle --verify`, which judges commit claims with the same gate without a second copy. */
export { evidenceJudge } from '../../core/evidence/judge.js';

function renderRejection(result: CommitGateResult, file: string): string {
  const blocked = result.claims.filter(({ result: r }) => !r.accepted);
  const lines = [
    `heartbeat-gate: commit rejected: ${blocked.length} of ${result.claims.length} evidence claim${result.claims.length === 1 ? '' : 's'} blocked.`,
  ];
  for (const { claim, result: r } of blocked) {
    lines.push('', `${claim.trailer}: ${r.topic} → ${r.published}`, `  ${r.message}`);
  }
  lines.push(
    '',
    `Your message is kept in ${file}. Run the checks, fix the trailer (or remove it), and commit again.`,
    '',
  );
  return lines.join('\n');
}

function renderAccepted(result: CommitGateResult): string {
  return result.claims
    .map(({ claim, result: r }) => {
      const line = `heartbeat-gate: ${claim.trailer}: ${r.topic} accepted`;
      return r.message ? `${line}\n  ${r.message}\n` : `${line}\n`;
    })
    .join('');
}

export const command = defineCommand(declaration, async ({ positionals, io, json }) => {
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) {
    throw new UsageError('expected exactly one commit message file');
  }
  let message: string;
  try {
    message = await readFile(resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw new InputError(
      `${file}: cannot read the commit message (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      file,
    );
  }
  const result = checkCommitMessage(message);
  const typo = result.mistyped[0];
  if (typo)
    throw new InputError(
      `${file}: ${typo.trailer}: is not an evidence trailer, so nothing would judge its claim; did you mean ${typo.meant}:? (your message is kept there)`,
      file,
    );
  if (json) {
    io.stdout.write(
      `${JSON.stringify(
        {
          accepted: result.accepted,
          claims: result.claims.map(({ claim, result: r }) => ({ trailer: claim.trailer, ...r })),
        },
        null,
        2,
      )}\n`,
    );
  } else if (result.accepted) {
    io.stdout.write(renderAccepted(result));
  }
  if (!result.accepted) io.stderr.write(renderRejection(result, file));
  return result.accepted ? ExitCode.ok : ExitCode.failed;
});
