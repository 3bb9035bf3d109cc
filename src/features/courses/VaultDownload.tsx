import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {coursePath} from '@site/src/data/courses';
import {formatFileSize} from './format';
import {
  VAULT_ROOT_NAME,
  VAULT_ZIP_FILE_NAME,
  countNotes,
  templateNames,
  vaultFolders,
  type VaultZipData,
} from './vaultGuide';
import styles from './VaultDownload.module.css';

function DownloadBox({data}: {data: VaultZipData}): ReactNode {
  const size = formatFileSize(data.bytes);
  return (
    <div className={styles.box}>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a file download from the build, not a route */}
      <a className="button button--primary button--lg" href={data.href} download={VAULT_ZIP_FILE_NAME}>
        Tải vault mẫu (.zip, {size})
      </a>
      <p className={styles.meta}>
        Tệp {VAULT_ZIP_FILE_NAME} · dung lượng {size} · {data.files.length} tệp bên trong · miễn phí, không cần đăng ký
      </p>
    </div>
  );
}

/** The vault download page (route and props from plugins/obsidian-vault-zip.ts): what is in the template and how to open it. */
export default function VaultDownload({vault: data}: {vault: VaultZipData}): ReactNode {
  const {files} = data;
  const templates = templateNames(files);
  return (
    <Layout
      title="Tải vault mẫu Obsidian FLOW"
      description="Tải miễn phí vault mẫu Obsidian theo phương pháp FLOW: thư mục đánh số, mẫu ghi chú dùng core Templates và một dự án ví dụ, kèm hướng dẫn mở trong Obsidian."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Tải vault mẫu Obsidian FLOW</Heading>
        <p className={styles.lead}>
          Một bộ khung Obsidian dùng được ngay cho phương pháp FLOW: thư mục đã đánh số theo dòng chảy từ Inbox tới lưu
          trữ, mẫu ghi chú cho từng bước, và một dự án ví dụ cho thấy một ý tưởng đi từ ghi chú thô tới bản nháp bài
          viết. Chỉ gồm tệp Markdown và thư mục bình thường, không cần plugin cộng đồng.
        </p>

        <DownloadBox data={data} />

        <section className={styles.section} aria-labelledby="ben-trong">
          <Heading as="h2" id="ben-trong">
            Bên trong có gì
          </Heading>
          <p>
            Giải nén ra bạn được thư mục <code>{VAULT_ROOT_NAME}</code>. Ở gốc có <code>README.md</code> (hướng dẫn bằng
            tiếng Việt) và <code>Home.md</code> (bảng điều khiển mở mỗi ngày), cùng các thư mục:
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Thư mục</th>
                  <th scope="col">Bước FLOW</th>
                  <th scope="col">Chứa gì</th>
                </tr>
              </thead>
              <tbody>
                {vaultFolders.map((folder) => {
                  const notes = countNotes(files, folder.name);
                  return (
                    <tr key={folder.name}>
                      <th scope="row">
                        <code>{folder.name}</code>
                      </th>
                      <td>{folder.step || 'Cả bốn bước'}</td>
                      <td>
                        {folder.description}
                        {notes > 0 && (
                          <span className={styles.count}>
                            {' '}
                            Có sẵn {notes} {folder.name === '90-Mau' ? 'mẫu' : 'ghi chú ví dụ'}.
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {templates.length > 0 && (
            <>
              <Heading as="h3" id="mau-ghi-chu">
                Mẫu ghi chú trong 90-Mau
              </Heading>
              <ul className={styles.templates}>
                {templates.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          )}
          <p>
            Thư mục ẩn <code>.obsidian</code> chỉ có ba thiết lập nhỏ: ghi chú mới vào <code>00-Inbox</code>, core
            plugin Templates lấy mẫu từ <code>90-Mau</code>, và Daily notes tạo ghi chú ngày trong{' '}
            <code>50-Nhat-ky</code>. Không có plugin cộng đồng hay mã chạy tự động nào.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="flow">
          <Heading as="h2" id="flow">
            FLOW trong vault này
          </Heading>
          <dl className={styles.steps}>
            <div className={styles.step}>
              <dt>F – Thu thập nhanh</dt>
              <dd>
                Ghi mọi thứ đáng giữ vào 00-Inbox hoặc ghi chú ngày, không phân loại, kèm một câu vì sao đáng giữ.
              </dd>
            </div>
            <div className={styles.step}>
              <dt>L – Liên kết</dt>
              <dd>Mỗi tuần, viết lại ghi chú thô thành ghi chú nguyên tử trong 10-Ghi-chu và nối chúng với nhau.</dd>
            </div>
            <div className={styles.step}>
              <dt>O – Sắp xếp</dt>
              <dd>Gắn ghi chú vào dự án trong 20-Du-an và MOC trong 30-Linh-vuc thay vì lồng thư mục.</dd>
            </div>
            <div className={styles.step}>
              <dt>W – Tạo sản phẩm</dt>
              <dd>Lắp các ghi chú thành bản nháp trong thư mục dự án, rồi xuất bản và ghi lại phản hồi.</dd>
            </div>
          </dl>
        </section>

        <section className={styles.section} aria-labelledby="mo-vault">
          <Heading as="h2" id="mo-vault">
            Mở vault trong Obsidian
          </Heading>
          <ol className={styles.howTo}>
            <li>Cài Obsidian nếu chưa có: ứng dụng tải miễn phí cho Windows, macOS, Linux, Android và iOS.</li>
            <li>
              Giải nén tệp zip: trên Windows bấm chuột phải vào tệp và chọn <strong>Extract All</strong> (Giải nén tất
              cả); trên macOS nhấp đúp vào tệp. Chuyển thư mục <code>{VAULT_ROOT_NAME}</code> tới nơi bạn muốn giữ lâu
              dài, ví dụ thư mục Tài liệu.
            </li>
            <li>
              Mở Obsidian, ở màn hình chọn vault bấm <strong>Open</strong> cạnh dòng{' '}
              <strong>Open folder as vault</strong> (Mở thư mục như vault) và chọn thư mục{' '}
              <code>{VAULT_ROOT_NAME}</code>.
            </li>
            <li>
              Nếu Obsidian hỏi bạn có tin tưởng tác giả của vault không: vault mẫu không chứa plugin cộng đồng nào, nên
              chọn cách nào cũng được.
            </li>
            <li>
              Đọc <code>README.md</code>, rồi mở <code>Home.md</code> và ghim nó vào Bookmarks. Nếu lệnh chèn mẫu không
              xuất hiện, vào Settings → Core plugins và bật Templates cùng Daily notes.
            </li>
          </ol>
          <p>
            Trên điện thoại, hãy chép thư mục đã giải nén vào bộ nhớ máy rồi dùng <strong>Open folder as vault</strong>{' '}
            trong ứng dụng Obsidian. Muốn dùng cùng một vault trên nhiều thiết bị, xem phần đồng bộ và sao lưu trong{' '}
            <Link to="/kien-thuc/obsidian">kiến thức Obsidian</Link>.
          </p>
        </section>

        <section className={styles.section} aria-labelledby="tiep-theo">
          <Heading as="h2" id="tiep-theo">
            Tiếp theo
          </Heading>
          <ul>
            <li>
              Hiểu vì sao mỗi thư mục được đặt như vậy:{' '}
              <Link to="/kien-thuc/category/obsidian-flow">loạt bài phương pháp FLOW</Link>.
            </li>
            <li>
              Mới dùng Obsidian? Bắt đầu từ <Link to="/kien-thuc/obsidian">kiến thức Obsidian cơ bản</Link>.
            </li>
            <li>
              Muốn có lộ trình, bài tập và người góp ý:{' '}
              <Link to={coursePath('obsidian-flow')}>khóa học Obsidian FLOW</Link>.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
