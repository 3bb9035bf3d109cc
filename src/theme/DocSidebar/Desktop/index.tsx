// Wrapped (`docusaurus swizzle @docusaurus/theme-classic DocSidebar/Desktop --wrap --danger`: theme-classic does not list it as safe to wrap; the wrapper only decides where it hydrates).
import React, {type ReactNode} from 'react';
import Desktop from '@theme-original/DocSidebar/Desktop';
import type DesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';

type Props = WrapperProps<typeof DesktopType>;

/** The docs sidebar, for wide screens only: not hydrated on phones (see DesktopOnly). */
export default function DesktopWrapper(props: Props): ReactNode {
  return (
    <DesktopOnly>
      <Desktop {...props} />
    </DesktopOnly>
  );
}
