/**
 * The numerology engine: pure functions from (name, date of birth, today) to
 * every number shown on /tra-cuu-than-so-hoc, each with its working in
 * Vietnamese. No clock, no DOM, no storage: `today` is always passed in.
 *
 * Method: Pythagorean numerology as taught by David A. Phillips, the
 * mainstream in Vietnam. Where the tradition leaves room, this module decides:
 *
 * - Số chủ đạo (life path): add every digit of dd/mm/yyyy; while the total is
 *   above 11 and is not 22, add its digits. So 10, 11 and 22 stay (22 is shown
 *   "22/4"); results are 2–11 or 22 for every real date (a total of 1 cannot
 *   occur, and would be returned as it is).
 * - Số ngày sinh: the day of the month, 1–31, not reduced.
 * - Số thái độ: day reduced to 1–9 + month reduced to 1–9, reduced to 1–9
 *   (no master numbers).
 * - Số sứ mệnh / linh hồn / nhân cách: sum the values of all letters / vowels /
 *   consonants of the whole name (not word by word), then reduce keeping 11 and
 *   22. A name without vowels (or consonants) gives 0 for that number.
 * - Số trưởng thành: life path value (10, 11, 22 as they are) + sứ mệnh value
 *   (11, 22 as they are), reduced keeping 11 and 22.
 * - Số cân bằng: sum of the values of the first letter of every word, reduced
 *   to 1–9 (no master numbers: it describes a way of reacting, read on 1–9).
 * - Số đam mê: the value(s) 1–9 occurring most often among the name's letters;
 *   when several tie, all of them, ascending.
 * - Số thiếu: the values 1–9 that no letter of the name has, ascending.
 * - Biểu đồ ngày sinh: digits of dd/mm/yyyy without zeros on the 3×3 grid
 *   (rows 3-6-9, 2-5-8, 1-4-7). Eight lines (3 rows, 3 columns, 2 diagonals):
 *   a strength arrow when all three digits are present, an empty arrow when all
 *   three are absent.
 * - 4 đỉnh cao: M, D, Y = month, day and year (digit sum) each reduced to 1–9;
 *   P1 = M + D, P2 = D + Y, P3 = P1 + P2 (using P1 and P2 as reduced, so 11 and
 *   22 carry into P3), P4 = M + Y, each reduced keeping 11 and 22. The first
 *   peak is at age 36 − (life path reduced to one digit: 10 → 1, 11 → 2,
 *   22 → 4), then every 9 years.
 * - 4 thử thách: C1 = |M − D|, C2 = |D − Y|, C3 = |C1 − C2|, C4 = |M − Y|
 *   with the same M, D, Y: values 0–8.
 * - Năm cá nhân (calendar-year convention, as Vietnamese tools use): day
 *   reduced + month reduced + the current year reduced, reduced to 1–9. It
 *   changes on 1 January, not on the birthday. Tháng cá nhân: năm cá nhân + the
 *   current month (1–12), reduced to 1–9. The 9-year table starts at the
 *   current year.
 * - Nợ nghiệp: 13, 14, 16 or 19 met as the unreduced total or any intermediate
 *   value while reducing the life path, the day of birth, sứ mệnh, linh hồn or
 *   nhân cách (so a day of birth 19 or a name total 67 → 13 → 4 both count).
 */
import {ageOn, calendarDateOf, formatDate} from './dates';
import {analyzeName, foldToCapitals, lettersByWord} from './letters';
import {digitsOf, formatChain, karmicDebtsIn, lifePathChain, reduce, reductionChain} from './reduce';
import type {
  ArrowLine,
  ArrowResult,
  BirthChart,
  CalendarDate,
  Challenge,
  KarmicDebtHit,
  NameLetter,
  NumberResult,
  NumerologyProfile,
  Pinnacle,
  PersonalYearRow,
} from './types';
import {normalizeName} from './validate';

/** Rows of the birth chart, top to bottom. */
export const CHART_ROWS: readonly (readonly [number, number, number])[] = [
  [3, 6, 9],
  [2, 5, 8],
  [1, 4, 7],
];

/** The eight lines of the chart, in the order Vietnamese tools list them. */
export const ARROW_LINES: readonly ArrowLine[] = [
  {digits: '1-2-3', cells: [1, 2, 3]},
  {digits: '4-5-6', cells: [4, 5, 6]},
  {digits: '7-8-9', cells: [7, 8, 9]},
  {digits: '1-4-7', cells: [1, 4, 7]},
  {digits: '2-5-8', cells: [2, 5, 8]},
  {digits: '3-6-9', cells: [3, 6, 9]},
  {digits: '1-5-9', cells: [1, 5, 9]},
  {digits: '3-5-7', cells: [3, 5, 7]},
];

const plus = (values: readonly number[]) => values.join(' + ');

/** "22/4" for 22 when shown as a life path, otherwise the number itself. */
export function displayLifePath(value: number): string {
  return value === 22 ? '22/4' : String(value);
}

function result(chain: number[], steps: string[], display?: string, trackDebt = false): NumberResult {
  const value = chain[chain.length - 1];
  return {
    value,
    display: display ?? String(value),
    total: chain[0],
    chain,
    steps,
    karmicDebts: trackDebt ? karmicDebtsIn(chain) : [],
  };
}

function debtStep(chain: readonly number[]): string[] {
  return karmicDebtsIn(chain).map(
    (debt) => `Trong lúc rút gọn có tổng ${debt}: đây là dấu hiệu nợ nghiệp ${debt}/${reduce(debt, false)}.`,
  );
}

// ---------------------------------------------------------------- date numbers

/** Digits of dd/mm/yyyy, zeros dropped (they add nothing). */
export function birthDigits(date: CalendarDate): number[] {
  return formatDate(date)
    .replace(/\D/g, '')
    .split('')
    .map(Number)
    .filter((digit) => digit !== 0);
}

export function lifePathNumber(date: CalendarDate): NumberResult {
  const digits = birthDigits(date);
  const total = digits.reduce((sum, digit) => sum + digit, 0);
  const chain = lifePathChain(total);
  const value = chain[chain.length - 1];
  const steps = [
    `Viết ngày sinh đầy đủ: ${formatDate(date)}.`,
    `Cộng mọi chữ số (số 0 không làm thay đổi tổng): ${plus(digits)} = ${total}.`,
  ];
  if (chain.length > 1) {
    steps.push(`Rút gọn cho đến khi còn từ 2 đến 11 (giữ nguyên 10, 11 và 22): ${formatChain(chain)}.`);
  } else if (total !== 22) {
    steps.push(`Tổng ${total} đã nằm trong khoảng 2–11 nên giữ nguyên.`);
  }
  steps.push(
    value === 22 ? 'Tổng 22 là số bậc thầy, được giữ nguyên và ghi là 22/4.' : `Số chủ đạo là ${value}.`,
    ...debtStep(chain),
  );
  return result(chain, steps, displayLifePath(value), true);
}

export function birthDayNumber(date: CalendarDate): NumberResult {
  const chain = [date.day];
  const steps = [
    `Bạn sinh ngày ${date.day}: số ngày sinh là chính ngày ${date.day}, không rút gọn.`,
    ...(date.day > 9 ? [`Năng lượng gốc của nó là ${formatChain(reductionChain(date.day, true))}.`] : []),
    ...debtStep(chain),
  ];
  return result(chain, steps, undefined, true);
}

export function attitudeNumber(date: CalendarDate): NumberResult {
  const dayChain = reductionChain(date.day, false);
  const monthChain = reductionChain(date.month, false);
  const d = dayChain[dayChain.length - 1];
  const m = monthChain[monthChain.length - 1];
  const chain = reductionChain(d + m, false);
  const steps = [
    `Rút gọn ngày sinh về 1–9: ${formatChain(dayChain)}.`,
    `Rút gọn tháng sinh về 1–9: ${formatChain(monthChain)}.`,
    `Cộng hai số: ${d} + ${m} = ${d + m}${chain.length > 1 ? `; rút gọn: ${formatChain(chain)}` : ''}.`,
    `Số thái độ là ${chain[chain.length - 1]}.`,
  ];
  return result(chain, steps);
}

// ---------------------------------------------------------------- name numbers

function shownLetter(letter: NameLetter): string {
  const typed = letter.original.toLocaleUpperCase('vi');
  return typed === letter.letter ? `${letter.letter}=${letter.value}` : `${typed}→${letter.letter}=${letter.value}`;
}

function wordText(word: readonly NameLetter[]): string {
  return word.map((letter) => letter.letter).join('');
}

/** Notes on every Y of the name: vowel or consonant, and why. */
function yNotes(letters: readonly NameLetter[]): string[] {
  const notes: string[] = [];
  for (const word of lettersByWord(letters)) {
    word.forEach((letter, index) => {
      if (letter.letter !== 'Y') return;
      const text = wordText(word);
      if (index === 0) {
        notes.push(`Chữ Y đứng đầu từ ${text} nên được tính là nguyên âm.`);
      } else {
        const before = word[index - 1];
        notes.push(
          before.vowel
            ? `Chữ Y trong ${text} đứng sau ${before.letter} (nguyên âm) nên được tính là phụ âm.`
            : `Chữ Y trong ${text} đứng sau ${before.letter} (phụ âm) nên được tính là nguyên âm.`,
        );
      }
    });
  }
  return notes;
}

type LetterFilter = 'all' | 'vowels' | 'consonants';

function nameNumber(letters: readonly NameLetter[], filter: LetterFilter, label: string): NumberResult {
  const keep = (letter: NameLetter) => filter === 'all' || (filter === 'vowels' ? letter.vowel : !letter.vowel);
  const allWords = lettersByWord(letters);
  const words = allWords.map((word) => word.filter(keep)).filter((word) => word.length > 0);
  const kind = filter === 'all' ? 'chữ cái' : filter === 'vowels' ? 'nguyên âm' : 'phụ âm';
  if (words.length === 0) {
    return result([0], [`Tên không có ${kind} nào nên không tính được ${label}.`]);
  }
  const steps: string[] = [];
  if (filter === 'vowels') {
    steps.push('Nguyên âm là A, E, I, O, U, và Y khi chữ đứng ngay trước Y trong cùng từ không phải nguyên âm.');
  }
  if (filter !== 'all') steps.push(...yNotes(letters));
  const sums = words.map((word) => word.reduce((sum, letter) => sum + letter.value, 0));
  words.forEach((word, index) => {
    const label = `${kind[0].toUpperCase()}${kind.slice(1)} trong ${wordText(allWords[word[0].word])}`;
    steps.push(
      word.length > 1
        ? `${label}: ${word.map(shownLetter).join(' + ')} = ${sums[index]}.`
        : `${label}: ${shownLetter(word[0])}.`,
    );
  });
  const total = sums.reduce((sum, value) => sum + value, 0);
  if (sums.length > 1) steps.push(`Cộng tất cả: ${plus(sums)} = ${total}.`);
  const chain = reductionChain(total, true);
  steps.push(
    chain.length > 1 ? `Rút gọn (giữ nguyên 11 và 22): ${formatChain(chain)}.` : `${total} không cần rút gọn.`,
  );
  steps.push(...debtStep(chain));
  return result(chain, steps, undefined, true);
}

export function expressionNumber(letters: readonly NameLetter[]): NumberResult {
  return nameNumber(letters, 'all', 'số sứ mệnh');
}

export function soulUrgeNumber(letters: readonly NameLetter[]): NumberResult {
  return nameNumber(letters, 'vowels', 'số linh hồn');
}

export function personalityNumber(letters: readonly NameLetter[]): NumberResult {
  return nameNumber(letters, 'consonants', 'số nhân cách');
}

export function balanceNumber(letters: readonly NameLetter[]): NumberResult {
  const initials = lettersByWord(letters).map((word) => word[0]);
  const total = initials.reduce((sum, letter) => sum + letter.value, 0);
  const chain = reductionChain(total, false);
  const steps = [
    `Chữ cái đầu của mỗi từ: ${initials.map(shownLetter).join(', ')}.`,
    `Cộng lại: ${plus(initials.map((letter) => letter.value))} = ${total}.`,
    chain.length > 1 ? `Rút gọn về 1–9: ${formatChain(chain)}.` : `${total} không cần rút gọn.`,
  ];
  return result(chain, steps);
}

/** counts[v] = letters of value v (index 0 unused). */
export function valueCounts(letters: readonly NameLetter[]): number[] {
  const counts = new Array<number>(10).fill(0);
  for (const letter of letters) counts[letter.value] += 1;
  return counts;
}

export function passionNumbers(letters: readonly NameLetter[]): NumerologyProfile['passion'] {
  const counts = valueCounts(letters);
  const max = Math.max(...counts.slice(1));
  const values = max === 0 ? [] : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((value) => counts[value] === max);
  const tally = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    .filter((value) => counts[value] > 0)
    .map((value) => `số ${value}: ${counts[value]} lần`)
    .join('; ');
  const steps = [`Đếm số lần mỗi giá trị xuất hiện trong tên: ${tally}.`];
  if (values.length === 1) {
    steps.push(`Giá trị xuất hiện nhiều nhất là ${values[0]} (${max} lần): đó là số đam mê.`);
  } else if (values.length > 1) {
    steps.push(
      `Các giá trị ${values.join(', ')} cùng xuất hiện nhiều nhất (${max} lần) nên bạn có ${values.length} số đam mê.`,
    );
  }
  return {values, counts, steps};
}

export function missingNumbers(letters: readonly NameLetter[]): NumerologyProfile['missingNumbers'] {
  const counts = valueCounts(letters);
  const values = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((value) => counts[value] === 0);
  const present = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((value) => counts[value] > 0);
  const steps = [
    `Các giá trị có trong tên: ${present.join(', ')}.`,
    values.length > 0
      ? `Các giá trị từ 1 đến 9 không có trong tên: ${values.join(', ')}. Đó là ${values.length > 1 ? 'các ' : ''}số thiếu.`
      : 'Tên có đủ các giá trị từ 1 đến 9: không có số thiếu.',
  ];
  return {values, steps};
}

// ---------------------------------------------------------------- combined numbers

export function maturityNumber(lifePath: NumberResult, expression: NumberResult): NumberResult {
  const total = lifePath.value + expression.value;
  const chain = reductionChain(total, true);
  const steps = [
    `Số chủ đạo ${lifePath.value} + số sứ mệnh ${expression.value} = ${total}.`,
    chain.length > 1 ? `Rút gọn (giữ nguyên 11 và 22): ${formatChain(chain)}.` : `${total} không cần rút gọn.`,
  ];
  return result(chain, steps);
}

// ---------------------------------------------------------------- birth chart

export function birthChart(date: CalendarDate): BirthChart {
  const digits = birthDigits(date);
  const counts = new Array<number>(10).fill(0);
  for (const digit of digits) counts[digit] += 1;
  const rows = CHART_ROWS.map((row) => row.map((digit) => String(digit).repeat(counts[digit])));
  const arrows: ArrowResult[] = [];
  for (const line of ARROW_LINES) {
    if (line.cells.every((digit) => counts[digit] > 0)) {
      arrows.push({...line, kind: 'strength', key: `strength:${line.digits}`});
    } else if (line.cells.every((digit) => counts[digit] === 0)) {
      arrows.push({...line, kind: 'empty', key: `empty:${line.digits}`});
    }
  }
  const strength = arrows.filter((arrow) => arrow.kind === 'strength').map((arrow) => arrow.digits);
  const empty = arrows.filter((arrow) => arrow.kind === 'empty').map((arrow) => arrow.digits);
  const steps = [
    `Các chữ số của ${formatDate(date)}, bỏ số 0: ${digits.join(', ')}.`,
    'Xếp mỗi chữ số vào ô của nó trên lưới 3×3 (hàng trên 3-6-9, giữa 2-5-8, dưới 1-4-7); số lặp lại được ghi lặp lại.',
    strength.length > 0
      ? `Đủ cả ba số trên một đường, tạo mũi tên sức mạnh: ${strength.join('; ')}.`
      : 'Không có đường nào đủ cả ba số, nên không có mũi tên sức mạnh.',
    empty.length > 0
      ? `Trống cả ba số trên một đường, tạo mũi tên trống: ${empty.join('; ')}.`
      : 'Không có đường nào trống cả ba ô, nên không có mũi tên trống.',
  ];
  return {counts, rows, arrows, steps};
}

// ---------------------------------------------------------------- peaks and challenges

function yearDigitSum(year: number): number {
  return digitsOf(year).reduce((sum, digit) => sum + digit, 0);
}

/** Month, day and year each reduced to 1–9, with their working. */
function reducedParts(date: CalendarDate) {
  const month = reductionChain(date.month, false);
  const day = reductionChain(date.day, false);
  const yearTotal = yearDigitSum(date.year);
  const year = reductionChain(yearTotal, false);
  return {
    M: month[month.length - 1],
    D: day[day.length - 1],
    Y: year[year.length - 1],
    step: `Rút gọn về 1–9: tháng ${formatChain(month)}; ngày ${formatChain(day)}; năm ${date.year}: ${plus(digitsOf(date.year))} = ${formatChain(year)}.`,
  };
}

export function pinnacles(
  date: CalendarDate,
  lifePath: NumberResult,
  today: CalendarDate,
): NumerologyProfile['pinnacles'] {
  const {M, D, Y, step} = reducedParts(date);
  const make = (a: number, b: number, label: string) => {
    const chain = reductionChain(a + b, true);
    const value = chain[chain.length - 1];
    return {value, working: `${label} = ${a} + ${b} = ${formatChain(chain)}`};
  };
  const p1 = make(M, D, 'tháng + ngày');
  const p2 = make(D, Y, 'ngày + năm');
  const p3 = make(p1.value, p2.value, 'đỉnh 1 + đỉnh 2');
  const p4 = make(M, Y, 'tháng + năm');
  const lifePathDigit = reduce(lifePath.value, false);
  const firstAge = 36 - lifePathDigit;
  const items: Pinnacle[] = [p1, p2, p3, p4].map((peak, index) => {
    const age = firstAge + 9 * index;
    return {
      index: (index + 1) as Pinnacle['index'],
      value: peak.value,
      age,
      year: date.year + age,
      working: peak.working,
    };
  });
  const age = ageOn(date, today);
  let current: 1 | 2 | 3 | 4 | null = null;
  for (const item of items) if (age >= item.age) current = item.index;
  const steps = [
    step,
    ...items.map((item) => `Đỉnh ${item.index}: ${item.working}.`),
    'Khi rút gọn các đỉnh, giữ nguyên 11 và 22.',
    `Tuổi đạt đỉnh 1 = 36 − số chủ đạo rút về một chữ số (${lifePath.display} → ${lifePathDigit}) = ${firstAge}; mỗi đỉnh sau cách 9 năm: ${items.map((item) => item.age).join(', ')} tuổi.`,
  ];
  return {items, current, steps};
}

export function challenges(date: CalendarDate): NumerologyProfile['challenges'] {
  const {M, D, Y, step} = reducedParts(date);
  const c1 = Math.abs(M - D);
  const c2 = Math.abs(D - Y);
  const c3 = Math.abs(c1 - c2);
  const c4 = Math.abs(M - Y);
  const items: Challenge[] = [
    {index: 1, value: c1, working: `|tháng − ngày| = |${M} − ${D}| = ${c1}`},
    {index: 2, value: c2, working: `|ngày − năm| = |${D} − ${Y}| = ${c2}`},
    {index: 3, value: c3, working: `|thử thách 1 − thử thách 2| = |${c1} − ${c2}| = ${c3}`},
    {index: 4, value: c4, working: `|tháng − năm| = |${M} − ${Y}| = ${c4}`},
  ];
  return {items, steps: [step, ...items.map((item) => `Thử thách ${item.index}: ${item.working}.`)]};
}

// ---------------------------------------------------------------- personal cycles

export function personalYearValue(date: CalendarDate, year: number): number {
  return reduce(reduce(date.day, false) + reduce(date.month, false) + reduce(yearDigitSum(year), false), false);
}

export function personalYear(date: CalendarDate, today: CalendarDate): NumerologyProfile['personalYear'] {
  const d = reductionChain(date.day, false);
  const m = reductionChain(date.month, false);
  const y = reductionChain(yearDigitSum(today.year), false);
  const total = d[d.length - 1] + m[m.length - 1] + y[y.length - 1];
  const chain = reductionChain(total, false);
  const steps = [
    `Rút gọn về 1–9: ngày sinh ${formatChain(d)}; tháng sinh ${formatChain(m)}; năm hiện tại ${today.year}: ${plus(digitsOf(today.year))} = ${formatChain(y)}.`,
    `Cộng lại: ${d[d.length - 1]} + ${m[m.length - 1]} + ${y[y.length - 1]} = ${formatChain(chain)}.`,
    `Năm ${today.year} là năm cá nhân ${chain[chain.length - 1]} của bạn (năm cá nhân đổi vào ngày 1/1).`,
  ];
  return {...result(chain, steps), year: today.year};
}

export function personalMonth(yearNumber: number, today: CalendarDate): NumerologyProfile['personalMonth'] {
  const chain = reductionChain(yearNumber + today.month, false);
  const steps = [
    `Năm cá nhân ${yearNumber} + tháng hiện tại ${today.month} = ${formatChain(chain)}.`,
    `Tháng ${today.month}/${today.year} là tháng cá nhân ${chain[chain.length - 1]} của bạn.`,
  ];
  return {...result(chain, steps), month: today.month, year: today.year};
}

export function personalYearTable(date: CalendarDate, fromYear: number, count = 9): PersonalYearRow[] {
  return Array.from({length: count}, (_, index) => {
    const year = fromYear + index;
    return {year, age: year - date.year, value: personalYearValue(date, year)};
  });
}

// ---------------------------------------------------------------- the whole profile

function toCalendarDate(value: CalendarDate | Date): CalendarDate {
  return value instanceof Date ? calendarDateOf(value) : value;
}

/**
 * Every number for one person. Pure: the same arguments always give the same
 * profile. Expects input that passed `validateNumerologyInput` (a name with
 * letters, a real date); it does not throw on other input but the numbers
 * would mean little.
 */
export function computeProfile(name: string, dateOfBirth: CalendarDate, today: CalendarDate | Date): NumerologyProfile {
  const now = toCalendarDate(today);
  const cleanName = normalizeName(name);
  const letters = analyzeName(cleanName);

  const lifePath = lifePathNumber(dateOfBirth);
  const birthDay = birthDayNumber(dateOfBirth);
  const expression = expressionNumber(letters);
  const soulUrge = soulUrgeNumber(letters);
  const personality = personalityNumber(letters);
  const year = personalYear(dateOfBirth, now);

  const karmicDebts: KarmicDebtHit[] = [];
  const sources = {lifePath, birthDay, expression, soulUrge, personality} as const;
  for (const source of Object.keys(sources) as (keyof typeof sources)[]) {
    for (const number of sources[source].karmicDebts) karmicDebts.push({number, source});
  }

  return {
    name: cleanName,
    foldedName: foldToCapitals(cleanName),
    birthDate: dateOfBirth,
    today: now,
    age: ageOn(dateOfBirth, now),
    letters,
    lifePath,
    birthDay,
    attitude: attitudeNumber(dateOfBirth),
    expression,
    soulUrge,
    personality,
    maturity: maturityNumber(lifePath, expression),
    balance: balanceNumber(letters),
    passion: passionNumbers(letters),
    missingNumbers: missingNumbers(letters),
    birthChart: birthChart(dateOfBirth),
    pinnacles: pinnacles(dateOfBirth, lifePath, now),
    challenges: challenges(dateOfBirth),
    personalYear: year,
    personalMonth: personalMonth(year.value, now),
    personalYearTable: personalYearTable(dateOfBirth, now.year),
    karmicDebts,
  };
}
