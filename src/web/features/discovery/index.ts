// What other features use of discovery (docs/decisions/0015): the landing page's search
// (results, URL keys, texts) and the profile page's way back to a search.
export { useDiscoverQuery } from './api/discovery-api';
export { TalentResults } from './components/talent-results';
export { changePage, changeSearch, type DiscoverParamKey, parseRoleAndCursor } from './lib/discover-params';
export { cameFromSearch } from './lib/search-origin';
export { noResultsAdvice, ratingText, rolePlural } from './lib/talent-format';
export { useDiscoverSearch } from './lib/use-discover-search';
