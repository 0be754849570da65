// What the front end's sources (the shell, the SDK, the remotes) import from a library, read at build time for the shared modules.
//
// The shell, the SDK and every remote are built together from this
// repository, so what they take from a shared library is known before the
// build: the shell then shares just that (webpack/shared-subsets.js,
// webpack/antd-components.js).
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

let cachedSources;

/** Every TypeScript source of the shell, the SDK and the remotes, with its text (tests and type declarations left out). */
function sources() {
  if (cachedSources) return cachedSources;
  const roots = [path.join(ROOT, 'shell', 'src'), path.join(ROOT, 'shell', 'sdk', 'src')];
  const remotes = path.join(ROOT, 'remotes');
  for (const entry of fs.readdirSync(remotes, { withFileTypes: true })) {
    if (entry.isDirectory()) roots.push(path.join(remotes, entry.name, 'src'));
  }
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push({ file: full, text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  roots.forEach(walk);
  cachedSources = files;
  return files;
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The names imported from `library` anywhere in the front end (type-only
 * imports left out), or null when some file takes the whole module (a
 * namespace or default import, a re-export of everything, a dynamic import).
 */
function importedNames(library) {
  const from = `from\\s*['"]${escape(library)}['"]`;
  const named = new RegExp(`(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*${from}`, 'g');
  const whole = new RegExp(
    `(import\\s+(\\*\\s+as\\s+\\w+|(?!type\\b)\\w+)\\s*(,\\s*\\{[^}]*\\})?|export\\s*\\*(\\s+as\\s+\\w+)?)\\s*${from}|import\\(\\s*['"]${escape(library)}['"]\\s*\\)`,
  );
  const names = new Set();
  for (const { text } of sources()) {
    if (!text.includes(library)) continue;
    if (whole.test(text)) return null;
    for (const match of text.matchAll(named)) {
      if (match[2]) continue; // import type { ... }
      for (const item of match[3].split(',').map((part) => part.trim()).filter(Boolean)) {
        if (item.startsWith('type ')) continue;
        names.add(item.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return names;
}

/** The deeper paths of a package the front end imports by name ('antd/es/message' → 'es/message'), static or dynamic. */
function importedSubpaths(library) {
  const pattern = new RegExp(`(?:from\\s*|import\\(\\s*)['"]${escape(library)}/([^'"]+)['"]`, 'g');
  const found = new Set();
  for (const { text } of sources()) {
    for (const match of text.matchAll(pattern)) found.add(match[1]);
  }
  return found;
}

module.exports = { importedNames, importedSubpaths, sources };
