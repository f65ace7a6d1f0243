/**
 * Line-level Markdown reading for the ConfessionReport parser: headings, list items, bold markers,
 * numbers. Each function looks at one line once, without regular expressions, because the text is
 * untrusted and may be megabytes long.
 */

export function stripTrailingCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** An ATX heading's level and text (`## Decision` → 2, `Decision`), or undefined. */
export function readHeading(line: string): { level: number; text: string } | undefined {
  let start = 0;
  while (start < 3 && line[start] === ' ') start++;
  let level = 0;
  while (line[start + level] === '#') level++;
  if (level === 0 || level > 6) return undefined;
  const after = line[start + level];
  if (after !== undefined && after !== ' ' && after !== '\t') return undefined;
  let text = line.slice(start + level).trim();
  // A closing sequence of #s is not part of the heading.
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  if (end < text.length && (end === 0 || text[end - 1] === ' ')) text = text.slice(0, end).trim();
  return { level, text };
}

/** Lowercase letters and digits, every other run of characters folded to one space. */
export function fold(text: string): string {
  let out = '';
  let space = false;
  for (const char of text.toLowerCase()) {
    if ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9')) {
      if (space && out !== '') out += ' ';
      out += char;
      space = false;
    } else {
      space = true;
    }
  }
  return out;
}

export function unbold(text: string): string {
  return text.replaceAll('**', '').replaceAll('__', '');
}

export function stripOrderedMarker(text: string): string {
  let digits = 0;
  while (digits < 9 && text[digits] !== undefined && text[digits]! >= '0' && text[digits]! <= '9') {
    digits++;
  }
  if (digits > 0 && (text[digits] === '.' || text[digits] === ')') && text[digits + 1] === ' ') {
    return text.slice(digits + 2).trim();
  }
  return text;
}

/** A list item's text without its marker (`- x`, `* x`, `+ x`, `1. x`), or undefined. */
export function listItem(line: string): { text: string; indent: number } | undefined {
  let indent = 0;
  while (line[indent] === ' ' || line[indent] === '\t') indent++;
  const rest = line.slice(indent);
  if (
    (rest[0] === '-' || rest[0] === '*' || rest[0] === '+') &&
    (rest[1] === ' ' || rest[1] === '\t')
  ) {
    return { text: rest.slice(2).trim(), indent };
  }
  const ordered = stripOrderedMarker(rest);
  if (ordered !== rest) return { text: ordered, indent };
  return undefined;
}
