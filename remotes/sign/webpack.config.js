// The sign remote: e-signature (电子签章): opening the service, the company's seals and signing the contracts of its paid orders.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('sign');
