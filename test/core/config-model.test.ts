import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { SCHEMA_PATH } from '../../scripts/config-docs.js';
import { ConfigSchema, DEFAULT_CONFIG, isTimeZone, parseConfig } from '../../src/config.js';
import { InputError } from '../../src/errors.js';

// One schema (core/config-model.ts) checks every configuration and writes the JSON Schema that
// editors check the file with. An independent validator (ajv) reading that shipped JSON Schema
// must agree with it on every file, valid or not, and fill in the same defaults.

/** Values a field may hold in a hand-edited (or hostile) file: right and wrong types, edges. */
const anyValue = fc.oneof(
  fc.constantFrom('', 'x', 'UTC', 'Europe/Paris', 'Not/AZone', '.heartbeat', 'main'),
  fc.constantFrom(0, -1, 1, 15, 1.5, 3600, 3601, 2 ** 53, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(true, null),
  fc.constantFrom([], [''], ['bot'], ['bot', 'other[bot]'], [1], {}, { a: 'b' }, { a: '' }),
  fc.constantFrom({ a: ['x'] }, { a: [''] }, { a: [] }, { a: 1 }),
);
/** Mostly a valid value, sometimes anything: most files valid, each rule broken now and then. */
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 8 }, { arbitrary: anyValue, weight: 1 });
const names = fc.constantFrom([], ['bot'], ['bot', 'other[bot]']);
const teamAgent = fc.oneof(
  { arbitrary: fc.constant({ logins: ['bot'], extra: 1 }), weight: 1 },
  { arbitrary: fc.constant({ contract: 'X.md' }), weight: 1 },
  {
    arbitrary: fc.record(
      {
        logins: field(fc.constantFrom(['bot'], ['a', 'b'])),
        contract: field(fc.constantFrom('X.md')),
        operators: field(fc.constantFrom(['op'], [])),
        defaultIntervalMinutes: field(fc.constantFrom(5, 30)),
      },
      { requiredKeys: ['logins'] },
    ),
    weight: 8,
  },
);
const configValue = fc.record(
  {
    $schema: field(fc.constantFrom('./schema.json')),
    stateDir: field(fc.constantFrom('.heartbeat', 'state')),
    contract: field(fc.constantFrom('HEARTBEAT.md')),
    timeZone: field(fc.constantFrom('UTC', 'Europe/Paris')),
    defaultIntervalMinutes: field(fc.integer({ min: 1, max: 1440 })),
    stateBranch: field(fc.constantFrom('heartbeat-state')),
    agents: field(names),
    team: fc.oneof(
      fc.dictionary(
        fc.constantFrom('alpha', 'beta-2', 'Bad', '', '_x', 'a'.repeat(41)),
        teamAgent,
        { maxKeys: 3 },
      ),
      anyValue,
    ),
    operators: field(names),
    checks: field(fc.constantFrom({}, { ci: 'CI' }, { ci: '' })),
    groundTruth: field(fc.constantFrom({}, { tests: 'CI / test' })),
    producers: field(fc.constantFrom({}, { 'CI / test': ['github-actions'] })),
    commandTimeoutSeconds: field(fc.integer({ min: 1, max: 3600 })),
    trustedBranch: field(fc.constantFrom('main')),
    stateDirr: fc.constantFrom('x'),
  },
  { requiredKeys: [] },
);

const shipped = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as object;
const ajv = new Ajv2020({ useDefaults: true, strict: false });
const validate = ajv.compile(shipped);

/** The keys of `value` and of every object in it, in order: the configuration is printed as JSON. */
const keyOrder = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(keyOrder)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).map(([key, inner]) => [key, keyOrder(inner)])
      : null;

describe('the configuration schema', () => {
  it('agrees with the JSON Schema it ships, on every file: the verdict and the defaults', () => {
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(configValue, (value) => {
        const filled = structuredClone(value) as { timeZone?: unknown };
        // The timezone is checked in code alone: JSON Schema cannot list IANA's names.
        const expected =
          validate(filled) && (typeof filled.timeZone !== 'string' || isTimeZone(filled.timeZone));
        const result = ConfigSchema['~standard'].validate(value);
        if ('issues' in result) {
          invalid += 1;
          expect(expected).toBe(false);
          expect(() => parseConfig(JSON.stringify(value))).toThrow(InputError);
          return;
        }
        valid += 1;
        expect(expected).toBe(true);
        expect(result.value).toEqual(filled);
        // Key order too, the schema's: the configuration is printed and hashed as JSON elsewhere.
        expect(keyOrder(result.value)).toEqual(keyOrder(ConfigSchema.parse(result.value)));
        expect(Object.keys(result.value)).toEqual(
          Object.keys(ConfigSchema.shape).filter((key) => key in result.value),
        );
      }),
      { numRuns: 3000 },
    );
    // Not vacuous: plenty of generated files on each side.
    expect(valid).toBeGreaterThan(20);
    expect(invalid).toBeGreaterThan(20);
  });

  it('reads the configurations people write, copying what it keeps', () => {
    const producers = { 'CI / test': ['github-actions'] };
    const file = {
      stateBranch: 'heartbeat-state',
      timeZone: 'Europe/Paris',
      team: { alpha: { logins: ['a'] }, beta: { logins: ['b'], defaultIntervalMinutes: 30 } },
      groundTruth: { tests: 'CI / test' },
      producers,
      checks: { ci: 'CI' },
      commandTimeoutSeconds: 3600,
    };
    const config = ConfigSchema.parse(file);
    expect(config).toEqual({
      stateDir: '.heartbeat',
      contract: 'HEARTBEAT.md',
      timeZone: 'Europe/Paris',
      defaultIntervalMinutes: 15,
      stateBranch: 'heartbeat-state',
      agents: [],
      team: {
        alpha: { logins: ['a'], operators: [] },
        beta: { logins: ['b'], operators: [], defaultIntervalMinutes: 30 },
      },
      operators: [],
      checks: { ci: 'CI' },
      groundTruth: { tests: 'CI / test' },
      producers: { 'CI / test': ['github-actions'] },
      commandTimeoutSeconds: 3600,
      stopHook: { commands: {}, requiredTopics: [], maxBlocks: 8 },
    });
    expect(config.producers['CI / test']).not.toBe(producers['CI / test']);
    // A default list is made afresh: one configuration's never leaks into another's.
    const first = ConfigSchema.parse({});
    first.agents.push('leak');
    expect(ConfigSchema.parse({}).agents).toEqual([]);
  });

  it('names the field of the first thing wrong, and the file', () => {
    expect(() => parseConfig('{"stateDirr": "x"}')).toThrow(
      '.heartbeat/config.json: unknown key "stateDirr"; did you mean stateDir?',
    );
    expect(() => parseConfig('{"team": {"Bad": {"logins": ["x"]}}}')).toThrow(
      '.heartbeat/config.json: team.Bad: an agent name is 1-40 lowercase letters, digits, - or _ (it names a folder)',
    );
    expect(() => parseConfig('{"team": {"a": {"logins": ["x"], "contrat": "X"}}}')).toThrow(
      '.heartbeat/config.json: unknown key "team.a.contrat"; did you mean contract?',
    );
    expect(() => parseConfig('{"team": {"a": {"logins": []}}}', 'x.json')).toThrow(
      'x.json: team.a.logins: must list at least one',
    );
    expect(() => parseConfig('{"team": {"a": {}}}')).toThrow(/: team\.a\.logins: required$/);
    expect(() => parseConfig('{"agents": ["a", 7]}')).toThrow(/: agents\.1: expected a string$/);
    expect(() => parseConfig('{"commandTimeoutSeconds": 3601}')).toThrow(
      /: commandTimeoutSeconds: must be at most 3600$/,
    );
    expect(() => parseConfig('{"defaultIntervalMinutes": 1.5}')).toThrow(
      /: defaultIntervalMinutes: expected a whole number$/,
    );
    expect(() => parseConfig('[]')).toThrow(/: \(root\): expected an object$/);
    expect(() => ConfigSchema.parse({ checks: { ci: 1 } })).toThrow(
      /^checks\.ci: expected a string$/,
    );
  });

  it('refuses a __proto__ key anywhere (JSON.parse writes one as an own key)', () => {
    expect(() => parseConfig('{"__proto__": {"stateDir": "x"}}')).toThrow(
      /: unknown key "__proto__"|: __proto__: not allowed as a key$/,
    );
    expect(() => parseConfig('{"checks": {"__proto__": "x"}}')).toThrow(
      /: checks\.__proto__: not allowed as a key$/,
    );
    expect(() => parseConfig('{"team": {"__proto__": {"logins": ["x"]}}}')).toThrow(
      /: team\.__proto__: not allowed as a key$/,
    );
  });

  it('its defaults pass its own rules, and are filled in without checking them again', () => {
    const team = ConfigSchema.parse({ team: { a: { logins: ['x'] } } });
    expect(ConfigSchema.parse(team)).toEqual(team);
    expect(ConfigSchema.parse(DEFAULT_CONFIG)).toEqual(DEFAULT_CONFIG);
    // Checking the default 'UTC' would build an Intl.DateTimeFormat, which loads ICU's zone data
    // (about 8 MiB of a `log` process on a repository without a configuration file).
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(ConfigSchema.parse({ agents: ['bot'] }).timeZone).toBe('UTC');
      expect(format).not.toHaveBeenCalled();
    } finally {
      format.mockRestore();
    }
  });

  it('is a Standard Schema: issues with their path', () => {
    const result = ConfigSchema['~standard'].validate({ operators: [''] });
    expect(result).toEqual({
      issues: [{ message: 'must not be empty', path: ['operators', '0'] }],
    });
  });
});
