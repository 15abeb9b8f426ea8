import { describe, expect, it } from 'vitest';
import { htmlToText, newsExcerpt } from './excerpt';

describe('htmlToText', () => {
  it('drops tags, scripts and styles, decodes entities and collapses spaces', () => {
    expect(
      htmlToText(
        '<h2>Big&nbsp;news</h2>\n<p>Fish &amp; chips &#39;n&#x27; <b>peas</b> 3&ndash;1</p><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe("Big news Fish & chips 'n' peas 3–1");
  });

  it('keeps words of adjacent blocks apart', () => {
    expect(htmlToText('<p>One</p><p>Two</p><ul><li>Three</li></ul>')).toBe('One Two Three');
    expect(htmlToText('<h2>Derby day</h2><p>Kick-off at three.</p>')).toBe(
      'Derby day Kick-off at three.',
    );
    expect(
      htmlToText('<h3 class="x">Title</h3><div>Body</div>Line<br>break<br/>again<hr>end'),
    ).toBe('Title Body Line break again end');
    expect(
      htmlToText('<blockquote>Quote</blockquote><table><tr><td>A</td><td>B</td></tr></table>'),
    ).toBe('Quote A B');
  });

  it('keeps a word whole across inline tags', () => {
    expect(htmlToText('<p>Man<em>chester</em> <strong>Un</strong>ited</p>')).toBe(
      'Manchester United',
    );
    expect(htmlToText('<p><a href="/x">Spurs</a>\' win, <span>again</span>!</p>')).toBe(
      "Spurs' win, again!",
    );
  });

  it('shows escaped markup as text, and leaves unknown entities as written', () => {
    expect(htmlToText('<p>&lt;b&gt;bold&lt;/b&gt; &bogus; &#0;</p>')).toBe(
      '<b>bold</b> &bogus; &#0;',
    );
  });
});

describe('newsExcerpt (150 characters, ellipsis added)', () => {
  it('keeps a text of 150 characters or fewer whole, without an ellipsis', () => {
    const text = 'a'.repeat(150);
    expect(newsExcerpt(`<p>${text}</p>`)).toBe(text);
  });

  it('cuts a longer text to 150 characters and adds an ellipsis', () => {
    const text = 'abcdefghij'.repeat(20);
    expect(newsExcerpt(`<p>${text}</p>`)).toBe(`${text.slice(0, 150)}...`);
  });

  it('counts the characters of the text, not of the HTML, and trims a cut at a space', () => {
    const html = `<p><strong>${'x'.repeat(100)}</strong></p><p>${'y'.repeat(40)}</p>`;
    expect(newsExcerpt(html)).toBe(`${'x'.repeat(100)} ${'y'.repeat(40)}`);
    expect(newsExcerpt(`<p>${'word '.repeat(60)}</p>`)).toBe(`${'word '.repeat(30).trimEnd()}...`);
  });
});
