#!/usr/bin/env node
// Builds the one native module the portal compiles, better-sqlite3, for the Node.js the portal
// runs on: the `node` package (Node 24 LTS) that npm scripts find first on their PATH, whatever
// Node the machine has. Runs as the root `postinstall`, after every package is in place; the
// module's own install script is not allowed to run (package.json `allowScripts`), since it would
// build for whichever Node ran `npm ci` and try to download headers or binaries. The headers come
// from the `node` package's platform package, so nothing is downloaded. Skips the build when the
// module already loads under that Node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const nodeBinary = join(root, 'node_modules', 'node', 'bin', 'node');
const platformPackage = join(root, 'node_modules', 'node', 'node_modules', `node-${process.platform}-${process.arch}`);
const moduleDir = dirname(require.resolve('better-sqlite3/package.json'));

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status === 0;
}

if (!existsSync(nodeBinary) || !existsSync(join(platformPackage, 'include', 'node'))) {
  console.error(`build-native: the node package is missing (${nodeBinary}); run npm ci again.`);
  process.exit(1);
}
const loads = () =>
  run(nodeBinary, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: root, stdio: 'ignore' });
if (loads()) {
  console.log('build-native: better-sqlite3 already loads under the portal Node; nothing to build.');
  process.exit(0);
}
const version = spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`build-native: building better-sqlite3 for Node ${version} (takes a minute or two)`);
const nodeGyp = require.resolve('node-gyp/bin/node-gyp.js');
const built = run(nodeBinary, [nodeGyp, 'rebuild', '--release', `--nodedir=${platformPackage}`], {
  cwd: moduleDir,
  // The machine's npm may name its own Node's headers (npm_config_nodedir); these are Node 24's.
  env: {
    ...process.env,
    npm_config_nodedir: platformPackage,
    PATH: `${dirname(nodeBinary)}:${process.env.PATH ?? ''}`,
  },
});
if (!built || !loads()) {
  console.error('build-native: better-sqlite3 did not build for the portal Node (needs python3, make and g++).');
  process.exit(1);
}
console.log('build-native: better-sqlite3 built.');
