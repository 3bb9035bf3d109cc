import React, {type ReactNode} from 'react';
import {site} from '@site/src/data/site';

/** The site's contact address as a mailto link (a plain <a>: not a route, and no new tab for a mail client). */
export default function EmailLink(): ReactNode {
  // eslint-disable-next-line @docusaurus/no-html-links -- mailto: is not a route; Link would open it in a new tab
  return <a href={`mailto:${site.email}`}>{site.email}</a>;
}
