import { main } from '../../src/cli/main.js';
/** Runs the CLI in-process with captured output, as a user at a terminal would see it. */
export async function runCli(argv, options = {}) {
    let stdout = '';
    let stderr = '';
    const code = await main(argv, {
        stdout: { write: (text) => (stdout += text) },
        stderr: { write: (text) => (stderr += text) },
        readStdin: async () => options.stdin ?? '',
        cwd: options.cwd ?? process.cwd(),
        env: options.env ?? process.env,
    });
    return { code, stdout, stderr };
}
