/** theme-search-algolia's SearchBar, aliased by plugins/search/index.ts (`hostedSearchBarAlias`). */
declare module '@veltro/algolia-search-bar' {
  import type {ComponentType} from 'react';

  const SearchBar: ComponentType;
  export default SearchBar;
}
