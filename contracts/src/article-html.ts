/**
 * Browser only (DOMParser): how a news article's HTML is shown, the same on the player site and in
 * the back office's preview. A second line behind the server's sanitiser (and the page's CSP): parses the article as an inert
 * document and drops what could run or load something active (scripts, frames, forms, event
 * handlers, javascript: and data: links), so the HTML can be shown as it was written.
 */
const DROP =
  'script, style, iframe, frame, frameset, object, embed, form, input, button, link, meta, base, noscript, template, svg, math';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset'];

export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((node) => node.remove());
  doc.body.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'style') element.removeAttribute(name);
      else if (
        URL_ATTRIBUTES.includes(lower) &&
        /^\s*(javascript|vbscript|data):/i.test(value.replace(/\s+/g, ''))
      )
        element.removeAttribute(name);
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank')
      element.setAttribute('rel', 'noopener noreferrer');
  });
  return doc.body.innerHTML;
}
