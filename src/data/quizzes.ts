/*
 * The hub page only needs this list, so it does not import the quizzes
 * themselves (keeps the hub's JavaScript small); quizData.test.ts checks that
 * `questionCount` matches each quiz.
 */

/** One quiz on the hub page /trac-nghiem. */
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

export const quizzes: readonly QuizListing[] = [
  {
    path: '/trac-nghiem/banh-xe-cuoc-doi-online',
    title: 'Bánh xe cuộc đời',
    measures:
      'Mức hài lòng hiện tại và mức bạn mong muốn ở tám lĩnh vực sống, từ sự nghiệp, tài chính, sức khỏe tới môi trường sống.',
    result:
      'Hình bánh xe, chỉ số cân bằng, những lĩnh vực thấp nhất và khoảng cách tới mục tiêu, gợi ý đọc thêm, lịch sử để so sánh qua thời gian.',
    questionCount: 8,
    minutes: 5,
  },
  {
    path: '/trac-nghiem/quan-ly-tri-thuc-ca-nhan',
    title: 'Thói quen quản lý tri thức cá nhân',
    measures:
      'Cách bạn thu thập, sắp xếp, liên kết, xem lại và dùng lại ghi chú của mình, tức là “bộ não thứ hai” của bạn đang vận hành tới đâu.',
    result: 'Mức độ hiện tại của bạn, ba việc nên làm tiếp và những bài viết phù hợp để đọc.',
    questionCount: 10,
    minutes: 3,
  },
];
