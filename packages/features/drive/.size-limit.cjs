// 24 → 24.5 kB (2026-11-28): the routes' listing loader (`driveRoutes(services)`) and the menus'
// load on first interaction took the package 160 B past 24 kB. `previewer/index` (2026-12-01):
// the previewer on its own for the admin's files, 4.79 kB measured when it was added.
module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '24.5 kB',
  'previewer/index': '5 kB',
  'style.css': '2 kB',
});
