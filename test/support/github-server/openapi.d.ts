import { type ValidateFunction } from 'ajv';
/** An OpenAPI operation, as much of it as the server reads. */
export interface OpenApiOperation {
    operationId: string;
    parameters?: unknown[];
    requestBody?: unknown;
    responses: Record<string, unknown>;
}
/** One (method, path template) of the description, ready to match a request path against. */
export interface RouteEntry {
    method: string;
    template: string;
    segments: string[];
    operation: OpenApiOperation;
}
/** Where component schemas live in ajv: `#/components/schemas/x` becomes `${SPEC_BASE}components/schemas/x`. */
export declare const SPEC_BASE = "https://openapi.test/";
/** OpenAPI 3.0 → JSON Schema: `nullable`, and `#/components` refs made absolute (see SPEC_BASE). */
export declare function toJsonSchema(node: unknown): unknown;
/** Resolve a `#/components/...` reference (one level; parameters and responses use it). */
export declare function resolveRef<T>(node: T | {
    $ref: string;
}): T;
/** Find the operation for a request; literal path segments win over parameters, as on GitHub. */
export declare function matchRoute(method: string, pathname: string): {
    route: RouteEntry;
    params: Record<string, string>;
} | undefined;
/** Compile (once per key) a schema taken from the description. */
export declare function validatorFor(key: string, schema: () => unknown): ValidateFunction;
