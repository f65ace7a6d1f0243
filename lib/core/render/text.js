/** Small text helpers every output uses: one home each, so messages read the same everywhere. */
/** A delta with its sign: `+3`, `-10`, `0`. */
export function signed(n) {
    return n > 0 ? `+${n}` : `${n}`;
}
/** A delta that may have nothing to compare with: `+3`, or `no data`. */
export function signedOrNoData(n) {
    return n === null ? 'no data' : signed(n);
}
/** A count and its noun: `1 day`, `2 days` (`plural(n, 'retry', 'retries')` for irregular ones). */
export function plural(n, word, words = `${word}s`) {
    return `${n} ${n === 1 ? word : words}`;
}
/**
 * At most `max` characters of `text` and a marker when cut: untrusted text (a comment, an error
 * quoting input) can be of any size. The marker is `…` unless given, as text or from the number of
 * characters dropped.
 */
export function clip(text, max, marker = '…') {
    if (text.length <= max)
        return text;
    const tail = typeof marker === 'string' ? marker : marker(text.length - max);
    return `${text.slice(0, max)}${tail}`;
}
/* "Did you mean …": the closest known name to a mistyped one, when it is close enough. */
/** Edit distance (insert, delete, substitute, swap two neighbours), on short names only. */
function distance(a, b) {
    const rows = [];
    for (let i = 0; i <= a.length; i++) {
        rows.push([i]);
        for (let j = 1; j <= b.length; j++) {
            if (i === 0) {
                rows[0][j] = j;
                continue;
            }
            const row = rows[i];
            const up = rows[i - 1];
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min(up[j] + 1, row[j - 1] + 1, up[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                best = Math.min(best, rows[i - 2][j - 2] + 1);
            }
            row[j] = best;
        }
    }
    return rows[a.length][b.length];
}
/** The known name closest to `name`, if it is within a third of its length (at least 2 edits). */
export function closest(name, known, options = {}) {
    const { aliases } = options;
    if (aliases && Object.hasOwn(aliases, name.toLowerCase()))
        return aliases[name.toLowerCase()];
    // Names are short; a long typo cannot be close to any of them.
    if (name.length > 64)
        return undefined;
    const limit = options.maxEdits ?? Math.max(2, Math.floor(name.length / 3));
    let best;
    for (const candidate of known) {
        const d = distance(name.toLowerCase(), candidate.toLowerCase());
        if (d <= limit && (!best || d < best.distance))
            best = { name: candidate, distance: d };
    }
    return best?.name;
}
/** `; did you mean X?` for a message, or nothing. */
export function didYouMean(name, known, options) {
    const match = closest(name, known, options);
    return match === undefined ? '' : `; did you mean ${match}?`;
}
/** A value as pretty JSON with a trailing newline: what every `--json` and MCP answer prints. */
export function jsonText(value) {
    return `${JSON.stringify(value, null, 2)}\n`;
}
/**
 * `value` as it appears inside jsonText of an array: `[\n` + elements joined by `,\n` + `\n]\n`
 * is jsonText of the array, so a long one can be printed element by element without holding it.
 */
export function jsonArrayElement(value) {
    // Stringified inside an array so JSON.stringify indents it as an element: `[\n  {…}\n]`.
    return JSON.stringify([value], null, 2).slice(2, -2);
}
