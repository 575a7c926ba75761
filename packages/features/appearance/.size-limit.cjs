module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '4 kB',
  'style.css': '2 kB',
});
