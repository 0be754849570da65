// The shell: Module Federation host served at the site root.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DIST, createConfig } = require('../webpack/common');
const { ShellPreloads } = require('../webpack/preload-hints');

const config = createConfig({
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
    // The boot files as preloads in index.html; the site's page files for the first page (src/remotes/sitePages.ts).
    new ShellPreloads({ bootGroup: 'bootstrap', remote: 'site', constant: '__SITE_PAGE_FILES__' }),
  ],
});

// The site remote builds first: the shell's code carries the files of its pages.
module.exports = { ...config, dependencies: ['site'] };
