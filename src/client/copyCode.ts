/**
 * The copy buttons of code blocks (src/utils/codeBlocks.ts): one listener on the document instead of a component
 * per block, so the blocks of a doc page can be static HTML that React neither hydrates nor rebuilds on a client
 * navigation (issue 23; a command page has over seventy). A click copies the block's code without its last line
 * break and the button says "Copied" for a moment. The button's name for screen readers is its `aria-label`, which
 * the new text does not change, so one polite status region, added once to the body, says "Copied" to them.
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
        status.textContent = copyLabels.done;
        window.setTimeout(() => {
          button.textContent = copyLabels.idle;
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
