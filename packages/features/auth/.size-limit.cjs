module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '7 kB',
  'style.css': '500 B',
});
