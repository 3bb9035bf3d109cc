import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/**
 * Docusaurus hides a dismissed bar with CSS keyed on an attribute set before
 * hydration from the stored "dismissed" flag, without looking at the bar's id.
 * When the id changes, the bar becomes active again but that attribute would
 * keep it hidden on the first page view, so it is cleared here.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
