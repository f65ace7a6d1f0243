/**
 * Driving Debian's Chromium in the dashboard's browser tests: launching it, opening a page while
 * collecting its console errors, and axe-core's serious violations.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const MISSING_CHROMIUM = `${CHROMIUM} is missing: the dashboard's browser tests need Debian's Chromium (apt-get install chromium)`;
/** Off CI a missing browser skips loudly; on CI (which installs it) it fails. */
export const skipBrowser = !existsSync(CHROMIUM) && !process.env.CI;

export async function launchChromium(profile: string): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM)) throw new Error(MISSING_CHROMIUM);
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
}

/** Opens `file` and collects every console error, uncaught page error and dialog. */
export async function openPage(
  context: BrowserContext,
  file: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  return { page, errors };
}

/** axe-core's serious and critical violations on the page (no preload: file:// forbids its XHR). */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) {
    const source = await readFile(
      createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
      'utf8',
    );
    await page.addScriptTag({ content: source });
  }
  const violations = await page.evaluate(async () => {
    type Axe = { run(context: unknown, options: object): Promise<{ violations: unknown[] }> };
    const axe = (globalThis as unknown as { axe: Axe }).axe;
    return (
      await axe.run((globalThis as unknown as { document: unknown }).document, { preload: false })
    ).violations as { id: string; impact: string; help: string }[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

/**
 * The captions of the page's tables (a `<caption>`, else what `aria-labelledby` names) whose text
 * is not fully visible: its box past the viewport's right or left edge, wider than its text box
 * lets it show, or cut off by an ancestor that clips (a scrolling table box). Also how many
 * captions there are, so a page without one does not pass unseen.
 */
export async function captionsClipped(
  page: Page,
): Promise<{ captions: number; clipped: string[] }> {
  return page.evaluate(() => {
    type Box = { left: number; right: number };
    type El = {
      textContent: string | null;
      parentElement: El | null;
      scrollWidth: number;
      clientWidth: number;
      getBoundingClientRect(): Box;
      getAttribute(name: string): string | null;
      querySelector(selector: string): El | null;
    };
    const g = globalThis as unknown as {
      innerWidth: number;
      document: { querySelectorAll(s: string): El[]; getElementById(id: string): El | null };
      getComputedStyle(el: El): { overflowX: string };
    };
    const captions = [...g.document.querySelectorAll('table')].map(
      (table) =>
        table.querySelector('caption') ??
        g.document.getElementById(
          (table.getAttribute('aria-labelledby') ?? '').split(' ')[0] ?? '',
        ),
    );
    const clipped = captions.flatMap((caption) => {
      if (!caption) return ['(a table without a caption)'];
      const box = caption.getBoundingClientRect();
      let hidden = box.left < 0 || box.right > g.innerWidth + 0.5;
      hidden ||= caption.scrollWidth > caption.clientWidth;
      for (let up = caption.parentElement; up && !hidden; up = up.parentElement) {
        if (g.getComputedStyle(up).overflowX === 'visible') continue;
        const clip = up.getBoundingClientRect();
        hidden = box.left < clip.left - 0.5 || box.right > clip.right + 0.5;
      }
      return hidden ? [(caption.textContent ?? '').trim()] : [];
    });
    return { captions: captions.length, clipped };
  });
}

/** The widths every page is checked at: a laptop and a phone. */
export const WIDTHS = [1280, 390] as const;

/**
 * The page at each of {@link WIDTHS}, loaded afresh at that width: its horizontal overflow
 * (`scrollWidth` beyond the width; 0 when nothing scrolls sideways), axe's serious violations, the
 * table captions not fully visible ({@link captionsClipped}), and a full-page screenshot at
 * `${shot}-${width}.png`.
 */
export async function atEachWidth(
  page: Page,
  shot: string,
): Promise<
  { width: number; overflow: number; violations: string[]; captions: number; clipped: string[] }[]
> {
  const results = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload({ waitUntil: 'load' });
    if (await page.locator('#chart').count()) {
      await page.waitForFunction(() => 'heartbeatChart' in globalThis);
    }
    const scrollWidth = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
          .document.documentElement.scrollWidth,
    );
    const violations = await seriousViolations(page);
    const captions = await captionsClipped(page);
    await page.screenshot({ path: `${shot}-${width}.png`, fullPage: true });
    results.push({ width, overflow: Math.max(0, scrollWidth - width), violations, ...captions });
  }
  return results;
}
