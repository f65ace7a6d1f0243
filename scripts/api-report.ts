/**
 * The library's public surface, as a reviewer reads it: every name `src/index.ts` exports, with its
 * signature (or fields) and the first paragraph of its JSDoc. `npx tsx scripts/api-report.ts`
 * rewrites `api/heartbeat-gate.api.md`; test/api-report.test.ts fails when it is stale, so a change
 * to the public surface shows in the diff of that file.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
export const REPORT_PATH = join(ROOT, 'api/heartbeat-gate.api.md');

const FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

export interface ApiEntry {
  name: string;
  kind: 'function' | 'const' | 'type' | 'class';
  /** One or more lines of TypeScript-like declaration. */
  declaration: string;
  /** The first paragraph of the JSDoc, or '' when there is none. */
  summary: string;
}

function summaryOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  return text.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ');
}

/** The fields of an object type, one per line, or the type itself when it is not an object. */
function shapeOf(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): string {
  const properties = checker.getPropertiesOfType(type);
  if (type.isUnion() && type.types.every((member) => member.flags & ts.TypeFlags.Object)) {
    return type.types.map((member) => `\n  | ${checker.typeToString(member, at, FORMAT)}`).join('');
  }
  if (type.isUnion() || properties.length === 0 || type.getCallSignatures().length > 0) {
    return checker.typeToString(type, at, FORMAT | ts.TypeFormatFlags.InTypeAlias);
  }
  const fields = properties.map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const declaration = property.valueDeclaration;
    const readonly =
      declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly
        ? 'readonly '
        : '';
    const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
    return `  ${readonly}${property.name}${optional}: ${checker.typeToString(propertyType, at, FORMAT)};`;
  });
  return `{\n${fields.join('\n')}\n}`;
}

/** The types a schema declares (zod's `_zod`, a Standard Schema's `~standard.types`), if it is one. */
function schemaTypes(type: ts.Type, checker: ts.TypeChecker, at: ts.Node): ts.Type | undefined {
  const property = (of: ts.Type, name: string) => {
    const symbol = of.getProperty(name);
    return symbol && checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, at));
  };
  const zod = property(type, '_zod');
  if (zod) return zod;
  const standard = property(type, '~standard');
  return standard && property(standard, 'types');
}

/** Reads the public surface of `entry` (src/index.ts) with the project's compiler options. */
export function readApi(entry = join(ROOT, 'src/index.ts')): ApiEntry[] {
  const configFile = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (path) =>
    ts.sys.readFile(path),
  );
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const program = ts.createProgram([entry], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry)!;
  const moduleSymbol = checker.getSymbolAtLocation(source)!;
  const entries = checker
    .getExportsOfModule(moduleSymbol)
    .map((exported): ApiEntry => {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const name = exported.name;
      const summary = summaryOf(symbol, checker);
      const at = symbol.declarations?.[0] ?? source;
      if (symbol.flags & ts.SymbolFlags.Class) {
        return { name, kind: 'class', declaration: `class ${name}`, summary };
      }
      if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
        const type = checker.getTypeOfSymbolAtLocation(symbol, at);
        const signatures = type.getCallSignatures();
        if (symbol.flags & ts.SymbolFlags.Function && signatures.length > 0) {
          const lines = signatures.map(
            (signature) => `function ${name}${checker.signatureToString(signature, at, FORMAT)};`,
          );
          return { name, kind: 'function', declaration: lines.join('\n'), summary };
        }
        // A schema (zod's, or any Standard Schema) is shown by what it parses to: its output
        // type, field by field.
        const types = schemaTypes(type, checker, at);
        if (types) {
          const output = types.getProperty('output');
          if (output) {
            const parsed = checker.getTypeOfSymbolAtLocation(output, at);
            const shape = shapeOf(parsed, checker, at);
            return {
              name,
              kind: 'const',
              declaration: `const ${name}: Schema<${shape}>;`,
              summary,
            };
          }
        }
        const shown = checker.typeToString(type, at, FORMAT);
        return { name, kind: 'const', declaration: `const ${name}: ${shown};`, summary };
      }
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      const shape = shapeOf(type, checker, at);
      return {
        name,
        kind: 'type',
        declaration: `type ${name} =${shape.startsWith('\n') ? '' : ' '}${shape};`,
        summary,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  // `type X = z.infer<typeof XSchema>` is documented once, on its schema.
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  return entries.map((entry) =>
    entry.kind === 'type' && entry.summary === ''
      ? { ...entry, summary: byName.get(`${entry.name}Schema`)?.summary ?? '' }
      : entry,
  );
}

/** The report's Markdown, formatted as `prettier --check` expects. */
export async function renderApiReport(entries: readonly ApiEntry[]): Promise<string> {
  const sections = entries.map(
    (entry) =>
      `## ${entry.name}\n\n${entry.summary || '_(undocumented)_'}\n\n\`\`\`ts\n${entry.declaration}\n\`\`\`\n`,
  );
  const text = [
    '# heartbeat-gate: the library API',
    '',
    'Generated from `src/index.ts` by `npx tsx scripts/api-report.ts`; do not edit. A change here is',
    'a change to what users of `import … from "heartbeat-gate"` see.',
    '',
    ...sections,
  ].join('\n');
  const options = await prettier.resolveConfig(REPORT_PATH);
  return prettier.format(text, { ...options, filepath: REPORT_PATH });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(REPORT_PATH, await renderApiReport(readApi()));
}
