import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

/** The Vietnamese not-found page, with ways to carry on instead of a dead end. */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Không tìm thấy trang
          </Heading>
          <p>
            Trang bạn tìm không có ở địa chỉ này. Có thể đường dẫn bị gõ sai, hoặc bài viết đã được chuyển sang chỗ
            khác.
          </p>
          <form action="/search" method="get" role="search" className="margin-vert--md">
            <label htmlFor="not-found-search">Tìm bài viết theo từ khóa:</label>{' '}
            <input id="not-found-search" name="q" type="search" placeholder="Ví dụ: thần số học" />{' '}
            <button type="submit" className="button button--primary button--sm">
              Tìm
            </button>
          </form>
          <p>Hoặc đi tiếp từ đây:</p>
          <ul>
            <li>
              <Link to="/">Trang chủ</Link>
            </li>
            <li>
              <Link to="/docs/intro">Bắt đầu tự học với Learn Anything</Link>
            </li>
            <li>
              <Link to="/kien-thuc/cong-nghe">Kho kiến thức</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
