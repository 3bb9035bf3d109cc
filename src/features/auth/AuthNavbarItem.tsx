import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PERSONAL_PAGE_PATH} from '../learning-space/paths';
import {useAuth} from './AuthProvider';
import styles from './AuthNavbarItem.module.css';

interface Props {
  mobile?: boolean;
}

function Avatar({photoURL, name}: {photoURL: string | null; name: string}): ReactNode {
  if (photoURL) {
    return <img className={styles.avatar} src={photoURL} alt="" width={28} height={28} referrerPolicy="no-referrer" />;
  }
  return (
    <span className={clsx(styles.avatar, styles.initial)} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** Navbar: 'Đăng nhập' when signed out; the member's photo or initial (a link to the personal page) and 'Đăng xuất' when signed in. */
export default function AuthNavbarItem({mobile = false}: Props): ReactNode {
  const {status, user, signIn, signOut} = useAuth();
  const linkClass = clsx('clean-btn', mobile ? 'menu__link' : 'navbar__item navbar__link', styles.button);

  if (status === 'signedIn' && user) {
    const name = user.displayName ?? user.email ?? '';
    return (
      <div className={clsx(styles.signedIn, mobile && 'menu__list-item')}>
        <Link to={PERSONAL_PAGE_PATH} className={styles.profileLink}>
          <Avatar photoURL={user.photoURL} name={name} />
          <span className="sr-only">Trang cá nhân của {name}</span>
        </Link>
        <button type="button" className={linkClass} onClick={() => void signOut()}>
          Đăng xuất
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={linkClass}
      onClick={() => void signIn()}
      aria-busy={status === 'loading' || undefined}
    >
      Đăng nhập
    </button>
  );
}
