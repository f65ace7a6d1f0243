import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigSchema, parseConfig } from '../../src/config.js';
import { InputError } from '../../src/errors.js';

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

// How its time grows with size is measured in bench/linearity.bench.ts; here, the answer on
// megabytes (a quadratic validator would run into the test timeout).
describe('a config of megabytes', () => {
  it('100,000 agent logins are all kept, in order', () => {
    const logins = Array.from({ length: 100_000 }, (_, i) => `ralph-agent-${i}[bot]`);
    expect(parseConfig(JSON.stringify({ agents: logins })).agents).toEqual(logins);
  });

  it('20,000 invalid logins: an InputError naming the file and the first bad field', () => {
    const agents = `[${'"",7,'.repeat(20_000)}"x"]`;
    expect(() => parseConfig(`{"agents":${agents}}`, 'big/config.json')).toThrow(
      /^big\/config\.json: agents\.0: /,
    );
  });

  it('a 2 MB string is kept whole', () => {
    const stateDir = 'a'.repeat(2 * 1024 * 1024);
    expect(parseConfig(JSON.stringify({ stateDir })).stateDir).toBe(stateDir);
  });
});
