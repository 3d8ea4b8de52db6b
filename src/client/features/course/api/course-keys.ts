import type { CourseTypeId } from '#shared/contracts/course.ts';

/** Query keys of the course feature: all → outline / progress / lesson, and the person's summary. */
export const courseKeys = {
  all: ['course'] as const,
  outline: (courseType: CourseTypeId) => [...courseKeys.all, courseType, 'outline'] as const,
  progress: (courseType: CourseTypeId) => [...courseKeys.all, courseType, 'progress'] as const,
  lesson: (courseType: CourseTypeId, lessonId: string) => [...courseKeys.all, courseType, 'lesson', lessonId] as const,
  mine: () => [...courseKeys.all, 'mine'] as const,
  admin: () => [...courseKeys.all, 'admin'] as const,
};

export const coursePath = (courseType: CourseTypeId) => `/api/courses/${courseType}`;
