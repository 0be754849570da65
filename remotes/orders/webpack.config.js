// The orders remote: buying a product version, declaring a product, paying for
// an order by WeChat scan-to-pay, the company's orders and the operators' declarations.
const { remoteConfig } = require('../../webpack/common');

module.exports = remoteConfig('orders');
