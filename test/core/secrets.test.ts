import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets, secretValues } from '../../src/core/secrets.js';

const TOKEN = `ghs_${'aB3dE6gH'.repeat(4)}1234`;

describe('redactSecrets', () => {
  it.each([
    ['an installation token', `token ${TOKEN} here`, `token ${REDACTED} here`],
    ['a personal access token', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789', REDACTED],
    ['a fine-grained token', 'x github_pat_11AAAA_bbbb y', `x ${REDACTED} y`],
    [
      'an OAuth, user and refresh token',
      'gho_a ghu_b ghr_c',
      `${REDACTED} ${REDACTED} ${REDACTED}`,
    ],
    [
      "actions/checkout's extra header",
      'extraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3h4eA==\nnext',
      `extraheader = AUTHORIZATION: ${REDACTED}\nnext`,
    ],
    ['a bearer header', 'Authorization: Bearer abc.def', `Authorization: ${REDACTED}`],
    ['the basic credential alone', 'eC1hY2Nlc3MtdG9rZW46Z2hzX3h4eA==', REDACTED],
  ])('cuts %s', (_, text, shown) => {
    expect(redactSecrets(text)).toBe(shown);
  });

  it('cuts known secret values, whatever their shape, and leaves other text alone', () => {
    expect(redactSecrets('the key is s3cr3t-value!', ['s3cr3t-value'])).toBe(
      `the key is ${REDACTED}!`,
    );
    expect(redactSecrets('tests: pass, ghost_town, github.com', ['short'])).toBe(
      'tests: pass, ghost_town, github.com',
    );
  });

  it('takes the secret values from token-like variable names', () => {
    expect(
      secretValues({
        INPUT_TOKEN: TOKEN,
        ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
        MY_SECRET: 'abcdefgh',
        HOME: '/home/runner',
        'INPUT_STATE-BRANCH': 'heartbeat-state',
      }),
    ).toEqual([TOKEN, 'runtime-token-value', 'abcdefgh']);
  });
});
