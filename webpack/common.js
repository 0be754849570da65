// Webpack settings shared by the shell (the Module Federation host) and every
// remote, so the builds differ only in what makes them different: their
// entry, their output folder and what they expose.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { EsbuildPlugin } = require('esbuild-loader');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { BARRELS, barrel } = require('./split-barrels');
const { subsetModule } = require('./shared-subsets');
const { ExposedPageFiles } = require('./preload-hints');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');

// Libraries that must exist exactly once on a page: React state, the router
// context, the antd theme (cssinjs cache) and the query client are all held
// in module-level singletons, so a second copy would silently split them.
// antd and the SDK's page primitives (@platform/sdk/ui) are singletons too,
// shared a module at a time (see `splitShared`).
// Icons are not shared: each build keeps only the icons it uses.
const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-router-dom', '@ant-design/cssinjs', '@tanstack/react-query', '@platform/sdk'];

// Shared as the names the front end imports, not as the whole library: the
// router's and the query client's packages are mostly parts this site never
// calls (data routers, server rendering, streaming), and a shared module
// cannot be tree-shaken by its consumers (webpack/shared-subsets.js).
const SUBSETS = ['react-router-dom', '@tanstack/react-query'];

function installedVersion(name) {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  const manifest = path.join(ROOT, 'node_modules', pkgName, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/**
 * antd and @platform/sdk/ui, shared one module at a time. Shared through its
 * index, antd is a single chunk of every component (some 450 kB gzipped)
 * that the first page using any of it must load, and the SDK's page
 * primitives bring every component any of them uses (the tables, uploads and
 * editors of the consoles). Instead each module behind the index
 * (`antd/es/button`, `@platform/sdk/ui/ListPage`) is a singleton of its own:
 * the shell provides every one the shell, the SDK or a remote imports (found
 * in their sources at build time, split-barrels.js), and a page loads only
 * the modules it uses (the code still writes `import { Button } from 'antd'`,
 * barrel-imports-loader.js). What those modules share inside (antd's config
 * context, the form store, the motion and portal helpers, the SDK's
 * certification drawer state) are modules of the shell alone, reached by
 * relative paths, so they still exist once.
 */
function splitShared({ role }) {
  return Object.assign(
    {},
    ...Object.keys(BARRELS).map((library) => {
      const version = installedVersion(library);
      const base = { singleton: true, requiredVersion: `^${version}` };
      // Remotes take every module from the shell and keep no copy.
      if (role === 'remote') return { [`${library}/`]: { ...base, import: false } };
      const { provided, files } = barrel(library);
      return Object.fromEntries(
        [...provided].map((request) => [
          request,
          // The absolute path makes the shell provide the module even where
          // the shell itself never imports it.
          { ...base, version, import: files.get(request), shareKey: request },
        ]),
      );
    }),
  );
}

/**
 * The share-scope configuration. The host provides every singleton; remotes
 * consume them. Remotes keep no fallback copy (`import: false`): they are only
 * ever mounted inside the shell, and skipping the copies keeps both the build
 * and the deployed output small.
 */
function sharedModules({ role }) {
  return {
    ...Object.fromEntries(
      SINGLETONS.map((name) => {
        const version = installedVersion(name);
        const config = { singleton: true, requiredVersion: `^${version}` };
        if (role === 'host') config.version = version;
        if (role === 'host' && SUBSETS.includes(name)) config.import = subsetModule(name);
        if (role === 'remote') config.import = false;
        return [name, config];
      }),
    ),
    ...splitShared({ role }),
  };
}

/**
 * How the shell's parts loaded on demand are cut. antd's components, each
 * shared on its own (see `splitShared`), lean on a common core: the config
 * context, the theme, the motion, portal and icon helpers. What many of them
 * use goes into one part of its own, loaded with the first antd component a
 * page shows, instead of a copy in every component's part. The first page's
 * own part (`bootstrap`, no antd) keeps what it uses, so it never waits for
 * that core. (Measured with bench/first-load.mjs on login, the public antd
 * pages and the consoles.)
 */
const NODE_MODULES = /[\\/]node_modules[\\/]/;
// Not antd's: React, the SDK's client, the shared re-exports, the rich-text editor.
const NOT_ANTD_CORE = /[\\/]node_modules[\\/](react|react-dom|scheduler|axios|js-cookie|\.cache|@tiptap|prosemirror-[\w-]+|@platform)[\\/]/;

function hostSplitChunks() {
  return {
    chunks: 'async',
    // A workbench page takes a few dozen components; below this webpack would copy modules instead of sharing them.
    maxAsyncRequests: 60,
    cacheGroups: {
      antdCore: {
        name: 'antd-core',
        // antd and the packages it builds on; not React, nor what only the first page or the editor use.
        test: (module) => NODE_MODULES.test(module.resource ?? '') && !NOT_ANTD_CORE.test(module.resource ?? ''),
        chunks: (chunk) => chunk.name !== 'bootstrap',
        // Used by ten or more parts: the console pages' common ground, not every component's internals
        // (a larger core makes login and the public antd pages wait for tables and pickers).
        minChunks: 10,
        priority: 20,
        reuseExistingChunk: true,
      },
    },
  };
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
          // Loaders run last to first: esbuild strips the types, then the split libraries' imports go per module.
          use: [
            { loader: path.join(__dirname, 'barrel-imports-loader.js') },
            { loader: 'esbuild-loader', options: { target: 'es2020', tsconfig: path.join(ROOT, 'tsconfig.json') } },
          ],
        },
      ],
    },
    experiments: { css: true },
    optimization: {
      minimizer: [new EsbuildPlugin({ target: 'es2020', css: true })],
      ...(role === 'host' ? { splitChunks: hostSplitChunks() } : {}),
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
    plugins: [new ExposedPageFiles(name)],
  });
}

module.exports = { ROOT, DIST, createConfig, remoteConfig };
