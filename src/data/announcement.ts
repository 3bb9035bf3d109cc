import type {ThemeConfig} from '@docusaurus/theme-common';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/**
 * Changing `id` shows the bar again to everyone who dismissed an earlier one.
 */
export const announcement: AnnouncementBarConfig = {
  id: 'python-chung-khoan-2026-11',
  content:
    'Khóa học mới: <a href="/lp-khoa-hoc-python-chung-khoan">Python cho chứng khoán</a>, tự phân tích dữ liệu thị trường Việt Nam.',
  backgroundColor: 'var(--la-announcement-bg)',
  textColor: 'var(--la-announcement-fg)',
  isCloseable: true,
};
