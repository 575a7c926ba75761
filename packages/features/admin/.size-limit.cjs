module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '10 kB',
  'style.css': '800 B',
});
