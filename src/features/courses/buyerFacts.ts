import {courseTerms, hoursRangeText, type Course} from '../../data/courses';
import {seller} from '../../data/seller';
import {formatPrice} from './format';

/** One line of the facts list: a term, its answer, and where a link in the answer goes. */
export interface BuyerFact {
  /** Stable key, also the `data-fact` attribute the browser tests read. */
  key:
    | 'delivery'
    | 'nextCohort'
    | 'classSize'
    | 'hoursPerWeek'
    | 'duration'
    | 'access'
    | 'price'
    | 'refund'
    | 'payment'
    | 'vatInvoice';
  term: string;
  detail: string;
  /** An email address the answer names, linked with mailto:. */
  email?: string;
}

const monthNames = Array.from({length: 12}, (_, index) => `tháng ${index + 1}`);

/** '2027-01-12' → 'ngày 12 tháng 1 năm 2027'; throws on anything else so a typo fails the build. */
export function vietnameseDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? Number(match[2]) : 0;
  const day = match ? Number(match[3]) : 0;
  if (!match || month < 1 || month > 12 || day < 1 || day > 31) throw new Error(`Ngày không hợp lệ: "${iso}"`);
  return `ngày ${day} ${monthNames[month - 1]} năm ${match[1]}`;
}

function deliveryFacts(course: Course): BuyerFact[] {
  const {delivery} = course;
  if (delivery.kind === 'self-paced') {
    return [
      {
        key: 'delivery',
        term: 'Cách học',
        detail: 'Tự học theo nhịp của bạn, trực tuyến, không theo lớp và không có ngày khai giảng.',
      },
    ];
  }
  const nextCohort =
    delivery.nextCohort !== null
      ? `Khai giảng ${vietnameseDate(delivery.nextCohort)}.`
      : course.status === 'waitlist'
        ? 'Chưa có lịch khai giảng: lớp mở khi đủ học viên, và chúng tôi báo lịch qua email cho người trong danh sách chờ.'
        : `Chưa có lịch khai giảng. Lịch học được gửi trong email xác nhận, chậm nhất ${courseTerms.confirmationWorkingDays} ngày làm việc sau khi bạn đăng ký.`;
  const classSize =
    delivery.classSize !== null
      ? `Tối đa ${delivery.classSize} học viên mỗi lớp.`
      : 'Chưa công bố sĩ số tối đa của lớp.';
  return [
    {
      key: 'delivery',
      term: 'Cách học',
      detail:
        'Học trực tuyến theo lớp: bài mở theo từng tuần, một buổi hỏi đáp trực tuyến mỗi tuần (có ghi hình) và góp ý bài tập trong thời gian của lớp.',
    },
    {key: 'nextCohort', term: 'Khai giảng', detail: nextCohort},
    {key: 'classSize', term: 'Sĩ số', detail: classSize},
  ];
}

function priceFact(course: Course): BuyerFact {
  if (typeof course.price === 'number') return {key: 'price', term: 'Học phí', detail: formatPrice(course.price)};
  const range = course.priceRange;
  if (!range) throw new Error(`Khóa ${course.slug} chưa có học phí mà cũng không có khung học phí hay lý do.`);
  const detail =
    'reason' in range
      ? range.reason
      : `Dự kiến từ ${formatPrice(range.min)} đến ${formatPrice(range.max)}; học phí chính thức được báo qua email khi mở lớp.`;
  return {key: 'price', term: 'Học phí', detail: `${detail} Đăng ký danh sách chờ không mất phí.`};
}

function vatFact(course: Course): BuyerFact {
  const detail = {
    yes: 'Có xuất hóa đơn VAT: gửi thông tin xuất hóa đơn qua email kèm mã tham chiếu.',
    no: 'Chưa xuất được hóa đơn VAT. Bạn vẫn nhận được giấy xác nhận đã thanh toán khi gửi email kèm mã tham chiếu.',
    ask: `Chúng tôi chưa công bố việc xuất hóa đơn VAT. Nếu bạn cần, hãy hỏi qua ${seller.email} trước khi thanh toán; giấy xác nhận đã thanh toán thì bạn luôn nhận được khi gửi email kèm mã tham chiếu.`,
  }[course.vatInvoice];
  return {key: 'vatInvoice', term: 'Hóa đơn VAT', detail, email: course.vatInvoice === 'no' ? undefined : seller.email};
}

/**
 * What a buyer asks before paying, answered from the course's data and the
 * course terms: how the course runs, when and how big the class is, hours a
 * week, how long access lasts, the fee, the refund rule, how to pay and
 * whether a VAT invoice can be issued. The landing page lists these openly.
 */
export function buyerFacts(course: Course): BuyerFact[] {
  const {refund, access} = course;
  const waitlist = course.status === 'waitlist';
  return [
    ...deliveryFacts(course),
    {key: 'hoursPerWeek', term: 'Thời gian mỗi tuần', detail: `Khoảng ${hoursRangeText(course.hoursPerWeek)} giờ.`},
    {
      key: 'duration',
      term: 'Thời lượng',
      detail: `${course.weeks} tuần, tổng cộng khoảng ${course.workloadHours} giờ.`,
    },
    {
      key: 'access',
      term: 'Thời hạn truy cập',
      detail: `${access.months} tháng kể từ ngày được cấp quyền truy cập; các tệp được phép tải về, bạn giữ và dùng tiếp sau đó.`,
    },
    priceFact(course),
    {
      key: 'refund',
      term: 'Hoàn học phí',
      detail: `Hoàn toàn bộ học phí, không cần nêu lý do, nếu bạn yêu cầu trong ${refund.withinDays} ngày kể từ ngày được cấp quyền truy cập và chưa học quá ${refund.maxProgressPercent}% số bài.`,
    },
    {
      key: 'payment',
      term: 'Thanh toán',
      detail: `${waitlist ? 'Khi lớp mở, chuyển' : 'Chuyển'} khoản ngân hàng (nhập tay hoặc quét mã VietQR) tới tài khoản ghi trong email xác nhận, trong ${courseTerms.paymentDays} ngày kể từ email đó, với nội dung chuyển khoản là mã tham chiếu dạng ${courseTerms.referenceCodeShape} bạn nhận khi đăng ký.`,
    },
    vatFact(course),
  ];
}
