import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
const exec = promisify(execFile);
/** Runs git in `cwd` and returns its trimmed standard output. */
export async function git(cwd, ...args) {
    const { stdout } = await exec('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim();
}
/**
 * Temporary repositories for one test file: real git, removed by `cleanup()` (call it in
 * afterEach/afterAll). Branch `main`, identity from the test environment.
 */
export class GitSandbox {
    dirs = [];
    /** An empty temporary folder. */
    async dir(prefix = 'hg-') {
        const dir = await mkdtemp(join(tmpdir(), prefix));
        this.dirs.push(dir);
        return dir;
    }
    /** A new repository on `main`; with `files`, one initial commit holding them. */
    async repo(files = {}) {
        const dir = await this.dir('hg-repo-');
        await git(dir, 'init', '-q', '-b', 'main');
        if (Object.keys(files).length > 0) {
            await writeFiles(dir, files);
            await git(dir, 'add', '-A');
            await git(dir, 'commit', '-q', '-m', 'initial');
        }
        return dir;
    }
    /** A bare repository to push to, seeded with `files` on `main` when given. */
    async bareRemote(files = {}) {
        const bare = await this.dir('hg-remote-');
        await git(bare, 'init', '-q', '--bare', '-b', 'main');
        if (Object.keys(files).length > 0) {
            const seed = await this.repo(files);
            await git(seed, 'push', '-q', bare, 'main');
        }
        return bare;
    }
    /** A clone of `remote` (remote name `origin`). */
    async clone(remote) {
        const dir = await this.dir('hg-clone-');
        await git(dir, 'clone', '-q', remote, '.');
        return dir;
    }
    async cleanup() {
        await Promise.all(this.dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
    }
}
/** Writes files (relative path → text) under `root`, creating folders. */
export async function writeFiles(root, files) {
    for (const [path, text] of Object.entries(files)) {
        await mkdir(dirname(join(root, path)), { recursive: true });
        await writeFile(join(root, path), text);
    }
}
