/**
 * DocSearch's "Unable to fetch results" screen, with DocSearch's own strings (`translations.modal.errorScreen`).
 *
 * Why ours: DocSearch 3.9 has the screen but never shows it. It sets the status to "error" only for Algolia's
 * `RetryError`, and autocomplete-core's `onInput` sets it back to "idle" in its `finally` before React renders,
 * so a failed query shows "No results" instead (algolia/autocomplete#1248: a failing source does not leave the
 * status at "error"). LocalSearchBar therefore renders this screen while a query fails: inside the modal's
 * dropdown (found in our own portal container), in DocSearch's markup so it looks the same; the
 * `data-search-failed` flag on that container lets plugins/search/client/local-mode.css hide the dropdown's other content.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {ModalTranslations} from '@docsearch/react';

interface Props {
  /** The element the modal is portalled into (owned by LocalSearchBar). */
  readonly container: HTMLElement;
  readonly translations?: ModalTranslations['errorScreen'];
}

export function SearchErrorScreen({container, translations = {}}: Props): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    container.setAttribute('data-search-failed', '');
    setDropdown(container.querySelector('.DocSearch-Dropdown'));
    return () => container.removeAttribute('data-search-failed');
  }, [container]);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen veltro-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          aria-hidden="true"
        >
          <path d="M2 7.5a11 11 0 0 1 16 0M4.8 10.6a7 7 0 0 1 10.4 0M7.6 13.6a3 3 0 0 1 4.8 0" strokeLinecap="round" />
          <path d="M3 3l14 14" strokeLinecap="round" />
        </svg>
      </div>
      <p className="DocSearch-Title">{translations.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{translations.helpText ?? 'You might want to check your network connection.'}</p>
    </div>,
    dropdown,
  );
}
