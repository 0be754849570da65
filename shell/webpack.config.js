// The shell: Module Federation host served at the site root.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DIST, createConfig } = require('../webpack/common');

module.exports = createConfig({
  name: 'shell',
  dir: 'shell',
  role: 'host',
  outputDir: DIST,
  publicPath: '/',
  // The remotes build into dist/remotes/ in the same run; leave them alone.
  clean: { keep: /^remotes[\\/]/ },
  plugins: [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'public', 'index.html'),
      favicon: path.join(__dirname, 'public', 'favicon.svg'),
      scriptLoading: 'defer',
    }),
  ],
});
