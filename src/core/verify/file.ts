/** `file:<path or glob>`: the path changed in the cycle's commits. */
import picomatch from 'picomatch';
import { defineVerifier, type HintBase } from './types.js';

export interface FileHint extends HintBase<'file'> {
  pattern: string;
}

/**
 * The changed paths a `file:` pattern selects: an exact path, a folder (`docs/` or `docs`), or a
 * glob (`docs/**\/*.md`, picomatch syntax with dotfiles included).
 */
export function changedMatching(paths: readonly string[], pattern: string): string[] {
  const normalized = pattern.replace(/^\.\//, '');
  const isGlob = picomatch.scan(normalized).isGlob;
  const matcher = isGlob ? picomatch(normalized, { dot: true }) : undefined;
  const folder = normalized.endsWith('/') ? normalized : `${normalized}/`;
  return paths.filter((path) =>
    matcher ? matcher(path) : path === normalized || path.startsWith(folder),
  );
}

export const fileVerifier = defineVerifier<FileHint>({
  kind: 'file',
  parse: (value, raw) => ({ kind: 'file', pattern: value.replace(/^\.\//, ''), raw }),
  docs: {
    form: '`file:<path or glob>`',
    verified: "the path changed in the cycle's commits",
    notVerified: 'unchanged',
    unclear: '—',
  },
  judge(hint, { observed }) {
    const changes = observed.changes;
    if (!changes) {
      const evidence = ['cycle commits not read'];
      return {
        verdict: 'unclear',
        reason: 'file: cycle commits not read',
        evidence,
        contradictions: [],
      };
    }
    const matches = changedMatching(changes.paths, hint.pattern);
    return {
      verdict: matches.length > 0 ? 'verified' : 'not_verified',
      reason:
        matches.length > 0
          ? `file: ${matches[0]}${matches.length > 1 ? ` and ${matches.length - 1} more` : ''} changed`
          : `file: ${hint.pattern} unchanged`,
      evidence: [
        matches.length > 0
          ? `${matches.slice(0, 5).join(', ')}${matches.length > 5 ? ', …' : ''} changed in ${changes.range}`
          : `${hint.pattern} unchanged in ${changes.range} (${changes.commits} commit(s))`,
      ],
      contradictions: [],
    };
  },
});
