import type * as Preset from '@docusaurus/preset-classic';
import {urls} from '../src/data/facts';
import {registry} from '../src/data/hardware';

/** Top navigation as the spec's "Top navigation" lists it. */
export const navbar = {
  title: 'Veltro Docs',
  logo: {
    alt: 'Veltro',
    src: 'img/logo.svg',
    srcDark: 'img/logo.dark.svg',
    width: 32,
    height: 32,
  },
  // The spec disables hide-on-scroll: installers jump between sections on small screens.
  hideOnScroll: false,
  items: [
    // Plain routes with an active-path rule: `type: 'doc'` items would all light up on every page, because
    // the site has one sidebar. The build's link check still fails if a target page is missing.
    {
      to: `/getting_started/${registry.models.cm4.key}/`,
      label: 'Getting Started',
      position: 'left',
      activeBaseRegex: '^/getting_started/',
    },
    {to: '/cloud/', label: 'Cloud', position: 'left', activeBaseRegex: '^/cloud/'},
    {to: '/core/', label: 'Core', position: 'left', activeBaseRegex: '^/core/'},
    {to: '/hardware/', label: 'Hardware', position: 'left', activeBaseRegex: '^/hardware/'},
    {to: '/developer_guides/', label: 'Guides', position: 'left', activeBaseRegex: '^/developer_guides/'},
    {href: urls.api, label: 'API', position: 'left'},
    {href: urls.cloud, label: 'My Cloud', position: 'right', className: 'navbar-button navbar-button--primary'},
    {href: urls.shop, label: 'Shop', position: 'right', className: 'navbar-button navbar-button--outline'},
    // "My device": the reader's model (and modem), used by the pages that differ by device (src/components/MyDevice).
    // Before Save offline: on phones the last control keeps clear of the search button (Lighthouse target-size).
    {type: 'custom-myDevice', position: 'right'},
    // "Save offline": keep the site or one device's pages for use with no signal (plugins/offline/). An icon button
    // next to the colour mode toggle, and on phones next to search; in the mobile menu, a text entry.
    {type: 'custom-offlineCopy', position: 'right'},
  ],
} satisfies Preset.ThemeConfig['navbar'];
