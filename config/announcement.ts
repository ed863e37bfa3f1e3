import type * as Preset from '@docusaurus/preset-classic';

/** The announcement bar. Change the id whenever the text changes: readers who dismissed the old one see the new one. */
export const announcementBar = {
  id: 'canfd-pro-antenna-kit-2026-11',
  content:
    'The Veltro CAN-FD Pro now ships with a 4-in-1 antenna kit (2× LTE, GNSS, Wi-Fi). <a href="/hardware/">Compare the models</a>.',
  backgroundColor: '#074051',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies Preset.ThemeConfig['announcementBar'];
