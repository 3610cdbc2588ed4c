export * from './errors.ts';
export * from './locale.ts';
export * from './theme.ts';
export * from './menu.ts';
export * from './price.ts';
export * from './public-config.ts';
export * from './color.ts';
export * from './accept-language.ts';
