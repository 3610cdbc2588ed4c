import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPE_TARGETS, renderApiTypes } from '../src/cli/api-types.ts';
import { buildTestApp } from './helper.ts';

const { app } = await buildTestApp();

describe("the web apps' API types", () => {
  it('are those of the OpenAPI document the server serves (npm run api:types rewrites them)', async () => {
    const document = (await app.inject('/docs/json')).json();
    for (const target of API_TYPE_TARGETS)
      expect(readFileSync(target.file, 'utf8'), target.file).toBe(await renderApiTypes(document, target));
  });
});
