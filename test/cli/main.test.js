import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
describe('heartbeat-gate (no command)', () => {
    it('prints usage and exits 2 when no command is given', async () => {
        const result = await runCli([]);
        expect(result.code).toBe(2);
        expect(result.stdout).toContain('usage: heartbeat-gate <command>');
    });
    it('names an unknown command and exits 2', async () => {
        const result = await runCli(['frobnicate']);
        expect(result.code).toBe(2);
        expect(result.stderr).toContain("unknown command 'frobnicate'");
    });
    it('prints usage and exits 0 on --help', async () => {
        const result = await runCli(['--help']);
        expect(result.code).toBe(0);
        expect(result.stdout).toContain('Exit codes: 0 ok/accepted, 1 blocked/failed gate, 2 usage');
    });
});
