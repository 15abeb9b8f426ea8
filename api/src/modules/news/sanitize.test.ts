import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from './sanitize';

describe('sanitizeNewsHtml', () => {
  it('removes script elements with their content', () => {
    expect(sanitizeNewsHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('removes style and iframe elements', () => {
    expect(
      sanitizeNewsHtml('<style>p{}</style><iframe src="https://evil.example"></iframe><p>x</p>'),
    ).toBe('<p>x</p>');
  });

  it('removes on* event handlers and style attributes', () => {
    const out = sanitizeNewsHtml(
      '<img src="/uploads/a.png" onerror="alert(1)" style="x"><p onclick="x()">t</p>',
    );
    expect(out).toBe('<img src="/uploads/a.png" /><p>t</p>');
  });

  it('removes javascript: and data: URLs from links and images', () => {
    expect(sanitizeNewsHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNewsHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNewsHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNewsHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
    expect(sanitizeNewsHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });

  it('keeps http, https, mailto, relative and /uploads links', () => {
    const html =
      '<a href="https://example.com/a">a</a><a href="http://example.com">b</a><a href="mailto:x@example.com">c</a>' +
      '<a href="/news/some-post">d</a><img src="/uploads/0123abcd.png" alt="pic">';
    expect(sanitizeNewsHtml(html)).toBe(html.replace('alt="pic">', 'alt="pic" />'));
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeNewsHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps headings h1-h4, paragraphs, lists, emphasis, quotes, code and tables', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p>p<br />q</p><ul><li><strong>s</strong> <em>e</em> <b>b</b> <i>i</i> <u>u</u></li></ul>' +
      '<ol><li>one</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeNewsHtml('<h5>five</h5><form><p>in</p></form><marquee>m</marquee>')).toBe(
      'five<p>in</p>m',
    );
  });
});
