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
/** An array of `item`, copied; `minItems: 1` refuses an empty one. */
export declare function array<T>(item: Rule<T>, options?: {
    minItems?: 1;
}): Rule<T[]>;
/** An object of any keys (each checked by `key`) to values of `value`, copied. */
export declare function record<T>(value: Rule<T>, key?: Rule<string>): Rule<Record<string, T>>;
/** An object with exactly `shape`'s keys (an unknown one is refused), in `shape`'s order. */
export declare function object<S extends Shape>(shape: S): Rule<ObjectOf<S>> & {
    shape: S;
};
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
