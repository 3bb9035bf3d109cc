import {coursePath, signupPath, type Course} from '../../data/courses';
import {ogImagePath} from '../../lib/seo/ogCard';
import type {JsonLd} from '../../lib/seo/structuredData';

export interface SiteInfo {
  /** Origin without a trailing slash, e.g. https://learn-anything.vn */
  url: string;
  title: string;
}

/** ISO 8601 duration for a whole number of hours, e.g. 15 → 'PT15H'. */
export function isoHours(hours: number): string {
  return `PT${Math.round(hours)}H`;
}

/** The course's social image: the card the build draws for its landing page. */
export function courseImage(course: Course): string {
  return ogImagePath(coursePath(course.slug));
}

/** schema.org Course markup for a landing page (Google's course info fields included). */
export function courseJsonLd(course: Course, site: SiteInfo): JsonLd {
  const url = `${site.url}${coursePath(course.slug)}`;
  const provider = {'@type': 'Organization', name: site.title, url: site.url};
  // The courses are taught by the editorial team: the organisation is both provider and instructor.
  const instructor = provider;
  // A class's opening day and size go in only once they are set (CourseInstance is an Event).
  const {delivery} = course;
  const cohortFacts: JsonLd = {};
  if (delivery.kind === 'cohort' && delivery.nextCohort !== null) cohortFacts.startDate = delivery.nextCohort;
  if (delivery.kind === 'cohort' && delivery.classSize !== null)
    cohortFacts.maximumAttendeeCapacity = delivery.classSize;
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${url}#khoa-hoc`,
    name: course.title,
    description: course.description,
    url,
    image: `${site.url}${courseImage(course)}`,
    inLanguage: 'vi',
    educationalLevel: course.level,
    teaches: course.outcomes,
    coursePrerequisites: course.prerequisites,
    provider,
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        courseWorkload: isoHours(course.workloadHours),
        instructor: [instructor],
        ...cohortFacts,
      },
    ],
    syllabusSections: course.modules.map((module) => ({
      '@type': 'Syllabus',
      name: module.title,
      description: module.summary,
    })),
  };
  if (typeof course.price === 'number') {
    data.offers = [
      {
        '@type': 'Offer',
        category: 'Paid',
        price: course.price,
        priceCurrency: 'VND',
        availability: course.status === 'open' ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
        url: `${site.url}${signupPath(course.slug)}`,
      },
    ];
  }
  return data;
}

/** An ItemList of the courses, for the /khoa-hoc page. */
export function courseListJsonLd(courses: Course[], site: SiteInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${site.url}${coursePath(course.slug)}`,
    })),
  };
}
