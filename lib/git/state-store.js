/**
 * The files under `.heartbeat/`: reading them (from the working tree or from a commit) with zod
 * validation, and writing them atomically. Layout:
 *
 *   ledger/YYYY-MM.jsonl      the append-only event ledger, one segment per UTC month
 *   checkpoints/YYYY-MM.json  the replayed state before that month (so a cycle replays one month)
 *   score.json                the score state (seed 004 ScoreState), derived
 *   progress.json             the current cycle's progress (seed 003), derived
 *
 * A file that does not parse is an InputError naming it and the line or field; nothing is written.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { InputError } from '../errors.js';
import { ledgerMonth, parseLedger, ReplayStateSchema } from '../core/ledger.js';
import { CycleProgressSchema, ScoreStateSchema, } from '../core/model.js';
const MONTH = /^(\d{4}-\d{2})\.(jsonl|json)$/;
/** Paths of the state files, relative to the repository root. */
export const statePaths = (stateDir) => ({
    score: `${stateDir}/score.json`,
    progress: `${stateDir}/progress.json`,
    segment: (month) => `${stateDir}/ledger/${month}.jsonl`,
    checkpoint: (month) => `${stateDir}/checkpoints/${month}.json`,
});
/** The state directory of a working tree. */
export function dirSource(root, stateDir) {
    return {
        async list() {
            const files = new Map();
            for (const sub of ['ledger', 'checkpoints']) {
                let names = [];
                try {
                    names = await readdir(join(root, stateDir, sub));
                }
                catch (error) {
                    if (error.code !== 'ENOENT')
                        throw error;
                }
                for (const name of names)
                    files.set(`${stateDir}/${sub}/${name}`, undefined);
            }
            return files;
        },
        async read(path) {
            try {
                return await readFile(join(root, path), 'utf8');
            }
            catch (error) {
                if (error.code === 'ENOENT')
                    return undefined;
                throw error;
            }
        },
        describe: (path) => path,
    };
}
/** The state directory as committed in `commit` (undefined: an empty state). */
export function commitSource(repo, commit, stateDir) {
    let entries;
    const tree = () => (entries ??= commit
        ? repo.listTree(commit, stateDir).then(async (list) => {
            // Everything but the ledger segments is read on load: one git process for all of it.
            await repo.prefetchBlobs(list.filter((e) => !e.path.startsWith(`${stateDir}/ledger/`)).map((e) => e.blob));
            return new Map(list.map((e) => [e.path, e.blob]));
        })
        : Promise.resolve(new Map()));
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
function parseJsonFile(schema, text, file) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new InputError(`${file}: not valid JSON (${error.message})`, file);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
        throw new InputError(`${file}: field ${field}: ${issue?.message ?? 'invalid'}`, file);
    }
    return parsed.data;
}
/** Loads and validates the state files of a source; the first bad file throws an InputError. */
export async function loadStateStore(source, stateDir) {
    const paths = statePaths(stateDir);
    const listing = await source.list();
    const months = [];
    const segmentIds = new Map();
    const checkpoints = new Map();
    for (const [path, id] of listing) {
        // A temp file left by an interrupted atomic write is not state.
        if (path.includes('.tmp-'))
            continue;
        const name = path.slice(path.lastIndexOf('/') + 1);
        const match = MONTH.exec(name);
        const isLedger = path.startsWith(`${stateDir}/ledger/`);
        if (!match || (isLedger ? match[2] !== 'jsonl' : match[2] !== 'json')) {
            const expected = isLedger ? 'YYYY-MM.jsonl' : 'YYYY-MM.json';
            throw new InputError(`${source.describe(path)}: unexpected file (expected ${expected})`, path);
        }
        const month = match[1] ?? '';
        if (isLedger) {
            months.push(month);
            segmentIds.set(month, id);
        }
        else {
            const text = (await source.read(path)) ?? '';
            checkpoints.set(month, parseJsonFile(ReplayStateSchema, text, source.describe(path)));
        }
    }
    months.sort();
    const scoreText = await source.read(paths.score);
    const progressText = await source.read(paths.progress);
    const score = scoreText === undefined
        ? undefined
        : parseJsonFile(ScoreStateSchema, scoreText, source.describe(paths.score));
    const progress = progressText === undefined
        ? undefined
        : parseJsonFile(CycleProgressSchema, progressText, source.describe(paths.progress));
    const parsed = new Map();
    const segmentText = (month) => source.read(paths.segment(month));
    const loadSegment = async (month) => {
        const file = source.describe(paths.segment(month));
        const { events, errors } = parseLedger((await segmentText(month)) ?? '');
        const [first] = errors;
        if (first)
            throw new InputError(`${file}: line ${first.line}: ${first.message}`, file);
        const stray = events.find((event) => ledgerMonth(event) !== month);
        if (stray) {
            throw new InputError(`${file}: event ${stray.id} at ${stray.at} belongs to another month`, file);
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
            if (!events)
                parsed.set(month, (events = loadSegment(month)));
            return events;
        },
        checkpoint: (month) => checkpoints.get(month),
    };
}
/** Every event of a store, in month order (parses every segment). */
export async function allEvents(store) {
    const events = [];
    for (const month of store.months)
        events.push(...(await store.segment(month)));
    return events;
}
/** The id git gives `text` as a blob, computed here: comparing files needs no git process. */
export function gitBlobId(text) {
    const bytes = Buffer.from(text, 'utf8');
    return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
/** Canonical JSON for derived files, so equal states are equal bytes. */
export function stateJson(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}
/**
 * Writes files (repository-relative path → text) under `root`, each atomically: a temp file in
 * the same folder, then a rename, so a reader never sees half a file.
 */
export async function writeStateFiles(root, files) {
    for (const [path, text] of files) {
        const target = join(root, path);
        await mkdir(dirname(target), { recursive: true });
        const temp = `${target}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
        await writeFile(temp, text);
        await rename(temp, target);
    }
}
