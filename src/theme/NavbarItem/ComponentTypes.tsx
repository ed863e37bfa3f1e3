/**
 * Wrapped (NavbarItem/ComponentTypes, safe): the navbar item types of the theme and of plugins/offline
 * (`@theme-original` here is plugins/offline's wrapper, which adds `custom-offlineCopy`), plus `custom-myDevice`,
 * the "My device" control (src/components/MyDevice), placed in config/navbar.ts.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import MyDeviceNavbarItem from '@site/src/components/MyDevice/NavbarItem';

export default {...ComponentTypes, 'custom-myDevice': MyDeviceNavbarItem};
