import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/signIn';

/**
 * axe-core on the main screens (issue 11: one serious rule, label-content-name-mismatch, on every
 * page). The script goes in through page.evaluate, which the app's Content-Security-Policy does
 * not govern (an injected <script> would be refused). Serious and critical findings fail.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeFinding {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

async function seriousFindings(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeFinding[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => `${finding.id}: ${finding.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.use({ locale: 'de-DE' });

for (const [name, path, heading] of [
  ['home', '/', 'Willkommen im Kundencenter'],
  ['login', '/login', 'Willkommen im Kundencenter'],
  ['forgot-password', '/forgot-password', 'Passwort vergessen'],
] as const) {
  test(`the ${name} page has no serious axe finding`, async ({ page }) => {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await seriousFindings(page)).toEqual([]);
  });
}

test('the dashboard and the reports list of a doctor have no serious axe finding', async ({ page }) => {
  await signIn(page, 'dr.weber');
  await expect(page.getByTestId('dashboard-last-reports').getByRole('button').first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page.goto('/#/backend/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Befunde' })).toBeVisible();
  await expect(page.getByTestId('report-row').first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

test('the other screens of a doctor have no serious axe finding', async ({ page }) => {
  await signIn(page, 'dr.weber');
  for (const [path, heading] of [
    ['/backend/reports/demands', 'Befundnachfragen'],
    ['/backend/reports/interpretations', 'Befundinterpretationen'],
  ] as const) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousFindings(page), path).toEqual([]);
  }
});

test('the staff dashboard with its statistics has no serious axe finding', async ({ page }) => {
  await signIn(page, 'labor');
  const card = page.getByTestId('dashboard-statistics');
  await expect(card.getByTestId('statistics-chart').locator('canvas')).toBeVisible();
  await card.getByRole('button', { name: 'Befundansichten' }).click();
  await card.getByText('Werte als Tabelle').click();
  await expect(card.getByRole('table')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

test('the upload page and the reports list of the laboratory have no serious axe finding', async ({
  page,
}) => {
  await signIn(page, 'labor');
  for (const [path, heading] of [
    ['/backend/reports/upload', 'Befunde hochladen'],
    ['/backend/reports', 'Befunde'],
  ] as const) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousFindings(page), path).toEqual([]);
  }
});
