// Module boundaries, checked by `npm run lint:boundaries` (part of `npm run validate`); see
// docs/decisions/021-enforced-boundaries.md. Each rule names the seam it protects.
const modules = '^apps/server/src/modules';
const schemaFile = '\\.schema\\.ts$';
const testFile = '(\\.test\\.ts$|^apps/server/test/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-deep-import',
      comment:
        'Another server module is reached only through its public entry, modules/<name>/index.ts. ' +
        'Export what you need from there (a service, a type), or ask for it in the composition root.',
      severity: 'error',
      from: { path: `${modules}/([^/]+)/`, pathNot: [schemaFile] },
      to: {
        path: `${modules}/([^/]+)/`,
        pathNot: [`${modules}/$1/`, `${modules}/[^/]+/index\\.ts$`, `${modules}/[^/]+/.+${schemaFile}`],
      },
    },
    {
      name: 'server-module-tables',
      comment:
        "Another module's tables are its own: a module reads them through that module's service. Table " +
        'files may reference each other (foreign keys), and db/schema.ts and tests may use them.',
      severity: 'error',
      from: { path: `${modules}/([^/]+)/`, pathNot: [schemaFile, testFile] },
      to: { path: `${modules}/([^/]+)/.+${schemaFile}`, pathNot: [`${modules}/$1/`] },
    },
    {
      name: 'server-outside-module-deep-import',
      comment:
        'Code outside the modules (app, plugins, seed, cli, lib, tests) uses a module through its ' +
        'index.ts, or the composition root modules/index.ts; tables (db/schema.ts, tests) directly.',
      severity: 'error',
      from: { path: '^apps/server/', pathNot: [`${modules}/`] },
      to: {
        path: `${modules}/`,
        pathNot: [`${modules}/index\\.ts$`, `${modules}/[^/]+/index\\.ts$`, schemaFile],
      },
    },
    {
      name: 'server-module-cycle',
      comment:
        'Modules depend on each other in one direction only (the composition root, modules/index.ts, ' +
        'wires services the other way round when a module needs a later one, e.g. issueTokens).',
      severity: 'error',
      from: { path: `${modules}/` },
      to: { path: `${modules}/`, circular: true },
    },
    {
      name: 'storefront-imports-server',
      comment:
        'The storefront talks to the server over HTTP only; shared shapes live in packages/contracts. ' +
        'Only a test may read the server (to check that both sides agree, e.g. on translation keys).',
      severity: 'error',
      from: { path: '^apps/storefront/', pathNot: ['\\.test\\.tsx?$'] },
      to: { path: '^apps/server/' },
    },
    {
      name: 'admin-and-storefront-apart',
      comment:
        'The admin app talks to the server over HTTP only, and it and the storefront never import each ' +
        "other: shoppers' pages must never load back-office code (ADR 032).",
      severity: 'error',
      from: { path: '^apps/(admin|storefront)/', pathNot: ['\\.test\\.tsx?$'] },
      to: { path: '^apps/(server|admin|storefront)/', pathNot: ['^apps/$1/'] },
    },
    {
      name: 'contracts-imports-an-app',
      comment: 'packages/contracts is shared by both apps and depends on neither.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'storefront-cross-feature-import',
      comment:
        'A storefront feature does not import another feature: features talk through app/lib or ' +
        'app/components (move the shared piece there).',
      severity: 'error',
      from: { path: '^apps/storefront/app/features/([^/]+)/' },
      to: { path: '^apps/storefront/app/features/([^/]+)/', pathNot: ['^apps/storefront/app/features/$1/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
