import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

const { database } = await buildTestApp();

describe('a PostgreSQL connection of the pool', () => {
  // PGlite is built without JIT compilation.
  it.skipIf(database.kind !== 'postgres')('compiles no statement just in time (ADR 052)', async () => {
    // Each of the pool's connections: those opened side by side by queries running at once.
    const settings = await Promise.all(Array.from({ length: 4 }, () => database.query('show jit')));
    expect(settings.map((result) => result.rows[0]!.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
