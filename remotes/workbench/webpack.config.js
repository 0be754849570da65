// The workbench remote: its pages under src/pages/ are exposed to the shell.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('workbench');
