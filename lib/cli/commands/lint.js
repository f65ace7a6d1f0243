/**
 * `heartbeat-gate lint [files...]`: HEARTBEAT.md's task lines (line-numbered) and the state files
 * under `.heartbeat/` (valid, and equal to a replay of the ledger). Given files (a pre-commit
 * hook passes the staged paths), only the checks those paths call for run.
 */
import { parseArgs } from 'node:util';
import { lintRepository } from '../../app/lint.js';
import { loadConfig } from '../../config.js';
import { UsageError } from '../../errors.js';
const HELP = `usage: heartbeat-gate lint [--json] [files...]

Checks the heartbeat contract (HEARTBEAT.md: every line under '## Tasks' must be a task) and the
state files under .heartbeat/ (each valid, and equal to what replaying the ledger gives, so a
hand edit is caught). With files, only the checks they call for run: a HEARTBEAT.md is linted as
a contract, a path under .heartbeat/ calls for the state check, other paths are ignored.
Exit 0 when clean (warnings allowed), 1 with the errors on stderr, 2 on a bad configuration.

  --json   print the report as JSON on stdout
`;
function summary(report) {
    const parts = report.contracts.map(({ file, tasks }) => `${file} (${tasks} task${tasks === 1 ? '' : 's'})`);
    if (report.state) {
        const { dir, events } = report.state;
        parts.push(events === undefined
            ? `${dir}/`
            : events === 0
                ? `${dir}/ (no ledger yet)`
                : `${dir}/ (${events} ledger event${events === 1 ? '' : 's'})`);
    }
    return parts.length > 0 ? parts.join(', ') : 'nothing to lint';
}
export const command = {
    summary: 'check HEARTBEAT.md and that .heartbeat/ state equals a replay of the ledger',
    async run(args, io) {
        let parsed;
        try {
            parsed = parseArgs({
                args,
                allowPositionals: true,
                options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
            });
        }
        catch (error) {
            throw new UsageError(`${error.message}\n\n${HELP}`);
        }
        if (parsed.values.help) {
            io.stdout.write(HELP);
            return 0;
        }
        const config = await loadConfig(io.cwd);
        const files = parsed.positionals.length > 0 ? parsed.positionals : undefined;
        const report = await lintRepository(io.cwd, config, files);
        const errors = report.findings.filter((finding) => finding.severity === 'error');
        if (parsed.values.json) {
            io.stdout.write(`${JSON.stringify({ ok: errors.length === 0, ...report }, null, 2)}\n`);
            return errors.length > 0 ? 1 : 0;
        }
        for (const finding of report.findings) {
            (finding.severity === 'error' ? io.stderr : io.stdout).write(`${finding.text}\n`);
        }
        if (errors.length > 0) {
            io.stderr.write(`heartbeat-gate lint: ${errors.length} error${errors.length === 1 ? '' : 's'}; checked ${summary(report)}\n`);
            return 1;
        }
        // A hook passing only paths lint does not check stays quiet.
        if (report.contracts.length > 0 || report.state || files === undefined) {
            io.stdout.write(`heartbeat-gate lint: ok: ${summary(report)}\n`);
        }
        return 0;
    },
};
