import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { errorForLog } from './log-serializers.ts';

describe('errorForLog', () => {
  it('keeps a failed query’s SQL, code and constraint but none of its parameters or the row it quoted', () => {
    const driverError = Object.assign(
      new Error('duplicate key value violates unique constraint "customers_phone_key"'),
      {
        severity: 'ERROR',
        code: '23505',
        constraint: 'customers_phone_key',
        detail: 'Key (phone)=(+96551239876) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'update "customers" set "phone" = $1 where "id" = $2',
      ['+96551239876', 'x'],
      driverError,
    );
    const logged = errorForLog(error);
    expect(logged).toMatchObject({
      message: 'Failed query: update "customers" set "phone" = $1 where "id" = $2',
      cause: { code: '23505', constraint: 'customers_phone_key' },
    });
    expect(JSON.stringify(logged)).not.toContain('51239876');
    expect(logged.stack).toMatch(/^Error: Failed query: update[^\n]*\n {4}at /);
  });
});
