/**
 * Replay: rebuilding score and progress from a year of 15-minute cycles with 5 tasks, from the
 * ledger's bytes, against `JSON.parse` of the same lines (the physical floor of reading them).
 */
import { parseLedger, serializeLedger } from '../src/core/ledger.js';
import { replayLedger } from '../src/core/replay.js';
import { compareFunctions, ratioRow } from './measure.js';
const CYCLES = 365 * 96;
const TASKS = ['run_tests', 'update_docs', 'triage_issues', 'review_prs', 'release_notes'];
/** A year of cycles: each opens with its cycle event, then one verdict per task. */
export function yearOfEvents() {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const tasks = TASKS.map((id, i) => ({
        id,
        description: `Task ${id}`,
        required: i < 3,
        verify: 'task_completed',
        maxAttempts: 3,
        preMarked: false,
    }));
    const events = [];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
        const at = start + (cycle - 1) * 15 * 60_000;
        events.push({
            id: `cycle-${cycle}`,
            at: new Date(at).toISOString(),
            kind: 'cycle',
            cycle,
            tasks,
            defaultIntervalMinutes: 15,
        });
        TASKS.forEach((taskId, i) => {
            const roll = (cycle * 7 + i * 13) % 20;
            events.push({
                id: `verdict:${cycle}:${taskId}`,
                at: new Date(at + (i + 1) * 60_000).toISOString(),
                kind: 'verdict',
                taskId,
                verdict: roll < 15 ? 'verified' : roll < 18 ? 'not_verified' : 'unclear',
                groundTruthContradiction: roll === 17,
                required: i < 3,
            });
        });
    }
    return events;
}
export async function measure() {
    const events = yearOfEvents();
    const text = serializeLedger(events);
    const parse = () => {
        const parsed = parseLedger(text);
        if (parsed.errors.length > 0)
            throw new Error('the generated ledger does not parse');
        return parsed;
    };
    const [replayMs, jsonMs, parseMs] = await compareFunctions([
        () => replayLedger(parse().events, { timeZone: 'UTC' }),
        () => text.split('\n').map((line) => (line === '' ? undefined : JSON.parse(line))),
        // The same parse alone, to tell reading the lines from folding the events.
        parse,
    ], 5);
    const foldMs = replayMs - parseMs;
    return [
        ratioRow({
            name: `replay (${events.length.toLocaleString('en')} events, one year)`,
            subject: 'parseLedger + replayLedger',
            peer: 'JSON.parse of every line',
            subjectValue: replayMs,
            peerValue: jsonMs,
            goal: { maxRatio: 3, text: '≤ 3x' },
            note: `parseLedger alone (JSON.parse and the event schema per line) takes ${(parseMs / jsonMs).toFixed(2)}x ` +
                `JSON.parse; folding the events into score and progress (replayLedger) the other ` +
                `${(foldMs / jsonMs).toFixed(2)}x. \`cycle\` and \`record\` resume from the month's checkpoint, so ` +
                `they fold at most a month of events (applyLedgerEvent, one immutable state per event).`,
        }),
        ratioRow({
            name: 'replay: parseLedger alone',
            subject: 'parseLedger',
            peer: 'JSON.parse of every line',
            subjectValue: parseMs,
            peerValue: jsonMs,
        }),
    ];
}
