import {describe, expect, it} from 'vitest';
import {courses, getCourse} from '../../data/courses';
import {courseJsonLd, courseListJsonLd, isoHours} from './courseJsonLd';

const site = {url: 'https://learn-anything.vn', title: 'Learn Anything'};

describe('courseJsonLd', () => {
  it('names the card the build draws for the landing page', () => {
    expect(courseJsonLd(getCourse('obsidian-flow'), site).image).toBe(
      'https://learn-anything.vn/img/og/trang/lp-khoa-hoc-obsidian-flow.png',
    );
  });

  it('describes a priced course with an offer in VND and an online instance', () => {
    const course = getCourse('obsidian-flow');
    const data = courseJsonLd(course, site);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      description: course.description,
      url: 'https://learn-anything.vn/lp-khoa-hoc-obsidian-flow',
      image: 'https://learn-anything.vn/img/og/trang/lp-khoa-hoc-obsidian-flow.png',
      inLanguage: 'vi',
      provider: {'@type': 'Organization', name: 'Learn Anything', url: 'https://learn-anything.vn'},
      hasCourseInstance: [{'@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT15H'}],
      offers: [
        {
          '@type': 'Offer',
          category: 'Paid',
          price: 790000,
          priceCurrency: 'VND',
          availability: 'https://schema.org/InStock',
          url: 'https://learn-anything.vn/dang-ky-khoa-hoc?khoa=obsidian-flow',
        },
      ],
    });
    expect(data.syllabusSections).toHaveLength(course.modules.length);
  });

  it('gives a class its opening day and size only once they are set', () => {
    const course = getCourse('obsidian-flow');
    const instance = (data: ReturnType<typeof courseJsonLd>) =>
      (data.hasCourseInstance as Record<string, unknown>[])[0];
    const unset = instance(
      courseJsonLd({...course, delivery: {kind: 'cohort', nextCohort: null, classSize: null}}, site),
    );
    expect(unset).not.toHaveProperty('startDate');
    expect(unset).not.toHaveProperty('maximumAttendeeCapacity');
    const set = instance(
      courseJsonLd({...course, delivery: {kind: 'cohort', nextCohort: '2027-01-12', classSize: 40}}, site),
    );
    expect(set).toMatchObject({startDate: '2027-01-12', maximumAttendeeCapacity: 40});
    const selfPaced = instance(courseJsonLd({...course, delivery: {kind: 'self-paced'}}, site));
    expect(selfPaced).not.toHaveProperty('startDate');
  });

  it('leaves out the offer when the price is "Liên hệ"', () => {
    const course = getCourse('python-web-scraping');
    expect(course.price).toBe('Liên hệ');
    expect(courseJsonLd(course, site)).not.toHaveProperty('offers');
  });

  it('names the organisation as provider and instructor of every course, never a person', () => {
    for (const course of courses) {
      const data = courseJsonLd(course, site);
      const organisation = {'@type': 'Organization', name: 'Learn Anything', url: site.url};
      expect(data.provider).toEqual(organisation);
      const instances = data.hasCourseInstance as Array<Record<string, unknown>>;
      expect(instances[0].instructor).toEqual([organisation]);
      expect(JSON.stringify(data)).not.toContain('"Person"');
    }
  });
});

describe('courseListJsonLd', () => {
  it('lists every landing page in order', () => {
    const data = courseListJsonLd(courses, site);
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement).toEqual(
      courses.map((course, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `https://learn-anything.vn/lp-khoa-hoc-${course.slug}`,
      })),
    );
  });
});

describe('helpers', () => {
  it('writes ISO 8601 hours', () => {
    expect(isoHours(27)).toBe('PT27H');
  });
});
