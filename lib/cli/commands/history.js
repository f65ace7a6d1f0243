/**
 * `heartbeat-gate history [--json] [--now <ISO-8601>]`: today plus the archived days of the
 * rolling 7-day window (the seed's `GET /api/score/history`).
 */
import { openRepoState, scoreAt } from '../../app/read-state.js';
import { jsonText, parseCommandArgs, resolveNow } from '../options.js';
import { textTable } from '../text-table.js';
const USAGE = `usage: heartbeat-gate history [--json] [--now <ISO-8601>]

Today and the last 7 archived days, oldest first: score, the target in force that day, verdict
counts, operator feedback and whether the day reached its target.
  --json   print { today, history } as JSON (the seed's GET /api/score/history)
  --now    the instant to report at (default: the clock)
`;
/** The history table: archived days oldest first, then today. */
export function formatHistory(today, history) {
    const row = (day, label) => [
        day.date,
        label,
        String(day.score),
        String(day.target),
        String(day.verifiedCount),
        String(day.failedCount),
        String(day.unclearCount),
        String(day.contradictionCount),
        `${day.thumbsUp}/${day.thumbsDown}`,
        day.targetReached ? 'yes' : 'no',
    ];
    return textTable([
        'date',
        '',
        'score',
        'target',
        'verified',
        'failed',
        'unclear',
        'contradictions',
        'up/down',
        'reached',
    ], [...history.map((day) => row(day, '')), row(today, 'today')], ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left']);
}
export const command = {
    summary: 'today and the 7-day score history (--json for the API shape)',
    async run(args, io) {
        const { values } = parseCommandArgs(args, {
            json: { type: 'boolean' },
            now: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        });
        if (values.help) {
            io.stdout.write(USAGE);
            return 0;
        }
        const now = resolveNow(values.now);
        const { state } = scoreAt(await openRepoState(io.cwd), now);
        if (values.json) {
            io.stdout.write(jsonText({ today: state.today, history: state.history }));
            return 0;
        }
        io.stdout.write(formatHistory(state.today, state.history));
        return 0;
    },
};
