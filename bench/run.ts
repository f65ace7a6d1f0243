/**
 * `npm run bench`: every benchmark side by side with its peer, printed as a table of ratios and
 * written to docs/benchmarks.md with the machine it ran on. `--only <module>` runs one module and
 * writes nothing, unless `--write` is given too: then that module's rows replace the rows of the
 * same name in docs/benchmarks.md, with a note of when they ran.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { goalMet, type BenchRow } from './measure.js';

const modules: Record<string, () => Promise<{ measure(): Promise<BenchRow[]> }>> = {
  'action-start': () => import('./action-start.bench.js'),
  parsing: () => import('./parsing.bench.js'),
  linearity: () => import('./linearity.bench.js'),
  replay: () => import('./replay.bench.js'),
  audit: () => import('./audit.bench.js'),
  'hook-latency': () => import('./hook-latency.bench.js'),
  'api-cost': () => import('./api-cost.bench.js'),
  'mcp-start': () => import('./mcp-start.bench.js'),
  'state-writers': () => import('./state-writers.bench.js'),
};

const format = (value: number, unit: BenchRow['unit']) =>
  unit === 'requests'
    ? `${value} requests`
    : unit === 'MiB'
      ? `${value.toFixed(1)} MiB`
      : `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;

const verdict = (row: BenchRow) => {
  const met = goalMet(row);
  return met === undefined ? '' : met ? 'met' : '**missed**';
};

const loadAverage = () => os.loadavg()[0]!.toFixed(2);

const DOCS = 'docs/benchmarks.md';

const tableRow = (row: BenchRow) =>
  `| ${row.name} | ${row.subject} | ${row.peer} | ${format(row.subjectValue, row.unit)} | ` +
  `${format(row.peerValue, row.unit)} | ${row.ratio.toFixed(2)}x | ${row.goal?.text ?? '—'} | ${verdict(row)} |`;

const noteLine = (row: BenchRow) => `- **${row.name}**: ${row.note}`;

/**
 * `docs` with one module's rows written in place of the rows of the same name (new ones after
 * the last row), a note for each that has none, and a note saying when that module ran alone.
 */
function withModuleRows(
  docs: string,
  module: string,
  rows: readonly BenchRow[],
  load: { before: string; after: string },
): string {
  const lines = docs.split('\n');
  const put = (prefix: string, line: string, after: (line: string) => boolean) => {
    const at = lines.findIndex((existing) => existing.startsWith(prefix));
    if (at >= 0) lines[at] = line;
    else lines.splice(lines.findLastIndex(after) + 1, 0, line);
  };
  for (const row of rows) put(`| ${row.name} |`, tableRow(row), (line) => line.startsWith('| '));
  if (!lines.includes('## Notes')) lines.push('## Notes', '');
  const isNote = (line: string) => line.startsWith('- **');
  // A row's note is written when it has none: the notes there are often a person's account of
  // earlier runs, which a fresh measurement must not erase.
  for (const row of rows.filter((row) => row.note)) {
    if (!lines.some((line) => line.startsWith(`- **${row.name}**:`))) {
      put(`- **${row.name}**:`, noteLine(row), isNote);
    }
  }
  const when = `- **${module} rows (\`npm run bench -- --only ${module} --write\`)**:`;
  put(
    when,
    `${when} measured at ${new Date().toISOString()} on ${os.cpus().length} cores, load average ` +
      `${load.before} at the start and ${load.after} at the end; the other rows are from the run above.`,
    isNote,
  );
  return lines.join('\n');
}

function markdown(
  rows: readonly BenchRow[],
  failures: readonly string[],
  load: { before: string; after: string },
): string {
  const gitVersion = execFileSync('git', ['--version'], { encoding: 'utf8' }).trim();
  const cpus = os.cpus();
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench`; do not edit by hand. Each row runs the subject and its peer',
    'alternately in the same run and reports the ratio of their medians: machines are noisy, ratios',
    'measured side by side are what we compare against the goals. Run it with `npm run bench`',
    `(\`npm run bench -- --only <module>\` runs one of ${Object.keys(modules).join(', ')}, and writes nothing;`,
    "with `--write` too, it rewrites that module's rows here).",
    '',
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `${os.type()} ${os.release()}; Node ${process.version}; ${gitVersion}. Run at ${new Date().toISOString()}, ` +
      `load average ${load.before} at the start and ${load.after} at the end (other work on the machine slows ` +
      'subject and peer alike, but not always in proportion).',
    '',
    '| benchmark | subject | peer | subject | peer | ratio | goal | |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | --- |',
    ...rows.map(tableRow),
    '',
  ];
  const notes = rows.filter((row) => row.note);
  if (notes.length > 0) {
    lines.push('## Notes', '', ...notes.map(noteLine), '');
  }
  if (failures.length > 0) {
    lines.push('## Not measured', '', ...failures.map((f) => `- ${f}`), '');
  }
  return lines.join('\n');
}

async function main() {
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
  const rows: BenchRow[] = [];
  const failures: string[] = [];
  const loadBefore = loadAverage();
  for (const [name, load] of Object.entries(modules)) {
    if (only !== undefined && name !== only) continue;
    process.stderr.write(`bench: ${name}…\n`);
    try {
      const measured = await (await load()).measure();
      rows.push(...measured);
      for (const row of measured) {
        process.stdout.write(
          `${row.name.padEnd(34)} ${row.ratio.toFixed(2).padStart(7)}x  ` +
            `(${format(row.subjectValue, row.unit)} vs ${format(row.peerValue, row.unit)} ${row.peer})` +
            `${row.goal ? `  goal ${row.goal.text}: ${verdict(row).replaceAll('*', '')}` : ''}\n`,
        );
        // One module's run writes no docs/benchmarks.md: its notes (counts, percentiles) go here.
        if (only !== undefined && row.note) process.stdout.write(`  ${row.note}\n`);
      }
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      process.stderr.write(`bench: ${name} failed: ${String(error)}\n`);
    }
  }
  const load = { before: loadBefore, after: loadAverage() };
  if (only === undefined) writeFileSync(DOCS, markdown(rows, failures, load));
  else if (process.argv.includes('--write') && failures.length === 0) {
    writeFileSync(DOCS, withModuleRows(readFileSync(DOCS, 'utf8'), only, rows, load));
  }
  process.exitCode = failures.length > 0 ? 1 : 0;
}

await main();
