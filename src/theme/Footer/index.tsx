// Replaces @docusaurus/theme-classic 3.10.2 (src/theme/Footer/index.tsx).
// Replaces theme-classic's Footer rather than wrapping it: the links still come from themeConfig.footer, but the contact list, social icons and newsletter form have no slot in the stock footer.
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {FooterColumnItem} from '@docusaurus/theme-common';
import Icon from '@site/src/components/Icon';
import {contactItems, socialLinks} from '@site/src/data/footer';
import {seller} from '@site/src/data/seller';
import {site} from '@site/src/data/site';
import NewsletterForm from '@site/src/features/newsletter/NewsletterForm';
import styles from './styles.module.css';

/** The year at render time: the build's year in the HTML, today's once hydrated. */
function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

function LinkGroup({group}: {group: FooterColumnItem}): ReactNode {
  return (
    <nav className={styles.group} aria-label={group.title ?? undefined}>
      <p className={styles.groupTitle}>{group.title}</p>
      <ul className={styles.list}>
        {group.items.map((item) => (
          <li key={item.label}>
            <Link className="footer__link-item" to={item.to} href={item.href}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Site footer: brand, social links, contact, newsletter, link groups, the seller's details, copyright. */
export default function Footer(): ReactNode {
  const {footer} = useThemeConfig();
  const year = useCurrentYear();
  const groups = (footer?.links ?? []) as FooterColumnItem[];

  return (
    <footer className={`footer footer--dark ${styles.footer}`}>
      <div className="container">
        <div className={styles.top}>
          <div className={styles.brand}>
            <Link to="/" className={styles.logo}>
              <img src="/img/logo.svg" alt="" width={40} height={40} />
              <span>{site.title}</span>
            </Link>
            <p className={styles.tagline}>{site.tagline}</p>
            <nav aria-label="Mạng xã hội">
              <ul className={styles.social}>
                {socialLinks.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} aria-label={link.label}>
                      <Icon name={link.icon} size={22} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="sr-only">Liên hệ:</p>
            <ul className={styles.contact}>
              {contactItems
                .filter((item) => item.text.trim() !== '')
                .map((item) => (
                  <li key={item.text}>
                    <Icon name={item.icon} />
                    {/* eslint-disable-next-line @docusaurus/no-html-links -- contact addresses (mailto:, profiles) open in place, not in a new tab */}
                    {item.href ? <a href={item.href}>{item.text}</a> : <span>{item.text}</span>}
                  </li>
                ))}
            </ul>
          </div>
          <div className={styles.newsletter}>
            <NewsletterForm />
          </div>
        </div>
        <div className={styles.groups}>
          {groups.map((group) => (
            <LinkGroup key={group.title} group={group} />
          ))}
        </div>
        {/* The seller's details, as Vietnamese e-commerce practice expects in a shop's footer: only what src/data/seller.ts knows. */}
        <address className={styles.seller}>
          Đơn vị bán khóa học: <strong>{seller.name}</strong>, {seller.area}. Email:{' '}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- a mailto: address opens the mail app in place */}
          <a href={`mailto:${seller.email}`}>{seller.email}</a>. Website: {seller.website}.{' '}
          <Link to="/khoa-hoc-dieu-khoan-dieu-kien">Điều khoản khóa học</Link>
        </address>
        <p className={styles.copyright}>
          © {year} {site.title}. Chia sẻ kiến thức để ai cũng có thể tự học.
        </p>
      </div>
    </footer>
  );
}
