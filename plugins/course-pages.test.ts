import {describe, expect, it} from 'vitest';
import type {AllContent, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {coursePath, courses} from '../src/data/courses';
import coursePagesPlugin from './course-pages';

/** A knowledge base with one section page, one article under it and one category with its generated index. */
const allContent = {
  'docusaurus-plugin-content-docs': {
    'kien-thuc': {
      loadedVersions: [
        {
          docs: [
            {id: 'python/index', permalink: '/kien-thuc/python/'},
            {id: 'python/a', permalink: '/kien-thuc/python/a'},
            {id: 'cong-nghe/docusaurus/b', permalink: '/kien-thuc/cong-nghe/docusaurus/b'},
            {id: 'python/nhap', permalink: '/kien-thuc/python/nhap', unlisted: true},
          ],
          sidebars: {
            s: [
              {
                type: 'category',
                link: {type: 'generated-index', permalink: '/kien-thuc/category/docusaurus'},
                items: [{type: 'doc', id: 'cong-nghe/docusaurus/b'}],
              },
            ],
          },
        },
      ],
    },
  },
} as unknown as AllContent;

describe('course-pages plugin', () => {
  it('adds one landing route per course in src/data/courses.ts, with the slug and the reading list as props', async () => {
    const routes: RouteConfig[] = [];
    const actions = {addRoute: (route: RouteConfig) => routes.push(route)} as unknown as PluginContentLoadedActions;
    await coursePagesPlugin().allContentLoaded?.({allContent, actions});
    expect(routes.map((route) => route.path)).toEqual(courses.map((course) => coursePath(course.slug)));
    expect(routes.map((route) => (route.props as {slug: string}).slug)).toEqual(courses.map((course) => course.slug));
    expect(new Set(routes.map((route) => route.component))).toEqual(
      new Set(['@site/src/features/courses/CourseLandingPage']),
    );
    const lists = Object.fromEntries(
      routes.map((route) => [route.path, (route.props as {readingList: string[]}).readingList]),
    );
    // python-chung-khoan links to /kien-thuc/python and /kien-thuc/cong-nghe (the listed articles under them);
    // the Docusaurus course to the category and to /kien-thuc/cong-nghe.
    expect(lists[coursePath('python-chung-khoan')]).toEqual([
      '/kien-thuc/python/a',
      '/kien-thuc/cong-nghe/docusaurus/b',
    ]);
    expect(lists[coursePath('tao-website-docusaurus-seo')]).toEqual(['/kien-thuc/cong-nghe/docusaurus/b']);
  });
});
