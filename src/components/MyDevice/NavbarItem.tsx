/**
 * The navbar's "My device" control (item type `custom-myDevice` in config/navbar.ts, registered by
 * src/theme/NavbarItem/ComponentTypes.tsx): the reader's device, or "My device" while none is chosen. In the bar
 * it shows on wide screens (the mobile menu has it as a text entry). Part of every page, so it holds only the
 * button: the chooser loads on first use.
 */
import type {MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import {brand} from '@site/src/data/facts';
import {useMyDevice} from './useMyDevice';
import styles from './styles.module.css';

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
        <button className={clsx('clean-btn menu__link', styles.entry)} {...props}>
          {mine ? `My device: ${label}` : 'My device'}
        </button>
      </li>
    );
  return (
    <button className={clsx('clean-btn navbar__item', styles.control)} data-my-device={mine?.device.id} {...props}>
      {label}
    </button>
  );
}
