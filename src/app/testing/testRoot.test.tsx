// @vitest-environment happy-dom
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTestRoot, renderInTestRootSync, unmountTestRoot } from './testRoot';

afterEach(() => unmountTestRoot());

function Probe({ text, onMount, onUnmount }: { text: string; onMount(): void; onUnmount(): void }) {
  useEffect(() => {
    onMount();
    return onUnmount;
  }, [onMount, onUnmount]);
  return <p>{text}</p>;
}

describe('the test root', () => {
  it('keeps one root across the renders of a test, in the document', async () => {
    const onMount = vi.fn();
    const onUnmount = vi.fn();
    const first = await renderInTestRoot(<Probe text="eins" onMount={onMount} onUnmount={onUnmount} />);
    const second = renderInTestRootSync(<Probe text="zwei" onMount={onMount} onUnmount={onUnmount} />);
    expect(second).toBe(first);
    expect(document.body.contains(first)).toBe(true);
    expect(first.textContent).toBe('zwei');
    expect(onMount).toHaveBeenCalledTimes(1);
    expect(onUnmount).not.toHaveBeenCalled();
  });

  it('unmounts (effects cleaned up), removes its element, and starts anew on the next render', async () => {
    const onMount = vi.fn();
    const onUnmount = vi.fn();
    const first = await renderInTestRoot(<Probe text="eins" onMount={onMount} onUnmount={onUnmount} />);
    unmountTestRoot();
    expect(onUnmount).toHaveBeenCalledTimes(1);
    expect(document.body.contains(first)).toBe(false);
    unmountTestRoot();
    const second = await renderInTestRoot(<Probe text="zwei" onMount={onMount} onUnmount={onUnmount} />);
    expect(second).not.toBe(first);
    expect(onMount).toHaveBeenCalledTimes(2);
  });
});
