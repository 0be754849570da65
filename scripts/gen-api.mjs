// Writes the front end's API types from the server's OpenAPI document (`npm run gen:api`); `--check` fails when the committed file is stale (`npm run check:api`).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS from 'openapi-typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENT = 'openapi/openapi.json';
const OUTPUT = 'shell/sdk/src/api/schema.d.ts';

const HEADER = `/** The server's request and reply types, generated from ${DOCUMENT} by \`npm run gen:api\`: do not edit. */
`;

/**
 * The document with its operation ids left out: several operations share one
 * (\`add\`, \`update\`...), and the generator would merge those into one entry
 * of \`operations\`. Without ids every path keeps its own request and reply types.
 */
function withoutOperationIds(document) {
  const copy = structuredClone(document);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === 'object') delete operation.operationId;
    }
  }
  return copy;
}

async function generate() {
  const document = JSON.parse(readFileSync(path.join(ROOT, DOCUMENT), 'utf8'));
  const types = await openapiTS(withoutOperationIds(document), { commentHeader: HEADER });
  return types.endsWith('\n') ? types : `${types}\n`;
}

const text = await generate();
if (process.argv.includes('--check')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gen-api-'));
  const fresh = path.join(dir, 'schema.d.ts');
  writeFileSync(fresh, text);
  let committed = '';
  try {
    committed = readFileSync(path.join(ROOT, OUTPUT), 'utf8');
  } catch {
    // Missing counts as stale.
  }
  const same = committed === readFileSync(fresh, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  if (!same) {
    console.error(`${OUTPUT} is stale: it differs from what ${DOCUMENT} generates. Run \`npm run gen:api\` and commit the result.`);
    process.exit(1);
  }
} else {
  writeFileSync(path.join(ROOT, OUTPUT), text);
  console.log(`${OUTPUT} written from ${DOCUMENT}`);
}
