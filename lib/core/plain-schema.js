/**
 * A schema made of plain functions, for the configuration: each rule reads a value (filling in
 * defaults, copying what it keeps) or names the first thing wrong with it, and describes itself as
 * JSON Schema. Small enough that reading a configuration loads no schema library (`log` and the
 * hooks start fast), and one definition gives the validator, the type and the shipped JSON Schema.
 */
import { didYouMean } from './render/text.js';
/** Thrown inside a read and caught at its root: a value's first problem ends the read. */
class Rejection {
    issue;
    constructor(issue) {
        this.issue = issue;
    }
}
function reject(path, message, namesKey) {
    throw new Rejection({ path: [...path], message, ...(namesKey ? { namesKey } : {}) });
}
/**
 * `rule`'s read of the value at `key` under `path`. The path grows and shrinks in place and is
 * copied only into a rejection (which ends the read): a copy per field made reading a year's
 * ledger (200,000 lines) half again as slow.
 */
function readAt(rule, value, path, key) {
    path.push(key);
    const read = rule.read(value, path);
    path.pop();
    return read;
}
/** An object as JSON.parse (or `Object.create(null)`) makes it: not an array, a date or a class's. */
function isPlainObject(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const prototype = Object.getPrototypeOf(value);
    return prototype === Object.prototype || prototype === null;
}
/**
 * A string; `minLength: 1` refuses the empty one, `pattern` (in the JSON Schema too) and `check`
 * (in code alone) add a rule each.
 */
export function string(options = {}) {
    const { minLength, pattern, check } = options;
    return {
        // A plain string, the commonest rule of the state files, is read without the other tests.
        read: minLength === undefined && !pattern && !check
            ? (value, path) => {
                if (typeof value !== 'string')
                    reject(path, 'expected a string');
                return value;
            }
            : (value, path) => {
                if (typeof value !== 'string')
                    reject(path, 'expected a string');
                if (minLength !== undefined && value.length < minLength) {
                    reject(path, 'must not be empty');
                }
                if (pattern && !pattern.regex.test(value))
                    reject(path, pattern.message);
                if (check && !check.test(value))
                    reject(path, check.message);
                return value;
            },
        json: () => ({
            type: 'string',
            ...(minLength === undefined ? {} : { minLength }),
            ...(pattern ? { pattern: pattern.regex.source } : {}),
        }),
    };
}
/** A whole number from 1 to `maximum` (at most the largest safe integer). */
export function positiveInteger(maximum = Number.MAX_SAFE_INTEGER) {
    return {
        read(value, path) {
            if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
                reject(path, 'expected a whole number');
            }
            if (value <= 0)
                reject(path, 'must be greater than 0');
            if (value > maximum)
                reject(path, `must be at most ${maximum}`);
            return value;
        },
        json: () => ({ type: 'integer', exclusiveMinimum: 0, maximum }),
    };
}
/** A whole number (a safe integer) of any sign, or from `minimum` (0 or 1) up. */
export function integer(options = {}) {
    const { minimum } = options;
    if (minimum === 1)
        return positiveInteger();
    return {
        read(value, path) {
            if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
                reject(path, 'expected a whole number');
            }
            if (minimum !== undefined && value < minimum)
                reject(path, `must be at least ${minimum}`);
            return value;
        },
        json: () => ({
            type: 'integer',
            minimum: minimum ?? Number.MIN_SAFE_INTEGER,
            maximum: Number.MAX_SAFE_INTEGER,
        }),
    };
}
/** `true` or `false`. */
export function boolean() {
    return {
        read(value, path) {
            if (typeof value !== 'boolean')
                reject(path, 'expected true or false');
            return value;
        },
        json: () => ({ type: 'boolean' }),
    };
}
/** One of `values` (strings or `true`), as written. */
export function oneOf(values) {
    const allowed = new Set(values);
    return {
        read(value, path) {
            if (!allowed.has(value)) {
                reject(path, `expected ${values.map((v) => JSON.stringify(v)).join(' or ')}`);
            }
            return value;
        },
        json: () => (values.length === 1 ? { const: values[0] } : { enum: [...values] }),
    };
}
/** An array of `item`, copied; `minItems: 1` refuses an empty one, `maxItems` a longer one. */
export function array(item, options = {}) {
    const { minItems, maxItems } = options;
    return {
        read(value, path) {
            if (!Array.isArray(value))
                reject(path, 'expected an array');
            if (minItems !== undefined && value.length < minItems) {
                reject(path, 'must list at least one');
            }
            if (maxItems !== undefined && value.length > maxItems) {
                reject(path, `must list at most ${maxItems}`);
            }
            return value.map((element, index) => readAt(item, element, path, String(index)));
        },
        json: () => ({
            type: 'array',
            ...(minItems === undefined ? {} : { minItems }),
            ...(maxItems === undefined ? {} : { maxItems }),
            items: item.json(),
        }),
    };
}
/** Own keys of a JSON object; `__proto__` (an own key JSON.parse can write) is never one of ours. */
function keysOf(value, path, what) {
    if (!isPlainObject(value))
        reject(path, `expected ${what}`);
    const keys = Object.keys(value);
    if (Object.hasOwn(value, '__proto__'))
        reject([...path, '__proto__'], 'not allowed as a key');
    return keys;
}
/** An object of any keys (each checked by `key`) to values of `value`, copied. */
export function record(value, key = string()) {
    return {
        read(input, path) {
            const out = {};
            for (const name of keysOf(input, path, 'an object')) {
                readAt(key, name, path, name);
                out[name] = readAt(value, input[name], path, name);
            }
            return out;
        },
        json: () => ({ type: 'object', propertyNames: key.json(), additionalProperties: value.json() }),
    };
}
/**
 * An object with exactly `shape`'s keys (an unknown one is refused), in `shape`'s order. With
 * `unknownKeys: 'drop'`, a key the shape does not name is left out of the copy instead, as the
 * state files' readers have always read them (a newer version's field is not an error).
 */
export function object(shape, options = {}) {
    const known = Object.keys(shape);
    const ordered = known.map((key) => shape[key]);
    const drop = options.unknownKeys === 'drop';
    return {
        shape,
        read(input, path) {
            if (drop && !isPlainObject(input))
                reject(path, 'expected an object');
            const keys = drop ? [] : keysOf(input, path, 'an object');
            const unknown = keys.find((key) => !Object.hasOwn(shape, key));
            if (unknown !== undefined) {
                const where = [...path, unknown].join('.');
                reject([...path, unknown], `unknown key ${JSON.stringify(where)}${didYouMean(unknown, known)}`, true);
            }
            const fields = input;
            const out = {};
            for (let index = 0; index < known.length; index += 1) {
                const key = known[index];
                const field = ordered[index];
                const given = fields[key];
                if (given !== undefined)
                    out[key] = readAt(field.rule, given, path, key);
                // A default is copied, not read: reading 'UTC' through the timezone check loaded ICU's
                // zone data (8 MiB) into every `log`. Defaults are JSON values (the JSON Schema has them).
                else if (field.presence === 'default')
                    out[key] = JSON.parse(JSON.stringify(field.default));
                else if (field.presence === 'required')
                    reject([...path, key], 'required');
            }
            return out;
        },
        json() {
            const properties = Object.fromEntries(known.map((key) => {
                const field = shape[key];
                const described = {
                    ...(field.presence === 'default' ? { default: field.default } : {}),
                    description: field.description,
                };
                return [key, { ...described, ...field.rule.json() }];
            }));
            const required = known.filter((key) => shape[key].presence === 'required');
            return {
                type: 'object',
                properties,
                ...(required.length > 0 ? { required } : {}),
                ...(drop ? {} : { additionalProperties: false }),
            };
        },
    };
}
/**
 * An object whose `key` names which of `rules` reads it (a ledger line's `kind`): an unknown or
 * missing one is refused at that key.
 */
export function tagged(key, rules) {
    const names = Object.keys(rules);
    return {
        read(value, path) {
            if (!isPlainObject(value))
                reject(path, 'expected an object');
            const tag = value[key];
            const rule = typeof tag === 'string' && Object.hasOwn(rules, tag) ? rules[tag] : undefined;
            if (!rule) {
                reject([...path, key], `expected ${names.map((n) => JSON.stringify(n)).join(' or ')}`);
            }
            return rule.read(value, path);
        },
        json: () => ({ oneOf: names.map((name) => rules[name].json()) }),
    };
}
export const required = (rule, description) => ({
    rule,
    presence: 'required',
    description,
});
export const optional = (rule, description) => ({
    rule,
    presence: 'optional',
    description,
});
/** A field filled in with `value`, copied afresh each time (a default list is never shared). */
export const withDefault = (rule, value, description) => ({
    rule,
    presence: 'default',
    default: value,
    description,
});
/** The value `rule` reads from `input`, or its first issue. */
export function check(rule, input) {
    try {
        return { value: rule.read(input, []) };
    }
    catch (error) {
        if (error instanceof Rejection)
            return { issue: error.issue };
        throw error;
    }
}
/** The value `rule` reads from `input`; its first issue is thrown as an Error, as a bug is. */
export function parse(rule, input) {
    const result = check(rule, input);
    if ('issue' in result)
        throw new Error(describeIssue(result.issue));
    return result.value;
}
/** An issue as one line: `field: what` (an unknown key's message names it already). */
export function describeIssue(issue) {
    if (issue.namesKey)
        return issue.message;
    return `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`;
}
/** `rule` as a Standard Schema, its issues as `describeIssue` words them. */
export function standard(rule, vendor) {
    return {
        '~standard': {
            version: 1,
            vendor,
            validate(value) {
                const result = check(rule, value);
                return 'value' in result
                    ? result
                    : { issues: [{ message: result.issue.message, path: result.issue.path }] };
            },
        },
    };
}
