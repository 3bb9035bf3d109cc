import {describe, expect, it} from 'vitest';
import {ownerNotification} from './ownerNotification';

const record = {
  hoTen: 'Nguyễn Văn An',
  email: 'an@example.com',
  soDienThoai: '0912345678',
  khoaHoc: 'obsidian-flow',
  ghiChu: '',
  dongY: true,
  maThamChieu: 'LA-ABC234',
} as const;
const catalog = [
  {slug: 'obsidian-flow', title: 'Obsidian FLOW: …', shortTitle: 'Obsidian FLOW', price: 790000, duration: '5 tuần'},
];

describe('ownerNotification', () => {
  it('writes a Trigger Email document to every configured owner', () => {
    const mail = ownerNotification('chu@example.com, pho@example.com', record, catalog);
    expect(mail?.to).toEqual(['chu@example.com', 'pho@example.com']);
    expect(mail?.message.subject).toBe('Đăng ký mới: Obsidian FLOW (LA-ABC234)');
    expect(mail?.message.text).toContain('Email: an@example.com');
  });
  it('sends nothing without a valid address', () => {
    expect(ownerNotification(undefined, record, catalog)).toBeNull();
    expect(ownerNotification('khong-phai-email', record, catalog)).toBeNull();
  });
});
