// The account remote: the company's points account (balance, top-ups, records, account password) and the operators' freeze.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('account');
