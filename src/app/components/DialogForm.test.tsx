// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogForm } from './DialogForm';
import { renderInTestRootSync, unmountTestRoot } from '../testing/testRoot';

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
});

function render(align: 'start' | 'end', onSubmit = vi.fn(), onCancel = vi.fn(), disabled = false) {
  const host = renderInTestRootSync(
    <DialogForm
      align={align}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel="Senden"
      cancelLabel="Abbrechen"
      submitDisabled={disabled}
    >
      <input name="field" />
    </DialogForm>,
  );
  const buttons = [...host.querySelectorAll('button')];
  return { host, buttons, onSubmit, onCancel };
}

describe('the form of a dialog or a small page', () => {
  it('submits through onSubmit without reloading the page, and cancels through onCancel', () => {
    const { host, buttons, onSubmit, onCancel } = render('end');
    const form = host.querySelector('form');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void form?.dispatchEvent(event));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    act(() => buttons.find((button) => button.textContent === 'Abbrechen')?.click());
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('puts submit last in a dialog and first on a page, and can disable it', () => {
    expect(render('end').buttons.map((button) => button.textContent)).toEqual(['Abbrechen', 'Senden']);
    unmountTestRoot();
    const page = render('start', vi.fn(), vi.fn(), true);
    expect(page.buttons.map((button) => button.textContent)).toEqual(['Senden', 'Abbrechen']);
    expect(page.buttons[0]?.disabled).toBe(true);
  });
});
