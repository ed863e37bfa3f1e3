/**
 * Stands in for `algoliasearch/lite` in local mode (aliased by plugins/search): the theme's /search/ page builds
 * its client with `liteClient(appId, apiKey)` and gets one answered from the offline index instead, with the
 * reader's device's pages weighed up as in the search bar.
 */
import siteConfig from '@generated/docusaurus.config';
import {myDevicePageWeight} from '@site/src/utils/myDevice/search';
import {createLocalSearchClient} from './localClient';

export function liteClient(): ReturnType<typeof createLocalSearchClient> {
  return createLocalSearchClient({baseUrl: siteConfig.baseUrl, pageWeight: myDevicePageWeight});
}
