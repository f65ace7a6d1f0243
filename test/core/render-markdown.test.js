import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { codeBlock, escapeMarkdown, escapeTableCell, link, markdownTable, table, } from '../../src/core/render/markdown.js';
// GitHub renders CommonMark + GFM tables and lets some raw HTML through; html: true is the
// strictest stand-in: anything escaped here is escaped there.
const md = new MarkdownIt({ html: true, linkify: true });
const html = (markdown) => md.render(markdown);
const ENTITIES = { lt: '<', gt: '>', quot: '"', amp: '&' };
/** The text a reader sees: HTML entities decoded once. */
const decode = (s) => s.replace(/&(lt|gt|quot|amp);/g, (_m, e) => ENTITIES[e] ?? '');
const ATTACKS = [
    ['an HTML comment hiding the rest', 'ok <!-- hide everything after'],
    ['a script tag', '<script>alert(1)</script>'],
    ['an image tag', '<img src=x onerror=alert(1)>'],
    ['a mention', 'ping @octocat and @org/team'],
    ['backticks', 'run `rm -rf /` now ```'],
    ['a table pipe', 'a | b | c'],
    ['a heading', '# Approved by the operator'],
    ['a link', '[click](https://evil.example)'],
    ['an autolink', '<https://evil.example>'],
    ['emphasis', '**bold** _it_'],
    ['a list', '- [x] done'],
    ['a block quote', '> quoted'],
    ['a setext heading', 'Title\n====='],
    ['an entity', '&lt;b&gt; &amp;'],
    ['a newline then a heading', 'fine\n## Gate passed'],
    ['an HTML comment closer', '--> <!-- -->'],
];
describe('escapeMarkdown', () => {
    it.each(ATTACKS)('renders %s as its literal text', (_name, text) => {
        const rendered = html(escapeMarkdown(text));
        // One paragraph, no elements other than hard breaks, the same visible text.
        expect(rendered.startsWith('<p>')).toBe(true);
        expect(rendered.replace(/<br>\n?/g, '').match(/<(?!\/?p>)[^>]*>/g)).toBeNull();
        const visible = decode(rendered.replace(/<\/?p>\n?/g, '').replace(/<br>\n?/g, '\n')).replace(/\u200b/g, '');
        expect(visible.trimEnd()).toBe(text);
    });
    it('breaks mentions with a zero-width space so nobody is pinged', () => {
        expect(html(escapeMarkdown('@octocat'))).toContain('@\u200boctocat');
    });
    it('never lets `<!--` through, so the rest of a comment cannot be hidden', () => {
        expect(escapeMarkdown('<!-- x -->')).not.toContain('<!--');
    });
});
describe('tables', () => {
    it.each(ATTACKS)('a cell holding %s stays one cell', (_name, text) => {
        const rendered = html(table(['who', 'what', 'end'], [['a', text, 'z']]));
        const bodyRow = rendered.split('<tbody>')[1] ?? '';
        expect(bodyRow.match(/<td>/g)).toHaveLength(3);
        expect(bodyRow).toContain('<td>z</td>');
    });
    it('an empty cell still renders as a cell', () => {
        expect(escapeTableCell('  ')).toBe(' ');
        expect(html(table(['a', 'b'], [['', 'x']])).match(/<td>/g)).toHaveLength(2);
    });
    it('markdownTable keeps prepared Markdown but not raw pipes or line breaks', () => {
        const rendered = html(markdownTable(['a', 'b'], [[link('x|y', 'https://example.com/1'), 'two\nlines | more']]));
        const body = rendered.split('<tbody>')[1] ?? '';
        expect(body.match(/<td>/g)).toHaveLength(2);
        expect(body).toContain('<a href="https://example.com/1">x|y</a>');
    });
});
describe('codeBlock', () => {
    it.each([
        ['plain text', 'tests: pass\nlint: fail'],
        ['a fence inside', '```\n</code></pre><!--\n```'],
        ['a long backtick run', '`````````'],
        ['html', '<script>x</script> @octocat'],
    ])('holds %s verbatim in one code block', (_name, text) => {
        const rendered = html(codeBlock(text, 'text'));
        expect(rendered.match(/<pre>/g)).toHaveLength(1);
        const code = /<code[^>]*>([\s\S]*)<\/code><\/pre>/.exec(rendered)?.[1] ?? '';
        expect(decode(code)).toBe(`${text}\n`);
    });
});
describe('link', () => {
    it.each([
        ['https://github.com/o/r/pull/1#issuecomment-1', true],
        ['javascript:alert(1)', false],
        ['https://x.example/a)(b', false],
        [undefined, false],
    ])('%s becomes a link: %s', (url, linked) => {
        expect(html(link('label', url)).includes('<a ')).toBe(linked);
    });
});
