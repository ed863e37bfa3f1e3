/**
 * The one place our own search code imports Docusaurus' search hooks from. Docusaurus 4 moves them from
 * `@docusaurus/theme-common` to `@docusaurus/theme-search-algolia/client` (4.0.0 canaries; house review 3, §1.2):
 * at that upgrade this line changes and nothing else of ours does. The SearchPage copy is re-copied from upstream
 * instead (its drift test shows the new imports).
 */
export {useSearchLinkCreator} from '@docusaurus/theme-common';
