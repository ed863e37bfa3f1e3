/**
 * The navbar's "Save offline" control (item type `custom-offlineCopy` in config/navbar.ts, registered by
 * plugins/offline/theme/NavbarItem/ComponentTypes.tsx). In the bar it is an icon button, shown on phones too (next to search),
 * with its text beside it on wide screens; in the mobile menu it is a text entry. Once a copy is saved, the icon
 * gets a check mark and the text becomes a badge with the copy's date. Part of every page, so it holds only the
 * button: the panel, the service worker registration and everything else load on first use.
 */
import {useSyncExternalStore, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {formatDate} from '../client/formatDate';
import {parseSavedFlag, readSavedFlagText, subscribeSavedFlag} from '../client/savedFlag';
import control from '@site/src/css/navbarControl.module.css';
import styles from './styles.module.css';

interface Props {
  readonly mobile?: boolean;
}

const loadPanel = () => import('../Panel');
/** Pointing at, focusing or touching the control fetches the panel, so a tap on one bar of signal opens it at once. */
const prefetchPanel = () => void loadPanel();

/** The widest badge text: it reserves the badge's width before the browser knows whether a copy exists. */
const badgeSizer = 'Offline · 28 May 2026';

/** A tray with an arrow into it; with a copy saved, a check mark instead of the arrow. */
function TrayIcon({saved}: {readonly saved: boolean}): ReactNode {
  return (
    <svg className={clsx(control.icon, styles.icon)} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={saved ? 'M7 10.5l3.5 3.5 6.5-7M4 15v5h16v-5' : 'M12 3v12m-5-5 5 5 5-5M4 15v5h16v-5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function OfflineNavbarItem({mobile = false}: Props): ReactNode {
  // The server renders "Save offline"; the stored flag is read once the page has hydrated.
  const flag = parseSavedFlag(useSyncExternalStore(subscribeSavedFlag, readSavedFlagText, () => null));
  const badge = flag && `Offline · ${formatDate(flag.built)}`;
  const handlers = {
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      const opener = event.currentTarget;
      void loadPanel().then(({openOfflinePanel}) => openOfflinePanel(opener));
    },
    onPointerEnter: prefetchPanel,
    onFocus: prefetchPanel,
    onTouchStart: prefetchPanel,
  };

  if (mobile) {
    return (
      <li className="menu__list-item">
        <button
          type="button"
          aria-haspopup="dialog"
          className={clsx('clean-btn menu__link', control.entry, styles.entry)}
          {...handlers}
        >
          <span className={badge ? styles.badge : undefined}>{badge ?? 'Save offline'}</span>
        </button>
      </li>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      title={badge ?? 'Save offline'}
      className={clsx('clean-btn', control.control, control.last, flag && styles.saved)}
      {...handlers}
    >
      <TrayIcon saved={Boolean(flag)} />
      {/* Both texts share one grid cell, so the control keeps its width whichever is shown. */}
      <span className={clsx(control.text, styles.text)}>
        <span className={badge ? styles.hidden : undefined}>Save offline</span>
        <span className={clsx(styles.badge, !badge && styles.hidden)}>{badge ?? badgeSizer}</span>
      </span>
    </button>
  );
}
