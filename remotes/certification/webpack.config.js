// The certification remote: certification, the enterprise profile with its receiving
// addresses and invoice headers, and the operators' certification review.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('certification');
