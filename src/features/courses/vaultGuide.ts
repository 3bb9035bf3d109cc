/**
 * What the downloadable Obsidian FLOW vault contains, for the download page.
 * The zip itself is built by plugins/obsidian-vault-zip.ts from vault-template/.
 */

/** What plugins/obsidian-vault-zip.ts gives the download page as its route's props. */
export interface VaultZipData {
  /** Site-relative URL of the zip. */
  href: string;
  /** Size of the zip in bytes. */
  bytes: number;
  /** Paths of the files inside the vault, relative to its root folder, sorted. */
  files: string[];
}

export const VAULT_PLUGIN_NAME = 'obsidian-vault-zip';
export const VAULT_ROOT_NAME = 'Obsidian-FLOW';
export const VAULT_ZIP_FILE_NAME = 'obsidian-flow-vault.zip';

export interface VaultFolder {
  name: string;
  /** The FLOW step the folder serves ('' when it serves all of them). */
  step: 'F' | 'L' | 'O' | 'W' | 'O, W' | '';
  description: string;
}

export const vaultFolders: VaultFolder[] = [
  {
    name: '00-Inbox',
    step: 'F',
    description: 'Hộp thư đến: mọi thứ vừa thu thập, chưa phân loại. Ghi chú mới tự vào đây; dọn sạch mỗi tuần.',
  },
  {
    name: '10-Ghi-chu',
    step: 'L',
    description: 'Ghi chú nguyên tử, mỗi ghi chú một ý viết bằng lời của bạn, để phẳng và nối với nhau bằng liên kết.',
  },
  {
    name: '20-Du-an',
    step: 'O, W',
    description: 'Ghi chú dự án có mục tiêu và hạn chót, cùng bản nháp của sản phẩm bạn đang làm.',
  },
  {
    name: '30-Linh-vuc',
    step: 'O',
    description: 'Map of Content (MOC) cho những lĩnh vực bạn theo đuổi lâu dài, làm mục lục sống cho các ghi chú.',
  },
  {
    name: '40-Tai-nguyen',
    step: 'L',
    description:
      'Ghi chú nguồn cho sách, khóa học, bài viết: tóm tắt, ý chính và liên kết tới các ghi chú nguyên tử tách ra.',
  },
  {
    name: '50-Nhat-ky',
    step: 'F',
    description: 'Ghi chú ngày và review tuần, nơi thu thập nhanh trong ngày và nhìn lại cuối tuần.',
  },
  {
    name: '90-Mau',
    step: '',
    description: 'Mẫu ghi chú cho core plugin Templates, dùng biến {{title}}, {{date}} và {{time}}.',
  },
  {
    name: '99-Luu-tru',
    step: 'O',
    description: 'Dự án đã xong và tài liệu không còn dùng: chuyển vào đây thay vì xóa.',
  },
];

/** Number of Markdown notes directly or indirectly inside a top-level folder of the vault. */
export function countNotes(files: readonly string[], folder: string): number {
  return files.filter((file) => file.startsWith(`${folder}/`) && file.endsWith('.md')).length;
}

/** Top-level Markdown notes (README.md, Home.md...). */
export function rootNotes(files: readonly string[]): string[] {
  return files.filter((file) => !file.includes('/') && file.endsWith('.md'));
}

/** Names of the note templates in 90-Mau, without the 'Mẫu - ' prefix and the extension. */
export function templateNames(files: readonly string[]): string[] {
  return files
    .filter((file) => file.startsWith('90-Mau/') && file.endsWith('.md'))
    .map((file) => file.slice('90-Mau/'.length, -'.md'.length).replace(/^Mẫu - /, ''));
}
