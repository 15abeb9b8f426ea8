import { describe, expect, it } from 'vitest';
import { authorName, excerpt, htmlToText, isScheduled } from './text';

describe('htmlToText', () => {
  it('drops tags, scripts and styles and decodes entities', () => {
    expect(
      htmlToText(
        '<h2>Derby</h2><p>Reds &amp; Blues&nbsp;<strong>3&ndash;1</strong></p><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('Derby Reds & Blues 3–1');
  });

  it('keeps words of adjacent blocks apart and collapses whitespace', () => {
    expect(htmlToText('<p>One</p><p>Two</p>\n\n<ul><li>Three</li></ul>')).toBe('One Two Three');
  });

  it('shows escaped markup as text, never as markup', () => {
    expect(htmlToText('<p>&lt;b&gt;bold&lt;/b&gt;</p>')).toBe('<b>bold</b>');
  });
});

describe('excerpt', () => {
  it('answers short text whole', () => {
    expect(excerpt('<p>Short <em>post</em></p>')).toBe('Short post');
  });

  it('cuts long text at 150 characters with an ellipsis', () => {
    const text = excerpt(`<p>${'word '.repeat(60)}</p>`);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(151);
    expect(text).not.toContain('<');
  });
});

describe('authorName', () => {
  it('joins first and last name', () => {
    expect(authorName({ firstName: 'Ada', lastName: 'Lovelace', teamName: 'AL FC' })).toBe(
      'Ada Lovelace',
    );
  });

  it('falls back to the team name', () => {
    expect(authorName({ firstName: null, lastName: ' ', teamName: 'AL FC' })).toBe('AL FC');
    expect(authorName(null)).toBeNull();
  });
});

describe('isScheduled', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('is true only for a future publish date', () => {
    expect(isScheduled('2026-11-24T12:00:00Z', now)).toBe(true);
    expect(isScheduled('2026-11-22T12:00:00Z', now)).toBe(false);
  });
});
