/**
 * Wrapped (NavbarItem/ComponentTypes, safe): the theme's navbar item types plus one of ours, `custom-offlineCopy`,
 * the "Save offline" control (plugins/offline/NavbarItem), placed in config/navbar.ts. A custom item type is how the
 * navbar takes a component both in the bar and in the mobile menu. From a plugin's theme folder the theme's own
 * file is `@theme-init` (`@theme-original` would be this file; theme-classic is the only theme that provides it).
 */
import {memo} from 'react';
import ComponentTypes from '@theme-init/NavbarItem/ComponentTypes';
import OfflineNavbarItem from '@site/plugins/offline/NavbarItem';

// A memo: the navbar renders its items again on every client navigation, and this one's props (`position`,
// `mobile`) never change; it follows the saved copy through its own store.
export default {...ComponentTypes, 'custom-offlineCopy': memo(OfflineNavbarItem)};
