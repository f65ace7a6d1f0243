import { resolveRef, validatorFor } from './openapi.js';
function parameters(op) {
    return (op.parameters ?? []).map((p) => resolveRef(p));
}
function describe(errors, where) {
    return (errors ?? []).map((e) => {
        const at = `${where}${e.instancePath}`;
        const extra = e.keyword === 'enum' ? ` (${JSON.stringify(e.params.allowedValues)})` : '';
        return `${at} ${e.message ?? e.keyword}${extra}`;
    });
}
// Query strings carry text; GitHub reads integers, booleans and comma lists out of them.
function coerce(value, type) {
    if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value))
        return Number(value);
    if (type === 'boolean' && (value === 'true' || value === 'false'))
        return value === 'true';
    if (type === 'array')
        return value.split(',');
    return value;
}
/** Validate and coerce path + query parameters; returns the typed values and any problems. */
export function validateParameters(op, pathParams, query) {
    const problems = [];
    const values = {};
    for (const where of ['path', 'query']) {
        const params = parameters(op).filter((p) => p.in === where);
        const input = {};
        for (const p of params) {
            const raw = where === 'path' ? pathParams[p.name] : (query.get(p.name) ?? undefined);
            if (raw !== undefined)
                input[p.name] = coerce(raw, p.schema?.type);
        }
        const validate = validatorFor(`${op.operationId}:${where}`, () => ({
            type: 'object',
            required: params.filter((p) => p.required).map((p) => p.name),
            properties: Object.fromEntries(params.map((p) => [
                p.name,
                // The description says "max 100" in words; GitHub never returns more, so asking is a bug.
                p.name === 'per_page' ? { ...p.schema, minimum: 1, maximum: 100 } : (p.schema ?? {}),
            ])),
        }));
        if (!validate(input))
            problems.push(...describe(validate.errors, where === 'path' ? 'path' : 'query'));
        Object.assign(values, input);
    }
    return { values, problems };
}
/** Validate a JSON request body (undefined when the request had none). */
export function validateBody(op, body) {
    const requestBody = op.requestBody
        ? resolveRef(op.requestBody)
        : undefined;
    const schema = requestBody?.content?.['application/json']?.schema;
    if (!schema)
        return [];
    if (body === undefined)
        return requestBody?.required ? ['body is required'] : [];
    const validate = validatorFor(`${op.operationId}:body`, () => schema);
    return validate(body) ? [] : describe(validate.errors, 'body');
}
/** Validate a JSON response body against the schema the operation declares for its status. */
export function validateResponse(op, status, body) {
    const declared = op.responses[String(status)];
    // A success status the operation does not declare is a bug in the server; errors may be generic.
    if (!declared)
        return status < 300 ? [`response status ${status} is not declared`] : [];
    const response = resolveRef(declared);
    const schema = response.content?.['application/json']?.schema;
    if (!schema)
        return [];
    const validate = validatorFor(`${op.operationId}:${status}`, () => schema);
    return validate(body) ? [] : describe(validate.errors, `response ${status}`);
}
