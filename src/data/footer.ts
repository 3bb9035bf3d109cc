import {seller} from './seller';
import {site} from './site';

export type ContactIcon = 'location' | 'email' | 'facebook' | 'youtube' | 'newsletter';

export interface ContactItem {
  icon: ContactIcon;
  text: string;
  href?: string;
}

/** Footer contact list; an item whose text is empty is not shown. */
export const contactItems: ContactItem[] = [
  {icon: 'location', text: seller.area},
  {icon: 'email', text: seller.email, href: `mailto:${seller.email}`},
  {icon: 'facebook', text: 'facebook.com/learnanything.vn', href: site.facebookUrl},
  {icon: 'youtube', text: 'youtube.com/@learnanythingvn', href: site.youtubeUrl},
];

export interface SocialLink {
  label: string;
  href: string;
  icon: ContactIcon;
}

export const socialLinks: SocialLink[] = [
  {label: 'Facebook', href: site.facebookUrl, icon: 'facebook'},
  {label: 'YouTube', href: site.youtubeUrl, icon: 'youtube'},
  {label: 'Bản tin Substack', href: site.substackUrl, icon: 'newsletter'},
];

export const newsletter = {
  title: 'Đăng ký bản tin Substack!',
  placeholder: 'Nhập email của bạn',
  button: 'Đăng ký',
  /** Substack's no-JavaScript subscribe endpoint for the publication. */
  action: `${site.substackUrl}/api/v1/free?nojs=true`,
} as const;
