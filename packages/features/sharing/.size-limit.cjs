module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '7.5 kB',
  'style.css': '550 B',
});
