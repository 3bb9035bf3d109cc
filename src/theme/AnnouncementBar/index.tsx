import React, {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/AnnouncementBar/index.tsx).
 * The announcement bar, ejected for two reasons:
 * - Docusaurus marks it role="banner", a second banner landmark on pages whose hero is a
 *   <header> (axe: landmark-no-duplicate-banner); here it is a named region (a <section> with a name).
 * - Docusaurus hides a dismissed bar with CSS keyed on an attribute set before hydration from
 *   the stored "dismissed" flag, without looking at the bar's id. When the id changes, the bar
 *   becomes active again but that attribute would keep it hidden on the first page view, so it
 *   is cleared here.
 */
export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  if (!isActive || !announcementBar) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <section
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      aria-label="Thông báo"
    >
      {isCloseable && <div className={styles.placeholder} />}
      <AnnouncementBarContent className={styles.content} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.close} />}
    </section>
  );
}
