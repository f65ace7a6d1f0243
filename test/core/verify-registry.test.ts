import { readFileSync } from 'node:fs';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { VERIFIERS, VERIFIER_KINDS, parseVerifyHint, verifierFor } from '../../src/core/verify.js';

// The README's hint table is derived from the registry: a new verifier kind is one file and one line.
describe('the verifier registry', () => {
  it('each kind parses its own prefix', () => {
    expect(VERIFIER_KINDS).toEqual(['evidence', 'check', 'cmd', 'file']);
    for (const kind of VERIFIER_KINDS) expect(parseVerifyHint(`${kind}:x`).kind).toBe(kind);
  });

  it("the README's table is the registry's", async () => {
    const all = [...VERIFIERS, verifierFor(parseVerifyHint('task_completed'))];
    const rows = all.map(
      ({ docs }) => `| ${docs.form} | ${docs.verified} | ${docs.notVerified} | ${docs.unclear} |`,
    );
    const table = await format(
      ['| hint | verified | not_verified | unclear |', '| --- | --- | --- | --- |', ...rows].join(
        '\n',
      ),
      { parser: 'markdown' },
    );
    expect(readFileSync('README.md', 'utf8')).toContain(table);
  });
});
