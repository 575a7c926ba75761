module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '16 kB',
  'style.css': '2 kB',
});
