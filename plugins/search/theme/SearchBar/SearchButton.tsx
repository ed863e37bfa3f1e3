/**
 * The navbar search button: the label "Search" and the shortcut hint, ⌘ K on Apple platforms and Ctrl K
 * elsewhere (known only in the browser, so the server renders Ctrl and Apple readers see ⌘ once hydrated).
 * Our own small button rather than DocSearch's `DocSearchButton`: in DocSearch 3.9, `@docsearch/react/button`
 * re-exports the one bundle that also holds the modal, so every page would ship the modal before anyone searches
 * (DocSearch 4 splits the entry points: algolia/docsearch#2764).
 */
import {forwardRef, useEffect, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  readonly onIntent: () => void;
  readonly onClick: () => void;
}

export function isApplePlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(userAgent);
}

export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  {onIntent, onClick},
  ref,
): ReactNode {
  const [modifier, setModifier] = useState<'Ctrl' | '⌘'>('Ctrl');
  useEffect(() => setModifier(isApplePlatform(navigator.userAgent) ? '⌘' : 'Ctrl'), []);
  return (
    <button
      ref={ref}
      type="button"
      className={`DocSearch-Button ${styles.button}`}
      aria-label="Search"
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      onClick={onClick}
    >
      <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>Search</span>
      <span className={styles.keys} aria-hidden="true">
        <kbd className={styles.key}>{modifier}</kbd>
        <kbd className={styles.key}>K</kbd>
      </span>
    </button>
  );
});
