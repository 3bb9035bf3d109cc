import type {CourseSlug} from './courses';

/**
 * An illustrative story: a composite of situations common among self-learners, not the account
 * of one real learner, with an invented name. Wherever a story is shown, say so
 * (storyLabel), and never quote it as a learner's words on a page that sells a course.
 */
export interface SuccessStory {
  slug: string; // matches the file name
  name: string; // invented name of the composite character, e.g. 'Chị Thu Hà'
  role: string; // e.g. 'Kế toán tổng hợp, Hà Nội'
  headline: string; // one line
  summary: string; // 2 sentences for the index card
  courseSlug: CourseSlug;
}

export const stories: SuccessStory[] = [
  {
    slug: 'tu-ke-toan-den-phan-tich-du-lieu',
    name: 'Chị Thu Hà',
    role: 'Kế toán tổng hợp, Hà Nội',
    headline: 'Từ kế toán ngập trong file Excel đến tự động hóa báo cáo bằng Python',
    summary:
      'Mỗi cuối tháng, chị Thu Hà mất gần hai ngày để gộp và làm sạch số liệu từ hai mươi chi nhánh. Sau khoảng sáu tháng học Python và pandas, phần việc đó chỉ còn vài phút, kèm các bước tự kiểm tra giúp chị bớt lo sai sót.',
    courseSlug: 'python-chung-khoan',
  },
  {
    slug: 'sinh-vien-xay-bo-nao-thu-hai',
    name: 'Minh Quân',
    role: 'Sinh viên năm ba ngành Quản trị kinh doanh, Đà Nẵng',
    headline: 'Từ ghi chú rải rác khắp nơi đến một "bộ não thứ hai" dùng được mỗi ngày',
    summary:
      'Minh Quân ghi chép rất chăm nhưng không bao giờ tìm lại được thứ mình cần, và mùa thi nào cũng học dồn. Với Obsidian và phương pháp FLOW, cậu ôn tập đều hơn và viết tiểu luận mà không phải hoảng hốt tìm lại nguồn.',
    courseSlug: 'obsidian-flow',
  },
  {
    slug: 'giao-vien-lam-website-khoa-hoc',
    name: 'Thầy Quốc Bảo',
    role: 'Giáo viên Vật lý THPT, Cần Thơ',
    headline: 'Một giáo viên không biết lập trình tự dựng website ôn tập bằng Docusaurus',
    summary:
      'Đề cương ôn tập của thầy Quốc Bảo từng nằm rải rác trong hàng chục file gửi qua nhóm chat. Sau một học kỳ tự học Docusaurus, thầy có một website khoảng bốn mươi bài với công thức hiển thị rõ ràng trên điện thoại.',
    courseSlug: 'tao-website-docusaurus-seo',
  },
];

/** The label shown with every story, on its page and in the index. */
export const storyLabel =
  'Câu chuyện minh họa, tổng hợp từ nhiều trường hợp thường gặp của người tự học, không phải lời kể của một học viên cụ thể; tên nhân vật là tên đặt.';
