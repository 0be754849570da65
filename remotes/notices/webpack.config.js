// The notices remote: the message centre (消息中心) and the to-dos (待办事项) of
// the signed-in user, under the user centre.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('notices');
