/**
 * `heartbeat-gate mcp`: the gate's agent side as a Model Context Protocol server on stdio. Tools
 * and resources read the repository the server was started in, fresh on every call, and never
 * write. Loaded only by the `mcp` command, so no other command pays for the SDK.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
/** The server's identity in `initialize`. */
export declare const SERVER_INFO: {
    readonly name: "heartbeat-gate";
    readonly version: "0.1.0";
};
/** The MCP server for the repository containing `cwd`; `clock` gives "now" when a call omits it. */
export declare function createHeartbeatServer(cwd: string, clock?: () => Date): McpServer;
/**
 * Serves the repository containing `cwd` on this process's stdin and stdout until stdin ends.
 * Requests still in flight then finish and answer before the process exits.
 */
export declare function serveStdio(cwd: string): Promise<void>;
