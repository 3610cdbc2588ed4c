import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from '../src/cli/api-types.ts';
import { buildTestApp } from './helper.ts';

const { app } = await buildTestApp();

describe("the storefront's API types", () => {
  it('are those of the OpenAPI document the server serves (npm run api:types rewrites them)', async () => {
    const document = (await app.inject('/docs/json')).json();
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await renderApiTypes(document));
  });
});
