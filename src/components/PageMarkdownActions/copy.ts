/**
 * Loaded on the first click of "Copy page as Markdown" (its own chunk, `tool/copy-page-markdown`), so pages
 * ship only the button: fetches the page's Markdown twin and puts it on the clipboard, or, when the browser
 * refuses the clipboard, opens the twin so the reader can copy it from there.
 */

export type CopyOutcome = 'copied' | 'opened';

const fetched = new Map<string, Promise<string>>();

/** The twin's text, fetched once per page however often the button is pressed. */
export function fetchMarkdown(twinPath: string): Promise<string> {
  let text = fetched.get(twinPath);
  if (!text) {
    text = fetch(twinPath).then((response) => {
      if (!response.ok) throw new Error(`${twinPath}: HTTP ${response.status}`);
      return response.text();
    });
    text.catch(() => fetched.delete(twinPath));
    fetched.set(twinPath, text);
  }
  return text;
}

/** The twin as a blob, for a `ClipboardItem` created during the click (see PageMarkdownActions). */
export function markdownBlob(twinPath: string): Promise<Blob> {
  return fetchMarkdown(twinPath).then((text) => new Blob([text], {type: 'text/plain'}));
}

/**
 * Finishes a copy: `started` is the clipboard write begun during the click, where the browser supports that;
 * failing that, a plain text write; failing that too (the browser refuses the clipboard), the twin opens.
 * Rejects only when the twin cannot be fetched (offline, say): then there is nothing to copy or open.
 */
export async function copyPageMarkdown(twinPath: string, started: Promise<void> | undefined): Promise<CopyOutcome> {
  const text = await fetchMarkdown(twinPath);
  for (const write of [() => started, () => navigator.clipboard.writeText(text)]) {
    try {
      const writing = write();
      if (!writing) continue;
      await writing;
      return 'copied';
    } catch {
      // Refused or unsupported: try the next way.
    }
  }
  window.location.assign(twinPath);
  return 'opened';
}
