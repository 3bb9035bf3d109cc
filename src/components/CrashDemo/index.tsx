import React, {useState, type ReactNode} from 'react';

function Crash(): ReactNode {
  throw new Error('Lỗi trình diễn: trang này cố ý gặp sự cố.', {
    cause: new Error('Nguyên nhân gốc: nút trình diễn đã được bấm.'),
  });
}

/**
 * Shows what a visitor sees when a page crashes: the button makes this part of
 * the page throw while rendering, and the site's error page takes over.
 */
export default function CrashDemo(): ReactNode {
  const [crashed, setCrashed] = useState(false);
  return (
    <>
      <button type="button" className="button button--outline button--danger" onClick={() => setCrashed(true)}>
        Thử làm trang gặp lỗi
      </button>
      {crashed && <Crash />}
    </>
  );
}
