/**
 * Fails on an import cycle among the sources: `npx tsx scripts/check-cycles.ts [dir]` (part of
 * `npm run lint`). Type-only and lazy `import()` edges count too: a cycle of types still ties two
 * modules' designs together, which ESLint's import-x/no-cycle would let through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Every `.ts` file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The files `file` imports inside the source tree (relative specifiers; `x.js` is `x.ts`). */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier).replace(/\.js$/, '.ts'))
    .filter((target) => known.has(target));
}

/** The import cycles under `dir`, each as its files relative to `dir`, smallest first. */
export function findImportCycles(dir: string): string[][] {
  const files = sourceFiles(resolve(dir));
  const known = new Set(files);
  const edges = new Map(files.map((file) => [file, importsOf(file, known)]));
  // Tarjan's strongly connected components: every component of two or more files is a cycle
  // (a file importing itself is one too).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) {
      cycles.push(component.map((path) => relative(resolve(dir), path)).sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a.length - b.length || a[0]!.localeCompare(b[0]!));
}

/** Known cycles, each with the reason it is still here; the lead removes them as branches land. */
export const ALLOWED_CYCLES: readonly { files: readonly string[]; reason: string }[] = [];

const allowed = (cycle: readonly string[]): boolean =>
  ALLOWED_CYCLES.some(({ files }) => files.join('\0') === cycle.join('\0'));

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'src';
  const cycles = findImportCycles(dir).filter((cycle) => !allowed(cycle));
  for (const cycle of cycles) {
    console.error(`import cycle in ${dir}: ${cycle.join(' <-> ')}`);
  }
  if (cycles.length > 0) {
    console.error('Move what both sides need into a module that neither imports back.');
    process.exitCode = 1;
  }
}
