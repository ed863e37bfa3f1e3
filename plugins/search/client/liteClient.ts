/**
 * Stands in for `algoliasearch/lite` in local mode (aliased by plugins/search): the theme's /search/ page builds
 * its client with `liteClient(appId, apiKey)` and gets one answered from the offline index instead.
 */
import siteConfig from '@generated/docusaurus.config';
import {createLocalSearchClient} from './localClient';

export function liteClient(): ReturnType<typeof createLocalSearchClient> {
  return createLocalSearchClient({baseUrl: siteConfig.baseUrl});
}
