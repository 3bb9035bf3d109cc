import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../scripts/lib/files.mjs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildVaultZip, isIgnoredVaultPath, normaliseVaultFiles, type VaultFile} from '../src/features/courses/vaultZip';
import {
  VAULT_PLUGIN_NAME,
  VAULT_ROOT_NAME,
  VAULT_ZIP_FILE_NAME,
  type VaultZipData,
} from '../src/features/courses/vaultGuide';
import {vaultDownloadPath} from '../src/data/courses';

export interface ObsidianVaultZipOptions {
  /** The vault folder to zip; defaults to vault-template/Obsidian-FLOW in the site. */
  sourceDir?: string;
  /** Folder under static/ that receives the zip (git-ignored); defaults to 'downloads'. */
  staticSubdir?: string;
}

/** Every file under dir, as '/'-separated paths relative to root (hidden folders included). */
function readVaultFiles(root: string): VaultFile[] {
  return filesUnder(root)
    .map((full) => ({full, relative: path.relative(root, full).split(path.sep).join('/')}))
    .filter(({relative}) => !isIgnoredVaultPath(relative))
    .map(({full, relative}) => ({path: relative, data: readFileSync(full)}));
}

/** Writes the file only when its bytes change, so `docusaurus start` does not reload for nothing. */
function writeIfChanged(file: string, data: Uint8Array): void {
  if (existsSync(file)) {
    const current = readFileSync(file);
    if (current.length === data.length && current.equals(data)) return;
  }
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, data);
}

/**
 * Zips the Obsidian FLOW vault template into static/downloads/ (git-ignored)
 * while content loads, so the file is served by both `docusaurus start` and the
 * production build, and adds the download page (src/features/courses/VaultDownload)
 * with {href, bytes, files} as its props: only that page loads them, not every page's
 * global data.
 */
export default function obsidianVaultZipPlugin(
  context: LoadContext,
  options: ObsidianVaultZipOptions = {},
): Plugin<VaultZipData> {
  const sourceDir = options.sourceDir ?? path.join(context.siteDir, 'vault-template', VAULT_ROOT_NAME);
  const subdir = options.staticSubdir ?? 'downloads';
  const target = path.join(context.siteDir, 'static', subdir, VAULT_ZIP_FILE_NAME);
  const href = `${context.baseUrl.replace(/\/$/, '')}/${subdir}/${VAULT_ZIP_FILE_NAME}`;
  let zip: Uint8Array | null = null;

  return {
    name: VAULT_PLUGIN_NAME,

    async loadContent() {
      if (!existsSync(path.join(sourceDir, 'README.md'))) {
        throw new Error(`[${VAULT_PLUGIN_NAME}] Không tìm thấy vault mẫu tại ${sourceDir} (thiếu README.md).`);
      }
      const files = normaliseVaultFiles(readVaultFiles(sourceDir));
      zip = buildVaultZip(VAULT_ROOT_NAME, files);
      writeIfChanged(target, zip);
      return {href, bytes: zip.length, files: files.map((file) => file.path)};
    },

    async contentLoaded({content, actions}) {
      actions.addRoute({
        path: vaultDownloadPath,
        component: '@site/src/features/courses/VaultDownload',
        exact: true,
        props: {vault: content},
      });
    },

    getPathsToWatch() {
      return [`${sourceDir}/**/*`];
    },

    async postBuild({outDir}) {
      // Static files are copied before this runs; make sure the download is there
      // even if static/ was cleaned in between.
      if (zip) writeIfChanged(path.join(outDir, subdir, VAULT_ZIP_FILE_NAME), zip);
    },
  };
}
