import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Icon, {type IconName} from '@site/src/components/Icon';

export interface Props {
  href: string;
  /** The link's name: read by screen readers in the top bar, shown beside the icon in the menu. */
  label: string;
  icon: IconName;
  mobile?: boolean;
}

/** The `custom-iconLink` navbar item: an external link shown as an inline SVG icon (social links). */
export default function IconLinkNavbarItem({href, label, icon, mobile = false}: Props): ReactNode {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className="menu__link header-icon-link" href={href}>
          <Icon name={icon} size={22} />
          <span>{label}</span>
        </Link>
      </li>
    );
  }
  return (
    <Link className="navbar__item navbar__link header-icon-link" href={href} aria-label={label}>
      <Icon name={icon} size={22} />
    </Link>
  );
}
