// Webpack loader: turns `import { Button, Form } from 'antd'` into one import per module ('antd/es/button', 'antd/es/form'), likewise for @platform/sdk/ui.
//
// Those libraries are shared between the shell and the remotes one module at
// a time (split-barrels.js, webpack/common.js): a page then loads the parts
// it uses, never the whole library. The code keeps writing the ordinary
// `from 'antd'`; this loader runs on esbuild's output, where type-only names
// are already gone.
const { BARRELS, barrel } = require('./split-barrels');

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function rewriteLibrary(source, resource, library) {
  const { members, provided } = barrel(library);
  const quoted = `(["'])${escape(library)}\\2`;
  const named = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}\\s*;?`, 'g');
  const out = source.replace(named, (_statement, clause) => {
    const imports = [];
    for (const item of clause.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [name, local = name] = item.split(/\s+as\s+/).map((part) => part.trim());
      const member = members[name];
      if (!member) throw new Error(`${resource}: ${library} exports nothing named ${name}`);
      // The shell provides the modules its scan of the sources found (split-barrels.js); one it missed would fail in the browser.
      if (!provided.has(member.request)) throw new Error(`${resource}: ${library}'s ${name} is not among the modules the shell shares`);
      imports.push(
        member.name === 'default'
          ? `import ${local} from "${member.request}";`
          : `import { ${member.name} as ${local} } from "${member.request}";`,
      );
    }
    return imports.join('');
  });
  // Anything else would pull the whole library in: a namespace or default
  // import, a re-export, a dynamic import of the index itself.
  const whole = new RegExp(
    `import\\s+(\\*\\s+as\\s+)?\\w+\\s*(,\\s*\\{[^}]*\\})?\\s*from\\s*["']${escape(library)}["']|export\\s*(\\*|\\{[^}]*\\})\\s*from\\s*["']${escape(library)}["']|import\\s*\\(\\s*["']${escape(library)}["']\\s*\\)`,
  );
  if (whole.test(out)) {
    throw new Error(`${resource}: import ${library} by name (import { Name } from '${library}'), so a page loads only what it uses`);
  }
  return out;
}

// The router is shared as react-router-dom (as the names the front end takes
// from it, shared-subsets.js); react-router itself is not shared, so importing
// it would bring a second router whose context the shell's never reaches.
const PRIVATE_ROUTER = /(from\s*|import\s*\(\s*)["']react-router["']/;

function rewrite(source, resource) {
  if (PRIVATE_ROUTER.test(source)) throw new Error(`${resource}: import the router from 'react-router-dom', the copy the shell shares`);
  let out = source;
  for (const library of Object.keys(BARRELS)) {
    if (out.includes(library)) out = rewriteLibrary(out, resource, library);
  }
  return out;
}

module.exports = function barrelImportsLoader(source) {
  return rewrite(source, this.resourcePath);
};
module.exports.rewrite = rewrite;
