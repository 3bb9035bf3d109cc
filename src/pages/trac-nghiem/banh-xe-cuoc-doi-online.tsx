import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import WheelOfLifeApp from '@site/src/features/wheel-of-life/WheelOfLifeApp';
import BackToHub from '@site/src/features/quiz/BackToHub';
import styles from '@site/src/features/quiz/quizPages.module.css';

const EXPLANATION_ID = 'cach-tinh-chi-so-can-bang';

export default function WheelOfLifePage(): ReactNode {
  return (
    <Layout
      title="Bánh xe cuộc đời online: tự đánh giá tám lĩnh vực sống"
      description="Chấm điểm tám lĩnh vực sống, đặt mục tiêu và xem bánh xe cuộc đời ngay trên trang: chỉ số cân bằng, việc cần ưu tiên, lịch sử, liên kết chia sẻ và ảnh PNG."
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <BackToHub />
        <Heading as="h1">Bánh xe cuộc đời online</Heading>
        <p className={styles.intro}>
          Bánh xe cuộc đời giúp bạn nhìn toàn cảnh cuộc sống trong vài phút: tám lĩnh vực, mỗi lĩnh vực một điểm từ 1
          đến 10. Bánh xe càng tròn, cuộc sống càng cân bằng; múi nào lõm sâu là chỗ nên chăm chút trước. Sau khi chấm,
          bạn nhận chỉ số cân bằng, gợi ý cho từng lĩnh vực và chọn ba việc nhỏ cho bảy ngày tới. Muốn hiểu kỹ hơn về
          công cụ này, hãy đọc{' '}
          <Link to="/kien-thuc/phat-trien-ban-than/dat-muc-tieu-va-banh-xe-cuoc-doi">
            Đặt mục tiêu và nhìn lại với bánh xe cuộc đời
          </Link>
          .
        </p>
        <WheelOfLifeApp explanationId={EXPLANATION_ID} />
        <section className={styles.explain} aria-labelledby={EXPLANATION_ID}>
          <Heading as="h2" id={EXPLANATION_ID}>
            Cách tính chỉ số cân bằng
          </Heading>
          <p>Chỉ số cân bằng trả lời câu hỏi: các lĩnh vực của bạn có đều nhau không? Cách tính:</p>
          <ol>
            <li>Tính điểm trung bình của tám lĩnh vực.</li>
            <li>
              Với mỗi lĩnh vực, xem điểm của nó cách điểm trung bình bao xa, rồi lấy trung bình các khoảng cách đó. Ta
              gọi con số này là <strong>độ lệch trung bình</strong>.
            </li>
            <li>
              So độ lệch trung bình với mức lệch lớn nhất có thể trên thang 1–10, là 4,5 (khi bốn lĩnh vực được 1 điểm
              và bốn lĩnh vực được 10 điểm).
            </li>
          </ol>
          <p className={styles.formula}>Chỉ số cân bằng = 100 × (1 − độ lệch trung bình ÷ 4,5)</p>
          <p>
            Ví dụ: với điểm 7, 5, 8, 6, 4, 9, 3, 6, điểm trung bình là 6; các khoảng cách là 1, 1, 2, 0, 2, 3, 3, 0, nên
            độ lệch trung bình là 12 ÷ 8 = 1,5 và chỉ số cân bằng là 100 × (1 − 1,5 ÷ 4,5) ≈ 67.
          </p>
          <p>
            100 nghĩa là mọi lĩnh vực bằng điểm nhau; 0 là bánh xe méo nhất có thể. Chỉ số này chỉ nói về độ đều, không
            nói về độ cao: tám lĩnh vực cùng 2 điểm vẫn được 100. Vì vậy trang luôn hiển thị nó cạnh điểm trung bình.
          </p>
          <Heading as="h2">Dữ liệu của bạn</Heading>
          <p>
            Kết quả được lưu trong bộ nhớ của chính trình duyệt này (localStorage), không gửi về máy chủ. Xóa dữ liệu
            trình duyệt hoặc dùng máy khác thì lịch sử sẽ không còn. Liên kết chia sẻ chỉ chứa điểm số của tám lĩnh vực,
            không có cam kết hay thông tin cá nhân nào.
          </p>
        </section>
      </main>
    </Layout>
  );
}
