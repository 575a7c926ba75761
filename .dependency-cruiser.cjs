// The dependency check (issue 24), run by `pnpm test`: no import cycle and no import against
// the house's direction (../shared/ARCHITECTURE.md), in the packages and the server alike.
// No violation is tolerated: the list of known ones the check started with is empty and gone.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: the modules cannot be understood, tested or loaded apart.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'type-import'] } },
    },
    {
      name: 'kit-stands-alone',
      severity: 'error',
      comment: '@coffer/ui is the bottom of the house: it imports no other Coffer package.',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/(core|contract|features)|apps)/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: '@coffer/contract is shared with the server: no UI, no client code.',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/(core|ui|features)|apps)/' },
    },
    {
      name: 'core-below-features',
      severity: 'error',
      comment: '@coffer/core serves the feature packages and imports none of them.',
      from: { path: '^packages/core/' },
      to: { path: '^(packages/features|apps)/' },
    },
    {
      name: 'packages-below-apps',
      severity: 'error',
      comment: 'Packages are published; they never reach into an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-uses-contract-only',
      severity: 'error',
      comment: 'The server shares the contract with the client, and nothing else of it.',
      from: { path: '^apps/server/' },
      to: { path: '^(packages/(core|ui|features)|apps/web)/' },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment: 'The server platform (db, http, mail, jobs…) uses neither the kernel nor a module.',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/(kernel|modules)/' },
    },
    {
      name: 'kernel-below-modules',
      severity: 'error',
      comment:
        'The kernel (users, roles and permissions, sessions, settings) serves every module and uses none.',
      from: { path: '^apps/server/src/kernel/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'drive-and-sharing-apart',
      severity: 'error',
      comment:
        'The drive and sharing meet through hooks the drive exposes (app.drive), not imports; only the types of those hooks cross.',
      from: { path: '^apps/server/src/modules/(drive|sharing)/' },
      to: {
        path: '^apps/server/src/modules/(drive|sharing)/',
        pathNot: '^apps/server/src/modules/$1/',
        dependencyTypesNot: ['type-only', 'type-import'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|\\.(test|stories)\\.tsx?$|\\.test-support\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@coffer/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
