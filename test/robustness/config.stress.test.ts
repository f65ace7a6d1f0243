import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigSchema, parseConfig } from '../../src/config.js';
import { InputError } from '../../src/errors.js';
import { LINEAR_SCALING_BOUND, scalingRatio } from './linear.js';

const jsonish = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .record(
      {
        stateDir: fc.oneof(fc.string(), fc.integer()),
        timeZone: fc.oneof(fc.constantFrom('UTC', 'Europe/Paris', 'Mars/Olympus'), fc.string()),
        defaultIntervalMinutes: fc.oneof(fc.integer(), fc.double(), fc.string()),
        agents: fc.oneof(fc.array(fc.string()), fc.string()),
        unknownKey: fc.anything(),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
);

describe('config on arbitrary text', () => {
  it('is either a valid config or an InputError naming the file', () => {
    fc.assert(
      fc.property(jsonish, (text) => {
        try {
          const config = parseConfig(text, 'some/dir/config.json');
          expect(ConfigSchema.parse(config)).toEqual(config);
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          expect((error as InputError).message).toMatch(/^some\/dir\/config\.json: /);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('round trips: a parsed config written back parses to itself', () => {
    fc.assert(
      fc.property(
        fc.record({
          agents: fc.array(fc.string({ minLength: 1 })),
          defaultIntervalMinutes: fc.integer({ min: 1, max: 1440 }),
          timeZone: fc.constantFrom('UTC', 'Europe/Paris', 'America/New_York'),
        }),
        (value) => {
          const config = parseConfig(JSON.stringify(value));
          expect(parseConfig(JSON.stringify(config))).toEqual(config);
        },
      ),
    );
  });
});

describe('config parsing is linear in size', () => {
  const MB = 1024 * 1024;
  // A long list of agent logins, and a long list of bad entries (each one an issue to report).
  // Every bad entry is an issue zod builds, so that case is kept smaller.
  for (const [name, unit, size, wrap] of [
    [
      'many agent logins',
      '"ralph-agent[bot]",',
      2 * MB,
      (items: string) => `{"agents":[${items}"x"]}`,
    ],
    ['many invalid logins', '"",7,', MB / 8, (items: string) => `{"agents":[${items}"x"]}`],
    ['one long string', 'a', 2 * MB, (text: string) => `{"stateDir":"${text}"}`],
  ] as const) {
    it(`${name}: 8x the text takes about 8x the time`, () => {
      const parse = (text: string) => {
        try {
          return parseConfig(wrap(text));
        } catch (error) {
          if (!(error instanceof InputError)) throw error;
          return error;
        }
      };
      expect(scalingRatio(parse, unit, size)).toBeLessThan(LINEAR_SCALING_BOUND);
    });
  }
});
