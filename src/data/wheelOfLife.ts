/**
 * The eight areas of the wheel of life (/trac-nghiem/banh-xe-cuoc-doi-online),
 * in the order they are drawn clockwise from the top.
 *
 * The ORDER IS PART OF THE SHARE-LINK FORMAT (version 1): a link lists the
 * scores in this order. Never reorder or remove areas; a change of the set of
 * areas needs a new link version and a new localStorage key.
 *
 * Every `links[].to` must be an existing knowledge-base page (checked by
 * src/features/wheel-of-life/dataLinks.test.ts).
 */

export interface ArticleLink {
  /** Vietnamese link text (usually the article title, shortened). */
  label: string;
  /** Site route, e.g. '/kien-thuc/phat-trien-ban-than/xay-dung-thoi-quen'. */
  to: string;
}

export interface WheelArea {
  /** ASCII kebab-case, unique; used as the key in stored history. */
  id: string;
  /** Name as Vietnamese readers know it. */
  name: string;
  /** The name split into at most two short lines for the chart labels. */
  chartLabel: readonly [string] | readonly [string, string];
  /** The guiding question shown under the slider. */
  question: string;
  /** A short suggestion shown in the result. */
  suggestion: string;
  /** Knowledge-base articles that help with this area. */
  links: readonly ArticleLink[];
}

const L = {
  thoiQuen: {label: 'Xây dựng thói quen bền vững', to: '/kien-thuc/phat-trien-ban-than/xay-dung-thoi-quen'},
  hocCachHoc: {label: 'Học cách học', to: '/kien-thuc/phat-trien-ban-than/hoc-cach-hoc'},
  deepWork: {
    label: 'Deep work và nghệ thuật tập trung sâu',
    to: '/kien-thuc/phat-trien-ban-than/deep-work-va-su-tap-trung',
  },
  banhXe: {
    label: 'Đặt mục tiêu và nhìn lại với bánh xe cuộc đời',
    to: '/kien-thuc/phat-trien-ban-than/dat-muc-tieu-va-banh-xe-cuoc-doi',
  },
  toolset: {
    label: 'Quy tắc Toolset – Skillset – Mindset',
    to: '/kien-thuc/phat-trien-ban-than/quy-tac-toolset-skillset-mindset',
  },
  phatTrien: {label: 'Chuyên mục Phát triển bản thân', to: '/kien-thuc/phat-trien-ban-than'},
  eisenhower: {label: 'Ma trận Eisenhower', to: '/kien-thuc/mo-hinh-tu-duy/ma-tran-eisenhower'},
  laiKep: {label: 'Lãi kép', to: '/kien-thuc/mo-hinh-tu-duy/lai-kep'},
  chiPhiCoHoi: {label: 'Chi phí cơ hội', to: '/kien-thuc/mo-hinh-tu-duy/chi-phi-co-hoi'},
  pareto: {label: 'Nguyên lý Pareto 80/20', to: '/kien-thuc/mo-hinh-tu-duy/nguyen-ly-pareto'},
  pkm: {label: 'Quản lý tri thức cá nhân là gì', to: '/kien-thuc/obsidian/quan-ly-tri-thuc-ca-nhan-la-gi'},
  dailyNotes: {label: 'Daily notes và review định kỳ', to: '/kien-thuc/obsidian/daily-notes-va-review-dinh-ky'},
  atomicHabits: {label: 'Tóm tắt sách Atomic Habits', to: '/kien-thuc/sach-hay/atomic-habits'},
  deepWorkBook: {label: 'Tóm tắt sách Deep Work', to: '/kien-thuc/sach-hay/deep-work'},
  psychologyOfMoney: {label: 'Tóm tắt sách Tâm lý học về tiền', to: '/kien-thuc/sach-hay/the-psychology-of-money'},
} satisfies Record<string, ArticleLink>;

export const wheelAreas: readonly WheelArea[] = [
  {
    id: 'su-nghiep',
    name: 'Sự nghiệp',
    chartLabel: ['Sự nghiệp'],
    question: 'Bạn hài lòng đến đâu với công việc hiện tại và hướng đi nghề nghiệp của mình?',
    suggestion:
      'Chọn một kỹ năng sẽ giúp bạn tiến thêm một bậc trong công việc và dành cho nó 30 phút tập trung mỗi ngày. Khi việc gấp cứ lấn át việc quan trọng, hãy xếp lại danh sách việc bằng ma trận Eisenhower.',
    links: [L.toolset, L.eisenhower, L.deepWork],
  },
  {
    id: 'tai-chinh',
    name: 'Tài chính',
    chartLabel: ['Tài chính'],
    question: 'Thu nhập, chi tiêu, tiết kiệm và các khoản nợ hiện nay khiến bạn yên tâm đến mức nào?',
    suggestion:
      'Ghi lại mọi khoản chi trong bảy ngày để thấy tiền thật sự đi đâu, rồi cài chuyển khoản tự động một phần nhỏ thu nhập vào tài khoản tiết kiệm ngay khi nhận lương.',
    links: [L.psychologyOfMoney, L.laiKep, L.chiPhiCoHoi],
  },
  {
    id: 'suc-khoe',
    name: 'Sức khỏe',
    chartLabel: ['Sức khỏe'],
    question: 'Giấc ngủ, ăn uống, vận động và năng lượng hằng ngày của bạn đang tốt đến đâu?',
    suggestion:
      'Bắt đầu bằng một thói quen nhỏ tới mức khó mà bỏ: đi bộ 10 phút sau bữa trưa, hoặc lên giường sớm hơn 15 phút. Gắn nó vào một việc bạn vẫn làm mỗi ngày để khỏi phải nhớ.',
    links: [L.thoiQuen, L.atomicHabits],
  },
  {
    id: 'gia-dinh-ban-be',
    name: 'Gia đình & bạn bè',
    chartLabel: ['Gia đình', '& bạn bè'],
    question: 'Bạn có đủ thời gian và sự gắn bó với gia đình, bạn bè như mình mong muốn không?',
    suggestion:
      'Đặt trước một khoảng thời gian cố định mỗi tuần cho người thân, như một bữa tối không điện thoại hay một cuộc gọi cho người bạn lâu ngày chưa gặp, và ghi vào lịch như một cuộc hẹn quan trọng.',
    links: [L.eisenhower, L.chiPhiCoHoi],
  },
  {
    id: 'tinh-yeu',
    name: 'Tình yêu',
    chartLabel: ['Tình yêu'],
    question: 'Đời sống tình cảm hiện tại, dù bạn đang có đôi hay độc thân, khiến bạn hài lòng đến mức nào?',
    suggestion:
      'Dành một buổi trọn vẹn mỗi tuần cho người ấy, hoặc cho chính mình nếu bạn đang độc thân. Hỏi một câu thật lòng: điều gì đang làm mình vui, điều gì đang làm mình mệt, và lắng nghe đến hết câu trả lời.',
    links: [L.banhXe, L.chiPhiCoHoi],
  },
  {
    id: 'phat-trien-ban-than',
    name: 'Phát triển bản thân',
    chartLabel: ['Phát triển', 'bản thân'],
    question: 'Bạn có đang học điều mới và trưởng thành theo hướng mình muốn không?',
    suggestion:
      'Chọn một chủ đề muốn học trong tháng này, chia thành những buổi học ngắn có ôn lại cách quãng, và ghi chú bằng lời của chính bạn để kiến thức không trôi đi.',
    links: [L.hocCachHoc, L.pkm, L.phatTrien],
  },
  {
    id: 'giai-tri',
    name: 'Giải trí',
    chartLabel: ['Giải trí'],
    question: 'Bạn có đủ thời gian nghỉ ngơi, vui chơi và làm những điều mình thích không?',
    suggestion:
      'Xếp lịch nghỉ ngơi như xếp lịch làm việc: một buổi tối mỗi tuần cho sở thích và không mang việc theo. Nghỉ ngơi thật sự giúp bạn tập trung tốt hơn khi quay lại bàn làm việc.',
    links: [L.deepWorkBook, L.pareto],
  },
  {
    id: 'moi-truong-song',
    name: 'Môi trường sống',
    chartLabel: ['Môi trường', 'sống'],
    question: 'Nơi bạn ở, nơi bạn làm việc và những người xung quanh có giúp bạn sống tốt không?',
    suggestion:
      'Dành 15 phút dọn một góc nhỏ như bàn làm việc hay đầu giường, và sắp xếp lại sao cho thói quen tốt dễ làm hơn, thói quen xấu khó làm hơn.',
    links: [L.thoiQuen, L.dailyNotes, L.pareto],
  },
];
