/**
 * The package's main entry as a consumer gets it: `package.json` points at the library build,
 * which is built here (as `npm run build:lib` does, into a private folder), compared with the
 * committed lib/, imported, and its emitted declarations read with the TypeScript compiler.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  main: string;
  types: string;
  exports: { '.': { types: string; default: string } };
  files: string[];
  dependencies: Record<string, string>;
};

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}
const buildConfig = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')) as {
  compilerOptions: { outDir: string; rootDir: string; declaration: boolean };
};

/** What issue 2 asks the main entry to export at least, with the seeds' names. */
const FUNCTIONS = [
  'parseHeartbeatContract',
  'slugifyTaskId',
  'initCycleProgress',
  'applyVerdictToProgress',
  'buildContractPrompt',
  'buildScorePromptSection',
  'createScoreState',
  'applyVerdictToScore',
  'applyFeedbackToScore',
  'rolloverScoreState',
  'computeDailyTarget',
  'positiveAverage',
  'pointsForVerdict',
  'pointsForFeedback',
  'penaltyTier',
  'rewardTier',
  'forcesAllRequired',
  'heartbeatIntervalMinutes',
  'summarizeScore',
] as const;
const SCHEMAS = [
  'HeartbeatContractSchema',
  'HeartbeatTaskSchema',
  'CycleProgressSchema',
  'TaskProgressSchema',
  'ScoreStateSchema',
  'DailyScoreSchema',
  'LifetimeStatsSchema',
] as const;
const TYPES = [
  'HeartbeatContract',
  'HeartbeatTask',
  'ContractDiagnostic',
  'CycleProgress',
  'TaskProgress',
  'ScoreState',
  'PenaltyTier',
  'RewardTier',
  'Verdict',
] as const;

let outDir: string;

beforeAll(() => {
  // Inside the repository so the build resolves `zod` from its node_modules, as lib/ does.
  mkdirSync(join(root, '.cache'), { recursive: true });
  outDir = mkdtempSync(join(root, '.cache', 'entry-'));
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(
    process.execPath,
    [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', outDir],
    {
      cwd: root,
      stdio: 'pipe',
    },
  );
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the main entry', () => {
  it('package.json points main, types and exports at the library build of src/index.ts', () => {
    const { outDir: lib, rootDir, declaration } = buildConfig.compilerOptions;
    expect(rootDir).toBe('src');
    expect(declaration).toBe(true);
    expect(pkg.exports['.']).toEqual({
      types: `./${lib}/index.d.ts`,
      default: `./${lib}/index.js`,
    });
    expect(pkg.main).toBe(`./${lib}/index.js`);
    expect(pkg.types).toBe(`./${lib}/index.d.ts`);
  });

  it('is committed as built: lib/ is what `npm run build:lib` makes of the source', () => {
    // A git install runs no build (package.json has no script for which npm would build it).
    const lib = join(root, buildConfig.compilerOptions.outDir);
    expect(pkg.files).toContain(buildConfig.compilerOptions.outDir);
    expect(filesUnder(lib)).toEqual(filesUnder(outDir));
    for (const file of filesUnder(outDir)) {
      expect(readFileSync(join(lib, file), 'utf8'), `${file} is stale: run npm run build`).toBe(
        readFileSync(join(outDir, file), 'utf8'),
      );
    }
  });

  it('declares as dependencies exactly the packages the library imports (the rest is bundled)', () => {
    const imported = new Set<string>();
    for (const file of filesUnder(outDir).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(join(outDir, file), 'utf8');
      for (const [, specifier] of text.matchAll(/\bfrom '([^'.][^']*)'/g)) {
        if (specifier!.startsWith('node:')) continue;
        const parts = specifier!.split('/');
        imported.add(specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
      }
    }
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...imported].sort());
  });

  it('exports the core functions and schemas at run time', async () => {
    const entry = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as Record<
      string,
      unknown
    >;
    for (const name of FUNCTIONS) expect(typeof entry[name], name).toBe('function');
    for (const name of SCHEMAS)
      expect(typeof (entry[name] as { safeParse?: unknown } | undefined)?.safeParse, name).toBe(
        'function',
      );
    const parse = entry.parseHeartbeatContract as (text: string) => { tasks: { id: string }[] };
    expect(parse('## Tasks\n- [ ] Check Email | Check it').tasks[0]?.id).toBe('check_email');
  });

  it('declares every export with its type in the emitted .d.ts', () => {
    const index = join(outDir, 'index.d.ts');
    const program = ts.createProgram([index], {
      noEmit: true,
      strict: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: [],
    });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(index);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    expect(moduleSymbol).toBeDefined();
    const exported = new Map(checker.getExportsOfModule(moduleSymbol!).map((s) => [s.name, s]));
    for (const name of [...FUNCTIONS, ...SCHEMAS]) {
      const symbol = exported.get(name);
      expect(symbol, name).toBeDefined();
      const type = checker.getTypeOfSymbol(symbol!);
      expect(checker.typeToString(type), name).not.toBe('any');
    }
    for (const name of FUNCTIONS) {
      const type = checker.getTypeOfSymbol(exported.get(name)!);
      expect(type.getCallSignatures().length, name).toBeGreaterThan(0);
    }
    for (const name of TYPES) {
      const symbol = exported.get(name);
      expect(symbol, name).toBeDefined();
      const target =
        symbol!.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol!) : symbol!;
      expect(target.flags & ts.SymbolFlags.Type, name).not.toBe(0);
    }
    const parse = checker.getTypeOfSymbol(exported.get('parseHeartbeatContract')!);
    const signature = parse.getCallSignatures()[0]!;
    expect(checker.typeToString(signature.getReturnType())).toContain('tasks');
    // The emitted declarations themselves type-check (library files outside them are not ours).
    const ours = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file === undefined || d.file.fileName.startsWith(outDir))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(ours).toEqual([]);
  });
});
