/**
 * /huy-nhan-thu?t=…: where a mail's "Hủy nhận" link leads. Opening it changes nothing (mail
 * scanners open links); the button sends the signed token, and the page shows the answer.
 * No sign-in: the token is the authority.
 */
import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {tokenFromSearch, unsubscribeRequest} from './unsubscribe';

type State = {kind: 'idle' | 'busy'} | {kind: 'done' | 'error'; text: string};

export default function UnsubscribePage(): ReactNode {
  const token = tokenFromSearch(useLocation().search);
  const [state, setState] = useState<State>({kind: 'idle'});

  if (!token) {
    return (
      <p role="alert">
        Địa chỉ này thiếu mã hủy nhận thư. Hãy mở đúng liên kết “Hủy nhận” ở cuối thư, hoặc tắt thư nhắc trong{' '}
        <Link to="/ca-nhan">trang cá nhân</Link>.
      </p>
    );
  }

  const send = async () => {
    setState({kind: 'busy'});
    try {
      const response = await fetch(...unsubscribeRequest(token));
      const body = (await response.json()) as {ok?: boolean; message?: string; error?: string};
      setState(
        response.ok && body.ok
          ? {kind: 'done', text: body.message ?? 'Đã hủy nhận thư.'}
          : {kind: 'error', text: body.error ?? `Máy chủ trả lời ${response.status}. Vui lòng thử lại sau.`},
      );
    } catch {
      setState({kind: 'error', text: 'Không kết nối được tới máy chủ. Hãy kiểm tra mạng rồi bấm lại.'});
    }
  };

  if (state.kind === 'done') return <p role="status">{state.text}</p>;
  return (
    <>
      <p>Bấm nút dưới đây để ngừng nhận loại thư đã dẫn bạn tới đây. Bạn không cần đăng nhập.</p>
      <button
        type="button"
        className="button button--primary"
        disabled={state.kind === 'busy'}
        onClick={() => void send()}
      >
        Hủy nhận thư
      </button>
      {state.kind === 'error' && <p role="alert">{state.text}</p>}
    </>
  );
}
