module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '12 kB',
  'style.css': '1.5 kB',
});
