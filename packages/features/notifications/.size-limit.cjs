module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '5 kB',
  'style.css': '650 B',
});
