import React, {useState, type ReactNode, type RefObject} from 'react';
import {downloadSvgAsPng, type PngOptions} from './exportPng';
import styles from './WheelOfLife.module.css';

interface Props {
  svgRef: RefObject<SVGSVGElement | null>;
  /** Built when clicked, so the date and figures are current. */
  options: () => PngOptions;
}

/** "Tải ảnh PNG": draws the wheel on a canvas and downloads it. */
export default function DownloadPngButton({svgRef, options}: Props): ReactNode {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const svg = svgRef.current;
    if (!svg) return;
    setBusy(true);
    setStatus('Đang tạo ảnh…');
    try {
      await downloadSvgAsPng(svg, options());
      setStatus('Đã tạo ảnh PNG. Nếu trình duyệt hỏi, hãy chọn lưu tệp.');
    } catch {
      setStatus('Không tạo được ảnh trên trình duyệt này. Bạn có thể chụp màn hình hoặc dùng nút In.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={download} disabled={busy}>
        Tải ảnh PNG
      </button>
      <span className={`${styles.muted} ${styles.inlineStatus}`} role="status">
        {status}
      </span>
    </>
  );
}
