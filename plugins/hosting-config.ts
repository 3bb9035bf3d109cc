import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {htmlFilesUnder} from '../scripts/lib/files.mjs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Element, Root, RootContent} from 'hast';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {resolveFirebaseSettings, type FirebaseSettings} from '../src/features/auth/firebaseConfig';
import {CSP_REPORT_API} from '../src/data/apiPaths';
import {newsletter} from '../src/data/footer';

/**
 * Firebase Hosting config with a Content-Security-Policy made for this build.
 *
 * The committed firebase.json has every hosting rule except the policy: the
 * security-header rule carries CSP_PLACEHOLDER as the Content-Security-Policy
 * value, and a hosting `predeploy` guard makes `firebase deploy` with it fail.
 * After the build, this plugin hashes every executable inline <script> of
 * every HTML file in the output, builds the policy from those hashes and the
 * origins the site talks to, and writes firebase.build.json next to
 * firebase.json (git-ignored): the same config with the placeholder replaced,
 * the guard removed and `public` pointing at the output folder. The hosting
 * emulator in the browser tests (scripts/run-e2e.mjs) and the deploys
 * (`firebase deploy --config firebase.build.json`) use that file.
 */

export const CSP_PLACEHOLDER = 'BUILD_TIME_CSP (written into firebase.build.json by plugins/hosting-config.ts)';
export const BUILD_CONFIG_FILE = 'firebase.build.json';
/**
 * The Reporting-Endpoints name of the endpoint violation reports go to (CSP_REPORT_API): firebase.json's
 * `Reporting-Endpoints` header must be `${CSP_REPORT_GROUP}="${CSP_REPORT_API}"` (hosting-config.test.ts checks it).
 */
export const CSP_REPORT_GROUP = 'csp';
/** predeploy commands containing this text are the guard against deploying firebase.json itself. */
const GUARD_MARKER = '--config firebase.build.json';

/** Google Tag Manager and the Google Analytics endpoints its GA4 tag sends to. */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
  ],
};

/**
 * Firebase App Check with reCAPTCHA Enterprise (production builds with a site
 * key): the reCAPTCHA script and its frame, and App Check's token exchange.
 * The emulator build gets demo tokens from its own origin.
 */
const RECAPTCHA_APP_CHECK = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com', 'https://www.google.com/recaptcha/'],
};

/** Valid container ids look like GTM-XXXXXXX. */
export const GTM_CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

const JAVASCRIPT_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Whether a <script> with these attributes runs (so an inline one needs a
 * hash), following the HTML standard's "prepare the script element": no or an
 * empty type is classic JavaScript, as are JavaScript MIME types (without
 * parameters); `module`, `importmap` and `speculationrules` are also subject
 * to script-src. Anything else (application/ld+json, ...) is a data block.
 */
export function isExecutableScript(type: string | undefined, language?: string): boolean {
  let typeString: string;
  if (type === undefined) {
    if (!language) return true;
    typeString = `text/${language}`;
  } else {
    typeString = type;
  }
  const normalised = typeString.trim().toLowerCase();
  return (
    normalised === '' ||
    JAVASCRIPT_MIME_TYPES.has(normalised) ||
    normalised === 'module' ||
    normalised === 'importmap' ||
    normalised === 'speculationrules'
  );
}

function attribute(node: Element, name: string): string | undefined {
  const value = node.properties?.[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
}

/** The CSP source expressions ('sha256-…') of the executable inline scripts of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const hashes: string[] = [];
  const visit = (node: Root | RootContent): void => {
    if (node.type === 'element' && node.tagName === 'script' && attribute(node, 'src') === undefined) {
      if (isExecutableScript(attribute(node, 'type'), attribute(node, 'language'))) {
        // Script content is raw text: the parser keeps it as written (newlines
        // normalised, as browsers do before hashing).
        const text = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
        hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      }
    }
    if ('children' in node) node.children.forEach(visit);
    // <template> content is parsed into a separate fragment.
    if (node.type === 'element' && node.tagName === 'template' && node.content) visit(node.content as unknown as Root);
  };
  visit(tree);
  return hashes;
}

export interface PolicyInputs {
  /** 'sha256-…' source expressions of the inline scripts. */
  scriptHashes: readonly string[];
  /** The Firebase settings the site is built with (customFields.firebase). */
  firebase: FirebaseSettings;
  /** Google Tag Manager container, or null when Tag Manager is off. */
  gtmContainerId: string | null;
  /** Where forms may post besides the site itself (the newsletter). */
  formActions: readonly string[];
}

/** The policy: only what the site uses; hashes for its own inline scripts, no 'unsafe-inline' for scripts. */
export function contentSecurityPolicy({scriptHashes, firebase, gtmContainerId, formActions}: PolicyInputs): string {
  const authDomain = `https://${firebase.config.authDomain}`;
  const emulator = firebase.authEmulatorUrl ? [new URL(firebase.authEmulatorUrl).origin] : [];
  const gtm = gtmContainerId ? TAG_MANAGER : {script: [], img: [], connect: []};
  const recaptcha =
    firebase.appCheck?.provider === 'recaptcha-enterprise' ? RECAPTCHA_APP_CHECK : {script: [], frame: [], connect: []};
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval': Pagefind's WebAssembly; apis.google.com: gapi, which
    // the Firebase Auth SDK loads for its sign-in iframe and popup.
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...[...new Set(scriptHashes)].sort(),
      'https://apis.google.com',
      ...recaptcha.script,
      ...gtm.script,
    ],
    // Inline style attributes (Docusaurus and React server rendering).
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: SVG icons in CSS and the wheel-of-life PNG export; Google profile photos.
    'img-src': ["'self'", 'data:', 'https://lh3.googleusercontent.com', ...gtm.img],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...emulator,
      ...recaptcha.connect,
      ...gtm.connect,
    ],
    // The Auth SDK's helper iframe (authDomain, or the emulator's); reCAPTCHA's.
    'frame-src': [authDomain, ...emulator, ...recaptcha.frame],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...formActions],
    'frame-ancestors': ["'none'"],
    // Violations go to the function (functions/src/cspReport.ts): `report-to` names the
    // endpoint of the Reporting-Endpoints header (firebase.json); browsers without the
    // Reporting API use `report-uri`.
    'report-uri': [CSP_REPORT_API],
    'report-to': [CSP_REPORT_GROUP],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

type HeaderRule = {headers: {key: string; value: string}[]} & Record<string, unknown>;
type FirebaseJson = {
  hosting: {public: string; predeploy?: string | string[]; headers?: HeaderRule[]} & Record<string, unknown>;
} & Record<string, unknown>;

/** firebase.json with the policy in place of the placeholder, the deploy guard removed and `public` set. */
export function hostingConfigForBuild(base: FirebaseJson, policy: string, publicDir: string): FirebaseJson {
  const config = structuredClone(base);
  const hosting = config.hosting;
  const placeholders = (hosting.headers ?? []).flatMap((rule) =>
    rule.headers.filter((header) => header.key === 'Content-Security-Policy' && header.value === CSP_PLACEHOLDER),
  );
  if (placeholders.length !== 1) {
    throw new Error(
      `[hosting-config] firebase.json phải có đúng một header Content-Security-Policy với giá trị "${CSP_PLACEHOLDER}" (tìm thấy ${placeholders.length}).`,
    );
  }
  placeholders[0].value = policy;
  const predeploy = [hosting.predeploy ?? []].flat().filter((command) => !command.includes(GUARD_MARKER));
  if (predeploy.length > 0) hosting.predeploy = predeploy;
  else delete hosting.predeploy;
  hosting.public = publicDir;
  return config;
}

/**
 * Hashes of every HTML file in outDir. Other plugins' postBuild hooks run at
 * the same time (prefix-redirects writes its redirect pages then), so the
 * folder is listed again after each pass until no new file appears.
 */
async function scriptHashesOfBuild(outDir: string): Promise<{hashes: string[]; files: number}> {
  const seen = new Set<string>();
  const hashes = new Set<string>();
  for (;;) {
    const files = htmlFilesUnder(outDir).filter((file) => !seen.has(file));
    if (files.length === 0) break;
    for (const file of files) {
      seen.add(file);
      for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
    }
  }
  return {hashes: [...hashes].sort(), files: seen.size};
}

export default function hostingConfigPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const customFields = siteConfig.customFields ?? {};
  // The same settings the site is built with; resolved again only if the config does not publish them.
  const firebase = (customFields.firebase as FirebaseSettings | undefined) ?? resolveFirebaseSettings(process.env);
  const gtmContainerId = (customFields.gtmContainerId as string | null | undefined) ?? null;
  if (gtmContainerId !== null && !GTM_CONTAINER_ID_PATTERN.test(gtmContainerId)) {
    throw new Error(`[hosting-config] GTM_CONTAINER_ID không hợp lệ: "${gtmContainerId}" (dạng GTM-XXXXXXX).`);
  }
  return {
    name: 'hosting-config',
    async postBuild({outDir}) {
      const {hashes, files} = await scriptHashesOfBuild(outDir);
      const policy = contentSecurityPolicy({
        scriptHashes: hashes,
        firebase,
        gtmContainerId,
        formActions: [new URL(newsletter.action).origin],
      });
      const base = JSON.parse(await readFile(path.join(siteDir, 'firebase.json'), 'utf8')) as FirebaseJson;
      const publicDir = path.relative(siteDir, outDir).split(path.sep).join('/') || '.';
      const config = hostingConfigForBuild(base, policy, publicDir);
      await writeFile(path.join(siteDir, BUILD_CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`);
      console.log(
        `[hosting-config] ${BUILD_CONFIG_FILE}: CSP với ${hashes.length} mã băm script nội tuyến từ ${files} tệp HTML` +
          (firebase.authEmulatorUrl ? `, cho phép Auth emulator ${firebase.authEmulatorUrl}.` : '.'),
      );
    },
  };
}
