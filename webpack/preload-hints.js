// What the first page needs before it can show, read from the build and asked for at once: the shell's boot files as preloads in index.html, a remote's page files for the shell to preload.
//
// Without hints the first page loads in steps, each waiting for the one
// before: index.html, main.js, the boot part and the shared libraries it
// takes from the share scope, the site remote's entry, the page's own part,
// then the page's data. Every file in this list is known when the front end
// is built, so the browser can ask for them side by side instead.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadHints';

/** Each remote's exposed pages and the files each one loads ('./Front' → ['/remotes/site/544.3216.js', …]), filled as the remotes build. */
const exposedPageFiles = new Map();

function url(publicPath, file) {
  return `${publicPath}${file}`.replace(/([^:])\/{2,}/g, '$1/');
}

function chunkFiles(chunks) {
  return [...new Set([...chunks].flatMap((chunk) => [...chunk.files]))].filter((file) => /\.(js|css)$/.test(file));
}

/**
 * A remote's side: records the files of each exposed page (its own chunks,
 * scripts and styles). The shared libraries it takes come from the shell,
 * which already preloads those its boot part uses.
 */
class ExposedPageFiles {
  constructor(remote) {
    this.remote = remote;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterSeal.tap(NAME, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const pages = {};
        for (const module of compilation.modules) {
          if (module.constructor.name !== 'ContainerEntryModule') continue;
          for (const block of module.blocks) {
            const exposed = block.dependencies[0]?.exposedName;
            const group = compilation.chunkGraph.getBlockChunkGroup(block);
            if (!exposed || !group) continue;
            // Module Federation names them './Front'; the shell asks by page.
            pages[exposed.replace(/^\.\//, '')] = chunkFiles(group.chunks).map((file) => url(publicPath, file));
          }
        }
        exposedPageFiles.set(this.remote, pages);
      });
    });
  }
}

/**
 * The shell's boot files: the chunks of `group` and, recursively, those of
 * every shared module their code takes from the share scope (the shell
 * provides them all), less the entry index.html already loads.
 */
function bootFiles(compilation, group) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') providers.set(module._name, module);
  }
  const seen = new Set();
  const pending = [...(compilation.namedChunkGroups.get(group)?.chunks ?? [])];
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name !== 'ConsumeSharedModule') continue;
      const block = providers.get(module.options.shareKey)?.blocks[0];
      const provided = block && chunkGraph.getBlockChunkGroup(block);
      if (provided) pending.push(...provided.chunks);
    }
  }
  const initial = new Set(chunkFiles([...compilation.entrypoints.values()].flatMap((entry) => entry.chunks)));
  return chunkFiles(seen).filter((file) => !initial.has(file));
}

/**
 * The shell's side. index.html gets a preload for every boot file (those of
 * the chunk named `bootGroup`), and the shell's code gets `constant`: the
 * files of each page of `remote`, for the first page to preload as the shell
 * starts (the remote builds first, see `dependencies` in the shell's config).
 */
class ShellPreloads {
  constructor({ bootGroup, remote, constant }) {
    this.bootGroup = bootGroup;
    this.remote = remote;
    this.constant = constant;
  }

  apply(compiler) {
    new webpack.DefinePlugin({
      [this.constant]: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(exposedPageFiles.get(this.remote) ?? {}), true),
    }).apply(compiler);

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        // Low, as the entry's own deferred script is: they start at once but hold back no paint.
        const links = bootFiles(compilation, this.bootGroup).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: url(publicPath, file),
            as: path.extname(file) === '.css' ? 'style' : 'script',
            fetchpriority: 'low',
          }),
        );
        // After the entry's own script, which starts everything else.
        const entry = data.headTags.findIndex((tag) => tag.tagName === 'script');
        data.headTags.splice(entry < 0 ? data.headTags.length : entry + 1, 0, ...links);
        return data;
      });
    });
  }
}

module.exports = { ExposedPageFiles, ShellPreloads };
