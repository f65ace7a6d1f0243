/**
 * `heartbeat-gate mcp`: starts the MCP server on stdio in the current repository. The server and
 * the SDK load only here, after the options are read.
 */
import type { CliCommand } from '../io.js';
export declare const command: CliCommand;
