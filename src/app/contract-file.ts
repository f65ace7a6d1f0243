/** Reading HEARTBEAT.md from the working tree: a missing or broken contract is an input error. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { InputError } from '../errors.js';
import { formatContractDiagnostic, parseHeartbeatContract } from '../core/contract.js';
import type { ContractDiagnostic, HeartbeatContract } from '../core/model.js';
import { decodeUtf8, notUtf8Message } from '../core/utf8.js';
import { checkVerifyHints, namesEvidenceTopic, type TopicCheck } from '../core/verify.js';

/**
 * A contract's text parsed, its verification hints checked: every reader that judges tasks (the
 * cycle, the prompt, `lint`) reads a contract through here, so a typo is an error in each.
 */
export async function parseContract(text: string, file: string): Promise<HeartbeatContract> {
  const contract = parseHeartbeatContract(text, file);
  // From the CLI's "gate" chunk, the commit-msg hook's: one copy of the gate registry, loaded only
  // when a hint names an evidence topic (the only hints checked against it), so that a cycle of a
  // contract without one does not load and compile the gates on every write.
  const topics = contract.tasks.some((task) => namesEvidenceTopic(task.verify))
    ? (await import(/* webpackChunkName: "gate" */ '../core/evidence/index.js'))
        .mistypedTopicMessage
    : noTopicNamed;
  return checkVerifyHints(contract, topics, file);
}

const noTopicNamed: TopicCheck = () => {
  throw new Error('no verify hint of this contract names an evidence topic');
};

/** Loads and parses the configured contract; errors name the file and line. */
export async function loadContract(root: string, config: Config): Promise<HeartbeatContract> {
  const contract = await parseContract(await readContractText(root, config), config.contract);
  // A task line that does not parse would silently drop a task from the cycle: refuse it.
  const error = contract.diagnostics.find((d) => d.severity === 'error');
  if (error) throw new InputError(formatContractDiagnostic(error), config.contract);
  return contract;
}

/** The configured contract's text; a missing file or one that is not UTF-8 is an input error. */
export async function readContractText(root: string, config: Config): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(root, config.contract));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new InputError(
        `${config.contract}: not found (write a contract, see heartbeat-gate init)`,
        config.contract,
      );
    }
    throw error;
  }
  const decoded = decodeContractBytes(bytes, config.contract);
  if ('diagnostic' in decoded)
    throw new InputError(formatContractDiagnostic(decoded.diagnostic), config.contract);
  return decoded.text;
}

/** The contract's text, or an error diagnostic on the line of its first byte that is not UTF-8. */
export function decodeContractBytes(
  bytes: Uint8Array,
  file: string,
): { text: string } | { diagnostic: ContractDiagnostic } {
  const decoded = decodeUtf8(bytes);
  if (decoded.ok) return { text: decoded.text };
  return {
    diagnostic: { file, line: decoded.line, severity: 'error', message: notUtf8Message(decoded) },
  };
}
