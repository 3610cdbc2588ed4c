import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../test/helper.ts';
import { preparedByShape } from './prepared.ts';

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
});
