import { randomUUID } from 'node:crypto';
import type { NewsletterPreview } from './preview';

/** Stands for the per-recipient unsubscribe link; random, so no body text can contain it. */
const LINK = `unsubscribe-${randomUUID()}`;

export type NewsletterContent = {
  subject: string;
  bodyText: string;
  headerImageUrl: string | null;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const fixtureTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }) + ' UTC';

/** An absolute URL for an image: uploaded paths are prefixed with PUBLIC_URL. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith('/') ? publicUrl + url : url;
}

/**
 * The mail's plain text and HTML, without the per-recipient unsubscribe link (placeholder
 * placeholder, replaced per recipient by `personalise`). Body paragraphs are escaped, never HTML.
 */
export function renderNewsletter(
  content: NewsletterContent,
  fixtures: NewsletterPreview,
  publicUrl: string,
) {
  const paragraphs = content.bodyText
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const seasons = Object.entries(fixtures.matchesBySeason);

  const textFixtures = seasons.length
    ? seasons
        .map(
          ([season, matches]) =>
            `${season}\n` +
            matches
              .map((m) => `  ${fixtureTime(m.matchDate)}: ${m.homeTeam.name} v ${m.awayTeam.name}`)
              .join('\n'),
        )
        .join('\n\n')
    : 'No matches in the next 7 days.';
  const text = [
    ...paragraphs,
    `Upcoming fixtures (${fixtures.totalMatches}):\n\n${textFixtures}`,
    `Make your predictions: ${publicUrl}/`,
    `Unsubscribe: ${LINK}`,
  ].join('\n\n');

  const header = content.headerImageUrl
    ? `<p><img src="${escapeHtml(absoluteUrl(publicUrl, content.headerImageUrl))}" alt="" style="max-width:100%;height:auto" /></p>`
    : '';
  const body = paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br />')}</p>`)
    .join('\n');
  const table = seasons.length
    ? seasons
        .map(
          ([season, matches]) =>
            `<h3>${escapeHtml(season)}</h3>\n<table cellpadding="4" style="border-collapse:collapse">\n` +
            matches
              .map(
                (m) =>
                  `<tr><td>${escapeHtml(fixtureTime(m.matchDate))}</td><td>${escapeHtml(m.homeTeam.name)}</td><td>v</td><td>${escapeHtml(m.awayTeam.name)}</td></tr>`,
              )
              .join('\n') +
            '\n</table>',
        )
        .join('\n')
    : '<p>No matches in the next 7 days.</p>';
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif">
${header}
${body}
<h2>Upcoming fixtures</h2>
${table}
<p><a href="${escapeHtml(publicUrl)}/">Make your predictions</a></p>
<p style="font-size:12px;color:#666"><a href="${LINK}">Unsubscribe</a> from these e-mails.</p>
</body></html>`;
  return { text, html };
}

/** Puts a recipient's unsubscribe link in place of the placeholder. */
export function personalise(rendered: { text: string; html: string }, link: string) {
  return {
    text: rendered.text.replaceAll(LINK, () => link),
    html: rendered.html.replaceAll(LINK, () => escapeHtml(link)),
  };
}
