// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify relies on a browser-grade HTML parser, and under happy-dom it keeps <script>.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

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

  it('removes a <script> payload', () => {
    const html = renderMarkdown('Hallo <script>alert(1)</script> Welt');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(1)');
  });

  it('removes event handlers such as <img onerror>', () => {
    const html = renderMarkdown('<img src="x" onerror="alert(1)"> <b onmouseover="alert(2)">x</b>');
    expect(html).not.toMatch(/onerror|onmouseover/i);
    expect(html).not.toMatch(/<img/i);
  });

  it('drops javascript: links, in Markdown and in HTML', () => {
    const html = renderMarkdown('[klick](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">da</a>');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('klick');
  });

  it('drops inline styles, frames and forms', () => {
    const html = renderMarkdown(
      '<p style="color:red">rot</p><iframe src="https://x"></iframe><form><input></form>',
    );
    expect(html).not.toMatch(/style=|<iframe|<form|<input/i);
    expect(html).toContain('rot');
  });
});
