module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '6 kB',
  'style.css': '350 B',
});
