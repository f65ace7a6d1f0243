/**
 * `heartbeat-gate mcp`: starts the MCP server on stdio in the current repository. The server and
 * the SDK load only here, after the options are read.
 */
import { defineCommand, ExitCode } from '../command.js';
import { declaration } from '../declarations/mcp.js';
import { readOptions } from '../read-options.js';

export const command = defineCommand(declaration, async ({ values, io }) => {
  // Checked before the server starts: a bad option is exit 2, not an error on every call.
  const read = readOptions(values);
  const { serveStdio } = await import('../../mcp/server.js');
  await serveStdio(io.cwd, read);
  return ExitCode.ok;
});
