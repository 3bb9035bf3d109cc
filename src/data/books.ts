export type BookCategory =
  'phat-trien-ban-than' | 'hoc-tap' | 'nang-suat' | 'tu-duy' | 'tai-chinh-kinh-doanh' | 'cong-nghe';

export const bookCategories: Record<BookCategory, string> = {
  'phat-trien-ban-than': 'Phát triển bản thân',
  'hoc-tap': 'Học tập',
  'nang-suat': 'Năng suất',
  'tu-duy': 'Tư duy',
  'tai-chinh-kinh-doanh': 'Tài chính và kinh doanh',
  'cong-nghe': 'Công nghệ',
};

/** When the Vietnamese editions below were last checked; shown with every "not confirmed". */
export const editionsCheckedOn = {iso: '2026-11', label: 'tháng 11/2026'} as const;

/** A Vietnamese edition seen on sale, in a library catalogue, a newspaper or the edition's own colophon. */
export interface VietnameseEdition {
  /** The Vietnamese title as the edition prints it (without the English title some covers repeat) */
  title: string;
  /** Publishing company and/or publishing house, only where a source named them */
  publisher?: string;
  /** Where the title (and publisher) was checked; for maintainers, not shown */
  source: string;
}

export interface Book {
  /** ASCII kebab-case, unique */
  id: string;
  /** Original title */
  title: string;
  author: string;
  /**
   * The Vietnamese edition, only where one was confirmed (checked editionsCheckedOn); left out where none could
   * be confirmed, so the page shows the original title and says so instead of a translated title that looks official.
   */
  vietnameseEdition?: VietnameseEdition;
  /** One Vietnamese sentence about editions worth knowing: another title in circulation, unofficial translations */
  editionNote?: string;
  category: BookCategory;
  /** One or two Vietnamese sentences: why a self-learner should read it */
  whyRead: string;
  /** Route of the sach-hay summary where one exists, e.g. '/kien-thuc/sach-hay/atomic-habits' */
  summaryPath?: string;
}

/** The title a Vietnamese reader looks for: the Vietnamese edition's where there is one, else the original. */
export function displayTitle(book: Book): string {
  return book.vietnameseEdition?.title ?? book.title;
}

/** The book with this id; throws on an unknown id so a summary cannot silently name a book that is not here. */
export function bookById(id: string): Book {
  const book = books.find((b) => b.id === id);
  if (!book) throw new Error(`Không có sách với id "${id}" trong src/data/books.ts`);
  return book;
}

export const books: Book[] = [
  // Mỗi cuốn có bản tóm tắt trong /kien-thuc/sach-hay (summaryPath); kiểm tra nội dung bắt buộc điều này
  {
    id: 'atomic-habits',
    title: 'Atomic Habits',
    author: 'James Clear',
    vietnameseEdition: {
      title: 'Thay đổi tí hon, hiệu quả bất ngờ',
      source:
        'yenvienbooks.vn/thay-doi-ti-hon-hieu-qua-bat-ngo; dtv-ebook.com.vn (bản tái bản, dịch giả Vũ Phi Yên, Trần Quỳnh Như)',
    },
    category: 'phat-trien-ban-than',
    whyRead:
      'Biến mục tiêu học tập thành những thói quen nhỏ, dễ bắt đầu nhờ thiết kế môi trường thay vì trông vào ý chí. Áp dụng được ngay từ ngày mai.',
    summaryPath: '/kien-thuc/sach-hay/atomic-habits',
  },
  {
    id: 'deep-work',
    title: 'Deep Work',
    author: 'Cal Newport',
    vietnameseEdition: {
      title: 'Làm ra làm, chơi ra chơi',
      source: 'chiasemoi.com/sach-lam-ra-lam-choi-ra-choi.html; capturebyharvie.com (nhận xét bản dịch in)',
    },
    category: 'nang-suat',
    whyRead:
      'Học một kỹ năng khó đòi hỏi những khối thời gian tập trung không bị gián đoạn; cuốn sách chỉ cách giành lại và bảo vệ chúng.',
    summaryPath: '/kien-thuc/sach-hay/deep-work',
  },
  {
    id: 'thinking-fast-and-slow',
    title: 'Thinking, Fast and Slow',
    author: 'Daniel Kahneman',
    vietnameseEdition: {
      title: 'Tư duy nhanh và chậm',
      publisher: 'Alpha Books',
      source: 'obook.co (Alpha Books mua bản quyền, tái bản 2017); vusta.vn',
    },
    category: 'tu-duy',
    whyRead:
      'Hiểu những lối tắt khiến trực giác phán đoán sai một cách có hệ thống, để biết khi nào cần chậm lại trước một quyết định quan trọng.',
    summaryPath: '/kien-thuc/sach-hay/thinking-fast-and-slow',
  },
  {
    id: 'building-a-second-brain',
    title: 'Building a Second Brain',
    author: 'Tiago Forte',
    vietnameseEdition: {
      title: 'Xây dựng bộ não thứ hai',
      source: 'tiasach.com/sach/doc/xay-dung-bo-nao-thu-hai (văn bản bản dịch); nguyenducphuong.vn',
    },
    category: 'nang-suat',
    whyRead:
      'Sắp xếp ghi chú và tài liệu số theo dự án với phương pháp CODE và PARA, để những gì bạn đọc được dùng lại thay vì trôi mất.',
    summaryPath: '/kien-thuc/sach-hay/building-a-second-brain',
  },
  {
    id: 'how-to-take-smart-notes',
    title: 'How to Take Smart Notes',
    author: 'Sönke Ahrens',
    category: 'hoc-tap',
    whyRead:
      'Dạy cách ghi chú bằng lời của mình và liên kết ý tưởng như Niklas Luhmann, biến việc đọc thành hiểu sâu và thành bài viết.',
    summaryPath: '/kien-thuc/sach-hay/how-to-take-smart-notes',
  },
  {
    id: 'the-7-habits',
    title: 'The 7 Habits of Highly Effective People',
    author: 'Stephen R. Covey',
    vietnameseEdition: {
      title: '7 thói quen hiệu quả',
      publisher: 'First News – Trí Việt',
      source:
        'reviewsach.net (ấn bản mới, trước đây tên "7 thói quen để thành đạt"); hocsinhgioi.vn (First News – Trí Việt)',
    },
    editionNote: 'Ấn bản cũ hơn mang tên "7 thói quen để thành đạt".',
    category: 'phat-trien-ban-than',
    whyRead:
      'Cho bạn nền móng về trách nhiệm cá nhân, cách ưu tiên việc quan trọng nhưng không khẩn cấp và cách lắng nghe người khác.',
    summaryPath: '/kien-thuc/sach-hay/the-7-habits',
  },
  {
    id: 'mindset',
    title: 'Mindset: The New Psychology of Success',
    author: 'Carol S. Dweck',
    vietnameseEdition: {
      title: 'Tâm lý học thành công',
      source: 'ebookvie.com và news.sun-asterisk.com ("Mindset – Tâm lý học thành công")',
    },
    category: 'phat-trien-ban-than',
    whyRead:
      'Giúp nhận ra những lúc mình nghĩ "mình không có khiếu" và coi thất bại là thông tin để học tiếp, điều người tự học nào cũng cần.',
    summaryPath: '/kien-thuc/sach-hay/mindset',
  },
  {
    id: 'the-psychology-of-money',
    title: 'The Psychology of Money',
    author: 'Morgan Housel',
    vietnameseEdition: {
      title: 'Tâm lý học về tiền',
      source:
        'vankvu.com/2022/04/24/review-tam-ly-hoc-ve-tien-the-psychology-of-money; hellotomwriting.com (bản in 382 trang)',
    },
    category: 'tai-chinh-kinh-doanh',
    whyRead:
      'Những câu chuyện ngắn cho thấy làm tốt với tiền phụ thuộc vào hành vi hơn kiến thức; nền tảng thái độ trước khi học đầu tư.',
    summaryPath: '/kien-thuc/sach-hay/the-psychology-of-money',
  },

  // Học tập
  {
    id: 'make-it-stick',
    title: 'Make It Stick: The Science of Successful Learning',
    author: 'Peter C. Brown, Henry L. Roediger III, Mark A. McDaniel',
    category: 'hoc-tap',
    whyRead:
      'Tổng hợp nghiên cứu khoa học về học tập: tự kiểm tra, học giãn cách, học xen kẽ. Cuốn sách giúp bỏ thói quen đọc đi đọc lại kém hiệu quả.',
    summaryPath: '/kien-thuc/sach-hay/make-it-stick',
  },
  {
    id: 'a-mind-for-numbers',
    title: 'A Mind for Numbers',
    author: 'Barbara Oakley',
    editionNote:
      'Một người đọc cho biết có bản dịch giữ nguyên tên tiếng Anh (2020), nhưng chúng tôi chưa xác nhận được ấn bản và nhà xuất bản.',
    category: 'hoc-tap',
    whyRead:
      'Viết cho người từng sợ toán và khoa học, giải thích chế độ tập trung và chế độ lan tỏa của não cùng các kỹ thuật chống trì hoãn.',
    summaryPath: '/kien-thuc/sach-hay/a-mind-for-numbers',
  },
  {
    id: 'ultralearning',
    title: 'Ultralearning',
    author: 'Scott H. Young',
    vietnameseEdition: {
      title: 'Rèn luyện kỹ năng phát triển bản thân',
      publisher: '1980 Books – NXB Công Thương (2020)',
      source:
        'trang thông tin xuất bản của ấn bản (Thu Ánh dịch, ISBN 978-604-996355-1), chép lại trên sachvuii.com; mục lục trùng chín nguyên tắc của Ultralearning',
    },
    editionNote: 'Tên tiếng Việt khác hẳn tên gốc; mục lục cho thấy đây đúng là Ultralearning.',
    category: 'hoc-tap',
    whyRead:
      'Chín nguyên tắc để tự thiết kế một dự án học cường độ cao, như học ngôn ngữ hay lập trình trong vài tháng mà không cần trường lớp.',
    summaryPath: '/kien-thuc/sach-hay/ultralearning',
  },
  {
    id: 'peak',
    title: 'Peak: Secrets from the New Science of Expertise',
    author: 'Anders Ericsson, Robert Pool',
    vietnameseEdition: {
      title: 'Peak – Những ảo tưởng về thiên tài',
      publisher: 'Alpha Books – NXB Lao động – Xã hội',
      source: 'sggp.org.vn/peak-nhung-ao-tuong-ve-thien-tai-mot-cach-nhin-khac-ve-thien-tai-post524912.html',
    },
    category: 'hoc-tap',
    whyRead:
      'Giải thích luyện tập có chủ đích từ chính nhà nghiên cứu gốc: vì sao lặp lại thôi chưa đủ và cần phản hồi, mục tiêu rõ ràng, vùng hơi quá sức.',
    summaryPath: '/kien-thuc/sach-hay/peak',
  },

  // Năng suất
  {
    id: 'essentialism',
    title: 'Essentialism: The Disciplined Pursuit of Less',
    author: 'Greg McKeown',
    editionNote:
      'Năm 2014 báo chí chỉ tạm dịch tên sách là "Chủ nghĩa hiệu dụng"; chúng tôi chưa thấy ấn bản tiếng Việt nào.',
    category: 'nang-suat',
    whyRead:
      'Dạy cách nói không với những việc tốt để dành chỗ cho vài việc thật sự quan trọng, hữu ích khi bạn muốn học quá nhiều thứ cùng lúc.',
    summaryPath: '/kien-thuc/sach-hay/essentialism',
  },
  {
    id: 'getting-things-done',
    title: 'Getting Things Done',
    author: 'David Allen',
    vietnameseEdition: {
      title: 'Hoàn thành mọi việc không hề khó',
      source: 'nhatnotes.com/2025/01/tom-tat-sach-hoan-thanh-moi-viec-khong.html; nhiều danh mục nhà sách',
    },
    category: 'nang-suat',
    whyRead:
      'Quy trình kinh điển để đưa mọi việc ra khỏi đầu vào một hệ thống tin cậy, giúp đầu óc nhẹ nhõm để tập trung học và làm.',
    summaryPath: '/kien-thuc/sach-hay/getting-things-done',
  },
  {
    id: 'four-thousand-weeks',
    title: 'Four Thousand Weeks: Time Management for Mortals',
    author: 'Oliver Burkeman',
    category: 'nang-suat',
    whyRead:
      'Một góc nhìn tỉnh táo về giới hạn thời gian của đời người, giúp bớt ám ảnh năng suất và chọn lựa có chủ đích hơn.',
    summaryPath: '/kien-thuc/sach-hay/four-thousand-weeks',
  },

  // Tư duy
  {
    id: 'range',
    title: 'Range: Why Generalists Triumph in a Specialized World',
    author: 'David Epstein',
    vietnameseEdition: {
      title: 'Hiểu sâu, biết rộng – Kiểu gì cũng thắng',
      publisher: 'Alpha Books (in đầu năm 2021)',
      source: 'namhai.net (bản Alpha Books in đầu 2021); danh mục thư viện Đại học Phenikaa (Tôn Thất Kỳ Văn dịch)',
    },
    category: 'tu-duy',
    whyRead:
      'Lập luận rằng thử nhiều lĩnh vực trước khi chuyên sâu có thể là lợi thế, an ủi cho người tự học rẽ ngang hoặc bắt đầu muộn.',
    summaryPath: '/kien-thuc/sach-hay/range',
  },
  {
    id: 'poor-charlies-almanack',
    title: "Poor Charlie's Almanack",
    author: 'Charlie Munger (Peter D. Kaufman biên tập)',
    category: 'tu-duy',
    whyRead:
      'Tập hợp bài nói của Charlie Munger về mạng lưới mô hình tư duy và các thiên kiến tâm lý, nguồn gốc của nhiều ý tưởng về tư duy đa ngành.',
    summaryPath: '/kien-thuc/sach-hay/poor-charlies-almanack',
  },
  {
    id: 'sapiens',
    title: 'Sapiens: A Brief History of Humankind',
    author: 'Yuval Noah Harari',
    vietnameseEdition: {
      title: 'Sapiens: Lược sử loài người',
      publisher: 'Omega Plus – NXB Tri Thức (2017)',
      source:
        'vi.wikipedia.org/wiki/Sapiens:_Lược_sử_loài_người; vnexpress.net/sapiens-luoc-su-loai-nguoi-phien-ban-bo-tui-4735160.html',
    },
    category: 'tu-duy',
    whyRead:
      'Một cái nhìn toàn cảnh, dễ đọc về lịch sử loài người, gợi nhiều câu hỏi để bàn luận và ghi chú; nên đọc kèm tinh thần phản biện.',
    summaryPath: '/kien-thuc/sach-hay/sapiens',
  },
  {
    id: 'influence',
    title: 'Influence: The Psychology of Persuasion',
    author: 'Robert B. Cialdini',
    vietnameseEdition: {
      title: 'Những đòn tâm lý trong thuyết phục',
      source:
        'chienphan.blogspot.com/2025/11/sach-nhung-on-tam-ly-trong-thuyet-phuc.html; taisachpdfmienphi.com (văn bản bản dịch)',
    },
    editionNote: 'Một bản dịch khác mang tên "Thuyết phục bằng tâm lý" (Mai Hạnh dịch).',
    category: 'tu-duy',
    whyRead:
      'Bảy nguyên tắc thuyết phục (bản 2021 thêm "đồng nhất") như có đi có lại, khan hiếm, bằng chứng xã hội giúp bạn nhận ra khi mình đang bị tác động trong quảng cáo và bán hàng.',
    summaryPath: '/kien-thuc/sach-hay/influence',
  },
  {
    id: 'thinking-in-bets',
    title: 'Thinking in Bets',
    author: 'Annie Duke',
    category: 'tu-duy',
    whyRead:
      'Một cựu tay chơi poker chuyên nghiệp dạy cách tách chất lượng quyết định khỏi may rủi của kết quả, rất hợp để tự đánh giá sau mỗi lựa chọn lớn.',
    summaryPath: '/kien-thuc/sach-hay/thinking-in-bets',
  },
  {
    id: 'factfulness',
    title: 'Factfulness',
    author: 'Hans Rosling, Ola Rosling, Anna Rosling Rönnlund',
    vietnameseEdition: {
      title: 'Sự thật về thế giới',
      source: 'viettopreview.vn/sach-su-that-ve-the-gioi.html',
    },
    category: 'tu-duy',
    whyRead:
      'Dùng dữ liệu để sửa những hình dung sai về thế giới, rèn thói quen kiểm tra số liệu trước khi tin vào tin tức.',
    summaryPath: '/kien-thuc/sach-hay/factfulness',
  },

  // Phát triển bản thân
  {
    id: 'mans-search-for-meaning',
    title: "Man's Search for Meaning",
    author: 'Viktor E. Frankl',
    vietnameseEdition: {
      title: 'Đi tìm lẽ sống',
      source: 'tanthanhst.edu.vn (sách thư viện trường, 220 trang); 1upnote.me',
    },
    category: 'phat-trien-ban-than',
    whyRead:
      'Trải nghiệm trong trại tập trung của một bác sĩ tâm thần cho thấy con người vẫn có thể chọn thái độ của mình; một cuốn sách ngắn nhưng ở lại rất lâu.',
    summaryPath: '/kien-thuc/sach-hay/mans-search-for-meaning',
  },
  {
    id: 'how-to-win-friends-and-influence-people',
    title: 'How to Win Friends and Influence People',
    author: 'Dale Carnegie',
    vietnameseEdition: {
      title: 'Đắc nhân tâm',
      publisher: 'First News – NXB Trẻ',
      source: 'trang bản quyền ấn bản First News – NXB Trẻ (slideshare.net/giasungoaithuongnet)',
    },
    editionNote: 'Sách còn nhiều bản dịch khác, trong đó có bản của Nguyễn Hiến Lê.',
    category: 'phat-trien-ban-than',
    whyRead:
      'Những nguyên tắc giao tiếp cơ bản như lắng nghe, ghi nhận và tránh chỉ trích vẫn đúng sau nhiều thập kỷ, hữu ích cho học nhóm và đi làm.',
    summaryPath: '/kien-thuc/sach-hay/how-to-win-friends-and-influence-people',
  },
  {
    id: 'grit',
    title: 'Grit: The Power of Passion and Perseverance',
    author: 'Angela Duckworth',
    editionNote:
      'Trên mạng có hai tên tiếng Việt ("Grit – Sức mạnh của đam mê và kiên trì" và "Grit – Vững tâm bền chí…"); chúng tôi chưa xác nhận được ấn bản nào là bản in.',
    category: 'phat-trien-ban-than',
    whyRead:
      'Bàn về vai trò của đam mê và sự bền bỉ dài hạn bên cạnh tài năng; nên đọc kèm các tranh luận khoa học về mức độ đo lường được của khái niệm này.',
    summaryPath: '/kien-thuc/sach-hay/grit',
  },

  // Tài chính và kinh doanh
  {
    id: 'the-intelligent-investor',
    title: 'The Intelligent Investor',
    author: 'Benjamin Graham',
    vietnameseEdition: {
      title: 'Nhà đầu tư thông minh',
      source:
        'tongdanchung.com/nha-dau-tu-thong-minh-intelligent-investor-benjamin-graham; chungchiquy.vn (đọc bản tiếng Việt từ 2014)',
    },
    category: 'tai-chinh-kinh-doanh',
    whyRead:
      'Cuốn sách nền tảng về đầu tư giá trị và biên an toàn, giúp phân biệt đầu tư với đầu cơ trước khi bỏ tiền vào chứng khoán.',
    summaryPath: '/kien-thuc/sach-hay/the-intelligent-investor',
  },
  {
    id: 'the-lean-startup',
    title: 'The Lean Startup',
    author: 'Eric Ries',
    vietnameseEdition: {
      title: 'Khởi nghiệp tinh gọn',
      source: 'longnguyen.site (2017: "tựa tiếng Việt là Khởi nghiệp tinh gọn"); labs.flinters.vn',
    },
    category: 'tai-chinh-kinh-doanh',
    whyRead:
      'Vòng lặp xây dựng, đo lường, học hỏi áp dụng được cho mọi dự án cá nhân: làm phiên bản nhỏ, thử với người dùng thật, rồi điều chỉnh.',
    summaryPath: '/kien-thuc/sach-hay/the-lean-startup',
  },

  // Công nghệ
  {
    id: 'the-pragmatic-programmer',
    title: 'The Pragmatic Programmer',
    author: 'Andrew Hunt, David Thomas',
    editionNote: 'Chỉ thấy các bản dịch do người đọc tự đăng trên mạng, chưa thấy ấn bản in.',
    category: 'cong-nghe',
    whyRead:
      'Những lời khuyên thực dụng về cách làm nghề lập trình, từ tự động hóa, kiểm thử đến trách nhiệm với mã của mình; đáng đọc khi đã biết viết code cơ bản.',
    summaryPath: '/kien-thuc/sach-hay/the-pragmatic-programmer',
  },
  {
    id: 'clean-code',
    title: 'Clean Code',
    author: 'Robert C. Martin',
    editionNote: 'Chỉ thấy bản dịch do người đọc tự đăng trên mạng (tên "Mã sạch"), chưa thấy ấn bản in.',
    category: 'cong-nghe',
    whyRead:
      'Giúp viết code dễ đọc, dễ sửa qua cách đặt tên, chia hàm và viết kiểm thử; một số quy tắc khá cứng nhắc nên hãy áp dụng có chọn lọc.',
    summaryPath: '/kien-thuc/sach-hay/clean-code',
  },
  {
    id: 'automate-the-boring-stuff-with-python',
    title: 'Automate the Boring Stuff with Python',
    author: 'Al Sweigart',
    category: 'cong-nghe',
    whyRead:
      'Học Python qua những việc văn phòng thật như xử lý file, bảng tính, email và web scraping, rất hợp cho người chưa từng lập trình.',
    summaryPath: '/kien-thuc/sach-hay/automate-the-boring-stuff-with-python',
  },
  {
    id: 'python-for-data-analysis',
    title: 'Python for Data Analysis',
    author: 'Wes McKinney',
    category: 'cong-nghe',
    whyRead:
      'Do chính người tạo ra pandas viết, là tài liệu tham khảo vững chắc để làm sạch, biến đổi và phân tích dữ liệu bảng bằng Python.',
    summaryPath: '/kien-thuc/sach-hay/python-for-data-analysis',
  },
  {
    id: 'dont-make-me-think',
    title: "Don't Make Me Think",
    author: 'Steve Krug',
    category: 'cong-nghe',
    whyRead:
      'Cuốn sách ngắn, dễ hiểu về trải nghiệm người dùng trên web; giúp bạn làm website hay blog cá nhân mà người đọc dùng được ngay.',
    summaryPath: '/kien-thuc/sach-hay/dont-make-me-think',
  },
];
