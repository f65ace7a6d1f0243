import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 26's acceptance: docs/security.md lists each attack class with the test that holds it,
// so a test in test/security/ that the page does not name is a class an operator cannot find.
describe('docs/security.md', () => {
  const page = readFileSync('docs/security.md', 'utf8');
  const tests = readdirSync('test/security').filter((name) => name.endsWith('.test.ts'));

  it('names every attack test in test/security/', () => {
    expect(tests.length).toBeGreaterThan(0);
    const unnamed = tests.filter((name) => !page.includes(`test/security/${name}`));
    expect(unnamed).toEqual([]);
  });

  it('has a row for each class, A to I, and each names a test that exists', () => {
    for (const letter of 'ABCDEFGHI') {
      const rows = page.split('\n').filter((line) => line.startsWith(`| **${letter}.** `));
      expect(rows.length, `class ${letter}`).toBeGreaterThan(0);
      for (const row of rows) {
        const named = /`test\/security\/([^`]+)`/.exec(row)?.[1];
        expect(tests, row.slice(0, 80)).toContain(named);
      }
    }
  });
});
