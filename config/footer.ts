import type * as Preset from '@docusaurus/preset-classic';
import {copyrightLine, products, urls} from '../src/data/facts';

/** The three footer columns of the spec: product links, community, social. */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Product',
      items: [
        {label: 'Veltro website', href: urls.mainSite},
        {label: products.cloud, href: urls.cloud},
        {label: 'Shop', href: urls.shop},
        {label: 'Search the docs', to: '/search/'},
      ],
    },
    {
      title: 'Community',
      items: [{label: `${products.core} source code`, href: urls.source}],
    },
    {
      title: 'Social',
      items: [
        {label: 'Forum', href: urls.forum},
        {label: 'Professional network', href: urls.network},
        {label: 'Video channel', href: urls.video},
      ],
    },
  ],
  copyright: copyrightLine,
} satisfies Preset.ThemeConfig['footer'];
