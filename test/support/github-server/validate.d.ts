import { type OpenApiOperation } from './openapi.js';
/** Problems found in one request or response, as readable lines. */
export type Problems = string[];
/** Validate and coerce path + query parameters; returns the typed values and any problems. */
export declare function validateParameters(op: OpenApiOperation, pathParams: Record<string, string>, query: URLSearchParams): {
    values: Record<string, unknown>;
    problems: Problems;
};
/** Validate a JSON request body (undefined when the request had none). */
export declare function validateBody(op: OpenApiOperation, body: unknown): Problems;
/** Validate a JSON response body against the schema the operation declares for its status. */
export declare function validateResponse(op: OpenApiOperation, status: number, body: unknown): Problems;
