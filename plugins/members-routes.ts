import path from 'node:path';
import {filesUnder} from '../scripts/lib/files.mjs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MEMBERS_HOME} from '../src/features/auth/membersPath';

/** Route paths of the members Markdown files (only their file names are read). */
export function memberRoutePaths(membersDir: string): string[] {
  return filesUnder(membersDir, (file) => file.endsWith('.md')).map((file) => {
    const key = path.relative(membersDir, file).replace(/\\/g, '/').replace(/\.md$/, '');
    return key === 'index' ? MEMBERS_HOME : `/${key}`;
  });
}

/**
 * Adds a client route for every members page. The pages render the shared
 * MemberPage component, which fetches the text from the API after sign-in;
 * the Markdown itself is compiled into the Cloud Function, not the site.
 */
export default function membersRoutesPlugin(context: LoadContext): Plugin {
  const membersDir = path.join(context.siteDir, 'members');
  return {
    name: 'members-routes',
    async contentLoaded({actions}) {
      for (const routePath of memberRoutePaths(membersDir)) {
        actions.addRoute({path: routePath, component: '@site/src/features/members/MemberPage', exact: true});
      }
    },
    getPathsToWatch() {
      return [path.join(membersDir, '**/*.md')];
    },
  };
}
