module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '30 kB',
  'style.css': '3 kB',
});
