/**
 * Deterministic demo-shop data: pure values and generators, no I/O. The seeding code
 * inserts what these return; see README.md in this folder for what it must know.
 */
export type * from './types.ts';
export { createRandom, hashString, type Random } from './random.ts';
export {
  BANNER_COUNT,
  DEFAULT_PRODUCT_COUNT,
  bannerImageKey,
  generateCatalogue,
  renderBannerSvg,
  renderCategoryImageSvg,
  renderProductImageSvg,
  topCategoryKeyOf,
} from './catalogue.ts';
export { countries } from './geography.ts';
export {
  FOOTER_MENU_IDS,
  MAIN_MENU_ID,
  PRIMARY_COLOR,
  SHOP_NAME,
  dataListGroups,
  generateDataLists,
  menus,
  renderIconSvg,
  renderLogoSvg,
  staticPages,
  themeConfig,
} from './content.ts';
export {
  DELIVERY_SLOT_DAYS,
  deliverySlotWindows,
  demoAccounts,
  demoStaff,
  paymentProviders,
  promoCodes,
  shippingMethods,
} from './commerce.ts';
