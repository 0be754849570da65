// The partner remote: 合作伙伴 (applying to become a partner, registering and managing its apps) and the operators' reviews of both.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('partner');
