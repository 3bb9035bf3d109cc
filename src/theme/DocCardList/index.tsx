// Wrapped (swizzle --wrap): the cards' descriptions come from plugins/docs-data-on-demand.ts, not from the docs version's props (slimmed for every docs page).
import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {useCurrentSidebarSiblings, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import descriptions from '@generated/docs-data-on-demand/default/descriptions.json';

type Props = WrapperProps<typeof DocCardListType>;

function WithDescriptions({items, ...props}: Props & {items: PropSidebarItem[]}): ReactNode {
  const ofVersion = descriptions[useDocsVersion().pluginId] ?? {};
  const described = items.map((item): PropSidebarItem =>
    item.type === 'link' && item.docId && item.description === undefined
      ? {...item, description: ofVersion[item.docId]}
      : item,
  );
  return <DocCardList {...props} items={described} />;
}

/** Like theme-classic's, without `items` the list shows the current sidebar category's. */
function CurrentCategory(props: Props): ReactNode {
  return <WithDescriptions {...props} items={useCurrentSidebarSiblings()} />;
}

export default function DocCardListWrapper({items, ...props}: Props): ReactNode {
  return items ? <WithDescriptions {...props} items={items} /> : <CurrentCategory {...props} />;
}
