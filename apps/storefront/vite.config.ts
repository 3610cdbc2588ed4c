import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // The React Router plugin compiles route modules; unit tests import plain modules without it.
  plugins: process.env.VITEST ? [] : [reactRouter()],
});
