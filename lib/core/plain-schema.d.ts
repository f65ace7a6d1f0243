/** A JSON Schema fragment, its keys in the order they are written out. */
export type JsonSchema = Record<string, unknown>;
/** The first thing wrong with a value: where (keys from the root) and what. */
export interface SchemaIssue {
    readonly path: readonly string[];
    readonly message: string;
    /** The message names the key itself (an unknown one), so it reads without the path. */
    readonly namesKey?: true;
}
/** One rule: reads a value into `T` or throws a Rejection, and describes itself. */
export interface Rule<T> {
    read(value: unknown, path: string[]): T;
    json(): JsonSchema;
}
/** How a key of an object is present: required, optional, or filled in with a default. */
export interface Field<T, P extends 'required' | 'optional' | 'default'> {
    readonly rule: Rule<T>;
    readonly presence: P;
    readonly default?: unknown;
    readonly description: string;
}
type AnyField = Field<unknown, 'required' | 'optional' | 'default'>;
export type Shape = Record<string, AnyField>;
/** The value a rule reads. */
export type Infer<R> = R extends Rule<infer T> ? T : never;
type Flatten<T> = {
    [K in keyof T]: T[K];
} & {};
/** An object of `S`'s fields: optional ones may be absent, defaulted ones never are. */
export type ObjectOf<S extends Shape> = Flatten<{
    -readonly [K in keyof S as S[K]['presence'] extends 'optional' ? never : K]: Infer<S[K]['rule']>;
} & {
    -readonly [K in keyof S as S[K]['presence'] extends 'optional' ? K : never]?: Infer<S[K]['rule']> | undefined;
}>;
/** A rule of a string's own, with the message its breach gets. */
interface StringCheck {
    test: (value: string) => boolean;
    message: string;
}
/**
 * A string; `minLength: 1` refuses the empty one, `pattern` (in the JSON Schema too) and `check`
 * (in code alone) add a rule each.
 */
export declare function string(options?: {
    minLength?: 1;
    pattern?: {
        regex: RegExp;
        message: string;
    };
    check?: StringCheck;
}): Rule<string>;
/** A whole number from 1 to `maximum` (at most the largest safe integer). */
export declare function positiveInteger(maximum?: number): Rule<number>;
/** A whole number (a safe integer) of any sign, or from `minimum` (0 or 1) up. */
export declare function integer(options?: {
    minimum?: 0 | 1;
}): Rule<number>;
/** `true` or `false`. */
export declare function boolean(): Rule<boolean>;
/** One of `values` (strings or `true`), as written. */
export declare function oneOf<const V extends readonly (string | true)[]>(values: V): Rule<V[number]>;
/** An array of `item`, copied; `minItems: 1` refuses an empty one, `maxItems` a longer one. */
export declare function array<T>(item: Rule<T>, options?: {
    minItems?: 1;
    maxItems?: number;
}): Rule<T[]>;
/** An object of any keys (each checked by `key`) to values of `value`, copied. */
export declare function record<T>(value: Rule<T>, key?: Rule<string>): Rule<Record<string, T>>;
/**
 * An object with exactly `shape`'s keys (an unknown one is refused), in `shape`'s order. With
 * `unknownKeys: 'drop'`, a key the shape does not name is left out of the copy instead, as the
 * state files' readers have always read them (a newer version's field is not an error).
 */
export declare function object<S extends Shape>(shape: S, options?: {
    unknownKeys?: 'refuse' | 'drop';
}): Rule<ObjectOf<S>> & {
    shape: S;
};
/**
 * An object whose `key` names which of `rules` reads it (a ledger line's `kind`): an unknown or
 * missing one is refused at that key.
 */
export declare function tagged<K extends string, R extends Record<string, Rule<unknown>>>(key: K, rules: R): Rule<Infer<R[keyof R]>>;
export declare const required: <T>(rule: Rule<T>, description: string) => Field<T, "required">;
export declare const optional: <T>(rule: Rule<T>, description: string) => Field<T, "optional">;
/** A field filled in with `value`, copied afresh each time (a default list is never shared). */
export declare const withDefault: <T>(rule: Rule<T>, value: T, description: string) => Field<T, "default">;
/** The value `rule` reads from `input`, or its first issue. */
export declare function check<T>(rule: Rule<T>, input: unknown): {
    value: T;
} | {
    issue: SchemaIssue;
};
/** The value `rule` reads from `input`; its first issue is thrown as an Error, as a bug is. */
export declare function parse<T>(rule: Rule<T>, input: unknown): T;
/** An issue as one line: `field: what` (an unknown key's message names it already). */
export declare function describeIssue(issue: SchemaIssue): string;
/** The Standard Schema interface (standardschema.dev), so any tool that takes one takes this. */
export interface StandardSchema<T> {
    readonly '~standard': {
        readonly version: 1;
        readonly vendor: string;
        readonly validate: (value: unknown) => {
            readonly value: T;
        } | {
            readonly issues: readonly {
                message: string;
                path: readonly string[];
            }[];
        };
        readonly types?: {
            readonly input: unknown;
            readonly output: T;
        } | undefined;
    };
}
/** `rule` as a Standard Schema, its issues as `describeIssue` words them. */
export declare function standard<T>(rule: Rule<T>, vendor: string): StandardSchema<T>;
export {};
