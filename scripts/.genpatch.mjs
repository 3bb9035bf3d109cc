// Applies each client-fix loader to the installed file(s) it targets and writes the result under /tmp/patchgen/<tree>.
import {createRequire} from 'node:module';
import {execSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync, cpSync, rmSync} from 'node:fs';
import path from 'node:path';
const require = createRequire('/work/main/package.json');
const root = '/work/main';
const files = execSync(`cd ${root} && find -L node_modules/@docusaurus node_modules/react-router node_modules/react-helmet-async node_modules/@slorber -name '*.js' -not -path '*/node_modules/*/node_modules/*' 2>/dev/null`, {maxBuffer: 1e8}).toString().trim().split('\n');
const {CLIENT_FIXES} = require('jiti')(import.meta.url)('/work/main/plugins/docusaurus-client-fixes.ts');
const only = process.argv.slice(2);
rmSync('/tmp/patchgen', {recursive: true, force: true});
for (const fix of CLIENT_FIXES) {
  const name = path.basename(fix.loader, '.cjs');
  if (only.length && !only.includes(name)) continue;
  const loader = require(fix.loader);
  const tests = [fix.file].flat();
  const matched = files.filter((f) => tests.some((t) => t.test('/' + f)));
  console.log(name, matched);
  for (const f of matched) {
    const src = readFileSync(path.join(root, f), 'utf8');
    const out = loader.call({resourcePath: path.join(root, f), async: () => { throw new Error('async'); }}, src);
    const dest = path.join('/tmp/patchgen', f);
    mkdirSync(path.dirname(dest), {recursive: true});
    writeFileSync(dest, String(out));
  }
}
