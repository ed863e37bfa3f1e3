/**
 * Wrapped (NavbarItem/ComponentTypes, safe): the navbar item types of the theme and of plugins/offline
 * (`@theme-original` here is plugins/offline's wrapper, which adds `custom-offlineCopy`), plus `custom-myDevice`,
 * the "My device" control (src/components/MyDevice), placed in config/navbar.ts.
 */
import {memo} from 'react';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import MyDeviceNavbarItem from '@site/src/components/MyDevice/NavbarItem';

// A memo: the navbar renders its items again on every client navigation, and this one's props (`position`,
// `mobile`) never change; it follows the reader's choice through its own store.
export default {...ComponentTypes, 'custom-myDevice': memo(MyDeviceNavbarItem)};
