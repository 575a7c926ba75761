module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '12.5 kB',
  'style.css': '700 B',
});
