import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../test/helper.ts';
import { MAX_KEPT_SHAPES, preparedByShape } from './prepared.ts';

const { database } = await buildTestApp();
const { db } = database;

describe('a read prepared by shape', () => {
  it('is built once for each shape and answers each call with its own values', async () => {
    const built: boolean[] = [];
    const arithmetic = preparedByShape((shape: { add: boolean }) => {
      built.push(shape.add);
      const n = sql.placeholder('n');
      return db
        .select({ result: shape.add ? sql<number>`${n}::int + 1` : sql<number>`${n}::int * 2` })
        .from(sql`(select 1) as one`);
    });

    expect(await arithmetic({ add: true }, { n: 1 })).toEqual([{ result: 2 }]);
    expect(await arithmetic({ add: true }, { n: 5 })).toEqual([{ result: 6 }]);
    expect(await arithmetic({ add: false }, { n: 5 })).toEqual([{ result: 10 }]);
    expect(await arithmetic({ add: true }, { n: 7 })).toEqual([{ result: 8 }]);
    expect(built).toEqual([true, false]);
  });

  it('keeps no more than MAX_KEPT_SHAPES shapes, and still answers every other one', async () => {
    const built: number[] = [];
    const plus = preparedByShape((shape: number) => {
      built.push(shape);
      return db
        .select({ result: sql<number>`${sql.placeholder('n')}::int + ${sql.raw(String(shape))}` })
        .from(sql`(select 1) as one`);
    });
    for (let shape = 0; shape < MAX_KEPT_SHAPES; shape++) await plus(shape, { n: 1 });
    expect(await plus(MAX_KEPT_SHAPES, { n: 1 })).toEqual([{ result: MAX_KEPT_SHAPES + 1 }]);
    expect(await plus(MAX_KEPT_SHAPES, { n: 2 })).toEqual([{ result: MAX_KEPT_SHAPES + 2 }]);
    // A kept shape is not built again; one past the limit is built on every call.
    expect(await plus(0, { n: 3 })).toEqual([{ result: 3 }]);
    expect(built.filter((shape) => shape === 0)).toHaveLength(1);
    expect(built.filter((shape) => shape === MAX_KEPT_SHAPES)).toHaveLength(2);
  });
});
