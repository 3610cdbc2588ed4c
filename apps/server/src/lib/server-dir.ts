import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found by walking up from this module to the first package.json: this code runs
 * from src/lib/ (tests, tsx) and from the bundle in build/, at different depths, and reads
 * files that stay in the repository (migrations, translation seeds, the storefront build).
 */
function packageDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const serverDir = packageDir(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.resolve(serverDir, '../..');
