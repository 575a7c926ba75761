// Raised from 10.5 kB with the admin screens of issue 27 (plans list and editor, subscriptions
// list and editor): 16.98 kB measured when they were added. Each is a lazy chunk, loaded by its
// admin route; none is in /pricing's first load.
module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '17.5 kB',
  'style.css': '700 B',
});
