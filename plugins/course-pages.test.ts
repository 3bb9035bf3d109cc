import {describe, expect, it} from 'vitest';
import type {PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {coursePath, courses} from '../src/data/courses';
import coursePagesPlugin from './course-pages';

describe('course-pages plugin', () => {
  it('adds one landing route per course in src/data/courses.ts, with the slug as its prop', async () => {
    const routes: RouteConfig[] = [];
    const actions = {addRoute: (route: RouteConfig) => routes.push(route)} as unknown as PluginContentLoadedActions;
    await coursePagesPlugin().contentLoaded?.({content: undefined, actions});
    expect(routes.map((route) => route.path)).toEqual(courses.map((course) => coursePath(course.slug)));
    expect(routes.map((route) => route.props)).toEqual(courses.map((course) => ({slug: course.slug})));
    expect(new Set(routes.map((route) => route.component))).toEqual(
      new Set(['@site/src/features/courses/CourseLandingPage']),
    );
  });
});
