import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/**
 * Renders `element` at `path` under the backend route, whose loader hands over the signed-in
 * user as the guard does (session/useSignedInUser.ts). Returns the router, for the URL.
 */
export async function renderBackendPage(
  element: ReactNode,
  path: string,
  url: string,
  user: { id: number; uuid?: string; permissions: string[] },
): Promise<{ root: Root; router: ReturnType<typeof createMemoryRouter> }> {
  const router = createMemoryRouter(
    [
      {
        id: 'backend',
        path: '/backend',
        loader: () => ({
          uuid: 'reader',
          titel: 'Dr.',
          vorname: 'Anna',
          nachname: 'Weber',
          roles: [],
          ...user,
        }),
        children: [{ path, element }],
      },
    ],
    { initialEntries: [url] },
  );
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(<RouterProvider router={router} />));
  return { root, router };
}

/** The lists choose table or cards by the screen's width (components/useWideScreen.ts). */
export function setScreenWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 800 });
}

/**
 * Waits for live queries, the vault and fetches to land: time passes inside act, so React applies
 * what arrived, and the check runs between those steps.
 */
export async function settle(check: () => unknown, attempts = 100) {
  for (let attempt = 1; ; attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    try {
      await check();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/** Types into an input or picks an option, as the browser reports it to React. */
export async function enter(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const select = element instanceof HTMLSelectElement;
  const prototype = select ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
  });
}

export const text = () => document.body.textContent ?? '';

export function byTestId<E extends Element = HTMLElement>(id: string, within: ParentNode = document): E {
  const found = within.querySelector<E>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`no [data-testid="${id}"]`);
  return found;
}

export const allByTestId = (id: string, within: ParentNode = document) => [
  ...within.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`),
];
