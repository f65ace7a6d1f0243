/**
 * The plain rules the CLI and the Action read the state files with (src/core/state-rules.generated.ts),
 * generated from their one home, the zod schemas of src/core/model.ts that the library exports. A
 * state write loads no zod, yet a field added to model.ts reaches the readers by regeneration, not
 * by a second hand. `npx tsx scripts/state-rules.ts` rewrites the file; test/core/state-rules.test.ts
 * fails when it is stale. Only what model.ts uses is translated: anything else stops the script,
 * naming the schema and the field, rather than being read more loosely than zod reads it.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  ClaimEventSchema,
  CycleEventSchema,
  CycleProgressSchema,
  DailyScoreSchema,
  FeedbackEventSchema,
  LedgerEventSchema,
  ScoreStateSchema,
  VerdictEventSchema,
} from '../src/core/model.js';
import { format } from './config-docs.js';

export const GENERATED_PATH = 'src/core/state-rules.generated.ts';

/** Each rule's name and the schema it is made from, in the order they are written out. */
const RULES: readonly (readonly [string, z.ZodType])[] = [
  ['DailyScoreRule', DailyScoreSchema],
  ['ScoreStateRule', ScoreStateSchema],
  ['CycleProgressRule', CycleProgressSchema],
  ['VerdictEventRule', VerdictEventSchema],
  ['FeedbackEventRule', FeedbackEventSchema],
  ['ClaimEventRule', ClaimEventSchema],
  ['CycleEventRule', CycleEventSchema],
  ['LedgerEventRule', LedgerEventSchema],
];

/** The message zod's `z.string().datetime({ offset: true })` stands for, in the readers' words. */
const INSTANT_MESSAGE = 'expected an ISO-8601 time with an offset';

interface ZodCheck {
  check: string;
  format?: string;
  pattern?: RegExp;
  offset?: boolean;
  local?: boolean;
  precision?: number | null;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  error?: (issue: unknown) => unknown;
}

interface ZodDef {
  type: string;
  checks?: { _zod: { def: ZodCheck } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
  discriminator?: string;
  catchall?: z.ZodType;
}

const defOf = (schema: z.ZodType): ZodDef =>
  (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const checksOf = (schema: z.ZodType): ZodCheck[] =>
  (defOf(schema).checks ?? []).map((check) => check._zod.def);

class Unsupported extends Error {}

/** Writes a rule's source; `where` names the schema and field for an error. */
class Writer {
  /** The one instant pattern (zod's own), written once. */
  instant: RegExp | undefined;
  constructor(private readonly named: Map<z.ZodType, string>) {}

  rule(schema: z.ZodType, where: string, top = false): string {
    const name = this.named.get(schema);
    if (name && !top) return name;
    const def = defOf(schema);
    switch (def.type) {
      case 'string':
        return this.string(schema, where);
      case 'number':
        return this.number(schema, where);
      case 'boolean':
        this.noChecks(schema, where);
        return 'boolean()';
      case 'enum':
        return `oneOf(${JSON.stringify(Object.values(def.entries ?? {}))})`;
      case 'literal':
        return `oneOf(${JSON.stringify(def.values)})`;
      case 'array':
        return this.array(schema, where);
      case 'object':
        return this.object(schema, where);
      case 'union':
        return this.tagged(schema, where);
      default:
        throw new Unsupported(`${where}: zod type "${def.type}" has no plain rule here`);
    }
  }

  private noChecks(schema: z.ZodType, where: string): void {
    if (checksOf(schema).length > 0) {
      throw new Unsupported(`${where}: checks on a ${defOf(schema).type} are not translated`);
    }
  }

  private string(schema: z.ZodType, where: string): string {
    const options: string[] = [];
    for (const check of checksOf(schema)) {
      if (check.check === 'min_length' && check.minimum === 1) options.push('minLength: 1');
      else if (check.check === 'string_format' && check.format === 'datetime') {
        if (!check.offset || check.local || check.precision != null || !check.pattern) {
          throw new Unsupported(`${where}: only datetime({ offset: true }) is translated`);
        }
        if (this.instant && this.instant.source !== check.pattern.source) {
          throw new Unsupported(`${where}: a second datetime pattern`);
        }
        this.instant = check.pattern;
        if (checksOf(schema).length > 1) {
          throw new Unsupported(`${where}: a datetime with further checks`);
        }
        return 'instant()';
      } else if (check.check === 'string_format' && check.format === 'regex' && check.pattern) {
        const message = check.error?.({});
        if (typeof message !== 'string') {
          throw new Unsupported(`${where}: a regex needs its message (.regex(re, 'expected …'))`);
        }
        options.push(
          `pattern: { regex: ${String(check.pattern)}, message: ${JSON.stringify(message)} }`,
        );
      } else throw new Unsupported(`${where}: string check ${JSON.stringify(check.check)}`);
    }
    return options.length === 0 ? 'string()' : `string({ ${options.join(', ')} })`;
  }

  private number(schema: z.ZodType, where: string): string {
    let safeInteger = false;
    let minimum: number | undefined;
    for (const check of checksOf(schema)) {
      if (check.check === 'number_format' && check.format === 'safeint') safeInteger = true;
      else if (check.check === 'greater_than' && check.value === 0) {
        minimum = check.inclusive ? 0 : 1;
      } else throw new Unsupported(`${where}: number check ${JSON.stringify(check.check)}`);
    }
    if (!safeInteger) throw new Unsupported(`${where}: only whole numbers (.int()) are translated`);
    return minimum === undefined ? 'integer()' : `integer({ minimum: ${minimum} })`;
  }

  private array(schema: z.ZodType, where: string): string {
    let maxItems: number | undefined;
    for (const check of checksOf(schema)) {
      if (check.check === 'max_length' && check.maximum !== undefined) maxItems = check.maximum;
      else throw new Unsupported(`${where}: array check ${JSON.stringify(check.check)}`);
    }
    const item = this.rule(defOf(schema).element!, `${where}[]`);
    return maxItems === undefined ? `array(${item})` : `array(${item}, { maxItems: ${maxItems} })`;
  }

  private object(schema: z.ZodType, where: string): string {
    const def = defOf(schema);
    // zod's z.object strips keys it does not name, as the readers' `drop` does; anything else is
    // a different rule.
    if (def.catchall) throw new Unsupported(`${where}: an object with a catchall`);
    this.noChecks(schema, where);
    const fields = Object.entries(def.shape ?? {}).map(([key, field]) => {
      const optional = defOf(field).type === 'optional';
      const inner = optional ? defOf(field).innerType! : field;
      const rule = this.rule(inner, `${where}.${key}`);
      return `${key}: ${optional ? 'may' : 'must'}(${rule}),`;
    });
    return `record({\n${fields.join('\n')}\n})`;
  }

  private tagged(schema: z.ZodType, where: string): string {
    const def = defOf(schema);
    if (!def.discriminator) throw new Unsupported(`${where}: a union that is not discriminated`);
    const options = (def.options ?? []).map((option) => {
      const tag = defOf(defOf(option).shape![def.discriminator!]!).values;
      if (tag?.length !== 1 || typeof tag[0] !== 'string') {
        throw new Unsupported(`${where}: each option needs one string ${def.discriminator}`);
      }
      return `${tag[0]}: ${this.rule(option, `${where}.${tag[0]}`)},`;
    });
    return `tagged(${JSON.stringify(def.discriminator)}, {\n${options.join('\n')}\n})`;
  }
}

/** The generated module's text, formatted as the repository formats files. */
export async function renderStateRules(): Promise<string> {
  const named = new Map(RULES.map(([name, schema]) => [schema, name] as const));
  const writer = new Writer(named);
  const rules = RULES.map(([name, schema]) => {
    return `export const ${name} = ${writer.rule(schema, name.replace(/Rule$/, 'Schema'), true)};`;
  });
  const text = [
    '// Generated by scripts/state-rules.ts from the zod schemas of src/core/model.ts: do not edit.',
    '// `npx tsx scripts/state-rules.ts` rewrites it; test/core/state-rules.test.ts fails when stale.',
    "import { array, boolean, integer, oneOf, optional, required, string, tagged, object, type Rule, type Shape } from './plain-schema.js';",
    '',
    "const must = <T>(rule: Rule<T>) => required(rule, '');",
    "const may = <T>(rule: Rule<T>) => optional(rule, '');",
    '/** An object as the state files hold one: keys it does not name are dropped, as zod drops them. */',
    "const record = <S extends Shape>(shape: S) => object(shape, { unknownKeys: 'drop' });",
    ...(writer.instant
      ? [
          "// zod's own pattern for `z.string().datetime({ offset: true })`.",
          `const INSTANT = ${String(writer.instant)};`,
          `const instant = () => string({ pattern: { regex: INSTANT, message: ${JSON.stringify(INSTANT_MESSAGE)} } });`,
        ]
      : []),
    '',
    ...rules,
    '',
  ].join('\n');
  return format(text, GENERATED_PATH);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await writeFile(GENERATED_PATH, await renderStateRules());
    console.log(`wrote ${GENERATED_PATH}`);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    console.error(`state-rules: ${error.message}`);
    process.exit(2);
  }
}
