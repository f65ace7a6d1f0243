/**
 * docs/action.md's inputs and outputs tables, rendered from action.yml so they cannot drift:
 * `npx tsx scripts/action-docs.ts` rewrites them between the action-docs markers, and
 * test/action/readme.test.ts fails when docs/action.md is not what this renders.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { parse } from 'yaml';

export const DOCS_START =
  '<!-- action-docs: rendered from action.yml by `npx tsx scripts/action-docs.ts` -->';
export const DOCS_END = '<!-- /action-docs -->';

interface ActionYml {
  inputs?: Record<string, { description?: string; default?: string; required?: boolean }>;
  outputs?: Record<string, { description?: string }>;
}

const cell = (text: string): string => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
const codeSpan = (text: string): string => (text === '' ? '_(empty)_' : `\`${cell(text)}\``);

/** The inputs and outputs tables of an action.yml's text. */
export function renderActionDocs(actionYmlText: string): string {
  const yml = parse(actionYmlText) as ActionYml;
  const inputs = Object.entries(yml.inputs ?? {}).map(
    ([name, spec]) =>
      `| \`${name}\` | ${codeSpan(spec.default ?? '')} | ${cell(spec.description ?? '')} |`,
  );
  const outputs = Object.entries(yml.outputs ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description ?? '')} |`,
  );
  return [
    '#### Inputs',
    '',
    '| input | default | description |',
    '| --- | --- | --- |',
    ...inputs,
    '',
    '#### Outputs',
    '',
    '| output | description |',
    '| --- | --- |',
    ...outputs,
  ].join('\n');
}

/** `readme` with the tables between the markers rendered from `actionYmlText`, Prettier-formatted. */
export async function updateReadme(readme: string, actionYmlText: string): Promise<string> {
  const start = readme.indexOf(DOCS_START);
  const end = readme.indexOf(DOCS_END);
  if (start < 0 || end < start)
    throw new Error(`docs/action.md has no ${DOCS_START} … ${DOCS_END} block`);
  const docs = renderActionDocs(actionYmlText);
  const next = `${readme.slice(0, start + DOCS_START.length)}\n\n${docs}\n\n${readme.slice(end)}`;
  const options = (await prettier.resolveConfig('docs/action.md')) ?? {};
  return prettier.format(next, { ...options, filepath: 'docs/action.md' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = readFileSync('docs/action.md', 'utf8');
  writeFileSync('docs/action.md', await updateReadme(readme, readFileSync('action.yml', 'utf8')));
}
