/**
 * The configuration file read without loading zod when it is valid (as nearly every one is):
 * `log` starts faster and smaller. Anything acceptConfig does not accept, a missing JSON
 * included, goes to config.ts's parseConfig, the one home of every message about a bad file.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { acceptConfig, CONFIG_PATH, DEFAULT_CONFIG, type Config } from '../core/config-model.js';

/** `.heartbeat/config.json` of the repository at `root`, as config.ts's loadConfig reads it. */
export async function readConfigFile(root: string): Promise<Config> {
  let text: string;
  try {
    text = await readFile(join(root, CONFIG_PATH), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_CONFIG;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const accepted = value === undefined ? undefined : acceptConfig(value);
  if (accepted) return accepted;
  const { parseConfig } = await import('../config.js');
  return parseConfig(text);
}
