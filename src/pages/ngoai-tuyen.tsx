import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

/**
 * What the service worker shows, when there is no connection, for an address the reader never
 * opened (plugins/service-worker.ts). Not a page to find: noindex and out of the sitemap.
 */
export default function OfflinePage(): ReactNode {
  // The page the reader wanted (?trang=…, set by the worker); read after hydration, as the HTML is the same for all.
  const [wanted, setWanted] = useState<string | null>(null);
  useEffect(() => {
    const page = new URLSearchParams(window.location.search).get('trang');
    if (page?.startsWith('/') && !page.startsWith('//')) setWanted(page);
  }, []);
  return (
    <Layout
      title="Bạn đang ngoại tuyến"
      description="Không có kết nối mạng: trang này chưa được lưu trên máy. Những bài bạn đã mở trước đó vẫn đọc được khi ngoại tuyến."
    >
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">Bạn đang ngoại tuyến</Heading>
            <p>Máy của bạn đang không có kết nối mạng, và trang bạn muốn mở chưa được lưu lại để đọc ngoại tuyến.</p>
            <p>
              Những bài bạn đã mở trên thiết bị này vẫn đọc được: hãy quay lại bài trước đó, hoặc mở lại trang này khi
              có mạng.
            </p>
            {wanted && (
              <p>
                Khi có mạng trở lại,{' '}
                {/* eslint-disable-next-line @docusaurus/no-html-links -- a full page load from the network, not a client-side route change */}
                <a href={wanted}>mở lại trang bạn cần</a> (<code>{wanted}</code>).
              </p>
            )}
            <p>
              <Link to="/">Về trang chủ</Link>
            </p>
          </div>
        </div>
      </main>
    </Layout>
  );
}
