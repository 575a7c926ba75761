module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '10.5 kB',
  'style.css': '700 B',
});
