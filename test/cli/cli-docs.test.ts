import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DOCS_PATH, updateDocs } from '../../scripts/cli-docs.js';
import { runCli } from '../helpers/cli.js';

describe('the CLI reference in docs/cli.md', () => {
  it('holds the command and option tables generated from the declarations (npx tsx scripts/cli-docs.ts)', async () => {
    const docs = await readFile(DOCS_PATH, 'utf8');
    expect(await updateDocs(docs)).toBe(docs);
  });

  it('names every command help lists, each with its synopsis as help prints it', async () => {
    const docs = await readFile(DOCS_PATH, 'utf8');
    const general = (await runCli(['help'])).stdout;
    for (const [, name] of general.matchAll(/^ {2}(\S+) {2,}\S/gm)) {
      const help = (await runCli(['help', name ?? ''])).stdout;
      expect(docs).toContain(`\`\`\`text\n${help.slice(0, help.indexOf('\n\n'))}\n\`\`\``);
    }
  });
});
