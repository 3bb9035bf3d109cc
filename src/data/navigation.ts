import type {NavbarItem, FooterColumnItem} from '@docusaurus/theme-common';
import {site} from './site';

/** Navbar items; the icon links (custom-iconLink: inline SVG) are named by their label. */
export const navbarItems: NavbarItem[] = [
  {
    type: 'dropdown',
    label: 'Công nghệ',
    position: 'left',
    items: [
      {label: 'Kho kiến thức', to: '/kien-thuc'},
      {label: 'Tổng quan công nghệ', to: '/kien-thuc/cong-nghe'},
      {label: 'Docusaurus', to: '/kien-thuc/category/docusaurus'},
      {label: 'Jamstack', to: '/kien-thuc/category/jamstack'},
      {label: 'Python', to: '/kien-thuc/python'},
      {label: 'Cào dữ liệu web', to: '/kien-thuc/category/cao-du-lieu-web-voi-python'},
      {label: 'Obsidian', to: '/kien-thuc/obsidian'},
      {label: 'Phương pháp FLOW', to: '/kien-thuc/category/obsidian-flow'},
    ],
  },
  {
    type: 'dropdown',
    label: 'Phát triển bản thân',
    position: 'left',
    items: [
      {label: 'Kho kiến thức', to: '/kien-thuc'},
      {label: 'Ôn tập', to: '/on-tap'},
      {label: 'Phát triển bản thân', to: '/kien-thuc/phat-trien-ban-than'},
      {label: 'Mô hình tư duy', to: '/kien-thuc/mo-hinh-tu-duy'},
      {label: 'Sách hay', to: '/kien-thuc/sach-hay'},
      {label: 'Thần số học', to: '/kien-thuc/category/than-so-hoc'},
      {label: 'Tra cứu thần số học', to: '/tra-cuu-than-so-hoc'},
      {label: 'Trắc nghiệm', to: '/trac-nghiem'},
      {label: 'Tủ sách', to: '/tu-sach'},
    ],
  },
  {to: '/khoa-hoc', label: 'Khóa học', position: 'left'},
  {to: '/blog', label: 'Blog', position: 'left'},
  {
    type: 'dropdown',
    label: 'Giới thiệu',
    position: 'left',
    items: [
      {label: 'Về Learn Anything', to: '/gioi-thieu'},
      {label: 'Cảm hứng thành công', to: '/cam-hung-thanh-cong'},
      {label: 'Tài liệu hướng dẫn', to: '/docs/intro'},
      {label: 'Liên hệ', to: '/gioi-thieu#lien-he'},
    ],
  },
  {
    type: 'custom-iconLink',
    href: site.facebookUrl,
    icon: 'facebook',
    label: 'Facebook của Learn Anything',
    position: 'right',
  },
  {
    type: 'custom-iconLink',
    href: site.youtubeUrl,
    icon: 'youtube',
    label: 'Kênh YouTube của Learn Anything',
    position: 'right',
  },
  {
    type: 'custom-iconLink',
    href: site.substackUrl,
    icon: 'newsletter',
    label: 'Bản tin Substack của Learn Anything',
    position: 'right',
  },
  {type: 'search', position: 'right'},
  {type: 'custom-authLink', position: 'right'},
];

/** The footer's three link groups: knowledge sharing, courses, about. */
export const footerLinkGroups: FooterColumnItem[] = [
  {
    title: 'Chia sẻ kiến thức',
    items: [
      {label: 'Kho kiến thức', to: '/kien-thuc'},
      {label: 'Ôn tập', to: '/on-tap'},
      {label: 'Công nghệ', to: '/kien-thuc/cong-nghe'},
      {label: 'Obsidian', to: '/kien-thuc/obsidian'},
      {label: 'Python', to: '/kien-thuc/python'},
      {label: 'Mô hình tư duy', to: '/mo-hinh-tu-duy'},
      {label: 'Tủ sách', to: '/tu-sach'},
      {label: 'Blog', to: '/blog'},
    ],
  },
  {
    title: 'Khóa học',
    items: [
      {label: 'Tất cả khóa học', to: '/khoa-hoc'},
      {label: 'Obsidian FLOW', to: '/lp-khoa-hoc-obsidian-flow'},
      {label: 'Python cho chứng khoán', to: '/lp-khoa-hoc-python-chung-khoan'},
      {label: 'Python web scraping', to: '/lp-khoa-hoc-python-web-scraping'},
      {label: 'Website Docusaurus chuẩn SEO', to: '/lp-khoa-hoc-tao-website-docusaurus-seo'},
    ],
  },
  {
    title: 'Giới thiệu',
    items: [
      {label: 'Về chúng tôi', to: '/gioi-thieu'},
      {label: 'Cảm hứng thành công', to: '/cam-hung-thanh-cong'},
      {label: 'Điều khoản khóa học', to: '/khoa-hoc-dieu-khoan-dieu-kien'},
      {label: 'Tra cứu thần số học', to: '/tra-cuu-than-so-hoc'},
      {label: 'Trắc nghiệm', to: '/trac-nghiem'},
    ],
  },
];
