// One webpack run builds the shell and every remote into dist/.
const fs = require('node:fs');
const path = require('node:path');

const remotes = fs
  .readdirSync(path.join(__dirname, 'remotes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(__dirname, 'remotes', entry.name, 'webpack.config.js')))
  .map((entry) => require(`./remotes/${entry.name}/webpack.config.js`));

module.exports = [require('./shell/webpack.config.js'), ...remotes];
