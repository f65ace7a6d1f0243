/**
 * Parsing: a 10 MB evidence payload and a 5 MB HEARTBEAT.md, each against the physical floor of
 * reading the same bytes and splitting them into lines.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateEvidence } from '../src/core/evidence/index.js';
import { parseHeartbeatContract } from '../src/core/contract.js';
import { compareFunctions, ratioRow } from './measure.js';
const MB = 1024 * 1024;
/** Evidence as agents write it, ANSI colour and commas included, repeated to `bytes`. */
export function evidencePayload(bytes) {
    const block = '\u001b[32mtests: pass\u001b[0m, lint: pass, typecheck: pass\n' +
        'audit: pass\ncoverage: pass (achieved 91% coverage)\ncomplexity: 7\n' +
        'duplication: pass, performance: improved 3%\nmutants: 78% (312/400 killed)\nspecs: pass\n' +
        'log: compiled 1842 modules in 12.4s, 0 warnings\n';
    return block.repeat(Math.ceil(bytes / block.length)).slice(0, bytes);
}
/** A contract with freeform context and many task lines, repeated to `bytes`. */
export function contractText(bytes) {
    const head = '# Heartbeat\n\nKeep the build green and the docs current.\n\n## Tasks\n\n';
    const lines = [];
    let size = head.length;
    for (let i = 0; size < bytes; i++) {
        const line = i % 3 === 0
            ? `- [ ] Task number ${i} | required | verify: evidence:build.done | max_attempts: 3\n`
            : i % 3 === 1
                ? `* [x] Check release notes ${i} | optional | verify: file:docs/*.md\n`
                : `+ [ ] Run the nightly job ${i} | check:CI / test\n`;
        lines.push(line);
        size += line.length;
    }
    return head + lines.join('');
}
export async function measure() {
    const dir = mkdtempSync(join(tmpdir(), 'hg-bench-parse-'));
    try {
        const evidenceFile = join(dir, 'payload.txt');
        const contractFile = join(dir, 'HEARTBEAT.md');
        writeFileSync(evidenceFile, evidencePayload(10 * MB));
        writeFileSync(contractFile, contractText(5 * MB));
        const readLines = (file) => readFileSync(file, 'utf8').split('\n').length;
        const [evidenceMs, evidenceFloorMs] = await compareFunctions([
            () => evaluateEvidence('build.done', readFileSync(evidenceFile, 'utf8')),
            () => readLines(evidenceFile),
        ], 7);
        const [contractMs, contractFloorMs] = await compareFunctions([
            () => parseHeartbeatContract(readFileSync(contractFile, 'utf8'), contractFile),
            () => readLines(contractFile),
        ], 7);
        return [
            ratioRow({
                name: 'parse evidence (10 MB)',
                subject: "evaluateEvidence('build.done', payload)",
                peer: 'read the file and split lines',
                subjectValue: evidenceMs,
                peerValue: evidenceFloorMs,
            }),
            ratioRow({
                name: 'parse HEARTBEAT.md (5 MB)',
                subject: 'parseHeartbeatContract(text)',
                peer: 'read the file and split lines',
                subjectValue: contractMs,
                peerValue: contractFloorMs,
            }),
        ];
    }
    finally {
        rmSync(dir, { recursive: true, force: true });
    }
}
