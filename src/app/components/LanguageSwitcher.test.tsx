// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '../i18n/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import { renderInTestRoot, unmountTestRoot } from '../testing/testRoot';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
});
afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
});

describe('the language switcher', () => {
  it('names each button starting with its visible text (axe label-content-name-mismatch)', async () => {
    await renderInTestRoot(<LanguageSwitcher />);
    const buttons = [...document.querySelectorAll('button')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['DE Deutsch', 'EN Englisch']);
    for (const button of buttons) {
      const visible = (button.textContent ?? '').toUpperCase();
      expect(button.getAttribute('aria-label')?.startsWith(visible)).toBe(true);
    }
  });
});
