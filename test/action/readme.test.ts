// docs/action.md agrees with action.yml: its inputs and outputs tables are exactly what
// scripts/action-docs.ts renders from it (run `npx tsx scripts/action-docs.ts` after editing action.yml).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderActionDocs, updateReadme } from '../../scripts/action-docs.js';

const read = (path: string) => readFile(path, 'utf8');

/** The rows of the first Markdown table after `#### heading`, cells trimmed, delimiter row dropped. */
function tableRows(markdown: string, heading: string): string[][] {
  const lines = (markdown.split(`#### ${heading}\n`)[1] ?? '').trimStart().split('\n');
  const table = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith('|')),
  );
  return table
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !cells.every((c) => /^-+$/.test(c)));
}

describe('README usage section', () => {
  it('holds exactly the tables rendered from action.yml', async () => {
    const readme = await read('docs/action.md');
    expect(await updateReadme(readme, await read('action.yml'))).toBe(readme);
  });

  it('lists every input with its default and every output of action.yml', async () => {
    const readme = await read('docs/action.md');
    const section =
      readme.split('<!-- section: action -->')[1]?.split('<!-- /section: action -->')[0] ?? '';
    const inputs = tableRows(section, 'Inputs');
    expect(inputs[0]).toEqual(['input', 'default', 'description']);
    expect(inputs.slice(1).map((r) => r[0])).toEqual([
      '`token`',
      '`agents`',
      '`operators`',
      '`required-topics`',
      '`mutation-warn-threshold`',
      '`gate`',
      '`state-repository`',
      '`state-token`',
      '`state-writer`',
    ]);
    expect(inputs.find((r) => r[0] === '`required-topics`')?.[1]).toBe('`build.done`');
    const outputs = tableRows(section, 'Outputs');
    expect(outputs.slice(1).map((r) => r[0])).toEqual([
      '`score`',
      '`target`',
      '`penalty`',
      '`reward`',
      '`interval-minutes`',
      '`due`',
      '`blocked`',
      '`published-topic`',
    ]);
  });

  it('renders a changed description into the table (the check can fail)', async () => {
    const yml = (await read('action.yml')).replace(
      'Topics that need an accepted claim',
      'Topics | that need an accepted claim',
    );
    expect(renderActionDocs(yml)).toContain('Topics \\| that need an accepted claim');
    const readme = await read('docs/action.md');
    expect(await updateReadme(readme, yml)).not.toBe(readme);
  });
});
