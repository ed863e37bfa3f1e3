// This runs in Node.js - Don't use client-side code here (browser APIs, JSX...)
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docFileFor, docIdForFile, manifest} from './config/manifest';
import {buildSidebar} from './config/sidebar';

/** One sidebar, in manifest order, holding every written page that the manifest lists with `sidebar: true`. */
const sidebars: SidebarsConfig = {
  docs: buildSidebar(manifest, (route) => {
    const file = docFileFor(route);
    return file && docIdForFile(file);
  }),
};

export default sidebars;
