module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '14.5 kB',
  'style.css': '1 kB',
});
