/**
 * DocSearch's "Unable to fetch results" screen. DocSearch 3.9 sets and then immediately clears its own error
 * state, so its screen never shows; LocalSearchBar renders this one into the open modal instead, in
 * DocSearch's markup so it looks the same, and hides the "no results" screen behind it.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

export function SearchErrorScreen(): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    modal?.setAttribute('data-search-failed', 'true');
    setDropdown(document.querySelector('.DocSearch-Dropdown'));
    return () => modal?.removeAttribute('data-search-failed');
  }, []);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen veltro-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
          <path d="M2 7.5a11 11 0 0 1 16 0M4.8 10.6a7 7 0 0 1 10.4 0M7.6 13.6a3 3 0 0 1 4.8 0" strokeLinecap="round" />
          <path d="M3 3l14 14" strokeLinecap="round" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    dropdown,
  );
}
