export type MentalModelCategory =
  'tu-duy-nen-tang' | 'ra-quyet-dinh' | 'nang-suat' | 'he-thong' | 'tam-ly-thien-kien' | 'kinh-te-dau-tu';

export const mentalModelCategories: Record<MentalModelCategory, string> = {
  'tu-duy-nen-tang': 'Tư duy nền tảng',
  'ra-quyet-dinh': 'Ra quyết định',
  'nang-suat': 'Năng suất',
  'he-thong': 'Tư duy hệ thống',
  'tam-ly-thien-kien': 'Tâm lý và thiên kiến',
  'kinh-te-dau-tu': 'Kinh tế và đầu tư',
};

export interface MentalModel {
  /** ASCII kebab-case, unique */
  id: string;
  /** Vietnamese name */
  name: string;
  /** English name */
  englishName: string;
  category: MentalModelCategory;
  /** One or two Vietnamese sentences: what it says and when to use it. */
  summary: string;
  /** Route of the knowledge-base article, e.g. '/kien-thuc/mo-hinh-tu-duy/tu-duy-bac-hai' — only for models you wrote an article for. */
  articlePath?: string;
}

export const mentalModels: MentalModel[] = [
  // Tư duy nền tảng
  {
    id: 'tu-duy-nguyen-ban',
    name: 'Tư duy nguyên bản',
    englishName: 'First principles thinking',
    category: 'tu-duy-nen-tang',
    summary:
      'Bóc vấn đề về những sự thật cơ bản nhất rồi lập luận lại từ đầu thay vì sao chép cách làm sẵn có. Dùng khi cách làm cũ quá đắt, bế tắc hoặc khi gặp bài toán hoàn toàn mới.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/tu-duy-nguyen-ban',
  },
  {
    id: 'dao-cao-occam',
    name: 'Dao cạo Occam',
    englishName: "Occam's razor",
    category: 'tu-duy-nen-tang',
    summary:
      'Giữa các lời giải thích cùng khớp dữ kiện, ưu tiên lời giải thích cần ít giả định nhất. Dùng để xếp thứ tự kiểm tra giả thuyết khi chẩn đoán sự cố hay đánh giá tin đồn.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/dao-cao-occam',
  },
  {
    id: 'ban-do-khong-phai-vung-lanh-tho',
    name: 'Bản đồ không phải là vùng lãnh thổ',
    englishName: 'The map is not the territory',
    category: 'tu-duy-nen-tang',
    summary:
      'Mọi mô hình, con số và báo cáo chỉ là bản giản lược của thực tế, không phải chính thực tế. Dùng khi đọc số liệu, KPI hay kế hoạch để hỏi chúng bỏ qua điều gì.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/ban-do-khong-phai-vung-lanh-tho',
  },
  {
    id: 'dao-cao-hanlon',
    name: 'Dao cạo Hanlon',
    englishName: "Hanlon's razor",
    category: 'tu-duy-nen-tang',
    summary:
      'Đừng quy cho ác ý những gì có thể giải thích đủ bằng sự sơ suất hay thiếu hiểu biết. Dùng khi bị đồng nghiệp, đối tác làm phiền để tránh phản ứng gay gắt không cần thiết.',
  },
  {
    id: 'tu-duy-xac-suat',
    name: 'Tư duy xác suất',
    englishName: 'Probabilistic thinking',
    category: 'tu-duy-nen-tang',
    summary:
      'Nhìn tương lai như một tập hợp khả năng với mức độ chắc chắn khác nhau thay vì một kết quả duy nhất, và cập nhật niềm tin khi có bằng chứng mới. Dùng cho mọi quyết định trong điều kiện không chắc chắn.',
  },
  {
    id: 'hoi-quy-ve-trung-binh',
    name: 'Hồi quy về trung bình',
    englishName: 'Regression to the mean',
    category: 'tu-duy-nen-tang',
    summary:
      'Kết quả cực đoan do may rủi thường được nối tiếp bởi kết quả gần mức trung bình hơn. Dùng để không vội khen hay chê một thành tích bất thường, hay tin rằng một biện pháp vừa áp dụng đã có tác dụng.',
  },

  // Ra quyết định
  {
    id: 'tu-duy-bac-hai',
    name: 'Tư duy bậc hai',
    englishName: 'Second-order thinking',
    category: 'ra-quyet-dinh',
    summary:
      'Hỏi "rồi sau đó thì sao?" để thấy hệ quả của hệ quả và phản ứng của những người liên quan. Dùng trước khi đặt chính sách, KPI, phần thưởng hay bất kỳ thay đổi nào có tác động dài hạn.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/tu-duy-bac-hai',
  },
  {
    id: 'tu-duy-nguoc',
    name: 'Tư duy ngược',
    englishName: 'Inversion',
    category: 'ra-quyet-dinh',
    summary:
      'Lật ngược bài toán: hỏi điều gì chắc chắn dẫn tới thất bại rồi tránh nó. Dùng khi lập kế hoạch dự án, tài chính hay học tập để phát hiện rủi ro mà sự lạc quan che khuất.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/tu-duy-nguoc',
  },
  {
    id: 'vong-tron-nang-luc',
    name: 'Vòng tròn năng lực',
    englishName: 'Circle of competence',
    category: 'ra-quyet-dinh',
    summary:
      'Biết rõ ranh giới những gì mình thật sự hiểu và đặt những quyết định lớn bên trong ranh giới đó. Dùng trước khi đầu tư, nhận việc hay đưa ra nhận định ở lĩnh vực lạ.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/vong-tron-nang-luc',
  },
  {
    id: 'quyet-dinh-dao-nguoc-duoc',
    name: 'Quyết định đảo ngược được và không đảo ngược được',
    englishName: 'Reversible and irreversible decisions',
    category: 'ra-quyet-dinh',
    summary:
      'Quyết định như cánh cửa hai chiều (dễ quay lại) nên làm nhanh, quyết định như cánh cửa một chiều (khó quay lại) mới cần cân nhắc kỹ. Dùng để tránh vừa chần chừ với việc nhỏ vừa hấp tấp với việc lớn.',
  },

  // Năng suất
  {
    id: 'nguyen-ly-pareto',
    name: 'Nguyên lý Pareto 80/20',
    englishName: 'Pareto principle',
    category: 'nang-suat',
    summary:
      'Phần nhỏ nguyên nhân thường tạo ra phần lớn kết quả. Dùng để tìm số ít khách hàng, sản phẩm, lỗi hay việc quan trọng nhất và dồn công sức vào đó.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/nguyen-ly-pareto',
  },
  {
    id: 'ma-tran-eisenhower',
    name: 'Ma trận Eisenhower',
    englishName: 'Eisenhower matrix',
    category: 'nang-suat',
    summary:
      'Xếp việc theo hai trục khẩn cấp và quan trọng thành bốn ô: làm ngay, lên lịch, giao bớt, loại bỏ. Dùng mỗi sáng để không bị việc gấp nhưng vặt vãnh chiếm hết ngày.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/ma-tran-eisenhower',
  },
  {
    id: 'luat-parkinson',
    name: 'Luật Parkinson',
    englishName: "Parkinson's law",
    category: 'nang-suat',
    summary:
      'Công việc phình ra cho tới khi lấp đầy thời gian dành cho nó. Dùng để đặt hạn chót ngắn và rõ ràng cho từng việc thay vì để thời hạn lỏng lẻo.',
  },
  {
    id: 'luat-hofstadter',
    name: 'Luật Hofstadter',
    englishName: "Hofstadter's law",
    category: 'nang-suat',
    summary:
      'Việc gì cũng mất nhiều thời gian hơn bạn nghĩ, kể cả khi đã tính tới luật Hofstadter. Dùng khi ước lượng thời gian dự án để chừa khoảng dự phòng thực tế.',
  },

  // Tư duy hệ thống
  {
    id: 'vong-lap-phan-hoi',
    name: 'Vòng lặp phản hồi',
    englishName: 'Feedback loops',
    category: 'he-thong',
    summary:
      'Đầu ra của hệ thống quay lại ảnh hưởng đầu vào: vòng lặp tăng cường khuếch đại thay đổi, vòng lặp cân bằng kéo hệ thống về trạng thái ổn định. Dùng để hiểu vì sao một xu hướng tự tăng tốc hay tự dập tắt.',
  },
  {
    id: 'thuyet-rang-buoc',
    name: 'Nút thắt cổ chai (thuyết ràng buộc)',
    englishName: 'Theory of constraints',
    category: 'he-thong',
    summary:
      'Năng suất của cả hệ thống bị giới hạn bởi khâu yếu nhất, nên cải thiện khâu khác gần như vô ích. Dùng khi một quy trình chậm để tìm đúng điểm nghẽn rồi tập trung gỡ nó.',
  },
  {
    id: 'diem-bung-phat',
    name: 'Điểm bùng phát',
    englishName: 'Tipping point',
    category: 'he-thong',
    summary:
      'Thay đổi nhỏ tích lũy tới một ngưỡng thì hệ thống chuyển trạng thái rất nhanh. Dùng để hiểu sự lan truyền của xu hướng, thói quen hay dịch bệnh và kiên nhẫn trước khi đạt ngưỡng.',
  },
  {
    id: 'hieu-ung-mang-luoi',
    name: 'Hiệu ứng mạng lưới',
    englishName: 'Network effect',
    category: 'he-thong',
    summary:
      'Một sản phẩm càng có giá trị khi càng có nhiều người dùng, như điện thoại, ứng dụng nhắn tin hay sàn thương mại. Dùng để hiểu vì sao thị trường kiểu này hay dẫn tới kẻ thắng chiếm phần lớn.',
  },
  {
    id: 'luat-goodhart',
    name: 'Luật Goodhart',
    englishName: "Goodhart's law",
    category: 'he-thong',
    summary:
      'Khi một thước đo trở thành mục tiêu, nó không còn là thước đo tốt vì người ta tìm cách làm đẹp con số. Dùng khi đặt KPI để kết hợp nhiều thước đo và kiểm tra thực tế.',
  },
  {
    id: 'bi-kich-cua-cai-chung',
    name: 'Bi kịch của cái chung',
    englishName: 'Tragedy of the commons',
    category: 'he-thong',
    summary:
      'Khi tài nguyên dùng chung không có quy tắc, mỗi người hành động hợp lý cho riêng mình lại làm cạn kiệt tài nguyên của tất cả. Dùng để thiết kế quy tắc cho không gian, ngân sách hay tài nguyên chung.',
  },

  // Tâm lý và thiên kiến
  {
    id: 'hieu-ung-dunning-kruger',
    name: 'Hiệu ứng Dunning–Kruger',
    englishName: 'Dunning–Kruger effect',
    category: 'tam-ly-thien-kien',
    summary:
      'Người còn yếu ở một lĩnh vực thường đánh giá quá cao năng lực của mình vì thiếu chính kỹ năng để nhận ra sai sót. Dùng để nhắc bản thân tìm phản hồi từ bên ngoài khi mới học điều gì đó.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/hieu-ung-dunning-kruger',
  },
  {
    id: 'thien-kien-xac-nhan',
    name: 'Thiên kiến xác nhận',
    englishName: 'Confirmation bias',
    category: 'tam-ly-thien-kien',
    summary:
      'Ta có xu hướng tìm, tin và nhớ thông tin ủng hộ điều mình đã tin. Dùng trước quyết định lớn bằng cách chủ động tìm bằng chứng ngược với quan điểm của mình.',
  },
  {
    id: 'hieu-ung-mo-neo',
    name: 'Hiệu ứng mỏ neo',
    englishName: 'Anchoring effect',
    category: 'tam-ly-thien-kien',
    summary:
      'Con số hay thông tin đầu tiên nhận được kéo các phán đoán sau về phía nó. Dùng khi mặc cả, đàm phán lương hay định giá để tự đặt mốc của mình trước khi nghe mốc của người khác.',
  },
  {
    id: 'thien-kien-song-sot',
    name: 'Thiên kiến kẻ sống sót',
    englishName: 'Survivorship bias',
    category: 'tam-ly-thien-kien',
    summary:
      'Chỉ nhìn vào những trường hợp thành công còn lại mà bỏ qua những trường hợp thất bại đã biến mất khỏi tầm mắt. Dùng khi đọc câu chuyện làm giàu hay bỏ học khởi nghiệp để hỏi những người không thành công ở đâu.',
  },
  {
    id: 'nghich-ly-lua-chon',
    name: 'Nghịch lý lựa chọn',
    englishName: 'Paradox of choice',
    category: 'tam-ly-thien-kien',
    summary:
      'Quá nhiều lựa chọn có thể khiến ta khó quyết định hơn và kém hài lòng hơn với lựa chọn cuối cùng. Dùng để chủ động thu hẹp phương án và đặt tiêu chí "đủ tốt" trước khi chọn.',
  },
  {
    id: 'bo-qua-ty-le-co-so',
    name: 'Bỏ qua tỷ lệ cơ sở',
    englishName: 'Base rate neglect',
    category: 'tam-ly-thien-kien',
    summary:
      'Ta hay bị cuốn vào chi tiết cụ thể của một trường hợp mà quên tần suất chung của hiện tượng đó. Dùng khi đánh giá xác suất thành công của một dự án hay kết quả xét nghiệm bằng cách hỏi trước "thông thường tỷ lệ là bao nhiêu?".',
  },

  // Kinh tế và đầu tư
  {
    id: 'lai-kep',
    name: 'Lãi kép',
    englishName: 'Compounding',
    category: 'kinh-te-dau-tu',
    summary:
      'Tăng trưởng cộng dồn theo công thức A = P(1 + r)^n, trong đó thời gian nhân lên chứ không cộng thêm. Dùng cho tiền bạc, kiến thức và thói quen để thấy giá trị của việc bắt đầu sớm và duy trì đều đặn.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/lai-kep',
  },
  {
    id: 'chi-phi-co-hoi',
    name: 'Chi phí cơ hội',
    englishName: 'Opportunity cost',
    category: 'kinh-te-dau-tu',
    summary:
      'Cái giá thật của một lựa chọn là giá trị của phương án tốt nhất bị bỏ qua. Dùng khi so sánh các cách dùng tiền, thời gian và sức lực, luôn hỏi "so với cái gì?".',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/chi-phi-co-hoi',
  },
  {
    id: 'bien-an-toan',
    name: 'Biên an toàn',
    englishName: 'Margin of safety',
    category: 'kinh-te-dau-tu',
    summary:
      'Chừa khoảng đệm giữa điều mình dự kiến và điều mình chịu được để kế hoạch vẫn đứng vững khi có sai số. Dùng khi đầu tư, vay nợ, ước lượng thời gian và lập kế hoạch tài chính.',
    articlePath: '/kien-thuc/mo-hinh-tu-duy/bien-an-toan',
  },
  {
    id: 'chi-phi-chim',
    name: 'Chi phí chìm',
    englishName: 'Sunk cost fallacy',
    category: 'kinh-te-dau-tu',
    summary:
      'Tiền, thời gian đã bỏ ra và không lấy lại được không nên quyết định việc tiếp tục hay dừng. Dùng khi tiếc một dự án, khóa học hay khoản đầu tư thua lỗ để chỉ nhìn vào lợi ích và chi phí từ nay về sau.',
  },
  {
    id: 'loi-the-so-sanh',
    name: 'Lợi thế so sánh',
    englishName: 'Comparative advantage',
    category: 'kinh-te-dau-tu',
    summary:
      'Mỗi bên nên tập trung vào việc mình làm với chi phí cơ hội thấp nhất rồi trao đổi, kể cả khi một bên giỏi hơn ở mọi việc. Dùng khi phân công việc trong nhóm hay quyết định tự làm hay thuê ngoài.',
  },
  {
    id: 'loi-suat-giam-dan',
    name: 'Lợi suất giảm dần',
    englishName: 'Diminishing returns',
    category: 'kinh-te-dau-tu',
    summary:
      'Khi cứ tăng thêm một yếu tố đầu vào, phần kết quả tăng thêm sẽ nhỏ dần. Dùng để biết lúc nào nên dừng đánh bóng một việc và chuyển công sức sang chỗ khác.',
  },
];
