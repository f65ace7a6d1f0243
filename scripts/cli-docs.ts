/**
 * The CLI reference in docs/cli.md, generated from the command declarations in src/cli/declarations/:
 * the table of commands and, per command, its synopsis and its options. `npx tsx
 * scripts/cli-docs.ts` rewrites both; test/cli/cli-docs.test.ts fails when either is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { COMMANDS } from '../src/cli/declarations/index.js';
import { optionFlag, synopsis, type CommandSpec } from '../src/cli/spec.js';
import { format } from './config-docs.js';

export const DOCS_PATH = 'docs/cli.md';
const SECTIONS = {
  commands: 'command table',
  options: 'command options',
} as const;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text}\``;
const specs = (): readonly CommandSpec[] => Object.values(COMMANDS);

/** Every command with its summary. */
export function renderCommandTable(): string {
  return [
    '| command | what it does |',
    '| --- | --- |',
    ...specs().map((spec) => `| ${code(spec.name)} | ${cell(spec.summary)} |`),
  ].join('\n');
}

/** Per command: its synopsis and a table of its options. */
export function renderOptionTables(): string {
  return specs()
    .map((spec) => {
      const rows = Object.entries(spec.options).map(([name, option]) => {
        const fallback = option.default === undefined ? '—' : option.default;
        const notes = [option.required ? 'required' : '', option.multiple ? 'repeatable' : '']
          .filter(Boolean)
          .join(', ');
        return `| ${cell(code(optionFlag(name, option)))} | ${cell(fallback)} | ${cell(option.description)}${notes ? ` (${notes})` : ''} |`;
      });
      const table =
        rows.length === 0
          ? 'No options.'
          : ['| option | default | description |', '| --- | --- | --- |', ...rows].join('\n');
      return `### \`${spec.name}\`\n\n${spec.summary}.\n\n\`\`\`text\n${synopsis(spec)}\n\`\`\`\n\n${table}`;
    })
    .join('\n\n');
}

function replaceBetween(docs: string, section: string, body: string): string {
  const begin = `<!-- generated: ${section} (scripts/cli-docs.ts) -->`;
  const end = `<!-- /generated: ${section} -->`;
  const start = docs.indexOf(begin);
  const stop = docs.indexOf(end);
  if (start < 0 || stop < start)
    throw new Error(`${DOCS_PATH}: the ${section} markers are missing`);
  return `${docs.slice(0, start + begin.length)}\n\n${body}\n\n${docs.slice(stop)}`;
}

/** `docs` with the generated tables between their markers replaced. */
export function updateDocs(docs: string): Promise<string> {
  const withCommands = replaceBetween(docs, SECTIONS.commands, renderCommandTable());
  return format(replaceBetween(withCommands, SECTIONS.options, renderOptionTables()), DOCS_PATH);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(DOCS_PATH, await updateDocs(await readFile(DOCS_PATH, 'utf8')));
}
