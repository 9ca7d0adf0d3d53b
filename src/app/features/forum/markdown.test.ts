// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify relies on a browser-grade HTML parser, and under happy-dom it keeps <script>.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const handlers = (dom: Document) =>
  [...dom.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.name).filter((name) => name.startsWith('on')),
  );

describe('a post body rendered from Markdown', () => {
  it('keeps formatting: bold, lists, links to the web', () => {
    const html = renderMarkdown(
      '**fett** und *kursiv*\n\n- eins\n- zwei\n\n[Leitlinie](https://example.org/l)',
    );
    expect(html).toContain('<strong>fett</strong>');
    expect(html).toContain('<li>eins</li>');
    expect(html).toContain('href="https://example.org/l"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('shows a <script> payload as text, never as a script', () => {
    const html = renderMarkdown('Hallo <script>alert(1)</script> Welt');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('sanitizes what the Markdown renderer itself produces (DOMPurify on the output)', async () => {
    const { default: DOMPurify } = await import('dompurify');
    expect(DOMPurify.isSupported).toBe(true);
    const html = renderMarkdown('[x](javascript:alert(1) "t")\n\n![bild](https://example.org/a.png)');
    expect(html).not.toMatch(/javascript:|<img/i);
  });

  it('removes event handlers such as <img onerror>: no element carries one', () => {
    const dom = parsed(renderMarkdown('<img src="x" onerror="alert(1)"> <b onmouseover="alert(2)">x</b>'));
    expect(dom.querySelectorAll('img, b')).toHaveLength(0);
    expect(handlers(dom)).toEqual([]);
    expect(dom.body.textContent).toContain('<img src="x" onerror="alert(1)">');
  });

  it('drops javascript: links, in Markdown and in HTML: no link points to one', () => {
    const dom = parsed(renderMarkdown('[klick](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">da</a>'));
    const hrefs = [...dom.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href !== null && /javascript:/i.test(href))).toEqual([]);
    expect(dom.body.textContent).toContain('klick');
  });

  it('drops inline styles, frames and forms', () => {
    const html = renderMarkdown(
      '<p style="color:red">rot</p><iframe src="https://x"></iframe><form><input></form>',
    );
    const dom = parsed(html);
    expect(dom.querySelectorAll('[style], iframe, form, input')).toHaveLength(0);
    expect(html).toContain('rot');
  });
});
