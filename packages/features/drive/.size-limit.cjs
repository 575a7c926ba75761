module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '23.5 kB',
  'style.css': '2 kB',
});
