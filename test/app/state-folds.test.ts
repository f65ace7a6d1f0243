/** Which pending ref names stand for a folder a writer may fold (state-folds.ts). */
import { describe, expect, it } from 'vitest';
import { pendingFolder, pendingRef, PENDING_REFS } from '../../src/app/state-folds.js';

const OWN = '.heartbeat/acme/a';
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');

describe('pendingFolder', () => {
  it('answers a folder of the writer’s shape, named by its pending ref', () => {
    const ref = pendingRef('.heartbeat/acme/widgets-2.0_x');
    expect(ref.startsWith(`${PENDING_REFS}/`)).toBe(true);
    expect(pendingFolder(ref.slice(PENDING_REFS.length + 1), OWN)).toBe(
      '.heartbeat/acme/widgets-2.0_x',
    );
    expect(pendingFolder(hex('.heartbeat/other/b'), OWN)).toBe('.heartbeat/other/b');
    expect(pendingFolder(hex('.heartbeat/acme/b/agents/bob'), '.heartbeat/acme/a/agents/al')).toBe(
      '.heartbeat/acme/b/agents/bob',
    );
  });

  it.each([
    ['the writer’s own folder', OWN],
    ['a parent folder', '.heartbeat/acme'],
    ['the state root', '.heartbeat'],
    ['a file beside the folders', '.heartbeat/config.json'],
    ['a deeper folder', '.heartbeat/acme/b/ledger'],
    ['another root', '.github/workflows/x'],
    ['a parent step', '.heartbeat/../.github'],
    ['a parent step as the name', '.heartbeat/acme/..'],
    ['a dot name', '.heartbeat/acme/.git'],
    ['a current-folder step', '.heartbeat/./a'],
    ['a trailing slash', '.heartbeat/acme/b/'],
    ['an empty segment', '.heartbeat//b'],
    ['a newline', '.heartbeat/acme/x\ny'],
    ['a space', '.heartbeat/acme/x y'],
    ['a quote', '.heartbeat/acme/"x'],
    ['a NUL', '.heartbeat/acme/x\u0000y'],
    ['a leading dash', '.heartbeat/acme/-x'],
    ['a name over 100 characters', `.heartbeat/acme/${'x'.repeat(101)}`],
  ])('refuses %s', (_, dir) => {
    expect(pendingFolder(hex(dir), OWN)).toBeUndefined();
  });

  it('keeps a team’s literal agents step: a team writer folds no folder inside another repository’s', () => {
    const own = '.heartbeat/acme/a/agents/al';
    expect(pendingFolder(hex('.heartbeat/acme/b/ledger/x'), own)).toBeUndefined();
    expect(pendingFolder(hex('.heartbeat/acme/b/agent/x'), own)).toBeUndefined();
    expect(pendingFolder(hex('.heartbeat/agents/x'), '.heartbeat/agents/al')).toBe(
      '.heartbeat/agents/x',
    );
    expect(pendingFolder(hex('.heartbeat/ledger/x'), '.heartbeat/agents/al')).toBeUndefined();
  });

  it.each([
    ['not hex', 'zz'],
    ['odd-length hex', hex('.heartbeat/acme/b').slice(1)],
    ['uppercase hex', hex('.heartbeat/acme/b').toUpperCase()],
    ['a path of refs', `${hex('.heartbeat/acme/b')}/00`],
    ['nothing', ''],
    ['bytes that are not UTF-8', `${hex('.heartbeat/acme/')}ff`],
  ])('refuses a ref name that is %s', (_, name) => {
    expect(pendingFolder(name, OWN)).toBeUndefined();
  });
});
