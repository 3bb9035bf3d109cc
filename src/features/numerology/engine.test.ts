/**
 * Worked examples from public sources, each re-checked by hand with the rules
 * documented in engine.ts. Where a source uses another convention the comment
 * says so and the test asserts *our* rule. Hand arithmetic is written next to
 * every expectation so a reviewer can check it without running anything.
 */
import {describe, expect, it} from 'vitest';
import {
  attitudeNumber,
  balanceNumber,
  birthChart,
  birthDayNumber,
  challenges,
  computeProfile,
  expressionNumber,
  lifePathNumber,
  maturityNumber,
  missingNumbers,
  passionNumbers,
  personalityNumber,
  personalMonth,
  personalYear,
  personalYearTable,
  personalYearValue,
  pinnacles,
  soulUrgeNumber,
} from './engine';
import {analyzeName, foldToCapitals} from './letters';
import {digitSum, formatChain, lifePathChain, reduce, reductionChain} from './reduce';
import type {CalendarDate, NumerologyProfile} from './types';

const d = (day: number, month: number, year: number): CalendarDate => ({year, month, day});
const TODAY = d(21, 6, 2025);

const arrows = (date: CalendarDate) => birthChart(date).arrows.map((arrow) => arrow.key);
const peakValues = (profile: Pick<NumerologyProfile, 'pinnacles'>) => profile.pinnacles.items.map((p) => p.value);
const peakAges = (profile: Pick<NumerologyProfile, 'pinnacles'>) => profile.pinnacles.items.map((p) => p.age);
const challengeValues = (date: CalendarDate) => challenges(date).items.map((c) => c.value);
const name = (text: string) => analyzeName(text);

describe('worked examples: date of birth', () => {
  // Source: https://nguyentrongthanh.vn/?p=618 ("Ví dụ của mình là: 11/9/1987 ...
  // 1+1+9+1+9+8+7 = 36. Cộng tiếp 3+6 = 9"). Same method as ours.
  it('11/09/1987 (nguyentrongthanh.vn)', () => {
    const date = d(11, 9, 1987);
    const lifePath = lifePathNumber(date);
    expect(lifePath.total).toBe(36); // 1+1+9+1+9+8+7
    expect(lifePath.value).toBe(9); // 3+6
    expect(birthDayNumber(date).value).toBe(11);
    expect(attitudeNumber(date).value).toBe(2); // day 11 → 2, month 9; 2 + 9 = 11 → 2
    // Digits 1,1,9,1,9,8,7: 7-8-9 all present, 4-5-6 all absent.
    expect(birthChart(date).rows).toEqual([
      ['', '', '99'],
      ['', '', '8'],
      ['111', '', '7'],
    ]);
    expect(arrows(date)).toEqual(['empty:4-5-6', 'strength:7-8-9']);
    // M = 9, D = 1+1 = 2, Y = 1+9+8+7 = 25 → 7.
    // P1 = 9+2 = 11 (kept), P2 = 2+7 = 9, P3 = 11+9 = 20 → 2, P4 = 9+7 = 16 → 7.
    const peaks = pinnacles(date, lifePath, TODAY);
    expect(peakValues({pinnacles: peaks})).toEqual([11, 9, 2, 7]);
    expect(peakAges({pinnacles: peaks})).toEqual([27, 36, 45, 54]); // 36 − 9 = 27, then +9
    expect(peaks.items.map((p) => p.year)).toEqual([2014, 2023, 2032, 2041]);
    expect(peaks.current).toBe(2); // 37 years old on 21/06/2025
    // |9−2| = 7, |2−7| = 5, |7−5| = 2, |9−7| = 2.
    expect(challengeValues(date)).toEqual([7, 5, 2, 2]);
    // 2025: 2 + 9 + (2+0+2+5 = 9) = 20 → 2; June: 2 + 6 = 8.
    expect(personalYear(date, TODAY).value).toBe(2);
    expect(personalMonth(2, TODAY).value).toBe(8);
    expect(lifePath.karmicDebts).toEqual([]);
  });

  // Born in the 1800s: Abraham Lincoln, 12/02/1809, a classic example in numerology books.
  it('12/02/1809 (Abraham Lincoln, born in the 1800s)', () => {
    const date = d(12, 2, 1809);
    const lifePath = lifePathNumber(date);
    expect(lifePath.total).toBe(23); // 1+2+0+2+1+8+0+9
    expect(lifePath.value).toBe(5); // 2+3
    expect(lifePath.karmicDebts).toEqual([]);
    expect(birthDayNumber(date).value).toBe(12);
    expect(attitudeNumber(date).value).toBe(5); // day 12 → 3, month 2; 3 + 2 = 5
    // Digits 1,2,2,1,8,9 (zeros are not placed).
    expect(birthChart(date).rows).toEqual([
      ['', '', '9'],
      ['22', '', '8'],
      ['11', '', ''],
    ]);
    expect(arrows(date)).toEqual(['empty:4-5-6', 'empty:3-5-7']);
    // M = 2, D = 1+2 = 3, Y = 1+8+0+9 = 18 → 9.
    // P1 = 2+3 = 5, P2 = 3+9 = 12 → 3, P3 = 5+3 = 8, P4 = 2+9 = 11 (kept).
    const peaks = pinnacles(date, lifePath, TODAY);
    expect(peakValues({pinnacles: peaks})).toEqual([5, 3, 8, 11]);
    expect(peakAges({pinnacles: peaks})).toEqual([31, 40, 49, 58]); // 36 − 5 = 31, then +9
    expect(peaks.items.map((p) => p.year)).toEqual([1840, 1849, 1858, 1867]);
    expect(peaks.current).toBe(4);
    // |2−3| = 1, |3−9| = 6, |1−6| = 5, |2−9| = 7.
    expect(challengeValues(date)).toEqual([1, 6, 5, 7]);
    // 2025: 3 + 2 + (2+0+2+5 = 9) = 14 → 5; June: 5 + 6 = 11 → 2.
    expect(personalYear(date, TODAY).value).toBe(5);
    expect(personalMonth(5, TODAY).value).toBe(2);
  });

  // A 29 February in the 1800s: Morarji Desai, 29/02/1896 (1896 is a leap year).
  it('29/02/1896 (Morarji Desai, a leap-day birthday)', () => {
    const date = d(29, 2, 1896);
    const lifePath = lifePathNumber(date);
    expect(lifePath.total).toBe(37); // 2+9+0+2+1+8+9+6
    expect(lifePath.value).toBe(10); // 3+7 = 10, a life path number of its own in this method
    expect(birthDayNumber(date).value).toBe(29);
    expect(attitudeNumber(date).value).toBe(4); // day 29 → 11 → 2, month 2; 2 + 2 = 4
    expect(birthChart(date).rows).toEqual([
      ['', '6', '99'],
      ['22', '', '8'],
      ['1', '', ''],
    ]);
    expect(arrows(date)).toEqual(['empty:3-5-7']);
    // M = 2, D = 2+9 = 11 → 2, Y = 1+8+9+6 = 24 → 6.
    // P1 = 2+2 = 4, P2 = 2+6 = 8, P3 = 4+8 = 12 → 3, P4 = 2+6 = 8.
    const peaks = pinnacles(date, lifePath, TODAY);
    expect(peakValues({pinnacles: peaks})).toEqual([4, 8, 3, 8]);
    expect(peakAges({pinnacles: peaks})).toEqual([35, 44, 53, 62]); // 36 − (10 → 1) = 35, then +9
    expect(peaks.items.map((p) => p.year)).toEqual([1931, 1940, 1949, 1958]);
    // |2−2| = 0, |2−6| = 4, |0−4| = 4, |2−6| = 4.
    expect(challengeValues(date)).toEqual([0, 4, 4, 4]);
    // 2025 (no 29 February): 2 + 2 + 9 = 13 → 4; June: 4 + 6 = 10 → 1. 2024: 2 + 2 + 8 = 12 → 3.
    expect(personalYear(date, TODAY).value).toBe(4);
    expect(personalMonth(4, TODAY).value).toBe(1);
    expect(personalYear(date, d(1, 3, 2024)).value).toBe(3);
  });

  // Source: http://www.than-so-hoc.com/the_calculation.php, "Ví dụ 1: Sinh ngày 20 tháng 11 năm 1990":
  // the source reduces day, month and year first (2 + 11 + 1 = 14 → 5). We add every digit:
  // 2+0+1+1+1+9+9+0 = 23 → 5. Same result.
  it('20/11/1990 (than-so-hoc.com, example 1)', () => {
    const date = d(20, 11, 1990);
    const lifePath = lifePathNumber(date);
    expect(lifePath.total).toBe(23);
    expect(lifePath.value).toBe(5);
    expect(birthDayNumber(date).value).toBe(20);
    expect(attitudeNumber(date).value).toBe(4); // 20 → 2, 11 → 2; 2 + 2 = 4
    // Digits 2,1,1,1,9,9: no full line; 4-5-6 and 3-5-7 all absent.
    expect(arrows(date)).toEqual(['empty:4-5-6', 'empty:3-5-7']);
    // M = 11 → 2, D = 20 → 2, Y = 1+9+9+0 = 19 → 10 → 1.
    // P1 = 4, P2 = 3, P3 = 7, P4 = 3; first peak at 36 − 5 = 31.
    const peaks = pinnacles(date, lifePath, TODAY);
    expect(peakValues({pinnacles: peaks})).toEqual([4, 3, 7, 3]);
    expect(peakAges({pinnacles: peaks})).toEqual([31, 40, 49, 58]);
    // |2−2| = 0, |2−1| = 1, |0−1| = 1, |2−1| = 1.
    expect(challengeValues(date)).toEqual([0, 1, 1, 1]);
  });

  // Source: http://www.than-so-hoc.com/the_calculation.php, "Ví dụ 2: Sinh ngày 25 tháng 02 năm 1970":
  // 7 + 2 + 8 = 17 → 8 there; here 2+5+0+2+1+9+7+0 = 26 → 8.
  it('25/02/1970 (than-so-hoc.com, example 2)', () => {
    const date = d(25, 2, 1970);
    const lifePath = lifePathNumber(date);
    expect(lifePath.total).toBe(26);
    expect(lifePath.value).toBe(8);
    expect(birthDayNumber(date).value).toBe(25);
    expect(attitudeNumber(date).value).toBe(9); // 25 → 7, 2; 7 + 2 = 9
    // Digits 2,5,2,1,9,7: 1, 5 and 9 present → arrow 1-5-9; no line fully empty.
    expect(arrows(date)).toEqual(['strength:1-5-9']);
    // M = 2, D = 7, Y = 1+9+7+0 = 17 → 8. P1 = 9, P2 = 15 → 6, P3 = 9+6 = 15 → 6, P4 = 10 → 1.
    const peaks = pinnacles(date, lifePath, TODAY);
    expect(peakValues({pinnacles: peaks})).toEqual([9, 6, 6, 1]);
    expect(peakAges({pinnacles: peaks})).toEqual([28, 37, 46, 55]); // 36 − 8
    // |2−7| = 5, |7−8| = 1, |5−1| = 4, |2−8| = 6.
    expect(challengeValues(date)).toEqual([5, 1, 4, 6]);
  });

  // Source: https://nhansohoc.xyz/SoNamCaNhan ("Ngày sinh của tôi là 1/5/1974": personal years
  // 2017 → 7, 2018 → 8, 2019 → 9, 2020 → 1). The page prints "(2 + 0 + 2 + 1)" for 2020, a typo
  // for 2+0+2+0 = 4; its result 1 is right: 1 + 5 + 4 = 10 → 1.
  it('01/05/1974 (nhansohoc.xyz, personal years)', () => {
    const date = d(1, 5, 1974);
    expect([2017, 2018, 2019, 2020].map((year) => personalYearValue(date, year))).toEqual([7, 8, 9, 1]);
    expect(personalYearTable(date, 2017, 4).map((row) => row.value)).toEqual([7, 8, 9, 1]);
    expect(personalYearTable(date, 2017, 1)[0].age).toBe(43);
    expect(personalYear(date, d(15, 6, 2020)).value).toBe(1);
    expect(personalMonth(1, d(15, 6, 2020)).value).toBe(7); // 1 + 6
    expect(personalMonth(1, d(15, 12, 2020)).value).toBe(4); // 1 + 12 = 13 → 4
    const lifePath = lifePathNumber(date);
    expect(lifePath.value).toBe(9); // 1+5+1+9+7+4 = 27 → 9
    expect(birthDayNumber(date).value).toBe(1);
    expect(attitudeNumber(date).value).toBe(6); // 1 + 5
    // Digits 1,5,1,9,7,4: lines 1-4-7 and 1-5-9 full; no empty line (3-6-9 has the 9, 2-5-8 the 5).
    expect(arrows(date)).toEqual(['strength:1-4-7', 'strength:1-5-9']);
    // M = 5, D = 1, Y = 1+9+7+4 = 21 → 3. P1 = 6, P2 = 4, P3 = 10 → 1, P4 = 8.
    const peaks = pinnacles(date, lifePath, TODAY);
    expect(peakValues({pinnacles: peaks})).toEqual([6, 4, 1, 8]);
    expect(peakAges({pinnacles: peaks})).toEqual([27, 36, 45, 54]);
    // |5−1| = 4, |1−3| = 2, |4−2| = 2, |5−3| = 2.
    expect(challengeValues(date)).toEqual([4, 2, 2, 2]);
  });

  // Source: https://github.com/trung10/ksis (README.md, "# 01/06/1996 ## Biểu đồ": cells 66, 99, 11).
  it('01/06/1996 (birth chart in trung10/ksis)', () => {
    const date = d(1, 6, 1996);
    expect(birthChart(date).rows).toEqual([
      ['', '66', '99'],
      ['', '', ''],
      ['11', '', ''],
    ]);
    // 2-5-8 and 3-5-7 are empty lines; no line is full.
    expect(arrows(date)).toEqual(['empty:2-5-8', 'empty:3-5-7']);
    const lifePath = lifePathNumber(date);
    expect(lifePath.value).toBe(5); // 1+6+1+9+9+6 = 32 → 5
    // M = 6, D = 1, Y = 25 → 7. P1 = 7, P2 = 8, P3 = 15 → 6, P4 = 13 → 4.
    expect(peakValues({pinnacles: pinnacles(date, lifePath, TODAY)})).toEqual([7, 8, 6, 4]);
    // |6−1| = 5, |1−7| = 6, |5−6| = 1, |6−7| = 1.
    expect(challengeValues(date)).toEqual([5, 6, 1, 1]);
  });

  // Source: https://giadinh.suckhoedoisong.vn/cach-tinh-than-so-hoc-theo-ten-ngay-thang-nam-sinh-y-nghia-cua-cac-con-so-trong-than-so-hoc-172260301134310565.htm
  // uses 1/12/1990 as its example date. 1+1+2+1+9+9+0 = 23 → 5.
  it('01/12/1990 (giadinh.suckhoedoisong.vn)', () => {
    const date = d(1, 12, 1990);
    expect(lifePathNumber(date).value).toBe(5);
    expect(attitudeNumber(date).value).toBe(4); // 1 + (12 → 3)
    // Digits 1,1,2,1,9,9: 4-5-6 and 3-5-7 empty.
    expect(arrows(date)).toEqual(['empty:4-5-6', 'empty:3-5-7']);
  });

  // Life path 11. Source: https://taniagabrielle.com/the-oprah-obama-connection/ ("Barack Obama
  // has a 29/11 Life Purpose"; born 4 August 1961). English page: no Vietnamese worked example
  // with 11 was found. 4+8+1+9+6+1 = 29 → 11, kept.
  it('04/08/1961: life path 11', () => {
    const date = d(4, 8, 1961);
    const lifePath = lifePathNumber(date);
    expect(lifePath.chain).toEqual([29, 11]);
    expect(lifePath.display).toBe('11');
    // First peak at 36 − (11 → 2) = 34.
    expect(peakAges({pinnacles: pinnacles(date, lifePath, TODAY)})).toEqual([34, 43, 52, 61]);
  });

  // Life path 22/4. Rule from https://nguyentrongthanh.vn/?p=618 ("xuất hiện số 22 ... được ký hiệu
  // là 22/4") and https://officedanang.vn/kham-pha-tiem-nang-cua-ban-qua-than-so-hoc/ (life paths
  // "2, 3, ..., 10, 11, 22/4"). Neither page gives a 22 date, so the date is ours: 02/02/1980,
  // 2+2+1+9+8 = 22, kept and shown 22/4.
  it('02/02/1980: life path 22/4', () => {
    const date = d(2, 2, 1980);
    const lifePath = lifePathNumber(date);
    expect(lifePath.value).toBe(22);
    expect(lifePath.display).toBe('22/4');
    expect(lifePath.chain).toEqual([22]);
    expect(lifePath.steps).toEqual([
      'Viết ngày sinh đầy đủ: 02/02/1980.',
      'Cộng mọi chữ số (số 0 không làm thay đổi tổng): 2 + 2 + 1 + 9 + 8 = 22.',
      'Tổng 22 là số bậc thầy, được giữ nguyên và ghi là 22/4.',
    ]);
    // First peak at 36 − (22 → 4) = 32. M = 2, D = 2, Y = 18 → 9.
    // P1 = 4, P2 = 11 (kept), P3 = 4 + 11 = 15 → 6, P4 = 11 (kept).
    const peaks = pinnacles(date, lifePath, TODAY);
    expect(peakAges({pinnacles: peaks})).toEqual([32, 41, 50, 59]);
    expect(peakValues({pinnacles: peaks})).toEqual([4, 11, 6, 11]);
    // |2−2| = 0, |2−9| = 7, |0−7| = 7, |2−9| = 7.
    expect(challengeValues(date)).toEqual([0, 7, 7, 7]);
  });
});

describe('worked examples: names', () => {
  // Source: http://www.tranthanhhien.com/2021/10/numerology-hay-ly-thuyet-so-lts-la-mot.html
  // (NGUYỄN VĂN THIỆU, TRẦN THIỆN KHIÊM, PHẠM VĂN PHÚ). Different convention: that page uses
  // another letter table (G=3, U=6, Y=1, ...) and reduces word by word, giving 13 for all three.
  // We test the Pythagorean table of the issue on the whole name.
  it('Nguyễn Văn Thiệu: Y after U is a consonant', () => {
    const letters = name('Nguyễn Văn Thiệu');
    // NGUYEN 5+7+3+7+5+5 = 32, VAN 4+1+5 = 10, THIEU 2+8+9+5+3 = 27; 69 → 15 → 6.
    expect(expressionNumber(letters).chain).toEqual([69, 15, 6]);
    // Vowels U E | A | I E U = 3+5+1+9+5+3 = 26 → 8 (Y follows the vowel U: consonant).
    expect(soulUrgeNumber(letters).chain).toEqual([26, 8]);
    // Consonants N G Y N | V N | T H = 5+7+7+5+4+5+2+8 = 43 → 7.
    expect(personalityNumber(letters).chain).toEqual([43, 7]);
    expect(balanceNumber(letters).chain).toEqual([11, 2]); // N5 + V4 + T2 = 11 → 2 (not kept)
    expect(passionNumbers(letters).values).toEqual([5]); // five letters worth 5: N, E, N, N, E
    expect(missingNumbers(letters).values).toEqual([6]);
  });

  it('Trần Thiện Khiêm: master number 11 twice', () => {
    const letters = name('Trần Thiện Khiêm');
    // TRAN 2+9+1+5 = 17, THIEN 2+8+9+5+5 = 29, KHIEM 2+8+9+5+4 = 28; 74 → 11 (kept).
    expect(expressionNumber(letters).chain).toEqual([74, 11]);
    // A | I E | I E = 1+14+14 = 29 → 11 (kept).
    expect(soulUrgeNumber(letters).chain).toEqual([29, 11]);
    // T R N | T H N | K H M = 16+15+14 = 45 → 9.
    expect(personalityNumber(letters).chain).toEqual([45, 9]);
    expect(balanceNumber(letters).value).toBe(6); // T2 + T2 + K2
    expect(passionNumbers(letters).values).toEqual([5]); // 5 ×4 (N, E, N, E); 2 and 9 ×3
    expect(missingNumbers(letters).values).toEqual([3, 6, 7]);
  });

  it('Phạm Văn Phú: several passion numbers tie', () => {
    const letters = name('Phạm Văn Phú');
    // PHAM 7+8+1+4 = 20, VAN 10, PHU 7+8+3 = 18; 48 → 12 → 3.
    expect(expressionNumber(letters).chain).toEqual([48, 12, 3]);
    expect(soulUrgeNumber(letters).value).toBe(5); // A1 + A1 + U3
    expect(personalityNumber(letters).chain).toEqual([43, 7]); // 7+8+4+4+5+7+8
    expect(balanceNumber(letters).chain).toEqual([18, 9]); // P7 + V4 + P7
    // Values 7,8,1,4 | 4,1,5 | 7,8,3: 1, 4, 7 and 8 each twice.
    expect(passionNumbers(letters).values).toEqual([1, 4, 7, 8]);
    expect(missingNumbers(letters).values).toEqual([2, 6, 9]);
  });

  // Source: http://www.tranthanhhien.com/2022/04/ieu-ky-dieu-cua-ly-thuyet-so-lts.html
  // ("Đ Ỗ A N H D Ũ N G / 4 7 1 5 5 4 6 5 3"): Đ counts as D = 4 there too. The page's table
  // differs for other letters (O=7, H=5, U=6, G=3); we test the Pythagorean table.
  it('Đỗ Anh Dũng: Đ folds to D', () => {
    expect(foldToCapitals('Đỗ Anh Dũng')).toBe('DO ANH DUNG');
    const letters = name('Đỗ Anh Dũng');
    // DO 4+6 = 10, ANH 1+5+8 = 14, DUNG 4+3+5+7 = 19; 43 → 7.
    expect(expressionNumber(letters).chain).toEqual([43, 7]);
    expect(soulUrgeNumber(letters).chain).toEqual([10, 1]); // O6 + A1 + U3
    expect(personalityNumber(letters).chain).toEqual([33, 6]); // D4 N5 H8 D4 N5 G7
    expect(balanceNumber(letters).value).toBe(9); // D4 + A1 + D4
    expect(passionNumbers(letters).values).toEqual([4, 5]); // 4 (D, D) and 5 (N, N)
    expect(missingNumbers(letters).values).toEqual([2, 9]);
  });

  // Source: https://hagiangshtv.com/kham-pha-con-so-noi-tam-mong-muon-lon-nhat-tu-trai-tim-cua-ban
  // (EMILY JENNIFER STONE: "trong tên 'Emily', chữ 'y' được coi là một nguyên âm ... 5 + 9 + 7 + ...").
  it('Emily Jennifer Stone: Y after a consonant is a vowel', () => {
    const letters = name('Emily Jennifer Stone');
    // Vowels E I Y | E I E | O E = 21 + 19 + 11 = 51 → 6.
    expect(soulUrgeNumber(letters).chain).toEqual([51, 6]);
    // Consonants M L | J N N F R | S T N = 7 + 26 + 8 = 41 → 5.
    expect(personalityNumber(letters).chain).toEqual([41, 5]);
    // 28 + 45 + 19 = 92 → 11 (kept).
    expect(expressionNumber(letters).chain).toEqual([92, 11]);
    expect(balanceNumber(letters).value).toBe(7); // E5 + J1 + S1
    expect(passionNumbers(letters).values).toEqual([5]);
    expect(missingNumbers(letters).values).toEqual([8]);
  });

  // Source: http://www.tranthanhhien.com/2022/04/ieu-ky-dieu-cua-ly-thuyet-so-lts.html ("THỊ = ...").
  // With the Pythagorean table THI = 2+8+9 = 19: karmic debt 19, → 10 → 1.
  it('Thị: karmic debt 19 in a name total', () => {
    const expression = expressionNumber(name('Thị'));
    expect(expression.chain).toEqual([19, 10, 1]);
    expect(expression.karmicDebts).toEqual([19]);
  });
});

describe('complete profiles (a name and a date from the sources above, put together)', () => {
  it('Trần Thiện Khiêm, 04/08/1961: maturity 11 + 11 = 22 is kept', () => {
    const profile = computeProfile('  trần   THIỆN khiêm ', d(4, 8, 1961), TODAY);
    expect(profile.name).toBe('trần THIỆN khiêm');
    expect(profile.foldedName).toBe('TRAN THIEN KHIEM');
    expect(profile.lifePath.value).toBe(11);
    expect(profile.expression.value).toBe(11);
    expect(profile.maturity.chain).toEqual([22]);
    expect(profile.birthDay.value).toBe(4);
    expect(profile.attitude.value).toBe(3); // 4 + 8 = 12 → 3
    expect(profile.age).toBe(63);
    expect(profile.karmicDebts).toEqual([]);
  });

  it('Đỗ Anh Dũng, 25/02/1970', () => {
    const profile = computeProfile('Đỗ Anh Dũng', d(25, 2, 1970), TODAY);
    expect(profile.maturity.chain).toEqual([15, 6]); // 8 + 7
    expect(profile.personalYear.value).toBe(9); // 25 → 7, month 2, 2025 → 9: 7 + 2 + 9 = 18 → 9
  });

  it('Nguyễn Văn Thiệu, 02/02/1980: maturity from 22/4', () => {
    const profile = computeProfile('Nguyễn Văn Thiệu', d(2, 2, 1980), new Date(2025, 5, 21));
    expect(profile.today).toEqual(TODAY);
    expect(profile.lifePath.display).toBe('22/4');
    expect(profile.maturity.chain).toEqual([28, 10, 1]); // 22 + 6
    expect(profile.personalYearTable.map((row) => row.year)).toEqual([
      2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033,
    ]);
  });
});

describe('rules', () => {
  it('folds every Vietnamese letter and tone mark', () => {
    expect(foldToCapitals('Ă Â Ê Ô Ơ Ư Đ ắ ầ ề ổ ợ ữ đ ỹ')).toBe('A A E O O U D A A E O O U D Y');
    // Decomposed input (as typed on some keyboards) folds the same way.
    expect(foldToCapitals('Nguye\u0302\u0303n')).toBe('NGUYEN');
    // Ð (U+00D0), produced by old Vietnamese encodings, is read as Đ.
    expect(foldToCapitals('\u00D0\u00F4ng')).toBe('DONG');
  });

  // The issue's own examples: Y is a vowel in Vy, Ly, Yến (and Mỹ, Thy); a consonant in Nguyễn,
  // Duy, Quý (and Huy, Thụy), where it follows the vowel U.
  it.each([
    ['Vy', true, 'Y'],
    ['Ly', true, 'Y'],
    ['Yến', true, 'YE'],
    ['Mỹ', true, 'Y'],
    ['Thy', true, 'Y'],
    ['Nguyễn', false, 'UE'],
    ['Duy', false, 'U'],
    ['Quý', false, 'U'],
    ['Huy', false, 'U'],
    ['Thụy', false, 'U'],
  ])('Y in %s is a vowel: %s', (word, yIsVowel, vowels) => {
    const letters = analyzeName(word);
    expect(letters.find((l) => l.letter === 'Y')?.vowel).toBe(yIsVowel);
    expect(
      letters
        .filter((l) => l.vowel)
        .map((l) => l.letter)
        .join(''),
    ).toBe(vowels);
  });

  it('splits words on spaces and hyphens, ignores apostrophes', () => {
    const letters = analyzeName("Lê-Ngọc O'Hara");
    expect(letters.map((l) => l.word)).toEqual([0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
    expect(balanceNumber(letters).total).toBe(3 + 5 + 6); // L3 + N5 + O6
    // Y after a hyphen starts a new word: vowel.
    expect(analyzeName('An-Yên').find((l) => l.letter === 'Y')?.vowel).toBe(true);
  });

  it('reduces, keeping 11 and 22 only when asked', () => {
    expect(digitSum(1987)).toBe(25);
    expect(reductionChain(38, true)).toEqual([38, 11]);
    expect(reductionChain(38, false)).toEqual([38, 11, 2]);
    expect(reductionChain(22, true)).toEqual([22]);
    expect(reductionChain(33, true)).toEqual([33, 6]); // 33 is not kept
    expect(reduce(0, true)).toBe(0);
    expect(formatChain([69, 15, 6])).toBe('69 → 6 + 9 = 15 → 1 + 5 = 6');
  });

  it('life path: reduce while above 11 and not 22', () => {
    expect(lifePathChain(10)).toEqual([10]);
    expect(lifePathChain(19)).toEqual([19, 10]);
    expect(lifePathChain(28)).toEqual([28, 10]);
    expect(lifePathChain(38)).toEqual([38, 11]);
    expect(lifePathChain(22)).toEqual([22]);
    expect(lifePathChain(44)).toEqual([44, 8]);
    expect(lifePathChain(1)).toEqual([1]); // cannot happen for a real date; returned as is
    // 19 on the way to 10 is a karmic debt.
    const lifePath = lifePathNumber(d(10, 1, 1907)); // 1+1+1+9+7 = 19 → 10
    expect(lifePath.chain).toEqual([19, 10]);
    expect(lifePath.karmicDebts).toEqual([19]);
  });

  it('day of birth 13, 14, 16, 19 are karmic debts', () => {
    expect([13, 14, 16, 19, 22].map((day) => birthDayNumber(d(day, 1, 2000)).karmicDebts)).toEqual([
      [13],
      [14],
      [16],
      [19],
      [],
    ]);
    const profile = computeProfile('An', d(16, 3, 1990), TODAY);
    expect(profile.karmicDebts).toContainEqual({number: 16, source: 'birthDay'});
  });

  it('a name without vowels gives 0 for the soul urge, with an explanation', () => {
    const soul = soulUrgeNumber(analyzeName('Ng'));
    expect(soul.value).toBe(0);
    expect(soul.steps[0]).toMatch(/không có nguyên âm/);
  });

  it('maturity adds the values as they are', () => {
    const lp = lifePathNumber(d(1, 1, 2009)); // 1+1+2+9 = 13 → 4
    const ex = expressionNumber(analyzeName('Ana')); // 1+5+1 = 7
    expect(maturityNumber(lp, ex).chain).toEqual([11]);
  });

  it('shows the working in Vietnamese', () => {
    const profile = computeProfile('Nguyễn Văn Thiệu', d(11, 9, 1987), TODAY);
    expect(profile.lifePath.steps).toContain(
      'Cộng mọi chữ số (số 0 không làm thay đổi tổng): 1 + 1 + 9 + 1 + 9 + 8 + 7 = 36.',
    );
    expect(profile.soulUrge.steps).toContain('Chữ Y trong NGUYEN đứng sau U (nguyên âm) nên được tính là phụ âm.');
    expect(profile.expression.steps).toContain('Chữ cái trong NGUYEN: N=5 + G=7 + U=3 + Y=7 + Ễ→E=5 + N=5 = 32.');
    expect(soulUrgeNumber(analyzeName('Trần Thị Vy')).steps).toContain(
      'Chữ Y trong VY đứng sau V (phụ âm) nên được tính là nguyên âm.',
    );
  });

  it('is pure: the same input gives the same profile', () => {
    expect(computeProfile('Lê Thị Yến', d(29, 2, 2000), TODAY)).toEqual(
      computeProfile('Lê Thị Yến', d(29, 2, 2000), TODAY),
    );
  });
});
