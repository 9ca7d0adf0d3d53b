import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { settled } from './signIn';

/**
 * The layout checks of issue 11 ('Phones'): a page is never wider than the viewport, no visible
 * control sits beyond its right edge, and no list scrolls inside a page that scrolls too (at
 * 1366x768 the reviewer met a 400 px table with its own scrollbar inside a scrolling page; at
 * 390 px the tables scrolled sideways with their actions out of sight). axe's serious and
 * critical findings fail too, with label-content-name-mismatch switched on (axe keeps it among
 * its experimental rules, and the review found it on every page).
 */

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

interface LayoutReport {
  scrollWidth: number;
  innerWidth: number;
  offRight: string[];
  nestedScrollers: string[];
}

/** Runs in the page: what sticks out to the right, and which element scrolls inside the scrolling page. */
function measureLayout(): LayoutReport {
  const describe = (element: Element) => {
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    const testId = element.getAttribute('data-testid');
    return `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ''} "${name}"`;
  };
  const innerWidth = window.innerWidth;
  const interactive = document.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
  );
  const offRight: string[] = [];
  for (const element of interactive) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    // Screen-reader-only texts are 1 px boxes clipped away; they are not seen.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.right > innerWidth + 0.5) offRight.push(`${describe(element)} ends at ${Math.round(box.right)}`);
  }
  // A modal dialog locks the page's scrolling (Headless UI sets overflow: hidden on <html>): the page
  // under it does not scroll, so the dialog's one scrolling part (a report's values) scrolls alone.
  const pageScrolls =
    getComputedStyle(document.documentElement).overflowY !== 'hidden' &&
    document.documentElement.scrollHeight > window.innerHeight + 1;
  const nestedScrollers: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (element.tagName === 'TEXTAREA' || !element.checkVisibility()) continue;
    const style = getComputedStyle(element);
    const scrollsX = /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    const scrollsY =
      pageScrolls && /auto|scroll/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
    if (scrollsX) nestedScrollers.push(`${describe(element)} scrolls sideways`);
    if (scrollsY) nestedScrollers.push(`${describe(element)} scrolls inside the scrolling page`);
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    offRight,
    nestedScrollers,
  };
}

/**
 * What the layout checks find on the page as it is: a page wider than the viewport, a visible
 * control beyond its right edge, a list that scrolls inside the scrolling page. Empty when it fits.
 */
export async function layoutFindings(page: Page): Promise<string[]> {
  const layout = await page.evaluate(measureLayout);
  const tooWide =
    layout.scrollWidth > layout.innerWidth
      ? [`the page is ${layout.scrollWidth} px wide in a viewport of ${layout.innerWidth} px`]
      : [];
  return [
    ...tooWide,
    ...layout.offRight.map((control) => `beyond the right edge: ${control}`),
    ...layout.nestedScrollers,
  ];
}

/**
 * Screenshots the whole page into the test's report (saved under test-results, never committed);
 * returns its label. JPEG, which is quicker to encode than PNG: the screen walk takes hundreds.
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const viewport = page.viewportSize();
  const label = `${name} @ ${viewport?.width}x${viewport?.height}`;
  const path = testInfo.outputPath(`${label.replace(/[^\w.-]+/g, '-')}.jpeg`);
  await page.screenshot({ path, fullPage: true, type: 'jpeg', quality: 80 });
  await testInfo.attach(label, { path, contentType: 'image/jpeg' });
  return label;
}

/** Screenshots the page into the report and runs the layout and axe checks. */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await settled(page);
  const label = await attachScreenshot(page, testInfo, name);
  expect.soft(await layoutFindings(page), `${label}: fits the viewport`).toEqual([]);
  const serious = await seriousAxeFindings(page);
  expect.soft(serious, `${label}: no serious or critical axe finding`).toEqual([]);
}

/** axe-core's source, evaluated into the page (the Content-Security-Policy governs no evaluate). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/** axe's impact levels, least first. */
const AXE_IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
export type AxeImpact = (typeof AXE_IMPACTS)[number];

/**
 * axe's findings of at least `least` impact on the page as it is, label-content-name-mismatch
 * included and the rules named in `skipRules` left out. axe is put into the page once per document
 * (hash navigation keeps it) and asked for violations only, which keeps a walk over many screens quick.
 */
export async function axeFindings(
  page: Page,
  least: AxeImpact,
  skipRules: readonly string[] = [],
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (skipped) => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const rules: Record<string, { enabled: boolean }> = { 'label-content-name-mismatch': { enabled: true } };
    for (const rule of skipped) rules[rule] = { enabled: false };
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  }, skipRules);
  const counted = AXE_IMPACTS.slice(AXE_IMPACTS.indexOf(least)) as readonly (string | null | undefined)[];
  return violations
    .filter((violation) => counted.includes(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** axe's serious and critical findings (the layout checks of the feature specs). */
export const seriousAxeFindings = (page: Page): Promise<string[]> => axeFindings(page, 'serious');
