// Theme and tenancy constants, kept apart from the schemas so a browser bundle can use them
// without zod.

/** SPEC §9: main menu used when the theme names none. */
export const FALLBACK_MAIN_MENU_ID = 53;
/** SPEC §9: tenant and web-app ids are fixed at 1 in menu and theme calls. */
export const TENANT_ID = 1;
export const WEB_APP_ID = 1;
