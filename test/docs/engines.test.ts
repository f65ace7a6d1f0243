import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm ci` warns (EBADENGINE) for every locked package whose engines.node the running Node does not
// satisfy. The README names each such package and says why it is harmless; this holds it to the
// lockfile, so a new one (or one a project installing heartbeat-gate would get) cannot slip in.

interface Locked {
  version?: string;
  dev?: boolean;
  engines?: { node?: string } | string[];
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, Locked>;
};
const readme = readFileSync('README.md', 'utf8');

type Version = [number, number, number];
const parse = (text: string): Version | undefined => {
  const match = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(text);
  if (!match) return undefined;
  const part = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);
  return [Number(match[1]), part(match[2]), part(match[3])];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies an npm range, for the comparators engines fields use. */
function satisfies(version: Version, range: string): boolean {
  // `>= 18` is `>=18`: an operator and its version may be spaced apart.
  const glued = range.replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1');
  return glued.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        if (comparator === '*' || comparator === 'x') return true;
        const [, op = '', rest = ''] = /^(>=|<=|>|<|\^|~|=)?(.*)$/.exec(comparator)!;
        const bound = parse(rest);
        if (!bound) throw new Error(`cannot read the engines range '${range}'`);
        const order = compare(version, bound);
        if (op === '>=') return order >= 0;
        if (op === '>') return order > 0;
        if (op === '<=') return order <= 0;
        if (op === '<') return order < 0;
        if (op === '^') return order >= 0 && version[0] === bound[0];
        if (op === '~') return order >= 0 && version[0] === bound[0] && version[1] === bound[1];
        // A bare version: its major (1, 1.x), or exactly it when complete.
        return /^v?\d+\.\d+\.\d+$/.test(rest) ? order === 0 : version[0] === bound[0];
      }),
  );
}

describe('npm ci on the Node running the tests', () => {
  const node = parse(process.versions.node)!;
  const unsupported = Object.entries(lock.packages)
    .filter(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return path !== '' && range !== undefined && !satisfies(node, range);
    })
    .map(([path, entry]) => ({
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      ...entry,
    }));

  it('reads the ranges as npm does', () => {
    expect(satisfies([20, 20, 2], '>=22')).toBe(false);
    expect(satisfies([20, 20, 2], '^20.19.0 || ^22.13.0 || >=24')).toBe(true);
    expect(satisfies([20, 18, 0], '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies([20, 20, 2], '>=v18')).toBe(true);
    expect(satisfies([20, 20, 2], '>= 20')).toBe(true);
    expect(satisfies([20, 20, 2], '^18 || ^20')).toBe(true);
  });

  it('warns only for development packages, each named in the README with why it is harmless', () => {
    for (const entry of unsupported) {
      expect(entry.dev, `${entry.name} is a development dependency only`).toBe(true);
      expect(readme, `README names ${entry.name}@${entry.version}`).toContain(
        `\`${entry.name}@${entry.version}\``,
      );
    }
  });
});
