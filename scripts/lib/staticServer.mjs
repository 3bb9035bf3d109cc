/**
 * A small static server for build/ that behaves like Firebase Hosting for the
 * benchmark: clean URLs (/x serves x.html), firebase.json's rewrites to a
 * page (the classroom's one HTML shell for every path under /lop-hoc and
 * /hoc-thu), 404.html, and brotli/gzip compression of text responses, as the
 * CDN does in production.
 */
import {createServer} from 'node:http';
import {readFileSync} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompressSync, gzipSync, constants} from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.zip': 'application/zip',
  '.pf_meta': 'application/octet-stream',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(root, pathname) {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, path.join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root) && (await isFile(file))) return file;
  }
  return null;
}

/** A hosting glob (`/lop-hoc/**`) as a regular expression: `**` any path, `*` one segment. */
export function globPattern(glob) {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The page a path is rewritten to by hosting rewrites ([{source, destination}],
 * firebase.json's; function rewrites are left out), or null. As on Firebase
 * Hosting, rewrites apply only when no file matches the path.
 */
export function rewriteDestination(rewrites, pathname) {
  const rule = rewrites.find((entry) => entry.destination && globPattern(entry.source).test(pathname));
  return rule ? rule.destination : null;
}

/** The hosting rewrites of a Firebase config file (firebase.json), or none. */
export function hostingRewrites(configFile = 'firebase.json') {
  try {
    return JSON.parse(readFileSync(configFile, 'utf8')).hosting?.rewrites ?? [];
  } catch {
    return [];
  }
}

export function startStaticServer(root, port = 0, {rewrites = hostingRewrites()} = {}) {
  const absoluteRoot = path.resolve(root);
  // Compressed bodies are cached, as the CDN caches them: compressing on every
  // request would show up in the measurements as server time.
  const compressed = new Map();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = await resolveFile(absoluteRoot, url.pathname);
    const destination = file ? null : rewriteDestination(rewrites, url.pathname);
    if (destination) file = await resolveFile(absoluteRoot, destination);
    let status = 200;
    if (!file) {
      file = path.join(absoluteRoot, '404.html');
      status = 404;
    }
    const ext = path.extname(file);
    let body = await readFile(file);
    const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream'};
    if (/\/assets\/|\/vendor\//.test(url.pathname)) {
      headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext)) {
      const encoding = accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : null;
      if (encoding) {
        const key = `${encoding}:${file}`;
        if (!compressed.has(key)) {
          compressed.set(
            key,
            encoding === 'br'
              ? brotliCompressSync(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}})
              : gzipSync(body, {level: 9}),
          );
        }
        body = compressed.get(key);
        headers['Content-Encoding'] = encoding;
      }
      headers.Vary = 'Accept-Encoding';
    }
    res.writeHead(status, headers);
    res.end(body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({server, origin: `http://127.0.0.1:${address.port}`});
    });
  });
}
