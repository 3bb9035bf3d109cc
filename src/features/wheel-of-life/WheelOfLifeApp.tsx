import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {wheelAreas} from '../../data/wheelOfLife';
import ScoreForm from './ScoreForm';
import WheelFigure from './WheelFigure';
import ResultPanel from './ResultPanel';
import HistoryPanel from './HistoryPanel';
import SharedView from './SharedView';
import {DEFAULT_SCORE} from './scoring';
import {buildShareUrl, decodeShareQuery, type SharedWheel} from './share';
import {
  HISTORY_KEY,
  addEntry,
  createEntry,
  parseHistory,
  removeEntry,
  serializeHistory,
  normalizeActions,
  stuckLowAreas,
  type HistoryEntry,
  type HistoryNotice,
} from './history';
import {readStorage, writeStorage} from '../../lib/browserStorage';
import {notifyLocalChange, SYNCED_EVENT} from '../learning-space/signals';
import styles from './WheelOfLife.module.css';

const AREA_IDS = wheelAreas.map((area) => area.id);

interface HistoryState {
  loaded: boolean;
  entries: HistoryEntry[];
  notices: HistoryNotice[];
  storageAvailable: boolean;
}

interface Props {
  /** Id of the page section explaining the balance figure. */
  explanationId: string;
}

/**
 * The wheel-of-life quiz: sliders → result (saved to history) → share, PNG,
 * print; or, when the URL carries a share query, the shared wheel read-only.
 * The server-rendered HTML is always the empty quiz; the URL and localStorage
 * are read in effects after hydration.
 */
export default function WheelOfLifeApp({explanationId}: Props): ReactNode {
  const location = useLocation();
  const [shared, setShared] = useState<SharedWheel | null>(null);
  const [current, setCurrent] = useState<number[]>(() => wheelAreas.map(() => DEFAULT_SCORE));
  const [target, setTarget] = useState<(number | null)[]>(() => wheelAreas.map(() => null));
  const [result, setResult] = useState<{entry: HistoryEntry; shareUrl: string} | null>(null);
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState<HistoryState>({
    loaded: false,
    entries: [],
    notices: [],
    storageAvailable: true,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setShared(decodeShareQuery(location.search, wheelAreas.length));
  }, [location.search]);

  useEffect(() => {
    const load = () => {
      const raw = readStorage(HISTORY_KEY);
      if (raw === undefined) {
        setHistory({loaded: true, entries: [], notices: [], storageAvailable: false});
        return;
      }
      const parsed = parseHistory(raw, AREA_IDS);
      setHistory({loaded: true, entries: parsed.entries, notices: parsed.notices, storageAvailable: true});
    };
    load();
    // A member's sync (learning-space/sync.ts) may bring assessments made on another device.
    window.addEventListener(SYNCED_EVENT, load);
    return () => window.removeEventListener(SYNCED_EVENT, load);
  }, []);

  // Move focus (and the view) to the result, or back to the form, so keyboard and screen reader users land there.
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState<{target: 'result' | 'form'; at: number} | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    (focusRequest.target === 'result' ? headingRef : formHeadingRef).current?.focus();
  }, [focusRequest]);

  const saveEntries = useCallback((entries: HistoryEntry[]): boolean => {
    const ok = writeStorage(HISTORY_KEY, serializeHistory(entries, AREA_IDS));
    if (ok) notifyLocalChange();
    setHistory((previous) => ({...previous, entries, storageAvailable: previous.storageAvailable && ok}));
    return ok;
  }, []);

  const submit = () => {
    const fresh = createEntry(current, target, new Date());
    // "Sửa điểm" then "Xem kết quả" corrects the same assessment instead of adding another.
    const entry = editing && result ? {...fresh, id: result.entry.id, actions: result.entry.actions} : fresh;
    saveEntries(addEntry(history.entries, entry));
    const pageUrl = window.location.origin + window.location.pathname;
    setResult({entry, shareUrl: buildShareUrl(pageUrl, current, target)});
    setEditing(false);
    setFocusRequest({target: 'result', at: Date.now()});
  };

  const saveActions = (actions: string[]): boolean => {
    if (!result) return false;
    // addEntry replaces the entry with the same id (and brings it back if it was deleted meanwhile).
    const entry = {...result.entry, actions: normalizeActions(actions)};
    setResult({...result, entry});
    return saveEntries(addEntry(history.entries, entry));
  };

  if (shared) {
    return (
      <div className={styles.root}>
        <SharedView areas={wheelAreas} shared={shared} quizPath={location.pathname} explanationId={explanationId} />
      </div>
    );
  }

  const showResult = result !== null && !editing;
  return (
    <div className={styles.root}>
      {showResult ? (
        <ResultPanel
          key={result.entry.id + result.entry.date}
          areas={wheelAreas}
          current={result.entry.current}
          target={result.entry.target}
          date={result.entry.date}
          stuck={stuckLowAreas(history.entries)}
          actions={result.entry.actions}
          onActionsSave={saveActions}
          shareUrl={result.shareUrl}
          onEdit={() => {
            setEditing(true);
            setFocusRequest({target: 'form', at: Date.now()});
          }}
          headingRef={headingRef}
          explanationId={explanationId}
        />
      ) : (
        <section aria-labelledby="cham-diem">
          <h2 id="cham-diem" ref={formHeadingRef} tabIndex={-1} className={styles.resultHeading}>
            Chấm điểm tám lĩnh vực
          </h2>
          <p>
            Kéo thanh trượt (hoặc dùng phím mũi tên) để chấm mức hài lòng <strong>hiện tại</strong> của bạn, từ 1 (rất
            chưa hài lòng) đến 10 (rất hài lòng). Nếu muốn, chọn thêm điểm mục tiêu bạn mong đạt được.
          </p>
          <div className={styles.layout}>
            <div className={styles.stickyChart}>
              <WheelFigure
                areas={wheelAreas}
                current={current}
                target={target}
                title="Bánh xe cuộc đời của bạn (xem trước)"
                tableHidden
              />
            </div>
            <ScoreForm
              areas={wheelAreas}
              current={current}
              target={target}
              onCurrentChange={(index, value) => setCurrent((all) => all.map((v, i) => (i === index ? value : v)))}
              onTargetChange={(index, value) => setTarget((all) => all.map((v, i) => (i === index ? value : v)))}
              onSubmit={submit}
            />
          </div>
        </section>
      )}
      {history.loaded && (
        <HistoryPanel
          areas={wheelAreas}
          entries={history.entries}
          notices={history.notices}
          storageAvailable={history.storageAvailable}
          onDelete={(id) => saveEntries(removeEntry(history.entries, id))}
        />
      )}
    </div>
  );
}
