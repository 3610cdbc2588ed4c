/**
 * `npm start` serves what ships: React (server rendering here, and the storefront build it
 * starts) reads NODE_ENV, and anything but "production" picks its development build, several
 * times slower. A test runner's NODE_ENV=test is overridden on purpose, so end-to-end tests
 * exercise the real thing. Set before the server is imported: in the bundle (apps/server/build)
 * a static import's packages would load before this line ran.
 */
process.env.NODE_ENV = 'production';
await import('./serve.ts');

export {};
