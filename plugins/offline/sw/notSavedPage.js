// @ts-check
/**
 * The page shown offline for an address that is not in the saved copy. Self-contained (the site's scripts and
 * styles may not be saved either) and script-free, for the site's Content-Security-Policy; inline styles only.
 */

/** @typedef {import('../types').SavedCopy} SavedCopy */

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const styles = `
  :root { color-scheme: light dark; --accent: #0b5c73; }
  @media (prefers-color-scheme: dark) { :root { --accent: #6cc4dd; } }
  body { margin: 0; font: 1.05rem/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 34rem; margin: 0 auto; padding: 2.5rem 1.25rem; }
  h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 1rem; }
  code { overflow-wrap: anywhere; }
  ul { list-style: none; padding: 0; margin: 1.5rem 0 0; }
  li { margin: 0.5rem 0; }
  a { display: inline-block; padding: 0.6rem 0; color: var(--accent); font-weight: 600; }
`;

/**
 * @param {SavedCopy} copy
 * @param {string} root
 */
function savedLinks(copy, root) {
  const links = [
    ...(copy.start ? [[`${root}${copy.start}`, `${copy.label} pages`]] : []),
    [root, 'Home page'],
    [`${root}search/`, 'Search the saved copy'],
  ];
  return links.map(([href, text]) => `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`).join('\n');
}

/**
 * @param {string} path the requested path, relative to the site root
 * @param {SavedCopy | undefined} copy
 * @param {string} siteRoot
 */
export function notSavedPage(path, copy, siteRoot) {
  const root = new URL(siteRoot).pathname;
  const address = escapeHtml(`${root}${path}`);
  const href = escapeHtml(`${root}${encodeURI(path)}`);
  const what = copy
    ? `Your offline copy (${escapeHtml(copy.label)}) does not include this page`
    : 'There is no offline copy of this site on this device';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Not in your offline copy · Veltro Docs</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>This page is not in your offline copy</h1>
<p>You are offline. ${what}: <code>${address}</code>. It opens again when you have a connection.</p>
<ul>
${copy ? savedLinks(copy, root) : ''}
<li><a href="${href}">Try again</a></li>
</ul>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    statusText: 'Offline',
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Made here, not by the host, so it brings its own policy: no scripts at all, its inline styles only.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    },
  });
}
