import type { TestProject } from 'vitest/node';
import { createTestTemplate, removeTestTemplate } from './database-template.ts';

/** Runs once per vitest project: seeds the template every API test file copies. */
export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DATABASE_KIND === 'postgres' ? 'postgres' : 'pglite';
  const template = await createTestTemplate(kind, process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', template);
  return () => removeTestTemplate(template);
}
