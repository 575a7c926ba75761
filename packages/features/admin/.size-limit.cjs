// Raised with the settings (eleven tabs, each a lazy chunk), localizations (list and the
// virtualised translate screen) and ads screens of issue 26: 30.2 kB and 1.38 kB measured when
// they were added (18.3 kB and 1.08 kB before). Every screen is a chunk of its own, loaded by
// its route; the dashboard's chart library is a dependency, outside it. `screen-parts` (issue
// 27) is what other features' admin screens are built from: the data table, the page heading,
// row actions and the permission picker. Raised to 33 kB with the cache, queue and realtime
// tabs, the users list's Subscribed column and filter, and full-screen section routes (issues
// 25, 26, 29): 32.49 kB measured.
module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '33 kB',
  'screen-parts': '4.8 kB',
  'style.css': '1.5 kB',
});
