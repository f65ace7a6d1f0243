import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigSchema, parseConfig } from '../../src/config.js';
import { acceptConfig, DEFAULT_CONFIG } from '../../src/core/config-model.js';

// acceptConfig lets `log` read a valid file without zod; ConfigSchema stays the judge. The two
// must agree: acceptConfig never accepts what the schema rejects, and gives what it gives.

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
        {
          maxKeys: 3,
        },
      ),
      anyValue,
    ),
    operators: field(names),
    checks: field(fc.constantFrom({}, { ci: 'CI' }, { ci: '' })),
    groundTruth: field(fc.constantFrom({}, { tests: 'CI / test' })),
    producers: field(fc.constantFrom({}, { 'CI / test': ['github-actions'] })),
    commandTimeoutSeconds: field(fc.integer({ min: 1, max: 3600 })),
    trustedBranch: field(fc.constantFrom('main')),
  },
  { requiredKeys: [] },
);

describe('acceptConfig agrees with ConfigSchema', () => {
  it('accepts only what the schema accepts, and gives the same configuration, key for key', () => {
    let accepted = 0;
    fc.assert(
      fc.property(configValue, (value) => {
        const plain = acceptConfig(value);
        const parsed = ConfigSchema.safeParse(value);
        if (plain === undefined) return;
        accepted += 1;
        expect(parsed.success).toBe(true);
        // Key order too: the configuration is printed and hashed as JSON elsewhere.
        expect(JSON.stringify(plain)).toBe(JSON.stringify(parsed.data));
      }),
      { numRuns: 3000 },
    );
    // Not vacuous: plenty of generated files are valid and take the quick path.
    expect(accepted).toBeGreaterThan(20);
  });

  it('accepts the configurations people write, so that log reads them without zod', () => {
    const files: unknown[] = [
      {},
      { $schema: './node_modules/x.json', agents: ['bot[bot]'], trustedBranch: 'main' },
      {
        stateBranch: 'heartbeat-state',
        timeZone: 'Europe/Paris',
        team: { alpha: { logins: ['a'] }, beta: { logins: ['b'], defaultIntervalMinutes: 30 } },
        groundTruth: { tests: 'CI / test' },
        producers: { 'CI / test': ['github-actions'] },
        checks: { ci: 'CI' },
        commandTimeoutSeconds: 3600,
      },
    ];
    for (const file of files) {
      expect(acceptConfig(file)).toEqual(ConfigSchema.parse(file));
    }
  });

  it('leaves every bad file to the schema: the messages are the schema’s', () => {
    expect(acceptConfig({ defaultIntervalMinutes: 0 })).toBeUndefined();
    expect(acceptConfig({ stateDirr: 'x' })).toBeUndefined();
    expect(acceptConfig(JSON.parse('{"__proto__": {"stateDir": "x"}}'))).toBeUndefined();
    expect(() => parseConfig('{"stateDirr": "x"}')).toThrow(
      '.heartbeat/config.json: unknown key "stateDirr"; did you mean stateDir?',
    );
    expect(() => parseConfig('{"team": {"Bad": {"logins": ["x"]}}}')).toThrow(/team\.Bad/);
  });

  it('the defaults are the schema’s', () => {
    expect(JSON.stringify(DEFAULT_CONFIG)).toBe(JSON.stringify(ConfigSchema.parse({})));
  });
});
