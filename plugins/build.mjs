// Builds the example launch-rule plugins from their AssemblyScript sources into plugins/examples/<name>/build/rule.wasm.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const examples = fileURLToPath(new URL('./examples/', import.meta.url));
const asc = fileURLToPath(new URL('../node_modules/.bin/asc', import.meta.url));
for (const name of readdirSync(examples)) {
  const dir = join(examples, name);
  if (!statSync(dir).isDirectory()) continue;
  mkdirSync(join(dir, 'build'), { recursive: true });
  // The stub runtime and no abort import: a plugin may import only the host's `platform` functions.
  execFileSync(asc, [join(dir, 'index.ts'), '-o', join(dir, 'build', 'rule.wasm'), '--runtime', 'stub', '--use', 'abort=', '-O3', '--noAssert'], {
    stdio: 'inherit',
  });
  console.log(`plugins/examples/${name}/build/rule.wasm`);
}
