import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DOCS_PATH, renderSchema, SCHEMA_PATH, updateDocs } from '../scripts/config-docs.js';
import { CONFIG_SCHEMA_REF } from '../src/cli/commands/init.js';
import { schemaUrl, schemaUrlOf } from '../src/cli/package.js';
import { ConfigSchema, DEFAULT_CONFIG, parseConfig } from '../src/config.js';
import { InputError } from '../src/errors.js';

describe('configuration', () => {
  it('fills every default in one place', () => {
    expect(DEFAULT_CONFIG).toEqual({
      stateDir: '.heartbeat',
      contract: 'HEARTBEAT.md',
      timeZone: 'UTC',
      defaultIntervalMinutes: 15,
      agents: [],
      operators: [],
      checks: {},
      groundTruth: {},
      producers: {},
      commandTimeoutSeconds: 120,
      stopHook: { commands: {}, requiredTopics: [], maxBlocks: 8 },
    });
  });

  it.each([
    ['{"stopHook":{"maxBlocks":0}}', /stopHook\.maxBlocks/],
    ['{"stopHook":{"commands":{"tests":""}}}', /stopHook\.commands\.tests/],
    ['{"stopHook":{"cap":3}}', /unknown key "stopHook\.cap"/],
  ])('a bad stopHook %s names the field', (text, problem) => {
    expect(() => parseConfig(text)).toThrow(problem);
  });

  it('keeps what the file sets', () => {
    const config = parseConfig('{"timeZone":"Europe/Paris","stateBranch":"heartbeat-state"}');
    expect(config).toMatchObject({ timeZone: 'Europe/Paris', stateBranch: 'heartbeat-state' });
  });

  it.each([
    ['{"timeZone":"Mars/Olympus"}', /config\.json: timeZone: not an IANA timezone/],
    ['{"defaultIntervalMinutes":0}', /config\.json: defaultIntervalMinutes/],
    ['{"stateDri":".hb"}', /config\.json: unknown key "stateDri"; did you mean stateDir\?$/],
    ['{"agnets":["a"]}', /config\.json: unknown key "agnets"; did you mean agents\?$/],
    ['{"zzz":1}', /config\.json: unknown key "zzz"$/],
    ['{', /config\.json: not valid JSON/],
    ['{"groundTruth":{"tests":""}}', /config\.json: groundTruth\.tests/],
    ['{"commandTimeoutSeconds":0}', /config\.json: commandTimeoutSeconds/],
  ])('rejects %s naming the file and the field', (text, message) => {
    expect(() => parseConfig(text)).toThrow(InputError);
    expect(() => parseConfig(text)).toThrow(message);
  });
});

describe('the configuration reference', () => {
  it('schema/config.schema.json is generated from the schema (npx tsx scripts/config-docs.ts)', async () => {
    expect(await readFile(SCHEMA_PATH, 'utf8')).toBe(await renderSchema());
  });

  it('docs/configuration.md holds the table generated from the schema', async () => {
    const docs = await readFile(DOCS_PATH, 'utf8');
    expect(await updateDocs(docs)).toBe(docs);
  });

  it('the schema lists every key, refuses unknown ones, and the package ships it', async () => {
    const schema = JSON.parse(await readFile(SCHEMA_PATH, 'utf8')) as {
      properties: Record<string, unknown>;
      additionalProperties: unknown;
    };
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(ConfigSchema.shape).sort());
    expect(schema.additionalProperties).toBe(false);
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { files: string[] };
    expect(pkg.files).toContain('schema');
  });

  it('accepts the $schema line init writes', () => {
    expect(
      parseConfig(JSON.stringify({ $schema: CONFIG_SCHEMA_REF, trustedBranch: 'trunk' })),
    ).toMatchObject({ trustedBranch: 'trunk' });
  });

  it("init's $schema without node_modules (the pre-commit framework) is the release's raw file, as the docs show", async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    const url = await schemaUrl();
    expect(url).toBe(
      `https://raw.githubusercontent.com/heartbeat-gate/heartbeat-gate/v${pkg.version}/${SCHEMA_PATH}`,
    );
    expect(schemaUrlOf({ version: '2.1.0', repository: { url: 'git@github.com:o/n.git' } })).toBe(
      'https://raw.githubusercontent.com/o/n/v2.1.0/schema/config.schema.json',
    );
    for (const doc of ['docs/configuration.md', 'docs/hooks.md']) {
      expect(await readFile(doc, 'utf8'), doc).toContain(url);
    }
    expect(parseConfig(JSON.stringify({ $schema: url }))).toMatchObject({ agents: [] });
  });
});
