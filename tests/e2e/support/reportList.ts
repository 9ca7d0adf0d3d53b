import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The laptop table's reports, oldest first (its 'Erstellt' header clicked once from the default,
 * newest first), and only once the rows follow: the header's state changes with the route query at
 * once, the rows when the live query answers. Two fresh-clone checks of 2026-11-28 chose a row in
 * between and lost it when the list re-sorted.
 */
export async function oldestFirst(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Erstellt', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Erstellt' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => rowsOldestFirst(page)).toBe(true);
}

/** Whether the rows are in order of arrival, oldest first ('15.06.2026, 02:35' in the fourth column). */
async function rowsOldestFirst(page: Page): Promise<boolean> {
  const created = await page
    .getByTestId('report-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[3]?.textContent ?? ''));
  const keys = created.map((text) => text.replace(/^(\d\d)\.(\d\d)\.(\d{4}), (.*)$/, '$3-$2-$1 $4'));
  return keys.length > 1 && keys.every((key, index) => index === 0 || (keys[index - 1] ?? '') <= key);
}
