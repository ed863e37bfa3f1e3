/**
 * Swizzled (DocItem/Footer, wrapper): after the theme's footer (its "Last updated on …" line, from git at build
 * time, config/freshness.ts), every doc page shows which Veltro Core and hardware versions it was checked against
 * (pages that document device behaviour: the build adds the data to their front matter from src/data/freshness.ts),
 * the age of the reader's offline copy (plugins/offline/SavedAge, nothing without a copy) and "Was this page
 * helpful?" (src/components/PageFeedback, whose form loads on first use). The theme's footer is unchanged.
 */
import {lazy, Suspense, useSyncExternalStore, type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import {checkedAgainstKey, type CheckedAgainst} from '@site/src/data/freshness';
import {readSavedFlagText, subscribeSavedFlag} from '../../../../plugins/offline/client/savedFlag';
import styles from './styles.module.css';

/**
 * Only readers with an offline copy load its age and the newer-version check. A page left open across a deploy asks
 * for a chunk the new deploy no longer has: it then shows no age rather than the crash page
 * (tests/e2e/offline.spec.ts, "a new deploy lands mid-save").
 */
const SavedAge = lazy(() => import('../../../../plugins/offline/SavedAge').catch(() => ({default: () => null})));

export default function FooterWrapper(): ReactNode {
  const {frontMatter} = useDoc();
  const hasCopy = useSyncExternalStore(subscribeSavedFlag, readSavedFlagText, () => null) !== null;
  const checked = (frontMatter as Record<string, unknown>)[checkedAgainstKey] as CheckedAgainst | undefined;
  return (
    <>
      <Footer />
      {checked && (
        <p className={styles.checked}>
          Checked against Veltro Core {checked.core} on{' '}
          {checked.hardware.map(({name, version}) => `${name} hardware ${version}`).join(' and ')}.
        </p>
      )}
      {hasCopy && (
        <Suspense fallback={null}>
          <SavedAge />
        </Suspense>
      )}
      <PageFeedback />
    </>
  );
}
