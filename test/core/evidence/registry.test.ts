import { readFileSync } from 'node:fs';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_TRAILERS,
  GATES,
  GATED_TOPICS,
  evaluateEvidence,
  evidenceClaimsFromMessage,
} from '../../../src/core/evidence/index.js';

// The README's gate table is derived from the registry: a new gate is one file and one line.
describe('the gate registry', () => {
  it('derives the topics, the trailers and the rewrite from one descriptor per gate', () => {
    expect(GATED_TOPICS).toEqual(GATES.map((g) => g.topic));
    for (const gate of GATES) {
      expect(EVIDENCE_TRAILERS[gate.trailer.toLowerCase()]).toBe(gate.topic);
      expect(evaluateEvidence(gate.topic, '').published).toBe(gate.blockedTopic);
      const [claim] = evidenceClaimsFromMessage(`x\n\n${gate.trailer}: tests: pass\n`);
      expect(claim?.topic).toBe(gate.topic);
    }
  });

  it("the README's table is the registry's", async () => {
    const rows = GATES.map(
      (g) =>
        `| \`${g.topic}\` | ${g.docs.requires} | ${g.docs.blocksWhenNegative} | \`${g.blockedTopic}\` |`,
    );
    const table = await format(
      [
        '| claim | required evidence (`key: pass` is exact and case-sensitive) | optional, blocks only when negative | rejected as |',
        '| --- | --- | --- | --- |',
        ...rows,
      ].join('\n'),
      { parser: 'markdown' },
    );
    expect(readFileSync('docs/evidence-gates.md', 'utf8')).toContain(table);
  });
});
