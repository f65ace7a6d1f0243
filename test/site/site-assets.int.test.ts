/** The uPlot copy the site ships is the installed uplot package's, byte for byte. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { UPLOT_CSS, UPLOT_JS, UPLOT_VERSION } from '../../src/app/site-uplot.js';

describe('vendored uPlot', () => {
  it('matches node_modules/uplot (rerun scripts/vendor-uplot.mjs after an update)', async () => {
    const pkg = JSON.parse(await readFile('node_modules/uplot/package.json', 'utf8')) as {
      version: string;
    };
    expect(UPLOT_VERSION).toBe(pkg.version);
    expect(UPLOT_JS).toBe(await readFile('node_modules/uplot/dist/uPlot.iife.min.js', 'utf8'));
    expect(UPLOT_CSS).toBe(await readFile('node_modules/uplot/dist/uPlot.min.css', 'utf8'));
  });
});
