// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/LastUpdated/index.tsx).
// Ejected (`--wrap` cannot reach the date inside): the date is written by src/lib/shortVietnameseDate, not Intl.DateTimeFormat, whose set-up is one of the longest steps of an article's hydration on a phone; an article's "Thông tin được kiểm tra" line (FactsCheckedContext) stands under it.
import React, {use, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {FactsCheckedContext} from '@site/src/lib/FactsCheckedContext';
import {shortVietnameseDate} from '@site/src/lib/shortVietnameseDate';
import type {Props} from '@theme/LastUpdated';

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);

  const formattedLastUpdatedAt = shortVietnameseDate(atDate);

  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formattedLastUpdatedAt}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{
        user: <b>{lastUpdatedBy}</b>,
      }}
    >
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  const factsChecked = use(FactsCheckedContext);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {factsChecked && <span className="facts-checked">{factsChecked}</span>}
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (ngày giả lập khi chạy `npm start`, để trang tải nhanh)</small>
        </div>
      )}
    </span>
  );
}
