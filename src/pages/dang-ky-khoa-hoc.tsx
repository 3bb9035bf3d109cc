import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import SignupForm from '@site/src/features/courses/SignupForm';
import EmailLink from '@site/src/components/EmailLink';
import {useAuth} from '@site/src/features/auth/AuthProvider';

export default function SignupPage(): ReactNode {
  // A signed-in member gets name and email filled in (only into empty fields).
  const {user} = useAuth();
  return (
    <Layout
      title="Đăng ký khóa học"
      description="Phiếu đăng ký khóa học trực tuyến của Learn Anything: chọn khóa, để lại họ tên, email, số điện thoại và nhận email xác nhận kèm hướng dẫn học."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Đăng ký khóa học</Heading>
        <p>
          Điền phiếu dưới đây để đăng ký hoặc vào danh sách chờ. Bạn chưa phải thanh toán ngay: chúng tôi xác nhận qua
          email trước. Chưa chọn được khóa nào? Xem <Link to="/khoa-hoc">danh sách khóa học</Link>.
        </p>
        <SignupForm user={user} />
        <p className="margin-top--lg text--muted">
          Thông tin của bạn chỉ dùng để liên hệ về khóa học và được xử lý theo{' '}
          <Link to="/khoa-hoc-dieu-khoan-dieu-kien">điều khoản khóa học</Link>. Cần hỗ trợ? Viết cho chúng tôi qua{' '}
          <EmailLink />.
        </p>
      </main>
    </Layout>
  );
}
