/**
 * The copy buttons of code blocks (src/utils/codeBlocks.ts): one listener on the document instead of a component
 * per block, so the blocks of a doc page can be static HTML that React neither hydrates nor rebuilds on a client
 * navigation (issue 23; a command page has over seventy). A click copies the block's code without its last line
 * break and the button says "Copied" for a moment, in its text and in its name (`aria-label`, so the name holds the
 * visible word, WCAG 2.5.3). Not every screen reader speaks a new name of the focused button, so one polite status
 * region, added once to the body, says it too.
 */
import {codeBlockClasses, codeBlockSelector, copiedForMs, copyCodeAttribute, copyLabels} from '../utils/codeBlocks';

/** The text a copy button copies: its block's code, without the trailing line break. */
export function codeToCopy(button: Element): string | undefined {
  const code = button.closest(codeBlockSelector)?.querySelector('pre code');
  return code ? (code.textContent ?? '').replace(/\n$/, '') : undefined;
}

/**
 * The status region. It is in the page before anything is said in it: a region added with its text already in
 * it is not announced by every screen reader.
 */
function statusRegion(): HTMLElement {
  const found = document.querySelector<HTMLElement>(`body > .${codeBlockClasses.status}`);
  if (found) return found;
  const region = document.createElement('p');
  region.className = codeBlockClasses.status;
  region.setAttribute('role', 'status');
  document.body.append(region);
  return region;
}

/** Installs the listener; returns its removal. */
export function followCopyButtons(): () => void {
  const status = statusRegion();
  const onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest(`button[${copyCodeAttribute}]`) : null;
    const text = button && codeToCopy(button);
    if (!button || text === undefined || !navigator.clipboard) return;
    navigator.clipboard.writeText(text).then(
      () => {
        button.textContent = copyLabels.done;
        button.setAttribute('aria-label', copyLabels.done);
        // A region is spoken when its text changes: a second copy while it still says "Copied" alternates a
        // no-break space at the end.
        status.textContent = status.textContent === copyLabels.done ? `${copyLabels.done}\u00a0` : copyLabels.done;
        window.setTimeout(() => {
          button.textContent = copyLabels.idle;
          button.setAttribute('aria-label', copyLabels.name);
          status.textContent = '';
        }, copiedForMs);
      },
      () => undefined,
    );
  };
  // Capture: a component may stop a click from bubbling (the theme's Details does, inside the React root).
  document.addEventListener('click', onClick, {capture: true});
  return () => document.removeEventListener('click', onClick, {capture: true});
}
