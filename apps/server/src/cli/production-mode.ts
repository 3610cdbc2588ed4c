/**
 * `npm start` serves what ships: React (server rendering here, and the storefront build it
 * starts) reads NODE_ENV, and anything but "production" picks its development build, several
 * times slower. Imported first by the start script, before any module that loads React; a test
 * runner's NODE_ENV=test is overridden on purpose, so end-to-end tests exercise the real thing.
 */
process.env.NODE_ENV = 'production';
