/**
 * GitHub's published OpenAPI description (@octokit/openapi), loaded once per process on first use,
 * turned into JSON Schema that ajv understands, and an index of its operations for routing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
/** Where component schemas live in ajv: `#/components/schemas/x` becomes `${SPEC_BASE}components/schemas/x`. */
export const SPEC_BASE = 'https://openapi.test/';
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];
let loaded;
/** OpenAPI 3.0 → JSON Schema: `nullable`, and `#/components` refs made absolute (see SPEC_BASE). */
export function toJsonSchema(node) {
    if (Array.isArray(node))
        return node.map(toJsonSchema);
    if (node === null || typeof node !== 'object')
        return node;
    const out = {};
    for (const [key, value] of Object.entries(node)) {
        // Skip the keyword only: `properties` may name a field "nullable".
        if (key === 'nullable' && typeof value === 'boolean')
            continue;
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) {
            out[key] = refUrl(value);
        }
        else
            out[key] = toJsonSchema(value);
    }
    if (node.nullable !== true)
        return out;
    // A nullable schema: widen `type` and `enum`, or wrap when there is no type to widen.
    if (typeof out.type === 'string') {
        out.type = [out.type, 'null'];
        if (Array.isArray(out.enum) && !out.enum.includes(null))
            out.enum = [...out.enum, null];
        return out;
    }
    return { anyOf: [out, { type: 'null' }] };
}
function load() {
    if (loaded)
        return loaded;
    const require = createRequire(import.meta.url);
    const file = require.resolve('@octokit/openapi/generated/api.github.com.json');
    const spec = JSON.parse(readFileSync(file, 'utf8'));
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, inlineRefs: false });
    // ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
    const wrapped = addFormatsModule;
    const addFormats = (wrapped.default ?? addFormatsModule);
    addFormats(ajv);
    ajv.addFormat('int64', { type: 'number', validate: (n) => Number.isInteger(n) });
    ajv.addFormat('timestamp', true);
    const routes = new Map();
    for (const [template, item] of Object.entries(spec.paths)) {
        for (const method of METHODS) {
            const operation = item[method];
            if (!operation)
                continue;
            const entry = { method, template, segments: template.split('/').slice(1), operation };
            const list = routes.get(method) ?? [];
            list.push(entry);
            routes.set(method, list);
        }
    }
    loaded = { spec, ajv, routes };
    return loaded;
}
/** Resolve a `#/components/...` reference (one level; parameters and responses use it). */
export function resolveRef(node) {
    if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
        let target = load().spec;
        for (const part of node.$ref.slice(2).split('/')) {
            target = target[part];
        }
        return resolveRef(target);
    }
    return node;
}
/** Find the operation for a request; literal path segments win over parameters, as on GitHub. */
export function matchRoute(method, pathname) {
    const parts = pathname.split('/').slice(1);
    let best;
    for (const route of load().routes.get(method.toLowerCase()) ?? []) {
        const params = matchSegments(route.segments, parts);
        if (!params)
            continue;
        const rank = route.segments.map((s) => (s.startsWith('{') ? '1' : '0')).join('');
        if (!best || rank < best.rank)
            best = { route, params, rank };
    }
    return best && { route: best.route, params: best.params };
}
function matchSegments(segments, parts) {
    const params = {};
    for (let i = 0; i < segments.length; i++) {
        const segment = segments[i] ?? '';
        const part = parts[i];
        if (part === undefined || part === '')
            return undefined;
        if (!segment.startsWith('{')) {
            if (segment !== part)
                return undefined;
            continue;
        }
        const name = segment.slice(1, -1);
        // A trailing {path} takes the rest of the URL (clients may or may not encode its slashes).
        if (i === segments.length - 1 && name === 'path') {
            params[name] = parts.slice(i).map(decodeURIComponent).join('/');
            return params;
        }
        params[name] = decodeURIComponent(part);
    }
    return parts.length === segments.length ? params : undefined;
}
function refUrl(ref) {
    return SPEC_BASE + ref.slice(2).split('/').map(encodeURIComponent).join('/');
}
const added = new Set();
// Register (once) every component a schema refers to, transitively, so ajv can resolve it.
// Doing it per use keeps start-up to what a test touches, and ajv then compiles each once.
function addReferenced(node) {
    if (Array.isArray(node))
        return node.forEach(addReferenced);
    if (node === null || typeof node !== 'object')
        return;
    for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' &&
            typeof value === 'string' &&
            value.startsWith('#/') &&
            !added.has(value)) {
            added.add(value);
            const target = resolveRef({ $ref: value });
            load().ajv.addSchema(toJsonSchema(target), refUrl(value));
            addReferenced(target);
        }
        else
            addReferenced(value);
    }
}
const compiled = new Map();
/** Compile (once per key) a schema taken from the description. */
export function validatorFor(key, schema) {
    let validate = compiled.get(key);
    if (!validate) {
        const source = schema();
        addReferenced(source);
        validate = load().ajv.compile(toJsonSchema(source));
        compiled.set(key, validate);
    }
    return validate;
}
