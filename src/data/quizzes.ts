import type {QuizLink, ScoredQuiz, QuizTool} from './quizTypes';
import {wheelAreas} from './wheelOfLife';

/**
 * Every quiz on the hub /trac-nghiem, in the hub's order: the only place a quiz
 * is written.
 *
 * - A scored quiz (`kind: 'scored'`) is its whole definition: questions, result
 *   bands and the texts of its page. plugins/quiz-pages.ts gives it the page
 *   /trac-nghiem/<id> (rendering src/features/quiz/ScoredQuizPage) and its card
 *   on the hub; no page file is written. Each option scores points; the bands
 *   must cover every possible total exactly once, and every link must exist
 *   (src/features/quiz/quizData.test.ts).
 * - A tool (`kind: 'tool'`) has a page of its own in src/pages/trac-nghiem/;
 *   this entry is its card on the hub.
 *
 * Browser code never imports this file: the plugin passes each page only its
 * own quiz, and the hub only the cards (route props).
 */

const obsidianFlowCourse: QuizLink = {label: 'Khóa học Obsidian FLOW', to: '/lp-khoa-hoc-obsidian-flow'};

export const quizzes: readonly (ScoredQuiz | QuizTool)[] = [
  {
    kind: 'tool',
    path: '/trac-nghiem/banh-xe-cuoc-doi-online',
    title: 'Bánh xe cuộc đời',
    measures:
      'Mức hài lòng hiện tại và mức bạn mong muốn ở tám lĩnh vực sống, từ sự nghiệp, tài chính, sức khỏe tới môi trường sống.',
    result:
      'Hình bánh xe, chỉ số cân bằng, những lĩnh vực thấp nhất và khoảng cách tới mục tiêu, gợi ý đọc thêm, lịch sử để so sánh qua thời gian.',
    questionCount: wheelAreas.length,
    minutes: 5,
  },
  // Ten-question self-assessment of personal knowledge management habits: each
  // option scores 0–3, so totals run from 0 to 30.
  {
    kind: 'scored',
    id: 'quan-ly-tri-thuc-ca-nhan',
    title: 'Thói quen quản lý tri thức cá nhân',
    heading: 'Trắc nghiệm thói quen quản lý tri thức cá nhân',
    description:
      'Mười câu hỏi để biết bạn đang thu thập, liên kết, xem lại và dùng lại ghi chú tốt đến đâu, kèm ba việc nên làm tiếp và bài viết phù hợp với mức của bạn.',
    intro:
      'Với mỗi câu, chọn lựa chọn giống bạn hiện nay nhất, không phải điều bạn muốn làm. Mỗi lựa chọn được 0 đến 3 điểm; tổng điểm cho biết “bộ não thứ hai” của bạn đang ở mức nào.',
    readFirst: {label: 'Quản lý tri thức cá nhân là gì?', to: '/kien-thuc/obsidian/quan-ly-tri-thuc-ca-nhan-la-gi'},
    measures:
      'Cách bạn thu thập, sắp xếp, liên kết, xem lại và dùng lại ghi chú của mình, tức là “bộ não thứ hai” của bạn đang vận hành tới đâu.',
    result: 'Mức độ hiện tại của bạn, ba việc nên làm tiếp và những bài viết phù hợp để đọc.',
    minutes: 3,
    questions: [
      {
        id: 'thu-thap',
        text: 'Khi gặp một ý hay trong sách, bài viết hay video, bạn thường làm gì?',
        options: [
          {id: 'a', label: 'Thấy hay thì cố nhớ, hiếm khi ghi lại', score: 0},
          {id: 'b', label: 'Chụp màn hình hoặc lưu đường dẫn, nhưng ít khi mở lại', score: 1},
          {id: 'c', label: 'Ghi vào một chỗ cố định, nhưng thường chép nguyên văn', score: 2},
          {id: 'd', label: 'Ghi vào một chỗ cố định bằng lời của mình, kèm nguồn', score: 3},
        ],
      },
      {
        id: 'mot-noi',
        text: 'Ghi chú của bạn hiện nằm ở đâu?',
        options: [
          {id: 'a', label: 'Rải rác khắp nơi: sổ giấy, tin nhắn gửi cho chính mình, nhiều ứng dụng', score: 0},
          {id: 'b', label: 'Trong hai ba ứng dụng, không rõ cái nào dùng cho việc gì', score: 1},
          {id: 'c', label: 'Phần lớn ở một ứng dụng, vẫn còn vài chỗ lẻ tẻ', score: 2},
          {id: 'd', label: 'Tất cả ở một hệ thống mình tin cậy và biết rõ cách dùng', score: 3},
        ],
      },
      {
        id: 'hop-thu',
        text: 'Những ghi chú nhanh như ý tưởng chợt đến hay việc cần nhớ được xử lý thế nào?',
        options: [
          {id: 'a', label: 'Không có chỗ riêng, ghi đâu mất đó', score: 0},
          {id: 'b', label: 'Có chỗ gom lại nhưng cứ chất đống, hiếm khi dọn', score: 1},
          {id: 'c', label: 'Thỉnh thoảng dọn khi thấy quá nhiều', score: 2},
          {id: 'd', label: 'Có một hộp Inbox riêng và xử lý đều đặn, ít nhất mỗi tuần', score: 3},
        ],
      },
      {
        id: 'tim-lai',
        text: 'Cần tìm lại một ghi chú từ ba tháng trước, bạn mất bao lâu?',
        options: [
          {id: 'a', label: 'Thường là không tìm thấy', score: 0},
          {id: 'b', label: 'Hơn 10 phút lục lọi', score: 1},
          {id: 'c', label: 'Vài phút nhờ chức năng tìm kiếm', score: 2},
          {id: 'd', label: 'Chưa tới một phút nhờ liên kết, thẻ hoặc trang mục lục', score: 3},
        ],
      },
      {
        id: 'lien-ket',
        text: 'Bạn có nối các ghi chú với nhau không?',
        hint: 'Ví dụ: đặt đường dẫn từ ghi chú này sang ghi chú khác có liên quan.',
        options: [
          {id: 'a', label: 'Không, mỗi ghi chú đứng riêng một mình', score: 0},
          {id: 'b', label: 'Thỉnh thoảng, khi chợt nhớ ra', score: 1},
          {id: 'c', label: 'Thường xuyên liên kết những ghi chú cùng chủ đề', score: 2},
          {
            id: 'd',
            label: 'Ghi chú mới nào cũng được nối với ghi chú cũ, chủ đề lớn có trang tổng hợp riêng',
            score: 3,
          },
        ],
      },
      {
        id: 'xem-lai',
        text: 'Bạn có lịch xem lại ghi chú không?',
        options: [
          {id: 'a', label: 'Không bao giờ xem lại', score: 0},
          {id: 'b', label: 'Chỉ khi cần gấp một thông tin', score: 1},
          {id: 'c', label: 'Thỉnh thoảng, không đều', score: 2},
          {id: 'd', label: 'Có lịch cố định hằng tuần hoặc hằng tháng', score: 3},
        ],
      },
      {
        id: 'hang-ngay',
        text: 'Bạn có viết ghi chú hằng ngày (nhật ký, daily note) không?',
        options: [
          {id: 'a', label: 'Không', score: 0},
          {id: 'b', label: 'Đã thử nhưng bỏ sau vài ngày', score: 1},
          {id: 'c', label: 'Vài lần mỗi tuần', score: 2},
          {id: 'd', label: 'Gần như mỗi ngày, và dùng nó làm điểm xuất phát cho các ghi chú khác', score: 3},
        ],
      },
      {
        id: 'sap-xep',
        text: 'Ghi chú của bạn được sắp xếp thế nào?',
        options: [
          {id: 'a', label: 'Chưa sắp xếp gì', score: 0},
          {id: 'b', label: 'Nhiều thư mục lồng nhau, hay phân vân không biết nên để vào đâu', score: 1},
          {id: 'c', label: 'Có cấu trúc rõ ràng nhưng ít gắn với việc đang làm', score: 2},
          {id: 'd', label: 'Theo dự án và lĩnh vực mình đang theo đuổi, cần là lấy ra dùng được', score: 3},
        ],
      },
      {
        id: 'san-pham',
        text: 'Ghi chú có trở thành sản phẩm như bài viết, bài thuyết trình, quyết định hay dự án không?',
        options: [
          {id: 'a', label: 'Hầu như không, ghi xong để đó', score: 0},
          {id: 'b', label: 'Hiếm khi', score: 1},
          {id: 'c', label: 'Thỉnh thoảng mình dùng lại ghi chú cũ khi làm việc', score: 2},
          {id: 'd', label: 'Thường xuyên: việc mới nào cũng bắt đầu từ những ghi chú sẵn có', score: 3},
        ],
      },
      {
        id: 'sao-luu',
        text: 'Nếu hôm nay bạn mất máy, ghi chú của bạn sẽ ra sao?',
        options: [
          {id: 'a', label: 'Mất hết', score: 0},
          {id: 'b', label: 'Không chắc nữa', score: 1},
          {id: 'c', label: 'Vẫn còn vì được đồng bộ lên một dịch vụ đám mây', score: 2},
          {id: 'd', label: 'Vẫn còn: vừa đồng bộ vừa có bản sao lưu riêng ở định dạng mở như Markdown', score: 3},
        ],
      },
    ],
    bands: [
      {
        id: 'moi-bat-dau',
        min: 0,
        max: 10,
        title: 'Mới bắt đầu: ghi chú còn rời rạc',
        summary:
          'Bạn đang dựa nhiều vào trí nhớ, và những gì đã ghi thì nằm rải rác nên khó tìm lại. Tin vui là chỉ vài thay đổi nhỏ đã tạo ra khác biệt lớn.',
        advice: [
          'Chọn một nơi duy nhất cho mọi ghi chú mới, dù là ứng dụng nào.',
          'Tạo một ghi chú “Inbox” để ghi nhanh mọi thứ, rồi dọn nó mỗi cuối tuần.',
          'Khi ghi lại một ý hay, viết thêm một câu bằng lời của chính bạn.',
        ],
        recommendations: [
          {
            label: 'Quản lý tri thức cá nhân (PKM) là gì và vì sao nên bắt đầu',
            to: '/kien-thuc/obsidian/quan-ly-tri-thuc-ca-nhan-la-gi',
          },
          {label: 'Obsidian và quản lý tri thức cá nhân', to: '/kien-thuc/obsidian'},
          {
            label: 'Học cách học: chế độ tập trung, chế độ lan tỏa và cách nhớ lâu',
            to: '/kien-thuc/phat-trien-ban-than/hoc-cach-hoc',
          },
          obsidianFlowCourse,
        ],
      },
      {
        id: 'dang-hinh-thanh',
        min: 11,
        max: 20,
        title: 'Đang hình thành thói quen',
        summary:
          'Bạn đã có chỗ ghi chú và thói quen ghi lại, nhưng ghi chú chưa nối với nhau và chưa được xem lại đều đặn, nên giá trị của chúng còn bị bỏ phí.',
        advice: [
          'Mỗi khi viết ghi chú mới, nối nó với ít nhất một ghi chú cũ.',
          'Đặt một buổi xem lại cố định 30 phút mỗi tuần.',
          'Thử viết daily note trong bảy ngày liên tiếp.',
        ],
        recommendations: [
          {
            label: 'Liên kết, backlink và graph view trong Obsidian',
            to: '/kien-thuc/obsidian/lien-ket-backlink-graph-view',
          },
          {label: 'Daily notes và thói quen review định kỳ', to: '/kien-thuc/obsidian/daily-notes-va-review-dinh-ky'},
          {label: 'Obsidian và phương pháp FLOW', to: '/kien-thuc/category/obsidian-flow'},
          obsidianFlowCourse,
        ],
      },
      {
        id: 'van-hanh-tot',
        min: 21,
        max: 30,
        title: 'Hệ thống đang vận hành tốt',
        summary:
          'Ghi chú của bạn được thu thập, liên kết và xem lại đều đặn. Bước tiếp theo là biến chúng thành sản phẩm thường xuyên hơn và bảo vệ công sức đó.',
        advice: [
          'Mỗi tháng biến một cụm ghi chú thành một sản phẩm: bài viết, bài chia sẻ hay một quyết định được ghi lại.',
          'Dùng buổi xem lại hằng tuần để chọn ghi chú nào sẽ đi tiếp thành dự án.',
          'Kiểm tra lại bản sao lưu: thử khôi phục một ghi chú từ bản sao.',
        ],
        recommendations: [
          {label: 'Obsidian và phương pháp FLOW', to: '/kien-thuc/category/obsidian-flow'},
          {
            label: 'Deep work và nghệ thuật tập trung sâu',
            to: '/kien-thuc/phat-trien-ban-than/deep-work-va-su-tap-trung',
          },
          {label: 'Daily notes và thói quen review định kỳ', to: '/kien-thuc/obsidian/daily-notes-va-review-dinh-ky'},
          obsidianFlowCourse,
        ],
      },
    ],
  },
];

/** One card on the hub page /trac-nghiem. */
export interface QuizListing {
  /** Route of the quiz page. */
  path: string;
  title: string;
  /** What the quiz measures, one or two sentences. */
  measures: string;
  /** What the person gets at the end. */
  result: string;
  /** Number of questions (or areas to score). */
  questionCount: number;
  /** Rough time to finish, in minutes. */
  minutes: number;
}

/** The page of a scored quiz. */
export function quizPath(quiz: ScoredQuiz): string {
  return `/trac-nghiem/${quiz.id}`;
}

/** The scored quizzes, each with a page made by plugins/quiz-pages.ts. */
export const scoredQuizzes: readonly ScoredQuiz[] = quizzes.filter((quiz) => quiz.kind === 'scored');

/** The scored quiz with this id; throws on an unknown id. */
export function getScoredQuiz(id: string): ScoredQuiz {
  const quiz = scoredQuizzes.find((item) => item.id === id);
  if (!quiz) throw new Error(`Không có bài trắc nghiệm "${id}".`);
  return quiz;
}

/** The hub's cards, in the order of `quizzes`. */
export const quizListings: readonly QuizListing[] = quizzes.map((quiz) =>
  quiz.kind === 'tool'
    ? {
        path: quiz.path,
        title: quiz.title,
        measures: quiz.measures,
        result: quiz.result,
        questionCount: quiz.questionCount,
        minutes: quiz.minutes,
      }
    : {
        path: quizPath(quiz),
        title: quiz.title,
        measures: quiz.measures,
        result: quiz.result,
        questionCount: quiz.questions.length,
        minutes: quiz.minutes,
      },
);
