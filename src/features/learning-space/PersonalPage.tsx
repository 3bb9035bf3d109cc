import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAuth} from '../auth/AuthProvider';
import type {FirebaseSettings} from '../auth/firebaseConfig';
import {knowledgeSections} from '../../data/sections';
import {wheelAreas} from '../../data/wheelOfLife';
import {readStorage, writeStorage} from '../../lib/browserStorage';
import {parseIsoDate, formatDate} from '../numerology/dates';
import {buildQuery} from '../numerology/urlState';
import HistoryPanel from '../wheel-of-life/HistoryPanel';
import {HISTORY_KEY, parseHistory, removeEntry, serializeHistory} from '../wheel-of-life/history';
import {readLocalItems} from './localData';
import {KIND_LABELS, LIMITS, KINDS} from './learningData';
import {
  LOCAL_CHANGE_EVENT,
  notifyLocalChange,
  readProgress,
  setMark,
  SYNCED_EVENT,
  writeProgress,
} from './progressStore';
import {describeProgress, sectionProgress} from './sectionProgress';
import {KNOWLEDGE_PATHS} from './SectionProgress';
import type {LocalItem} from './syncPlan';
import SyncStatusText from './SyncStatusText';
import ReminderSettings from '../mail/ReminderSettingsSlot';
import MyQuestions from '../questions/MyQuestionsSlot';
import styles from './PersonalPage.module.css';

const AREA_IDS = wheelAreas.map((area) => area.id);

function useLocalItems(): LocalItem[] | null {
  const [items, setItems] = useState<LocalItem[] | null>(null);
  useEffect(() => {
    const reload = () => setItems(readLocalItems());
    reload();
    const events = [SYNCED_EVENT, LOCAL_CHANGE_EVENT, 'storage'];
    for (const name of events) window.addEventListener(name, reload);
    return () => {
      for (const name of events) window.removeEventListener(name, reload);
    };
  }, []);
  return items;
}

function SyncLine(): ReactNode {
  return (
    <p role="status" className={styles.sync}>
      <SyncStatusText
        retryClassName="button button--sm button--secondary"
        synced="Đã đồng bộ với tài khoản của bạn."
        syncing="Đang đồng bộ với tài khoản của bạn…"
      />
    </p>
  );
}

function todayStamp(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Export and delete, with a confirmation step before deleting. */
function DataControls(): ReactNode {
  const {user, getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{kind: 'ok' | 'error'; text: string} | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  if (!user) return null;
  const context = {uid: user.uid, getIdToken, firebase};

  const exportAll = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const [{syncOnce, fetchEverything}, {scheduleRows}, {callMailPreferences}, {ownQuestions}] = await Promise.all([
        import('./sync'),
        // ts-fsrs loads only for the export: the schedule is derived from the reviews, never stored.
        import('../review/schedule'),
        import('../mail/mailPreferencesApi'),
        import('../questions/api'),
      ]);
      await syncOnce(context);
      const [items, tuyChonThu, cauHoi] = await Promise.all([
        fetchEverything(context),
        callMailPreferences(context),
        ownQuestions(context),
      ]);
      const reviews = items.flatMap((item) => (item.kind === 'onTap' ? [{id: item.key, ...item.value}] : []));
      const file = JSON.stringify(
        {
          xuatLuc: new Date().toISOString(),
          taiKhoan: {uid: user.uid, email: user.email},
          items,
          tuyChonThu,
          cauHoi,
          lichOnTap: scheduleRows(reviews),
        },
        null,
        2,
      );
      const url = URL.createObjectURL(new Blob([file], {type: 'application/json'}));
      const link = document.createElement('a');
      link.href = url;
      link.download = `learn-anything-du-lieu-${todayStamp()}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setMessage({kind: 'ok', text: `Đã tải xuống ${items.length} mục dữ liệu.`});
    } catch (error) {
      setMessage({
        kind: 'error',
        text: `Chưa tải xuống được: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };

  const deleteAll = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const {deleteEverything} = await import('./sync');
      await deleteEverything(context);
      setConfirming(false);
      setMessage({kind: 'ok', text: 'Đã xóa toàn bộ dữ liệu học tập của bạn trên máy chủ và trên thiết bị này.'});
      deleteRef.current?.focus();
    } catch (error) {
      setMessage({kind: 'error', text: `Chưa xóa được: ${error instanceof Error ? error.message : String(error)}`});
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void exportAll()}>
          Tải xuống toàn bộ dữ liệu (JSON)
        </button>
        <button
          ref={deleteRef}
          type="button"
          className="button button--danger"
          disabled={busy || confirming}
          onClick={() => setConfirming(true)}
        >
          Xóa toàn bộ dữ liệu
        </button>
      </div>
      {confirming && (
        <div ref={confirmRef} tabIndex={-1} role="group" aria-labelledby="xac-nhan-xoa" className={styles.confirm}>
          <p id="xac-nhan-xoa">
            <strong>Xóa vĩnh viễn mọi dữ liệu học tập của bạn?</strong> Tiến độ đọc, dấu trang, hồ sơ thần số học, lịch
            sử bánh xe cuộc đời và câu hỏi của bạn sẽ bị xóa khỏi máy chủ và khỏi thiết bị này (câu hỏi đã được đăng
            công khai ở lại, dưới tên “một bạn đọc”; tên cũ mất khỏi bản trang dựng sẵn chậm nhất sau một ngày). Không
            thể hoàn tác.
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button--danger" disabled={busy} onClick={() => void deleteAll()}>
              Xóa vĩnh viễn
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                deleteRef.current?.focus();
              }}
            >
              Hủy
            </button>
          </div>
        </div>
      )}
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? styles.error : undefined}
        >
          {message.text}
        </p>
      )}
    </>
  );
}

/** /ca-nhan: a member's learning space (the members gate asks for sign-in first). */
export default function PersonalPage(): ReactNode {
  const {user} = useAuth();
  const items = useLocalItems();
  const marks = readProgressFrom(items);

  const removeBookmark = useCallback((key: string) => {
    writeProgress(setMark(readProgress(), 'dauTrang', key, '', false));
    notifyLocalChange();
  }, []);

  const deleteWheelEntry = useCallback((id: string) => {
    const raw = readStorage(HISTORY_KEY);
    if (raw === undefined) return;
    const entries = removeEntry(parseHistory(raw, AREA_IDS).entries, id);
    if (!writeStorage(HISTORY_KEY, serializeHistory(entries, AREA_IDS))) return;
    notifyLocalChange();
  }, []);

  if (!items) {
    return <p role="status">Đang đọc dữ liệu…</p>;
  }
  const bookmarks = items.filter((item) => item.kind === 'dauTrang');
  const profiles = items.filter((item): item is Extract<LocalItem, {kind: 'hoSo'}> => item.kind === 'hoSo');
  const wheel = parseHistory(
    JSON.stringify({
      version: 1,
      entries: items
        .filter((item): item is Extract<LocalItem, {kind: 'banhXe'}> => item.kind === 'banhXe')
        .map((item) => ({id: item.key, ...item.value})),
    }),
    AREA_IDS,
  ).entries;
  const blogRead = marks.filter((mark) => mark.kind === 'daDoc' && mark.key.startsWith('/blog/')).length;

  return (
    <>
      <Heading as="h1">Trang cá nhân</Heading>
      {user && (
        <p>
          Đăng nhập với <strong>{user.email}</strong>. Mọi thứ dưới đây đi theo tài khoản này trên mọi thiết bị.
        </p>
      )}
      <SyncLine />

      <section className={styles.block} aria-labelledby="tien-do">
        <Heading as="h2" id="tien-do">
          Tiến độ theo chủ đề
        </Heading>
        <ul className={styles.list}>
          {knowledgeSections.map((section) => {
            const count = sectionProgress(KNOWLEDGE_PATHS, marks, section.to);
            return (
              <li key={section.to}>
                <Link to={section.to}>{section.title}</Link>: {describeProgress(count)}
              </li>
            );
          })}
          <li>
            <Link to="/blog">Blog</Link>: đã đọc {blogRead} bài
          </li>
        </ul>
        <p>
          Câu hỏi của những bài đã đọc được hẹn ôn lại ở trang <Link to="/on-tap">Ôn tập</Link>.
        </p>
      </section>

      <section className={styles.block} aria-labelledby="dau-trang">
        <Heading as="h2" id="dau-trang">
          Dấu trang ({bookmarks.length}/{LIMITS.dauTrang})
        </Heading>
        {bookmarks.length === 0 ? (
          <p>Chưa có dấu trang nào. Bấm “Lưu dấu trang” cuối mỗi bài viết để giữ lại ở đây.</p>
        ) : (
          <ul className={styles.list}>
            {bookmarks.map((item) => (
              <li key={item.key} className={styles.row}>
                <Link to={item.key}>{(item.value as {title: string}).title}</Link>
                <button
                  type="button"
                  className="button button--sm button--link"
                  aria-label={`Bỏ dấu trang ${(item.value as {title: string}).title}`}
                  onClick={() => removeBookmark(item.key)}
                >
                  Bỏ dấu trang
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.block} aria-labelledby="ho-so">
        <Heading as="h2" id="ho-so">
          Hồ sơ thần số học đã lưu ({profiles.length}/{LIMITS.hoSo})
        </Heading>
        {profiles.length === 0 ? (
          <p>
            Chưa có hồ sơ nào. Tra cứu ở <Link to="/tra-cuu-than-so-hoc">trang thần số học</Link> rồi bấm “Lưu hồ sơ”.
          </p>
        ) : (
          <ul className={styles.list}>
            {profiles.map(({key, value}) => {
              const date = parseIsoDate(value.date);
              return (
                <li key={key}>
                  {date ? (
                    <Link to={`/tra-cuu-than-so-hoc?${buildQuery(value.name, date)}`}>
                      {value.name} · {formatDate(date)}
                    </Link>
                  ) : (
                    value.name
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <div className={styles.block}>
        <HistoryPanel areas={wheelAreas} entries={wheel} notices={[]} storageAvailable onDelete={deleteWheelEntry} />
        <p>
          Làm thêm một lần đánh giá ở <Link to="/trac-nghiem/banh-xe-cuoc-doi-online">bánh xe cuộc đời</Link>.
        </p>
      </div>

      <ReminderSettings />

      <MyQuestions />

      <section className={styles.block} aria-labelledby="du-lieu">
        <Heading as="h2" id="du-lieu">
          Dữ liệu của bạn
        </Heading>
        <p>
          <strong>Những gì được lưu:</strong> các bài bạn đánh dấu đã đọc và dấu trang (địa chỉ và tiêu đề bài), hồ sơ
          thần số học bạn lưu (họ tên, ngày sinh), các lần đánh giá bánh xe cuộc đời (điểm, mục tiêu, hành động cam
          kết), các lần ôn tập (câu hỏi, mức nhớ, thời điểm), kết quả tự kiểm tra, các bài bạn thêm vào ôn tập và lựa
          chọn thư nhắc ôn tập (bật hay tắt, giờ gửi, số câu tối thiểu, địa chỉ email), có nhận thư khi câu hỏi được trả
          lời hay không, mỗi mục kèm thời điểm cập nhật; các câu hỏi bạn đặt dưới bài viết và bài học (trang, nội dung,
          tên hiển thị, thời điểm, câu trả lời; tác giả đọc chúng để trả lời, và câu được đăng công khai thì ai cũng
          thấy, kèm tên hiển thị). Lịch ôn được tính lại từ các lần ôn nên không lưu riêng; tệp tải xuống có cả lịch ôn
          đó. Khi vượt giới hạn lần ôn, các lần cũ nhất được bỏ. Giới hạn:{' '}
          {KINDS.map((kind) => `${LIMITS[kind]} ${KIND_LABELS[kind]}`).join(', ')}.
        </p>
        <p>
          <strong>Ở đâu:</strong> trên trình duyệt của từng thiết bị bạn dùng (bộ nhớ cục bộ) và, khi bạn đã đăng nhập,
          trong cơ sở dữ liệu Firestore của Learn Anything trên Google Cloud, gắn với mã tài khoản Google của bạn. Chỉ
          bạn, sau khi đăng nhập, mới đọc hay sửa được; chúng tôi không bán hay chia sẻ dữ liệu này.
        </p>
        <p>
          <strong>Bao lâu:</strong> cho đến khi bạn xóa. Bấm “Xóa toàn bộ dữ liệu” thì máy chủ không còn giữ gì của bạn
          (bản sao lưu tự động của Google Cloud, nếu có, hết hạn theo chu kỳ của nó), trừ các câu hỏi đã được đăng công
          khai cùng câu trả lời: chúng ở lại dưới bài, không còn gắn với tài khoản, tên hiển thị đổi thành “một bạn
          đọc”. Đăng xuất không xóa dữ liệu trên thiết bị này.
        </p>
        <DataControls />
      </section>
    </>
  );
}

function readProgressFrom(items: LocalItem[] | null) {
  return (items ?? []).filter((item) => item.kind === 'daDoc' || item.kind === 'dauTrang') as ReturnType<
    typeof readProgress
  >;
}
