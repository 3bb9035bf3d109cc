import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function MembersPage(): ReactNode {
  return (
    <Layout title="Khu vực học viên" description="Khu vực dành cho học viên Learn Anything, đăng nhập bằng Google để xem tài nguyên khóa học.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Khu vực học viên</Heading>
        <p>Đăng nhập bằng tài khoản Google bạn đã dùng khi đăng ký khóa học để xem tài nguyên dành cho học viên.</p>
      </main>
    </Layout>
  );
}
