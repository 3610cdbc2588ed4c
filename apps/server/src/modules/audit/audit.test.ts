import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { staffAccounts } from '../staff/staff.schema.ts';
import { auditEntries } from './audit.schema.ts';
import { createAuditRepository, createAuditTrail } from './index.ts';

const { app, database } = await buildTestApp();
const audit = createAuditTrail({
  repository: createAuditRepository(database.db),
  describeStaff: async () => new Map(),
});
const staff = await database.db.select().from(staffAccounts);
const idOf = (email: string) => staff.find((s) => s.email === email)!.id;
const owner = idOf('owner@example.com');
const manager = idOf('catalogue@example.com');

// Entries at known times: two by the owner on a product, one by the manager on another, a day apart.
await database.db.insert(auditEntries).values([
  {
    actorStaffId: owner,
    at: new Date('2026-01-01T10:00:00Z'),
    action: 'product.updated',
    entityType: 'product',
    entityId: 'p-1',
    before: { price: 1000 },
    after: { price: 1200 },
  },
  {
    actorStaffId: owner,
    at: new Date('2026-01-02T10:00:00Z'),
    action: 'product.archived',
    entityType: 'product',
    entityId: 'p-1',
  },
  {
    actorStaffId: manager,
    at: new Date('2026-01-03T10:00:00Z'),
    action: 'product.created',
    entityType: 'product',
    entityId: 'p-2',
    after: { name: 'منتج' },
  },
]);

const list = async (query: string) => {
  const response = await app.inject({
    url: `/admin-api/audit-entries?${query}`,
    headers: (await signInAsStaff(app, 'owner')).headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { action: string; entityId: string; actor: { email: string }; before: unknown; after: unknown }[];
    total: number;
  };
};

describe('the audit trail', () => {
  it('lists newest first with the actor, the entity and before/after', async () => {
    const page = await list('entityType=product');
    expect(page.total).toBe(3);
    expect(page.items.map((e) => e.action)).toEqual(['product.created', 'product.archived', 'product.updated']);
    expect(page.items[2]).toMatchObject({
      actor: { email: 'owner@example.com' },
      before: { price: 1000 },
      after: { price: 1200 },
    });
  });

  it('filters by actor, entity and time range, and pages', async () => {
    expect((await list(`entityType=product&actor=${manager}`)).items.map((e) => e.entityId)).toEqual(['p-2']);
    expect((await list('entityType=product&entityId=p-1')).total).toBe(2);
    const range = await list('entityType=product&from=2026-01-02T00:00:00Z&to=2026-01-03T00:00:00Z');
    expect(range.items.map((e) => e.action)).toEqual(['product.archived']);
    const second = await list('entityType=product&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((e) => e.action)).toEqual(['product.updated']);
  });

  it('refuses a bad filter with a 400', async () => {
    const owner = await signInAsStaff(app, 'owner');
    for (const query of ['actor=nobody', 'from=2026-01-03T00:00:00Z&to=2026-01-02T00:00:00Z', 'pageSize=1000']) {
      const response = await app.inject({ url: `/admin-api/audit-entries?${query}`, headers: owner.headers });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('records inside the write’s transaction: a write that fails leaves no entry', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await audit.record(tx, {
          actorStaffId: owner,
          action: 'product.updated',
          entityType: 'product',
          entityId: 'p-rolled-back',
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await list('entityId=p-rolled-back')).total).toBe(0);
  });
});
