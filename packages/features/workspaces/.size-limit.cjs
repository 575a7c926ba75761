module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '3.75 kB',
  'style.css': '250 B',
});
