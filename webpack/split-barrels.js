// Libraries shared one module at a time (antd, @platform/sdk/ui): the module each exported name comes from, and which modules the shell provides.
//
// A library shared through its index is one chunk holding everything the
// index exports, since the shell cannot know what a remote will ask for. For
// these two the index is split instead: each module behind it is a shared
// singleton of its own, the code's `import { Button } from 'antd'` becomes
// `import Button from 'antd/es/button'` at build time
// (barrel-imports-loader.js), and a page loads only the modules it uses.
const fs = require('node:fs');
const path = require('node:path');
const { importedNames, importedSubpaths } = require('./front-end-imports');

const ROOT = path.resolve(__dirname, '..');
const ANTD_ES = path.join(path.dirname(require.resolve('antd/package.json', { paths: [ROOT] })), 'es');
const SDK_UI = path.join(ROOT, 'shell', 'sdk', 'src', 'ui');

/**
 * @typedef {object} Member
 * @property {string} request  the module's own request ('antd/es/button')
 * @property {string} file     its file
 * @property {string} name     the name it exports the member under ('default' for antd's components)
 */

/** antd's components by name, read from antd's own index: { Button: { request: 'antd/es/button', ... } }. */
function antdMembers() {
  const index = fs.readFileSync(path.join(ANTD_ES, 'index.js'), 'utf8');
  const members = {};
  for (const match of index.matchAll(/export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*['"]\.\/([\w-]+)['"]/g)) {
    const folder = match[2];
    members[match[1]] = { request: `antd/es/${folder}`, file: path.join(ANTD_ES, folder, 'index.js'), name: 'default' };
  }
  if (!members.Button || !members.ConfigProvider) throw new Error(`antd's index (${ANTD_ES}) no longer lists its components as expected`);
  return members;
}

/** The SDK's page primitives by name, read from @platform/sdk/ui's index (shell/sdk/src/ui/index.ts). */
function sdkUiMembers() {
  const index = fs.readFileSync(path.join(SDK_UI, 'index.ts'), 'utf8');
  const members = {};
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
    const local = match[2];
    const file = ['.tsx', '.ts'].map((ext) => path.join(SDK_UI, local + ext)).find((candidate) => fs.existsSync(candidate));
    if (!file) throw new Error(`@platform/sdk/ui exports from ./${local}, which does not exist`);
    for (const item of match[1].split(',').map((part) => part.trim()).filter(Boolean)) {
      if (item.startsWith('type ')) continue;
      const [name, exported = name] = item.split(/\s+as\s+/).map((part) => part.trim());
      members[exported] = { request: `@platform/sdk/ui/${local}`, file, name };
    }
  }
  return members;
}

/**
 * The names of a library that are values at run time, which of them the
 * front end imports, and so which modules the shell must provide. A name
 * the library has no module for is a type imported without `type`, gone
 * once compiled.
 */
function providedRequests(library, members) {
  const names = importedNames(library);
  const all = Object.values(members);
  if (names === null) return new Set(all.map((member) => member.request));
  const requests = new Set();
  for (const name of names) if (members[name]) requests.add(members[name].request);
  // Modules imported by their own path ('antd/es/message') are provided too.
  const known = new Set(all.map((member) => member.request));
  for (const subpath of importedSubpaths(library)) {
    const request = `${library}/${subpath}`;
    if (known.has(request)) requests.add(request);
  }
  return requests;
}

const BARRELS = {
  antd: { members: antdMembers },
  '@platform/sdk/ui': { members: sdkUiMembers },
};

const cache = new Map();

/**
 * One split library: `members` (name → Member), `provided` (the requests
 * the shell provides), `files` (request → file).
 */
function barrel(library) {
  if (!cache.has(library)) {
    const members = BARRELS[library].members();
    const provided = providedRequests(library, members);
    const files = new Map(Object.values(members).map((member) => [member.request, member.file]));
    cache.set(library, { members, provided, files });
  }
  return cache.get(library);
}

module.exports = { BARRELS, barrel };
