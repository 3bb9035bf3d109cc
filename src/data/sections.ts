/** The SVG icons (src/components/Icon) a section or tool card can show. */
export type SectionIcon =
  'code' | 'notes' | 'python' | 'brain' | 'sprout' | 'books' | 'numbers' | 'target' | 'bookOpen';

/** The knowledge base's six sections, as shown on the home page and on /kien-thuc. */
export interface KnowledgeSection {
  title: string;
  description: string;
  to: string;
  icon: SectionIcon;
  /** Its articles are how-tos with code (TechArticle in the structured data, plugins/seo.ts). */
  technical?: boolean;
}

export const knowledgeSections: KnowledgeSection[] = [
  {
    title: 'Công nghệ',
    description: 'Dựng website tĩnh với Docusaurus, hiểu Jamstack, CDN và cách triển khai nhanh, rẻ, an toàn.',
    to: '/kien-thuc/cong-nghe',
    technical: true,
    icon: 'code',
  },
  {
    title: 'Obsidian và FLOW',
    description: 'Quản lý tri thức cá nhân: ghi chú liên kết, mẫu ghi chú và biến ghi chú thành sản phẩm.',
    to: '/kien-thuc/obsidian',
    technical: true,
    icon: 'notes',
  },
  {
    title: 'Python',
    description: 'Từ cài đặt đến pandas, thu thập dữ liệu web đúng luật và phân tích dữ liệu chứng khoán.',
    to: '/kien-thuc/python',
    technical: true,
    icon: 'python',
  },
  {
    title: 'Mô hình tư duy',
    description: 'Tư duy nguyên bản, tư duy bậc hai, tư duy ngược và những khung nghĩ giúp quyết định tốt hơn.',
    to: '/kien-thuc/mo-hinh-tu-duy',
    icon: 'brain',
  },
  {
    title: 'Phát triển bản thân',
    description: 'Thói quen, học cách học, tập trung sâu và thần số học như một công cụ tự soi chiếu.',
    to: '/kien-thuc/phat-trien-ban-than',
    icon: 'sprout',
  },
  {
    title: 'Sách hay',
    description: 'Tóm tắt những cuốn sách đáng đọc, kèm cách áp dụng ngay trong tuần.',
    to: '/kien-thuc/sach-hay',
    icon: 'books',
  },
];

const KNOWLEDGE_BASE = '/kien-thuc/';

/**
 * The folder of kien-thuc/ that holds a section's articles, which is also its
 * sidebar (sidebarsKienThuc.ts) and its search label's key
 * (src/features/search/searchSections.ts): a section is added here only.
 */
export function sectionFolder(section: KnowledgeSection): string {
  if (!section.to.startsWith(KNOWLEDGE_BASE)) throw new Error(`${section.to}: không nằm trong ${KNOWLEDGE_BASE}`);
  return section.to.slice(KNOWLEDGE_BASE.length);
}

/** Interactive tools that run in the browser. */
export const tools: KnowledgeSection[] = [
  {
    title: 'Tra cứu thần số học',
    description: 'Nhập họ tên và ngày sinh để xem số chủ đạo, biểu đồ ngày sinh và cách tính từng bước.',
    to: '/tra-cuu-than-so-hoc',
    icon: 'numbers',
  },
  {
    title: 'Bánh xe cuộc đời',
    description: 'Chấm điểm tám lĩnh vực cuộc sống, thấy chỗ lệch và chọn ba việc cho bảy ngày tới.',
    to: '/trac-nghiem/banh-xe-cuoc-doi-online',
    icon: 'target',
  },
  {
    title: 'Tủ sách',
    description: 'Những cuốn sách nên đọc cho người tự học, lọc theo chủ đề.',
    to: '/tu-sach',
    icon: 'bookOpen',
  },
];
