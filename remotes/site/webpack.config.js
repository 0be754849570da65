// The public site remote: the shell shows its pages inside the public layout.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('site');
