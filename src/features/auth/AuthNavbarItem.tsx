import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

interface Props {
  mobile?: boolean;
}

/** Navbar sign-in entry. */
export default function AuthNavbarItem({mobile = false}: Props): ReactNode {
  return (
    <Link to="/members" className={clsx(mobile ? 'menu__link' : 'navbar__item navbar__link')}>
      Đăng nhập
    </Link>
  );
}
