/**
 * Vietnamese meanings for every value each numerology number can take, shown
 * on /tra-cuu-than-so-hoc. Written as prompts for self-reflection, not as
 * predictions. src/features/numerology/meanings.test.ts checks that every
 * value the engine can produce has a text here.
 */
import type {ArrowKey, ChiSoKey, KarmicDebtNumber} from './numerologyKeys';

export type Digit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** 1–9 and the master numbers 11 and 22. */
export type CoreValue = Digit | 11 | 22;
/** Life path values with the Phillips method. */
export type LifePathValue = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 22;
export type ChallengeValue = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface ChiSoInfo {
  /** Name of the number as Vietnamese tools call it. */
  label: string;
  /** What it describes, in one or two sentences. */
  about: string;
}

export const disclaimer =
  'Thần số học là một công cụ để tự chiêm nghiệm, không phải là khoa học và không dự đoán tương lai. Hãy đọc các diễn giải dưới đây như những câu hỏi gợi mở để hiểu mình hơn, không phải lời phán định.';

export const chiSoInfo: Readonly<Record<ChiSoKey, ChiSoInfo>> = {
  lifePath: {
    label: 'Số chủ đạo',
    about: 'Con số quan trọng nhất, tính từ toàn bộ ngày sinh: gợi ý về những bài học lớn và cách bạn đi qua cuộc đời.',
  },
  birthDay: {
    label: 'Số ngày sinh',
    about: 'Chính ngày bạn sinh ra trong tháng: nói về một năng khiếu hay nét tính cách nổi bật.',
  },
  attitude: {
    label: 'Số thái độ',
    about: 'Từ ngày và tháng sinh: cách bạn thường phản ứng và ấn tượng đầu tiên bạn để lại.',
  },
  expression: {
    label: 'Số sứ mệnh',
    about: 'Từ mọi chữ cái trong họ tên: những khả năng bạn mang theo và cách bạn thể hiện chúng.',
  },
  soulUrge: {
    label: 'Số linh hồn',
    about: 'Từ các nguyên âm trong họ tên: những mong muốn sâu thẳm bên trong.',
  },
  personality: {
    label: 'Số nhân cách',
    about: 'Từ các phụ âm trong họ tên: hình ảnh người khác thường thấy ở bạn.',
  },
  maturity: {
    label: 'Số trưởng thành',
    about: 'Số chủ đạo cộng số sứ mệnh: định hướng thường rõ dần từ tuổi trung niên.',
  },
  balance: {
    label: 'Số cân bằng',
    about: 'Từ chữ cái đầu của mỗi từ trong họ tên: cách bạn lấy lại thăng bằng khi gặp khó khăn.',
  },
  passion: {
    label: 'Số đam mê',
    about: 'Giá trị xuất hiện nhiều nhất trong họ tên: một nguồn năng lượng hay năng khiếu nổi trội.',
  },
  missingNumbers: {
    label: 'Số thiếu',
    about: 'Các giá trị từ 1 đến 9 vắng mặt trong họ tên: những bài học bạn có thể chủ động bồi đắp.',
  },
  birthChartArrows: {
    label: 'Biểu đồ ngày sinh và các mũi tên',
    about:
      'Các chữ số của ngày sinh xếp trên lưới 3×3; đường đủ ba số là mũi tên sức mạnh, đường trống cả ba là mũi tên trống.',
  },
  pinnacles: {
    label: '4 đỉnh cao',
    about: 'Bốn giai đoạn lớn của cuộc đời, mỗi đỉnh mang một chủ đề để bạn chú tâm.',
  },
  challenges: {
    label: '4 thử thách',
    about: 'Bốn bài học đi kèm các giai đoạn của cuộc đời, tính từ hiệu của ngày, tháng và năm sinh.',
  },
  personalYear: {
    label: 'Năm cá nhân',
    about: 'Vị trí của năm nay trong chu kỳ 9 năm của bạn.',
  },
  personalMonth: {
    label: 'Tháng cá nhân',
    about: 'Sắc thái của tháng này bên trong năm cá nhân.',
  },
  karmicDebt: {
    label: 'Nợ nghiệp',
    about: 'Các tổng 13, 14, 16, 19 xuất hiện khi rút gọn số chủ đạo, ngày sinh, sứ mệnh, linh hồn hoặc nhân cách.',
  },
};

export const lifePathMeanings: Readonly<Record<LifePathValue, string>> = {
  2: 'Số 2 gắn với sự tinh tế, trực giác và khả năng kết nối người khác. Bạn có thể nhận ra mình dễ cảm nhận bầu không khí và thường là người giữ hòa khí trong nhóm. Điểm cần soi lại là xu hướng nhạy cảm quá mức hoặc ngại nói ra nhu cầu của chính mình. Hãy tự hỏi: mình đã lắng nghe bản thân nhiều như lắng nghe người khác chưa?',
  3: 'Số 3 nói về trí tuệ, óc hài hước và nhu cầu diễn đạt ý tưởng. Bạn có thể học nhanh, nhớ tốt và thấy hứng khởi khi được chia sẻ điều mình biết. Mặt cần để ý là sự phân tán, hay phán xét hoặc nói nhiều hơn làm. Một câu hỏi đáng suy ngẫm: ý tưởng nào của mình xứng đáng được theo đến cùng?',
  4: 'Số 4 gắn với tính thực tế, ngăn nắp và sự bền bỉ. Bạn có thể tin vào những gì làm được bằng tay và cần một kế hoạch rõ ràng trước khi bắt đầu. Điều nên để ý là sự cứng nhắc hoặc làm việc quá sức mà quên nghỉ ngơi. Hãy hỏi mình: chỗ nào trong cuộc sống cần thêm một chút linh hoạt?',
  5: 'Số 5 gắn với tự do, cảm xúc phong phú và mong muốn trải nghiệm. Bạn có thể học tốt nhất khi tự mình thử, đi và gặp gỡ. Mặt cần quan sát là sự bốc đồng, thay đổi liên tục hoặc khó cam kết lâu dài. Hãy tự hỏi: tự do nào thật sự giúp mình lớn lên, và tự do nào chỉ là chạy trốn?',
  6: 'Số 6 nói về tình yêu thương, trách nhiệm và óc sáng tạo hướng đến cái đẹp. Bạn có thể luôn muốn chăm lo cho gia đình, bạn bè và cộng đồng. Điểm cần soi lại là sự cầu toàn, lo âu hoặc ôm trách nhiệm thay người khác. Câu hỏi gợi mở: mình có đang chăm sóc bản thân như cách mình chăm sóc mọi người?',
  7: 'Số 7 gắn với việc học qua trải nghiệm, tinh thần độc lập và chiều sâu suy tư. Bạn có thể hiểu một bài học rõ nhất khi tự mình trải qua, kể cả những lần vấp ngã. Mặt cần để ý là xu hướng khép mình, hoài nghi hoặc giữ cảm xúc cho riêng mình. Hãy tự hỏi: trải nghiệm gần đây nhất đã dạy mình điều gì?',
  8: 'Số 8 gắn với sự độc lập, năng lực tổ chức và cảm nhận về giá trị vật chất lẫn tinh thần. Bạn có thể thích tự quyết định và muốn thấy thành quả cụ thể cho công sức bỏ ra. Điều nên soi lại là nhu cầu kiểm soát, sự bướng bỉnh hoặc khó bày tỏ tình cảm. Một câu hỏi đáng suy ngẫm: thành công với mình có bao gồm cả những mối quan hệ ấm áp không?',
  9: 'Số 9 nói về lý tưởng, trách nhiệm với cộng đồng và tầm nhìn rộng. Bạn có thể quan tâm đến những vấn đề lớn hơn bản thân và muốn đóng góp cho người khác. Mặt cần để ý là sống quá nhiều trong lý tưởng hoặc thất vọng khi thực tế không như mong đợi. Hãy tự hỏi: việc nhỏ nào hôm nay giúp lý tưởng của mình trở nên cụ thể?',
  10: 'Số 10 gắn với khả năng thích nghi, tinh thần lạc quan và sự tự tin. Bạn có thể hòa nhập nhanh với môi trường mới và dễ tạo thiện cảm. Điểm cần quan sát là dễ hài lòng, ngại đào sâu hoặc phụ thuộc vào sự công nhận của người khác. Hãy tự hỏi: mình muốn dùng khả năng thích nghi ấy để xây dựng điều gì lâu dài?',
  11: 'Số 11 là số bậc thầy, gắn với trực giác, cảm hứng và đời sống tinh thần. Bạn có thể nhạy bén với cảm xúc của người khác và truyền cảm hứng khi sống thật với mình. Mặt cần để ý là sự căng thẳng, lý tưởng hóa hoặc đặt kỳ vọng quá cao lên bản thân. Câu hỏi gợi mở: mình nuôi dưỡng sự bình an bên trong bằng cách nào?',
  22: 'Số 22/4 là số bậc thầy, kết hợp tầm nhìn lớn với tính thực tế của số 4. Bạn có thể có khả năng biến ý tưởng thành kế hoạch, hệ thống và những công trình cụ thể. Điều cần soi lại là áp lực phải làm điều lớn lao, hoặc sự cứng nhắc khi mọi thứ không theo kế hoạch. Hãy tự hỏi: bước nhỏ và vững chắc nào đưa mình đến gần tầm nhìn ấy?',
};

export const expressionMeanings: Readonly<Record<CoreValue, string>> = {
  1: 'Sứ mệnh 1 gợi ý bạn phát huy tốt nhất khi được tiên phong, tự khởi xướng và dẫn dắt. Hãy tự hỏi mình đã dám bắt đầu những việc mình tin tưởng chưa, đồng thời để ý xu hướng muốn làm mọi thứ một mình.',
  2: 'Sứ mệnh 2 gợi ý thế mạnh nằm ở sự hợp tác, lắng nghe và kết nối mọi người. Bạn có thể tỏa sáng trong vai trò người hòa giải, người hỗ trợ; điều cần luyện là nói rõ quan điểm của mình thay vì chỉ chiều theo số đông.',
  3: 'Sứ mệnh 3 gắn với khả năng diễn đạt bằng lời nói, chữ viết hay nghệ thuật. Bạn được nuôi dưỡng khi chia sẻ ý tưởng và niềm vui với người khác; hãy để ý sự tản mạn để biến cảm hứng thành sản phẩm hoàn chỉnh.',
  4: 'Sứ mệnh 4 gợi ý bạn đóng góp tốt nhất qua sự bền bỉ, óc tổ chức và việc xây nền móng vững chắc. Những việc cần quy trình, độ tin cậy và sự chỉn chu thường hợp với bạn; điều đáng luyện là đón nhận thay đổi nhẹ nhàng hơn.',
  5: 'Sứ mệnh 5 gắn với sự linh hoạt, khả năng giao tiếp và tinh thần khám phá. Bạn có thể phát huy trong môi trường đa dạng, nhiều chuyển động; hãy tự hỏi điều gì giúp mình giữ được cam kết khi sự mới mẻ qua đi.',
  6: 'Sứ mệnh 6 hướng về chăm sóc, giáo dục, chữa lành và làm đẹp cho cuộc sống. Bạn có thể tìm thấy ý nghĩa khi phục vụ gia đình và cộng đồng; hãy nhớ rằng giúp người khác tự đứng vững cũng là một cách yêu thương.',
  7: 'Sứ mệnh 7 gắn với nghiên cứu, phân tích và tìm hiểu bản chất phía sau sự việc. Bạn có thể cần khoảng lặng để suy nghĩ sâu; điều đáng luyện là chia sẻ hiểu biết của mình thay vì giữ kín.',
  8: 'Sứ mệnh 8 gợi ý năng lực quản lý, điều hành và tạo ra giá trị cụ thể. Bạn có thể hợp với vai trò cần sự quyết đoán và tầm nhìn dài hạn; hãy tự hỏi quyền hạn và tiền bạc đang phục vụ giá trị sống nào của mình.',
  9: 'Sứ mệnh 9 hướng về lòng nhân ái, tầm nhìn rộng và sự đóng góp cho cộng đồng. Bạn có thể thấy ý nghĩa trong những việc giúp được nhiều người; điều cần để ý là biết buông bỏ và đặt ranh giới để không kiệt sức.',
  11: 'Sứ mệnh 11 gắn với khả năng truyền cảm hứng, trực giác và những ý tưởng mang tính khai sáng. Bạn có thể chạm đến người khác qua lời nói, nghệ thuật hay sự tư vấn; hãy giữ đôi chân trên mặt đất khi cảm hứng dâng cao.',
  22: 'Sứ mệnh 22 gợi ý khả năng biến tầm nhìn lớn thành công trình cụ thể, có ích cho nhiều người. Bạn có thể hợp với việc xây dựng hệ thống, tổ chức hay dự án dài hạn; điều đáng luyện là chia nhỏ mục tiêu và tin vào đồng đội.',
};

export const soulUrgeMeanings: Readonly<Record<CoreValue, string>> = {
  1: 'Linh hồn 1 cho thấy mong muốn sâu thẳm được tự chủ và được là chính mình. Bạn có thể thấy vui nhất khi tự quyết định con đường của mình; hãy tự hỏi mình có đang chừa chỗ cho góp ý của người khác không.',
  2: 'Linh hồn 2 cho thấy khao khát được yêu thương, thấu hiểu và sống trong hòa hợp. Những mối quan hệ ấm áp có thể là nguồn năng lượng lớn của bạn; hãy để ý đừng đánh đổi nhu cầu của mình chỉ để giữ yên ổn.',
  3: 'Linh hồn 3 cho thấy mong muốn được thể hiện, được vui và được chia sẻ. Bạn có thể thấy mình sống động nhất khi sáng tạo hay trò chuyện; hãy tự hỏi mình đã cho cảm xúc thật một chỗ để nói ra chưa.',
  4: 'Linh hồn 4 cho thấy nhu cầu về sự ổn định, trật tự và an toàn. Bạn có thể thấy bình yên khi mọi việc rõ ràng, có kế hoạch; hãy để ý khi nỗi lo về sự an toàn khiến mình bỏ lỡ cơ hội mới.',
  5: 'Linh hồn 5 cho thấy khao khát tự do, trải nghiệm và thay đổi. Bạn có thể cảm thấy ngột ngạt khi bị gò bó quá lâu; câu hỏi đáng suy ngẫm là loại tự do nào thật sự nuôi dưỡng mình.',
  6: 'Linh hồn 6 cho thấy mong muốn được chăm sóc, gắn bó và có một mái ấm hài hòa. Bạn có thể tìm thấy ý nghĩa trong việc làm người thân hạnh phúc; hãy nhớ rằng chính mình cũng xứng đáng được chăm sóc.',
  7: 'Linh hồn 7 cho thấy khao khát hiểu biết, chiều sâu và sự tĩnh lặng. Bạn có thể cần thời gian một mình để nạp lại năng lượng; hãy để ý đừng để sự riêng tư biến thành khoảng cách với người thân.',
  8: 'Linh hồn 8 cho thấy mong muốn được công nhận, được làm chủ và đạt thành tựu rõ ràng. Bạn có động lực mạnh khi có mục tiêu cụ thể; hãy tự hỏi thành công ấy phục vụ những giá trị nào của mình.',
  9: 'Linh hồn 9 cho thấy khao khát sống có ý nghĩa và đóng góp cho điều lớn hơn bản thân. Bạn có thể dễ xúc động trước nỗi khó của người khác; hãy chăm sóc chính mình để lòng tốt được bền lâu.',
  11: 'Linh hồn 11 cho thấy mong muốn sâu sắc về ý nghĩa tinh thần và sự kết nối vượt lên đời thường. Bạn có thể tin vào trực giác và cảm nhận được điều người khác chưa nói ra; hãy tạo những khoảng lặng để trực giác được rõ ràng.',
  22: 'Linh hồn 22 cho thấy khao khát để lại một điều bền vững, có ích cho nhiều người. Bạn có thể mang trong mình những kế hoạch lớn; hãy tự hỏi mình cần sự hỗ trợ nào để không phải gánh mọi thứ một mình.',
};

export const personalityMeanings: Readonly<Record<CoreValue, string>> = {
  1: 'Nhân cách 1 cho thấy người khác thường nhìn bạn là người tự tin, quyết đoán và có chính kiến. Hãy để ý xem ấn tượng ấy có đôi khi khiến người khác ngại tiếp cận bạn không.',
  2: 'Nhân cách 2 cho thấy bạn thường được nhìn nhận là người nhẹ nhàng, dễ gần và biết lắng nghe. Ấn tượng này giúp bạn kết nối tốt; hãy để ý đừng để sự mềm mỏng làm tiếng nói của mình bị lu mờ.',
  3: 'Nhân cách 3 cho thấy bạn dễ tạo ấn tượng vui vẻ, hoạt ngôn và có duyên. Người khác có thể tìm đến bạn để được tiếp thêm năng lượng; hãy tự hỏi khi nào mình cần được lắng nghe thay vì phải luôn vui vẻ.',
  4: 'Nhân cách 4 cho thấy bạn thường được xem là người đáng tin cậy, chỉn chu và nghiêm túc. Ấn tượng ấy giúp bạn được giao những việc quan trọng; hãy thể hiện thêm sự ấm áp để người khác thấy bạn gần gũi hơn.',
  5: 'Nhân cách 5 cho thấy bạn hiện ra trong mắt người khác như một người năng động, thú vị và cởi mở. Bạn dễ thu hút sự chú ý; hãy để ý sự nhất quán để người khác yên tâm gắn bó.',
  6: 'Nhân cách 6 cho thấy người khác thường cảm nhận bạn ấm áp, có trách nhiệm và biết quan tâm. Họ dễ tìm đến bạn khi cần lời khuyên; hãy để ý giới hạn của mình để không ôm quá nhiều việc.',
  7: 'Nhân cách 7 cho thấy bạn thường được nhìn như người kín đáo, sâu sắc và có phần bí ẩn. Ấn tượng này tạo nên sự tôn trọng; hãy tự hỏi có lúc nào mình nên mở lòng hơn để người khác hiểu mình.',
  8: 'Nhân cách 8 cho thấy bạn thường toát lên vẻ mạnh mẽ, có năng lực và đáng tin trong công việc. Người khác tìm đến bạn khi cần người quyết đoán; hãy để ý để sự mạnh mẽ không bị hiểu là lạnh lùng.',
  9: 'Nhân cách 9 cho thấy bạn thường được cảm nhận là người rộng lượng, tử tế và có tầm nhìn. Người khác dễ tin tưởng bạn; hãy chia sẻ cả những nhu cầu của mình thay vì chỉ cho đi.',
  11: 'Nhân cách 11 cho thấy bạn có thể để lại ấn tượng đặc biệt, giàu cảm hứng và khác biệt. Người khác có thể thấy ở bạn một nguồn động viên; hãy để ý để hình ảnh ấy không thành áp lực phải luôn hoàn hảo.',
  22: 'Nhân cách 22 cho thấy bạn thường được nhìn như người có tầm vóc, vững vàng và đáng tin trong những việc lớn. Ấn tượng này giúp bạn tập hợp mọi người; hãy cho họ thấy cả sự gần gũi của mình.',
};

export const maturityMeanings: Readonly<Record<CoreValue, string>> = {
  1: 'Trưởng thành 1 gợi ý rằng càng về sau, bạn càng có nhu cầu tự chủ và đi theo con đường của riêng mình. Đây là lúc đáng tự hỏi mình muốn dẫn dắt điều gì và đã sẵn sàng chịu trách nhiệm cho lựa chọn ấy chưa.',
  2: 'Trưởng thành 2 gợi ý rằng giai đoạn sau của cuộc đời đề cao sự hợp tác, tình bạn và sự bình yên. Bạn có thể thấy mình mềm mại và biết lắng nghe hơn; hãy nuôi dưỡng những mối quan hệ mang lại cảm giác an toàn.',
  3: 'Trưởng thành 3 gợi ý rằng theo thời gian, nhu cầu sáng tạo và chia sẻ của bạn ngày càng rõ. Đây có thể là lúc dành chỗ cho viết lách, nghệ thuật hay dạy lại những gì mình đã học.',
  4: 'Trưởng thành 4 gợi ý rằng về sau bạn càng coi trọng sự ổn định, nền tảng và những giá trị bền vững. Hãy tự hỏi mình muốn xây nền móng nào cho bản thân và người thân trong những năm tới.',
  5: 'Trưởng thành 5 gợi ý rằng giai đoạn sau mang đến mong muốn tự do, đi xa và làm mới bản thân. Đây có thể là lúc học điều mới hay thay đổi cách sống; hãy giữ cân bằng giữa trải nghiệm và cam kết.',
  6: 'Trưởng thành 6 gợi ý rằng về sau gia đình, cộng đồng và việc chăm sóc người khác trở thành trọng tâm. Bạn có thể tìm thấy niềm vui sâu sắc khi nâng đỡ người khác; đừng quên dành phần chăm sóc cho chính mình.',
  7: 'Trưởng thành 7 gợi ý rằng theo năm tháng, bạn hướng nhiều hơn vào chiều sâu, tri thức và đời sống tinh thần. Những khoảng lặng, việc học và sự suy ngẫm có thể trở thành nguồn sức mạnh lớn.',
  8: 'Trưởng thành 8 gợi ý rằng giai đoạn sau đề cao thành tựu, sự độc lập về tài chính và năng lực quản lý. Hãy tự hỏi mình muốn dùng những gì đã gây dựng để tạo ra giá trị nào cho người khác.',
  9: 'Trưởng thành 9 gợi ý rằng về sau bạn càng muốn sống vì điều lớn hơn bản thân. Việc chia sẻ kinh nghiệm, làm thiện nguyện hay truyền lại hiểu biết có thể mang lại ý nghĩa sâu sắc.',
  11: 'Trưởng thành 11 gợi ý rằng theo thời gian, trực giác và khả năng truyền cảm hứng của bạn trở nên rõ rệt. Đây có thể là lúc bạn dẫn dắt người khác bằng chính trải nghiệm sống của mình.',
  22: 'Trưởng thành 22 gợi ý rằng về sau bạn có thể muốn xây dựng một điều lớn, có tác động lâu dài. Hãy tự hỏi tầm nhìn ấy cần những bước cụ thể nào và những người đồng hành nào.',
};

export const balanceMeanings: Readonly<Record<Digit, string>> = {
  1: 'Số cân bằng 1 gợi ý rằng khi gặp khó khăn, bạn thường muốn tự mình xoay xở. Sự độc lập ấy là điểm tựa, nhưng hãy thử mở lời nhờ giúp đỡ khi gánh nặng quá lớn.',
  2: 'Số cân bằng 2 gợi ý rằng trong lúc khó khăn, bạn tìm lại thăng bằng qua sự chia sẻ và hợp tác. Hãy để ý đừng né tránh xung đột đến mức bỏ qua vấn đề thật.',
  3: 'Số cân bằng 3 gợi ý rằng bạn lấy lại cân bằng nhờ trò chuyện, viết ra hoặc tìm những niềm vui nhỏ. Khi căng thẳng, hãy gọi tên cảm xúc thay vì chỉ dùng sự hài hước để che đi.',
  4: 'Số cân bằng 4 gợi ý rằng bạn vượt khó tốt nhất khi có kế hoạch và các bước rõ ràng. Khi mọi thứ rối ren, hãy bắt đầu từ một việc nhỏ, cụ thể có thể làm ngay.',
  5: 'Số cân bằng 5 gợi ý rằng bạn lấy lại thăng bằng qua vận động, thay đổi không khí và góc nhìn mới. Hãy để ý để phản ứng nhanh không trở thành quyết định vội vàng.',
  6: 'Số cân bằng 6 gợi ý rằng bạn tìm lại bình yên nhờ gia đình, bạn bè và việc chăm sóc người khác. Khi khó khăn, hãy nhớ rằng mình cũng được phép nhận sự chăm sóc.',
  7: 'Số cân bằng 7 gợi ý rằng bạn cần khoảng lặng để suy nghĩ trước khi phản ứng. Sự tĩnh tâm giúp bạn sáng suốt; chỉ cần để ý đừng thu mình quá lâu với người thân.',
  8: 'Số cân bằng 8 gợi ý rằng bạn đối diện khó khăn bằng sự quyết đoán và tinh thần chịu trách nhiệm. Hãy cân nhắc cảm xúc của người khác khi đưa ra những quyết định mạnh tay.',
  9: 'Số cân bằng 9 gợi ý rằng bạn giữ được thăng bằng khi nhìn sự việc từ góc độ rộng và bao dung. Hãy để ý đừng gạt cảm xúc của bản thân sang một bên chỉ để tỏ ra độ lượng.',
};

export const passionMeanings: Readonly<Record<Digit, string>> = {
  1: 'Đam mê 1 cho thấy động lực mạnh mẽ muốn tự khẳng định và đi đầu. Hãy tự hỏi mình muốn dùng năng lượng tiên phong ấy cho mục tiêu nào đáng giá nhất.',
  2: 'Đam mê 2 cho thấy năng khiếu kết nối, hòa giải và cảm nhận người khác. Hãy để ý những lúc sự nhạy cảm ấy giúp mình thấu hiểu, và những lúc nó khiến mình mệt mỏi.',
  3: 'Đam mê 3 cho thấy niềm say mê với ngôn từ, sáng tạo và giao lưu. Hãy tìm một hình thức thể hiện đều đặn như viết, nói hay vẽ để năng lượng ấy có chỗ phát huy.',
  4: 'Đam mê 4 cho thấy sự say mê với trật tự, kỹ năng và việc làm đến nơi đến chốn. Bạn có thể tìm thấy niềm vui trong những dự án cần kiên nhẫn; hãy để ý đừng quá khắt khe với mình.',
  5: 'Đam mê 5 cho thấy khao khát trải nghiệm, khám phá và tự do. Hãy tự hỏi điều gì giúp mình vừa được khám phá vừa giữ được những cam kết quan trọng.',
  6: 'Đam mê 6 cho thấy tình yêu dành cho gia đình, cái đẹp và việc chăm sóc người khác. Hãy để ý để sự tận tụy ấy không biến thành kiểm soát hay lo lắng thái quá.',
  7: 'Đam mê 7 cho thấy niềm say mê tìm hiểu, đào sâu và học qua trải nghiệm. Hãy dành thời gian cho việc học có chủ đích và chia sẻ lại những gì mình khám phá được.',
  8: 'Đam mê 8 cho thấy động lực mạnh với thành tựu, quản lý và việc tạo ra giá trị vật chất. Hãy tự hỏi thành công mình theo đuổi có cân bằng với sức khỏe và các mối quan hệ không.',
  9: 'Đam mê 9 cho thấy niềm say mê với lý tưởng, nghệ thuật và những việc vì cộng đồng. Hãy tìm một cách đóng góp cụ thể, vừa sức để lý tưởng không chỉ dừng ở suy nghĩ.',
};

export const missingNumberMeanings: Readonly<Record<Digit, string>> = {
  1: 'Thiếu số 1 gợi ý bài học về sự tự tin và dám nói lên ý kiến của mình. Bạn có thể luyện tập bằng cách tự đưa ra những quyết định nhỏ và đứng vững với chúng.',
  2: 'Thiếu số 2 gợi ý bài học về sự kiên nhẫn, tinh tế và hợp tác. Hãy thử lắng nghe trọn vẹn trước khi phản hồi và để ý cảm xúc của những người xung quanh.',
  3: 'Thiếu số 3 gợi ý bài học về việc thể hiện bản thân và cảm xúc. Bạn có thể luyện tập bằng cách viết nhật ký, chia sẻ suy nghĩ hay thử một hoạt động sáng tạo.',
  4: 'Thiếu số 4 gợi ý bài học về kỷ luật, sự ngăn nắp và làm việc có hệ thống. Những thói quen nhỏ đều đặn, như lập kế hoạch cho từng tuần, có thể giúp bạn bồi đắp điều này.',
  5: 'Thiếu số 5 gợi ý bài học về sự linh hoạt và dám bước ra khỏi vùng an toàn. Hãy thử đón nhận những thay đổi nhỏ và trải nghiệm điều mới một cách có chủ đích.',
  6: 'Thiếu số 6 gợi ý bài học về trách nhiệm với gia đình, cộng đồng và sự cam kết trong các mối quan hệ. Bạn có thể bắt đầu từ việc giữ những lời hứa nhỏ và chủ động quan tâm người thân.',
  7: 'Thiếu số 7 gợi ý bài học về sự tĩnh lặng, suy ngẫm và tìm hiểu đến nơi đến chốn. Hãy dành thời gian nhìn lại trải nghiệm của mình thay vì vội vàng chuyển sang việc khác.',
  8: 'Thiếu số 8 gợi ý bài học về quản lý tiền bạc, thời gian và tính độc lập. Bạn có thể luyện tập bằng việc theo dõi chi tiêu, đặt mục tiêu rõ ràng và tự chịu trách nhiệm với kết quả.',
  9: 'Thiếu số 9 gợi ý bài học về lòng bao dung, sự cảm thông và tầm nhìn rộng. Hãy thử nhìn vấn đề từ góc độ của người khác và tham gia những việc vì cộng đồng.',
};

/** Keyed by the day of the month, 1–31. */
export const birthDayMeanings: Readonly<Record<number, string>> = {
  1: 'Sinh ngày 1 thường gắn với tinh thần tự lập và mong muốn khởi xướng. Bạn có thể phát huy khi được chủ động; hãy để ý lắng nghe thêm trước khi quyết định.',
  2: 'Sinh ngày 2 gợi ý sự tinh tế, khả năng hợp tác và cảm nhận tốt bầu không khí. Hãy trân trọng sự nhạy cảm ấy nhưng cũng tập bày tỏ rõ mong muốn của mình.',
  3: 'Sinh ngày 3 gắn với óc sáng tạo, sự hoạt ngôn và tinh thần lạc quan. Hãy tự hỏi ý tưởng nào cần được theo đuổi đến cùng thay vì bắt đầu quá nhiều việc.',
  4: 'Sinh ngày 4 gợi ý sự chăm chỉ, thực tế và đáng tin cậy. Hãy ghi nhận sự bền bỉ của mình và cho phép bản thân linh hoạt khi kế hoạch thay đổi.',
  5: 'Sinh ngày 5 gắn với sự tò mò, thích xê dịch và học qua trải nghiệm. Hãy tự hỏi trải nghiệm nào thật sự giúp mình trưởng thành để lựa chọn có chủ đích hơn.',
  6: 'Sinh ngày 6 gợi ý lòng yêu thương, tinh thần trách nhiệm và cảm nhận về cái đẹp. Bạn có thể là chỗ dựa của người khác; hãy nhớ dành thời gian chăm sóc chính mình.',
  7: 'Sinh ngày 7 gắn với óc quan sát, chiều sâu suy nghĩ và nhu cầu tự tìm hiểu. Hãy cho mình khoảng lặng để nghĩ, đồng thời chia sẻ nhiều hơn với người thân tín.',
  8: 'Sinh ngày 8 gợi ý năng lực tổ chức, sự độc lập và khả năng nhìn ra giá trị. Hãy để ý cân bằng giữa mục tiêu công việc và những mối quan hệ quan trọng.',
  9: 'Sinh ngày 9 gắn với lòng trắc ẩn, lý tưởng và tầm nhìn rộng. Hãy tự hỏi việc cụ thể nào hôm nay giúp lý tưởng của mình thành hiện thực.',
  10: 'Sinh ngày 10 gợi ý khả năng thích nghi nhanh, sự tự tin và dám bắt đầu lại. Hãy dùng sự linh hoạt ấy để học hỏi, đồng thời giữ kiên trì với những việc quan trọng.',
  11: 'Sinh ngày 11 gắn với trực giác mạnh, sự nhạy cảm và khả năng truyền cảm hứng. Hãy tin vào cảm nhận của mình nhưng cũng kiểm chứng bằng thực tế trước khi hành động.',
  12: 'Sinh ngày 12 gợi ý sự kết hợp giữa óc sáng tạo và mong muốn giúp đỡ người khác. Hãy tự hỏi mình đang dùng khả năng diễn đạt để kết nối hay để né tránh cảm xúc thật.',
  13: 'Sinh ngày 13 gắn với sự chăm chỉ, óc thực tế và khả năng biến ý tưởng thành việc làm. Đây cũng là một con số nợ nghiệp: hãy để ý thói quen trì hoãn và rèn kỷ luật từ việc nhỏ.',
  14: 'Sinh ngày 14 gợi ý tinh thần tự do, thích khám phá và khả năng thích nghi. Đây cũng là một con số nợ nghiệp: hãy tự hỏi mình đã dùng tự do một cách có trách nhiệm chưa.',
  15: 'Sinh ngày 15 gắn với sự ấm áp, trách nhiệm gia đình và khả năng thu hút người khác. Hãy cân bằng giữa việc chăm lo cho mọi người và nhu cầu tự do của riêng mình.',
  16: 'Sinh ngày 16 gợi ý chiều sâu nội tâm, óc phân tích và nhu cầu hiểu bản chất sự việc. Đây cũng là một con số nợ nghiệp: hãy tập khiêm tốn, mở lòng và học từ những thay đổi bất ngờ.',
  17: 'Sinh ngày 17 gắn với ý chí, khả năng tự lập và tầm nhìn về thành tựu. Hãy tự hỏi thành công mình hướng đến có phản ánh những giá trị sâu xa nhất của mình không.',
  18: 'Sinh ngày 18 gợi ý tấm lòng rộng mở, năng lực lãnh đạo và mong muốn đóng góp. Hãy để ý đừng ôm đồm quá nhiều trách nhiệm mà quên giới hạn của bản thân.',
  19: 'Sinh ngày 19 gắn với tinh thần độc lập mạnh và mong muốn tự đứng trên đôi chân mình. Đây cũng là một con số nợ nghiệp: hãy tập nhận sự giúp đỡ và cân nhắc nhu cầu của người khác.',
  20: 'Sinh ngày 20 gợi ý sự nhạy cảm, lòng tốt và khả năng làm việc nhóm. Hãy trân trọng vai trò người kết nối, đồng thời tin hơn vào giá trị của chính mình.',
  21: 'Sinh ngày 21 gắn với sự hòa đồng, óc sáng tạo và khả năng diễn đạt. Hãy tự hỏi điều gì giúp mình tập trung để những ý tưởng hay được hoàn thành.',
  22: 'Sinh ngày 22 gợi ý tầm nhìn lớn đi cùng óc thực tế và khả năng tổ chức. Hãy để ý áp lực tự đặt ra cho mình và chia mục tiêu lớn thành các bước vừa sức.',
  23: 'Sinh ngày 23 gắn với sự linh hoạt, giao tiếp tốt và ham học hỏi. Hãy tự hỏi sự đa năng ấy đang giúp mình đi sâu hay chỉ lướt qua nhiều thứ.',
  24: 'Sinh ngày 24 gợi ý sự tận tụy với gia đình, óc tổ chức và tinh thần trách nhiệm. Hãy ghi nhận sự đáng tin cậy của mình và cho phép bản thân nghỉ ngơi khi cần.',
  25: 'Sinh ngày 25 gắn với trực giác, óc phân tích và việc học qua trải nghiệm. Hãy tin vào quá trình tự tìm hiểu của mình, đồng thời chia sẻ suy nghĩ để người khác hiểu bạn hơn.',
  26: 'Sinh ngày 26 gợi ý khả năng quản lý, tinh thần trách nhiệm và mong muốn xây dựng nền tảng vững chắc. Hãy để ý để nhu cầu kiểm soát không làm mất sự mềm mại trong các mối quan hệ.',
  27: 'Sinh ngày 27 gắn với lòng nhân ái, trí tuệ và mong muốn phục vụ điều lớn lao. Hãy tự hỏi mình có đang đặt kỳ vọng quá cao cho bản thân và người khác không.',
  28: 'Sinh ngày 28 gợi ý tinh thần tự lập, khả năng lãnh đạo và sự kiên định. Hãy cân bằng giữa ý chí mạnh mẽ và việc lắng nghe những góc nhìn khác.',
  29: 'Sinh ngày 29 gắn với trực giác sâu sắc, sự nhạy cảm và khả năng truyền cảm hứng. Hãy tìm những thói quen giúp mình ổn định cảm xúc để trực giác được rõ ràng.',
  30: 'Sinh ngày 30 gợi ý sự hoạt ngôn, óc sáng tạo và tinh thần lạc quan. Hãy tự hỏi mình đã dành đủ thời gian để biến những ý tưởng thú vị thành kết quả cụ thể chưa.',
  31: 'Sinh ngày 31 gắn với sự thực tế, kiên trì và khả năng kết hợp ý tưởng với hành động. Hãy để ý đừng quá khắt khe với bản thân khi mọi việc chưa diễn ra như kế hoạch.',
};

export const attitudeMeanings: Readonly<Record<Digit, string>> = {
  1: 'Thái độ 1 cho thấy bạn thường tiếp cận cuộc sống với sự chủ động và quyết đoán. Người khác có thể cảm nhận bạn là người dám làm; hãy để ý đừng để sự nóng vội lấn át việc lắng nghe.',
  2: 'Thái độ 2 cho thấy bạn thường tiếp cận mọi việc một cách nhẹ nhàng, hợp tác và nhạy bén. Hãy tự hỏi mình có đang quá để tâm đến cách người khác nhìn mình không.',
  3: 'Thái độ 3 cho thấy bạn thường mang đến sự vui vẻ, cởi mở và lạc quan. Hãy để ý những lúc sự vui vẻ ấy được dùng để che đi cảm xúc thật của mình.',
  4: 'Thái độ 4 cho thấy bạn thường tiếp cận vấn đề một cách thận trọng, thực tế và có kế hoạch. Hãy cho mình thêm chút tự nhiên, ngẫu hứng trong những việc không quá quan trọng.',
  5: 'Thái độ 5 cho thấy bạn thường đón nhận cuộc sống với sự tò mò, năng động và thích đổi mới. Hãy để ý để sự sốt ruột không khiến mình bỏ dở những việc cần thời gian.',
  6: 'Thái độ 6 cho thấy bạn thường đến với mọi người bằng sự quan tâm, trách nhiệm và mong muốn hài hòa. Hãy để ý đừng nhận về mình những gánh nặng không thuộc về mình.',
  7: 'Thái độ 7 cho thấy bạn thường quan sát kỹ và suy nghĩ sâu trước khi bộc lộ bản thân. Hãy tự hỏi sự dè dặt ấy có khiến người khác hiểu lầm là mình xa cách không.',
  8: 'Thái độ 8 cho thấy bạn thường tiếp cận cuộc sống với sự tự tin, mục tiêu rõ ràng và tinh thần làm chủ. Hãy để sự mạnh mẽ đi cùng sự mềm mỏng khi cần.',
  9: 'Thái độ 9 cho thấy bạn thường nhìn mọi việc bằng sự bao dung, lý tưởng và tầm nhìn rộng. Hãy giữ sự thực tế để lý tưởng không biến thành thất vọng.',
};

export const pinnacleMeanings: Readonly<Record<CoreValue, string>> = {
  1: 'Đỉnh cao số 1 khuyến khích sự tự lập, khởi đầu và khẳng định bản thân. Đây có thể là lúc tốt để bạn chủ động với những lựa chọn của mình và tin vào năng lực riêng.',
  2: 'Đỉnh cao số 2 nhấn mạnh sự hợp tác, các mối quan hệ và lòng kiên nhẫn. Giai đoạn này mời bạn lắng nghe nhiều hơn, làm việc cùng người khác và trân trọng những tiến bộ từ từ.',
  3: 'Đỉnh cao số 3 nhấn mạnh sự sáng tạo, giao tiếp và niềm vui sống. Đây có thể là lúc để bạn thể hiện bản thân, học hỏi và chia sẻ nhiều hơn với mọi người.',
  4: 'Đỉnh cao số 4 nhấn mạnh việc xây nền tảng: công việc, kỹ năng và sự ổn định. Giai đoạn này mời bạn kiên trì, làm việc có kế hoạch và chăm chút những gì lâu dài.',
  5: 'Đỉnh cao số 5 nhấn mạnh sự thay đổi, tự do và những trải nghiệm mới. Đây có thể là lúc để bạn mở rộng giới hạn, đồng thời tự hỏi thay đổi nào thật sự đáng theo đuổi.',
  6: 'Đỉnh cao số 6 nhấn mạnh gia đình, trách nhiệm và sự chăm sóc. Giai đoạn này mời bạn đầu tư vào các mối quan hệ thân thiết và tìm sự cân bằng giữa cho và nhận.',
  7: 'Đỉnh cao số 7 nhấn mạnh việc học hỏi, suy ngẫm và phát triển đời sống tinh thần. Đây có thể là lúc để bạn đi sâu vào một lĩnh vực, dành thời gian tĩnh lặng và hiểu mình hơn.',
  8: 'Đỉnh cao số 8 nhấn mạnh thành tựu, sự nghiệp và khả năng quản lý nguồn lực. Giai đoạn này mời bạn đặt mục tiêu rõ ràng, đồng thời giữ cân bằng giữa vật chất và tinh thần.',
  9: 'Đỉnh cao số 9 nhấn mạnh lòng nhân ái, sự bao dung và việc khép lại những chương cũ. Đây có thể là lúc để bạn đóng góp cho cộng đồng và buông bỏ những gì không còn phù hợp.',
  11: 'Đỉnh cao số 11 nhấn mạnh trực giác, cảm hứng và sự phát triển tinh thần. Giai đoạn này mời bạn lắng nghe tiếng nói bên trong và chia sẻ cảm hứng của mình với người khác.',
  22: 'Đỉnh cao số 22 nhấn mạnh khả năng xây dựng những điều lớn, có ích lâu dài. Đây có thể là lúc để bạn biến tầm nhìn thành kế hoạch cụ thể và hợp tác với những người cùng chí hướng.',
};

export const challengeMeanings: Readonly<Record<ChallengeValue, string>> = {
  0: 'Thử thách số 0 không chỉ ra một khó khăn cụ thể mà để ngỏ cho bạn tự chọn bài học. Điều này cũng có nghĩa là bạn cần tự nhìn lại mình để nhận ra điểm cần rèn luyện.',
  1: 'Thử thách số 1 xoay quanh sự tự tin và tính độc lập. Bạn có thể được mời học cách khẳng định bản thân mà không cứng nhắc, và đứng vững trước áp lực của người khác.',
  2: 'Thử thách số 2 xoay quanh sự nhạy cảm và nỗi sợ bị tổn thương. Hãy tập phân biệt cảm nhận của mình với suy nghĩ của người khác và bày tỏ nhu cầu một cách rõ ràng.',
  3: 'Thử thách số 3 xoay quanh việc thể hiện bản thân và cảm xúc. Bạn có thể được mời vượt qua sự ngại ngùng hay nỗi lo bị đánh giá để nói lên điều mình nghĩ.',
  4: 'Thử thách số 4 xoay quanh kỷ luật và sự kiên nhẫn với công việc. Hãy tập hoàn thành từng việc đến cùng, đồng thời tránh cứng nhắc khi hoàn cảnh thay đổi.',
  5: 'Thử thách số 5 xoay quanh tự do và sự cam kết. Bạn có thể được mời học cách cân bằng giữa mong muốn trải nghiệm và trách nhiệm với những lựa chọn của mình.',
  6: 'Thử thách số 6 xoay quanh trách nhiệm và sự cầu toàn trong các mối quan hệ. Hãy tập chấp nhận sự không hoàn hảo của bản thân và của người khác.',
  7: 'Thử thách số 7 xoay quanh niềm tin và sự cởi mở. Bạn có thể được mời bớt hoài nghi, tin vào người khác và chia sẻ thế giới nội tâm của mình.',
  8: 'Thử thách số 8 xoay quanh tiền bạc, quyền hạn và nhu cầu kiểm soát. Hãy tự hỏi mình đang dùng nguồn lực để phục vụ giá trị nào, và cân bằng giữa vật chất với tinh thần.',
};

export const personalYearMeanings: Readonly<Record<Digit, string>> = {
  1: 'Năm cá nhân 1 mở đầu một chu kỳ 9 năm mới. Đây là thời điểm thích hợp để đặt mục tiêu, bắt đầu thói quen mới và chủ động với những gì bạn muốn gieo trồng.',
  2: 'Năm cá nhân 2 mời bạn chậm lại, kiên nhẫn và chăm chút các mối quan hệ. Những hạt giống đã gieo cần thời gian; hãy hợp tác và lắng nghe nhiều hơn.',
  3: 'Năm cá nhân 3 gắn với sáng tạo, giao lưu và thể hiện bản thân. Đây có thể là năm để học kỹ năng mới, chia sẻ ý tưởng và cho phép mình tận hưởng niềm vui.',
  4: 'Năm cá nhân 4 nhấn mạnh sự chăm chỉ, kỷ luật và việc xây nền móng. Hãy tập trung vào kế hoạch cụ thể, sức khỏe và những việc cần làm đều đặn.',
  5: 'Năm cá nhân 5 mang năng lượng thay đổi, xê dịch và trải nghiệm. Hãy đón nhận điều mới một cách linh hoạt, đồng thời cân nhắc kỹ trước những quyết định lớn.',
  6: 'Năm cá nhân 6 hướng về gia đình, trách nhiệm và sự chăm sóc. Đây có thể là năm để vun đắp tổ ấm, các mối quan hệ và cân bằng giữa cho và nhận.',
  7: 'Năm cá nhân 7 mời bạn nhìn vào bên trong, học hỏi và suy ngẫm. Hãy dành thời gian tĩnh lặng, đọc sách hay đi sâu vào chuyên môn thay vì chạy theo nhiều việc.',
  8: 'Năm cá nhân 8 nhấn mạnh thành quả, tài chính và sự nghiệp. Đây có thể là lúc nhìn lại những nỗ lực đã bỏ ra, quản lý nguồn lực và đưa ra quyết định quan trọng.',
  9: 'Năm cá nhân 9 khép lại chu kỳ 9 năm. Hãy dành thời gian nhìn lại, buông bỏ những gì không còn phù hợp và chuẩn bị cho một khởi đầu mới.',
};

/** Short themes for the 9-year table. */
export const personalYearThemes: Readonly<Record<Digit, string>> = {
  1: 'Khởi đầu, gieo hạt',
  2: 'Kiên nhẫn, hợp tác',
  3: 'Sáng tạo, giao lưu',
  4: 'Xây nền móng',
  5: 'Thay đổi, trải nghiệm',
  6: 'Gia đình, trách nhiệm',
  7: 'Suy ngẫm, học hỏi',
  8: 'Thành quả, tài chính',
  9: 'Hoàn tất, buông bỏ',
};

export const personalMonthMeanings: Readonly<Record<Digit, string>> = {
  1: 'Tháng cá nhân 1 phù hợp để bắt đầu một việc mới hoặc đặt lại mục tiêu. Hãy chọn một bước nhỏ và làm ngay.',
  2: 'Tháng cá nhân 2 nhấn mạnh sự kiên nhẫn và hợp tác. Đây là lúc tốt để lắng nghe, thương lượng và chăm sóc các mối quan hệ.',
  3: 'Tháng cá nhân 3 mang năng lượng giao lưu và sáng tạo. Hãy dành chỗ cho những cuộc trò chuyện, ý tưởng mới và niềm vui nhỏ.',
  4: 'Tháng cá nhân 4 mời bạn sắp xếp, lên kế hoạch và làm việc đều đặn. Những việc tồn đọng có thể được giải quyết nếu bạn đi từng bước.',
  5: 'Tháng cá nhân 5 mang đến thay đổi và những điều bất ngờ. Hãy linh hoạt, nhưng cân nhắc trước khi đưa ra quyết định vội vàng.',
  6: 'Tháng cá nhân 6 hướng về gia đình và trách nhiệm. Đây là lúc tốt để quan tâm người thân và chăm sóc không gian sống của mình.',
  7: 'Tháng cá nhân 7 mời bạn chậm lại để suy ngẫm và học hỏi. Hãy dành thời gian một mình để nhìn lại những gì đang diễn ra.',
  8: 'Tháng cá nhân 8 nhấn mạnh công việc, tài chính và các quyết định. Hãy rà soát mục tiêu và sử dụng nguồn lực một cách có chủ đích.',
  9: 'Tháng cá nhân 9 là lúc hoàn tất và dọn dẹp. Hãy khép lại những việc còn dở dang và buông những điều không còn cần thiết.',
};

export interface ArrowMeaning {
  name: string;
  meaning: string;
}

/** Names as Vietnamese tools (after David A. Phillips) call the arrows. */
export const arrowMeanings: Readonly<Record<ArrowKey, ArrowMeaning>> = {
  'strength:1-2-3': {
    name: 'Mũi tên Kế hoạch',
    meaning:
      'Các số 1, 2, 3 đều có mặt. Bạn có thể có khả năng sắp xếp ý tưởng thành kế hoạch mạch lạc và thích mọi việc có trật tự. Hãy nhớ rằng một kế hoạch tốt cần đi cùng việc bắt tay làm các chi tiết.',
  },
  'strength:4-5-6': {
    name: 'Mũi tên Ý chí',
    meaning:
      'Các số 4, 5, 6 đều có mặt. Bạn có thể có sự bền bỉ và quyết tâm đi đến cùng khi đã chọn mục tiêu. Hãy tự hỏi mục tiêu ấy còn phù hợp không, để ý chí không trở thành sự cố chấp.',
  },
  'strength:7-8-9': {
    name: 'Mũi tên Hoạt động',
    meaning:
      'Các số 7, 8, 9 đều có mặt. Bạn có thể có nhiều năng lượng, thích hành động và học tốt qua việc làm. Hãy dành thời gian nghỉ ngơi để năng lượng ấy được bền lâu.',
  },
  'strength:1-4-7': {
    name: 'Mũi tên Thực tế',
    meaning:
      'Các số 1, 4, 7 đều có mặt (mũi tên này còn được gọi là mũi tên Thể chất). Bạn có thể khéo tay, thực tế và tin vào những gì làm được bằng hành động cụ thể. Hãy để ý đừng coi nhẹ những giá trị không đo đếm được.',
  },
  'strength:2-5-8': {
    name: 'Mũi tên Cân bằng cảm xúc',
    meaning:
      'Các số 2, 5, 8 đều có mặt. Bạn có thể giữ được bình tĩnh, cảm nhận tinh tế và là chỗ dựa tinh thần cho người khác. Hãy cho phép mình bộc lộ cả những lúc không ổn.',
  },
  'strength:3-6-9': {
    name: 'Mũi tên Trí tuệ',
    meaning:
      'Các số 3, 6, 9 đều có mặt. Bạn có thể có trí nhớ tốt, tư duy nhanh và thích làm việc với ý tưởng. Hãy đưa suy nghĩ vào hành động và cân bằng lý trí với cảm xúc.',
  },
  'strength:1-5-9': {
    name: 'Mũi tên Quyết tâm',
    meaning:
      'Các số 1, 5, 9 đều có mặt. Bạn có thể kiên trì theo đuổi mục tiêu dù gặp trở ngại. Hãy lắng nghe góc nhìn của người khác để quyết tâm không trở thành bướng bỉnh.',
  },
  'strength:3-5-7': {
    name: 'Mũi tên Tâm linh',
    meaning:
      'Các số 3, 5, 7 đều có mặt (mũi tên này còn được gọi là mũi tên Nhạy bén). Bạn có thể có trực giác tốt và quan tâm đến ý nghĩa sâu xa của cuộc sống. Hãy nuôi dưỡng sự bình an nội tâm bằng những khoảng lặng đều đặn.',
  },
  'empty:1-2-3': {
    name: 'Mũi tên trống Kế hoạch',
    meaning:
      'Các số 1, 2, 3 đều vắng mặt. Trường hợp này không gặp ở người sinh từ năm 1900 đến 2099, vì năm sinh luôn có số 1 hoặc số 2. Nếu gặp, hãy xem đó là lời nhắc tập lập kế hoạch từng bước trước khi hành động.',
  },
  'empty:4-5-6': {
    name: 'Mũi tên Uất giận',
    meaning:
      'Các số 4, 5, 6 đều vắng mặt (mũi tên này còn được gọi là mũi tên Thất vọng). Bạn có thể dễ thấy hụt hẫng khi mọi việc không như mong đợi. Hãy tập gọi tên cảm xúc, đặt kỳ vọng vừa phải và tìm người để chia sẻ.',
  },
  'empty:7-8-9': {
    name: 'Mũi tên Thụ động',
    meaning:
      'Các số 7, 8, 9 đều vắng mặt. Bạn có thể cần thêm động lực để bắt đầu hoặc dễ chờ đợi hoàn cảnh thuận lợi. Hãy đặt mục tiêu nhỏ, rõ ràng và bắt tay làm từng bước.',
  },
  'empty:1-4-7': {
    name: 'Mũi tên Thiếu trật tự',
    meaning:
      'Các số 1, 4, 7 đều vắng mặt (mũi tên này còn được gọi là mũi tên Thiếu thực tế). Bạn có thể gặp khó với việc sắp xếp, quản lý thời gian hay những việc tay chân. Những thói quen nhỏ đều đặn và danh sách việc cần làm có thể giúp ích.',
  },
  'empty:2-5-8': {
    name: 'Mũi tên Nhạy cảm',
    meaning:
      'Các số 2, 5, 8 đều vắng mặt (mũi tên này còn được gọi là mũi tên Quá nhạy cảm). Bạn có thể dễ bị tổn thương hoặc ngại bộc lộ cảm xúc. Hãy tập chia sẻ với người tin cậy và chăm sóc cảm xúc của mình như một kỹ năng.',
  },
  'empty:3-6-9': {
    name: 'Mũi tên Trí nhớ ngắn hạn',
    meaning:
      'Các số 3, 6, 9 đều vắng mặt. Bạn có thể cần thêm thời gian để ghi nhớ hoặc dễ quên chi tiết. Ghi chép, ôn lại và học qua thực hành có thể giúp bạn rất nhiều.',
  },
  'empty:1-5-9': {
    name: 'Mũi tên Trì hoãn',
    meaning:
      'Các số 1, 5, 9 đều vắng mặt. Bạn có thể hay chần chừ hoặc thiếu động lực theo đuổi đến cùng. Hãy chia việc lớn thành những bước nhỏ và đặt thời hạn rõ ràng cho mình.',
  },
  'empty:3-5-7': {
    name: 'Mũi tên Hoài nghi',
    meaning:
      'Các số 3, 5, 7 đều vắng mặt. Bạn có thể cần bằng chứng rõ ràng trước khi tin vào điều gì, kể cả vào chính mình. Hãy để ý khi sự thận trọng khiến mình bỏ lỡ những trải nghiệm đáng giá.',
  },
};

export const karmicDebtMeanings: Readonly<Record<KarmicDebtNumber, string>> = {
  13: 'Nợ nghiệp 13/4 gợi ý bài học về sự chăm chỉ và kỷ luật. Bạn có thể dễ nản hoặc muốn tìm đường tắt; hãy tập hoàn thành việc đến cùng và ghi nhận từng bước tiến nhỏ.',
  14: 'Nợ nghiệp 14/5 gợi ý bài học về cách dùng tự do một cách có trách nhiệm. Hãy để ý những thói quen quá đà và tập sự điều độ trong cảm xúc, chi tiêu và các cam kết.',
  16: 'Nợ nghiệp 16/7 gợi ý bài học về sự khiêm tốn và buông bỏ cái tôi. Những thay đổi bất ngờ có thể là dịp để bạn nhìn lại mình và xây dựng lại trên một nền tảng chân thật hơn.',
  19: 'Nợ nghiệp 19/1 gợi ý bài học về cách dùng sức mạnh cá nhân. Hãy tập nhận sự giúp đỡ, tôn trọng nhu cầu của người khác và tránh tự mình gánh mọi thứ.',
};

/** Shown when a name has no vowels (or no consonants) to compute a number from. */
export const noLettersMeaning =
  'Họ tên không có chữ cái nào thuộc nhóm này nên chỉ số không được tính. Hãy kiểm tra lại cách viết họ tên đầy đủ theo giấy khai sinh.';
