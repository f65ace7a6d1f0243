/**
 * The configuration reference, generated from the schema in src/core/config-model.ts: the JSON Schema
 * shipped in the package (schema/config.schema.json, named by `$schema` in a config file) and the
 * reference table in docs/configuration.md. `npx tsx scripts/config-docs.ts` rewrites both;
 * test/config.test.ts fails when either is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { ConfigSchema } from '../src/config.js';

export const SCHEMA_PATH = 'schema/config.schema.json';
export const DOCS_PATH = 'docs/configuration.md';
const BEGIN = '<!-- generated: config reference (scripts/config-docs.ts) -->';
const END = '<!-- /generated: config reference -->';

interface PropertySchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  items?: PropertySchema;
  additionalProperties?: PropertySchema | boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

/** The JSON Schema of `.heartbeat/config.json` (what a user writes: defaults make keys optional). */
export function configJsonSchema(): Record<string, unknown> {
  return {
    ...ConfigSchema.toJSONSchema(),
    title: 'heartbeat-gate configuration (.heartbeat/config.json)',
  };
}

/** Formatted as the repository formats files, so `prettier --check .` and the test agree. */
export async function format(text: string, filepath: string): Promise<string> {
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}

export function renderSchema(): Promise<string> {
  return format(JSON.stringify(configJsonSchema(), null, 2), SCHEMA_PATH);
}

function typeOf(property: PropertySchema): string {
  if (property.type === 'array') return `${typeOf(property.items ?? {})}[]`;
  if (property.type === 'object' && typeof property.additionalProperties === 'object') {
    return `{ [key]: ${typeOf(property.additionalProperties)} }`;
  }
  if (property.type === 'integer') {
    const low = property.minimum ?? property.exclusiveMinimum;
    // Every integer is bounded by the largest safe one: not worth a column.
    const high =
      property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER
        ? property.maximum
        : undefined;
    if (low !== undefined || high !== undefined) {
      const from = property.exclusiveMinimum !== undefined ? `> ${low}` : `≥ ${low}`;
      return `integer ${[low === undefined ? '' : from, high === undefined ? '' : `≤ ${high}`].filter(Boolean).join(', ')}`;
    }
  }
  return Array.isArray(property.type) ? property.type.join(' \\| ') : (property.type ?? 'any');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The reference table: every key with its type, default and description. */
export function renderTable(): string {
  const schema = configJsonSchema() as { properties: Record<string, PropertySchema> };
  const rows = Object.entries(schema.properties).map(([key, property]) => {
    const fallback =
      property.default === undefined ? '—' : `\`${JSON.stringify(property.default)}\``;
    return `| \`${key}\` | ${cell(typeOf(property))} | ${cell(fallback)} | ${cell(property.description ?? '')} |`;
  });
  return ['| key | type | default | description |', '| --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

/** `docs` with the generated table between its markers replaced. */
export function updateDocs(docs: string): Promise<string> {
  const start = docs.indexOf(BEGIN);
  const end = docs.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${DOCS_PATH}: the generated-table markers are missing`);
  return format(
    `${docs.slice(0, start + BEGIN.length)}\n\n${renderTable()}\n\n${docs.slice(end)}`,
    DOCS_PATH,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SCHEMA_PATH, await renderSchema());
  await writeFile(DOCS_PATH, await updateDocs(await readFile(DOCS_PATH, 'utf8')));
}
