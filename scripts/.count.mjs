import {chromium} from 'playwright-core';
import {startStaticServer} from './lib/staticServer.mjs';
const s = await startStaticServer(process.argv[2]);
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu']});
const ctx = await b.newContext({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});
const p = await ctx.newPage();
await p.addInitScript(() => {
  const COMPONENT_TAGS = new Set([0, 1, 2, 11, 14, 15]);
  window.__components = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {},
    onCommitFiberRoot(_id, root) {
      let n = 0; const stack = [root.current];
      while (stack.length) { const f = stack.pop(); if (COMPONENT_TAGS.has(f.tag)) n++; if (f.child) stack.push(f.child); if (f.sibling) stack.push(f.sibling); }
      window.__components.push(n);
    },
  };
});
await p.goto(s.origin + (process.argv[3] ?? '/kien-thuc/python/phan-tich-co-phieu-voi-pandas'));
await p.waitForSelector('html[data-has-hydrated=true]');
await p.waitForTimeout(1500);
console.log(await p.evaluate(() => window.__components));
await b.close(); s.server.close();
