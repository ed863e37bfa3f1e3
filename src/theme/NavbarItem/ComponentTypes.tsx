/**
 * Wrapped (NavbarItem/ComponentTypes, safe): the theme's navbar item types plus one of ours, `custom-offlineCopy`,
 * the "Save offline" control (src/offline/NavbarItem), placed in config/navbar.ts. A custom item type is how the
 * navbar takes a component both in the bar and in the mobile menu.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import OfflineNavbarItem from '@site/src/offline/NavbarItem';

export default {...ComponentTypes, 'custom-offlineCopy': OfflineNavbarItem};
