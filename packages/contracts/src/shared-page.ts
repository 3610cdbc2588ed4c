/**
 * Set by a storefront page whose HTML is the same for every anonymous shopper who opens its
 * address in its language (catalogue pages: personal parts hydrate in the browser). The server
 * may keep such a page for a while and serve it again (apps/server/src/plugins/storefront.ts);
 * it never reaches the browser.
 */
export const SHARED_PAGE_HEADER = 'x-shared-page';
