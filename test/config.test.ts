import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig } from '../src/config.js';
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
    });
  });

  it('keeps what the file sets', () => {
    const config = parseConfig('{"timeZone":"Europe/Paris","stateBranch":"heartbeat-state"}');
    expect(config).toMatchObject({ timeZone: 'Europe/Paris', stateBranch: 'heartbeat-state' });
  });

  it.each([
    ['{"timeZone":"Mars/Olympus"}', /config\.json: timeZone: not an IANA timezone/],
    ['{"defaultIntervalMinutes":0}', /config\.json: defaultIntervalMinutes/],
    ['{"stateDri":".hb"}', /config\.json: \(root\): .*stateDri/],
    ['{', /config\.json: not valid JSON/],
    ['{"groundTruth":{"tests":""}}', /config\.json: groundTruth\.tests/],
    ['{"commandTimeoutSeconds":0}', /config\.json: commandTimeoutSeconds/],
  ])('rejects %s naming the file and the field', (text, message) => {
    expect(() => parseConfig(text)).toThrow(InputError);
    expect(() => parseConfig(text)).toThrow(message);
  });
});
