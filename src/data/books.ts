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

export interface Book {
  /** ASCII kebab-case, unique */
  id: string;
  /** Original title */
  title: string;
  author: string;
  /**
   * Title of the Vietnamese edition, only where one was found on sale or in publishers' and readers'
   * listings (checked 2026-11); left out where no Vietnamese edition could be confirmed.
   */
  vietnameseTitle?: string;
  category: BookCategory;
  /** One or two Vietnamese sentences: why a self-learner should read it */
  whyRead: string;
  /** Route of the sach-hay summary where one exists, e.g. '/kien-thuc/sach-hay/atomic-habits' */
  summaryPath?: string;
}

export const books: Book[] = [
  // Tám cuốn có bản tóm tắt trong /kien-thuc/sach-hay
  {
    id: 'atomic-habits',
    title: 'Atomic Habits',
    author: 'James Clear',
    vietnameseTitle: 'Thay đổi tí hon, hiệu quả bất ngờ',
    category: 'phat-trien-ban-than',
    whyRead:
      'Biến mục tiêu học tập thành những thói quen nhỏ, dễ bắt đầu nhờ thiết kế môi trường thay vì trông vào ý chí. Áp dụng được ngay từ ngày mai.',
    summaryPath: '/kien-thuc/sach-hay/atomic-habits',
  },
  {
    id: 'deep-work',
    title: 'Deep Work',
    author: 'Cal Newport',
    vietnameseTitle: 'Làm ra làm, chơi ra chơi',
    category: 'nang-suat',
    whyRead:
      'Học một kỹ năng khó đòi hỏi những khối thời gian tập trung không bị gián đoạn; cuốn sách chỉ cách giành lại và bảo vệ chúng.',
    summaryPath: '/kien-thuc/sach-hay/deep-work',
  },
  {
    id: 'thinking-fast-and-slow',
    title: 'Thinking, Fast and Slow',
    author: 'Daniel Kahneman',
    vietnameseTitle: 'Tư duy nhanh và chậm',
    category: 'tu-duy',
    whyRead:
      'Hiểu những lối tắt khiến trực giác phán đoán sai một cách có hệ thống, để biết khi nào cần chậm lại trước một quyết định quan trọng.',
    summaryPath: '/kien-thuc/sach-hay/thinking-fast-and-slow',
  },
  {
    id: 'building-a-second-brain',
    title: 'Building a Second Brain',
    author: 'Tiago Forte',
    vietnameseTitle: 'Xây dựng bộ não thứ hai',
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
    vietnameseTitle: '7 thói quen hiệu quả',
    category: 'phat-trien-ban-than',
    whyRead:
      'Cho bạn nền móng về trách nhiệm cá nhân, cách ưu tiên việc quan trọng nhưng không khẩn cấp và cách lắng nghe người khác.',
    summaryPath: '/kien-thuc/sach-hay/the-7-habits',
  },
  {
    id: 'mindset',
    title: 'Mindset: The New Psychology of Success',
    author: 'Carol S. Dweck',
    vietnameseTitle: 'Tâm lý học thành công',
    category: 'phat-trien-ban-than',
    whyRead:
      'Giúp nhận ra những lúc mình nghĩ "mình không có khiếu" và coi thất bại là thông tin để học tiếp, điều người tự học nào cũng cần.',
    summaryPath: '/kien-thuc/sach-hay/mindset',
  },
  {
    id: 'the-psychology-of-money',
    title: 'The Psychology of Money',
    author: 'Morgan Housel',
    vietnameseTitle: 'Tâm lý học về tiền',
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
  },
  {
    id: 'a-mind-for-numbers',
    title: 'A Mind for Numbers',
    author: 'Barbara Oakley',
    category: 'hoc-tap',
    whyRead:
      'Viết cho người từng sợ toán và khoa học, giải thích chế độ tập trung và chế độ lan tỏa của não cùng các kỹ thuật chống trì hoãn.',
  },
  {
    id: 'ultralearning',
    title: 'Ultralearning',
    author: 'Scott H. Young',
    category: 'hoc-tap',
    whyRead:
      'Chín nguyên tắc để tự thiết kế một dự án học cường độ cao, như học ngôn ngữ hay lập trình trong vài tháng mà không cần trường lớp.',
  },
  {
    id: 'peak',
    title: 'Peak: Secrets from the New Science of Expertise',
    author: 'Anders Ericsson, Robert Pool',
    category: 'hoc-tap',
    whyRead:
      'Giải thích luyện tập có chủ đích từ chính nhà nghiên cứu gốc: vì sao lặp lại thôi chưa đủ và cần phản hồi, mục tiêu rõ ràng, vùng hơi quá sức.',
  },

  // Năng suất
  {
    id: 'essentialism',
    title: 'Essentialism: The Disciplined Pursuit of Less',
    author: 'Greg McKeown',
    category: 'nang-suat',
    whyRead:
      'Dạy cách nói không với những việc tốt để dành chỗ cho vài việc thật sự quan trọng, hữu ích khi bạn muốn học quá nhiều thứ cùng lúc.',
  },
  {
    id: 'getting-things-done',
    title: 'Getting Things Done',
    author: 'David Allen',
    category: 'nang-suat',
    whyRead:
      'Quy trình kinh điển để đưa mọi việc ra khỏi đầu vào một hệ thống tin cậy, giúp đầu óc nhẹ nhõm để tập trung học và làm.',
  },
  {
    id: 'four-thousand-weeks',
    title: 'Four Thousand Weeks: Time Management for Mortals',
    author: 'Oliver Burkeman',
    category: 'nang-suat',
    whyRead:
      'Một góc nhìn tỉnh táo về giới hạn thời gian của đời người, giúp bớt ám ảnh năng suất và chọn lựa có chủ đích hơn.',
  },

  // Tư duy
  {
    id: 'range',
    title: 'Range: Why Generalists Triumph in a Specialized World',
    author: 'David Epstein',
    vietnameseTitle: 'Hiểu sâu, biết rộng – Kiểu gì cũng thắng',
    category: 'tu-duy',
    whyRead:
      'Lập luận rằng thử nhiều lĩnh vực trước khi chuyên sâu có thể là lợi thế, an ủi cho người tự học rẽ ngang hoặc bắt đầu muộn.',
  },
  {
    id: 'poor-charlies-almanack',
    title: "Poor Charlie's Almanack",
    author: 'Charlie Munger (Peter D. Kaufman biên tập)',
    category: 'tu-duy',
    whyRead:
      'Tập hợp bài nói của Charlie Munger về mạng lưới mô hình tư duy và các thiên kiến tâm lý, nguồn gốc của nhiều ý tưởng về tư duy đa ngành.',
  },
  {
    id: 'sapiens',
    title: 'Sapiens: A Brief History of Humankind',
    author: 'Yuval Noah Harari',
    vietnameseTitle: 'Sapiens: Lược sử loài người',
    category: 'tu-duy',
    whyRead:
      'Một cái nhìn toàn cảnh, dễ đọc về lịch sử loài người, gợi nhiều câu hỏi để bàn luận và ghi chú; nên đọc kèm tinh thần phản biện.',
  },
  {
    id: 'influence',
    title: 'Influence: The Psychology of Persuasion',
    author: 'Robert B. Cialdini',
    vietnameseTitle: 'Những đòn tâm lý trong thuyết phục',
    category: 'tu-duy',
    whyRead:
      'Sáu nguyên tắc thuyết phục như có đi có lại, khan hiếm, bằng chứng xã hội giúp bạn nhận ra khi mình đang bị tác động trong quảng cáo và bán hàng.',
  },
  {
    id: 'thinking-in-bets',
    title: 'Thinking in Bets',
    author: 'Annie Duke',
    category: 'tu-duy',
    whyRead:
      'Một cựu tay chơi poker chuyên nghiệp dạy cách tách chất lượng quyết định khỏi may rủi của kết quả, rất hợp để tự đánh giá sau mỗi lựa chọn lớn.',
  },
  {
    id: 'factfulness',
    title: 'Factfulness',
    author: 'Hans Rosling, Ola Rosling, Anna Rosling Rönnlund',
    vietnameseTitle: 'Sự thật về thế giới',
    category: 'tu-duy',
    whyRead:
      'Dùng dữ liệu để sửa những hình dung sai về thế giới, rèn thói quen kiểm tra số liệu trước khi tin vào tin tức.',
  },

  // Phát triển bản thân
  {
    id: 'mans-search-for-meaning',
    title: "Man's Search for Meaning",
    author: 'Viktor E. Frankl',
    vietnameseTitle: 'Đi tìm lẽ sống',
    category: 'phat-trien-ban-than',
    whyRead:
      'Trải nghiệm trong trại tập trung của một bác sĩ tâm thần cho thấy con người vẫn có thể chọn thái độ của mình; một cuốn sách ngắn nhưng ở lại rất lâu.',
  },
  {
    id: 'how-to-win-friends-and-influence-people',
    title: 'How to Win Friends and Influence People',
    author: 'Dale Carnegie',
    vietnameseTitle: 'Đắc nhân tâm',
    category: 'phat-trien-ban-than',
    whyRead:
      'Những nguyên tắc giao tiếp cơ bản như lắng nghe, ghi nhận và tránh chỉ trích vẫn đúng sau nhiều thập kỷ, hữu ích cho học nhóm và đi làm.',
  },
  {
    id: 'grit',
    title: 'Grit: The Power of Passion and Perseverance',
    author: 'Angela Duckworth',
    vietnameseTitle: 'Grit: Sức mạnh của đam mê và kiên trì',
    category: 'phat-trien-ban-than',
    whyRead:
      'Bàn về vai trò của đam mê và sự bền bỉ dài hạn bên cạnh tài năng; nên đọc kèm các tranh luận khoa học về mức độ đo lường được của khái niệm này.',
  },

  // Tài chính và kinh doanh
  {
    id: 'the-intelligent-investor',
    title: 'The Intelligent Investor',
    author: 'Benjamin Graham',
    vietnameseTitle: 'Nhà đầu tư thông minh',
    category: 'tai-chinh-kinh-doanh',
    whyRead:
      'Cuốn sách nền tảng về đầu tư giá trị và biên an toàn, giúp phân biệt đầu tư với đầu cơ trước khi bỏ tiền vào chứng khoán.',
  },
  {
    id: 'the-lean-startup',
    title: 'The Lean Startup',
    author: 'Eric Ries',
    vietnameseTitle: 'Khởi nghiệp tinh gọn',
    category: 'tai-chinh-kinh-doanh',
    whyRead:
      'Vòng lặp xây dựng, đo lường, học hỏi áp dụng được cho mọi dự án cá nhân: làm phiên bản nhỏ, thử với người dùng thật, rồi điều chỉnh.',
  },

  // Công nghệ
  {
    id: 'the-pragmatic-programmer',
    title: 'The Pragmatic Programmer',
    author: 'Andrew Hunt, David Thomas',
    category: 'cong-nghe',
    whyRead:
      'Những lời khuyên thực dụng về cách làm nghề lập trình, từ tự động hóa, kiểm thử đến trách nhiệm với mã của mình; đáng đọc khi đã biết viết code cơ bản.',
  },
  {
    id: 'clean-code',
    title: 'Clean Code',
    author: 'Robert C. Martin',
    category: 'cong-nghe',
    whyRead:
      'Giúp viết code dễ đọc, dễ sửa qua cách đặt tên, chia hàm và viết kiểm thử; một số quy tắc khá cứng nhắc nên hãy áp dụng có chọn lọc.',
  },
  {
    id: 'automate-the-boring-stuff-with-python',
    title: 'Automate the Boring Stuff with Python',
    author: 'Al Sweigart',
    category: 'cong-nghe',
    whyRead:
      'Học Python qua những việc văn phòng thật như xử lý file, bảng tính, email và web scraping, rất hợp cho người chưa từng lập trình.',
  },
  {
    id: 'python-for-data-analysis',
    title: 'Python for Data Analysis',
    author: 'Wes McKinney',
    category: 'cong-nghe',
    whyRead:
      'Do chính người tạo ra pandas viết, là tài liệu tham khảo vững chắc để làm sạch, biến đổi và phân tích dữ liệu bảng bằng Python.',
  },
  {
    id: 'dont-make-me-think',
    title: "Don't Make Me Think",
    author: 'Steve Krug',
    category: 'cong-nghe',
    whyRead:
      'Cuốn sách ngắn, dễ hiểu về trải nghiệm người dùng trên web; giúp bạn làm website hay blog cá nhân mà người đọc dùng được ngay.',
  },
];
