import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** Sets the page's meta description (and its Open Graph twin). */
export default function PageDescription({description}: {description: string}): ReactNode {
  return (
    <Head>
      <meta name="description" content={description} />
      <meta property="og:description" content={description} />
    </Head>
  );
}
