// The open platform remote: 接口凭证 and 调用明细 (a company's credentials and calls), 接口发布 (partners' APIs), 开发文档 and the operators' 接口审核.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('openplatform');
