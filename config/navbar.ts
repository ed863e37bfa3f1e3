import type * as Preset from '@docusaurus/preset-classic';
import {devices, urls} from '../src/data/facts';

/** Top navigation as the spec's "Top navigation" lists it. Doc items fail the build if their doc is missing. */
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
    {type: 'doc', docId: `getting_started/${devices.cm4.routeKey}/index`, label: 'Getting Started', position: 'left'},
    {type: 'doc', docId: 'cloud/index', label: 'Cloud', position: 'left'},
    {type: 'doc', docId: 'core/index', label: 'Core', position: 'left'},
    {type: 'doc', docId: 'hardware/index', label: 'Hardware', position: 'left'},
    {type: 'doc', docId: 'developer_guides/index', label: 'Guides', position: 'left'},
    {href: urls.api, label: 'API', position: 'left'},
    {href: urls.cloud, label: 'My Cloud', position: 'right', className: 'navbar-button navbar-button--primary'},
    {href: urls.shop, label: 'Shop', position: 'right', className: 'navbar-button navbar-button--outline'},
  ],
} satisfies Preset.ThemeConfig['navbar'];
