import escapeHtml from 'escape-html';

/**
 * A small, complete HTML page for a refused form post: a title and `lang`, the status and the
 * message a person can act on, and a link back to the portal. `message` is escaped; it never
 * carries internals (the error handler only passes 4xx messages and the fixed 5xx ones).
 */
export function errorPageHtml(statusCode: number, heading: string, message: string): string {
  const title = `${heading} – MediVI`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}a{color:#0b57d0}</style>',
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(message)}</p>`,
    `<p>Error ${String(statusCode)}. Close this tab and try again from the portal, or <a href="/">open the portal</a>.</p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
