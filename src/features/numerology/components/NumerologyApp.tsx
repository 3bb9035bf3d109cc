import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {useTypedBeforeHydration} from '@site/src/lib/useTypedBeforeHydration';
import {calendarDateOf, formatDate, parseIsoDate, toIsoDate} from '../dates';
import {computeProfile} from '../engine';
import {
  addProfile,
  loadProfiles,
  MAX_PROFILES,
  removeProfile,
  storeProfiles,
  type SavedProfile,
} from '../savedProfiles';
import {SYNCED_EVENT} from '../../learning-space/signals';
import type {NumerologyProfile} from '../types';
import {buildQuery, readQuery} from '../urlState';
import {validateNumerologyInput, type FieldErrors} from '../validate';
import NumerologyForm from './NumerologyForm';
import NumerologyReport from './NumerologyReport';
import SavedProfilesPanel from './SavedProfilesPanel';
import styles from './numerology.module.css';

const today = () => calendarDateOf(new Date());

/**
 * The lookup. The URL (?ten=&ngay=) is the source of truth: submitting pushes
 * a new URL and the result is computed from it, so a shared link, the back
 * button and a saved profile all show the same thing. Everything that needs
 * the browser (clock, URL, storage, clipboard) runs in effects or handlers,
 * never during the server render.
 */
export default function NumerologyApp(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [profile, setProfile] = useState<NumerologyProfile | null>(null);
  const [maxDate, setMaxDate] = useState<string>();
  const [saved, setSaved] = useState<SavedProfile[]>([]);
  const [savedNotice, setSavedNotice] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [copyFallback, setCopyFallback] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(nameRef, name, setName);
  useTypedBeforeHydration(dateRef, date, setDate);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const savedHeadingRef = useRef<HTMLDivElement>(null);
  const focusResult = useRef(false);

  const show = useCallback((rawName: string, rawDate: string) => {
    const now = today();
    const check = validateNumerologyInput(rawName, rawDate, now);
    setStatus('');
    setCopyFallback(null);
    if (!check.ok) {
      setErrors(check.errors);
      setProfile(null);
      return check;
    }
    setErrors({});
    setProfile(computeProfile(check.name, check.date, now));
    return check;
  }, []);

  // A member's sync (learning-space/sync.ts) may bring profiles saved on another device.
  useEffect(() => {
    const reload = () => setSaved(loadProfiles().profiles);
    window.addEventListener(SYNCED_EVENT, reload);
    return () => window.removeEventListener(SYNCED_EVENT, reload);
  }, []);

  useEffect(() => {
    setMaxDate(toIsoDate(today()));
    const loaded = loadProfiles();
    setSaved(loaded.profiles);
    if (loaded.corrupt) {
      setSavedNotice(
        'Dữ liệu hồ sơ đã lưu trên trình duyệt này bị hỏng nên đã được bỏ qua. Bạn vẫn có thể lưu hồ sơ mới.',
      );
    } else if (loaded.unavailable) {
      setSavedNotice('Trình duyệt đang chặn bộ nhớ cục bộ nên không thể lưu hồ sơ.');
    }
  }, []);

  useEffect(() => {
    const query = readQuery(location.search);
    if (!query) {
      setProfile(null);
      return;
    }
    const isoDate = parseIsoDate(query.date);
    setName(query.name);
    setDate(isoDate ? formatDate(isoDate) : query.date);
    show(query.name, query.date);
  }, [location.search, show]);

  useEffect(() => {
    if (profile && focusResult.current) {
      focusResult.current = false;
      headingRef.current?.focus();
    }
  }, [profile]);

  const submit = () => {
    const check = validateNumerologyInput(name, date, today());
    if (!check.ok) {
      show(name, date);
      (check.errors.name ? nameRef : dateRef).current?.focus();
      return;
    }
    const search = buildQuery(check.name, check.date);
    focusResult.current = true;
    if (search === location.search) {
      show(check.name, toIsoDate(check.date));
    } else {
      history.push({pathname: location.pathname, search});
    }
  };

  const copyLink = async () => {
    if (!profile) return;
    const url = `${window.location.origin}${location.pathname}${buildQuery(profile.name, profile.birthDate)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopyFallback(null);
      setStatus('Đã sao chép liên kết. Ai mở liên kết này sẽ thấy đúng kết quả bên dưới.');
    } catch {
      setCopyFallback(url);
      setStatus('Không sao chép tự động được. Hãy sao chép liên kết trong ô bên dưới.');
    }
  };

  const save = () => {
    if (!profile) return;
    const result = addProfile(saved, {name: profile.name, date: toIsoDate(profile.birthDate), savedAt: Date.now()});
    if (result.status === 'exists') {
      setStatus('Hồ sơ này đã có trong danh sách đã lưu.');
    } else if (result.status === 'full') {
      setStatus(`Đã đủ ${MAX_PROFILES} hồ sơ. Hãy xóa bớt một hồ sơ trước khi lưu thêm.`);
    } else if (!storeProfiles(result.profiles)) {
      setStatus('Trình duyệt không cho phép lưu dữ liệu nên chưa lưu được hồ sơ.');
    } else {
      setSaved(result.profiles);
      setSavedNotice(null);
      setStatus(`Đã lưu hồ sơ của ${profile.name}.`);
    }
  };

  const remove = (id: string) => {
    const next = removeProfile(saved, id);
    storeProfiles(next);
    setSaved(next);
    setSavedNotice('Đã xóa hồ sơ.');
    savedHeadingRef.current?.focus();
  };

  const actions = (
    <div className={styles.actions}>
      <div className={styles.actionButtons}>
        <button type="button" className="button button--primary" onClick={copyLink}>
          Sao chép liên kết
        </button>
        <button type="button" className="button button--secondary" onClick={save}>
          Lưu hồ sơ
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          In kết quả
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      {copyFallback && (
        <input
          className={styles.input}
          readOnly
          value={copyFallback}
          aria-label="Liên kết chia sẻ kết quả"
          onFocus={(event) => event.target.select()}
        />
      )}
    </div>
  );

  return (
    <div className={styles.root}>
      <header className={`${styles.intro} ${styles.noPrint}`}>
        <h1>Tra cứu thần số học</h1>
        <p>
          Nhập họ tên và ngày sinh để xem đầy đủ các chỉ số thần số học theo trường phái Pythagoras (phương pháp David
          A. Phillips): số chủ đạo, sứ mệnh, linh hồn, nhân cách, biểu đồ ngày sinh, 4 đỉnh cao, 4 thử thách, năm cá
          nhân… Mỗi con số đều kèm cách tính từng bước và ý nghĩa. Mọi phép tính chạy ngay trên trình duyệt của bạn,
          không dữ liệu nào được gửi đi.
        </p>
      </header>
      <div className={`${styles.inputArea} ${styles.noPrint}`}>
        <NumerologyForm
          name={name}
          date={date}
          errors={errors}
          maxDate={maxDate}
          nameRef={nameRef}
          dateRef={dateRef}
          onNameChange={setName}
          onDateChange={setDate}
          onSubmit={submit}
        />
        <div ref={savedHeadingRef} tabIndex={-1} className={styles.savedFocus}>
          <SavedProfilesPanel profiles={saved} notice={savedNotice} pagePath={location.pathname} onRemove={remove} />
        </div>
      </div>
      {profile && <NumerologyReport profile={profile} headingRef={headingRef} actions={actions} />}
      <section className={styles.method} aria-labelledby="nsh-cach-tinh">
        <h2 id="nsh-cach-tinh">Cách tính trên trang này</h2>
        <ul>
          <li>
            Bỏ dấu tiếng Việt (Ă, Â → A; Ê → E; Ô, Ơ → O; Ư → U; Đ → D) rồi quy đổi: A, J, S = 1; B, K, T = 2; C, L, U =
            3; D, M, V = 4; E, N, W = 5; F, O, X = 6; G, P, Y = 7; H, Q, Z = 8; I, R = 9.
          </li>
          <li>
            Nguyên âm là A, E, I, O, U. Chữ Y là nguyên âm khi chữ đứng trước nó trong cùng một từ không phải nguyên âm
            (Vy, Ly, Yến) và là phụ âm khi đứng sau một nguyên âm (Nguyễn, Duy, Quý).
          </li>
          <li>
            Số chủ đạo: cộng mọi chữ số của ngày sinh rồi rút gọn đến khi còn từ 2 đến 11, giữ nguyên 10, 11 và 22 (ghi
            là 22/4).
          </li>
          <li>
            Sứ mệnh, linh hồn, nhân cách: cộng giá trị của toàn bộ họ tên rồi rút gọn, giữ nguyên 11 và 22. Số thái độ,
            số cân bằng, năm và tháng cá nhân được rút về 1–9.
          </li>
          <li>
            Năm cá nhân tính theo năm dương lịch: ngày sinh + tháng sinh + năm hiện tại. Đỉnh cao đầu tiên đến ở tuổi 36
            trừ số chủ đạo (rút về một chữ số), các đỉnh sau cách nhau 9 năm.
          </li>
        </ul>
      </section>
    </div>
  );
}
