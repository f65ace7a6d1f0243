/**
 * The files under `.heartbeat/`: reading them (from the working tree or from a commit) checked
 * by the state rules (core/state-rules.ts), and writing them atomically. Layout:
 *
 *   ledger/YYYY-MM.jsonl      the append-only event ledger, one segment per UTC month
 *   checkpoints/YYYY-MM.json  the replayed state before that month (so a cycle replays one month)
 *   score.json                the score state (seed 004 ScoreState), derived
 *   progress.json             the current cycle's progress (seed 003), derived
 *
 * A file that does not parse is an InputError naming it and the line or field; nothing is written.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { InputError } from '../errors.js';
import { ledgerMonth, parseLedger, type ReplayState } from '../core/ledger.js';
import type { CycleProgress, LedgerEvent, ScoreState } from '../core/model.js';
import { check, type Rule } from '../core/plain-schema.js';
import { CycleProgressRule, ReplayStateRule, ScoreStateRule } from '../core/state-rules.js';
import type { Repo } from './repo.js';

const MONTH = /^(\d{4}-\d{2})\.(jsonl|json)$/;

/** Paths of the state files, relative to the repository root. */
export const statePaths = (stateDir: string) => ({
  score: `${stateDir}/score.json`,
  progress: `${stateDir}/progress.json`,
  segment: (month: string) => `${stateDir}/ledger/${month}.jsonl`,
  checkpoint: (month: string) => `${stateDir}/checkpoints/${month}.json`,
});

/** Where state files are read from: a working tree or a commit. Paths are repository-relative. */
export interface StateSource {
  /** Every file under the state directory, with a content id when the source has one (git blobs). */
  list(): Promise<Map<string, string | undefined>>;
  read(path: string): Promise<string | undefined>;
  /** How to name a file in an error message. */
  describe(path: string): string;
}

/** The state directory of a working tree. */
export function dirSource(root: string, stateDir: string): StateSource {
  return {
    async list() {
      const files = new Map<string, string | undefined>();
      for (const sub of ['ledger', 'checkpoints']) {
        let names: string[] = [];
        try {
          names = await readdir(join(root, stateDir, sub));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
        for (const name of names) files.set(`${stateDir}/${sub}/${name}`, undefined);
      }
      return files;
    },
    async read(path) {
      try {
        return await readFile(join(root, path), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    describe: (path) => path,
  };
}

/**
 * The state directory as committed in `commit` (undefined: an empty state). With `segments`, the
 * ledger segments are read on load too, for a caller that reads every one of them anyway.
 */
export function commitSource(
  repo: Repo,
  commit: string | undefined,
  stateDir: string,
  options: { segments?: boolean } = {},
): StateSource {
  let entries: Promise<Map<string, string>> | undefined;
  const tree = () =>
    (entries ??= commit
      ? repo.listTree(commit, stateDir).then(async (list) => {
          // What is read on load is read by one git process (segments only when asked for), and
          // the newest segment with it: a write appends to it, a replay starts at its checkpoint.
          const ledger = `${stateDir}/ledger/`;
          const newest = list.findLast((e) => e.path.startsWith(ledger));
          await repo.prefetchBlobs(
            list
              .filter((e) => options.segments || !e.path.startsWith(ledger) || e === newest)
              .map((e) => e.blob),
            commit,
          );
          return new Map(list.map((e) => [e.path, e.blob]));
        })
      : Promise.resolve(new Map<string, string>()));
  return {
    async list() {
      return new Map([...(await tree())].filter(([path]) => /\/(ledger|checkpoints)\//.test(path)));
    },
    async read(path) {
      const blob = (await tree()).get(path);
      return blob === undefined ? undefined : repo.readBlob(blob);
    },
    describe: (path) => `${commit?.slice(0, 12) ?? 'HEAD'}:${path}`,
  };
}

function parseJsonFile<T>(rule: Rule<T>, text: string, file: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${(error as Error).message})`, file);
  }
  const parsed = check(rule, value);
  if ('issue' in parsed) {
    const { path, message } = parsed.issue;
    const field = path.length > 0 ? path.join('.') : '(root)';
    throw new InputError(`${file}: field ${field}: ${message}`, file);
  }
  return parsed.value;
}

/** The validated state files of one source. Segments are parsed on first use. */
export interface StateStore {
  readonly source: StateSource;
  readonly stateDir: string;
  readonly score: ScoreState | undefined;
  readonly progress: CycleProgress | undefined;
  /** Months that have a ledger segment, ascending. */
  readonly months: readonly string[];
  /** Content ids of the segments when the source has them (to skip comparing equal files). */
  readonly segmentIds: ReadonlyMap<string, string | undefined>;
  segmentText(month: string): Promise<string | undefined>;
  /** The events of one month, validated (an InputError names the file and line). */
  segment(month: string): Promise<LedgerEvent[]>;
  /** The state before `month`, when a checkpoint was written for it. */
  checkpoint(month: string): ReplayState | undefined;
}

/** Loads and validates the state files of a source; the first bad file throws an InputError. */
export async function loadStateStore(source: StateSource, stateDir: string): Promise<StateStore> {
  const paths = statePaths(stateDir);
  const listing = await source.list();
  const months: string[] = [];
  const segmentIds = new Map<string, string | undefined>();
  const checkpoints = new Map<string, ReplayState>();
  for (const [path, id] of listing) {
    // A temp file left by an interrupted atomic write is not state.
    if (path.includes('.tmp-')) continue;
    const name = path.slice(path.lastIndexOf('/') + 1);
    const match = MONTH.exec(name);
    const isLedger = path.startsWith(`${stateDir}/ledger/`);
    if (!match || (isLedger ? match[2] !== 'jsonl' : match[2] !== 'json')) {
      const expected = isLedger ? 'YYYY-MM.jsonl' : 'YYYY-MM.json';
      throw new InputError(
        `${source.describe(path)}: unexpected file (expected ${expected})`,
        path,
      );
    }
    const month = match[1] ?? '';
    if (isLedger) {
      months.push(month);
      segmentIds.set(month, id);
    } else {
      const text = (await source.read(path)) ?? '';
      checkpoints.set(month, parseJsonFile(ReplayStateRule, text, source.describe(path)));
    }
  }
  months.sort();
  const scoreText = await source.read(paths.score);
  const progressText = await source.read(paths.progress);
  const score =
    scoreText === undefined
      ? undefined
      : parseJsonFile(ScoreStateRule, scoreText, source.describe(paths.score));
  const progress =
    progressText === undefined
      ? undefined
      : parseJsonFile(CycleProgressRule, progressText, source.describe(paths.progress));

  const parsed = new Map<string, Promise<LedgerEvent[]>>();
  const segmentText = (month: string) => source.read(paths.segment(month));
  const loadSegment = async (month: string): Promise<LedgerEvent[]> => {
    const file = source.describe(paths.segment(month));
    const { events, errors } = parseLedger((await segmentText(month)) ?? '');
    const [first] = errors;
    if (first) throw new InputError(`${file}: line ${first.line}: ${first.message}`, file);
    const stray = events.find((event) => ledgerMonth(event) !== month);
    if (stray) {
      throw new InputError(
        `${file}: event ${stray.id} at ${stray.at} belongs to another month`,
        file,
      );
    }
    return events;
  };
  return {
    source,
    stateDir,
    score,
    progress,
    months,
    segmentIds,
    segmentText,
    segment(month) {
      let events = parsed.get(month);
      if (!events) parsed.set(month, (events = loadSegment(month)));
      return events;
    },
    checkpoint: (month) => checkpoints.get(month),
  };
}

/** Every event of a store, in month order (parses every segment). */
export async function allEvents(store: StateStore): Promise<LedgerEvent[]> {
  const events: LedgerEvent[] = [];
  for (const month of store.months) events.push(...(await store.segment(month)));
  return events;
}

/** The id git gives `text` as a blob, computed here: comparing files needs no git process. */
export function gitBlobId(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** Canonical JSON for derived files, so equal states are equal bytes. */
export function stateJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Writes files (repository-relative path → text) under `root`, each atomically: a temp file in
 * the same folder, then a rename, so a reader never sees half a file.
 */
/**
 * `mkdir -p` that always ends: Node's recursive mkdir retries forever where the system says a
 * folder's parent is missing while the parent exists (a pseudo-filesystem: `/proc/x`). Here each
 * folder is tried once after its parent; failing again is the one-line error naming it.
 */
export async function makeDirectory(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (
      code === 'EEXIST' &&
      (await stat(dir).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    )
      return;
    const parent = dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    await makeDirectory(parent);
    try {
      await mkdir(dir);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'ENOENT') throw again;
      throw new InputError(`${dir}: cannot create a folder there`);
    }
  }
}

export async function writeStateFiles(root: string, files: ReadonlyMap<string, string>) {
  for (const [path, text] of files) {
    const target = join(root, path);
    const temp = `${target}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
    try {
      await makeDirectory(dirname(target));
      await writeFile(temp, text);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      // Named by the file meant, not the temp file.
      throw Object.assign(error as Error, { path: target });
    }
  }
}

/** Whether process `pid` is running (a permission error means it is, as someone else's). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp files of writers that died between writing and renaming (their pid is in the
 * name); a running writer's are left alone. Best effort: a folder that cannot be read is skipped.
 */
export async function removeStaleTempFiles(root: string, stateDir: string): Promise<void> {
  for (const sub of ['', 'ledger', 'checkpoints']) {
    const dir = join(root, stateDir, sub);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const pid = /\.tmp-(\d+)-/.exec(name)?.[1];
      if (pid !== undefined && !alive(Number(pid))) {
        await rm(join(dir, name), { force: true }).catch(() => undefined);
      }
    }
  }
}
