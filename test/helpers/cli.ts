import { main } from '../../src/cli/main.js';

/** Runs the CLI in-process with captured output, as a user at a terminal would see it. */
export async function runCli(
  argv: string[],
  options: { cwd?: string; stdin?: string; env?: Record<string, string | undefined> } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    readStdin: async () => options.stdin ?? '',
    cwd: options.cwd ?? process.cwd(),
    env: options.env ?? process.env,
  });
  return { code, stdout, stderr };
}
