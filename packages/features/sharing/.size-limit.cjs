module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '12.5 kB',
  'ad-slot': '750 B',
  'style.css': '700 B',
});
