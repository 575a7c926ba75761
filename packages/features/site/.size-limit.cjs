module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '9 kB',
  'style.css': '1.6 kB',
});
