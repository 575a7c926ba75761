// 24 → 24.5 kB (2026-11-28): the routes' listing loader (`driveRoutes(services)`) and the menus'
// load on first interaction took the package 160 B past 24 kB.
module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '24.5 kB',
  'style.css': '2 kB',
});
