/** Reading HEARTBEAT.md from the working tree: a missing or broken contract is an input error. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { InputError } from '../errors.js';
import { formatContractDiagnostic, parseHeartbeatContract } from '../core/contract.js';
import type { HeartbeatContract } from '../core/model.js';

/** Loads and parses the configured contract; errors name the file and line. */
export async function loadContract(root: string, config: Config): Promise<HeartbeatContract> {
  let text: string;
  try {
    text = await readFile(join(root, config.contract), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new InputError(
        `${config.contract}: not found (write a contract, see heartbeat-gate init)`,
        config.contract,
      );
    }
    throw error;
  }
  const contract = parseHeartbeatContract(text, config.contract);
  // A task line that does not parse would silently drop a task from the cycle: refuse it.
  const error = contract.diagnostics.find((d) => d.severity === 'error');
  if (error) throw new InputError(formatContractDiagnostic(error), config.contract);
  return contract;
}
