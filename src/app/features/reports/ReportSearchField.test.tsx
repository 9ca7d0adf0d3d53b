// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../../contract/constants';
import i18n, { i18nReady } from '../../i18n/i18n';
import { renderInTestRootSync, unmountTestRoot } from '../../testing/testRoot';
import { ReportSearchField } from './ReportSearchField';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
});

afterEach(() => {
  unmountTestRoot();
  vi.useRealTimers();
});

/** Types as a user does: React listens to the native input event after the value setter. */
function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('ReportSearchField', () => {
  it('searches after the spec’s 1 s pause in typing, not before (spec §9)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(1_000);
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const container = renderInTestRootSync(<ReportSearchField value="" onSearch={onSearch} />);
    const input = container.querySelector('input');
    if (!input) throw new Error('no search box');
    act(() => type(input, 'Mu'));
    act(() => vi.advanceTimersByTime(500));
    act(() => type(input, 'Must'));
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Must');
  });
});
