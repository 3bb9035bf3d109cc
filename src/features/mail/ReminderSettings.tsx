/**
 * "Thư nhắc ôn tập": a signed-in member turns the review reminder on or off, and chooses its
 * hour and the fewest due items worth a mail (/ca-nhan and /on-tap). Opt-in: off until the
 * member turns it on.
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAuth} from '../auth/AuthProvider';
import type {FirebaseSettings} from '../auth/firebaseConfig';
import {callMailPreferences, type MailPreferences} from './mailPreferencesApi';
import {HOURS, hourLabel, readReminderForm} from './reminderForm';
import styles from './ReminderSettings.module.css';

type Message = {kind: 'ok' | 'error'; text: string; field?: 'gio' | 'nguong'};

export default function ReminderSettings(): ReactNode {
  const {status, getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const id = useId();
  const [saved, setSaved] = useState<MailPreferences | null>(null);
  const [on, setOn] = useState(false);
  const [hour, setHour] = useState('20');
  const [threshold, setThreshold] = useState('10');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    if (status !== 'signedIn') return;
    let live = true;
    callMailPreferences({getIdToken, firebase}).then(
      (value) => {
        if (!live) return;
        setSaved(value);
        setOn(value.nhacOnTap.bat);
        setHour(String(value.nhacOnTap.gio));
        setThreshold(String(value.nhacOnTap.nguong));
      },
      (error: Error) => live && setMessage({kind: 'error', text: error.message}),
    );
    return () => {
      live = false;
    };
  }, [status, getIdToken, firebase]);

  if (status !== 'signedIn') return null;

  const save = async () => {
    const form = readReminderForm(on, hour, threshold);
    if (!form.ok) {
      setMessage({kind: 'error', text: form.error, field: form.field});
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const value = await callMailPreferences({getIdToken, firebase}, form.value);
      setSaved(value);
      setMessage({
        kind: 'ok',
        text: value.nhacOnTap.bat
          ? `Đã lưu: thư nhắc gửi tới ${value.email} lúc ${hourLabel(value.nhacOnTap.gio)} (giờ Việt Nam) vào những ngày có từ ${value.nhacOnTap.nguong} câu đến hạn.`
          : 'Đã tắt thư nhắc ôn tập.',
      });
    } catch (error) {
      setMessage({kind: 'error', text: (error as Error).message});
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${id}-loi`;
  const invalid = (field: 'gio' | 'nguong') => (message?.field === field ? true : undefined);
  return (
    <form
      className={styles.form}
      aria-labelledby={`${id}-tieu-de`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p id={`${id}-tieu-de`} className={styles.title}>
        Thư nhắc ôn tập
      </p>
      <p className={styles.hint}>
        Một thư vào giờ bạn chọn, chỉ vào những ngày có đủ số câu đến hạn. Tắt bất cứ lúc nào, ở đây hoặc bằng liên kết
        trong thư.
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} disabled={!saved} />
        Gửi thư nhắc ôn tập{saved ? ` tới ${saved.email}` : ''}
      </label>
      <div className={styles.fields}>
        <label htmlFor={`${id}-gio`}>Giờ gửi (giờ Việt Nam)</label>
        <select
          id={`${id}-gio`}
          value={hour}
          onChange={(event) => setHour(event.target.value)}
          disabled={!saved}
          aria-invalid={invalid('gio')}
          aria-describedby={invalid('gio') ? errorId : undefined}
        >
          {HOURS.map((value) => (
            <option key={value} value={value}>
              {hourLabel(value)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-nguong`}>Chỉ gửi khi có ít nhất (câu)</label>
        <input
          id={`${id}-nguong`}
          inputMode="numeric"
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          disabled={!saved}
          aria-invalid={invalid('nguong')}
          aria-describedby={invalid('nguong') ? errorId : undefined}
        />
      </div>
      <button type="submit" className="button button--primary button--sm" disabled={busy || !saved}>
        Lưu thư nhắc
      </button>
      {message && (
        <p
          id={errorId}
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? styles.error : undefined}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
