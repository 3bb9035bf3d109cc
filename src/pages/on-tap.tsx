import React, {startTransition, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './on-tap.module.css';

/**
 * "Ôn tập": the daily spaced-repetition review. The page's first paint is this text only; the
 * review itself (features/review/ReviewSession.tsx, with ts-fsrs) loads in its own chunk once
 * the page has hydrated.
 */
export default function ReviewPage(): ReactNode {
  const [session, setSession] = useState<{Session: ComponentType} | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('@site/src/features/review/ReviewSession').then(
      // A transition: React renders the session in slices and the page keeps answering input.
      ({default: Session}) => startTransition(() => setSession({Session})),
      () => setFailed(true),
    );
  }, []);
  return (
    <Layout
      title="Ôn tập"
      description="Ôn lại câu hỏi của những bài bạn đã đọc, đúng lúc sắp quên, theo lịch ôn tập giãn cách."
    >
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">Ôn tập</Heading>
            <p>
              Câu hỏi của những bài bạn đã đánh dấu đã đọc hoặc thêm vào ôn tập sẽ quay lại đúng lúc bạn sắp quên. Mỗi
              ngày ôn một ít: phím cách hiện đáp án, các phím 1–4 chấm mức nhớ.
            </p>
            <div className={styles.sessionArea}>
              {session ? (
                <session.Session />
              ) : (
                <p>{failed ? 'Chưa tải được trang ôn tập. Hãy kiểm tra kết nối rồi tải lại trang.' : 'Đang tải…'}</p>
              )}
            </div>
          </div>
        </div>
      </main>
    </Layout>
  );
}
