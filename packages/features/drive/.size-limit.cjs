module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '24 kB',
  'style.css': '2 kB',
});
