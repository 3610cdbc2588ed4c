/** SPEC §2: the search results page and its keyword parameter. */
export const SEARCH_PATH = '/search/filterSearch';
export const KEYWORD_PARAM = 'keyword';
