import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {filesUnder} from '../../../scripts/lib/files.mjs';
import {strFromU8, strToU8, unzipSync} from 'fflate';
import {afterAll, describe, expect, it} from 'vitest';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import obsidianVaultZipPlugin from '../../../plugins/obsidian-vault-zip';
import {buildVaultZip, isIgnoredVaultPath, normaliseVaultFiles, type VaultFile} from './vaultZip';
import {VAULT_ROOT_NAME, countNotes, rootNotes, templateNames, vaultFolders, type VaultZipData} from './vaultGuide';

const siteDir = path.resolve(__dirname, '../../..');
const vaultDir = path.join(siteDir, 'vault-template', VAULT_ROOT_NAME);

function readTree(dir: string): VaultFile[] {
  return filesUnder(dir).map((full) => ({
    path: path.relative(dir, full).split(path.sep).join('/'),
    data: readFileSync(full),
  }));
}

describe('buildVaultZip', () => {
  const files: VaultFile[] = [
    {path: 'README.md', data: strToU8('# Xin chào')},
    {path: '10-Ghi-chu/Ôn tập ngắt quãng.md', data: strToU8('Nội dung')},
    {path: '00-Inbox/.DS_Store', data: strToU8('rác')},
    {path: '.obsidian/workspace.json', data: strToU8('{}')},
    {path: '.obsidian/templates.json', data: strToU8('{"folder":"90-Mau"}')},
  ];

  it('puts everything under one root folder, with folder entries, and leaves out OS and workspace files', () => {
    const entries = unzipSync(buildVaultZip('Vault', files));
    expect(Object.keys(entries).sort()).toEqual([
      'Vault/',
      'Vault/.obsidian/',
      'Vault/.obsidian/templates.json',
      'Vault/10-Ghi-chu/',
      'Vault/10-Ghi-chu/Ôn tập ngắt quãng.md',
      'Vault/README.md',
    ]);
    expect(strFromU8(entries['Vault/10-Ghi-chu/Ôn tập ngắt quãng.md'])).toBe('Nội dung');
  });

  it('is deterministic whatever the order of the input', () => {
    const a = buildVaultZip('Vault', files);
    const b = buildVaultZip('Vault', [...files].reverse());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('stores Vietnamese names as NFC UTF-8', () => {
    const entries = unzipSync(buildVaultZip('Vault', [{path: 'Mẫu.md'.normalize('NFD'), data: strToU8('x')}]));
    expect(Object.keys(entries)).toContain('Vault/Mẫu.md'.normalize('NFC'));
  });

  it('knows which paths to ignore', () => {
    expect(isIgnoredVaultPath('Thumbs.db')).toBe(true);
    expect(isIgnoredVaultPath('.obsidian/plugins/dataview/main.js')).toBe(true);
    expect(isIgnoredVaultPath('.trash/cu.md')).toBe(true);
    expect(isIgnoredVaultPath('.obsidian/app.json')).toBe(false);
    expect(normaliseVaultFiles(files).map((file) => file.path)).toEqual([
      '.obsidian/templates.json',
      '10-Ghi-chu/Ôn tập ngắt quãng.md',
      'README.md',
    ]);
  });
});

describe('vault-template/Obsidian-FLOW', () => {
  const files = normaliseVaultFiles(readTree(vaultDir));
  const paths = files.map((file) => file.path);
  const text = (p: string) => strFromU8(files.find((file) => file.path === p)!.data);

  it('has a README, a Home note and every folder the download page describes', () => {
    expect(rootNotes(paths).sort()).toEqual(['Home.md', 'README.md']);
    for (const folder of vaultFolders) expect(countNotes(paths, folder.name)).toBeGreaterThan(0);
    const topFolders = new Set(paths.filter((p) => p.includes('/')).map((p) => p.split('/')[0]));
    expect([...topFolders].sort()).toEqual(['.obsidian', ...vaultFolders.map((folder) => folder.name)].sort());
  });

  it('points the core Templates plugin at 90-Mau', () => {
    expect(JSON.parse(text('.obsidian/templates.json'))).toMatchObject({folder: '90-Mau'});
    const daily = JSON.parse(text('.obsidian/daily-notes.json'));
    expect(paths).toContain(`${daily.template}.md`);
    expect(paths.some((p) => p.startsWith(`${daily.folder}/`))).toBe(true);
  });

  it('has templates using the core placeholders', () => {
    expect(templateNames(paths).length).toBeGreaterThanOrEqual(5);
    const templates = paths.filter((p) => p.startsWith('90-Mau/'));
    for (const template of templates) expect(text(template)).toMatch(/\{\{(date|title|time)(:[^}]*)?\}\}/);
    expect(templates.some((template) => text(template).includes('{{title}}'))).toBe(true);
    expect(templates.some((template) => text(template).includes('{{date}}'))).toBe(true);
  });

  it('has no broken [[wikilinks]]', () => {
    const names = new Set(paths.filter((p) => p.endsWith('.md')).map((p) => p.split('/').pop()!.slice(0, -3)));
    for (const file of paths.filter((p) => p.endsWith('.md') && !p.startsWith('90-Mau/'))) {
      for (const match of text(file).matchAll(/\[\[([^\]|#]+)(?:[#|][^\]]*)?\]\]/g)) {
        expect(names, `${file} → [[${match[1]}]]`).toContain(match[1]);
      }
    }
  });

  it('is written in Vietnamese with NFC file names', () => {
    expect(text('README.md')).toContain('Mở vault trong Obsidian');
    for (const p of paths) expect(p).toBe(p.normalize('NFC'));
  });
});

describe('obsidian-vault-zip plugin', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'vault-zip-'));
  afterAll(() => rmSync(tmp, {recursive: true, force: true}));

  it('writes the zip to static/downloads and adds the download page with href, bytes and files as props', async () => {
    const context = {siteDir: tmp, baseUrl: '/'} as LoadContext;
    const plugin = obsidianVaultZipPlugin(context, {sourceDir: vaultDir});
    expect(plugin.name).toBe('obsidian-vault-zip');
    const content = (await plugin.loadContent!()) as VaultZipData;
    const written = readFileSync(path.join(tmp, 'static/downloads/obsidian-flow-vault.zip'));
    expect(content.href).toBe('/downloads/obsidian-flow-vault.zip');
    expect(content.bytes).toBe(written.length);
    expect(content.files).toContain('README.md');
    const entries = unzipSync(new Uint8Array(written));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['Obsidian-FLOW/README.md', 'Obsidian-FLOW/00-Inbox/', 'Obsidian-FLOW/90-Mau/']),
    );

    const routes: RouteConfig[] = [];
    await plugin.contentLoaded!({
      content,
      actions: {addRoute: (route: RouteConfig) => routes.push(route)},
    } as unknown as Parameters<NonNullable<typeof plugin.contentLoaded>>[0]);
    expect(routes).toEqual([
      {
        path: '/download-obsidian-flow',
        component: '@site/src/features/courses/VaultDownload',
        exact: true,
        props: {vault: content},
      },
    ]);

    // Same input, same bytes: a second run does not change the file.
    const again = (await plugin.loadContent!()) as VaultZipData;
    expect(again.bytes).toBe(content.bytes);
    expect(readFileSync(path.join(tmp, 'static/downloads/obsidian-flow-vault.zip')).equals(written)).toBe(true);
  });

  it('fails clearly when the vault is missing', async () => {
    const plugin = obsidianVaultZipPlugin({siteDir: tmp, baseUrl: '/'} as LoadContext);
    await expect(plugin.loadContent!()).rejects.toThrow(/vault mẫu/);
  });
});
