// Raised with the dashboard, logs, files, tags and user page screens (18.3 kB and 1.08 kB
// measured when they were added); the dashboard's chart library is a dependency, outside it.
module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '19.5 kB',
  'style.css': '1.2 kB',
});
