/** `open`: taking sign-ups for the next class; `waitlist`: sign-ups join the waiting list. */
export type CourseStatus = 'open' | 'waitlist';

/** The page to download the Obsidian FLOW vault template (route added by plugins/obsidian-vault-zip.ts). */
export const vaultDownloadPath = '/download-obsidian-flow';

/** Course fee in VND, or 'Liên hệ' when no price has been set. */
export type CoursePrice = number | 'Liên hệ';

export interface CourseModule {
  title: string;
  /** One sentence on what the module achieves. */
  summary: string;
  lessons: string[];
}

/**
 * Who teaches the course. Only the editorial team as a whole: the site names no
 * individual instructor it cannot present truthfully (issue 17).
 */
export interface CourseInstructor {
  kind: 'team';
  name: string;
  role: string;
  bio: string;
}

export interface CourseFaq {
  question: string;
  answer: string;
}

export interface CourseLink {
  label: string;
  to: string;
}

/**
 * How a course runs. A cohort (`lớp`) starts on one day and learns together
 * week by week (weekly Q&A, feedback while the class runs); a self-paced course
 * has no class and no start date.
 */
export type CourseDelivery =
  | {kind: 'self-paced'}
  | {
      kind: 'cohort';
      /** Opening day of the next class as 'YYYY-MM-DD', or null while no date is set. */
      nextCohort: string | null;
      /** Most learners one class takes, or null while no number has been published. */
      classSize: number | null;
    };

/** Study time a week, in hours; min equals max for a single figure. */
export interface HoursPerWeek {
  min: number;
  max: number;
}

/** How long the course material stays open, counted from the day access is given. */
export interface CourseAccess {
  months: number;
}

/** Full refund on request within `withinDays` of access, if at most `maxProgressPercent` of the lessons were taken. */
export interface RefundRule {
  withinDays: number;
  maxProgressPercent: number;
}

/**
 * Whether a VAT invoice can be issued: `yes`, `no`, or `ask` while the site
 * does not know (the buyer asks by email before paying; nothing is promised).
 */
export type VatInvoice = 'yes' | 'no' | 'ask';

/** For a course without a fee yet: the expected range in VND, or why none is given. */
export type PriceRange = {min: number; max: number} | {reason: string};

/**
 * The rules the course terms (src/pages/khoa-hoc-dieu-khoan-dieu-kien.md) set
 * for every course; the terms page prints these numbers from here, so the page
 * and the landing pages cannot disagree.
 */
export const courseTerms = {
  access: {months: 12} satisfies CourseAccess,
  refund: {withinDays: 7, maxProgressPercent: 30} satisfies RefundRule,
  /** Working days within which a refund is paid once the request is complete. */
  refundPaidWithinWorkingDays: 14,
  /** Working days within which a sign-up gets its confirmation email (schedule, fee, payment). */
  confirmationWorkingDays: 2,
  /** Days to pay after the confirmation email. */
  paymentDays: 7,
  /** Days a waitlisted learner has to decide once the class opens. */
  waitlistDecisionDays: 7,
  /** Shape of the reference code a sign-up gets, used as the transfer memo. */
  referenceCodeShape: 'LA-XXXXXX',
} as const;

/** A course as written below; `Slug` is inferred from the entries, so `CourseSlug` needs no second list. */
export interface CourseEntry<Slug extends string = string> {
  /** URL part: the landing page is /lp-khoa-hoc-<slug>; also the sign-up value the Cloud Function accepts. */
  slug: Slug;
  /** Full course name, used as the page's h1. */
  title: string;
  /** Short name for cards, the select box and breadcrumbs. */
  shortTitle: string;
  /** One-sentence promise under the title. */
  tagline: string;
  /** Meta description of the landing page: distinct per course, 120 to 160 characters. */
  description: string;
  /** Who the course is for. */
  audience: string[];
  /** What you need before starting. */
  prerequisites: string[];
  /** What you can do at the end. */
  outcomes: string[];
  modules: CourseModule[];
  /** How the course is taught. */
  format: string;
  /** Self-paced or cohort, with the next class's date and size. */
  delivery: CourseDelivery;
  /** Length in weeks. */
  weeks: number;
  hoursPerWeek: HoursPerWeek;
  access: CourseAccess;
  refund: RefundRule;
  vatInvoice: VatInvoice;
  /** Required when `price` is 'Liên hệ': a range or why there is none. */
  priceRange?: PriceRange;
  level: 'Cơ bản' | 'Cơ bản đến trung cấp';
  instructor: CourseInstructor;
  faq: CourseFaq[];
  price: CoursePrice;
  status: CourseStatus;
  /** Free reading on the knowledge base that goes with the course. */
  related: CourseLink[];
}

const doiNgu: CourseInstructor = {
  kind: 'team',
  name: 'Đội ngũ Learn Anything',
  role: 'Nhóm biên soạn nội dung Learn Anything',
  bio: 'Nhóm người tự học viết cho người tự học. Chúng tôi thử nghiệm phương pháp, công cụ và khóa học trước khi chia sẻ, chạy thử mọi đoạn mã trong bài, và viết bằng tiếng Việt dễ hiểu để bạn áp dụng được ngay. Chính website Learn Anything được dựng bằng Docusaurus.',
};

const onlineFormat =
  'Học trực tuyến: video bài giảng mở theo từng tuần, bài tập thực hành trên máy của bạn, góp ý bài tập qua khu vực học viên và một buổi hỏi đáp trực tuyến mỗi tuần (có ghi hình cho ai không dự được).';

/** What follows from an entry's weeks and hours a week, so each figure is written once. */
export interface CourseDerived {
  /** Length in plain words, e.g. '5 tuần, khoảng 3 giờ mỗi tuần'. */
  duration: string;
  /** Total study time in hours (for the Course markup): weeks × the middle of the weekly range. */
  workloadHours: number;
}

/** '3' or '4 đến 5', for a weekly range of hours. */
export function hoursRangeText({min, max}: HoursPerWeek): string {
  return min === max ? `${min}` : `${min} đến ${max}`;
}

function derive<Entry extends Omit<CourseEntry, 'slug'>>(entry: Entry): Entry & CourseDerived {
  return {
    ...entry,
    duration: `${entry.weeks} tuần, khoảng ${hoursRangeText(entry.hoursPerWeek)} giờ mỗi tuần`,
    workloadHours: Math.round((entry.weeks * (entry.hoursPerWeek.min + entry.hoursPerWeek.max)) / 2),
  };
}

/** Keeps each slug's literal type, from which `CourseSlug` is derived, and adds the derived fields. */
function defineCourses<Slug extends string>(entries: CourseEntry<Slug>[]): (CourseEntry<Slug> & CourseDerived)[] {
  return entries.map(derive);
}

/** Every course is taught in classes; no class has a date or a published size yet. */
const cohortNoDateYet: CourseDelivery = {kind: 'cohort', nextCohort: null, classSize: null};

/**
 * Every course: the only place a course is written. Its landing page
 * (plugins/course-pages.ts), the course list, the sign-up form's choices and the
 * slugs the Cloud Function accepts (generated from this file by
 * functions/scripts/build-site-data.mjs) all follow from it. Keep this file
 * free of runtime imports: the functions' build loads it on its own.
 */
export const courses = defineCourses([
  {
    slug: 'obsidian-flow',
    title: 'Obsidian FLOW: xây bộ não thứ hai để học và làm ra sản phẩm',
    shortTitle: 'Obsidian FLOW',
    tagline:
      'Từ ghi chú rải rác khắp nơi đến một kho tri thức dùng được mỗi ngày, theo bốn bước: thu thập nhanh, liên kết, sắp xếp và tạo sản phẩm.',
    description:
      'Khóa học Obsidian FLOW trực tuyến: dựng vault, thu thập nhanh vào Inbox, viết ghi chú nguyên tử, sắp xếp bằng MOC và biến ghi chú thành bài viết trong 5 tuần.',
    audience: [
      'Sinh viên muốn ôn tập đều và viết tiểu luận mà không phải lục lại nguồn vào phút chót.',
      'Người đi làm đọc nhiều, ghi nhiều nhưng đến lúc cần lại không tìm thấy.',
      'Giáo viên, người làm nội dung cần biến ghi chú thành bài giảng, bài viết, bài thuyết trình.',
      'Người đã thử Notion, OneNote hay sổ tay giấy và muốn một hệ thống mà dữ liệu nằm trên máy mình.',
    ],
    prerequisites: [
      'Máy tính Windows, macOS hoặc Linux cài được Obsidian (ứng dụng tải miễn phí).',
      'Không cần biết lập trình, không cần biết Markdown trước.',
      'Khoảng ba giờ mỗi tuần, chia thành vài buổi ngắn.',
    ],
    outcomes: [
      'Một vault Obsidian theo cấu trúc FLOW, có sẵn thư mục, mẫu ghi chú và ghi chú Home làm bảng điều khiển.',
      'Thói quen thu thập nhanh vào một Inbox duy nhất, từ máy tính lẫn điện thoại, để không ý tưởng nào trôi mất.',
      'Viết được ghi chú nguyên tử bằng lời của mình và nối chúng bằng liên kết, backlink.',
      'Sắp xếp theo dự án và lĩnh vực bằng Map of Content (MOC) thay cho cây thư mục nhiều tầng.',
      'Một buổi review hằng tuần khoảng ba mươi phút giữ cho hệ thống không bị bỏ hoang.',
      'Một sản phẩm hoàn chỉnh làm từ ghi chú của chính bạn: bài viết, bài giảng hoặc bản tổng hợp cho một môn học.',
    ],
    modules: [
      {
        title: 'Nền móng: Obsidian và vault đầu tiên',
        summary: 'Cài đặt, hiểu vì sao ghi chú Markdown trên máy mình bền hơn, và dựng khung vault FLOW.',
        lessons: [
          'Obsidian khác gì Word hay Notion: các tệp Markdown nằm trên máy bạn',
          'Cài đặt, tạo vault và những thiết lập nên chỉnh ngay từ đầu',
          'Markdown đủ dùng: tiêu đề, danh sách, liên kết, trích dẫn, việc cần làm',
          'Dựng cấu trúc thư mục FLOW từ vault mẫu và tùy chỉnh cho mình',
        ],
      },
      {
        title: 'F – Thu thập nhanh',
        summary: 'Ghi lại mọi thứ đáng giữ với ít ma sát nhất, vào một nơi duy nhất.',
        lessons: [
          'Một Inbox duy nhất: vì sao không phân loại lúc thu thập',
          'Ghi chú ngày và mẫu ghi chú thô với core plugin Templates',
          'Thu thập từ điện thoại, trình duyệt và sách giấy',
          'Bài tập: một tuần chỉ thu thập và ghi lại lý do vì sao đáng giữ',
        ],
      },
      {
        title: 'L – Liên kết thành ghi chú nguyên tử',
        summary: 'Biến ghi chú thô thành những ý được viết lại bằng lời của bạn và nối với điều đã biết.',
        lessons: [
          'Ghi chú nguyên tử: mỗi ghi chú một ý, tiêu đề là một câu khẳng định',
          'Viết lại bằng lời của mình thay vì chép nguyên văn',
          'Liên kết, backlink và graph view: đọc mạng ghi chú của bạn',
          'Ghi chú nguồn cho sách, khóa học và bài viết',
        ],
      },
      {
        title: 'O – Sắp xếp theo dự án và lĩnh vực',
        summary: 'Tạo cấu trúc bằng ghi chú dự án và MOC, sắp xếp theo hành động thay vì theo chủ đề.',
        lessons: [
          'Dự án và lĩnh vực: phân biệt theo việc cần làm',
          'Map of Content: mục lục sống cho từng chủ đề',
          'Tag, thuộc tính và tìm kiếm: khi nào dùng cái nào',
          'Ghi chú Home làm bảng điều khiển của cả vault',
        ],
      },
      {
        title: 'W – Tạo sản phẩm',
        summary: 'Dùng ghi chú đã có để làm ra một sản phẩm thật, rồi đưa phản hồi quay lại vault.',
        lessons: [
          'Từ MOC đến dàn ý: lắp ghép ghi chú thành bài',
          'Viết bản nháp đầu tiên ngay trong Obsidian',
          'Xuất bản: PDF, slide hoặc bài blog',
          'Vòng phản hồi: đưa góp ý của người đọc trở lại thành ghi chú',
        ],
      },
      {
        title: 'Duy trì hệ thống lâu dài',
        summary: 'Giữ vault gọn, an toàn và vẫn hữu ích sau nhiều tháng.',
        lessons: [
          'Review hằng tuần ba mươi phút theo checklist',
          'Đồng bộ giữa các thiết bị và sao lưu vault an toàn',
          'Plugin cộng đồng Templater, Dataview và những lưu ý an toàn',
          'Dọn dẹp, lưu trữ và khi nào nên đơn giản hóa hệ thống',
        ],
      },
    ],
    format: onlineFormat,
    delivery: cohortNoDateYet,
    weeks: 5,
    hoursPerWeek: {min: 3, max: 3},
    access: courseTerms.access,
    refund: courseTerms.refund,
    vatInvoice: 'ask',
    level: 'Cơ bản',
    instructor: doiNgu,
    faq: [
      {
        question: 'Tôi chưa từng dùng Obsidian, có theo được không?',
        answer:
          'Được. Tuần đầu đi từ bước cài đặt và Markdown cơ bản. Bạn chỉ cần biết dùng máy tính và gõ văn bản; mọi thao tác đều có video và hướng dẫn bằng chữ.',
      },
      {
        question: 'Obsidian có mất phí không?',
        answer:
          'Ứng dụng Obsidian tải miễn phí. Các dịch vụ đi kèm như Obsidian Sync hay Obsidian Publish có trả phí nhưng không bắt buộc cho khóa học: bài về đồng bộ và sao lưu hướng dẫn cả những cách không tốn tiền.',
      },
      {
        question: 'Tôi dùng điện thoại là chính thì sao?',
        answer:
          'Obsidian có ứng dụng cho Android và iOS, và bài thu thập nhanh có hướng dẫn riêng cho điện thoại. Tuy vậy, để làm bài tập liên kết, sắp xếp và viết sản phẩm, bạn nên có một máy tính.',
      },
      {
        question: 'Khóa học khác gì loạt bài miễn phí về FLOW trên Learn Anything?',
        answer:
          'Loạt bài trên kho kiến thức giải thích phương pháp và vẫn miễn phí. Khóa học thêm lộ trình theo tuần, bài tập làm trên vault của chính bạn, góp ý cho bài tập, buổi hỏi đáp hằng tuần, và kết thúc bằng một sản phẩm hoàn chỉnh.',
      },
      {
        question: 'Nếu lỡ buổi hỏi đáp trực tuyến thì sao?',
        answer:
          'Mỗi buổi hỏi đáp được ghi hình và đăng trong khu vực học viên. Bạn cũng có thể gửi câu hỏi trước để được trả lời trong buổi.',
      },
      {
        question: 'Tôi có được hoàn học phí nếu thấy không phù hợp?',
        answer: `Có. Bạn được hoàn toàn bộ học phí nếu yêu cầu trong ${courseTerms.refund.withinDays} ngày kể từ ngày được cấp quyền truy cập và chưa học quá ${courseTerms.refund.maxProgressPercent}% số bài. Chi tiết ở trang điều khoản khóa học.`,
      },
    ],
    price: 790_000,
    status: 'open',
    related: [
      {label: 'Loạt bài phương pháp FLOW', to: '/kien-thuc/category/obsidian-flow'},
      {label: 'Kiến thức Obsidian', to: '/kien-thuc/obsidian'},
      {label: 'Tải vault mẫu Obsidian FLOW miễn phí', to: vaultDownloadPath},
    ],
  },
  {
    slug: 'python-chung-khoan',
    title: 'Python cho chứng khoán: tự phân tích dữ liệu cổ phiếu với pandas',
    shortTitle: 'Python cho chứng khoán',
    tagline:
      'Học Python từ con số không trên dữ liệu giá và báo cáo tài chính, để tự kiểm chứng thay vì nghe theo lời đồn.',
    description:
      'Khóa học Python cho chứng khoán: xử lý dữ liệu giá và báo cáo tài chính bằng pandas, tính lợi suất, biến động, vẽ biểu đồ và tự động hóa báo cáo danh mục.',
    audience: [
      'Nhà đầu tư cá nhân muốn tự xem và kiểm chứng số liệu thay vì dựa vào lời khuyên trên mạng.',
      'Người làm kế toán, tài chính đang xử lý số liệu bằng Excel và muốn tự động hóa phần việc lặp lại.',
      'Sinh viên kinh tế, tài chính, ngân hàng muốn có kỹ năng dữ liệu thực tế.',
    ],
    prerequisites: [
      'Biết dùng Excel ở mức cơ bản: lọc, sắp xếp, công thức đơn giản.',
      'Không cần biết lập trình: tuần đầu đi từ bước cài Python.',
      'Máy tính Windows, macOS hoặc Linux; máy văn phòng bình thường là đủ.',
    ],
    outcomes: [
      'Tự cài Python, môi trường ảo và Jupyter, chạy được sổ tay phân tích trên máy mình.',
      'Đọc, làm sạch và gộp hàng loạt tệp CSV, Excel về giá, khối lượng và báo cáo tài chính bằng pandas.',
      'Tính lợi suất, độ biến động, đường trung bình động và mức sụt giảm từ đỉnh cho một mã hoặc một danh mục.',
      'Vẽ biểu đồ giá, khối lượng và so sánh nhiều mã bằng matplotlib.',
      'Kiểm tra một quy tắc giao dịch đơn giản trên dữ liệu quá khứ và nhận ra những cái bẫy thường gặp của việc này.',
      'Một báo cáo danh mục tự động, chạy lại bằng một lệnh và xuất ra tệp Excel nhiều sheet.',
    ],
    modules: [
      {
        title: 'Python từ con số không',
        summary: 'Cài đặt môi trường và nắm đủ cú pháp để đọc, viết những đoạn mã phân tích đầu tiên.',
        lessons: [
          'Cài Python, môi trường ảo và Jupyter Notebook',
          'Biến, kiểu dữ liệu, danh sách và từ điển',
          'Vòng lặp, điều kiện và hàm',
          'Đọc thông báo lỗi và tự gỡ lỗi',
        ],
      },
      {
        title: 'pandas cho dữ liệu thị trường',
        summary: 'Đưa dữ liệu giá và báo cáo tài chính vào DataFrame, sạch và đúng kiểu.',
        lessons: [
          'Series, DataFrame và chỉ mục theo ngày',
          'Đọc hàng loạt tệp CSV, Excel trong một thư mục và gộp thành một bảng',
          'Làm sạch: ngày dạng văn bản, dòng thừa, dữ liệu thiếu, ngày nghỉ giao dịch',
          'Nhóm và bảng tổng hợp thay cho PivotTable làm tay',
        ],
      },
      {
        title: 'Các chỉ số nền tảng',
        summary: 'Tính và hiểu những con số mà mọi phân tích đều dựa vào.',
        lessons: [
          'Lợi suất ngày và lợi suất tích lũy',
          'Độ biến động và độ lệch chuẩn quy đổi theo năm',
          'Đường trung bình động và mức sụt giảm từ đỉnh',
          'Đọc chỉ số từ báo cáo tài chính: doanh thu, lợi nhuận, ROE qua nhiều năm',
        ],
      },
      {
        title: 'Trực quan hóa với matplotlib',
        summary: 'Biến bảng số thành biểu đồ dễ đọc cho chính bạn và người khác.',
        lessons: [
          'Biểu đồ đường giá và cột khối lượng',
          'So sánh nhiều mã sau khi quy về cùng mốc 100',
          'Bản đồ nhiệt tương quan giữa các mã',
          'Xuất hình chất lượng tốt cho báo cáo',
        ],
      },
      {
        title: 'Kiểm tra quy tắc giao dịch trên dữ liệu quá khứ',
        summary: 'Thử một ý tưởng một cách trung thực và biết giới hạn của kết quả.',
        lessons: [
          'Quy tắc giao cắt đường trung bình động',
          'Tính phí giao dịch, thuế và độ trượt giá',
          'Những cái bẫy: nhìn trước tương lai, thiên lệch sống sót, quá khớp',
          'So sánh với chiến lược mua và nắm giữ',
        ],
      },
      {
        title: 'Dự án cuối khóa: báo cáo danh mục tự động',
        summary: 'Gói mọi thứ thành một công cụ bạn dùng được mỗi tuần.',
        lessons: [
          'Tổ chức dự án, xử lý lỗi và ghi log',
          'Các bước tự kiểm tra: số dòng, tổng số trước và sau khi gộp phải khớp',
          'Xuất báo cáo Excel nhiều sheet cho người chỉ dùng Excel',
          'Trình bày dự án và nhận góp ý',
        ],
      },
    ],
    format: onlineFormat,
    delivery: cohortNoDateYet,
    weeks: 6,
    hoursPerWeek: {min: 4, max: 5},
    access: courseTerms.access,
    refund: courseTerms.refund,
    vatInvoice: 'ask',
    level: 'Cơ bản đến trung cấp',
    instructor: doiNgu,
    faq: [
      {
        question: 'Khóa học có khuyến nghị mua bán cổ phiếu không?',
        answer:
          'Không. Khóa học dạy kỹ năng xử lý và phân tích dữ liệu; mọi ví dụ về mã cổ phiếu chỉ để minh họa, không phải khuyến nghị đầu tư. Quyết định đầu tư và rủi ro đi kèm là của bạn.',
      },
      {
        question: 'Dữ liệu lấy ở đâu?',
        answer:
          'Khóa học cung cấp bộ dữ liệu mẫu dạng CSV để cả lớp học trên cùng một dữ liệu. Một bài riêng hướng dẫn cách tự cập nhật dữ liệu từ nguồn công khai và cách đọc điều khoản sử dụng của nguồn đó trước khi dùng.',
      },
      {
        question: 'Tôi làm kế toán, không đầu tư, có nên học không?',
        answer:
          'Có thể. Phần lớn khóa học là kỹ năng pandas dùng được cho mọi dữ liệu dạng bảng: phần 2 gộp hàng loạt tệp CSV, Excel và làm sạch chúng, nhóm và lập bảng tổng hợp thay cho PivotTable làm tay; dự án cuối khóa xuất báo cáo Excel nhiều sheet kèm các bước tự kiểm tra số dòng và tổng số. Các phần về lợi suất, quy tắc giao dịch và so sánh nhiều mã thì gắn với chứng khoán, bạn có thể học nhẹ hơn.',
      },
      {
        question: 'Máy tính cấu hình thấp có học được không?',
        answer:
          'Được. Dữ liệu giá theo ngày của vài chục mã chỉ nặng vài megabyte; một máy văn phòng bình thường chạy thoải mái mọi bài tập.',
      },
      {
        question: 'Học xong có được cấp chứng chỉ không?',
        answer:
          'Học viên hoàn thành dự án cuối khóa nhận giấy xác nhận hoàn thành do Learn Anything cấp. Đây không phải văn bằng hay chứng chỉ thuộc hệ thống giáo dục quốc dân.',
      },
    ],
    price: 1_490_000,
    status: 'open',
    related: [
      {label: 'Kiến thức Python', to: '/kien-thuc/python'},
      {label: 'Tổng quan công nghệ', to: '/kien-thuc/cong-nghe'},
    ],
  },
  {
    slug: 'python-web-scraping',
    title: 'Python web scraping: thu thập dữ liệu web đúng cách và bền vững',
    shortTitle: 'Python web scraping',
    tagline:
      'Lấy dữ liệu từ trang web bằng requests, Beautiful Soup và Playwright, có trách nhiệm với website nguồn và với dữ liệu cá nhân.',
    description:
      'Khóa học Python web scraping: HTTP, requests, Beautiful Soup, API JSON, Playwright cho trang dùng JavaScript, lưu dữ liệu sạch và thu thập có trách nhiệm.',
    audience: [
      'Người đã biết Python cơ bản và muốn tự động lấy dữ liệu thay vì sao chép tay.',
      'Người làm nghiên cứu, báo chí dữ liệu, marketing cần theo dõi thông tin công khai theo thời gian.',
      'Lập trình viên muốn hiểu cách thu thập dữ liệu ổn định, không làm phiền website nguồn.',
    ],
    prerequisites: [
      'Python cơ bản: biến, vòng lặp, hàm, cài thư viện bằng pip.',
      'Biết mở công cụ dành cho nhà phát triển (DevTools) trong Chrome hoặc Firefox là một lợi thế, khóa học sẽ hướng dẫn lại.',
    ],
    outcomes: [
      'Hiểu HTTP, HTML, DOM và CSS selector đủ để đọc cấu trúc bất kỳ trang web nào.',
      'Dùng requests và Beautiful Soup để tải trang, bóc tách bảng, danh sách và đi qua nhiều trang kết quả.',
      'Tìm và gọi API JSON phía sau trang web bằng tab Network của DevTools.',
      'Điều khiển trình duyệt bằng Playwright cho những trang chỉ hiện dữ liệu sau khi chạy JavaScript.',
      'Thu thập có trách nhiệm: đọc robots.txt và điều khoản sử dụng, giới hạn tốc độ, tránh dữ liệu cá nhân.',
      'Một trình thu thập chạy định kỳ, tự thử lại khi lỗi, lưu dữ liệu sạch vào CSV và SQLite.',
    ],
    modules: [
      {
        title: 'Web hoạt động thế nào',
        summary: 'Nền tảng để hiểu mình đang lấy dữ liệu từ đâu.',
        lessons: [
          'Yêu cầu và phản hồi HTTP, mã trạng thái, header',
          'HTML và cây DOM',
          'CSS selector: chọn đúng phần tử cần lấy',
          'DevTools: xem mã nguồn, phần tử và các yêu cầu mạng',
        ],
      },
      {
        title: 'Pháp lý và đạo đức khi thu thập dữ liệu',
        summary: 'Biết khi nào được làm, khi nào nên hỏi, khi nào nên dừng.',
        lessons: [
          'robots.txt và điều khoản sử dụng của website',
          'Giới hạn tốc độ và định danh trình thu thập của bạn',
          'Dữ liệu cá nhân và Luật Bảo vệ dữ liệu cá nhân 2025 (số 91/2025/QH15, hiệu lực từ 1/1/2026)',
          'Khi nào nên xin phép hoặc dùng API chính thức',
        ],
      },
      {
        title: 'requests và Beautiful Soup',
        summary: 'Bộ đôi cơ bản cho phần lớn trang web tĩnh.',
        lessons: [
          'GET, tham số truy vấn, session và cookie',
          'Bóc tách bảng và danh sách bằng Beautiful Soup',
          'Phân trang và đường dẫn tương đối',
          'Mã hóa ký tự và tiếng Việt có dấu',
        ],
      },
      {
        title: 'Dữ liệu từ API JSON',
        summary: 'Nhiều trang tải dữ liệu qua API: lấy thẳng từ đó thường gọn và ổn định hơn.',
        lessons: [
          'Tìm yêu cầu API trong tab Network',
          'Tái tạo yêu cầu bằng requests',
          'Đọc JSON lồng nhau vào pandas',
          'Phân trang bằng tham số trang và con trỏ',
        ],
      },
      {
        title: 'Trang cần JavaScript: Playwright',
        summary: 'Khi dữ liệu chỉ xuất hiện sau khi trình duyệt chạy mã.',
        lessons: [
          'Cài đặt Playwright cho Python',
          'Chờ phần tử xuất hiện thay vì chờ theo giây',
          'Điền biểu mẫu, cuộn trang, bấm nút',
          'Chụp màn hình và lưu trang để gỡ lỗi',
        ],
      },
      {
        title: 'Bền bỉ, sạch sẽ và tự động',
        summary: 'Biến đoạn mã chạy một lần thành công cụ chạy hằng ngày.',
        lessons: [
          'Thử lại khi lỗi, chờ tăng dần và ghi log',
          'Lưu vào CSV và SQLite, loại bỏ bản ghi trùng',
          'Lên lịch chạy định kỳ',
          'Dự án cuối khóa: theo dõi một nguồn dữ liệu công khai',
        ],
      },
    ],
    format: onlineFormat,
    delivery: cohortNoDateYet,
    weeks: 6,
    hoursPerWeek: {min: 4, max: 4},
    access: courseTerms.access,
    refund: courseTerms.refund,
    vatInvoice: 'ask',
    level: 'Cơ bản đến trung cấp',
    instructor: doiNgu,
    faq: [
      {
        question: 'Vì sao khóa học đang ở trạng thái danh sách chờ?',
        answer:
          'Chúng tôi mở lớp khi đủ một nhóm học viên để buổi hỏi đáp và góp ý bài tập có chất lượng. Đăng ký danh sách chờ không mất phí; chúng tôi sẽ gửi email lịch khai giảng và học phí để bạn quyết định có tham gia hay không.',
      },
      {
        question: 'Thu thập dữ liệu web có hợp pháp không?',
        answer:
          'Tùy vào website, loại dữ liệu và cách bạn dùng nó. Khóa học dành riêng một chương cho robots.txt, điều khoản sử dụng và dữ liệu cá nhân để bạn tự đánh giá được từng trường hợp. Nội dung này không thay cho tư vấn pháp lý.',
      },
      {
        question: 'Tôi cần biết Python đến mức nào?',
        answer:
          'Đủ để viết một vòng lặp, một hàm và cài thư viện bằng pip. Nếu chưa chắc, hãy đọc các bài Python cơ bản trên kho kiến thức trước khi vào lớp.',
      },
      {
        question: 'Khóa học có dạy vượt qua đăng nhập, CAPTCHA hay chặn bot không?',
        answer:
          'Không. Những biện pháp đó cho thấy chủ website không muốn bị thu thập tự động. Khóa học tập trung vào dữ liệu công khai và cách xin quyền hoặc dùng API chính thức khi cần.',
      },
    ],
    price: 'Liên hệ',
    priceRange: {
      reason:
        'Lớp chỉ mở khi đủ học viên, nên học phí chưa được công bố; khi mở lớp, chúng tôi báo học phí cùng lịch khai giảng qua email để bạn quyết định có tham gia hay không.',
    },
    status: 'waitlist',
    related: [
      {label: 'Kiến thức Python', to: '/kien-thuc/python'},
      {label: 'Tổng quan công nghệ', to: '/kien-thuc/cong-nghe'},
    ],
  },
  {
    slug: 'tao-website-docusaurus-seo',
    title: 'Tạo website Docusaurus chuẩn SEO: từ máy của bạn lên Google',
    shortTitle: 'Website Docusaurus chuẩn SEO',
    tagline:
      'Dựng một website nội dung nhanh, đẹp trên điện thoại và thân thiện với công cụ tìm kiếm, kể cả khi bạn chưa từng lập trình.',
    description:
      'Khóa học tạo website Docusaurus chuẩn SEO: viết Markdown, MDX, cấu hình giao diện tiếng Việt, sitemap, Open Graph, dữ liệu có cấu trúc và đưa trang lên mạng.',
    audience: [
      'Giáo viên, giảng viên muốn có website bài giảng, đề cương ôn tập của riêng mình.',
      'Người viết tài liệu, đội sản phẩm cần trang hướng dẫn sử dụng hoặc tài liệu nội bộ.',
      'Lập trình viên, người làm kỹ thuật muốn có blog cá nhân nhanh và dễ bảo trì.',
      'Doanh nghiệp nhỏ muốn một trang nội dung không phụ thuộc vào nền tảng đóng.',
    ],
    prerequisites: [
      'Dùng máy tính thành thạo; không cần biết lập trình, nhưng cần sẵn lòng gõ lệnh trong terminal theo hướng dẫn.',
      'Một tài khoản GitHub (miễn phí).',
      'Tên miền riêng là tùy chọn, có thể mua sau.',
    ],
    outcomes: [
      'Một website Docusaurus chạy trên mạng, có trang tài liệu, blog và giao diện tiếng Việt.',
      'Viết nội dung bằng Markdown và MDX, kể cả công thức toán, bảng và khối mã.',
      'Cấu hình thanh điều hướng, chân trang, chế độ sáng tối và màu sắc theo thương hiệu.',
      'Làm SEO on-page: tiêu đề, mô tả, đường dẫn, sitemap, ảnh Open Graph và dữ liệu có cấu trúc.',
      'Kiểm tra tốc độ, hiển thị trên điện thoại và khả năng truy cập trước khi xuất bản.',
      'Đưa trang lên hosting tĩnh, gắn tên miền và theo dõi trong Google Search Console.',
    ],
    modules: [
      {
        title: 'Chuẩn bị và khởi tạo',
        summary: 'Cuối tuần đầu tiên, bạn có một website chạy trên máy mình.',
        lessons: [
          'Cài Node.js, làm quen terminal và Git cơ bản',
          'Tạo dự án Docusaurus từ mẫu có sẵn',
          'Cấu trúc thư mục: docs, blog, src, static',
          'Chạy máy chủ phát triển và xem thay đổi tức thì',
        ],
      },
      {
        title: 'Viết nội dung',
        summary: 'Chuyển tài liệu sẵn có thành các trang gọn gàng, dễ đọc.',
        lessons: [
          'Markdown và MDX, những lỗi build thường gặp',
          'Trang tài liệu và thanh bên theo chương',
          'Blog, tác giả và thẻ',
          'Hình ảnh, bảng, khối mã và công thức toán với KaTeX',
        ],
      },
      {
        title: 'Cấu hình và giao diện',
        summary: 'Làm website mang dáng vẻ của bạn mà vẫn dễ nâng cấp.',
        lessons: [
          'Tệp docusaurus.config.ts từng phần',
          'Thanh điều hướng, chân trang và giao diện tiếng Việt',
          'Màu sắc, chế độ sáng tối và CSS',
          'Plugin và swizzling: tùy biến mà không tự làm khó mình',
        ],
      },
      {
        title: 'SEO on-page',
        summary: 'Giúp công cụ tìm kiếm hiểu đúng từng trang của bạn.',
        lessons: [
          'Tiêu đề, mô tả và từ khóa cho từng trang',
          'Đường dẫn dễ đọc và cấu trúc nội dung',
          'Sitemap, robots.txt và thẻ canonical',
          'Ảnh Open Graph và dữ liệu có cấu trúc JSON-LD',
        ],
      },
      {
        title: 'Tốc độ và trải nghiệm',
        summary: 'Trang nhanh, đọc tốt trên điện thoại và dùng được bằng bàn phím.',
        lessons: [
          'Tối ưu hình ảnh và phông chữ',
          'Kiểm tra hiển thị ở màn hình 360 điểm ảnh',
          'Độ tương phản màu và điều hướng bằng bàn phím',
          'Đo bằng Lighthouse và hiểu Core Web Vitals',
        ],
      },
      {
        title: 'Triển khai và đo lường',
        summary: 'Đưa trang lên mạng và cập nhật đều đặn.',
        lessons: [
          'Triển khai lên Firebase Hosting hoặc GitHub Pages',
          'Gắn tên miền riêng và HTTPS',
          'Google Search Console: gửi sitemap, đọc báo cáo',
          'Quy trình cập nhật nội dung bằng Git',
        ],
      },
    ],
    format: onlineFormat,
    delivery: cohortNoDateYet,
    weeks: 6,
    hoursPerWeek: {min: 3, max: 4},
    access: courseTerms.access,
    refund: courseTerms.refund,
    vatInvoice: 'ask',
    level: 'Cơ bản',
    instructor: doiNgu,
    faq: [
      {
        question: 'Tôi chưa từng lập trình, có làm được không?',
        answer:
          'Được. Khóa học không bắt đầu bằng lý thuyết lập trình mà bằng một mục tiêu cụ thể cho từng tuần. Mọi lệnh cần gõ đều được giải thích bằng tiếng Việt, và buổi hỏi đáp hằng tuần giúp bạn gỡ các lỗi build khó hiểu.',
      },
      {
        question: 'Docusaurus có mất phí không? Hosting tốn bao nhiêu?',
        answer:
          'Docusaurus là phần mềm mã nguồn mở, dùng miễn phí. Một website tĩnh nhỏ thường nằm trong hạn mức miễn phí của Firebase Hosting hoặc GitHub Pages. Tên miền riêng thì trả phí hằng năm cho nhà đăng ký tên miền.',
      },
      {
        question: 'Khóa học có cam kết đưa website lên trang đầu Google không?',
        answer:
          'Không. Không ai có thể cam kết thứ hạng tìm kiếm. Khóa học giúp website của bạn đúng chuẩn kỹ thuật để công cụ tìm kiếm hiểu được nội dung; phần còn lại phụ thuộc vào chất lượng nội dung và thời gian.',
      },
      {
        question: 'Học xong tôi có tự cập nhật website được không?',
        answer:
          'Đó chính là mục tiêu. Nội dung là các tệp Markdown, nên thêm bài mới chỉ là viết một tệp văn bản rồi đưa lên. Chương cuối hướng dẫn quy trình cập nhật bằng Git để bạn tự làm mà không cần nhờ ai.',
      },
    ],
    price: 1_190_000,
    status: 'open',
    related: [
      {label: 'Loạt bài về Docusaurus', to: '/kien-thuc/category/docusaurus'},
      {label: 'Tổng quan công nghệ', to: '/kien-thuc/cong-nghe'},
    ],
  },
]);

/** The slug of a course in `courses`. */
export type CourseSlug = (typeof courses)[number]['slug'];

export type Course = CourseEntry<CourseSlug> & CourseDerived;

/** Every course's slug, in the order of `courses` (the sign-up form's allowed values). */
export const courseSlugs: readonly CourseSlug[] = courses.map((course) => course.slug);

/** The course with this slug; throws on an unknown slug so a typo fails the build. */
export function getCourse(slug: CourseSlug): Course {
  const course = courses.find((item) => item.slug === slug);
  if (!course) throw new Error(`Không có khóa học với slug "${slug}".`);
  return course;
}

/** The landing page of a course. */
export function coursePath(slug: CourseSlug): string {
  return `/lp-khoa-hoc-${slug}`;
}

/** The sign-up page with the course preselected. */
export function signupPath(slug: CourseSlug): string {
  return `/dang-ky-khoa-hoc?khoa=${slug}`;
}
