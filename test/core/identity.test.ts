/**
 * Identity, each variant once: exact where trust is granted (a claim, a commit, a PR counts as the
 * agent's), broad where it is refused (a reaction, an approval, `feedback --by`).
 */
import { describe, expect, it } from 'vitest';
import {
  isAgentCommit,
  isAgentLogin,
  isListedOperator,
  looksLikeAgent,
  noreplyLogin,
  uniqueLogins,
} from '../../src/core/identity.js';

describe('one login against the agent logins', () => {
  // [variant, login, agents, grants (isAgentLogin), refuses (looksLikeAgent)]
  it.each([
    ['the configured login', 'my-agent', ['my-agent'], true, true],
    ['other case (one GitHub account)', 'My-Agent', ['my-agent'], true, true],
    ['surrounding blanks', ' my-agent ', ['my-agent'], true, true],
    ['`[bot]` added', 'my-agent[bot]', ['my-agent'], false, true],
    ['`[bot]` dropped', 'my-agent', ['my-agent[bot]'], false, true],
    ['`[bot]` added, other case', 'My-Agent[BOT]', ['my-agent'], false, true],
    ['`[bot]` configured and given', 'my-agent[bot]', ['my-agent[bot]'], true, true],
    ['both forms configured', 'my-agent[bot]', ['my-agent', 'my-agent[bot]'], true, true],
    ['a longer login', 'my-agent2', ['my-agent'], false, false],
    ['a prefix of it', 'my-agen', ['my-agent'], false, false],
    ['someone else', 'alice', ['my-agent'], false, false],
    ['no agents configured', 'my-agent', [], false, false],
    ['an empty login', '', ['my-agent'], false, false],
    ['a blank login', '  ', ['my-agent'], false, false],
    ['only `[bot]`', '[bot]', ['my-agent'], false, false],
  ])('%s: %j of %j grants %s, refuses %s', (_variant, login, agents, grants, refuses) => {
    expect(isAgentLogin(login, agents)).toBe(grants);
    expect(looksLikeAgent(login, agents)).toBe(refuses);
  });

  it('a missing login is nobody', () => {
    expect(isAgentLogin(undefined, ['my-agent'])).toBe(false);
    expect(looksLikeAgent(null, ['my-agent'])).toBe(false);
  });
});

describe('operators', () => {
  it.each([
    ['alice', ['alice'], true],
    ['Alice', ['alice'], true],
    ['alice[bot]', ['alice'], false],
    ['alicia', ['alice'], false],
  ])('%s is a listed operator of %j: %s', (login, operators, expected) => {
    expect(isListedOperator(login, operators)).toBe(expected);
  });

  it('lists each account once, keeping the first spelling', () => {
    expect(uniqueLogins(['Ralph', 'ralph', 'ralph[bot]', 'alice'])).toEqual([
      'Ralph',
      'ralph[bot]',
      'alice',
    ]);
  });
});

describe('GitHub noreply addresses', () => {
  it.each([
    ['41898282+my-agent[bot]@users.noreply.github.com', 'my-agent[bot]'],
    ['123+my-agent@users.noreply.github.com', 'my-agent'],
    ['my-agent@users.noreply.github.com', 'my-agent'],
    ['123+My-Agent@USERS.NOREPLY.GITHUB.COM', 'My-Agent'],
    ['my-agent@example.com', undefined],
    ['my-agent@users.noreply.github.com.evil.dev', undefined],
    ['@users.noreply.github.com', undefined],
    ['a b@users.noreply.github.com', undefined],
    ['', undefined],
  ])('%j names %j', (email, login) => {
    expect(noreplyLogin(email)).toBe(login);
  });
});

describe('whose commit it is', () => {
  const agents = ['ralph'];
  const alice = { login: 'alice', name: 'Alice', email: 'alice@example.com' };
  it.each([
    ['the author login', { author: { login: 'ralph' } }, true],
    ['the committer login', { author: alice, committer: { login: 'Ralph' } }, true],
    ['the author login with `[bot]` (another account)', { author: { login: 'ralph[bot]' } }, false],
    [
      'a noreply address (no API login)',
      { author: { email: '1+ralph@users.noreply.github.com' } },
      true,
    ],
    [
      'a noreply address while the API names someone else',
      { author: { login: 'alice', email: '1+ralph@users.noreply.github.com' } },
      false,
    ],
    ['the git author name', { author: { name: 'ralph', email: 'r@example.com' } }, false],
    ['nobody', { author: alice, committer: { login: 'web-flow' } }, false],
  ])('%s: %s', (_variant, people, expected) => {
    expect(isAgentCommit(people, agents)).toBe(expected);
  });
});
