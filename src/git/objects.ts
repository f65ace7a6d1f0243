/**
 * git's object format, for a state commit's blobs and trees: a handful of small objects hashed
 * and written as loose objects where git keeps them, in this process. Writing them through git
 * took four processes a write (hash-object, read-tree, update-index, write-tree), each a fork of
 * this process and a git start, most of a write's git time; the commit itself is still git's
 * (`commit-tree`: identity, dates and signing stay git's).
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

/** The hash a repository names its objects with (`git rev-parse --show-object-format`). */
export type ObjectFormat = 'sha1' | 'sha256';

/**
 * One entry of a tree object: its mode as git writes it (`100644`, `40000`), name and id. The
 * name is its bytes, one character each (latin1), so that a name that is not UTF-8 is written
 * back as it was.
 */
export interface TreeObjectEntry {
  mode: string;
  name: string;
  id: string;
}

/** git's mode for a tree entry that is a tree. */
export const TREE_MODE = '40000';

/** A path's bytes, one character each: how tree entries name things. */
export const byteString = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/**
 * The mode git writes for an entry it reads into an index (read-tree, then write-tree): a file
 * is 100644 or 100755, whatever other bits an old or odd tree carried.
 */
function canonicalMode(mode: string): string {
  const value = /^[0-7]{1,6}$/.test(mode) ? parseInt(mode, 8) : NaN;
  switch (value & 0o170000) {
    case 0o100000:
      return value & 0o100 ? '100755' : '100644';
    case 0o120000:
      return '120000';
    case 0o040000:
      return TREE_MODE;
    case 0o160000:
      return '160000';
    default:
      throw new Error(`git tree object: an entry has the mode '${mode}'`);
  }
}

/** A name git refuses to read into an index (and so to write into a tree it builds). */
const refusedName = (name: string) =>
  name === '' || name === '.' || name === '..' || name.includes('/') || /^\.git$/i.test(name);

/** The id git gives an object of `type` with `body`. */
export function objectId(format: ObjectFormat, type: string, body: Buffer): string {
  return createHash(format).update(`${type} ${body.length}\0`).update(body).digest('hex');
}

/**
 * The entries of a tree object's body, as git reads them into an index: modes made canonical, and
 * a name no index can hold refused, as read-tree refuses it.
 */
export function parseTree(body: Buffer, format: ObjectFormat): TreeObjectEntry[] {
  const idBytes = format === 'sha1' ? 20 : 32;
  const entries: TreeObjectEntry[] = [];
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    const nul = body.indexOf(0, space);
    if (space < 0 || nul < 0 || nul + 1 + idBytes > body.length) {
      throw new Error('git tree object: truncated entry');
    }
    const name = body.subarray(space + 1, nul).toString('latin1');
    if (refusedName(name)) throw new Error(`git tree object: an entry is named '${name}'`);
    entries.push({
      mode: canonicalMode(body.subarray(at, space).toString('latin1')),
      name,
      id: body.subarray(nul + 1, nul + 1 + idBytes).toString('hex'),
    });
    at = nul + 1 + idBytes;
  }
  return entries;
}

/** git's order of tree entries: by name's bytes, a tree's name read as if it ended in `/`. */
const sortKey = (entry: TreeObjectEntry) =>
  Buffer.from(entry.mode === TREE_MODE ? `${entry.name}/` : entry.name, 'latin1');

/** A tree object's body holding `entries` (in any order; git's order is applied). */
export function treeBody(entries: readonly TreeObjectEntry[]): Buffer {
  const sorted = entries
    .map((entry) => ({ entry, key: sortKey(entry) }))
    .sort((a, b) => Buffer.compare(a.key, b.key));
  return Buffer.concat(
    sorted.flatMap(({ entry }) => [
      Buffer.from(`${entry.mode} ${entry.name}\0`, 'latin1'),
      Buffer.from(entry.id, 'hex'),
    ]),
  );
}

/**
 * Writes an object as git does a loose one (`<objects>/<2 hex>/<rest>`, zlib-deflated header
 * and body, read-only, renamed into place whole) unless it exists; returns its id.
 */
export async function writeLooseObject(
  objects: string,
  format: ObjectFormat,
  type: 'blob' | 'tree',
  body: Buffer,
): Promise<string> {
  const id = objectId(format, type, body);
  const dir = join(objects, id.slice(0, 2));
  const path = join(dir, id.slice(2));
  const exists = await stat(path).then(
    () => true,
    () => false,
  );
  if (exists) return id;
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `tmp_obj_heartbeat_${process.pid}_${id.slice(2, 10)}`);
  const data = deflateSync(Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]), {
    level: 1,
  });
  try {
    await writeFile(temporary, data, { mode: 0o444 });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return id;
}
