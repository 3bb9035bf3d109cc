import React, {type ReactNode, type Ref} from 'react';
import {
  arrowMeanings,
  chiSoInfo,
  disclaimer,
  karmicDebtMeanings,
  personalYearThemes,
} from '@site/src/data/numerologyMeanings';
import {formatDate} from '../dates';
import {meaningFor, type MeaningTable} from '../meanings';
import {dataValues, debtSourceLabels, uniqueDebts} from '../present';
import type {ChiSoKey, NumberResult, NumerologyProfile} from '../types';
import styles from './numerology.module.css';

interface CardProps {
  chiSo: ChiSoKey;
  value: string;
  display: string;
  steps: readonly string[];
  children: ReactNode;
}

/** One number: its name, what it measures, the working and the meaning. */
function NumberCard({chiSo, value, display, steps, children}: CardProps): ReactNode {
  const info = chiSoInfo[chiSo];
  return (
    <article className={styles.card} id={`chi-so-${chiSo}`} data-chi-so={chiSo} data-value={value}>
      <header className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{info.label}</h3>
        <span className={styles.badge} data-badge="">
          {display}
        </span>
      </header>
      <p className={styles.about}>{info.about}</p>
      <h4 className={styles.subhead}>Cách tính</h4>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      <h4 className={styles.subhead}>Ý nghĩa</h4>
      {children}
    </article>
  );
}

function SimpleCard({
  chiSo,
  table,
  result,
  values,
}: {
  chiSo: ChiSoKey;
  table: MeaningTable;
  result: NumberResult;
  values: Record<ChiSoKey, string>;
}): ReactNode {
  return (
    <NumberCard chiSo={chiSo} value={values[chiSo]} display={result.display} steps={result.steps}>
      <p>{meaningFor(table, result.value)}</p>
    </NumberCard>
  );
}

function ListMeanings({
  table,
  numbers,
  empty,
}: {
  table: MeaningTable;
  numbers: readonly number[];
  empty: string;
}): ReactNode {
  if (numbers.length === 0) return <p>{empty}</p>;
  return (
    <dl className={styles.meaningList}>
      {numbers.map((number) => (
        <div key={number}>
          <dt>Số {number}</dt>
          <dd>{meaningFor(table, number)}</dd>
        </div>
      ))}
    </dl>
  );
}

function BirthChartGrid({profile}: {profile: NumerologyProfile}): ReactNode {
  return (
    <table className={styles.chart}>
      <caption className="sr-only">Biểu đồ ngày sinh {formatDate(profile.birthDate)}</caption>
      <tbody>
        {profile.birthChart.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) => (
              <td key={cellIndex} className={cell ? undefined : styles.chartEmpty}>
                {cell || <span className="sr-only">trống</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface ReportProps {
  profile: NumerologyProfile;
  headingRef: Ref<HTMLHeadingElement>;
  actions: ReactNode;
}

/** The whole one-person report, also what gets printed. */
export default function NumerologyReport({profile, headingRef, actions}: ReportProps): ReactNode {
  const values = dataValues(profile);
  const {pinnacles, challenges, birthChart} = profile;
  const debts = uniqueDebts(profile.karmicDebts);
  const summary: {key: ChiSoKey; display: string}[] = [
    {key: 'lifePath', display: profile.lifePath.display},
    {key: 'expression', display: profile.expression.display},
    {key: 'soulUrge', display: profile.soulUrge.display},
    {key: 'personality', display: profile.personality.display},
    {key: 'birthDay', display: profile.birthDay.display},
    {key: 'attitude', display: profile.attitude.display},
    {key: 'maturity', display: profile.maturity.display},
    {key: 'personalYear', display: profile.personalYear.display},
  ];
  return (
    <section className={styles.report} aria-labelledby="nsh-ket-qua">
      <header className={styles.reportHeader}>
        <h2 id="nsh-ket-qua" ref={headingRef} tabIndex={-1} className={styles.reportTitle}>
          Kết quả của {profile.name}
        </h2>
        <p className={styles.reportMeta}>
          Ngày sinh {formatDate(profile.birthDate)} · {profile.age} tuổi · tên quy đổi: {profile.foldedName} · lập ngày{' '}
          {formatDate(profile.today)}
        </p>
        {actions}
      </header>

      <nav className={styles.summary} aria-label="Tóm tắt các chỉ số chính">
        <ul>
          {summary.map((item) => (
            <li key={item.key}>
              {/* eslint-disable-next-line @docusaurus/no-html-links -- in-page link to a part rendered in the browser only; Link would hand it to the build's anchor check */}
              <a href={`#chi-so-${item.key}`}>
                <span className={styles.summaryValue}>{item.display}</span>
                <span className={styles.summaryLabel}>{chiSoInfo[item.key].label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <p className={styles.disclaimer}>{disclaimer}</p>

      <h2 className={styles.groupTitle}>Các chỉ số từ ngày sinh</h2>
      <div className={styles.cards}>
        <SimpleCard chiSo="lifePath" table="lifePath" result={profile.lifePath} values={values} />
        <SimpleCard chiSo="birthDay" table="birthDay" result={profile.birthDay} values={values} />
        <SimpleCard chiSo="attitude" table="attitude" result={profile.attitude} values={values} />
      </div>

      <h2 className={styles.groupTitle}>Các chỉ số từ họ tên</h2>
      <div className={styles.cards}>
        <SimpleCard chiSo="expression" table="expression" result={profile.expression} values={values} />
        <SimpleCard chiSo="soulUrge" table="soulUrge" result={profile.soulUrge} values={values} />
        <SimpleCard chiSo="personality" table="personality" result={profile.personality} values={values} />
        <SimpleCard chiSo="balance" table="balance" result={profile.balance} values={values} />
        <NumberCard
          chiSo="passion"
          value={values.passion}
          display={profile.passion.values.join(', ') || '–'}
          steps={profile.passion.steps}
        >
          <ListMeanings table="passion" numbers={profile.passion.values} empty="Không xác định được số đam mê." />
        </NumberCard>
        <NumberCard
          chiSo="missingNumbers"
          value={values.missingNumbers}
          display={profile.missingNumbers.values.join(', ') || 'Không có'}
          steps={profile.missingNumbers.steps}
        >
          <ListMeanings
            table="missingNumbers"
            numbers={profile.missingNumbers.values}
            empty="Họ tên của bạn có đủ các giá trị từ 1 đến 9: không có bài học nào bị bỏ trống."
          />
        </NumberCard>
        <SimpleCard chiSo="maturity" table="maturity" result={profile.maturity} values={values} />
      </div>

      <h2 className={styles.groupTitle}>Biểu đồ ngày sinh</h2>
      <NumberCard
        chiSo="birthChartArrows"
        value={values.birthChartArrows}
        display={`${birthChart.arrows.length} mũi tên`}
        steps={birthChart.steps}
      >
        <div className={styles.chartWrap}>
          <BirthChartGrid profile={profile} />
          {birthChart.arrows.length === 0 ? (
            <p>Biểu đồ không có mũi tên nào: không đường nào đủ cả ba số hay trống cả ba ô.</p>
          ) : (
            <ul className={styles.arrowList}>
              {birthChart.arrows.map((arrow) => (
                <li key={arrow.key}>
                  <span className={arrow.kind === 'strength' ? styles.tagStrong : styles.tagEmpty}>
                    {arrow.kind === 'strength' ? 'Sức mạnh' : 'Trống'} {arrow.digits}
                  </span>{' '}
                  <strong>{arrowMeanings[arrow.key].name}.</strong> {arrowMeanings[arrow.key].meaning}
                </li>
              ))}
            </ul>
          )}
        </div>
      </NumberCard>

      <h2 className={styles.groupTitle}>Các giai đoạn cuộc đời</h2>
      <div className={styles.cards}>
        <NumberCard
          chiSo="pinnacles"
          value={values.pinnacles}
          display={values.pinnacles.replace(/,/g, ' · ')}
          steps={pinnacles.steps}
        >
          <ol className={styles.periods}>
            {pinnacles.items.map((item) => (
              <li key={item.index} className={item.index === pinnacles.current ? styles.current : undefined}>
                <strong>
                  Đỉnh {item.index}: số {item.value}
                </strong>{' '}
                <span className={styles.muted}>
                  từ {item.age} tuổi (năm {item.year}){item.index === pinnacles.current ? ', giai đoạn hiện tại' : ''}
                </span>
                <p>{meaningFor('pinnacles', item.value)}</p>
              </li>
            ))}
          </ol>
        </NumberCard>
        <NumberCard
          chiSo="challenges"
          value={values.challenges}
          display={values.challenges.replace(/,/g, ' · ')}
          steps={challenges.steps}
        >
          <ol className={styles.periods}>
            {challenges.items.map((item) => (
              <li key={item.index}>
                <strong>
                  Thử thách {item.index}: số {item.value}
                </strong>
                <p>{meaningFor('challenges', item.value)}</p>
              </li>
            ))}
          </ol>
        </NumberCard>
      </div>

      <h2 className={styles.groupTitle}>Chu kỳ năm và tháng</h2>
      <div className={styles.cards}>
        <SimpleCard chiSo="personalYear" table="personalYear" result={profile.personalYear} values={values} />
        <SimpleCard chiSo="personalMonth" table="personalMonth" result={profile.personalMonth} values={values} />
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable table must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="nsh-bang-9-nam">
        <table className={styles.yearTable}>
          <caption id="nsh-bang-9-nam">Năm cá nhân trong 9 năm, từ năm nay</caption>
          <thead>
            <tr>
              <th scope="col">Năm</th>
              <th scope="col">Tuổi</th>
              <th scope="col">Năm cá nhân</th>
              <th scope="col">Chủ đề</th>
            </tr>
          </thead>
          <tbody>
            {profile.personalYearTable.map((row) => (
              <tr key={row.year}>
                <td>{row.year}</td>
                <td>{row.age}</td>
                <td>{row.value}</td>
                <td>{personalYearThemes[row.value as keyof typeof personalYearThemes]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className={styles.groupTitle}>Nợ nghiệp</h2>
      <NumberCard
        chiSo="karmicDebt"
        value={values.karmicDebt}
        display={debts.length > 0 ? debts.join(', ') : 'Không có'}
        steps={
          profile.karmicDebts.length > 0
            ? profile.karmicDebts.map(
                (hit) => `Tổng ${hit.number} xuất hiện khi rút gọn ${debtSourceLabels[hit.source]}.`,
              )
            : ['Không có tổng 13, 14, 16 hay 19 nào khi rút gọn số chủ đạo, ngày sinh, sứ mệnh, linh hồn và nhân cách.']
        }
      >
        {debts.length > 0 ? (
          <dl className={styles.meaningList}>
            {debts.map((debt) => (
              <div key={debt}>
                <dt>Nợ nghiệp {debt}</dt>
                <dd>{karmicDebtMeanings[debt as keyof typeof karmicDebtMeanings]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>Không có con số nợ nghiệp nào trong hồ sơ của bạn.</p>
        )}
      </NumberCard>
    </section>
  );
}
