// Webpack settings shared by the shell (the Module Federation host) and every
// remote, so the builds differ only in what makes them different: their
// entry, their output folder and what they expose.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { EsbuildPlugin } = require('esbuild-loader');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');

// Libraries that must exist exactly once on a page: React state, the router
// context, the antd theme (cssinjs cache) and the query client are all held
// in module-level singletons, so a second copy would silently split them.
// Icons are not shared: each build keeps only the icons it uses.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/cssinjs',
  '@tanstack/react-query',
  '@platform/sdk',
  '@platform/sdk/ui',
];

function installedVersion(name) {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  const manifest = path.join(ROOT, 'node_modules', pkgName, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/**
 * The share-scope configuration. The host provides every singleton; remotes
 * consume them. Remotes keep no fallback copy (`import: false`): they are only
 * ever mounted inside the shell, and skipping the copies keeps both the build
 * and the deployed output small.
 */
function sharedModules({ role }) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(name);
      const config = { singleton: true, requiredVersion: `^${version}` };
      if (role === 'host') config.version = version;
      if (role === 'remote') config.import = false;
      return [name, config];
    }),
  );
}

/**
 * A remote exposes each of its pages by convention: the folder
 * `src/pages/<Page>/index.tsx` becomes the module './<Page>', which a menu
 * node names as `<remote>/<Page>`.
 */
function exposedPages(dir) {
  const pagesDir = path.join(ROOT, dir, 'src', 'pages');
  return Object.fromEntries(
    fs
      .readdirSync(pagesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(pagesDir, entry.name, 'index.tsx')))
      .map((entry) => [`./${entry.name}`, `./src/pages/${entry.name}/index.tsx`]),
  );
}

/**
 * gzip and brotli copies of every script, style sheet and page beside it, so
 * the server sends ready bytes (`ServeDir::precompressed_*`) instead of
 * compressing each response.
 */
function precompressed() {
  const test = /\.(js|css|html|svg)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9, compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 1024,
      minRatio: 0.9,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * One build of the front end.
 * @param {object} options
 * @param {string} options.name        federation name; also the remote's global
 * @param {string} options.dir         folder of the package, relative to the repo root
 * @param {'host'|'remote'} options.role
 * @param {string} options.outputDir   absolute output folder
 * @param {string} options.publicPath  where the output is served from
 * @param {webpack.WebpackPluginInstance[]} [options.plugins]
 * @param {object} [options.clean]     output.clean setting
 */
function createConfig({ name, dir, role, outputDir, publicPath, plugins = [], clean = true }) {
  const context = path.join(ROOT, dir);
  const federation =
    role === 'host'
      ? { name, shared: sharedModules({ role }) }
      : {
          name,
          filename: 'remoteEntry.js',
          // Set on window explicitly: the minifier wraps each file in a function,
          // which would hide a top-level `var` from the shell's loader.
          library: { type: 'window', name },
          exposes: exposedPages(dir),
          shared: sharedModules({ role }),
        };

  return {
    name,
    mode: 'production',
    context,
    devtool: false,
    // A remote needs no entry of its own: the federation plugin emits remoteEntry.js.
    entry: role === 'host' ? { main: './src/index.ts' } : {},
    output: {
      path: outputDir,
      publicPath,
      uniqueName: `platform_${name}`,
      filename: role === 'host' ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      chunkFilename: role === 'host' ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      cssFilename: 'assets/[name].[contenthash:8].css',
      cssChunkFilename: 'assets/[name].[contenthash:8].css',
      clean,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', tsconfig: path.join(ROOT, 'tsconfig.json') },
        },
      ],
    },
    experiments: { css: true },
    optimization: {
      minimizer: [new EsbuildPlugin({ target: 'es2020', css: true })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [new webpack.container.ModuleFederationPlugin(federation), ...precompressed(), ...plugins],
  };
}

/** The build of remotes/<name>: dist/remotes/<name>/remoteEntry.js, served from /remotes/<name>/. */
function remoteConfig(name) {
  return createConfig({
    name,
    dir: `remotes/${name}`,
    role: 'remote',
    outputDir: path.join(DIST, 'remotes', name),
    publicPath: `/remotes/${name}/`,
  });
}

module.exports = { ROOT, DIST, createConfig, remoteConfig };
