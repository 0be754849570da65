// The content console remote: the operators' 内容管理 pages under src/pages/.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('content');
