import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {formatDate, parseIsoDate} from '../dates';
import {MAX_PROFILES, profileId, type SavedProfile} from '../savedProfiles';
import {buildQuery} from '../urlState';
import styles from './numerology.module.css';

interface Props {
  profiles: readonly SavedProfile[];
  notice: string | null;
  pagePath: string;
  onRemove: (id: string) => void;
}

/** Up to 10 people saved in this browser; each opens its link or can be removed. */
export default function SavedProfilesPanel({profiles, notice, pagePath, onRemove}: Props): ReactNode {
  return (
    <section className={styles.saved} aria-labelledby="nsh-ho-so">
      <h2 id="nsh-ho-so" className={styles.savedTitle}>
        Hồ sơ đã lưu ({profiles.length}/{MAX_PROFILES})
      </h2>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {profiles.length === 0 ? (
        <p className={styles.muted}>
          Chưa có hồ sơ nào. Sau khi tra cứu, bấm “Lưu hồ sơ” để giữ lại trên trình duyệt này, và trong tài khoản khi
          bạn đã đăng nhập (tối đa {MAX_PROFILES} người).
        </p>
      ) : (
        <ul className={styles.savedList}>
          {profiles.map((profile) => {
            const date = parseIsoDate(profile.date);
            if (!date) return null;
            const id = profileId(profile);
            return (
              <li key={id}>
                <Link to={`${pagePath}${buildQuery(profile.name, date)}`}>
                  {profile.name} · {formatDate(date)}
                </Link>
                <button
                  type="button"
                  className="button button--sm button--outline button--secondary"
                  onClick={() => onRemove(id)}
                  aria-label={`Xóa hồ sơ ${profile.name}, ${formatDate(date)}`}
                >
                  Xóa
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
