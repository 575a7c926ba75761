// Raised with the share dialog's address suggestions (`drive.suggest_emails`) and the human
// check before a new public link (`recaptcha.enable.link_creation`), issue 26: 7.87 kB measured.
module.exports = require('../../../scripts/size-limit-feature.cjs')({
  index: '8 kB',
  'style.css': '550 B',
});
