/**
 * The desk's "Cần xem": what the payment gateway sent that enrolled no one (an unknown order, a
 * cancelled sign-up, an amount above or below the fee, a second payment), for the owner to decide.
 */
import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {OWNER_API} from '@site/src/data/apiPaths';
import {useAuth} from '@site/src/features/auth/AuthProvider';
import type {FirebaseSettings} from '@site/src/features/auth/firebaseConfig';
import {callApi} from './apiClient';
import {vietnamDateTime} from './deskView';
import {formatVnd} from './money';
import {payerText, reviewReason, reviewVia, type ReviewItem} from './reviewView';
import styles from './OwnerDesk.module.css';

export default function ReviewPanel(): ReactNode {
  const {getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const [items, setItems] = useState<ReviewItem[] | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    const answer = await callApi<{items: ReviewItem[]}>(`${OWNER_API}/can-xem`, {
      method: 'GET',
      token: await getIdToken(),
      firebase,
    });
    if (answer.status !== 200) return setError(answer.body.error ?? `Máy chủ trả lời ${answer.status}.`);
    setError('');
    setItems(answer.body.items);
  }, [getIdToken, firebase]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className={styles.section} aria-labelledby="can-xem">
      <h2 id="can-xem">Cần xem</h2>
      <p>
        Các khoản cổng thanh toán báo về nhưng không tự ghi danh: hãy đối chiếu, rồi đánh dấu đã thanh toán bằng tay
        hoặc hoàn tiền cho người chuyển.
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {items && items.length === 0 && <p>Không có khoản nào cần xem.</p>}
      {items && items.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Lúc</th>
              <th scope="col">Lý do</th>
              <th scope="col">Số tiền</th>
              <th scope="col">Người chuyển</th>
              <th scope="col">Nội dung</th>
              <th scope="col">Mã đơn, mã tham chiếu</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  {vietnamDateTime(item.at)} ({reviewVia(item.via)})
                </td>
                <td>{reviewReason(item.reason)}</td>
                <td>{formatVnd(item.amount)}</td>
                <td>{payerText(item)}</td>
                <td>{item.description || '—'}</td>
                <td>
                  {item.orderCode}
                  {item.maThamChieu ? `, ${item.maThamChieu}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="button button--secondary button--sm" onClick={() => void load()}>
        Tải lại mục cần xem
      </button>
    </section>
  );
}
