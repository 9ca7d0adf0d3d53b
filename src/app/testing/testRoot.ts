/**
 * The React root of a component test: one root per test, made in a new element of the document on
 * the test's first render and kept for its later renders (a re-render with new props), until
 * `unmountTestRoot()`.
 *
 *   afterEach(() => {
 *     unmountTestRoot();   // first: the page's live queries end before the database closes
 *     closeUserDatabase();
 *   });
 *   const container = await renderInTestRoot(<RouterProvider router={router} />);
 *
 * Each file calls `unmountTestRoot()` itself, first in its afterEach: vitest runs after-hooks in
 * reverse order, so a hook this module registered would run after the file's own cleanup (a closed
 * user database under a mounted page). A test that opens a screen anew calls it between renders.
 */
import './actEnvironment';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

let current: { root: Root; container: HTMLElement } | undefined;

function testRoot() {
  if (!current) {
    const container = document.body.appendChild(document.createElement('div'));
    current = { root: createRoot(container), container };
  }
  return current;
}

/** Renders into the test's root and waits for the effects it started; answers the root's element. */
export async function renderInTestRoot(element: ReactNode): Promise<HTMLElement> {
  const { root, container } = testRoot();
  await act(async () => root.render(element));
  return container;
}

/** The same, flushed synchronously: for tests on fake timers or that look before any effect settles. */
export function renderInTestRootSync(element: ReactNode): HTMLElement {
  const { root, container } = testRoot();
  act(() => root.render(element));
  return container;
}

/** Unmounts the test's root (if any) and removes its element; the next render makes a new one. */
export function unmountTestRoot(): void {
  if (!current) return;
  const { root, container } = current;
  current = undefined;
  act(() => root.unmount());
  container.remove();
}
