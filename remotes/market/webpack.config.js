// The market remote, the operators' content console: the operators' 内容管理 pages under src/pages/.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('market');
