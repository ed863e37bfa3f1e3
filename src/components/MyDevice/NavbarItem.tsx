/**
 * The navbar's "My device" control (item type `custom-myDevice` in config/navbar.ts, registered by
 * src/theme/NavbarItem/ComponentTypes.tsx): the reader's device, or "My device" while none is chosen. In the bar
 * it is an icon button with the text beside it where there is room, like Save offline; below 997 px the mobile
 * menu has it as a text entry. Part of every page, so it holds only the button: the chooser loads on first use.
 */
import type {MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import {brand} from '@site/src/data/facts';
import {useMyDevice} from './useMyDevice';
import control from '@site/src/css/navbarControl.module.css';

const loadChooser = () => import('./Chooser');
const prefetchChooser = () => void loadChooser();

export default function MyDeviceNavbarItem({mobile = false}: {readonly mobile?: boolean}): ReactNode {
  const mine = useMyDevice();
  const label = mine
    ? `${mine.device.name.replace(`${brand} `, '')}${mine.modem ? ` · ${mine.modem.short}` : ''}`
    : 'My device';
  const props = {
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    // The name says what the control is and, once chosen, which device; the text shows only the device.
    'aria-label': mine ? `My device: ${label}` : 'Choose my device',
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      const opener = event.currentTarget;
      void loadChooser().then(({openMyDeviceChooser}) => openMyDeviceChooser(opener));
    },
    onPointerEnter: prefetchChooser,
    onFocus: prefetchChooser,
    onTouchStart: prefetchChooser,
  };
  if (mobile)
    return (
      <li className="menu__list-item">
        <button className={clsx('clean-btn menu__link', control.entry)} {...props}>
          {mine ? `My device: ${label}` : 'My device'}
        </button>
      </li>
    );
  return (
    <button className={clsx('clean-btn navbar__item', control.control)} data-my-device={mine?.device.id} {...props}>
      {/* A device with its connector: the same shape whether or not one is chosen, so nothing moves. */}
      <svg className={control.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 7h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zm3 0V4h6v3m-7 6h.01M12 13h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={control.text}>{label}</span>
    </button>
  );
}
