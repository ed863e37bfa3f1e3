/**
 * Client module: the theme's inline script copies the stored `theme` (or `?docusaurus-theme=`) into `data-theme`
 * and `data-theme-choice` unchecked, and React reads a value that is no colour mode as light but never writes the
 * attributes back. A corrupted value (`<script>`, `null`, `dark"`) so left the page without a valid mode and the
 * colour toggle without an icon (its CSS picks the icon by `data-theme-choice`). This runs before React starts and
 * sets both as if the bad value were absent; a stored one is removed, so the next page starts clean.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {createStorageSlot, type ColorModeConfig} from '@docusaurus/theme-common';

type ColourMode = 'light' | 'dark';
const isColourMode = (value: string | null): value is ColourMode => value === 'light' || value === 'dark';

function repairColourMode(): void {
  const root = document.documentElement;
  const choice = root.getAttribute('data-theme-choice');
  if (isColourMode(root.getAttribute('data-theme')) && (isColourMode(choice) || choice === 'system')) return;
  const {defaultMode, respectPrefersColorScheme} = (siteConfig.themeConfig as {colorMode: ColorModeConfig}).colorMode;
  // Same key as the theme's colour mode context (`theme`, namespaced as the site's storage config says).
  const storage = createStorageSlot('theme');
  const stored = storage.get();
  if (stored !== null && !isColourMode(stored)) storage.del();
  const systemMode: ColourMode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  const fallback = respectPrefersColorScheme ? systemMode : defaultMode;
  root.setAttribute('data-theme', isColourMode(stored) ? stored : fallback);
  root.setAttribute(
    'data-theme-choice',
    isColourMode(stored) ? stored : respectPrefersColorScheme ? 'system' : defaultMode,
  );
}

if (ExecutionEnvironment.canUseDOM) repairColourMode();
