import { describe, expect, it } from 'vitest';
import { newsExcerpt, stripHtml } from './excerpt';

describe('stripHtml', () => {
  it('drops tags, decodes entities and collapses spaces', () => {
    expect(
      stripHtml('<h2>Big&nbsp;news</h2>\n<p>Fish &amp; chips &#39;n&#x27; <b>peas</b></p>'),
    ).toBe("Big news Fish & chips 'n' peas");
  });

  it('leaves out scripts and styles', () => {
    expect(stripHtml('<style>p{}</style><p>Hi</p><script>alert(1)</script>')).toBe('Hi');
  });
});

describe('newsExcerpt', () => {
  it('keeps a text of 150 characters or fewer whole, without an ellipsis', () => {
    const text = 'a'.repeat(150);
    expect(newsExcerpt(`<p>${text}</p>`)).toBe(text);
  });

  it('cuts a longer text to 150 characters and adds an ellipsis', () => {
    const text = 'abcdefghij'.repeat(20);
    const excerpt = newsExcerpt(`<p>${text}</p>`);
    expect(excerpt).toBe(`${text.slice(0, 150)}...`);
    expect(excerpt.replace(/\.\.\.$/, '')).toHaveLength(150);
  });

  it('counts characters of the text, not of the HTML', () => {
    const html = `<p><strong>${'x'.repeat(100)}</strong></p><p>${'y'.repeat(40)}</p>`;
    expect(newsExcerpt(html)).toBe(`${'x'.repeat(100)} ${'y'.repeat(40)}`);
  });
});
